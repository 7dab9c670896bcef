import type { Database } from '../db/client.js';
import { runMissionsPass } from '../flows/missions.js';
import type { Clock } from '../lib/clock.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often mission progress is counted and ended leaderboards are frozen. */
export const missionsIntervalMs = 5_000;

/**
 * The missions job (decision 0083): one leader counts the settled-bet stream's `mission-progress` consumer and the
 * confirmed deposits into progress, then takes the final snapshot of each event mission ended more than the
 * settlement lag ago and pays its prizes. The cursor and the unique event rows count every event once; the snapshot's
 * `final_at` is set by one transaction only, so even two leaders at once pay the prizes once.
 */
export function startMissions(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  return startScheduledJob({
    name: 'run-missions',
    intervalMs: input.intervalMs ?? missionsIntervalMs,
    run: () => runMissionsPass({ db: input.db, clock: input.clock }),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
