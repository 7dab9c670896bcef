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

/** The generic plan of `statement` (parameters $1…), as a database function caches it, on the tables as they are. */
async function genericPlan(parameters: string, statement: string, values: string): Promise<string> {
  return runInTransaction(database.db, async (transaction) => {
    await transaction.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await transaction.execute(sql.raw(`prepare lookup(${parameters}) as ${statement}`));
    const rows = await queryRows<Record<string, string>>(transaction, sql.raw(`explain execute lookup(${values})`));
    await transaction.execute(sql`deallocate lookup`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const anyUuid = '00000000-0000-0000-0000-000000000000';
const anyId = `'${anyUuid}'`;

/**
 * The plan a database function caches for a statement is planned once, often while the table is empty, and PGlite
 * never refreshes its statistics (no autovacuum). A lookup planned on the wrong index then reads a whole range that
 * grows with the table (decision 0041), so the bet path's lookups must not depend on the statistics.
 */
describe('bet path lookups, planned generically on empty tables', () => {
  it('finds a vendor transaction by (vendor, id) through the primary key', async () => {
    const plan = await genericPlan(
      'uuid, text',
      'select 1 from vendor_transaction t where t.vendor_id = $1 and t.transaction_id = $2',
      `${anyId}, 'tx-1'`,
    );
    expect(plan).toContain('vendor_transaction_vendor_id_transaction_id_pk');
    expect(plan).not.toContain('vendor_transaction_round_index');
  });

  it("finds a round by its unique key as seamless_post and the batch ask for it, not through the player's rounds", async () => {
    // One player with many rounds, written after the table's statistics were taken (none on PGlite).
    await database.db.execute(sql`insert into game_round (merchant_id, vendor_code, round_id, game_code, member_id,
      currency, stake_minor, win_minor, started_at)
      select ${anyUuid}::uuid, 'HOUSE', 'round-' || n, 'slot', ${anyUuid}::uuid, 'THB', 1, 0, now()
        from generate_series(1, 500) n`);
    const plan = await genericPlan(
      'uuid, text, text, uuid',
      `select 1 from game_round r where r.merchant_id = $1 and r.vendor_code = $2 and r.round_id = $3
         and r.member_id::text = $4::text`,
      `${anyId}, 'HOUSE', 'round-1', ${anyId}`,
    );
    expect(plan).toContain('game_round_vendor_round_unique');
    expect(plan).not.toContain('game_round_member_index');
  });
});
