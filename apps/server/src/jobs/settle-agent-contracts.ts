import type { Database } from '../db/client.js';
import { createAgentSettlement } from '../flows/settle-agent-contracts.js';
import type { Clock } from '../lib/clock.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often closed windows are looked for and owed contract pay is retried (each obligation every 10 minutes). */
export const agentSettlementIntervalMs = 60_000;

/**
 * Issue #18's settlement runs and retries, on the instance leading the job (decision 0074). Leadership keeps the
 * work on one instance; the run's unique row and the obligation's row lock keep it exactly once even if two lead.
 */
export function startAgentSettlement(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  const settlement = createAgentSettlement(input);
  return startScheduledJob({
    name: 'settle-agent-contracts',
    intervalMs: input.intervalMs ?? agentSettlementIntervalMs,
    run: async () => {
      await settlement.settleDueWindows();
      await settlement.retryOwedObligations();
    },
    onError: input.onError,
    leadership: input.leadership,
  });
}
