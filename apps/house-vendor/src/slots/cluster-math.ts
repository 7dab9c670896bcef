import type { ClusterModel } from './cluster-engine.js';
import { clusterCellCount, findClusters, totalWeightOf, tumble, tumbleMultiplierOf } from './cluster-engine.js';

/** The exact figures of a cluster model, every one a sum over all grids (no sampling). */
export type ClusterMath = {
  modelId: string;
  /** E[round win] / stake. */
  rtp: number;
  /** P(round win > 0): the first grid holds a paying cluster. */
  hitRate: number;
  /** The standard deviation of one round's win, in stakes. */
  standardDeviation: number;
  /** E[tumbles per round]. */
  meanTumbles: number;
  /** Grids enumerated (symbols ^ cells). */
  grids: number;
};

/** The largest grid space the proof enumerates (symbols ^ cells). */
const maximumGrids = 4_000_000;

/**
 * Exact return, hit rate and spread of a cluster model by a finite Markov chain over grids. Every cell is drawn
 * independently from the weights, so the grid after a tumble depends only on the grid before it (through the
 * cells that survive and where they fall). Going backwards from the last allowed tumble T:
 *
 *   V_T(g) = m_T c(g);   V_t(g) = m_t c(g) + [c(g) > 0] E[V_{t+1}(refill(fall(g)))]
 *
 * with c(g) the grid's pay in coins and m_t the t-th multiplier; the second moment likewise
 * (Q_t = (m_t c)^2 + 2 m_t c E[V_{t+1}] + E[Q_{t+1}]). The expectation over refills enumerates every symbol for
 * every gap of each distinct fallen grid. Sums are in double precision over at most a few million terms of a few
 * coins each, far finer than the two decimals stated.
 */
export function computeClusterMath(model: ClusterModel): ClusterMath {
  const symbols = model.symbols.length;
  const cellCount = clusterCellCount(model);
  const grids = symbols ** cellCount;
  if (grids > maximumGrids) throw new RangeError(`${model.id}: ${grids} grids is more than the proof enumerates`);
  const totalWeight = totalWeightOf(model);
  const probabilityOf = model.symbols.map((symbol) => symbol.weight / totalWeight);
  const powers = Array.from({ length: cellCount }, (_, cell) => symbols ** cell);

  // Every grid's pay and probability; for a paying grid, the fallen grid it leaves (gaps marked `symbols`).
  const coins = new Float64Array(grids);
  const probability = new Float64Array(grids);
  const fallenOfGrid = new Int32Array(grids).fill(-1);
  const fallenKeys = new Map<number, number>();
  const fallenStates: { base: number; gaps: number[] }[] = [];
  const cells = new Uint8Array(cellCount);
  for (let grid = 0; grid < grids; grid += 1) {
    let rest = grid;
    let chance = 1;
    for (let cell = 0; cell < cellCount; cell += 1) {
      cells[cell] = rest % symbols;
      rest = Math.floor(rest / symbols);
      chance *= probabilityOf[cells[cell]!]!;
    }
    probability[grid] = chance;
    const clusters = findClusters(model, cells);
    if (clusters.length === 0) continue;
    coins[grid] = clusters.reduce((total, cluster) => total + cluster.coins, 0);
    const cleared = new Set(clusters.flatMap((cluster) => cluster.cells));
    const fallen = tumble(model, cells, cleared, () => symbols).cells;
    let key = 0;
    for (let cell = cellCount - 1; cell >= 0; cell -= 1) key = key * (symbols + 1) + fallen[cell]!;
    let state = fallenKeys.get(key);
    if (state === undefined) {
      state = fallenStates.length;
      fallenKeys.set(key, state);
      let base = 0;
      const gaps: number[] = [];
      fallen.forEach((symbol, cell) => {
        if (symbol === symbols) gaps.push(cell);
        else base += symbol * powers[cell]!;
      });
      fallenStates.push({ base, gaps });
    }
    fallenOfGrid[grid] = state;
  }

  // Backwards over the tumble index: value (V), second moment (Q) and tumbles still to come (K) of each grid.
  let nextValue = new Float64Array(grids);
  let nextSquare = new Float64Array(grids);
  let nextTumbles = new Float64Array(grids);
  for (let step = model.maxTumbles; step >= 0; step -= 1) {
    const multiplier = tumbleMultiplierOf(model, step);
    const expectedValue = new Float64Array(fallenStates.length);
    const expectedSquare = new Float64Array(fallenStates.length);
    const expectedTumbles = new Float64Array(fallenStates.length);
    if (step < model.maxTumbles)
      fallenStates.forEach(({ base, gaps }, state) => {
        const fills = symbols ** gaps.length;
        let value = 0;
        let square = 0;
        let tumbles = 0;
        for (let fill = 0; fill < fills; fill += 1) {
          let rest = fill;
          let grid = base;
          let chance = 1;
          for (const gap of gaps) {
            const symbol = rest % symbols;
            rest = Math.floor(rest / symbols);
            grid += symbol * powers[gap]!;
            chance *= probabilityOf[symbol]!;
          }
          value += chance * nextValue[grid]!;
          square += chance * nextSquare[grid]!;
          tumbles += chance * nextTumbles[grid]!;
        }
        expectedValue[state] = value;
        expectedSquare[state] = square;
        expectedTumbles[state] = tumbles;
      });
    const value = new Float64Array(grids);
    const square = new Float64Array(grids);
    const tumbles = new Float64Array(grids);
    for (let grid = 0; grid < grids; grid += 1) {
      const pay = multiplier * coins[grid]!;
      const state = fallenOfGrid[grid]!;
      if (state < 0 || step === model.maxTumbles) {
        value[grid] = pay;
        square[grid] = pay * pay;
        continue;
      }
      const after = expectedValue[state]!;
      value[grid] = pay + after;
      square[grid] = pay * pay + 2 * pay * after + expectedSquare[state]!;
      tumbles[grid] = 1 + expectedTumbles[state]!;
    }
    nextValue = value;
    nextSquare = square;
    nextTumbles = tumbles;
  }

  let mean = 0;
  let secondMoment = 0;
  let hitRate = 0;
  let meanTumbles = 0;
  for (let grid = 0; grid < grids; grid += 1) {
    const chance = probability[grid]!;
    mean += chance * nextValue[grid]!;
    secondMoment += chance * nextSquare[grid]!;
    meanTumbles += chance * nextTumbles[grid]!;
    if (coins[grid]! > 0) hitRate += chance;
  }
  const rtp = mean / model.betUnits;
  const variance = secondMoment / model.betUnits ** 2 - rtp * rtp;
  return {
    modelId: model.id,
    rtp,
    hitRate,
    standardDeviation: Math.sqrt(Math.max(0, variance)),
    meanTumbles,
    grids,
  };
}
