import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `<timestamp>.<raw body>` with the vendor's secret. */
export function signRequest(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

const hexSignature = /^[0-9a-f]{64}$/;

/**
 * True when the signature matches. The comparison takes the same time whatever the input: an unknown vendor is
 * checked against a stand-in secret, and a malformed signature is compared against a stand-in of its length, so
 * timing tells an attacker nothing about which part was wrong.
 */
export function verifyRequestSignature(input: {
  secret: string;
  timestamp: string;
  body: string;
  signature: string;
}): boolean {
  const expected = Buffer.from(signRequest(input.secret, input.timestamp, input.body), 'hex');
  const wellFormed = hexSignature.test(input.signature);
  const given = wellFormed ? Buffer.from(input.signature, 'hex') : Buffer.alloc(expected.length);
  return timingSafeEqual(expected, given) && wellFormed;
}
