import type { RandomSource } from '../random/random-source.js';
import { compileSlotModel, evaluateLine, evaluateWays } from './slot-rules.js';
import type { CompiledSlotModel } from './slot-rules.js';
import type { SlotLineWin, SlotModel, SlotOutcome, SlotPosition, SlotSpin, SlotWayWin } from './slot-types.js';

/** A base-game spin, or a free spin (wins multiplied, scatters award more only when the model retriggers). */
export type SpinMode = 'base' | 'free';

/** A stake the machine cannot take: not a whole number of line bets (coins in a ways game), or not positive. */
export class InvalidStakeError extends RangeError {
  readonly code = 'INVALID_STAKE';
}

/** Line bets in a stake (a line game), or coins (a ways game). */
export function betUnitsOf(model: SlotModel): number {
  return model.ways ? model.ways.betUnits : model.lines.length;
}

/** Whether a stake in minor units splits into whole, positive line bets (coins in a ways game). */
export function isValidStake(model: SlotModel, stakeMinor: number): boolean {
  return Number.isSafeInteger(stakeMinor) && stakeMinor > 0 && stakeMinor % betUnitsOf(model) === 0;
}

function lineBetOf(model: SlotModel, stakeMinor: number): number {
  if (!isValidStake(model, stakeMinor))
    throw new InvalidStakeError(`stake ${stakeMinor} is not a positive multiple of ${betUnitsOf(model)} bet units`);
  return stakeMinor / betUnitsOf(model);
}

function lineWinsOf(compiled: CompiledSlotModel, cells: Uint8Array, unitMinor: number): SlotLineWin[] {
  const { reelCount, lineCells, symbolIds } = compiled;
  const lineWins: SlotLineWin[] = [];
  const lineSymbols = new Uint8Array(reelCount);
  for (let lineIndex = 0; lineIndex < lineCells.length; lineIndex += 1) {
    const onLine = lineCells[lineIndex]!;
    for (let reel = 0; reel < reelCount; reel += 1) lineSymbols[reel] = cells[onLine[reel]!]!;
    const linePay = evaluateLine(compiled, lineSymbols);
    if (!linePay) continue;
    const line = compiled.lines[lineIndex]!;
    lineWins.push({
      line: lineIndex,
      symbol: symbolIds[linePay.symbol]!,
      count: linePay.count,
      positions: Array.from({ length: linePay.count }, (_, reel) => ({ reel, row: line[reel]! })),
      winMinor: linePay.pay * unitMinor,
    });
  }
  return lineWins;
}

function wayWinsOf(compiled: CompiledSlotModel, cells: Uint8Array, unitMinor: number): SlotWayWin[] {
  const { rows, wild, symbolIds } = compiled;
  return evaluateWays(compiled, cells).map((waysPay) => {
    const positions: SlotPosition[] = [];
    for (let reel = 0; reel < waysPay.count; reel += 1)
      for (let row = 0; row < rows; row += 1) {
        const shown = cells[reel * rows + row];
        if (shown === waysPay.symbol || shown === wild) positions.push({ reel, row });
      }
    return {
      symbol: symbolIds[waysPay.symbol]!,
      count: waysPay.count,
      ways: waysPay.ways,
      positions,
      winMinor: waysPay.pay * waysPay.ways * unitMinor,
    };
  });
}

/** The random part of a spin: one uniform draw per reel of the strip index shown on the top row. */
export function drawStops(model: SlotModel, random: RandomSource): number[] {
  return model.reels.map((strip) => random.nextInt(strip.length));
}

