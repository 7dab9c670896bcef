import type { Database } from '../db/client.js';
import { readRoundFeeds } from '../flows/shared/vendor-round-feed.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/**
 * Every `intervalMs` (15 s by default) a pass reads the round feed of each transfer-model vendor into the platform's
 * rounds (see `readVendorRoundFeed`), on the instance leading the job. The feed's position is in the database, so a
 * restart or a takeover carries on where it was.
 */
export function startVendorRoundReader(input: {
  db: Database;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  const { db, onError } = input;
  return startScheduledJob({
    name: 'read-vendor-rounds',
    intervalMs: input.intervalMs ?? 15_000,
    run: () => readRoundFeeds(db, onError),
    onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
