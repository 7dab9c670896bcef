import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createCatalogueConsoleService } from '../modules/games/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/**
 * How often the leading instance looks for imports whose runner went away: one indexed look at the running imports,
 * so an import is taken over at most this long after its heartbeat went stale.
 */
export const resumeIntervalMs = 2_000;

/**
 * Resumes, on the instance leading the job, the catalogue imports whose instance was killed or restarted
 * mid-import (decisions 0038 and 0039): at start, so a restarted platform picks its imports up, and every 2 s after.
 */
export function startCatalogueImportResumer(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  const catalogue = createCatalogueConsoleService(input);
  return startScheduledJob({
    name: 'resume-catalogue-imports',
    intervalMs: input.intervalMs ?? resumeIntervalMs,
    run: () => catalogue.resumeInterruptedImports(),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
