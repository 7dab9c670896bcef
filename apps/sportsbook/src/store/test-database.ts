import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateSportsbookDatabase } from './migrate.js';
import { openSportsbookDatabase } from './sportsbook-database.js';
import type { SportsbookDatabase } from './sportsbook-database.js';

/**
 * The PostgreSQL server sportsbook tests may use (`postgres://postgres@127.0.0.1:5432/postgres`): each test database
 * is created on it and dropped after. Unset, tests run on in-memory PGlite only.
 */
export const testPostgresUrl = process.env.SPORTSBOOK_TEST_DATABASE_URL || undefined;

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The kinds a store test runs on: PGlite always, PostgreSQL when SPORTSBOOK_TEST_DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = testPostgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = SportsbookDatabase & {
  /** Another handle on the same database (a second instance); PostgreSQL only, PGlite has one connection. */
  openAnother?: () => Promise<SportsbookDatabase>;
};

/** A fresh, migrated sportsbook database for one test file; `close` drops it. */
export async function createTestSportsbookDatabase(
  kind: TestDatabaseKind = testPostgresUrl ? 'postgres' : 'pglite',
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openSportsbookDatabase({ kind: 'pglite' });
    if (options.migrate !== false) await migrateSportsbookDatabase(database);
    return database;
  }
  if (!testPostgresUrl) throw new Error('set SPORTSBOOK_TEST_DATABASE_URL to test on PostgreSQL');
  const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
  await administer(`create database ${name}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  const others: SportsbookDatabase[] = [];
  const database = await openSportsbookDatabase({ kind: 'postgres', url: url.toString(), poolSize: 8 });
  if (options.migrate !== false) await migrateSportsbookDatabase(database);
  return {
    ...database,
    openAnother: async () => {
      const other = await openSportsbookDatabase({ kind: 'postgres', url: url.toString(), poolSize: 8 });
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all([database.close(), ...others.map((other) => other.close().catch(() => undefined))]);
      await administer(`drop database if exists ${name} with (force)`);
    },
  };
}

async function administer(statement: string) {
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
