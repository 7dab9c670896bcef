import type { RandomSource } from '../random/random-source.js';
import type { ClusterModel, ClusterOutcome, ClusterStep } from './feature-types.js';
import type { SlotPosition } from './slot-types.js';

export type {
  ClusterModel,
  ClusterOutcome,
  ClusterPay,
  ClusterStep,
  ClusterSymbol,
  ClusterWin,
} from './feature-types.js';

/**
 * Cluster pays with tumbles. Every cell of a small grid is drawn on its own from the model's symbol weights (there
 * are no reel strips). Like symbols joined up, down, left or right form a cluster; a cluster of at least
 * `minimumCluster` pays by its size. Winning cells are cleared, the cells above fall, new cells are drawn from the
 * same weights into the gaps at the top, and the grid pays again, the n-th tumble's wins multiplied by
 * `tumbleMultipliers[n]` (the last one holds), until a grid pays nothing or the round reaches `maxTumbles`.
 *
 * Why cells are drawn one by one and not read from strips: the grid a tumble leaves then depends only on the grid
 * before it, not on the whole spin's history, so the return is an exact finite Markov-chain sum over grids
 * (cluster-math.ts) rather than a simulation estimate.
 */

/** Cells are `cells[column * rows + row]`, rows from the top; a value is a symbol's index in the model. */
export type ClusterGridCells = Uint8Array;

export type ClusterFound = { symbol: number; cells: number[]; coins: number };

export function clusterCellCount(model: ClusterModel): number {
  return model.columns * model.rows;
}

/** Pay in coins of a cluster of `size` cells of `symbol`, 0 when no range covers it. */
export function clusterPayOf(model: ClusterModel, symbol: number, size: number): number {
  if (size < model.minimumCluster) return 0;
  const pay = model.symbols[symbol]?.pays.find((range) => size >= range.minimumSize && size <= range.maximumSize);
  return pay?.coins ?? 0;
}

export function tumbleMultiplierOf(model: ClusterModel, step: number): number {
  const { tumbleMultipliers } = model;
  return tumbleMultipliers[Math.min(step, tumbleMultipliers.length - 1)] ?? 1;
}

/** The paying clusters of a grid: connected groups of one symbol, up/down/left/right, by breadth-first search. */
export function findClusters(model: ClusterModel, cells: ClusterGridCells): ClusterFound[] {
  const { columns, rows } = model;
  const seen = new Uint8Array(cells.length);
  const found: ClusterFound[] = [];
  const queue: number[] = [];
  for (let start = 0; start < cells.length; start += 1) {
    if (seen[start]) continue;
    const symbol = cells[start]!;
    seen[start] = 1;
    queue.length = 0;
    queue.push(start);
    for (let head = 0; head < queue.length; head += 1) {
      const cell = queue[head]!;
      const column = Math.floor(cell / rows);
      const row = cell % rows;
      const neighbours = [
        row > 0 ? cell - 1 : -1,
        row < rows - 1 ? cell + 1 : -1,
        column > 0 ? cell - rows : -1,
        column < columns - 1 ? cell + rows : -1,
      ];
      for (const neighbour of neighbours)
        if (neighbour >= 0 && !seen[neighbour] && cells[neighbour] === symbol) {
          seen[neighbour] = 1;
          queue.push(neighbour);
        }
    }
    const coins = clusterPayOf(model, symbol, queue.length);
    if (coins > 0) found.push({ symbol, cells: [...queue].sort((left, right) => left - right), coins });
  }
  return found;
}

/**
 * The grid after a tumble: winning cells cleared, survivors fallen to the bottom of their column in order, and the
 * gaps at the top filled by `draw()`, column by column from the left, each column's new cells from the top down.
 * Answers the new grid and the cells that were drawn.
 */
export function tumble(
  model: ClusterModel,
  cells: ClusterGridCells,
  cleared: ReadonlySet<number>,
  draw: () => number,
): { cells: ClusterGridCells; drawnCells: number[] } {
  const { columns, rows } = model;
  const next = new Uint8Array(cells.length);
  const drawnCells: number[] = [];
  for (let column = 0; column < columns; column += 1) {
    const survivors: number[] = [];
    for (let row = 0; row < rows; row += 1) {
      const cell = column * rows + row;
      if (!cleared.has(cell)) survivors.push(cells[cell]!);
    }
    const gaps = rows - survivors.length;
    for (let row = 0; row < gaps; row += 1) {
      next[column * rows + row] = draw();
      drawnCells.push(column * rows + row);
    }
    survivors.forEach((symbol, index) => {
      next[column * rows + gaps + index] = symbol;
    });
  }
  return { cells: next, drawnCells };
}

