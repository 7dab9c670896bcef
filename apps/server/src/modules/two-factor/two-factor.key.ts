import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { openSecret, sealSecret, TwoFactorKeyError } from './two-factor.cipher.js';
import { twoFactorKey, twoFactorKeyCheck } from './two-factor.tables.js';

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

/** What the check seals: no secret, only something the right key opens and a wrong one cannot. */
const checkText = 'croupier two-factor key check';
const checkAssociatedData = 'two-factor-key-check';

export class TwoFactorKeyMismatchError extends Error {
  constructor() {
    super(
      'TWO_FACTOR_KEY cannot open the key check this database was sealed with: it is not the key the stored ' +
        'two-factor secrets were sealed under (changed or mistyped, or set after the database sealed with its own ' +
        'key). Start with the original key.',
    );
    this.name = 'TwoFactorKeyMismatchError';
  }
}

/**
 * Checks at start-up that the two-factor key is the one this database's secrets were sealed with: the first start
 * seals a known value under its key, every later one must open it. Throws `TwoFactorKeyMismatchError` otherwise, so
 * a changed key stops the start with a clear message instead of failing each member's second factor later.
 */
export async function checkTwoFactorKey(db: Database): Promise<void> {
  const key = await resolveTwoFactorKey(db);
  await db
    .insert(twoFactorKeyCheck)
    .values({ id: 1, sealed: sealSecret(key, checkAssociatedData, checkText) })
    .onConflictDoNothing();
  const [row] = await db.select({ sealed: twoFactorKeyCheck.sealed }).from(twoFactorKeyCheck).limit(1);
  try {
    if (row && openSecret(key, checkAssociatedData, row.sealed).secret === checkText) return;
  } catch (error) {
    if (!(error instanceof TwoFactorKeyError)) throw error;
  }
  throw new TwoFactorKeyMismatchError();
}
