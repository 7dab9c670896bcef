import { decideDueTickets } from '../betting/pending-acceptance.js';
import type { SettlementServices } from './settle-tickets.js';
import { catchUpSettlement } from './settlement-hooks.js';

type JobLog = { error(details: object, message: string): void };

/**
 * The tickets' background work on every instance (each step is safe to run on several at once): a catch-up at
 * start, then live tickets decided once their delay is over (every second), the outbox drained (every two seconds)
 * and a catch-up scan every minute for hooks a crash lost. Answers the stop.
 */
export function startTicketJobs(services: SettlementServices, log: JobLog): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  const every = (name: string, milliseconds: number, work: () => Promise<unknown>) => {
    const run = () => {
      if (busy.has(name)) return;
      busy.add(name);
      const job = work()
        .catch((error: unknown) => log.error({ job: name, error: (error as Error).message }, 'ticket job failed'))
        .finally(() => {
          busy.delete(name);
          running.delete(job);
        });
      running.add(job);
    };
    run();
    return setInterval(run, milliseconds);
  };
  const timers = [
    every('catch-up', 60_000, () => catchUpSettlement(services)),
    every('live-acceptance', 1_000, async () => {
      while ((await decideDueTickets(services)) > 0);
    }),
    every('outbox', 2_000, () => services.sender.drain()),
  ];
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
