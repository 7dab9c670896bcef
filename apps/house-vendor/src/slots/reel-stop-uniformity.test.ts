import { describe, expect, it } from 'vitest';
import { createCryptoRandom } from '../random/random-source.js';
import { slotModels } from './slot-catalogue.js';
import { drawStops } from './slot-engine.js';
import { chiSquareCriticalValue, chiSquareUniform } from './slot-statistics.js';

const spins = 1_000_000;
const confidence = 0.99;

/** Draws `spins` spins' stops and sums each reel's chi-square statistic against equal counts per stop. */
function sampleStatistic() {
  const model = slotModels['mekong-dragon'];
  const random = createCryptoRandom();
  const counts = model.reels.map((strip) => new Uint32Array(strip.length));
  for (let spin = 0; spin < spins; spin += 1) {
    const stops = drawStops(model, random);
    for (let reel = 0; reel < stops.length; reel += 1) counts[reel]![stops[reel]!]! += 1;
  }
  const statistic = counts.reduce((total, reelCounts) => total + chiSquareUniform(reelCounts), 0);
  // Reels are independent, so their statistics add, and so do their degrees of freedom.
  const degreesOfFreedom = counts.reduce((total, reelCounts) => total + reelCounts.length - 1, 0);
  return { statistic, critical: chiSquareCriticalValue(degreesOfFreedom, confidence), draws: spins * counts.length };
}

describe('reel stops from crypto randomness', () => {
  it('are uniform over every stop of every reel at 99% confidence', () => {
    const first = sampleStatistic();
    expect(first.draws).toBe(5_000_000);
    if (first.statistic <= first.critical) return;
    // A fair source still lands beyond the 99% point one time in a hundred; a biased one fails a fresh sample too.
    const second = sampleStatistic();
    expect(second.statistic, `chi-square ${first.statistic} then ${second.statistic}`).toBeLessThanOrEqual(
      second.critical,
    );
  });
});
