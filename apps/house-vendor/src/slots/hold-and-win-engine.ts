import type { RandomSource } from '../random/random-source.js';
import type {
  CoinCell,
  CountWin,
  HoldAndWinFeature,
  HoldAndWinMode,
  HoldAndWinModel,
  HoldAndWinOutcome,
  HoldAndWinRespin,
  HoldAndWinSymbol,
} from './feature-types.js';
import type { SlotPosition } from './slot-types.js';

export type {
  CoinCell,
  CoinValue,
  CountPay,
  CountWin,
  HoldAndWinFeature,
  HoldAndWinMode,
  HoldAndWinModel,
  HoldAndWinOutcome,
  HoldAndWinRespin,
  HoldAndWinSymbol,
} from './feature-types.js';

/**
 * Hold and win. Every cell of the grid is drawn on its own from the symbol weights. A symbol pays by how many show
 * anywhere (in coins, a stake is `betUnits` coins). Each coin shows a value drawn from `coinValues` (coins or a
 * fixed Mini, Minor or Major jackpot); coins pay only in the feature. `triggerCoins` or more coins start the
 * feature: they hold, and each respin every empty cell lands a coin with chance `respinCoinChance`; a respin that
 * lands one or more coins resets the respins to `respins` (a reset, not an addition), one that lands none uses one
 * up. The feature ends when the respins run out or the grid is full; it pays every coin's value, and the Grand
 * jackpot too when the grid is full.
 *
 * A buy (`mode: 'buy'`, where the brand allows it) skips the base spin: `buy.startCoins` coins land on cells drawn
 * at random and the feature plays as above, for a price of `buy.priceStakes` stakes.
 */

export class InvalidHoldAndWinStakeError extends RangeError {
  readonly code = 'INVALID_STAKE';
}

export function isValidHoldAndWinStake(model: HoldAndWinModel, stakeMinor: number): boolean {
  return Number.isSafeInteger(stakeMinor) && stakeMinor > 0 && stakeMinor % model.betUnits === 0;
}

export function cellCountOf(model: { columns: number; rows: number }): number {
  return model.columns * model.rows;
}

/** Pay in coins of `count` of a symbol anywhere in view. */
export function countPayOf(symbol: HoldAndWinSymbol, count: number): number {
  return symbol.pays.find((pay) => count >= pay.minimumCount && count <= pay.maximumCount)?.coins ?? 0;
}

function pickByWeight<Item extends { weight: number }>(items: readonly Item[], value: number): number {
  let rest = value;
  for (let index = 0; index < items.length; index += 1) {
    rest -= items[index]!.weight;
    if (rest < 0) return index;
  }
  throw new RangeError(`draw ${value} is beyond the weights`);
}

const sumOfWeights = (items: readonly { weight: number }[]) => items.reduce((total, item) => total + item.weight, 0);

