import type { Database } from '../db/client.js';
import { settleLotteryDraw } from '../flows/settle-lottery-draw.js';
import type { Beacon } from '../modules/lottery/index.js';
import { createLotteryService, lotteryRepository } from '../modules/lottery/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

export type LotteryJobDependencies = {
  db: Database;
  beacon: Beacon;
  /** Tells a member's open pages their new balance after a settlement moved it. */
  onBalanceMoved?: (merchantId: string, memberId: string) => Promise<void>;
};

const scheduleEveryMs = 30_000;

/**
 * One pass of the lottery's clockwork, in order: keep the calendar filled (and seed chains committed), close what
 * is due, draw in-house draws, void official draws left without a result, settle every draw with an outcome not
 * yet settled. Each step is a guarded statement or keyed by result version, so a pass can stop anywhere and the
 * next one (after a crash, or on another instance) carries on without skipping or doubling anything; after
 * downtime it catches up on every overdue draw, oldest first.
 */
export async function runLotteryCycle(
  dependencies: LotteryJobDependencies,
  state: { lastScheduledAt: number } = { lastScheduledAt: 0 },
) {
  const { db } = dependencies;
  const lottery = createLotteryService({ db });
  const now = await lotteryRepository.databaseNow(db);
  let scheduled = 0;
  if (now.getTime() - state.lastScheduledAt >= scheduleEveryMs) {
    scheduled = await lottery.scheduleDraws(now);
    state.lastScheduledAt = now.getTime();
  }
  const closed = await lotteryRepository.closeDueDraws(db);
  const drawn = await lottery.drawDue(dependencies.beacon, now);
  const voided = await lottery.voidOverdue();
  let settledTickets = 0;
  let settledDraws = 0;
  for (;;) {
    const toSettle = await lotteryRepository.listDrawsToSettle(db, 50);
    if (toSettle.length === 0) break;
    for (const draw of toSettle) {
      const { tickets, members } = await settleLotteryDraw({ db }, draw.id);
      settledTickets += tickets;
      settledDraws += 1;
      for (const key of members) {
        const [merchantId = '', memberId = ''] = key.split('|');
        await dependencies.onBalanceMoved?.(merchantId, memberId);
      }
    }
    if (toSettle.length < 50) break;
  }
  return { scheduled, closed, drawn, voided, settledDraws, settledTickets };
}

/** Runs the cycle every `intervalMs` (a second by default) on the instance leading the job. */
export function startLotteryJobs(
  dependencies: LotteryJobDependencies & {
    onError: (error: unknown) => void;
    intervalMs?: number;
    leadership?: JobLeadership;
  },
) {
  const state = { lastScheduledAt: 0 };
  return startScheduledJob({
    name: 'lottery-cycle',
    intervalMs: dependencies.intervalMs ?? 1_000,
    run: () => runLotteryCycle(dependencies, state),
    onError: dependencies.onError,
    leadership: dependencies.leadership,
    runAtStart: true,
  });
}
