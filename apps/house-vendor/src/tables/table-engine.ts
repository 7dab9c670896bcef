import type { RandomSource } from '../random/random-source.js';
import { baccaratPayouts, baccaratResult, drawBaccarat } from './baccarat-engine.js';
import type { BaccaratSpot } from './baccarat-engine.js';
import { dragonTigerPayouts, dragonTigerResult, drawDragonTiger } from './dragon-tiger-engine.js';
import type { DragonTigerSpot } from './dragon-tiger-engine.js';
import { drawRoulette, roulettePayouts, rouletteResult } from './roulette-engine.js';
import { returnFor } from './table-payout.js';
import type { BetResult, SettledTableBet, SpotPayout } from './table-payout.js';
import { tableKinds } from './table-types.js';
import type { OutcomeOf, TableBetMinor, TableKind, TableOutcome } from './table-types.js';

/** Every spot of a table kind with what it pays, in layout order. */
export function spotPayouts(kind: TableKind): readonly SpotPayout[] {
  switch (kind) {
    case 'baccarat':
      return baccaratPayouts;
    case 'roulette':
      return roulettePayouts;
    case 'dragon-tiger':
      return dragonTigerPayouts;
  }
}

const payoutsBySpot = new Map(
  tableKinds.map((kind) => [kind, new Map(spotPayouts(kind).map((payout) => [payout.id, payout]))]),
);

/** What a spot of a table pays, or undefined when the table has no such spot. */
export function findSpotPayout(kind: TableKind, spot: string): SpotPayout | undefined {
  return payoutsBySpot.get(kind)?.get(spot);
}

/** Draws one round of a table: everything drawn is in the outcome, so the round replays exactly from it. */
export function drawOutcome<Kind extends TableKind>(kind: Kind, random: RandomSource): OutcomeOf<Kind> {
  const draw: { [Each in TableKind]: (random: RandomSource) => OutcomeOf<Each> } = {
    baccarat: drawBaccarat,
    roulette: drawRoulette,
    'dragon-tiger': drawDragonTiger,
  };
  return draw[kind](random);
}

function resultOf(outcome: TableOutcome, spot: string): BetResult {
  switch (outcome.kind) {
    case 'baccarat':
      return baccaratResult(outcome, spot as BaccaratSpot);
    case 'roulette':
      return rouletteResult(outcome, spot);
    case 'dragon-tiger':
      return dragonTigerResult(outcome, spot as DragonTigerSpot);
  }
}

/**
 * Settles a round's bets against its outcome, one answer per bet in the same order. Pure: the same outcome and
 * bets always give the same returns. Bets are validated when placed, so an unknown spot here is a bug and throws.
 */
export function settleBets(kind: TableKind, outcome: TableOutcome, bets: readonly TableBetMinor[]): SettledTableBet[] {
  if (outcome.kind !== kind) throw new TypeError(`a ${outcome.kind} outcome cannot settle ${kind} bets`);
  return bets.map((bet) => {
    const payout = findSpotPayout(kind, bet.spot);
    if (!payout) throw new RangeError(`no spot ${bet.spot} on a ${kind} table`);
    const result = resultOf(outcome, bet.spot);
    return {
      spot: bet.spot,
      amountMinor: bet.amountMinor,
      result,
      returnMinor: returnFor(result, bet.amountMinor, payout),
    };
  });
}

export function totalReturnMinor(settled: readonly SettledTableBet[]): number {
  return settled.reduce((total, bet) => total + bet.returnMinor, 0);
}