export function runHoldAndWinRound(
  model: HoldAndWinModel,
  baseStakeMinor: number,
  mode: HoldAndWinMode,
  nextInt: (bound: number) => number,
): HoldAndWinOutcome {
  if (!isValidHoldAndWinStake(model, baseStakeMinor))
    throw new InvalidHoldAndWinStakeError(`stake ${baseStakeMinor} is not a positive multiple of ${model.betUnits}`);
  const coinMinor = baseStakeMinor / model.betUnits;
  const cellCount = cellCountOf(model);
  const draws: number[] = [];
  const draw = (bound: number) => {
    const value = nextInt(bound);
    draws.push(value);
    return value;
  };
  const positionOf = (cell: number): SlotPosition => ({ reel: Math.floor(cell / model.rows), row: cell % model.rows });
  const symbolWeight = sumOfWeights(model.symbols);
  const valueWeight = sumOfWeights(model.coinValues);
  const drawCoin = (cell: number): CoinCell => {
    const value = model.coinValues[pickByWeight(model.coinValues, draw(valueWeight))]!;
    return { position: positionOf(cell), kind: value.kind, valueMinor: value.coins * coinMinor };
  };

  const held = new Map<number, CoinCell>();
  let grid: string[][] | null = null;
  const wins: CountWin[] = [];
  let baseWinMinor = 0;
  if (mode === 'base') {
    const cells = Array.from({ length: cellCount }, () => pickByWeight(model.symbols, draw(symbolWeight)));
    grid = Array.from({ length: model.columns }, (_, column) =>
      Array.from({ length: model.rows }, (_, row) => model.symbols[cells[column * model.rows + row]!]!.id),
    );
    model.symbols.forEach((symbol, index) => {
      const shown = cells.flatMap((shownSymbol, cell) => (shownSymbol === index ? [cell] : []));
      if (symbol.kind === 'coin') {
        for (const cell of shown) held.set(cell, drawCoin(cell));
        return;
      }
      const pay = countPayOf(symbol, shown.length);
      if (pay === 0) return;
      const winMinor = pay * coinMinor;
      baseWinMinor += winMinor;
      wins.push({ symbol: symbol.id, count: shown.length, positions: shown.map(positionOf), winMinor });
    });
  } else {
    // A bought feature: its coins land on distinct cells drawn uniformly (a partial Fisher–Yates shuffle).
    const free = Array.from({ length: cellCount }, (_, cell) => cell);
    for (let index = 0; index < model.buy.startCoins; index += 1) {
      const pick = index + draw(cellCount - index);
      [free[index], free[pick]] = [free[pick]!, free[index]!];
      held.set(free[index]!, drawCoin(free[index]!));
    }
  }
  const gridCoins = [...held.values()];

  let feature: HoldAndWinFeature | null = null;
  if (held.size >= model.triggerCoins) {
    const startCoins = [...held.values()];
    const respins: HoldAndWinRespin[] = [];
    let respinsLeft = model.respins;
    const { numerator, denominator } = model.respinCoinChance;
    while (respinsLeft > 0 && held.size < cellCount) {
      const landed: CoinCell[] = [];
      for (let cell = 0; cell < cellCount; cell += 1) {
        if (held.has(cell) || draw(denominator) >= numerator) continue;
        const coin = drawCoin(cell);
        landed.push(coin);
      }
      for (const coin of landed) held.set(coin.position.reel * model.rows + coin.position.row, coin);
      respinsLeft = landed.length > 0 ? model.respins : respinsLeft - 1;
      respins.push({ landed, respinsLeft });
    }
    const full = held.size === cellCount;
    const coinsWinMinor = [...held.values()].reduce((total, coin) => total + coin.valueMinor, 0);
    const grandMinor = full ? model.grandCoins * coinMinor : 0;
    feature = {
      startCoins,
      respins,
      coinCount: held.size,
      full,
      coinsWinMinor,
      grandMinor,
      winMinor: coinsWinMinor + grandMinor,
    };
  }
  const stakeMinor = mode === 'buy' ? baseStakeMinor * model.buy.priceStakes : baseStakeMinor;
  return {
    engine: 'hold-and-win',
    modelId: model.id,
    mode,
    stakeMinor,
    baseStakeMinor,
    coinMinor,
    draws,
    grid,
    gridCoins,
    wins,
    baseWinMinor,
    feature,
    totalWinMinor: baseWinMinor + (feature?.winMinor ?? 0),
  };
}

/** One paid round (a spin, or a bought feature at `priceStakes` times the stake), drawn live from the source. */
export function playHoldAndWinRound(
  model: HoldAndWinModel,
  baseStakeMinor: number,
  random: RandomSource,
  mode: HoldAndWinMode = 'base',
): HoldAndWinOutcome {
  return runHoldAndWinRound(model, baseStakeMinor, mode, (bound) => random.nextInt(bound));
}

/** The outcome of a recorded round from its draws alone; throws when the recording does not fit the rules. */
export function replayHoldAndWinRound(
  model: HoldAndWinModel,
  draws: readonly number[],
  baseStakeMinor: number,
  mode: HoldAndWinMode,
): HoldAndWinOutcome {
  let next = 0;
  const outcome = runHoldAndWinRound(model, baseStakeMinor, mode, (bound) => {
    const value = draws[next];
    if (value === undefined || !Number.isInteger(value) || value < 0 || value >= bound)
      throw new RangeError(`${model.id}: the recording ends or breaks at draw ${next}`);
    next += 1;
    return value;
  });
  if (next !== draws.length)
    throw new RangeError(`${model.id}: the recording has ${draws.length} draws, the rules make ${next}`);
  return outcome;
}
