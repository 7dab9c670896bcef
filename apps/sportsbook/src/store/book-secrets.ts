import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookSecrets } from './feed.tables.js';
import type { SportsbookDatabase } from './sportsbook-database.js';

/**
 * The named secret, drawn once (32 random bytes, hex) by whichever instance asks first: the insert that loses a race
 * does nothing and everyone reads the winner's value.
 */
export async function bookSecret(database: SportsbookDatabase, name: string): Promise<string> {
  await database.db
    .insert(bookSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await database.db
    .select({ value: bookSecrets.value })
    .from(bookSecrets)
    .where(eq(bookSecrets.name, name));
  if (!row) throw new Error(`book secret ${name} could not be read`);
  return row.value;
}
