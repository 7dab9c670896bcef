import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM: a 96-bit nonce per secret and a 128-bit tag, so a changed or mis-keyed row never opens. */
const algorithm = 'aes-256-gcm';
const version = 'v1';
/** How a secret stored before encryption looks: the authenticator's base32, nothing else. */
const plainSecretPattern = /^[A-Z2-7]+=*$/;

export class TwoFactorKeyError extends Error {
  constructor() {
    super('a stored two-factor secret cannot be opened with this TWO_FACTOR_KEY');
    this.name = 'TwoFactorKeyError';
  }
}

/**
 * Seals a member's TOTP secret as `v1.<nonce>.<tag>.<ciphertext>` (base64url). The member id is bound in as
 * associated data, so a sealed secret copied onto another member's row does not open there.
 */
export function sealSecret(key: Buffer, memberId: string, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(algorithm, key, nonce);
  cipher.setAAD(Buffer.from(memberId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [version, nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The secret a stored value holds, and whether it was stored in plain text (written before encryption, to be
 * sealed now). Throws `TwoFactorKeyError` when the value does not open with this key: never a guess.
 */
export function openSecret(key: Buffer, memberId: string, stored: string): { secret: string; plain: boolean } {
  if (plainSecretPattern.test(stored)) return { secret: stored, plain: true };
  const [storedVersion, nonce, tag, ciphertext, ...rest] = stored.split('.');
  if (storedVersion !== version || nonce === undefined || tag === undefined || ciphertext === undefined || rest.length)
    throw new TwoFactorKeyError();
  try {
    const decipher = createDecipheriv(algorithm, key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(memberId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const secret = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
    return { secret: secret.toString('utf8'), plain: false };
  } catch {
    throw new TwoFactorKeyError();
  }
}
