import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { queryRows } from './client.js';
import { runInTransaction } from './transaction.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/**
 * The plan a database function caches for a statement is planned once, often while the table is empty, and PGlite
 * never refreshes its statistics (no autovacuum). A lookup planned on the wrong index then reads a whole range that
 * grows with the table (decision 0041), so the plan must not depend on the statistics.
 */
describe('vendor transaction lookups', () => {
  it('finds a transaction by (vendor, id) through the primary key, planned generically on an empty table', async () => {
    const plan = await runInTransaction(database.db, async (transaction) => {
      await transaction.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await transaction.execute(
        sql.raw(`prepare lookup(uuid, text) as
          select 1 from vendor_transaction t where t.vendor_id = $1 and t.transaction_id = $2`),
      );
      const rows = await queryRows<Record<string, string>>(
        transaction,
        sql`explain execute lookup('00000000-0000-0000-0000-000000000000', 'tx-1')`,
      );
      await transaction.execute(sql`deallocate lookup`);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('vendor_transaction_vendor_id_transaction_id_pk');
    expect(plan).not.toContain('vendor_transaction_round_index');
  });
});
