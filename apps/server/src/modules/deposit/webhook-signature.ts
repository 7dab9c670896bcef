import { signRequest, verifyRequestSignature } from '@croupier/contracts/signing';

/** How old a signed callback may be: replays of captured requests are refused after this. */
export const signatureToleranceSeconds = 300;

/** The payment provider signs its callbacks with the wallet APIs' scheme, its timestamp in seconds. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return signRequest(secret, timestamp, rawBody);
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
  return verifyRequestSignature({
    secret: input.secret,
    timestamp: input.timestamp,
    body: input.rawBody,
    signature: input.signature,
  });
}
