import type { SlotModel, SlotPayShape, SlotPays } from './slot-types.js';

/**
 * A model turned into arrays of symbol indexes, checked once: the engine and the RTP proof both read this, so the
 * game that is played and the game that is proved are the same rules.
 */
export type CompiledSlotModel = {
  model: SlotModel;
  reelCount: number;
  rows: number;
  shape: SlotPayShape;
  /** Line bets (line game) or coins (ways game) in one stake. */
  betUnits: number;
  symbolIds: string[];
  /** `strips[reel][position]` = symbol index. */
  strips: Uint8Array[];
  /**
   * `linePays[symbol][count]` in line bets, or in coins per way in a ways game; 0 where a count does not pay and
   * for the scatter.
   */
  linePays: number[][];
  /** `scatterPays[count]` in total stakes, for 0 up to every cell in view. */
  scatterPays: number[];
  /** `freeSpinAwards[count]` by scatters in view. */
  freeSpinAwards: number[];
  wild: number;
  scatter: number;
  lines: readonly (readonly number[])[];
  /** `lineCells[line][reel]` = the cell index (`reel * rows + row`) the line crosses. */
  lineCells: Uint8Array[];
};

export type LinePay = { symbol: number; count: number; pay: number };

/** One symbol's ways win: `pay` coins on each of `ways` ways, over the first `count` reels. */
export type WaysPay = { symbol: number; count: number; ways: number; pay: number };

const compiledModels = new WeakMap<SlotModel, CompiledSlotModel>();

function paysByCount(pays: SlotPays, reelCount: number): number[] {
  const byCount = new Array<number>(reelCount + 1).fill(0);
  for (const [count, pay] of Object.entries(pays)) {
    const index = Number(count);
    if (!Number.isInteger(index) || index < 1 || index > reelCount) throw new Error(`pay for ${count} of a kind`);
    if (!Number.isSafeInteger(pay) || pay < 0) throw new Error(`pay ${pay} is not a whole multiple`);
    byCount[index] = pay;
  }
  return byCount;
}

/** A scatter count pays as the highest listed count it reaches ("3 or more"), so any count in view is priced. */
function scatterPaysByCount(pays: SlotPays, cells: number): number[] {
  const listed = paysByCount(pays, 5);
  const byCount = new Array<number>(cells + 1).fill(0);
  let reached = 0;
  for (let count = 0; count <= cells; count += 1) {
    reached = Math.max(reached, listed[count] ?? 0);
    byCount[count] = reached;
  }
  return byCount;
}

