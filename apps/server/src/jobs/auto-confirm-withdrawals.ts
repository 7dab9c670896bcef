import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';

/**
 * Spec §4: a paid withdrawal the player has not answered by its deadline (the brand's time-out) is
 * treated as received. One guarded statement, so running it on several instances at once is harmless.
 * Answers how many withdrawals it confirmed.
 */
export async function autoConfirmWithdrawals({ db, clock }: { db: Database; clock: Clock }): Promise<number> {
  return createWithdrawalService({ db, clock }).confirmOverdue();
}

/** Runs `autoConfirmWithdrawals` every `intervalMs` (a minute by default); runs never overlap. */
export function startAutoConfirmWithdrawals(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
}) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= autoConfirmWithdrawals(input)
      .then(() => undefined)
      .catch(input.onError)
      .finally(() => {
        running = null;
      });
  }, input.intervalMs ?? 60_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
