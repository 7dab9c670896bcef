import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettlementHooks } from '../settlement/settlement-hooks.js';
import { queryRows } from '../store/sportsbook-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { createTestSportsbookDatabase, testDatabaseKinds } from '../store/test-database.js';
import {
  createFakePlatform,
  createTestBook,
  publishResult,
  resultOf,
  rollBackResult,
  seedMarket,
  session,
  threeWay,
} from '../test/ticket-fakes.js';
import { placeTicket } from './place-ticket.js';
import { defaultRiskSettings, writeRiskSettings } from './risk-settings.js';

/**
 * Races on real PostgreSQL (SPORTSBOOK_TEST_DATABASE_URL): PGlite has one connection and serializes everything, so
 * only PostgreSQL can show that the market row's lock holds the liability limit and that settlement runs once.
 */
describe.skipIf(!testDatabaseKinds.includes('postgres'))('races on PostgreSQL', { timeout: 180_000 }, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestSportsbookDatabase('postgres');
    await seedMarket(database, { eventId: 'race', marketKey: 'ft_1x2', outcomes: threeWay(2000, 3400, 3800) });
  }, 60_000);
  afterAll(async () => {
    await database.close();
  }, 60_000);

  it('lets 200 racing bets on one market take it to its liability limit and never past it', async () => {
    // Each 100.00 on home at 2.00 adds 100.00 to the worst case: a limit of 5,000.00 takes exactly 50 of them.
    await writeRiskSettings(
      database.db,
      { ...defaultRiskSettings, liabilityLimitPerMarketMinor: { '*': '500000' } },
      'test',
    );
    const players = Array.from({ length: 200 }, (_, index) => `racer-${index}`);
    const platform = createFakePlatform({
      balances: Object.fromEntries(players.map((player) => [player, 1_000_000n])),
    });
    const second = await database.openAnother?.();
    if (!second) throw new Error('no second handle');
    const books = [createTestBook(database, platform.wallet), createTestBook(second, platform.wallet)];
    const answers = await Promise.all(
      players.map((player, index) =>
        placeTicket(books[index % 2] ?? books[0]!, session(player), {
          requestId: randomUUID(),
          kind: 'single',
          stake: '10000',
          oddsPolicy: 'BETTER',
          selections: [{ eventId: 'race', marketKey: 'ft_1x2', outcomeId: '1', oddsMilli: 2000, oddsVersion: 1 }],
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.ok).length;
    const refused = answers.filter((answer) => !answer.ok);
    expect(accepted).toBe(50);
    // The fiftieth bet takes the market to its limit, which suspends it (suspendAtBasisPoints 100 %).
    expect(
      refused
        .map((answer) => (answer.ok ? 'ok' : answer.code))
        .filter((code) => code !== 'LIABILITY_LIMIT' && code !== 'MARKET_SUSPENDED'),
    ).toEqual([]);
    const [market] = await queryRows<{ stake_minor: string; worst_case_minor: string }>(
      database.db,
      sql`select stake_minor::text, worst_case_minor::text from sportsbook.market_exposure where event_id = 'race'`,
    );
    expect(market).toEqual({ stake_minor: '500000', worst_case_minor: '500000' });
    const debited = players.filter((player) => platform.balanceOf(player) === 990_000n).length;
    expect(debited).toBe(50);
  });

  it('settles once per version when two instances race the same settlement and resettlement', async () => {
    const platform = createFakePlatform({ balances: { a: 100_000_000n, b: 100_000_000n } });
    await seedMarket(database, { eventId: 'settle-race', marketKey: 'ft_1x2', outcomes: threeWay(1900, 3400, 3800) });
    await writeRiskSettings(database.db, defaultRiskSettings, 'test');
    const second = await database.openAnother?.();
    if (!second) throw new Error('no second handle');
    const first = createTestBook(database, platform.wallet);
    const other = createTestBook(second, platform.wallet);
    const ticketIds: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      const answer = await placeTicket(first, session(index % 2 ? 'a' : 'b'), {
        requestId: randomUUID(),
        kind: 'single',
        stake: String(10_000 + index),
        oddsPolicy: 'BETTER',
        selections: [
          {
            eventId: 'settle-race',
            marketKey: 'ft_1x2',
            outcomeId: ['1', 'X', '2'][index % 3] ?? '1',
            oddsMilli: [1900, 3400, 3800][index % 3] ?? 1900,
            oddsVersion: 1,
          },
        ],
      });
      if (!answer.ok) throw new Error(answer.code);
      ticketIds.push(answer.ticketId);
    }
    const hooks = [createSettlementHooks({ ...first, pageSize: 7 }), createSettlementHooks({ ...other, pageSize: 11 })];
    await publishResult(database, 'settle-race', 'ft_1x2', 1, resultOf('1'));
    await Promise.all(hooks.map((hook) => hook.onMarketsSettled('settle-race', ['ft_1x2'])));
    await rollBackResult(database, 'settle-race', 'ft_1x2');
    await Promise.all(hooks.map((hook) => hook.onSettlementRolledBack('settle-race', ['ft_1x2'])));
    await publishResult(database, 'settle-race', 'ft_1x2', 2, resultOf('2'));
    await Promise.all(hooks.map((hook) => hook.onMarketsSettled('settle-race', ['ft_1x2'])));
    const counts = await queryRows<{ transaction_id: string }>(
      database.db,
      sql`select transaction_id from sportsbook.wallet_outbox where ticket_id = any(${`{${ticketIds.join(',')}}`}::text[]) and state <> 'done'`,
    );
    expect(counts).toEqual([]);
    for (const [index, ticketId] of ticketIds.entries()) {
      const stake = BigInt(10_000 + index);
      const payout = index % 3 === 2 ? (stake * 3800n) / 1000n : 0n;
      expect(platform.netOfTicket(ticketId)).toBe(payout - stake);
      const moves = platform.movesOf(ticketId);
      expect(moves.filter((move) => move.endsWith(':settle:1'))).toHaveLength(1);
      // A draw ticket lost under both results: its resettlement moves no money.
      expect(moves.filter((move) => move.endsWith(':settle:2'))).toHaveLength(index % 3 === 1 ? 0 : 1);
    }
  });
});