/** Pays one spin from its stops; pure, so a recorded spin always pays the same. */
export function evaluateSpin(
  model: SlotModel,
  stops: readonly number[],
  stakeMinor: number,
  mode: SpinMode = 'base',
): SlotSpin {
  const lineBetMinor = lineBetOf(model, stakeMinor);
  const compiled = compileSlotModel(model);
  const { reelCount, rows, strips, symbolIds, scatter } = compiled;
  if (stops.length !== reelCount) throw new RangeError(`${model.id}: ${stops.length} stops for ${reelCount} reels`);
  const cells = new Uint8Array(reelCount * rows);
  const grid: string[][] = [];
  const scatterPositions: SlotPosition[] = [];
  for (let reel = 0; reel < reelCount; reel += 1) {
    const strip = strips[reel]!;
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length)
      throw new RangeError(`${model.id}: stop ${stop} is off reel ${reel + 1}`);
    const column: string[] = [];
    for (let row = 0; row < rows; row += 1) {
      const symbol = strip[(stop + row) % strip.length]!;
      cells[reel * rows + row] = symbol;
      column.push(symbolIds[symbol]!);
      if (symbol === scatter) scatterPositions.push({ reel, row });
    }
    grid.push(column);
  }

  const multiplier = mode === 'free' ? model.freeSpins.multiplier : 1;
  // One evaluation per shape, the same one slot-math proves: lines read along each line, ways per symbol.
  const unitMinor = lineBetMinor * multiplier;
  const lineWins = compiled.shape === 'lines' ? lineWinsOf(compiled, cells, unitMinor) : [];
  const wayWins = compiled.shape === 'ways' ? wayWinsOf(compiled, cells, unitMinor) : [];
  let winMinor = 0;
  for (const win of lineWins) winMinor += win.winMinor;
  for (const win of wayWins) winMinor += win.winMinor;

  const scatterCount = scatterPositions.length;
  const scatterWinMinor = (compiled.scatterPays[scatterCount] ?? 0) * stakeMinor * multiplier;
  winMinor += scatterWinMinor;
  const awards = mode === 'base' || model.freeSpins.retrigger ? (compiled.freeSpinAwards[scatterCount] ?? 0) : 0;
  return {
    stops: [...stops],
    grid,
    lineWins,
    wayWins,
    scatter: {
      symbol: scatter >= 0 ? symbolIds[scatter]! : '',
      count: scatterCount,
      positions: scatterPositions,
      winMinor: scatterWinMinor,
      freeSpinsAwarded: awards,
    },
    multiplier,
    winMinor,
  };
}

function playRound(model: SlotModel, stakeMinor: number, nextStops: () => readonly number[]): SlotOutcome {
  const lineBetMinor = lineBetOf(model, stakeMinor);
  const cap = model.freeSpins.maxSpinsPerRound;
  const base = evaluateSpin(model, nextStops(), stakeMinor, 'base');
  let awarded = Math.min(base.scatter.freeSpinsAwarded, cap);
  let remaining = awarded;
  const spins: SlotSpin[] = [];
  let freeWinMinor = 0;
  while (remaining > 0) {
    const spin = evaluateSpin(model, nextStops(), stakeMinor, 'free');
    spins.push(spin);
    freeWinMinor += spin.winMinor;
    remaining -= 1;
    const added = Math.min(spin.scatter.freeSpinsAwarded, cap - awarded);
    awarded += added;
    remaining += added;
  }
  return {
    modelId: model.id,
    stakeMinor,
    lineBetMinor,
    stops: [base.stops, ...spins.map((spin) => spin.stops)],
    base,
    freeSpins: {
      awarded,
      played: spins.length,
      multiplier: model.freeSpins.multiplier,
      spins,
      winMinor: freeWinMinor,
    },
    totalWinMinor: base.winMinor + freeWinMinor,
  };
}

/** One paid spin and the free spins it wins, drawn from the random source. Throws InvalidStakeError. */
export function playSpin(model: SlotModel, stakeMinor: number, random: RandomSource): SlotOutcome {
  return playRound(model, stakeMinor, () => drawStops(model, random));
}

/**
 * The outcome of a recorded round, from its stops alone (`SlotOutcome.stops`): settles disputes. Throws when the
 * recording has too few or too many spins for the rules, or a stop that is not on its reel.
 */
export function replaySpin(
  model: SlotModel,
  recordedStops: readonly (readonly number[])[],
  stakeMinor: number,
): SlotOutcome {
  let next = 0;
  const outcome = playRound(model, stakeMinor, () => {
    const stops = recordedStops[next];
    if (!stops) throw new RangeError(`${model.id}: the recording ends after ${next} spins`);
    next += 1;
    return stops;
  });
  if (next !== recordedStops.length)
    throw new RangeError(`${model.id}: the recording has ${recordedStops.length} spins, the rules play ${next}`);
  return outcome;
}
