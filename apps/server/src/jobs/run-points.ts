import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { earnPoints, expireDueLots, pointsEarningConsumer } from '../modules/points/index.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often points are earned from the settled-bet stream and expired lots are burned. */
export const pointsIntervalMs = 5_000;

/**
 * One pass of the points job (decision 0082): the `points-earning` consumer of the settled-bet stream (each event
 * applied once, in the transaction that moves the consumer's cursor), then the expiry of lots past their end (each
 * lot locked and expired once, whichever instance runs it).
 */
export function runPointsPass(input: { db: Database; clock: Clock }) {
  const settledBets = createSettledBetService(input);
  return (async () => {
    const earned = await settledBets.drain(pointsEarningConsumer, (transaction, events) =>
      earnPoints(transaction, input.clock, events),
    );
    const expired = await expireDueLots(input.db, input.clock);
    return { earned: earned.applied, expired };
  })();
}

export function startPointsJob(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  return startScheduledJob({
    name: 'run-points',
    intervalMs: input.intervalMs ?? pointsIntervalMs,
    run: () => runPointsPass({ db: input.db, clock: input.clock }),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
