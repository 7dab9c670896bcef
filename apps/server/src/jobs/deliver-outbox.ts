import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createVerificationService } from '../modules/verification/index.js';
import type { MessageSender } from '../modules/verification/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/**
 * Delivers the outbox on the instance leading the job: every `intervalMs` for retries, and right after a flow
 * queued messages (`kick`; on another instance than the leader the leader's next pass delivers them).
 */
export function createOutboxDelivery(input: {
  db: Database;
  clock: Clock;
  senders: readonly MessageSender[];
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  let job: ReturnType<typeof startScheduledJob> | null = null;
  const deliver = () =>
    createVerificationService({ db: input.db, clock: input.clock }).deliverPendingMessages(input.senders);
  return {
    kick: () => job?.kick(),
    start: () => {
      job ??= startScheduledJob({
        name: 'deliver-outbox',
        intervalMs: input.intervalMs ?? 10_000,
        run: deliver,
        onError: input.onError,
        leadership: input.leadership,
      });
    },
    stop: async () => {
      await job?.stop();
      job = null;
    },
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
