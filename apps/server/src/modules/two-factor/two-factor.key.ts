import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { twoFactorKey } from './two-factor.tables.js';

let configuredKey: Buffer | undefined;

/** The operator's TWO_FACTOR_KEY, set once at start-up; unset, the database's own key is used (demo, tests). */
export function configureTwoFactorKey(key: Buffer | undefined) {
  configuredKey = key;
}

/**
 * The key that seals TOTP secrets. Without TWO_FACTOR_KEY (the embedded demo, tests, development) one is made
 * the first time and kept in the database, so a restart reads the secrets it wrote; a production start refuses
 * to run without TWO_FACTOR_KEY, since a key beside the data it guards guards nothing.
 */
export async function resolveTwoFactorKey(db: Database): Promise<Buffer> {
  if (configuredKey) return configuredKey;
  const stored = async () => (await db.select({ key: twoFactorKey.key }).from(twoFactorKey).limit(1))[0]?.key;
  let key = await stored();
  if (!key) {
    await db
      .insert(twoFactorKey)
      .values({ id: 1, key: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    key = await stored();
  }
  if (!key) throw new Error('the stored two-factor key is missing');
  return Buffer.from(key, 'base64');
}
