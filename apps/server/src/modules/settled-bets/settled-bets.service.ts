import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { runInTransaction } from '../../db/transaction.js';
import { addToMemberPlay, takeSettledBets } from './settled-bets.repository.js';
import type { SettledBetEvent } from './settled-bets.repository.js';

/** Events one pass of a consumer reads and applies in one transaction. */
const defaultBatchSize = 2_000;
/** The consumer that sums the stream into `member_play_slot`. */
export const memberPlayConsumer = 'member-play';

export type SettledBetHandler = (tx: Transaction, events: readonly SettledBetEvent[]) => Promise<void>;

/**
 * The settled-bet stream's read side (decision 0072). Every consumer (member play now; rebates, VIP, wagering,
 * missions and agent salaries as they come) reads through `consume`, which hands it each event once, in the
 * transaction that moves its cursor.
 */
export function createSettledBetService(input: { db: Database }) {
  const { db } = input;

  /** One batch for `consumer`; answers how many events it applied (fewer than the batch: caught up). */
  async function consume(consumer: string, handler: SettledBetHandler, batchSize = defaultBatchSize) {
    return runInTransaction(db, async (tx) => {
      const events = await takeSettledBets(tx, consumer, batchSize);
      if (events.length > 0) await handler(tx, events);
      return events.length;
    });
  }

  /** Consumes until caught up or `maxBatches` ran; answers the events applied and whether it caught up. */
  async function drain(
    consumer: string,
    handler: SettledBetHandler,
    options: { batchSize?: number; maxBatches?: number } = {},
  ) {
    const batchSize = options.batchSize ?? defaultBatchSize;
    const maxBatches = options.maxBatches ?? 50;
    let applied = 0;
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const count = await consume(consumer, handler, batchSize);
      applied += count;
      if (count < batchSize) return { applied, caughtUp: true };
    }
    return { applied, caughtUp: false };
  }

  /** Brings `member_play_slot` up to date with the stream. */
  function summarizeMemberPlay(options: { batchSize?: number; maxBatches?: number } = {}) {
    return drain(memberPlayConsumer, addToMemberPlay, options);
  }

  return { consume, drain, summarizeMemberPlay };
}

export type SettledBetService = ReturnType<typeof createSettledBetService>;
