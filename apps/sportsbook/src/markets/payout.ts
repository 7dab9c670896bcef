import type { LegFractions, OddsMilli, OutcomeResult, TicketResult } from '../domain/sportsbook-model.js';
import { floorTimes, fractionOfNumber, one, plus, reduced, times, type Fraction } from './exact-fraction.js';
import { MarketsError } from './markets-error.js';

/**
 * From outcome results to money (reference §5.2, "the one formula"). A leg's factor is f = w × d + p; a ticket
 * returns floor(stake × Π f): a single is a parlay of one leg. The product is an exact BigInt rational (odds in
 * thousandths, halves and dead-heat shares as small fractions) and is rounded down once per ticket.
 */

/** Fractions of the leg's stake that win, push and lose, after the void factor and the dead-heat factor. */
export function legFractionsOf(result: OutcomeResult): LegFractions {
  const voidFactor = result.voidFactor ?? 0;
  const deadHeat = result.deadHeatFactor ?? 1;
  if (![0, 0.5, 1].includes(voidFactor)) throw new MarketsError('INVALID_FRACTIONS', `void factor ${voidFactor}`);
  if (!(deadHeat > 0 && deadHeat <= 1)) throw new MarketsError('INVALID_FRACTIONS', `dead-heat factor ${deadHeat}`);
  const baseWin = result.result === 1 ? 1 : 0;
  const winBeforeDeadHeat = (1 - voidFactor) * baseWin;
  const push = voidFactor;
  const win = deadHeat * winBeforeDeadHeat;
  // The part of the winning share not paid on a dead heat is lost, like the losing share.
  return { win, push, lose: 1 - win - push };
}

function checkOdds(oddsMilli: OddsMilli): void {
  if (!Number.isSafeInteger(oddsMilli) || oddsMilli < 1000) {
    throw new MarketsError('INVALID_ODDS', `${oddsMilli} is not decimal odds in thousandths of at least 1.000`);
  }
}

function checkStake(stakeMinor: bigint): void {
  if (typeof stakeMinor !== 'bigint' || stakeMinor < 0n) {
    throw new MarketsError('INVALID_STAKE', 'a stake is a non-negative BigInt of minor units');
  }
}

function checkFractions({ win, push, lose }: LegFractions): void {
  const shares = [win, push, lose];
  if (
    !shares.every((share) => Number.isFinite(share) && share >= 0 && share <= 1) ||
    Math.abs(win + push + lose - 1) > 1e-9
  ) {
    throw new MarketsError('INVALID_FRACTIONS', `win ${win}, push ${push}, lose ${lose} do not make one stake`);
  }
}

/** f = w × d + p as an exact fraction. */
export function legFactorOf(oddsMilli: OddsMilli, fractions: LegFractions): Fraction {
  checkOdds(oddsMilli);
  checkFractions(fractions);
  const win = fractionOfNumber(fractions.win);
  const push = fractionOfNumber(fractions.push);
  return plus(times(win, reduced(BigInt(oddsMilli), 1000n)), push);
}

export function payoutOf(stakeMinor: bigint, legs: { oddsMilli: OddsMilli; fractions: LegFractions }[]): bigint {
  checkStake(stakeMinor);
  if (legs.length === 0) throw new MarketsError('INVALID_FRACTIONS', 'a ticket has at least one leg');
  const factor = legs.reduce((product, leg) => times(product, legFactorOf(leg.oddsMilli, leg.fractions)), one);
  return floorTimes(stakeMinor, factor);
}

/** What the ticket returns if every leg wins: floor(stake × Π d). */
export function potentialReturnOf(stakeMinor: bigint, oddsMilli: OddsMilli[]): bigint {
  checkStake(stakeMinor);
  if (oddsMilli.length === 0) throw new MarketsError('INVALID_ODDS', 'a ticket has at least one leg');
  const factor = oddsMilli.reduce<Fraction>((product, odds) => {
    checkOdds(odds);
    return times(product, reduced(BigInt(odds), 1000n));
  }, one);
  return floorTimes(stakeMinor, factor);
}

/** A settled leg as the ticket label reads it: its fractions, and whether it was voided by a cancel. */
export type SettledLeg = LegFractions & { voided?: boolean };

/**
 * The ticket's label (reference §5.2, §3.3). A single reads its one leg (a dead-heat win is PARTIAL_WON or
 * PARTIAL_LOST like a parlay with a part paid); a parlay is LOST on any lost leg, VOID when every leg was voided,
 * PUSH when every leg returned its stake, WON when every leg won in full, otherwise PARTIAL_WON when it returns
 * more than the stake and PARTIAL_LOST when it returns the stake or less.
 */
export function ticketResultOf(
  kind: 'single' | 'parlay',
  stakeMinor: bigint,
  payoutMinor: bigint,
  legs: readonly SettledLeg[],
): TicketResult {
  checkStake(stakeMinor);
  if (legs.length === 0 || (kind === 'single' && legs.length !== 1)) {
    throw new MarketsError('INVALID_FRACTIONS', `a ${kind} cannot have ${legs.length} legs`);
  }
  legs.forEach(checkFractions);
  if (legs.every((leg) => leg.voided === true)) return 'VOID';
  if (legs.some((leg) => leg.lose === 1)) return 'LOST';
  if (legs.every((leg) => leg.win === 1)) return 'WON';
  if (legs.every((leg) => leg.push === 1)) return 'PUSH';
  if (kind === 'single') {
    const [leg] = legs as [SettledLeg];
    if (leg.win === 0.5 && leg.push === 0.5) return 'HALF_WON';
    if (leg.push === 0.5 && leg.lose === 0.5) return 'HALF_LOST';
  }
  return payoutMinor > stakeMinor ? 'PARTIAL_WON' : 'PARTIAL_LOST';
}

/**
 * True when the legs decided so far already fix a parlay at LOST (one leg lost in full), so the ticket settles
 * without waiting for its undecided legs (`undefined`).
 */
export function parlayDecidedEarly(legs: readonly (LegFractions | undefined)[]): boolean {
  return legs.some((leg) => leg !== undefined && leg.lose === 1);
}
