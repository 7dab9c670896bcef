import { describe, expect, it } from 'vitest';
import { createCryptoRandom, createSeededRandom } from '../random/random-source.js';
import type { RandomSource } from '../random/random-source.js';
import { drawRoulette, roulettePayouts, rouletteResult } from './roulette-engine.js';
import { rouletteColor, roulettePockets, rouletteSpotNumbers } from './roulette-wheel.js';
import type { RouletteOutcome } from './table-types.js';

function landOn(number: number): RouletteOutcome {
  return { kind: 'roulette', number, color: rouletteColor(number) };
}

describe('roulettePayouts', () => {
  it('pays 35:1 straight, 2:1 dozens and columns and 1:1 outside, each over the numbers it covers', () => {
    for (const payout of roulettePayouts) {
      const covered = rouletteSpotNumbers(payout.id).length;
      expect(covered * (payout.numerator / payout.denominator + 1), payout.id).toBe(36);
    }
    expect(roulettePayouts).toHaveLength(37 + 12);
  });

  it('makes zero lose every outside bet', () => {
    const zero = landOn(0);
    const outside = roulettePayouts.filter((payout) => !payout.id.startsWith('straight-'));
    expect(outside.map((payout) => rouletteResult(zero, payout.id))).toEqual(outside.map(() => 'lose'));
    expect(rouletteResult(zero, 'straight-0')).toBe('win');
  });

  it('settles a number on every spot that covers it', () => {
    const winning = roulettePayouts.filter((payout) => rouletteResult(landOn(17), payout.id) === 'win');
    expect(winning.map((payout) => payout.id).toSorted()).toEqual(
      ['black', 'column-2', 'dozen-2', 'low', 'odd', 'straight-17'].toSorted(),
    );
  });
});

/** The standard normal's 0.99 quantile. */
const normalQuantile99 = 2.3263478740408408;

/** Wilson–Hilferty: the cube root of a chi-square variable divided by its degrees of freedom is nearly normal. */
function chiSquareCritical(degreesOfFreedom: number, normalQuantile: number): number {
  const spread = 2 / (9 * degreesOfFreedom);
  return degreesOfFreedom * (1 - spread + normalQuantile * Math.sqrt(spread)) ** 3;
}

function chiSquareOfSpins(random: RandomSource, spins: number): number {
  const counts = new Array<number>(roulettePockets).fill(0);
  for (let spin = 0; spin < spins; spin += 1) counts[drawRoulette(random).number]! += 1;
  const expected = spins / roulettePockets;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('drawRoulette', () => {
  it('replays a spin from its seed and names its colour', () => {
    const spin = drawRoulette(createSeededRandom('spin 3'));
    expect(spin).toEqual(drawRoulette(createSeededRandom('spin 3')));
    expect(spin.color).toBe(rouletteColor(spin.number));
  });

  it('puts the Wilson–Hilferty 99% critical value where the tables do', () => {
    // Tabulated: 58.619 for 36 degrees of freedom, 135.807 for 100.
    expect(chiSquareCritical(36, normalQuantile99)).toBeCloseTo(58.619, 1);
    expect(chiSquareCritical(100, normalQuantile99)).toBeCloseTo(135.807, 1);
  });

  it('lands on every number alike under crypto randomness (chi-square at 99%)', () => {
    // A fair wheel still exceeds the 99% value once in a hundred samples; a biased one does on every sample.
    // A second, independent sample after a first failure keeps the false alarm to one run in ten thousand.
    const critical = chiSquareCritical(roulettePockets - 1, normalQuantile99);
    const random = createCryptoRandom();
    const first = chiSquareOfSpins(random, 2_000_000);
    const statistic = first <= critical ? first : chiSquareOfSpins(random, 2_000_000);
    expect(statistic).toBeLessThanOrEqual(critical);
  });
});
