import type { LegFractions, OddsMilli } from '../domain/sportsbook-model.js';
import { floorTimes, one, reduced, times, type Fraction } from './exact-fraction.js';
import { MarketsError } from './markets-error.js';
import { legFactorOf } from './payout.js';

/**
 * Cash-out value (reference §5.7): the fair value of what the ticket still holds, from the model's de-margined
 * probabilities and never from the book's quoted odds, less the cash-out margin. A decided leg is worth its factor
 * w × d + p, a running leg d × P(win) + P(push); value = floor(stake × Π worth × 10,000 / (10,000 + margin)). The
 * margin divides, as a book's overround does, which is how §5.7's example reaches 1,542 from a fair 1,619 at 5 %.
 * Only the final amount is rounded, down.
 */

export type CashOutLeg =
  | { state: 'decided'; oddsMilli: OddsMilli; fractions: LegFractions }
  | { state: 'running'; oddsMilli: OddsMilli; probability: number; pushProbability: number };

/** Probabilities are taken in billionths, rounded down: the offer can only lose a fraction of a minor unit by it. */
const probabilityScale = 1_000_000_000;

function probabilityOf(value: number, name: string): bigint {
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new MarketsError('INVALID_PROBABILITY', `${name} ${value} is not a probability`);
  }
  return BigInt(Math.floor(value * probabilityScale));
}

function runningWorthOf(leg: Extract<CashOutLeg, { state: 'running' }>): Fraction {
  if (!Number.isSafeInteger(leg.oddsMilli) || leg.oddsMilli < 1000) {
    throw new MarketsError('INVALID_ODDS', `${leg.oddsMilli} is not decimal odds in thousandths`);
  }
  const win = probabilityOf(leg.probability, 'probability');
  const push = probabilityOf(leg.pushProbability, 'pushProbability');
  if (win + push > BigInt(probabilityScale)) {
    throw new MarketsError('INVALID_PROBABILITY', 'probability and pushProbability exceed 1 together');
  }
  return reduced(BigInt(leg.oddsMilli) * win + 1000n * push, 1000n * BigInt(probabilityScale));
}

/**
 * Undefined when there is nothing to offer: a leg is lost in full, or no leg is running any more (the ticket is
 * about to settle). A value of 0 is an offer the caller does not show.
 */
export function cashOutValueOf(input: {
  stakeMinor: bigint;
  legs: CashOutLeg[];
  marginBasisPoints: number;
}): bigint | undefined {
  const { stakeMinor, legs, marginBasisPoints } = input;
  if (typeof stakeMinor !== 'bigint' || stakeMinor < 0n) throw new MarketsError('INVALID_STAKE', 'bad stake');
  if (!Number.isSafeInteger(marginBasisPoints) || marginBasisPoints < 0 || marginBasisPoints >= 10_000) {
    throw new MarketsError('INVALID_PROBABILITY', `cash-out margin ${marginBasisPoints} basis points`);
  }
  if (legs.some((leg) => leg.state === 'decided' && leg.fractions.lose === 1)) return undefined;
  if (!legs.some((leg) => leg.state === 'running')) return undefined;
  const worth = legs.reduce(
    (product, leg) =>
      times(product, leg.state === 'decided' ? legFactorOf(leg.oddsMilli, leg.fractions) : runningWorthOf(leg)),
    one,
  );
  return floorTimes(stakeMinor, times(worth, reduced(10_000n, 10_000n + BigInt(marginBasisPoints))));
}
