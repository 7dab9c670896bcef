import { countFirstOutcomes, isAcknowledged } from './bet-load.js';
import type { BetLoad, SentBet } from './bet-load.js';
import { appliedAnswers, checkLedger, ledgerSumsToZeroCheck } from './ledger-checks.js';
import { figure } from './scenario.js';
import type { ScenarioContext } from './scenario.js';

/**
 * The end of every bet scenario, once the fault is over: the unacknowledged bets are sent again (same id and body)
 * until acknowledged, those that had landed must get their first answer back (a replay), a sample of acknowledged
 * ones is replayed too, and the ledger is checked. Reports the figures and records the checks.
 */
export async function retryAndCheckLedger(context: ScenarioContext, loads: readonly BetLoad[], databaseUrl: string) {
  const allBets = loads.flatMap((load) => load.bets);
  const unacknowledged = allBets.filter((bet) => !isAcknowledged(bet));
  const landedBefore = await appliedAnswers(
    databaseUrl,
    unacknowledged.map((bet) => bet.transactionId),
  );
  const retried: SentBet[] = [];
  for (const load of loads) retried.push(...(await load.retryUnacknowledged({ attempts: 10, pauseMs: 500 })));
  const stillUnacknowledged = retried.filter((bet) => !isAcknowledged(bet));
  const stored = await appliedAnswers(
    databaseUrl,
    retried.map((bet) => bet.transactionId),
  );
  const answeredAsStored = retried.filter(
    (bet) => bet.answer !== undefined && bet.answer === stored.get(bet.transactionId),
  );
  const replayedOnRetry = retried.filter(
    (bet) => landedBefore.has(bet.transactionId) && bet.answer === landedBefore.get(bet.transactionId),
  );
  context.report(
    `retried ${figure(retried.length)} unacknowledged bets: ${figure(landedBefore.size)} had landed (answered again with their first answer: ${figure(replayedOnRetry.length)}), ${figure(retried.length - landedBefore.size)} landed on retry`,
  );
  context.check(
    'every unacknowledged bet acknowledged on retry',
    stillUnacknowledged.length === 0,
    `${figure(retried.length - stillUnacknowledged.length)} of ${figure(retried.length)}${describeFailures(stillUnacknowledged)}`,
  );
  context.check(
    'a retry of a bet that had landed gets its first answer (replay, no second debit)',
    replayedOnRetry.length === landedBefore.size,
    `${figure(replayedOnRetry.length)} of ${figure(landedBefore.size)}`,
  );
  context.check(
    "each retry's answer is the one stored with the bet",
    answeredAsStored.length === retried.length,
    `${figure(answeredAsStored.length)} of ${figure(retried.length)}`,
  );
  const replay = { replayed: 0, identical: 0 };
  for (const load of loads) {
    const { replayed, identical } = await load.replayAcknowledged(50);
    replay.replayed += replayed;
    replay.identical += identical;
  }
  context.check(
    'acknowledged bets sent again get their first answer byte for byte',
    replay.identical === replay.replayed,
    `${figure(replay.identical)} of ${figure(replay.replayed)}`,
  );
  const findings = await checkLedger(databaseUrl, allBets);
  const ledgerSumsToZero = findings.find((finding) => finding.check === ledgerSumsToZeroCheck)?.passed === true;
  context.report(
    `in short: sent ${figure(allBets.length)}, acknowledged at once ${figure(allBets.length - retried.length)}, retried ${figure(retried.length)}, landed once ${figure(stored.size)}, ledger ${ledgerSumsToZero ? 'sums to 0' : 'DOES NOT sum to 0'}`,
  );
  for (const finding of findings) context.check(finding.check, finding.passed, finding.detail);
}

/** "sent 5 210, acknowledged 5 180, ..." for the first attempts of `bets`. */
export function describeFirstOutcomes(bets: readonly SentBet[]) {
  const counts = countFirstOutcomes(bets);
  const parts = [`sent ${figure(bets.length)}`, `acknowledged ${figure(counts.acknowledged)}`];
  if (counts.unavailable) parts.push(`503 SERVICE_UNAVAILABLE ${figure(counts.unavailable)}`);
  if (counts.gateway) parts.push(`HAProxy 502/503/504 ${figure(counts.gateway)}`);
  if (counts['no-answer']) parts.push(`no answer ${figure(counts['no-answer'])}`);
  if (counts.refused) parts.push(`refused ${figure(counts.refused)}`);
  if (counts['server-error']) parts.push(`other 5xx ${figure(counts['server-error'])}`);
  return parts.join(', ');
}

/** The first few failures' status and code, to say what went wrong. */
export function describeFailures(bets: readonly SentBet[]) {
  const kinds = new Map<string, number>();
  for (const bet of bets) for (const failure of bet.failures) kinds.set(failure, (kinds.get(failure) ?? 0) + 1);
  if (kinds.size === 0) return '';
  return ` (${[...kinds].map(([kind, count]) => `${kind}: ${figure(count)}`).join('; ')})`;
}
