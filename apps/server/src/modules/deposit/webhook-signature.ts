import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed callback may be: replays of captured requests are refused after this. */
export const signatureToleranceSeconds = 300;

export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** True when the signature is the HMAC of `timestamp.body` and the timestamp is recent; constant time. */
export function verifyWebhook(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): boolean {
  if (!input.timestamp || !input.signature || !/^\d{10}$/.test(input.timestamp)) return false;
  if (Math.abs(input.now.getTime() / 1000 - Number(input.timestamp)) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(input.secret, input.timestamp, input.rawBody), 'hex');
  const given = Buffer.from(input.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
