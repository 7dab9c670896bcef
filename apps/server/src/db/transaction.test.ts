import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { queryRows } from './client.js';
import { isRetryableError, runInTransaction } from './transaction.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table counter (id int primary key, value int not null)`);
  await database.db.execute(sql`insert into counter values (1, 0)`);
});
afterAll(async () => {
  await database.close();
});

const noWait = () => Promise.resolve();

function sqlStateError(code: string) {
  return Object.assign(new Error(`sqlstate ${code}`), { code });
}

describe('isRetryableError', () => {
  it('finds the SQLSTATE on the error or its causes', () => {
    expect(isRetryableError(sqlStateError('40001'))).toBe(true);
    expect(isRetryableError(new Error('wrapped', { cause: sqlStateError('40P01') }))).toBe(true);
    expect(isRetryableError(sqlStateError('23505'))).toBe(false);
    expect(isRetryableError('text')).toBe(false);
  });
});

describe('runInTransaction', () => {
  it('retries serialization failures and deadlocks, then succeeds', async () => {
    let attempts = 0;
    const result = await runInTransaction(
      database.db,
      async (transaction) => {
        attempts += 1;
        await transaction.execute(sql`update counter set value = value + 1 where id = 1`);
        if (attempts === 1) throw sqlStateError('40001');
        if (attempts === 2) throw sqlStateError('40P01');
        return 'done';
      },
      { backoff: noWait },
    );
    expect(result).toBe('done');
    expect(attempts).toBe(3);
    // Only the successful attempt's write remains: the failed ones were rolled back.
    const rows = await queryRows<{ value: number }>(database.db, sql`select value from counter where id = 1`);
    expect(Number(rows[0]?.value)).toBe(1);
  });

  it('gives up after the bounded number of attempts', async () => {
    let attempts = 0;
    await expect(
      runInTransaction(
        database.db,
        async () => {
          attempts += 1;
          throw sqlStateError('40001');
        },
        { maxAttempts: 4, backoff: noWait },
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(4);
  });

  it('does not retry other errors', async () => {
    let attempts = 0;
    await expect(
      runInTransaction(
        database.db,
        async () => {
          attempts += 1;
          throw sqlStateError('23505');
        },
        { backoff: noWait },
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)('survives real serialization conflicts on PostgreSQL', async () => {
    await database.db.execute(sql`update counter set value = 0 where id = 1`);
    const increments = 20;
    await Promise.all(
      Array.from({ length: increments }, () =>
        runInTransaction(
          database.db,
          async (transaction) => {
            const current = await queryRows<{ value: number }>(
              transaction,
              sql`select value from counter where id = 1`,
            );
            const next = Number(current[0]?.value) + 1;
            await transaction.execute(sql`update counter set value = ${next} where id = 1`);
          },
          { isolationLevel: 'serializable', maxAttempts: 50 },
        ),
      ),
    );
    const rows = await queryRows<{ value: number }>(database.db, sql`select value from counter where id = 1`);
    expect(Number(rows[0]?.value)).toBe(increments);
  });
});
