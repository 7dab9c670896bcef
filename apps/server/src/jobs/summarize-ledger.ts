import type { Database } from '../db/client.js';
import { createReportService } from '../modules/report/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often the ledger is summed for the dashboard, by the instance holding the job's lock. */
export const summaryIntervalSeconds = 30;
/** A tick adds at most this many passes (of six hours each); a long history is caught up over several ticks. */
const maxPassesPerTick = 40;

/** Adds the ledger written since the last pass to the dashboard's summary tables, until caught up. */
export async function summarizeLedger(input: { db: Database; hoursPerPass?: number }) {
  const reports = createReportService(input);
  let passes = 0;
  for (; passes < maxPassesPerTick; passes += 1) {
    const pass = await reports.summarizeLedger({ hoursPerPass: input.hoursPerPass });
    if (pass.caughtUp) return { passes: passes + 1, caughtUp: true };
  }
  return { passes, caughtUp: false };
}

/** Runs `summarizeLedger` every 30 seconds on the instance leading the job (decision 0020). */
export function startLedgerSummary(input: {
  db: Database;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  return startScheduledJob({
    name: 'summarize-ledger',
    intervalMs: input.intervalMs ?? summaryIntervalSeconds * 1000,
    run: () => summarizeLedger(input),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
