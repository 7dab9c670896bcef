import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from './feed.tables.js';
import { migrateSportsbookDatabase, readMigrationFiles } from './migrate.js';
import { queryRows } from './sportsbook-database.js';
import type { SportsbookDatabase } from './sportsbook-database.js';
import { createTestSportsbookDatabase, testDatabaseKinds } from './test-database.js';
import type { TestDatabase } from './test-database.js';

const noWait = () => Promise.resolve();
const sqlStateError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

const fixtureRow = (eventId: string) => ({
  eventId,
  sport: 'football' as const,
  competitionId: 'c1',
  competitionName: { th: 'ลีกทดสอบ', en: 'Test League' },
  tier: 1 as const,
  home: { id: 'h', name: { th: 'เหย้า', en: 'Home' } },
  away: { id: 'a', name: { th: 'เยือน', en: 'Away' } },
  startTime: new Date('2026-11-27T12:00:00Z'),
  periodScores: [],
});

describe.each(testDatabaseKinds)('sportsbook database on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestSportsbookDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('records each migration once and applies nothing on a second run', async () => {
    const recorded = await queryRows<{ name: string }>(
      database.db,
      sql`select name from sportsbook.schema_migrations order by name`,
    );
    expect(recorded.map((row) => row.name)).toEqual(readMigrationFiles().map((file) => file.name));
    expect(await migrateSportsbookDatabase(database)).toEqual([]);
  });

  it('keeps every table in the sportsbook schema', async () => {
    const tables = await queryRows<{ schema: string; name: string }>(
      database.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.length).toBeGreaterThan(5);
    expect(tables.filter((table) => table.schema !== 'sportsbook')).toEqual([]);
  });

  it('refuses a migration whose text changed after it was applied', async () => {
    const [first, ...rest] = readMigrationFiles();
    if (!first) throw new Error('no migration');
    await expect(
      migrateSportsbookDatabase(database, [{ ...first, script: `${first.script}\n`, checksum: 'changed' }, ...rest]),
    ).rejects.toThrow(/changed after it was applied/);
  });

  it('retries a serialization failure or deadlock and keeps only the attempt that committed', async () => {
    let attempts = 0;
    await database.transaction(
      async (transaction) => {
        attempts += 1;
        await transaction.insert(events).values(fixtureRow(`retry-${attempts}`));
        if (attempts === 1) throw sqlStateError('40001');
        if (attempts === 2) throw new Error('wrapped', { cause: sqlStateError('40P01') });
      },
      { backoff: noWait },
    );
    expect(attempts).toBe(3);
    const rows = await database.db.select({ eventId: events.eventId }).from(events);
    expect(rows.map((row) => row.eventId).filter((id) => id.startsWith('retry-'))).toEqual(['retry-3']);
  });

  it('does not retry other errors and gives up after the bounded attempts', async () => {
    let attempts = 0;
    await expect(
      database.transaction(
        () => {
          attempts += 1;
          return Promise.reject(sqlStateError('23505'));
        },
        { backoff: noWait },
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
    attempts = 0;
    await expect(
      database.transaction(
        () => {
          attempts += 1;
          return Promise.reject(sqlStateError('40001'));
        },
        { backoff: noWait, maxAttempts: 3 },
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(3);
  });

  it('runs at the isolation level the caller asks for', async () => {
    const level = await database.transaction(
      async (transaction) =>
        (
          await queryRows<{ level: string }>(transaction, sql`select current_setting('transaction_isolation') as level`)
        )[0]?.level,
      { isolationLevel: 'serializable' },
    );
    expect(level).toBe('serializable');
    await database.db.insert(events).values(fixtureRow('read-back'));
    const [row] = await database.db.select().from(events).where(eq(events.eventId, 'read-back'));
    expect(row?.competitionName.th).toBe('ลีกทดสอบ');
    expect(row?.lastSeq).toBe(0);
  });
});

describe.skipIf(!testDatabaseKinds.includes('postgres'))('migrations on PostgreSQL', () => {
  it('two instances migrating together apply each file once', async () => {
    const first = await createTestSportsbookDatabase('postgres', { migrate: false });
    let second: SportsbookDatabase | undefined;
    try {
      second = await first.openAnother?.();
      if (!second) throw new Error('no second handle');
      const [appliedByFirst, appliedBySecond] = await Promise.all([
        migrateSportsbookDatabase(first),
        migrateSportsbookDatabase(second),
      ]);
      const names = readMigrationFiles().map((file) => file.name);
      expect([...appliedByFirst, ...appliedBySecond].sort()).toEqual(names);
      const recorded = await queryRows<{ count: number }>(
        first.db,
        sql`select count(*)::int as count from sportsbook.schema_migrations`,
      );
      expect(recorded[0]?.count).toBe(names.length);
    } finally {
      await first.close();
    }
  });
});