export function compileSlotModel(model: SlotModel): CompiledSlotModel {
  const cached = compiledModels.get(model);
  if (cached) return cached;
  const reelCount = model.reels.length;
  const rows = model.rows;
  if (reelCount < 3 || rows < 1) throw new Error(`${model.id}: a slot needs 3 reels and a row`);
  const symbolIds = model.symbols.map((symbol) => symbol.id);
  if (new Set(symbolIds).size !== symbolIds.length) throw new Error(`${model.id}: duplicate symbol ids`);
  if (symbolIds.length > 255) throw new Error(`${model.id}: too many symbols`);
  const indexOf = new Map(symbolIds.map((id, index) => [id, index]));
  const wilds = model.symbols.flatMap((symbol, index) => (symbol.kind === 'wild' ? [index] : []));
  const scatters = model.symbols.flatMap((symbol, index) => (symbol.kind === 'scatter' ? [index] : []));
  if (wilds.length > 1 || scatters.length > 1) throw new Error(`${model.id}: at most one wild and one scatter`);
  const strips = model.reels.map((strip, reel) => {
    if (strip.length < rows) throw new Error(`${model.id}: reel ${reel + 1} is shorter than the window`);
    return Uint8Array.from(strip, (id) => {
      const index = indexOf.get(id);
      if (index === undefined) throw new Error(`${model.id}: reel ${reel + 1} has unknown symbol ${id}`);
      return index;
    });
  });
  for (const line of model.lines) {
    if (line.length !== reelCount || line.some((row) => !Number.isInteger(row) || row < 0 || row >= rows))
      throw new Error(`${model.id}: line ${line.join(',')} does not fit ${reelCount}x${rows}`);
  }
  const shape: SlotPayShape = model.ways ? 'ways' : 'lines';
  const betUnits = model.ways ? model.ways.betUnits : model.lines.length;
  if (!Number.isSafeInteger(betUnits) || betUnits < 1) throw new Error(`${model.id}: a stake needs bet units`);
  if (shape === 'ways' && model.lines.length > 0) throw new Error(`${model.id}: a ways game has no lines`);
  // A ways wild only stands in: a pay of its own would need a rule for ways made of wilds alone.
  if (shape === 'ways' && wilds.some((wild) => Object.keys(model.symbols[wild]!.pays).length > 0))
    throw new Error(`${model.id}: a ways wild pays nothing of its own`);
  const scatter = scatters[0] ?? -1;
  const cells = reelCount * rows;
  const scatterSymbol = model.symbols[scatter];
  const freeSpinAwards = new Array<number>(cells + 1).fill(0);
  const awardsAscending = [...model.freeSpins.awards].sort((left, right) => left.count - right.count);
  for (const award of awardsAscending) {
    if (award.count < model.freeSpins.triggerCount) throw new Error(`${model.id}: award below the trigger`);
    for (let count = award.count; count <= cells; count += 1) freeSpinAwards[count] = award.spins;
  }
  const compiled: CompiledSlotModel = {
    model,
    reelCount,
    rows,
    shape,
    betUnits,
    symbolIds,
    strips,
    linePays: model.symbols.map((symbol) =>
      symbol.kind === 'scatter' ? new Array<number>(reelCount + 1).fill(0) : paysByCount(symbol.pays, reelCount),
    ),
    scatterPays: scatterSymbol ? scatterPaysByCount(scatterSymbol.pays, cells) : new Array<number>(cells + 1).fill(0),
    freeSpinAwards,
    wild: wilds[0] ?? -1,
    scatter,
    lines: model.lines,
    lineCells: model.lines.map((line) => Uint8Array.from(line, (row, reel) => reel * rows + row)),
  };
  compiledModels.set(model, compiled);
  return compiled;
}

/**
 * Pays one line, read left to right from the first reel: the longest run of one symbol with wilds standing in,
 * or the run of wilds alone when that pays more (five wilds beat five of anything). A line pays once, its best.
 */
export function evaluateLine(compiled: CompiledSlotModel, symbols: ArrayLike<number>): LinePay | undefined {
  const { wild, scatter, linePays, reelCount } = compiled;
  let wildRun = 0;
  while (wildRun < reelCount && symbols[wildRun] === wild) wildRun += 1;
  const wildPay = wildRun > 0 ? (linePays[wild]?.[wildRun] ?? 0) : 0;
  const target = wildRun < reelCount ? (symbols[wildRun] ?? -1) : -1;
  if (target === -1 || target === scatter)
    return wildPay > 0 ? { symbol: wild, count: wildRun, pay: wildPay } : undefined;
  let run = wildRun + 1;
  while (run < reelCount && (symbols[run] === target || symbols[run] === wild)) run += 1;
  const targetPay = linePays[target]?.[run] ?? 0;
  if (targetPay === 0 && wildPay === 0) return undefined;
  return targetPay >= wildPay
    ? { symbol: target, count: run, pay: targetPay }
    : { symbol: wild, count: wildRun, pay: wildPay };
}

/**
 * Pays a ways window (`cells[reel * rows + row]`): every symbol but the scatter and the wild separately, over the
 * adjacent reels from the first where it or a wild shows, once per way. A reel of wilds therefore counts for every
 * symbol at once, as the rules page says.
 */
export function evaluateWays(compiled: CompiledSlotModel, cells: ArrayLike<number>): WaysPay[] {
  const { wild, scatter, linePays, reelCount, rows, symbolIds } = compiled;
  const pays: WaysPay[] = [];
  for (let symbol = 0; symbol < symbolIds.length; symbol += 1) {
    if (symbol === wild || symbol === scatter) continue;
    let ways = 1;
    let count = 0;
    while (count < reelCount) {
      let matching = 0;
      for (let row = 0; row < rows; row += 1) {
        const shown = cells[count * rows + row];
        if (shown === symbol || shown === wild) matching += 1;
      }
      if (matching === 0) break;
      ways *= matching;
      count += 1;
    }
    const pay = linePays[symbol]?.[count] ?? 0;
    if (pay > 0) pays.push({ symbol, count, ways, pay });
  }
  return pays;
}
