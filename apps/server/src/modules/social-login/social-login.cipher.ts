import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const algorithm = 'aes-256-gcm';
const version = 'v1';

export class ClientSecretKeyError extends Error {
  constructor() {
    super('a stored social-login client secret cannot be opened with this key');
    this.name = 'ClientSecretKeyError';
  }
}

/**
 * The key that seals the providers' client secrets: derived (HKDF) from the platform's secret-sealing key, so the
 * two uses never share a key and the operator keeps one secret to guard.
 */
export function deriveClientSecretKey(platformKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', platformKey, Buffer.alloc(0), 'croupier social-login client secret', 32));
}

/** Binds a sealed secret to its brand and provider, so a value copied onto another row does not open there. */
const associatedData = (merchantId: string, provider: string) => Buffer.from(`${merchantId}:${provider}`, 'utf8');

/** Seals a client secret as `v1.<nonce>.<tag>.<ciphertext>` (base64url). */
export function sealClientSecret(key: Buffer, merchantId: string, provider: string, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(algorithm, key, nonce);
  cipher.setAAD(associatedData(merchantId, provider));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    version,
    nonce.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ciphertext.toString('base64url'),
  ].join('.');
}

export function openClientSecret(key: Buffer, merchantId: string, provider: string, sealed: string): string {
  const [storedVersion, nonce, tag, ciphertext, ...rest] = sealed.split('.');
  if (storedVersion !== version || nonce === undefined || tag === undefined || ciphertext === undefined || rest.length)
    throw new ClientSecretKeyError();
  try {
    const decipher = createDecipheriv(algorithm, key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(associatedData(merchantId, provider));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new ClientSecretKeyError();
  }
}
