import type { ClusterModel } from '../feature-types.js';

/** Cluster pays from this size: the sizes below pay nothing. */
const sizes = [
  [4, 4],
  [5, 5],
  [6, 7],
  [8, 9],
] as const;

function pays(coins: readonly [number, number, number, number]) {
  return sizes.map(([minimumSize, maximumSize], index) => ({ minimumSize, maximumSize, coins: coins[index]! }));
}

/**
 * Lotus Cascade, a 3x3 cluster game of low volatility: four or more like symbols joined up, down, left or right
 * pay by the cluster's size, for a stake of 10 coins. Winning symbols burst, the rest fall and new ones drop in;
 * each tumble raises the multiplier (x1, x2, x3, then x5), for at most 10 tumbles a round. The figures below are
 * exact (cluster-math), tested equal to the computation.
 */
export const lotusCascade: ClusterModel = {
  id: 'lotus-cascade',
  engine: 'cluster',
  volatility: 'low',
  statedRtpPercent: 95.77,
  statedHitRatePercent: 35.56,
  statedStandardDeviation: 3.12,
  columns: 3,
  rows: 3,
  betUnits: 10,
  minimumCluster: 4,
  symbols: [
    { id: 'lotus', glyph: '🪷', icon: 'lotus', colour: '#F472B6', weight: 15, pays: pays([15, 40, 120, 1000]) },
    { id: 'koi', glyph: '🐟', icon: 'koi', colour: '#FB923C', weight: 20, pays: pays([10, 25, 70, 400]) },
    { id: 'dragonfly', glyph: '🪰', icon: 'dragonfly', colour: '#38BDF8', weight: 30, pays: pays([6, 12, 32, 150]) },
    { id: 'lily-pad', glyph: '🍃', icon: 'lily-pad', colour: '#4ADE80', weight: 35, pays: pays([4, 8, 18, 80]) },
  ],
  tumbleMultipliers: [1, 2, 3, 5],
  maxTumbles: 10,
  stakeOptionsMinor: [1000, 2000, 5000, 10000, 20000, 50000],
};
