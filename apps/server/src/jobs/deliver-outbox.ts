import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createVerificationService } from '../modules/verification/index.js';
import type { MessageSender } from '../modules/verification/index.js';

/**
 * Delivers the outbox: right after a flow queues messages (`kick`) and every `intervalMs` for retries.
 * Runs never overlap, so a message is handed to its sender by one run at a time in this process.
 */
export function createOutboxDelivery(input: {
  db: Database;
  clock: Clock;
  senders: readonly MessageSender[];
  onError: (error: unknown) => void;
  intervalMs?: number;
}) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await createVerificationService({ db: input.db, clock: input.clock }).deliverPendingMessages(input.senders);
      } while (again);
    })()
      .catch(input.onError)
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    kick: () => void run(),
    run,
    start: () => {
      timer ??= setInterval(() => void run(), input.intervalMs ?? 10_000);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
