import { createHmac, timingSafeEqual } from 'node:crypto';
import { seamlessHeaders, signatureMaxAgeMs } from './seamless-wallet.js';

/**
 * The signing scheme of the seamless and transfer wallet APIs, written once for both sides of both: the platform
 * verifying a vendor, the platform calling a transfer-model vendor, the house vendor, test doubles and benches.
 * It needs `node:crypto`, so it is its own entry (`@croupier/contracts/signing`), never bundled into the web.
 */

/** Hex HMAC-SHA256 of `<timestamp>.<raw body>` with the shared secret. */
export function signRequest(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

const hexSignature = /^[0-9a-f]{64}$/;

/**
 * True when the signature matches. The comparison takes the same time whatever the input: a caller checks an
 * unknown sender against a stand-in secret, and a malformed signature is compared against a stand-in of its
 * length, so timing tells an attacker nothing about which part was wrong.
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

/** True when `X-Timestamp` (milliseconds since the epoch) is within 30 s of `now`, either way. */
export function isFreshTimestamp(timestamp: string | undefined, now: number): boolean {
  const sentAt = Number(timestamp);
  return (
    timestamp !== undefined &&
    timestamp !== '' &&
    Number.isFinite(sentAt) &&
    Math.abs(now - sentAt) <= signatureMaxAgeMs
  );
}

/** The headers of one signed JSON POST: sign the exact text sent, freshly for every attempt. */
export function signedHeaders(input: {
  vendorCode: string;
  secret: string;
  body: string;
  now: number;
}): Record<string, string> {
  const timestamp = String(input.now);
  return {
    'content-type': 'application/json',
    [seamlessHeaders.vendor]: input.vendorCode,
    [seamlessHeaders.timestamp]: timestamp,
    [seamlessHeaders.signature]: signRequest(input.secret, timestamp, input.body),
  };
}