export class InvalidClusterStakeError extends RangeError {
  readonly code = 'INVALID_STAKE';
}

export function isValidClusterStake(model: ClusterModel, stakeMinor: number): boolean {
  return Number.isSafeInteger(stakeMinor) && stakeMinor > 0 && stakeMinor % model.betUnits === 0;
}

/** One cell's symbol from a uniform draw over the summed weights. */
export function symbolOfDraw(model: ClusterModel, value: number): number {
  let rest = value;
  for (let index = 0; index < model.symbols.length; index += 1) {
    rest -= model.symbols[index]!.weight;
    if (rest < 0) return index;
  }
  throw new RangeError(`${model.id}: draw ${value} is beyond the weights`);
}

export function totalWeightOf(model: ClusterModel): number {
  return model.symbols.reduce((total, symbol) => total + symbol.weight, 0);
}

function positionOf(model: ClusterModel, cell: number): SlotPosition {
  return { reel: Math.floor(cell / model.rows), row: cell % model.rows };
}

function gridOf(model: ClusterModel, cells: ClusterGridCells): string[][] {
  return Array.from({ length: model.columns }, (_, column) =>
    Array.from({ length: model.rows }, (_, row) => model.symbols[cells[column * model.rows + row]!]!.id),
  );
}

export function runClusterRound(model: ClusterModel, stakeMinor: number, nextSymbol: () => number): ClusterOutcome {
  if (!isValidClusterStake(model, stakeMinor))
    throw new InvalidClusterStakeError(`stake ${stakeMinor} is not a positive multiple of ${model.betUnits} coins`);
  const coinMinor = stakeMinor / model.betUnits;
  const draws: number[] = [];
  const draw = () => {
    const symbol = nextSymbol();
    draws.push(symbol);
    return symbol;
  };
  let cells: ClusterGridCells = new Uint8Array(clusterCellCount(model));
  for (let cell = 0; cell < cells.length; cell += 1) cells[cell] = draw();
  let newCells: number[] = [];
  const steps: ClusterStep[] = [];
  let totalWinMinor = 0;
  for (let step = 0; ; step += 1) {
    const multiplier = tumbleMultiplierOf(model, step);
    const clusters = findClusters(model, cells);
    const wins = clusters.map((cluster) => ({
      symbol: model.symbols[cluster.symbol]!.id,
      size: cluster.cells.length,
      positions: cluster.cells.map((cell) => positionOf(model, cell)),
      winMinor: cluster.coins * coinMinor * multiplier,
    }));
    const winMinor = wins.reduce((total, win) => total + win.winMinor, 0);
    totalWinMinor += winMinor;
    steps.push({
      grid: gridOf(model, cells),
      newPositions: newCells.map((cell) => positionOf(model, cell)),
      clusters: wins,
      multiplier,
      winMinor,
    });
    if (clusters.length === 0 || step >= model.maxTumbles) break;
    const cleared = new Set(clusters.flatMap((cluster) => cluster.cells));
    const tumbled = tumble(model, cells, cleared, draw);
    cells = tumbled.cells;
    newCells = tumbled.drawnCells;
  }
  return { engine: 'cluster', modelId: model.id, stakeMinor, coinMinor, draws, steps, totalWinMinor };
}

/** One paid round, its tumbles included, every cell drawn live from the random source. */
export function playClusterRound(model: ClusterModel, stakeMinor: number, random: RandomSource): ClusterOutcome {
  const totalWeight = totalWeightOf(model);
  return runClusterRound(model, stakeMinor, () => symbolOfDraw(model, random.nextInt(totalWeight)));
}

/** The outcome of a recorded round from its drawn symbols alone; throws when the recording does not fit the rules. */
export function replayClusterRound(model: ClusterModel, draws: readonly number[], stakeMinor: number): ClusterOutcome {
  let next = 0;
  const outcome = runClusterRound(model, stakeMinor, () => {
    const symbol = draws[next];
    if (symbol === undefined || !model.symbols[symbol])
      throw new RangeError(`${model.id}: the recording ends or breaks after ${next} cells`);
    next += 1;
    return symbol;
  });
  if (next !== draws.length)
    throw new RangeError(`${model.id}: the recording has ${draws.length} cells, the rules draw ${next}`);
  return outcome;
}
