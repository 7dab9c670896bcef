import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { listAccountMoves } from '../modules/report/report.repository.js';
import { createWalletService } from '../modules/wallet/index.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;
let account = '';

// Credits and debits of one account interleaved in time, some at the same microsecond: each side is read in order and
// cut at what the page needs, so the merge must still give the whole list's order at every page and batch boundary.
const moves: { at: string; credit: boolean }[] = [
  { at: '2025-06-01T00:00:00.000001Z', credit: true },
  { at: '2025-06-01T00:00:00.000001Z', credit: false },
  { at: '2025-06-01T00:00:00.000002Z', credit: false },
  { at: '2025-06-01T00:00:00.000003Z', credit: true },
  { at: '2025-06-01T00:00:00.000003Z', credit: true },
  { at: '2025-06-01T00:00:00.000003Z', credit: false },
  { at: '2025-06-01T00:00:01Z', credit: true },
  { at: '2025-06-01T00:00:02Z', credit: false },
];

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const [brand] = await queryRows<{ id: string }>(db, sql`select id from merchant where code = 'demo'`);
  const merchantId = brand?.id ?? '';
  const wallet = createWalletService({ db });
  const vendor = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'HOUSE');
  const other = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
  account = vendor.id;
  for (const [index, move] of moves.entries())
    await db.execute(sql`
      insert into ledger_transfer (merchant_id, idempotency_key, request_hash, type, currency, amount_minor,
          debit_account_id, credit_account_id, created_at)
        values (${merchantId}::uuid, ${randomUUID()}, 'test', 'test', 'THB', ${index + 1},
          ${move.credit ? other.id : vendor.id}::uuid, ${move.credit ? vendor.id : other.id}::uuid, ${move.at}::timestamptz)`);
});
afterAll(async () => {
  await testApp.close();
});

describe("an account's moves read a page at a time", () => {
  it('gives the same rows in the same order by pages, by export batches and whole', async () => {
    const db = testApp.database.db;
    const whole = (await listAccountMoves(db, account, { limit: 100 })).map((move) => move.id);
    expect(whole).toHaveLength(moves.length);
    for (const size of [1, 2, 3]) {
      const paged: string[] = [];
      for (let offset = 0; offset < moves.length; offset += size)
        paged.push(...(await listAccountMoves(db, account, { limit: size, offset })).map((move) => move.id));
      expect({ size, paged }).toEqual({ size, paged: whole });
      const batched: string[] = [];
      let before: { createdAt: string; id: string } | undefined;
      for (;;) {
        const rows = await listAccountMoves(db, account, { limit: size, ...(before ? { before } : {}) });
        batched.push(...rows.map((move) => move.id));
        const last = rows.at(-1);
        if (!last || rows.length < size) break;
        before = { createdAt: last.created_at, id: last.id };
      }
      expect({ size, batched }).toEqual({ size, batched: whole });
    }
  });
});
