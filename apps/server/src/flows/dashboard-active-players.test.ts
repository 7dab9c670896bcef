import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createWalletService } from '../modules/wallet/index.js';
import type { DashboardScope } from '../modules/report/report.repository.js';
import { countActivePlayers } from '../modules/report/report.repository.js';
import { createReportService } from '../modules/report/report.service.js';

// Days of play of each player, on the brand's calendar (Bangkok, UTC+7) in June 2025; a bet at 10:00 local time.
const playDays: Record<string, number[]> = {
  ann: [1, 2, 3],
  ben: [1, 4, 7],
  cat: [2, 6],
  dan: [5],
  eve: [3, 4, 5, 6, 7],
};
const firstDay = 1;
const lastDay = 7;
const day = (n: number) => `2025-06-${String(n).padStart(2, '0')}`;

/** The brand's bets of `playDays`, written as the ledger's writers write them, then summed by `hoursPerPass` hours. */
async function playedBrand(db: Database, hoursPerPass: number) {
  const [brand] = await queryRows<{ id: string }>(db, sql`select id from merchant where code = 'demo'`);
  const merchantId = brand?.id ?? '';
  const wallet = createWalletService({ db });
  const vendor = await wallet.accountRef({
    merchantId,
    currency: 'THB',
    kind: 'game_vendor',
    memberId: null,
    vendorCode: 'HOUSE',
  });
  for (const [name, days] of Object.entries(playDays)) {
    const [member] = await queryRows<{ id: string }>(
      db,
      sql`insert into member (merchant_id, username, type, nickname, password_hash)
          values (${merchantId}::uuid, ${`active_${name}`}, 0, ${name}, 'x') returning id`,
    );
    const main = await wallet.accountRef({
      merchantId,
      currency: 'THB',
      kind: 'player_main',
      memberId: member?.id ?? '',
      vendorCode: '',
    });
    for (const played of days)
      await db.execute(sql`
        insert into ledger_transfer (merchant_id, idempotency_key, request_hash, type, currency, amount_minor,
            debit_account_id, credit_account_id, created_at)
          values (${merchantId}::uuid, ${randomUUID()}, 'test', 'bet', 'THB', 100, ${main.id}::uuid, ${vendor.id}::uuid,
            ${`${day(played)}T03:00:00Z`}::timestamptz)`);
  }
  // Up to the end of the week: the seed's own moves are of today, far later.
  const reports = createReportService({ db });
  for (;;) {
    const pass = await reports.summarizeLedger({ hoursPerPass });
    if (pass.caughtUp || pass.until >= new Date(`${day(lastDay + 1)}T00:00:00Z`)) break;
  }
  return merchantId;
}

function scopeOf(merchantId: string, from: number, to: number): DashboardScope {
  return {
    merchantIds: [merchantId],
    currency: 'THB',
    from: new Date(`${day(from)}T00:00:00+07:00`),
    to: new Date(`${day(to + 1)}T00:00:00+07:00`),
    fromDay: day(from),
    toDay: day(to),
    timeZone: 'Asia/Bangkok',
    granularity: 'day',
  };
}

/** What every range of the week must answer: distinct players over the range, and each day's players. */
function expected(from: number, to: number) {
  const played = Object.values(playDays);
  return {
    total: played.filter((days) => days.some((d) => d >= from && d <= to)).length,
    byDay: Array.from({ length: to - from + 1 }, (_, index) => from + index)
      .map((d) => ({ d, players: played.filter((days) => days.includes(d)).length }))
      .filter(({ players }) => players > 0)
      .map(({ d, players }) => ({ bucket: String(Date.parse(`${day(d)}T00:00:00+07:00`)), players: String(players) })),
  };
}

// Small passes find a player's previous day in the stored rows; one pass over the week finds it among the pass's own
// new days. Both must count every range of the week exactly.
for (const hoursPerPass of [1, 24 * 9]) {
  describe(`active players from active_day_gap, summed ${hoursPerPass} hours a pass`, () => {
    let testApp: TestApp;
    let merchantId = '';
    beforeAll(async () => {
      testApp = await createTestApp();
      merchantId = await playedBrand(testApp.database.db, hoursPerPass);
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('counts each range of the week as a distinct count of the players who bet in it would', async () => {
      for (let from = firstDay; from <= lastDay; from += 1)
        for (let to = from; to <= lastDay; to += 1) {
          const counted = await countActivePlayers(testApp.database.db, scopeOf(merchantId, from, to));
          expect({ from, to, ...counted }).toEqual({ from, to, ...expected(from, to) });
        }
    });

    it('holds one row per day and gap, not one per player and day', async () => {
      const rows = await queryRows<{ day: string; gap_days: number; players: string }>(
        testApp.database.db,
        sql`select day::text, gap_days, players::text from active_day_gap
            where merchant_id = ${merchantId}::uuid and day = ${day(4)}::date order by gap_days`,
      );
      // 4 June: Ben after 3 days (1 June), Eve after 1 (3 June).
      expect(rows).toEqual([
        { day: day(4), gap_days: 1, players: '1' },
        { day: day(4), gap_days: 3, players: '1' },
      ]);
    });
  });
}
