import { baccaratDecks, bankerDrawsThird, playerDrawsThird } from './baccarat-engine.js';
import { cardsPerDeck } from './card-shoe.js';
import { dragonTigerDecks } from './dragon-tiger-engine.js';
import { roulettePockets, rouletteSpotNumbers } from './roulette-wheel.js';
import { spotPayouts } from './table-engine.js';
import type { SpotPayout } from './table-payout.js';
import type { TableKind } from './table-types.js';

export type BaccaratProbabilities = { player: number; banker: number; tie: number };

const computedCoups = new Map<number, BaccaratProbabilities>();

/**
 * The exact chances of a punto banco coup from a full shoe, by walking every sequence of point values the
 * coup can deal (ten values, each with its number of cards left) through the engine's own drawing rules.
 * Each sequence is weighted by the number of card sequences behind it, extended to six cards, so every
 * weight and sum is an integer below 2^53 and the counts are exact.
 */
export function baccaratProbabilities(decks: number = baccaratDecks): BaccaratProbabilities {
  const known = computedCoups.get(decks);
  if (known) return known;
  // Index = point value; tens and pictures (sixteen cards a deck) count nothing.
  const left = [16 * decks, ...Array.from({ length: 9 }, () => 4 * decks)];
  const counts = { player: 0, banker: 0, tie: 0 };
  let shoe = cardsPerDeck * decks;

  function take(value: number): number {
    const ways = left[value] ?? 0;
    left[value] = ways - 1;
    shoe -= 1;
    return ways;
  }
  function giveBack(value: number) {
    left[value] = (left[value] ?? 0) + 1;
    shoe += 1;
  }
  /** The ways to deal the remaining cards of a six-card extension after a coup that used `used` cards. */
  function extend(used: number): number {
    let ways = 1;
    for (let card = 0; card < 6 - used; card += 1) ways *= shoe - card;
    return ways;
  }
  function record(playerTotal: number, bankerTotal: number, ways: number) {
    const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    counts[winner] += ways;
  }
  function forEachValue(ways: number, visit: (value: number, ways: number) => void) {
    for (let value = 0; value < 10; value += 1) {
      const available = left[value] ?? 0;
      if (available === 0) continue;
      take(value);
      visit(value, ways * available);
      giveBack(value);
    }
  }

  forEachValue(1, (player1, ways1) =>
    forEachValue(ways1, (banker1, ways2) =>
      forEachValue(ways2, (player2, ways3) =>
        forEachValue(ways3, (banker2, ways4) => {
          const playerTotal = (player1 + player2) % 10;
          const bankerTotal = (banker1 + banker2) % 10;
          if (
            playerTotal >= 8 ||
            bankerTotal >= 8 ||
            (!playerDrawsThird(playerTotal) && !bankerDrawsThird(bankerTotal, null))
          ) {
            record(playerTotal, bankerTotal, ways4 * extend(4));
          } else if (!playerDrawsThird(playerTotal)) {
            forEachValue(ways4, (banker3, ways5) =>
              record(playerTotal, (bankerTotal + banker3) % 10, ways5 * extend(5)),
            );
          } else {
            forEachValue(ways4, (player3, ways5) => {
              const playerFinal = (playerTotal + player3) % 10;
              if (!bankerDrawsThird(bankerTotal, player3)) {
                record(playerFinal, bankerTotal, ways5 * extend(5));
                return;
              }
              forEachValue(ways5, (banker3, ways6) => record(playerFinal, (bankerTotal + banker3) % 10, ways6));
            });
          }
        }),
      ),
    ),
  );
  const total = counts.player + counts.banker + counts.tie;
  const probabilities = { player: counts.player / total, banker: counts.banker / total, tie: counts.tie / total };
  computedCoups.set(decks, probabilities);
  return probabilities;
}

/** The chance that two cards from a full shoe share a rank: the other card is one of the 4·decks − 1 left. */
export function samePairProbability(decks: number): number {
  return (4 * decks - 1) / (cardsPerDeck * decks - 1);
}

/** The expected return of a unit bet with these chances of winning, pushing and losing half. */
function expectedReturn(payout: SpotPayout, chances: { win: number; push?: number; halfLoss?: number }): number {
  const lose = 1 - chances.win - (chances.push ?? 0) - (chances.halfLoss ?? 0);
  return chances.win * (payout.numerator / payout.denominator) - lose - (chances.halfLoss ?? 0) / 2;
}

/**
 * Each spot's house edge, the share of every stake the house keeps in the long run (0.027 = 2.7%), computed
 * exactly from the rules rather than measured.
 */
export function theoreticalHouseEdges(kind: TableKind): Record<string, number> {
  const edges: Record<string, number> = {};
  for (const payout of spotPayouts(kind)) edges[payout.id] = -expectedReturn(payout, spotChances(kind, payout.id));
  return edges;
}

function spotChances(kind: TableKind, spot: string): { win: number; push?: number; halfLoss?: number } {
  switch (kind) {
    case 'roulette':
      return { win: rouletteSpotNumbers(spot).length / roulettePockets };
    case 'dragon-tiger': {
      const tie = samePairProbability(dragonTigerDecks);
      return spot === 'tie' ? { win: tie } : { win: (1 - tie) / 2, halfLoss: tie };
    }
    case 'baccarat': {
      const coup = baccaratProbabilities();
      if (spot === 'player') return { win: coup.player, push: coup.tie };
      if (spot === 'banker') return { win: coup.banker, push: coup.tie };
      if (spot === 'tie') return { win: coup.tie };
      return { win: samePairProbability(baccaratDecks) };
    }
  }
}
