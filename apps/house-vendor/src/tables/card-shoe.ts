import type { RandomSource } from '../random/random-source.js';
import { cardSuits } from './table-types.js';
import type { Card } from './table-types.js';

export const cardsPerDeck = 52;

/** Draws cards one by one, uniformly from what is left of a full, freshly shuffled shoe. */
export type CardShoe = { deal(): Card };

/** The card at a position of an unshuffled shoe: decks of thirteen ranks per suit, one suit after another. */
export function cardAt(position: number): Card {
  const suit = cardSuits[Math.floor(position / 13) % cardSuits.length];
  if (suit === undefined) throw new RangeError(`no card at ${position}`);
  return { rank: (position % 13) + 1, suit };
}

/**
 * A fresh shoe of `decks` decks for one coup. It is a lazy Fisher–Yates shuffle: each deal picks uniformly
 * among the cards not dealt yet, which gives exactly the distribution of dealing from a fully shuffled shoe
 * while costing one random draw per card instead of one per card in the shoe.
 */
export function openShoe(random: RandomSource, decks: number): CardShoe {
  const size = decks * cardsPerDeck;
  // Positions moved by the shuffle so far; every other position still holds its own card.
  const moved = new Map<number, number>();
  let dealt = 0;
  return {
    deal() {
      if (dealt >= size) throw new RangeError('the shoe is empty');
      const pick = dealt + random.nextInt(size - dealt);
      const card = moved.get(pick) ?? pick;
      moved.set(pick, moved.get(dealt) ?? dealt);
      dealt += 1;
      return cardAt(card);
    },
  };
}

/** Baccarat's point value: aces one, tens and pictures nothing. */
export function baccaratValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function isSameRank(first: Card | undefined, second: Card | undefined): boolean {
  return first !== undefined && second !== undefined && first.rank === second.rank;
}
