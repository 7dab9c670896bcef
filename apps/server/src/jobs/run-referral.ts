import type { Database } from '../db/client.js';
import { runReferralPass } from '../flows/pay-referral-rewards.js';
import type { Clock } from '../lib/clock.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often referees are checked and the rewards of closed days are paid (a day's rewards wait at most this). */
export const referralIntervalMs = 5 * 60_000;

/**
 * The referral programme's job (decision 0084): one leader runs `runReferralPass`; a second instance passing at the
 * same time would still pay each reward once (its key is unique).
 */
export function startReferralJob(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  return startScheduledJob({
    name: 'run-referral',
    intervalMs: input.intervalMs ?? referralIntervalMs,
    run: () => runReferralPass({ db: input.db, clock: input.clock }),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
