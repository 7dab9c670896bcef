import type { RandomSource } from '../random/random-source.js';
import { compileSlotModel, evaluateLine } from './slot-rules.js';
import type { SlotModel, SlotOutcome, SlotPosition, SlotSpin, SlotLineWin } from './slot-types.js';

/** A base-game spin, or a free spin (wins multiplied, scatters award more only when the model retriggers). */
export type SpinMode = 'base' | 'free';

/** A stake the machine cannot take: not a whole number of line bets, or not positive. */
export class InvalidStakeError extends RangeError {
  readonly code = 'INVALID_STAKE';
}

/** Whether a stake in minor units splits into whole, positive line bets. */
export function isValidStake(model: SlotModel, stakeMinor: number): boolean {
  return Number.isSafeInteger(stakeMinor) && stakeMinor > 0 && stakeMinor % model.lines.length === 0;
}

function lineBetOf(model: SlotModel, stakeMinor: number): number {
  if (!isValidStake(model, stakeMinor))
    throw new InvalidStakeError(`stake ${stakeMinor} is not a positive multiple of ${model.lines.length} lines`);
  return stakeMinor / model.lines.length;
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
  const { reelCount, rows, strips, symbolIds, scatter, lineCells } = compiled;
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
  const lineWins: SlotLineWin[] = [];
  const lineSymbols = new Uint8Array(reelCount);
  let winMinor = 0;
  for (let lineIndex = 0; lineIndex < lineCells.length; lineIndex += 1) {
    const onLine = lineCells[lineIndex]!;
    for (let reel = 0; reel < reelCount; reel += 1) lineSymbols[reel] = cells[onLine[reel]!]!;
    const linePay = evaluateLine(compiled, lineSymbols);
    if (!linePay) continue;
    const line = compiled.lines[lineIndex]!;
    const lineWinMinor = linePay.pay * lineBetMinor * multiplier;
    winMinor += lineWinMinor;
    lineWins.push({
      line: lineIndex,
      symbol: symbolIds[linePay.symbol]!,
      count: linePay.count,
      positions: Array.from({ length: linePay.count }, (_, reel) => ({ reel, row: line[reel]! })),
      winMinor: lineWinMinor,
    });
  }

  const scatterCount = scatterPositions.length;
  const scatterWinMinor = (compiled.scatterPays[scatterCount] ?? 0) * stakeMinor * multiplier;
  winMinor += scatterWinMinor;
  const awards = mode === 'base' || model.freeSpins.retrigger ? (compiled.freeSpinAwards[scatterCount] ?? 0) : 0;
  return {
    stops: [...stops],
    grid,
    lineWins,
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
