import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeysetCursor } from '../db/keyset.js';
import { listDepositQueueRows } from '../modules/deposit/deposit.repository.js';
import { listWithdrawalQueueRows } from '../modules/withdrawal/withdrawal.repository.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { createPlayer, requestWithdrawal } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let player: Player;
const deposits: string[] = [];
const withdrawals: string[] = [];

// Ties on both sort keys, and times a microsecond apart (within one JavaScript millisecond): a cursor that rounded
// the time or ignored the id would repeat or skip rows at a batch boundary.
const times = [
  '2026-01-01T00:00:00.000001Z',
  '2026-01-01T00:00:00.000001Z',
  '2026-01-01T00:00:00.000002Z',
  '2026-01-01T00:00:00.000003Z',
  '2026-01-01T00:00:00.000003Z',
];
const amounts = ['100', '100', '200', '100', '200'];

beforeAll(async () => {
  testApp = await createTestApp();
  player = await createPlayer(testApp, { balanceMinor: 10_000_000n });
  for (const [index, amount] of amounts.entries()) {
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token: player.token,
      payload: { channelCode: 'promptpay', amount },
    });
    expect(created.statusCode).toBe(200);
    deposits.push(String(created.body.value.id));
    const requested = await requestWithdrawal(testApp.app, player, amount, { idempotencyKey: `keyset-${index}` });
    expect(requested.statusCode).toBe(200);
    withdrawals.push(String(requested.body.value.id));
  }
  const db = testApp.database.db;
  for (const [index, at] of times.entries()) {
    await db.execute(sql`update deposit set created_at = ${at}::timestamptz where id = ${deposits[index]}::uuid`);
    await db.execute(sql`update withdrawal set created_at = ${at}::timestamptz where id = ${withdrawals[index]}::uuid`);
  }
});
afterAll(async () => {
  await testApp.close();
});

const orders = [
  { sort: 'createdAt', order: 'asc' },
  { sort: 'createdAt', order: 'desc' },
  { sort: 'amount', order: 'asc' },
  { sort: 'amount', order: 'desc' },
] as const;

/** Every row of a listing read `size` rows at a time after the last row's cursor. */
async function inBatches(size: number, batch: (after: KeysetCursor | null) => Promise<{ id: string; key: string }[]>) {
  const ids: string[] = [];
  let after: KeysetCursor | null = null;
  for (;;) {
    const rows = await batch(after);
    ids.push(...rows.map((row) => row.id));
    const last = rows.at(-1);
    if (!last || rows.length < size) return ids;
    after = { key: last.key, id: last.id };
  }
}

describe('queue exports page after a (key, id) cursor', () => {
  it('reads every deposit once, in the order of the whole list, two at a time', async () => {
    const db = testApp.database.db;
    for (const order of orders) {
      const filter = { merchantIds: null, search: player.username, ...order };
      const whole = (await listDepositQueueRows(db, filter, 100, 0)).map((row) => row.deposit.id);
      expect(whole.toSorted()).toEqual(deposits.toSorted());
      const paged = await inBatches(2, async (after) =>
        (await listDepositQueueRows(db, filter, 2, 0, after)).map((row) => ({
          id: row.deposit.id,
          key: row.cursorKey,
        })),
      );
      expect({ ...order, ids: paged }).toEqual({ ...order, ids: whole });
    }
  });

  it('reads every withdrawal once, in the order of the whole list, two at a time', async () => {
    const db = testApp.database.db;
    for (const order of orders) {
      const filter = { status: 'pending' as const, merchantIds: null, search: player.username, ...order };
      const whole = (await listWithdrawalQueueRows(db, { ...filter, limit: 100, after: null })).map(
        (row) => row.row.id,
      );
      expect(whole.toSorted()).toEqual(withdrawals.toSorted());
      const paged = await inBatches(2, async (after) =>
        (await listWithdrawalQueueRows(db, { ...filter, limit: 2, after })).map((row) => ({
          id: row.row.id,
          key: row.cursorKey,
        })),
      );
      expect({ ...order, ids: paged }).toEqual({ ...order, ids: whole });
    }
  });
});
