import { describe, expect, it } from 'vitest';
import { isFreshTimestamp, signRequest, signedHeaders, verifyRequestSignature } from './signing.js';

// Computed apart from this code: printf '%s' '1700000000000.{"token":"abc"}' | openssl dgst -sha256 -hmac vendor-secret
const knownSignature = '2782ec561eed4a2b64800413d2c05e10b2e8ce4387f0f09fae394ec85ebecac5';

describe('the wallet APIs signing scheme', () => {
  it('signs hex HMAC-SHA256 of "<timestamp>.<raw body>", as the vendor guide says', () => {
    expect(signRequest('vendor-secret', '1700000000000', '{"token":"abc"}')).toBe(knownSignature);
  });

  it('verifies only the exact signature, and refuses malformed ones without throwing', () => {
    const input = { secret: 'vendor-secret', timestamp: '1700000000000', body: '{"token":"abc"}' };
    expect(verifyRequestSignature({ ...input, signature: knownSignature })).toBe(true);
    expect(verifyRequestSignature({ ...input, body: '{"token":"abd"}', signature: knownSignature })).toBe(false);
    expect(verifyRequestSignature({ ...input, signature: knownSignature.toUpperCase() })).toBe(false);
    expect(verifyRequestSignature({ ...input, signature: 'zz' })).toBe(false);
    expect(verifyRequestSignature({ ...input, signature: '' })).toBe(false);
  });

  it('accepts a timestamp within 30 s either way, and nothing else', () => {
    const now = 1_700_000_000_000;
    expect(isFreshTimestamp(String(now - 30_000), now)).toBe(true);
    expect(isFreshTimestamp(String(now + 30_000), now)).toBe(true);
    expect(isFreshTimestamp(String(now - 30_001), now)).toBe(false);
    expect(isFreshTimestamp(String(now + 30_001), now)).toBe(false);
    for (const wrong of [undefined, '', 'soon', '1e400']) expect(isFreshTimestamp(wrong, now)).toBe(false);
  });

  it('builds the headers of a signed request', () => {
    expect(
      signedHeaders({ vendorCode: 'STUDIO', secret: 'vendor-secret', body: '{"token":"abc"}', now: 1_700_000_000_000 }),
    ).toEqual({
      'content-type': 'application/json',
      'x-vendor-code': 'STUDIO',
      'x-timestamp': '1700000000000',
      'x-signature': knownSignature,
    });
  });
});
