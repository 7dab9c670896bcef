import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/**
 * Spec §4: a paid withdrawal the player has not answered by its deadline (the brand's time-out) is
 * treated as received. One guarded statement, so running it on several instances at once is harmless.
 * Answers how many withdrawals it confirmed.
 */
export async function autoConfirmWithdrawals({ db, clock }: { db: Database; clock: Clock }): Promise<number> {
  return createWithdrawalService({ db, clock }).confirmOverdue();
}

/** Runs `autoConfirmWithdrawals` every `intervalMs` (a minute by default) on the instance leading the job. */
export function startAutoConfirmWithdrawals(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  return startScheduledJob({
    name: 'auto-confirm-withdrawals',
    intervalMs: input.intervalMs ?? 60_000,
    run: () => autoConfirmWithdrawals(input),
    onError: input.onError,
    leadership: input.leadership,
  });
}
