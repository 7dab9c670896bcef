import type { Database } from '../db/client.js';
import { closeVipMonths, evaluatePendingMembers, expireVipGifts } from '../flows/vip-ladder.js';
import type { Clock } from '../lib/clock.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import { countValidBets, vipLadderConsumer } from '../modules/vip/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often valid bets are counted and members evaluated: a level rises within seconds of its threshold. */
export const vipLadderIntervalMs = 5_000;

/**
 * The VIP ladder's pass on one instance (decision 0081): the `vip-ladder` consumer of the settled-bet stream counts
 * valid bets (deposits are counted by their confirmation), then the members whose figures moved are evaluated, the
 * last closed month is closed once per brand (monthly gifts, relegation), and gifts past their deadline expire. One
 * leader runs it; the cursor, the member's row lock and the unique gift and month rows keep it exactly once even
 * when two passes overlap.
 */
export async function runVipLadderPass(input: { db: Database; clock: Clock; monthsClosed?: Set<string> }) {
  const settledBets = createSettledBetService(input);
  const counted = await settledBets.drain(vipLadderConsumer, countValidBets);
  const raised = await evaluatePendingMembers(input);
  const months = await closeVipMonths(input, input.monthsClosed);
  const expired = await expireVipGifts(input);
  return { counted: counted.applied, raised, ...months, expired };
}

export function startVipLadder(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  const monthsClosed = new Set<string>();
  return startScheduledJob({
    name: 'run-vip-ladder',
    intervalMs: input.intervalMs ?? vipLadderIntervalMs,
    run: () => runVipLadderPass({ db: input.db, clock: input.clock, monthsClosed }),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
