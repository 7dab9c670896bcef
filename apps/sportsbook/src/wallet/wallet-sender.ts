import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AdjustingWalletClient, MoneyInput, WalletReply } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import type { WalletAnswer } from '@croupier/contracts';
import type { SportsbookDatabase, SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';
import type { OutboxOperation } from '../store/tickets.tables.js';
import { sqlArray } from '../store/sql-array.js';
import type { IntentLease } from './wallet-outbox.js';
import { walletAmountOf, walletTransactionIds } from './wallet-outbox.js';

/**
 * The platform's vendor adjustment (decision 0056, added by the platform-debts work): a signed amount with a reason;
 * when the balance is short the platform posts what it can and records the rest as the player's debt.
 */
export type AdjustInput = MoneyInput & {
  amount: string;
  reason: 'resettle' | 'void' | 'correction';
  referenceTransactionId: string;
};

/** The wallet calls the book makes, the platform's adjustment among them (what `createWalletClient` gives). */
export type SportsbookWallet = Pick<AdjustingWalletClient, 'bet' | 'win' | 'rollback'> & {
  adjust: (input: AdjustInput) => Promise<WalletReply<WalletAnswer>>;
};

export type ClaimedIntent = {
  transactionId: string;
  ticketId: string;
  sequence: number;
  operation: OutboxOperation;
  amountMinor: bigint;
  referenceTransactionId: string | null;
  closeRound: boolean;
  netMinor: bigint;
  attempts: number;
  playerId: string;
  launchToken: string;
  currency: string;
};

export type IntentOutcome =
  | { kind: 'done'; balance: string | undefined; adjusted?: string }
  | { kind: 'refused'; code: string; message: string }
  /** The platform refused the move and its adjustment for good: the lane waits for an operator (retry or close). */
  | { kind: 'blocked'; code: string; message: string; shortfallMinor: bigint }
  | { kind: 'silent'; error: string };

/** What the ticket's side does with an answer, in the same transaction that records it. */
export type IntentAnswered = (
  transaction: SportsbookTransaction,
  intent: ClaimedIntent,
  outcome: IntentOutcome,
) => Promise<void>;

/** Codes with which the platform refuses a settlement step that an adjust can stand in for. */
const adjustableCodes = new Set(['ROUND_CLOSED', 'INSUFFICIENT_FUNDS']);

export type WalletSender = ReturnType<typeof createWalletSender>;

/**
 * The outbox's sender (decision 0061). Each ticket is one serial lane: only the lowest unfinished intent of a
 * ticket is ever claimed, under a lease, so an unsettle always completes before its resettle and two instances never
 * send the same intent at once. Silence (a timeout or a 5xx after the client's own retries) leaves the intent pending
 * with the same id for a later attempt; a 4xx is final and recorded. A lease that outlives its holder (a crash)
 * expires and the intent is sent again with the same id, which the platform answers from its store.
 */
export function createWalletSender(options: {
  database: SportsbookDatabase;
  wallet: SportsbookWallet;
  onAnswered: IntentAnswered;
  holder?: string;
  leaseSeconds?: number;
  now?: () => Date;
  /** Parallel calls per batch when draining the whole outbox. */
  concurrency?: number;
  /** Batches in flight at once when draining (3 by default). */
  drainLoops?: number;
}) {
  const holder = options.holder ?? randomUUID();
  const leaseSeconds = options.leaseSeconds ?? 30;
  const now = options.now ?? (() => new Date());
  const concurrency = options.concurrency ?? 16;
  const batchSize = Math.max(concurrency * 8, 500);
  const drainLoops = options.drainLoops ?? 3;

  const leaseFrom = (at: Date) => new Date(at.getTime() + leaseSeconds * 1000);

  /**
   * Leases the heads of lanes: of the given tickets (whatever their next attempt time; by the lane index, so it
   * costs the same however large the outbox), or the due ones of every ticket. One statement, so no transaction of
   * its own.
   */
  async function claim(ticketIds: string[] | undefined, limit: number): Promise<ClaimedIntent[]> {
    const at = now();
    const leaseUntil = leaseFrom(at);
    // Written so that its plan never depends on the table's statistics (a settlement adds 100,000 rows at once):
    // the lane's head is a per-row index lookup (an aggregate subquery is never turned into a join), and the update
    // finds its rows by primary key. The tickets' claim has no order, so nothing draws it to the due index.
    const heads = ticketIds
      ? sql`select o.transaction_id from sportsbook.wallet_outbox o
            where o.ticket_id = any(${sqlArray(ticketIds)}::text[]) and o.state = 'pending'
              and (o.lease_until is null or o.lease_until < ${at})
              and o.sequence = (select min(p.sequence) from sportsbook.wallet_outbox p
                where p.ticket_id = o.ticket_id and p.state in ('pending', 'blocked'))
            limit ${limit} for update of o skip locked`
      : sql`select o.transaction_id from sportsbook.wallet_outbox o
            where o.state = 'pending' and o.next_attempt_at <= ${at} and (o.lease_until is null or o.lease_until < ${at})
              and o.sequence = (select min(p.sequence) from sportsbook.wallet_outbox p
                where p.ticket_id = o.ticket_id and p.state in ('pending', 'blocked'))
            order by o.next_attempt_at limit ${limit} for update of o skip locked`;
    const rows = await queryRows<Record<string, unknown>>(
      options.database.db,
      sql`with heads as (${heads})
          update sportsbook.wallet_outbox w set lease_holder = ${holder}, lease_until = ${leaseUntil},
            attempts = w.attempts + 1
          from sportsbook.tickets t
          where w.transaction_id = any(array(select transaction_id from heads)) and t.ticket_id = w.ticket_id
            and w.state = 'pending'
          returning w.transaction_id, w.ticket_id, w.sequence, w.operation, w.amount_minor::text as amount_minor,
            w.reference_transaction_id, w.close_round, w.net_minor::text as net_minor, w.attempts, t.player_id,
            t.launch_token, t.currency`,
    );
    return rows.map((row) => ({
      transactionId: String(row.transaction_id),
      ticketId: String(row.ticket_id),
      sequence: Number(row.sequence),
      operation: row.operation as OutboxOperation,
      amountMinor: BigInt(String(row.amount_minor)),
      referenceTransactionId: (row.reference_transaction_id as string | null) ?? null,
      closeRound: Boolean(row.close_round),
      netMinor: BigInt(String(row.net_minor)),
      attempts: Number(row.attempts),
      playerId: String(row.player_id),
      launchToken: String(row.launch_token),
      currency: String(row.currency),
    }));
  }

  async function call(intent: ClaimedIntent): Promise<WalletReply<WalletAnswer>> {
    const money = {
      token: intent.launchToken,
      playerId: intent.playerId,
      transactionId: intent.transactionId,
      roundId: intent.ticketId,
    };
    if (intent.operation === 'bet')
      return options.wallet.bet({ ...money, currency: intent.currency, amount: walletAmountOf(intent.amountMinor) });
    if (intent.operation === 'win')
      return options.wallet.win({
        ...money,
        currency: intent.currency,
        amount: walletAmountOf(intent.amountMinor),
        closeRound: intent.closeRound,
      });
    if (!intent.referenceTransactionId) throw new Error(`rollback ${intent.transactionId} names no move`);
    return options.wallet.rollback({ ...money, referenceTransactionId: intent.referenceTransactionId });
  }

  /** A settlement step (never the bet or its rejection) refused on a closed round or a short balance. */
  async function adjustInstead(intent: ClaimedIntent, code: string, message: string): Promise<IntentOutcome> {
    const settlementStep = intent.operation !== 'bet' && !intent.transactionId.endsWith(':reject');
    if (!settlementStep || !adjustableCodes.has(code)) return { kind: 'refused', code, message };
    // A step that moves nothing (a resettlement to a loss on a closed round) has nothing to adjust.
    if (intent.netMinor === 0n) return { kind: 'done', balance: undefined };
    const negative = intent.netMinor < 0n;
    const magnitude = negative ? -intent.netMinor : intent.netMinor;
    const adjustId = walletTransactionIds.adjust(intent.transactionId);
    const reply = await options.wallet.adjust({
      token: intent.launchToken,
      playerId: intent.playerId,
      transactionId: adjustId,
      roundId: intent.ticketId,
      currency: intent.currency,
      amount: `${negative ? '-' : ''}${walletAmountOf(magnitude)}`,
      reason: intent.transactionId.includes(':cancel') ? 'void' : 'resettle',
      // The move of the round it corrects: the one a rollback would undo, else the ticket's bet.
      referenceTransactionId: intent.referenceTransactionId ?? walletTransactionIds.bet(intent.ticketId),
    });
    if (reply.ok) return { kind: 'done', balance: reply.value.balance, adjusted: adjustId };
    if (reply.status >= 500) return { kind: 'silent', error: `adjust answered ${reply.status}` };
    // Neither the move nor its correction went through: moving on would pay a resettlement over money the player
    // still holds, so the lane waits for an operator to retry or close the step.
    return {
      kind: 'blocked',
      code: reply.code,
      message: reply.message,
      shortfallMinor: negative ? magnitude : 0n,
    };
  }

  /**
   * The adjustment that replaced a move the platform refused, if it was. A rollback of that move would be answered
   * as done and move nothing (the platform undoes only what it applied), so undoing it takes a new adjustment.
   */
  async function replacementOf(transactionId: string): Promise<string | null> {
    const [row] = await queryRows<{ adjusted_by: string | null }>(
      options.database.db,
      sql`select adjusted_by from sportsbook.wallet_outbox where transaction_id = ${transactionId}`,
    );
    return row?.adjusted_by ?? null;
  }

  async function send(intent: ClaimedIntent): Promise<IntentOutcome> {
    try {
      if (intent.operation === 'rollback' && intent.referenceTransactionId) {
        const replacement = await replacementOf(intent.referenceTransactionId);
        if (replacement)
          return await adjustInstead({ ...intent, referenceTransactionId: replacement }, 'ROUND_CLOSED', 'replaced');
      }
      const reply = await call(intent);
      if (reply.ok) return { kind: 'done', balance: reply.value.balance };
      if (reply.status >= 500) return { kind: 'silent', error: `wallet answered ${reply.status}` };
      return await adjustInstead(intent, reply.code, reply.message);
    } catch (error) {
      if (error instanceof WalletUnavailableError) return { kind: 'silent', error: error.message };
      throw error;
    }
  }

  async function record(intent: ClaimedIntent, outcome: IntentOutcome): Promise<void> {
    const at = now();
    await options.database.transaction(async (transaction) => {
      // Guarded by the lease: when another holder took the intent over after this lease expired, no row is
      // updated and its answer is the one recorded.
      let recorded: unknown[];
      if (outcome.kind === 'silent') {
        const backoffSeconds = Math.min(60, 2 ** Math.min(intent.attempts, 6));
        recorded = await queryRows(
          transaction,
          sql`update sportsbook.wallet_outbox set lease_holder = null, lease_until = null,
            next_attempt_at = ${new Date(at.getTime() + backoffSeconds * 1000)}, answer_message = ${outcome.error}
            where transaction_id = ${intent.transactionId} and lease_holder = ${holder} and state = 'pending'
            returning transaction_id`,
        );
      } else {
        const state = outcome.kind === 'done' ? 'done' : outcome.kind;
        const code = outcome.kind === 'done' ? null : outcome.code;
        const message = outcome.kind === 'done' ? null : outcome.message;
        const balance = outcome.kind === 'done' ? (outcome.balance ?? null) : null;
        const adjusted = outcome.kind === 'done' ? (outcome.adjusted ?? null) : null;
        recorded = await queryRows(
          transaction,
          sql`update sportsbook.wallet_outbox set state = ${state}, lease_holder = null,
            lease_until = null, done_at = ${at}, answer_code = ${code}, answer_message = ${message},
            balance_after = ${balance}, adjusted_by = ${adjusted}
            where transaction_id = ${intent.transactionId} and lease_holder = ${holder} and state = 'pending'
            returning transaction_id`,
        );
      }
      if (recorded.length === 0) return;
      await options.onAnswered(transaction, intent, outcome);
    });
  }

  /** A plain acknowledgement: the intent is done and its ticket has nothing to do about it. */
  const plainDone = (intent: ClaimedIntent, outcome: IntentOutcome) =>
    outcome.kind === 'done' && !outcome.adjusted && intent.operation !== 'bet';

  async function recordBatch(batch: ClaimedIntent[], outcomes: IntentOutcome[]): Promise<void> {
    const plain = batch.flatMap((intent, index) => {
      const outcome = outcomes[index];
      return outcome && plainDone(intent, outcome)
        ? [{ intent, balance: outcome.kind === 'done' ? outcome.balance : undefined }]
        : [];
    });
    if (plain.length > 0)
      await options.database.db.execute(sql`update sportsbook.wallet_outbox w set state = 'done', lease_holder = null,
            lease_until = null, done_at = ${now()}, balance_after = acknowledged.balance
          from unnest(${sqlArray(plain.map((entry) => entry.intent.transactionId))}::text[],
            ${sqlArray(plain.map((entry) => entry.balance ?? null))}::text[]) as acknowledged(transaction_id, balance)
          where w.transaction_id = acknowledged.transaction_id and w.lease_holder = ${holder} and w.state = 'pending'`);
    for (const [index, intent] of batch.entries()) {
      const outcome = outcomes[index];
      if (outcome && !plainDone(intent, outcome)) await record(intent, outcome);
    }
  }

  async function process(intent: ClaimedIntent): Promise<IntentOutcome> {
    const outcome = await send(intent);
    await record(intent, outcome);
    return outcome;
  }

  /** Sends a claimed batch's calls `concurrency` at a time; answers the outcomes in the batch's order. */
  async function sendAll(batch: ClaimedIntent[]): Promise<IntentOutcome[]> {
    const outcomes = new Array<IntentOutcome>(batch.length);
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const index = next++;
        const intent = batch[index];
        if (intent) outcomes[index] = await send(intent);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
    return outcomes;
  }

  const stopsLane = (outcome: IntentOutcome | undefined) =>
    outcome === undefined || outcome.kind === 'silent' || outcome.kind === 'blocked';

  return {
    holder,
    /** The lease a writer takes on intents it will send itself as soon as its transaction commits. */
    lease: (): IntentLease => ({ holder, until: leaseFrom(now()) }),
    /**
     * Sends an intent this holder leased when it wrote it (`lease()`), without claiming it first, and records the
     * answer. Anything written after it in its lane is left to the next claim.
     */
    sendLeased: (intent: ClaimedIntent): Promise<IntentOutcome> => process(intent),
    /**
     * Sends a ticket's lane now, in order, until it is empty or a call goes unanswered (left for the background
     * drain). Answers the outcomes in the order sent.
     */
    async sendTicket(ticketId: string): Promise<IntentOutcome[]> {
      const outcomes: IntentOutcome[] = [];
      for (;;) {
        const [intent] = await claim([ticketId], 1);
        if (!intent) return outcomes;
        const outcome = await process(intent);
        outcomes.push(outcome);
        if (stopsLane(outcome)) return outcomes;
      }
    },
    /**
     * Sends the lanes of many tickets now (a settlement's page), a round at a time: each round claims the head of
     * every lane still going in one statement, sends them `concurrency` at a time and records the answers as the
     * drain does; a lane leaves the rounds once empty, claimed by another holder, unanswered or blocked (those are
     * the drain's). Answers how many were sent.
     */
    async sendLanes(ticketIds: string[]): Promise<number> {
      let sent = 0;
      let lanes = ticketIds;
      while (lanes.length > 0) {
        const batch = await claim(lanes, lanes.length);
        if (batch.length === 0) break;
        const outcomes = await sendAll(batch);
        await recordBatch(batch, outcomes);
        sent += batch.length;
        lanes = batch.filter((_, index) => !stopsLane(outcomes[index])).map((intent) => intent.ticketId);
      }
      return sent;
    },
    /**
     * Sends every due intent of every lane until nothing is due, a batch at a time: the batch's calls go out
     * `concurrency` at a time, then their answers are recorded in one transaction (plain acknowledgements in one
     * statement; anything with an effect on its ticket through `onAnswered`). Answers how many were sent.
     */
    async drain(): Promise<number> {
      let sent = 0;
      // A few loops at once, each with its own batch (claims skip each other's rows), so one batch's database
      // round trips overlap another's calls; a lane's next intent is claimable only once its head is recorded.
      const loop = async () => {
        for (;;) {
          const batch = await claim(undefined, batchSize);
          if (batch.length === 0) return;
          await recordBatch(batch, await sendAll(batch));
          sent += batch.length;
        }
      };
      await Promise.all(Array.from({ length: drainLoops }, loop));
      return sent;
    },
  };
}
