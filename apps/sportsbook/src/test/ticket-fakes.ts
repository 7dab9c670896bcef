import { sql } from 'drizzle-orm';
import type { WalletAnswer } from '@croupier/contracts';
import { formatMinor, parseMinor } from '@croupier/contracts';
import type { WalletReply } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import type { MarketType, OutcomeResult } from '../domain/sportsbook-model.js';
import type { FeedOutcome } from '../feed/feed-messages.js';
import { bookTicketMaths } from '../betting/ticket-maths.js';
import type { SettlementServices } from '../settlement/settle-tickets.js';
import type { SportsbookDatabase } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';
import { ticketWalletEffects } from '../betting/ticket-lifecycle.js';
import type { AdjustInput, SportsbookWallet } from '../wallet/wallet-sender.js';
import { createWalletSender } from '../wallet/wallet-sender.js';

/**
 * Test stand-ins (tests only): a seamless platform in memory with the platform's rules that matter here (one move per
 * transaction id, a rollback marker for an unseen id, no negative balance), and seeding of the feed's tables.
 */
type Move = { playerId: string; roundId: string; netMinor: bigint; rolledBack: boolean; marker: boolean };
type Fault = { transactionId: RegExp; mode: 'silent-before' | 'silent-after' | 'refuse'; code?: string; times: number };

/** The platform's seamless wallet, in memory, for one currency. */
export function createFakePlatform(options: { balances: Record<string, bigint> }) {
  const balances = new Map(Object.entries(options.balances));
  const moves = new Map<string, Move>();
  const answers = new Map<string, WalletReply<WalletAnswer>>();
  const faults: Fault[] = [];
  const blocked = new Map<string, string>();
  const debts = new Map<string, bigint>();
  let calls = 0;

  const answer = (playerId: string): WalletReply<WalletAnswer> => ({
    ok: true,
    value: { balance: formatMinor(balances.get(playerId) ?? 0n), currency: 'THB' },
  });
  const refuse = (code: string, status = 409): WalletReply<WalletAnswer> => ({
    ok: false,
    status,
    code,
    message: code.toLowerCase(),
    value: null,
  });

  function apply(transactionId: string, work: () => WalletReply<WalletAnswer>): Promise<WalletReply<WalletAnswer>> {
    calls += 1;
    const fault = faults.find((candidate) => candidate.times > 0 && candidate.transactionId.test(transactionId));
    if (fault) fault.times -= 1;
    if (fault?.mode === 'silent-before') return Promise.reject(new WalletUnavailableError('timeout'));
    if (fault?.mode === 'refuse') return Promise.resolve(refuse(fault.code ?? 'REFUSED'));
    const stored = answers.get(transactionId);
    const reply = stored ?? work();
    // Refusals are not stored: the platform keeps only applied moves, so a later retry is judged afresh.
    if (!stored && reply.ok) answers.set(transactionId, reply);
    if (fault?.mode === 'silent-after') return Promise.reject(new WalletUnavailableError('answer lost'));
    return Promise.resolve(reply);
  }

  function post(playerId: string, transactionId: string, roundId: string, netMinor: bigint) {
    const balance = balances.get(playerId) ?? 0n;
    if (balance + netMinor < 0n) return refuse('INSUFFICIENT_FUNDS', 402);
    balances.set(playerId, balance + netMinor);
    moves.set(transactionId, { playerId, roundId, netMinor, rolledBack: false, marker: false });
    return answer(playerId);
  }

  const wallet: SportsbookWallet = {
    bet: (input) =>
      apply(input.transactionId, () => {
        const existing = moves.get(input.transactionId);
        if (existing?.marker) return refuse('TRANSACTION_ROLLED_BACK');
        const reason = blocked.get(input.playerId);
        if (reason) return refuse(reason, 403);
        return post(input.playerId, input.transactionId, input.roundId, -parseMinor(input.amount));
      }),
    win: (input) =>
      apply(input.transactionId, () =>
        post(input.playerId, input.transactionId, input.roundId, parseMinor(input.amount)),
      ),
    rollback: (input) =>
      apply(input.transactionId, () => {
        const target = moves.get(input.referenceTransactionId);
        if (!target) {
          moves.set(input.referenceTransactionId, {
            playerId: input.playerId,
            roundId: input.roundId,
            netMinor: 0n,
            rolledBack: true,
            marker: true,
          });
          moves.set(input.transactionId, {
            playerId: input.playerId,
            roundId: input.roundId,
            netMinor: 0n,
            rolledBack: false,
            marker: false,
          });
          return answer(input.playerId);
        }
        if (target.rolledBack) return answer(input.playerId);
        const reply = post(input.playerId, input.transactionId, input.roundId, -target.netMinor);
        if (reply.ok) target.rolledBack = true;
        return reply;
      }),
    adjust: (input: AdjustInput) =>
      apply(input.transactionId, () => {
        const amount = parseMinor(input.amount);
        const balance = balances.get(input.playerId) ?? 0n;
        const posted = balance + amount < 0n ? -balance : amount;
        balances.set(input.playerId, balance + posted);
        if (posted !== amount) debts.set(input.playerId, (debts.get(input.playerId) ?? 0n) + (posted - amount));
        moves.set(input.transactionId, {
          playerId: input.playerId,
          roundId: input.roundId,
          netMinor: amount,
          rolledBack: false,
          marker: false,
        });
        return answer(input.playerId);
      }),
  };

  return {
    wallet,
    balanceOf: (playerId: string) => balances.get(playerId) ?? 0n,
    debtOf: (playerId: string) => debts.get(playerId) ?? 0n,
    /** The player's net over the ticket's moves, rollbacks included (adjustments count in full, debts included). */
    netOfTicket(ticketId: string): bigint {
      let net = 0n;
      for (const [transactionId, move] of moves) if (transactionId.startsWith(`sb:${ticketId}:`)) net += move.netMinor;
      return net;
    },
    movesOf: (ticketId: string) =>
      [...moves.keys()].filter((transactionId) => transactionId.startsWith(`sb:${ticketId}:`)),
    inject: (fault: Fault) => faults.push(fault),
    block: (playerId: string, code: string) => blocked.set(playerId, code),
    setBalance: (playerId: string, minor: bigint) => balances.set(playerId, minor),
    get calls() {
      return calls;
    },
  };
}
export type FakePlatform = ReturnType<typeof createFakePlatform>;

