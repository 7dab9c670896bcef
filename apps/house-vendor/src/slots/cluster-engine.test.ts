import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import type { ClusterModel } from './cluster-engine.js';
import {
  findClusters,
  isValidClusterStake,
  playClusterRound,
  replayClusterRound,
  runClusterRound,
  symbolOfDraw,
  totalWeightOf,
  tumble,
} from './cluster-engine.js';
import { computeClusterMath } from './cluster-math.js';
import { expectOverEveryDraw } from './every-draw-sequence.test-helper.js';
import { lotusCascade } from './models/lotus-cascade.js';

/** Cells column by column, each column from the top, as one string per column of symbol indices. */
function cellsOf(...columns: string[]): Uint8Array {
  return Uint8Array.from(columns.join('').split('').map(Number));
}

describe('cluster evaluation', () => {
  it('joins like symbols up, down, left and right, never diagonally, and pays a cluster by its size', () => {
    const cells = cellsOf('002', '011', '113');
    // Column 0: 0,0,2; column 1: 0,1,1; column 2: 1,1,3. The 0s are three cells (too few); the 1s are four.
    const clusters = findClusters(lotusCascade, cells);
    expect(clusters).toEqual([{ symbol: 1, cells: [4, 5, 6, 7], coins: 10 }]);
  });

  it('does not join cells that only touch at a corner', () => {
    const cells = cellsOf('010', '101', '010');
    expect(findClusters(lotusCascade, cells)).toEqual([]);
  });

  it('pays every cluster of a grid, a whole grid of one symbol as one cluster of nine', () => {
    expect(findClusters(lotusCascade, cellsOf('000', '000', '000'))).toEqual([
      { symbol: 0, cells: [0, 1, 2, 3, 4, 5, 6, 7, 8], coins: 1000 },
    ]);
    const two = findClusters(lotusCascade, cellsOf('000', '011', '311'));
    expect(two.map((cluster) => [cluster.symbol, cluster.cells.length])).toEqual([
      [0, 4],
      [1, 4],
    ]);
  });

  it('clears the winners, lets the survivors fall in order and draws new cells into the gaps at the top', () => {
    const drawn = [3, 2, 1, 0];
    const { cells, drawnCells } = tumble(lotusCascade, cellsOf('012', '000', '123'), new Set([0, 3, 4, 5]), () =>
      drawn.shift()!,
    );
    // Column 0 loses its top cell: one new cell above 1, 2. Column 1 is cleared: three new cells.
    expect(drawnCells).toEqual([0, 3, 4, 5]);
    expect([...cells.slice(0, 3)]).toEqual([3, 1, 2]);
    expect([...cells.slice(3, 6)]).toEqual([2, 1, 0]);
    expect([...cells.slice(6)]).toEqual([1, 2, 3]);
  });

  it('maps a uniform draw onto the weights', () => {
    expect(totalWeightOf(lotusCascade)).toBe(100);
    expect([0, 14, 15, 34, 35, 64, 65, 99].map((value) => symbolOfDraw(lotusCascade, value))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});

describe('cluster rounds', () => {
  it('tumbles while the grid wins, the multiplier rising x1, x2, x3', () => {
    // Columns from the left, each from the top: koi koi dragonfly | koi koi lily pad | ...: four koi in a square
    // pay 10 coins; two new lotus fall into each of the first two columns and pay 15 coins x2; the grid the next
    // four cells leave has no cluster of four.
    const draws = [1, 1, 2, 1, 1, 3, 2, 3, 2, 0, 0, 0, 0, 3, 2, 2, 3];
    const outcome = replayClusterRound(lotusCascade, draws, 1000);
    expect(outcome.steps.map((step) => step.clusters.map((win) => [win.symbol, win.size, win.winMinor]))).toEqual([
      [['koi', 4, 1000]],
      [['lotus', 4, 3000]],
      [],
    ]);
    expect(outcome.steps.map((step) => step.multiplier)).toEqual([1, 2, 3]);
    expect(outcome.steps[1]!.grid).toEqual([
      ['lotus', 'lotus', 'dragonfly'],
      ['lotus', 'lotus', 'lily-pad'],
      ['dragonfly', 'lily-pad', 'dragonfly'],
    ]);
    expect(outcome.steps[1]!.newPositions).toEqual([
      { reel: 0, row: 0 },
      { reel: 0, row: 1 },
      { reel: 1, row: 0 },
      { reel: 1, row: 1 },
    ]);
    expect(outcome.totalWinMinor).toBe(4000);
    expect(outcome.draws).toEqual(draws);
  });

  it('ends after the last allowed tumble even when the grid still wins', () => {
    const model: ClusterModel = { ...lotusCascade, maxTumbles: 2 };
    const outcome = runClusterRound(model, 1000, () => 0);
    expect(outcome.steps).toHaveLength(3);
    expect(outcome.steps.map((step) => step.winMinor)).toEqual([100_000, 200_000, 300_000]);
  });

  it('replays a live round from its draws, and refuses a recording that does not fit', () => {
    const random = createSeededRandom('lotus-cascade replay');
    for (let round = 0; round < 200; round += 1) {
      const outcome = playClusterRound(lotusCascade, 2000, random);
      expect(replayClusterRound(lotusCascade, outcome.draws, 2000)).toEqual(outcome);
    }
    expect(() => replayClusterRound(lotusCascade, [0, 0], 1000)).toThrow(RangeError);
    expect(() => replayClusterRound(lotusCascade, [3, 2, 1, 0, 3, 2, 1, 0, 3, 3], 1000)).toThrow(RangeError);
  });

  it('takes only stakes of whole coins', () => {
    expect(isValidClusterStake(lotusCascade, 1000)).toBe(true);
    expect(isValidClusterStake(lotusCascade, 1005)).toBe(false);
    expect(() => playClusterRound(lotusCascade, 7, createSeededRandom('x'))).toThrow(/stake/);
  });
});

describe('cluster math', () => {
  it('equals the engine played over every sequence of draws on a small machine', () => {
    const small: ClusterModel = {
      ...lotusCascade,
      columns: 2,
      rows: 2,
      minimumCluster: 2,
      betUnits: 1,
      symbols: [
        {
          id: 'A',
          glyph: 'A',
          icon: 'a',
          colour: '#fff',
          weight: 1,
          pays: [{ minimumSize: 2, maximumSize: 4, coins: 3 }],
        },
        {
          id: 'B',
          glyph: 'B',
          icon: 'b',
          colour: '#fff',
          weight: 1,
          pays: [{ minimumSize: 3, maximumSize: 4, coins: 7 }],
        },
      ],
      tumbleMultipliers: [1, 2, 5],
      maxTumbles: 2,
    };
    const totalWeight = totalWeightOf(small);
    const played = expectOverEveryDraw(
      (nextInt) => runClusterRound(small, 1, () => symbolOfDraw(small, nextInt(totalWeight))),
      (outcome) => [outcome.totalWinMinor, outcome.totalWinMinor ** 2, outcome.totalWinMinor > 0 ? 1 : 0],
    );
    const [mean, square, hits] = played.means;
    const math = computeClusterMath(small);
    expect(played.sequences).toBeGreaterThan(500);
    expect(math.rtp).toBeCloseTo(mean!, 9);
    expect(math.hitRate).toBeCloseTo(hits!, 9);
    expect(math.standardDeviation).toBeCloseTo(Math.sqrt(square! - mean! ** 2), 8);
  });

  it('proves the RTP, hit rate and spread Lotus Cascade states', { timeout: 60_000 }, () => {
    const math = computeClusterMath(lotusCascade);
    expect(math.grids).toBe(4 ** 9);
    expect(Number((math.rtp * 100).toFixed(2))).toBe(lotusCascade.statedRtpPercent);
    expect(Number((math.hitRate * 100).toFixed(2))).toBe(lotusCascade.statedHitRatePercent);
    expect(Number(math.standardDeviation.toFixed(2))).toBe(lotusCascade.statedStandardDeviation);
    // The reference's bands: a spread under 5 stakes is low volatility.
    expect(lotusCascade.volatility).toBe('low');
    expect(math.standardDeviation).toBeLessThan(5);
  });
});
