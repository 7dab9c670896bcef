import type { Database } from '../db/client.js';
import { closeCashbackPeriods } from '../flows/close-cashback-periods.js';
import { bonusPortFor } from '../flows/shared/bonus-port.js';
import { applyWagering, expireDueGrants } from '../flows/shared/bonus-wallet.js';
import { remindExpiringGrants } from '../flows/shared/promotion-messages.js';
import type { Clock } from '../lib/clock.js';
import { wageringConsumer } from '../modules/bonus/index.js';
import { accrueRebates, rebateAccrualConsumer } from '../modules/rebate/index.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often turnover is counted from the settled-bet stream and expired grants are closed. */
export const bonusEngineIntervalMs = 5_000;

/**
 * The bonus engine's scheduled work on one instance (decision 0077): the `bonus-wagering` consumer of the settled-bet
 * stream (turnover, and conversion when complete), the `rebate-accrual` consumer (decision 0079), then the expiry
 * sweep, the reminders of grants expiring within a day, then the close of ended CASHBACK periods (decision 0080;
 * `cashbackClosed` remembers the periods this instance closed). One leader runs it, and each consumer's cursor moves
 * in its own transaction, so every event accrues once.
 */
export function runBonusEnginePass(input: { db: Database; clock: Clock; cashbackClosed?: Set<string> }) {
  const settledBets = createSettledBetService(input);
  return (async () => {
    const wagering = await settledBets.drain(wageringConsumer, (transaction, events) =>
      applyWagering(transaction, input.clock, events),
    );
    const rebates = await settledBets.drain(rebateAccrualConsumer, accrueRebates);
    const expired = await expireDueGrants(input.db, input.clock);
    const reminded = await remindExpiringGrants(input.db, input.clock);
    const cashback = await closeCashbackPeriods({
      db: input.db,
      clock: input.clock,
      bonus: bonusPortFor(input.clock),
      ...(input.cashbackClosed ? { closed: input.cashbackClosed } : {}),
    });
    return { wagered: wagering.applied, accrued: rebates.applied, expired, reminded, cashback };
  })();
}

export function startBonusEngine(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  const cashbackClosed = new Set<string>();
  return startScheduledJob({
    name: 'run-bonus-engine',
    intervalMs: input.intervalMs ?? bonusEngineIntervalMs,
    run: () => runBonusEnginePass({ db: input.db, clock: input.clock, cashbackClosed }),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
