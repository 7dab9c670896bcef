import { MarketsError } from './markets-error.js';

/**
 * Exact non-negative rationals on BigInt, for money maths that must not touch floating point. Leg fractions arrive
 * as numbers (0, 0.5, 1, or a dead-heat share such as 1/3); `fractionOfNumber` recovers the small rational the number
 * stands for, so 0.5 is exactly 1/2 and 0.3333333333333333 exactly 1/3.
 */
export type Fraction = { numerator: bigint; denominator: bigint };

const gcd = (left: bigint, right: bigint): bigint => {
  let a = left < 0n ? -left : left;
  let b = right;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

export function reduced(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator);
  return divisor === 0n || divisor === 1n
    ? { numerator, denominator }
    : { numerator: numerator / divisor, denominator: denominator / divisor };
}

export const one: Fraction = { numerator: 1n, denominator: 1n };

export function times(left: Fraction, right: Fraction): Fraction {
  return reduced(left.numerator * right.numerator, left.denominator * right.denominator);
}

export function plus(left: Fraction, right: Fraction): Fraction {
  return reduced(
    left.numerator * right.denominator + right.numerator * left.denominator,
    left.denominator * right.denominator,
  );
}

/** Largest denominator tried when recovering a rational from a number: ties among up to a million. */
const maximumDenominator = 1_000_000;

/**
 * The rational with the smallest denominator (up to a million) whose nearest double is `value`, found by continued
 * fractions; otherwise the double's own exact binary value. Negative and non-finite numbers are refused.
 */
export function fractionOfNumber(value: number): Fraction {
  if (!Number.isFinite(value) || value < 0) throw new MarketsError('INVALID_FRACTIONS', `${value} is not a share`);
  let previousNumerator = 0n;
  let previousDenominator = 1n;
  let numerator = 1n;
  let denominator = 0n;
  let rest = value;
  for (let step = 0; step < 64; step += 1) {
    const whole = Math.floor(rest);
    const term = BigInt(whole);
    [previousNumerator, numerator] = [numerator, term * numerator + previousNumerator];
    [previousDenominator, denominator] = [denominator, term * denominator + previousDenominator];
    if (denominator > BigInt(maximumDenominator)) break;
    if (Number(numerator) / Number(denominator) === value) return reduced(numerator, denominator);
    const fractional = rest - whole;
    if (fractional === 0) break;
    rest = 1 / fractional;
  }
  let power = 0;
  let scaled = value;
  while (!Number.isInteger(scaled)) {
    scaled *= 2;
    power += 1;
  }
  return reduced(BigInt(scaled), 2n ** BigInt(power));
}

/** floor(amount × fraction) for a non-negative amount. */
export function floorTimes(amount: bigint, fraction: Fraction): bigint {
  return (amount * fraction.numerator) / fraction.denominator;
}
