import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seamlessWalletPaths } from '@croupier/contracts';
import { signedHeaders } from '@croupier/contracts/signing';
import { openDatabase, queryRows } from '../../apps/server/src/db/client.js';
import { createWalletService } from '../../apps/server/src/modules/wallet/index.js';
import { createFundedMembers, openHouseSessions } from '../../bench/bench-database.js';
import { pause } from './processes.js';

/** A player the load bets for: a member of the demo brand with an open HOUSE launch session. */
export type BetPlayer = { memberId: string; token: string };

/**
 * `count` funded members of the demo brand, each with a real-money HOUSE launch session, written straight into
 * the platform's database (the platform must have booted on it once: migrated and seeded).
 */
export async function preparePlayers(databaseUrl: string, count: number, prefix: string): Promise<BetPlayer[]> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    const { merchantId, members } = await createFundedMembers(handle, count, prefix);
    return await openHouseSessions(handle, merchantId, members, 'faults');
  } finally {
    await handle.close();
  }
}

/** A HOUSE launch session for an existing member of the demo brand (e.g. `demo`), betting from its THB wallet. */
export async function openHouseSession(databaseUrl: string, username: string): Promise<BetPlayer> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    const [member] = await queryRows<{ id: string; merchant_id: string }>(
      handle.db,
      sql`select m.id, m.merchant_id from member m join merchant b on b.id = m.merchant_id
          where b.code = 'demo' and m.username = ${username}`,
    );
    if (!member) throw new Error(`no member ${username} in the demo brand`);
    const main = await createWalletService({ db: handle.db }).mainWallet(member.merchant_id, 'THB', member.id);
    const [player] = await openHouseSessions(
      handle,
      member.merchant_id,
      [{ memberId: member.id, mainAccountId: main.id }],
      'faults',
    );
    if (!player) throw new Error(`no session opened for ${username}`);
    return player;
  } finally {
    await handle.close();
  }
}

/**
 * What an answer was:
 * - `acknowledged`: 200 and success, the vendor may count on the bet;
 * - `refused`: a 4xx with a code (the bet was judged and refused; none is expected here);
 * - `unavailable`: 503 with code SERVICE_UNAVAILABLE and a message, the platform's answer while its database is
 *   unreachable;
 * - `gateway`: a 502, 503 or 504 of HAProxy itself (not the platform's envelope), e.g. an instance died mid-request;
 * - `no-answer`: the connection failed or was reset, or no answer within the time-out;
 * - `server-error`: any other 5xx, which the platform must never give.
 */
export type BetOutcome = 'acknowledged' | 'refused' | 'unavailable' | 'gateway' | 'no-answer' | 'server-error';

export type SentBet = {
  transactionId: string;
  memberId: string;
  /** When the first attempt was sent (ms since the epoch), to count bets by phase of a scenario. */
  sentAt: number;
  /** The exact body sent; a retry sends it again byte for byte (only the signature's time stamp changes). */
  body: string;
  /** Outcome of each attempt, the first one first. */
  outcomes: BetOutcome[];
  /** The answer text of the acknowledging attempt. */
  answer?: string;
  /** Status and code of each attempt that was not acknowledged, for the report. */
  failures: string[];
};

export const isAcknowledged = (bet: SentBet) => bet.outcomes.includes('acknowledged');

/**
 * Signed seamless bets (`/wallet-api/v1/bet`, 0.01 THB, a new transaction and round id each) from several
 * concurrent senders, as the house vendor would send them, remembering every bet it sent.
 */
