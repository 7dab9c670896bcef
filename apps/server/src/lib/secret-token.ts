import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, reset links. */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token or code: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A numeric code of `length` digits from crypto randomness (SMS codes, captcha answers). */
export function createNumericCode(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