/** The book's services over a database and a wallet, as the composition root wires them. */
export function createTestBook(
  database: SportsbookDatabase,
  wallet: SportsbookWallet,
  options: { holder?: string; leaseSeconds?: number; now?: () => Date } = {},
) {
  const timeZone = 'Asia/Bangkok';
  const sender = createWalletSender({
    database,
    wallet,
    onAnswered: ticketWalletEffects(timeZone),
    ...(options.holder ? { holder: options.holder } : {}),
    ...(options.leaseSeconds !== undefined ? { leaseSeconds: options.leaseSeconds } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const services: SettlementServices = {
    database,
    maths: bookTicketMaths,
    sender,
    timeZone,
    ...(options.now ? { now: options.now } : {}),
  };
  return services;
}

export const session = (playerId: string) => ({
  sessionId: `session-${playerId}`,
  playerId,
  launchToken: `launch-token-of-${playerId}-0000`,
  currency: 'THB',
});

/** An event and one market with its outcomes, as the feed consumer stores them. */
export async function seedMarket(
  database: SportsbookDatabase,
  input: {
    eventId: string;
    marketKey: string;
    type?: MarketType;
    outcomes: FeedOutcome[];
    eventStatus?: number;
    marketStatus?: number;
    tier?: 1 | 2 | 3;
    producer?: 'pre' | 'live';
  },
): Promise<void> {
  const name = JSON.stringify({ th: 'ทีม', en: 'Team' });
  await database.db.execute(sql`insert into sportsbook.events (event_id, sport, competition_id, competition_name, tier,
      home, away, start_time, status, producer)
    values (${input.eventId}, 'football', 'league-a', ${name}::jsonb, ${input.tier ?? 1}, ${JSON.stringify({ id: 'h', name: { th: 'เหย้า', en: 'Home' } })}::jsonb,
      ${JSON.stringify({ id: 'a', name: { th: 'เยือน', en: 'Away' } })}::jsonb, now() + interval '1 hour',
      ${input.eventStatus ?? 0}, ${input.producer ?? 'pre'})
    on conflict (event_id) do update set status = excluded.status, producer = excluded.producer`);
  await database.db
    .execute(sql`insert into sportsbook.markets (event_id, market_key, type, status, odds_version, producer, outcomes)
    values (${input.eventId}, ${input.marketKey}, ${input.type ?? 'ft_1x2'}, ${input.marketStatus ?? 1}, 1, ${input.producer ?? 'pre'},
      ${JSON.stringify(input.outcomes)}::jsonb)`);
}

export async function setMarket(
  database: SportsbookDatabase,
  eventId: string,
  marketKey: string,
  change: { status?: number; outcomes?: FeedOutcome[] },
): Promise<void> {
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`update sportsbook.markets set odds_version = odds_version + 1,
      status = coalesce(${change.status ?? null}::smallint, status),
      outcomes = coalesce(${change.outcomes ? JSON.stringify(change.outcomes) : null}::jsonb, outcomes)
      where event_id = ${eventId} and market_key = ${marketKey}
      returning odds_version, status, is_main_line, outcomes`,
  );
  if (!row) throw new Error('no such market');
  await database.db.execute(sql`insert into sportsbook.market_odds_versions (event_id, market_key, version, status,
      is_main_line, outcomes, reason) values (${eventId}, ${marketKey}, ${row.odds_version as number}, ${row.status as number},
      ${row.is_main_line as boolean}, ${JSON.stringify(row.outcomes)}::jsonb, 'model')`);
}

/** A market result version, as the consumer stores a bet_settlement. */
export async function publishResult(
  database: SportsbookDatabase,
  eventId: string,
  marketKey: string,
  version: number,
  outcomes: OutcomeResult[],
): Promise<void> {
  await database.db.execute(sql`insert into sportsbook.market_results (event_id, market_key, result_version, certainty,
      outcomes, facts, seq) values (${eventId}, ${marketKey}, ${version}, 2, ${JSON.stringify(outcomes)}::jsonb,
      ${JSON.stringify({ sport: 'football' })}::jsonb, ${version})`);
}

export async function rollBackResult(database: SportsbookDatabase, eventId: string, marketKey: string): Promise<void> {
  await database.db.execute(sql`update sportsbook.market_results set rolled_back_at = now()
    where event_id = ${eventId} and market_key = ${marketKey} and rolled_back_at is null`);
}

export const threeWay = (home = 2000, draw = 3400, away = 3800): FeedOutcome[] => [
  { id: '1', oddsMilli: home, probability: 0.47, active: true },
  { id: 'X', oddsMilli: draw, probability: 0.28, active: true },
  { id: '2', oddsMilli: away, probability: 0.25, active: true },
];

export const resultOf = (winner: '1' | 'X' | '2'): OutcomeResult[] =>
  (['1', 'X', '2'] as const).map((outcomeId) => ({ outcomeId, result: outcomeId === winner ? 1 : 0 }));
