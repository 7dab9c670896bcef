import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import type { Database } from '../db/client.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import type { SettledBetEvent } from '../modules/settled-bets/index.js';
import { seamlessWalletPaths } from '@croupier/contracts';
import { allAtOnce } from '../test/concurrency.js';
import { signedCall } from '../test/vendor-wallet-helpers.js';
import { sportsbookBettor, sportsbookCalls, sportsbookSecret } from '../test/sportsbook-wallet-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

type EventRow = {
  bet_key: string;
  event_no: number;
  event_type: string;
  game_type: string;
  vendor_code: string;
  stake_minor: string;
  payout_minor: string;
  valid_bet_minor: string;
  valid_bet_total_minor: string;
};

const eventsOf = (db: Database, memberId: string) =>
  queryRows<EventRow>(
    db,
    sql`select bet_key, event_no, event_type, game_type, vendor_code, stake_minor::text, payout_minor::text,
          valid_bet_minor::text, valid_bet_total_minor::text
        from settled_bet where member_id = ${memberId} order by transaction_id, id`,
  );

const playOf = async (db: Database, memberId: string) => {
  const [row] = await queryRows<{ bets: string; stake: string; payout: string; valid_bet: string }>(
    db,
    sql`select coalesce(sum(bet_count), 0)::text as bets, coalesce(sum(stake_minor), 0)::text as stake,
          coalesce(sum(payout_minor), 0)::text as payout, coalesce(sum(valid_bet_minor), 0)::text as valid_bet
        from member_play_slot where member_id = ${memberId}`,
  );
  return row;
};

/** What the member's settled rounds say, the figures the stream must add up to. */
const roundsOf = async (db: Database, memberId: string) => {
  const [row] = await queryRows<{ bets: string; stake: string; payout: string }>(
    db,
    sql`select count(*)::text as bets, coalesce(sum(stake_minor), 0)::text as stake,
          coalesce(sum(win_minor), 0)::text as payout
        from game_round where member_id = ${memberId} and status = 'settled'`,
  );
  return row;
};

