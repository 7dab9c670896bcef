import type { OddsFormat, OddsMilli } from '../domain/sportsbook-model.js';
import { MarketsError } from './markets-error.js';

/**
 * Display formats (reference §3.4), derived from decimal odds in thousandths with integer arithmetic only, and
 * never used to settle. Every format rounds down, towards minus infinity, because a lower price is worse for the
 * player in each of them (for a negative Malay or Indonesian price the player risks |price| to win 1, so −0.91 is
 * worse than −0.90): a displayed price never promises more than the book pays (reference §2.5).
 */

function checkOdds(oddsMilli: OddsMilli): void {
  if (!Number.isSafeInteger(oddsMilli) || oddsMilli <= 1000) {
    throw new MarketsError('INVALID_ODDS', `${oddsMilli} is not decimal odds in thousandths above 1.000`);
  }
}

const floorDivision = (numerator: number, denominator: number): number => Math.floor(numerator / denominator);

/** The price in the format as a signed integer number of display steps (thousandths for decimal, else hundredths). */
export function displayStepsOf(oddsMilli: OddsMilli, format: OddsFormat): number {
  checkOdds(oddsMilli);
  const net = oddsMilli - 1000;
  // −1 / (d − 1) in hundredths is −100,000 / net, rounded towards minus infinity. The float quotient of two small
  // integers is exact when whole and at least 1/net away from a whole number otherwise, so the ceiling is exact.
  const negative = (): number => -Math.ceil(100_000 / net);
  switch (format) {
    case 'decimal':
      return oddsMilli;
    case 'hongkong':
      return floorDivision(net, 10);
    case 'malay':
      return oddsMilli <= 2000 ? floorDivision(net, 10) : negative();
    case 'indonesian':
      return oddsMilli >= 2000 ? floorDivision(net, 10) : negative();
  }
}

function hundredthsText(steps: number): string {
  const sign = steps < 0 ? '-' : '';
  const magnitude = Math.abs(steps);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * Decimal shows three decimals when the third is not zero (1.625) and two otherwise (1.90): the stored price is
 * shown exactly, never rounded. Hong Kong, Malay and Indonesian show two decimals, rounded down.
 */
export function formatOdds(oddsMilli: OddsMilli, format: OddsFormat): string {
  const steps = displayStepsOf(oddsMilli, format);
  if (format !== 'decimal') return hundredthsText(steps);
  const text = `${Math.floor(steps / 1000)}.${String(steps % 1000).padStart(3, '0')}`;
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** The combined decimal odds of a parlay in thousandths, rounded down (its potential return uses the exact product). */
export function parlayOddsMilliOf(oddsMilli: OddsMilli[]): OddsMilli {
  if (oddsMilli.length === 0) throw new MarketsError('INVALID_ODDS', 'a parlay has at least one leg');
  let product = 1n;
  for (const odds of oddsMilli) {
    checkOdds(odds);
    product *= BigInt(odds);
  }
  const result = Number(product / 1000n ** BigInt(oddsMilli.length - 1));
  if (!Number.isSafeInteger(result)) throw new MarketsError('INVALID_ODDS', 'parlay odds out of range');
  return result;
}