export function createBetLoad(options: {
  baseUrl: string;
  players: readonly BetPlayer[];
  secret: string;
  /** Per request; an answer later than this counts as no answer. */
  timeoutMs?: number;
}) {
  const bets: SentBet[] = [];
  let nextPlayer = 0;

  async function send(bet: SentBet): Promise<BetOutcome> {
    const headers = signedHeaders({ vendorCode: 'HOUSE', secret: options.secret, body: bet.body, now: Date.now() });
    let outcome: BetOutcome;
    let detail: string;
    try {
      const response = await fetch(`${options.baseUrl}${seamlessWalletPaths.bet}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: bet.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const text = await response.text();
      const envelope = parseEnvelope(text);
      detail = `${response.status} ${envelope?.code ?? (envelope ? 'no code' : 'not the platform')}`;
      if (response.status === 200 && envelope?.success === true) {
        outcome = 'acknowledged';
        bet.answer = text;
      } else if (response.status === 503 && envelope?.code === 'SERVICE_UNAVAILABLE' && envelope.message)
        outcome = 'unavailable';
      else if (!envelope && [502, 503, 504].includes(response.status)) outcome = 'gateway';
      else if (response.status >= 400 && response.status < 500) outcome = 'refused';
      else outcome = 'server-error';
    } catch (error) {
      outcome = 'no-answer';
      detail = `no answer (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.name) : 'error'})`;
    }
    bet.outcomes.push(outcome);
    if (outcome !== 'acknowledged') bet.failures.push(detail);
    return outcome;
  }

  function newBet(): SentBet {
    const player = options.players[nextPlayer % options.players.length];
    nextPlayer += 1;
    if (!player) throw new Error('no players');
    const transactionId = randomUUID();
    const body = JSON.stringify({
      token: player.token,
      playerId: player.memberId,
      transactionId,
      roundId: randomUUID(),
      amount: '0.01',
      currency: 'THB',
    });
    const bet: SentBet = {
      transactionId,
      memberId: player.memberId,
      sentAt: Date.now(),
      body,
      outcomes: [],
      failures: [],
    };
    bets.push(bet);
    return bet;
  }

  /**
   * Sends new bets from `concurrency` senders until `durationMs` has passed or `stop()` answers true (checked
   * before each bet). Answers the bets of this run.
   */
  async function run(runOptions: {
    concurrency: number;
    durationMs: number;
    stop?: () => boolean;
    /** A sender waits this long after an attempt that was not acknowledged, as a vendor backs off; 100 ms. */
    backOffMs?: number;
  }) {
    const first = bets.length;
    const deadline = Date.now() + runOptions.durationMs;
    const sender = async () => {
      while (Date.now() < deadline && !runOptions.stop?.()) {
        if ((await send(newBet())) !== 'acknowledged') await pause(runOptions.backOffMs ?? 100);
      }
    };
    await Promise.all(Array.from({ length: runOptions.concurrency }, sender));
    return bets.slice(first);
  }

  /**
   * Sends every bet that was never acknowledged again, same id and body, until each is acknowledged or
   * `attempts` more tries are spent (a pause between rounds). Answers how many bets needed it.
   */
  async function retryUnacknowledged(retryOptions: { attempts: number; pauseMs: number; concurrency?: number }) {
    const pending = bets.filter((bet) => !isAcknowledged(bet));
    for (let attempt = 0; attempt < retryOptions.attempts; attempt += 1) {
      const left = pending.filter((bet) => !isAcknowledged(bet));
      if (left.length === 0) break;
      if (attempt > 0) await pause(retryOptions.pauseMs);
      await inBatches(left, retryOptions.concurrency ?? 16, send);
    }
    return pending;
  }

  /**
   * Sends `count` acknowledged bets again: each must get the first answer byte for byte (a replay), never a second
   * debit. Answers how many did.
   */
  async function replayAcknowledged(count: number) {
    const sample = bets.filter(isAcknowledged).slice(-count);
    let identical = 0;
    await inBatches(sample, 8, async (bet) => {
      const first = bet.answer;
      const outcomesBefore = bet.outcomes.length;
      await send(bet);
      if (bet.outcomes[outcomesBefore] === 'acknowledged' && bet.answer === first) identical += 1;
      bet.answer = first;
    });
    return { replayed: sample.length, identical };
  }

  return { bets, run, retryUnacknowledged, replayAcknowledged };
}

export type BetLoad = ReturnType<typeof createBetLoad>;

/** How many of `bets` had each outcome at their first attempt. */
export function countFirstOutcomes(bets: readonly SentBet[]) {
  const counts: Record<BetOutcome, number> = {
    acknowledged: 0,
    refused: 0,
    unavailable: 0,
    gateway: 0,
    'no-answer': 0,
    'server-error': 0,
  };
  for (const bet of bets) {
    const first = bet.outcomes[0];
    if (first) counts[first] += 1;
  }
  return counts;
}

/** The platform's answer envelope, or undefined when the text is not one (e.g. HAProxy's own error page). */
function parseEnvelope(
  text: string,
): { success: unknown; code: string | undefined; message: string | undefined } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || !('success' in value)) return undefined;
  const { success, code, message } = value as { success: unknown; code?: unknown; message?: unknown };
  return {
    success,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

async function inBatches<Item>(items: readonly Item[], concurrency: number, work: (item: Item) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
