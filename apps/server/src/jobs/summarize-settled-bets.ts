import type { Database } from '../db/client.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often the settled-bet stream is summed into the members' play, by the instance leading the job. */
export const settledBetSummaryIntervalMs = 5_000;

/** Runs the member-play consumer of the settled-bet stream every few seconds on one instance (decision 0072). */
export function startSettledBetSummary(input: {
  db: Database;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  const settledBets = createSettledBetService(input);
  return startScheduledJob({
    name: 'summarize-settled-bets',
    intervalMs: input.intervalMs ?? settledBetSummaryIntervalMs,
    run: () => settledBets.summarizeMemberPlay(),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