describe('the settled-bet stream (decision 0072)', () => {
  let testApp: TestApp;
  let secret = '';
  beforeAll(async () => {
    testApp = await createTestApp();
    secret = await sportsbookSecret(testApp.database.db);
    // Football counts at 80 % toward valid bet, so the percentage is seen to apply.
    await testApp.database.db.execute(sql`update game set valid_bet_percent = 80 where engine = 'HOUSE_SB:football'`);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('writes one event per change of a settled bet: settle, replay (none), resettle, void', async () => {
    const db = testApp.database.db;
    const bettor = await sportsbookBettor(testApp, 100_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const ticket = randomUUID();
    expect((await book.bet(ticket, '100.00')).statusCode).toBe(200);
    // An open round is not a settled bet.
    expect(await eventsOf(db, bettor.memberId)).toEqual([]);
    expect((await book.win(ticket, '190.00')).statusCode).toBe(200);
    expect((await book.win(ticket, '190.00')).statusCode).toBe(200);
    let events = await eventsOf(db, bettor.memberId);
    expect(events).toEqual([
      {
        bet_key: `HOUSE_SB:${ticket}:${bettor.memberId}`,
        event_no: 1,
        event_type: 'SETTLED',
        game_type: 'SPORTS',
        vendor_code: 'HOUSE_SB',
        stake_minor: '10000',
        payout_minor: '19000',
        valid_bet_minor: '8000',
        valid_bet_total_minor: '8000',
      },
    ]);

    // The result changes: the book takes 190.00 back (the ticket lost after all).
    expect((await book.adjust(ticket, '-190.00')).statusCode).toBe(200);
    events = await eventsOf(db, bettor.memberId);
    expect(events.at(-1)).toMatchObject({
      event_no: 2,
      event_type: 'RESETTLED',
      stake_minor: '0',
      payout_minor: '-19000',
      valid_bet_minor: '0',
      valid_bet_total_minor: '8000',
    });

    // A second ticket settled then voided by the vendor: its void takes back what its settlement added.
    const voided = randomUUID();
    await book.bet(voided, '50.00');
    await book.win(voided, '0');
    const voidAnswer = await signedCall(
      testApp.app,
      seamlessWalletPaths.voidRound,
      {
        token: bettor.launch,
        playerId: bettor.playerId,
        transactionId: `sb:${voided}:void`,
        roundId: voided,
        reason: 'match abandoned',
      },
      { secret, vendor: 'HOUSE_SB' },
    );
    expect(voidAnswer.statusCode).toBe(200);
    const voidedEvents = (await eventsOf(db, bettor.memberId)).filter((event) => event.bet_key.includes(voided));
    expect(voidedEvents.map((event) => [event.event_type, event.stake_minor, event.valid_bet_minor])).toEqual([
      ['SETTLED', '5000', '4000'],
      ['VOIDED', '-5000', '-4000'],
    ]);

    const settledBets = createSettledBetService({ db });
    await settledBets.summarizeMemberPlay();
    const rounds = await roundsOf(db, bettor.memberId);
    expect(await playOf(db, bettor.memberId)).toEqual({
      bets: rounds?.bets,
      stake: rounds?.stake,
      payout: rounds?.payout,
      valid_bet: String((BigInt(rounds?.stake ?? '0') * 80n) / 100n),
    });
    // A second pass finds nothing new and changes nothing.
    expect(await settledBets.summarizeMemberPlay()).toEqual({ applied: 0, caughtUp: true });
  });

  it('hands every event to a consumer once, across batches, in order', async () => {
    const db = testApp.database.db;
    const bettor = await sportsbookBettor(testApp, 100_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    for (let index = 0; index < 7; index += 1) {
      const ticket = randomUUID();
      await book.bet(ticket, '10.00');
      await book.win(ticket, String(index * 3) + '.00');
    }
    const settledBets = createSettledBetService({ db });
    const seen: SettledBetEvent[] = [];
    const consumer = `test-${randomUUID()}`;
    const result = await settledBets.drain(consumer, async (_tx, events) => void seen.push(...events), {
      batchSize: 3,
    });
    expect(result.caughtUp).toBe(true);
    const keys = seen.map((event) => `${event.source}:${event.betKey}:${event.eventNo}`);
    expect(new Set(keys).size).toBe(keys.length);
    const mine = seen.filter((event) => event.memberId === bettor.memberId);
    expect(mine).toHaveLength(7);
    expect(mine.reduce((sum, event) => sum + event.payoutMinor, 0n)).toBe(6_300n);
    expect((await settledBets.drain(consumer, async () => undefined)).applied).toBe(0);
  });
});

/**
 * On a real server with a pool: bets settle from many connections while two instances run the same consumer; every
 * settled round reaches the members' play exactly once, none skipped by a transaction that committed late.
 */
describe.skipIf(!process.env.DATABASE_URL)('the settled-bet stream under concurrency (PostgreSQL)', () => {
  let testApp: TestApp;
  let secret = '';
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 30 });
    secret = await sportsbookSecret(testApp.database.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('settlements racing two consumers: the members’ play equals the settled rounds', async () => {
    const db = testApp.database.db;
    const bettors = await Promise.all([1, 2, 3].map(() => sportsbookBettor(testApp, 1_000_000n)));
    const settledBets = createSettledBetService({ db });
    let settling = true;
    const consumers = [0, 1].map(async () => {
      while (settling) await settledBets.summarizeMemberPlay({ batchSize: 7 });
    });
    await allAtOnce(bettors.length * 40, async (index) => {
      const bettor = bettors[index % bettors.length] as (typeof bettors)[number];
      const book = sportsbookCalls(testApp, secret, bettor);
      const ticket = randomUUID();
      expect((await book.bet(ticket, '10.00')).statusCode).toBe(200);
      expect((await book.win(ticket, `${index % 4}.50`)).statusCode).toBe(200);
      if (index % 10 === 0) expect((await book.adjust(ticket, '1.00', { reason: 'correction' })).statusCode).toBe(200);
    });
    settling = false;
    await Promise.all(consumers);
    await settledBets.summarizeMemberPlay();
    for (const bettor of bettors) {
      const rounds = await roundsOf(db, bettor.memberId);
      expect(rounds?.bets).toBe('40');
      expect(await playOf(db, bettor.memberId)).toEqual({
        bets: rounds?.bets,
        stake: rounds?.stake,
        payout: rounds?.payout,
        valid_bet: rounds?.stake,
      });
    }
  });
});
