import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeTicket } from '../betting/place-ticket.js';
import { createSettlementHooks } from '../settlement/settlement-hooks.js';
import { settleMarkets } from '../settlement/settle-tickets.js';
import { catchUpSettlement } from '../settlement/settlement-hooks.js';
import { queryRows } from '../store/sportsbook-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { createTestSportsbookDatabase } from '../store/test-database.js';
import type { FakePlatform } from '../test/ticket-fakes.js';
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
import type { SportsbookWallet } from './wallet-sender.js';

let database: TestDatabase;
let platform: FakePlatform;

beforeEach(async () => {
  database = await createTestSportsbookDatabase('pglite');
  platform = createFakePlatform({ balances: { p1: 1_000_000n } });
  await seedMarket(database, { eventId: 'e1', marketKey: 'ft_1x2', outcomes: threeWay(1900, 3400, 3800) });
}, 60_000);
afterEach(async () => {
  await database.close();
}, 60_000);

async function placeHomeBet(book: ReturnType<typeof createTestBook>) {
  const answer = await placeTicket(book, session('p1'), {
    requestId: randomUUID(),
    kind: 'single',
    stake: '10000',
    oddsPolicy: 'BETTER',
    selections: [{ eventId: 'e1', marketKey: 'ft_1x2', outcomeId: '1', oddsMilli: 1900, oddsVersion: 1 }],
  });
  if (!answer.ok) throw new Error(answer.code);
  return answer.ticketId;
}

const states = async (ticketId: string) =>
  queryRows<{ transaction_id: string; state: string; attempts: number }>(
    database.db,
    sql`select transaction_id, state, attempts from sportsbook.wallet_outbox where ticket_id = ${ticketId} order by sequence`,
  );

/** A wallet whose calls matching `pattern` never answer: the process "dies" with them in flight. */
function dyingWallet(wallet: SportsbookWallet, pattern: RegExp, applyFirst: boolean): SportsbookWallet {
  const hang = <Value>(id: string, call: () => Promise<Value>) =>
    pattern.test(id)
      ? applyFirst
        ? call().then(() => new Promise<Value>(() => undefined))
        : new Promise<Value>(() => undefined)
      : call();
  return {
    bet: (input) => hang(input.transactionId, () => wallet.bet(input)),
    win: (input) => hang(input.transactionId, () => wallet.win(input)),
    rollback: (input) => hang(input.transactionId, () => wallet.rollback(input)),
    adjust: (input) => hang(input.transactionId, () => wallet.adjust(input)),
  };
}

describe('the wallet outbox', { timeout: 90_000 }, () => {
  for (const applyFirst of [false, true])
    it(`sends a settlement exactly once after a crash ${applyFirst ? 'after' : 'before'} the platform answered`, async () => {
      const book = createTestBook(database, platform.wallet);
      const ticketId = await placeHomeBet(book);
      await publishResult(database, 'e1', 'ft_1x2', 1, resultOf('1'));
      const crashedAt = new Date(Date.now() + 60_000);
      const crashing = createTestBook(database, dyingWallet(platform.wallet, /:settle:/, applyFirst), {
        holder: 'instance-a',
        now: () => crashedAt,
      });
      // The settlement sends its lanes itself; the call it makes never returns.
      void settleMarkets(crashing, 'e1', ['ft_1x2']);
      for (let wait = 0; wait < 100; wait += 1) {
        const leased = await queryRows(
          database.db,
          sql`select 1 from sportsbook.wallet_outbox where lease_holder = 'instance-a'`,
        );
        if (leased.length > 0 && (!applyFirst || platform.movesOf(ticketId).length === 2)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await states(ticketId)).toMatchObject([
        { state: 'done' },
        { transaction_id: `sb:${ticketId}:settle:1`, state: 'pending' },
      ]);
      // The restarted instance waits out the dead one's lease, then sends the same id.
      const later = new Date(crashedAt.getTime() + 31_000);
      const restarted = createTestBook(database, platform.wallet, { holder: 'instance-b', now: () => later });
      await catchUpSettlement(restarted);
      expect(await states(ticketId)).toMatchObject([{ state: 'done' }, { state: 'done', attempts: 2 }]);
      expect(platform.netOfTicket(ticketId)).toBe(9_000n);
      expect(platform.balanceOf('p1')).toBe(1_009_000n);
    });

  it('retries silence with the same id, records a refusal for good, and keeps an unsettle strictly before its resettle', async () => {
    const book = createTestBook(database, platform.wallet);
    const hooks = createSettlementHooks(book);
    const ticketId = await placeHomeBet(book);
    await publishResult(database, 'e1', 'ft_1x2', 1, resultOf('1'));
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    await rollBackResult(database, 'e1', 'ft_1x2');
    await hooks.onSettlementRolledBack('e1', ['ft_1x2']);
    platform.inject({ transactionId: /:unsettle:1$/, mode: 'silent-before', times: 1 });
    await publishResult(database, 'e1', 'ft_1x2', 2, resultOf('2'));
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    expect((await states(ticketId)).map((row) => row.state)).toEqual(['done', 'done', 'pending', 'pending']);
    expect(platform.movesOf(ticketId)).not.toContain(`sb:${ticketId}:settle:2`);
    await database.db.execute(sql`update sportsbook.wallet_outbox set next_attempt_at = now() where state = 'pending'`);
    await book.sender.drain();
    expect((await states(ticketId)).map((row) => row.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(platform.movesOf(ticketId)).toEqual([
      `sb:${ticketId}:bet`,
      `sb:${ticketId}:settle:1`,
      `sb:${ticketId}:unsettle:1`,
      `sb:${ticketId}:settle:2`,
    ]);
    expect(platform.netOfTicket(ticketId)).toBe(-10_000n);
  });

  it('rejects a bet the wallet never answered and rolls it back under its own id', async () => {
    platform.inject({ transactionId: /:bet$/, mode: 'silent-after', times: 1 });
    const book = createTestBook(database, platform.wallet);
    const ticketId = await placeHomeBet(book);
    await book.sender.drain();
    await database.db.execute(sql`update sportsbook.wallet_outbox set next_attempt_at = now() where state = 'pending'`);
    await book.sender.drain();
    const [row] = await queryRows<{ status: string; rejection_code: string }>(
      database.db,
      sql`select status, rejection_code from sportsbook.tickets where ticket_id = ${ticketId}`,
    );
    expect(row).toEqual({ status: 'REJECTED', rejection_code: 'WALLET_UNAVAILABLE' });
    expect((await states(ticketId)).map((state) => [state.transaction_id, state.state])).toEqual([
      [`sb:${ticketId}:bet`, 'abandoned'],
      [`sb:${ticketId}:reject`, 'done'],
    ]);
    expect(platform.netOfTicket(ticketId)).toBe(0n);
    expect(platform.balanceOf('p1')).toBe(1_000_000n);
  });
});
