import type { RandomSource } from '../random/random-source.js';
import { rouletteColor, roulettePockets, rouletteSpotCovers, rouletteSpotIds } from './roulette-wheel.js';
import type { BetResult, SpotPayout } from './table-payout.js';
import type { RouletteOutcome } from './table-types.js';

/**
 * Straight-up numbers (35:1), the even-money spots (1:1) and dozens and columns (2:1). Zero loses every
 * outside bet: no la partage, no en prison. Splits, streets and corners are not offered.
 */
export const roulettePayouts: readonly SpotPayout[] = rouletteSpotIds.map((id) => {
  if (id.startsWith('straight-')) return { id, numerator: 35, denominator: 1 };
  if (id.startsWith('dozen-') || id.startsWith('column-')) return { id, numerator: 2, denominator: 1 };
  return { id, numerator: 1, denominator: 1 };
});

export function drawRoulette(random: RandomSource): RouletteOutcome {
  const number = random.nextInt(roulettePockets);
  return { kind: 'roulette', number, color: rouletteColor(number) };
}

export function rouletteResult(outcome: RouletteOutcome, spot: string): BetResult {
  return rouletteSpotCovers(spot, outcome.number) ? 'win' : 'lose';
}
