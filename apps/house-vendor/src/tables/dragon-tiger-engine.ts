import type { RandomSource } from '../random/random-source.js';
import { openShoe } from './card-shoe.js';
import type { BetResult, SpotPayout } from './table-payout.js';
import type { Card, DragonTigerOutcome, DragonTigerWinner } from './table-types.js';

export const dragonTigerDecks = 8;

/** Dragon and tiger pay 1:1 and lose half the stake on a tie; tie pays 8:1. */
export const dragonTigerPayouts = [
  { id: 'dragon', numerator: 1, denominator: 1 },
  { id: 'tiger', numerator: 1, denominator: 1 },
  { id: 'tie', numerator: 8, denominator: 1 },
] as const satisfies readonly SpotPayout[];

export type DragonTigerSpot = (typeof dragonTigerPayouts)[number]['id'];

/** Rank alone decides, ace lowest and king highest; suits never matter. */
export function dealDragonTiger(dragonCard: Card, tigerCard: Card): DragonTigerOutcome {
  const winner: DragonTigerWinner =
    dragonCard.rank > tigerCard.rank ? 'dragon' : tigerCard.rank > dragonCard.rank ? 'tiger' : 'tie';
  return { kind: 'dragon-tiger', dragonCard, tigerCard, winner };
}

/** Dragon's card then tiger's, from a freshly shuffled eight-deck shoe. */
export function drawDragonTiger(random: RandomSource): DragonTigerOutcome {
  const shoe = openShoe(random, dragonTigerDecks);
  const dragonCard = shoe.deal();
  return dealDragonTiger(dragonCard, shoe.deal());
}

export function dragonTigerResult(outcome: DragonTigerOutcome, spot: DragonTigerSpot): BetResult {
  if (spot === 'tie') return outcome.winner === 'tie' ? 'win' : 'lose';
  if (outcome.winner === 'tie') return 'half-loss';
  return outcome.winner === spot ? 'win' : 'lose';
}
