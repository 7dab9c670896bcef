import type { Card } from '../tables/table-types.js';

/**
 * Texas Hold'em hand strength (reference house-games §3.9): the best five of five to seven cards. Suits never
 * break ties; the ace plays high, or low only in the wheel A-2-3-4-5 (the lowest straight, its high card is 5).
 *
 * A strength is one integer, higher is better: the category times 2^20, plus up to five ranks of 4 bits each in
 * the order they are compared (for two pair: high pair, low pair, kicker). Equal integers are exact ties, so a
 * showdown is a plain comparison and a split is "same number".
 */
export const handCategories = [
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
] as const;
export type HandCategory = (typeof handCategories)[number];

export type HandStrength = {
  score: number;
  category: HandCategory;
  /** The five cards that make the hand, in the order they are compared. */
  bestFive: Card[];
};

const categoryShift = 2 ** 20;

/** Ace high: 2..14. */
function highRank(card: Card): number {
  return card.rank === 1 ? 14 : card.rank;
}

function pack(category: number, ranks: number[]): number {
  let kickers = 0;
  for (let index = 0; index < 5; index += 1) kickers = kickers * 16 + (ranks[index] ?? 0);
  return category * categoryShift + kickers;
}

/** The high card of the best straight in a set of ranks (bit r = rank r present, ace also as bit 1), or 0. */
function straightHigh(rankBits: number): number {
  const bits = rankBits & (1 << 14) ? rankBits | 2 : rankBits;
  for (let high = 14; high >= 5; high -= 1) {
    const run = 0b11111 << (high - 4);
    if ((bits & run) === run) return high;
  }
  return 0;
}

function straightRanks(high: number): number[] {
  return [high, high - 1, high - 2, high - 3, high === 5 ? 14 : high - 4];
}

/** Picks one card of each rank in order from `cards` (used once each). */
function pickCards(cards: Card[], ranks: number[]): Card[] {
  const left = [...cards];
  return ranks.map((rank) => {
    const index = left.findIndex((card) => highRank(card) === rank);
    const [card] = left.splice(index, 1);
    if (card === undefined) throw new Error(`no card of rank ${rank}`);
    return card;
  });
}

export function evaluateHand(cards: Card[]): HandStrength {
  if (cards.length < 5 || cards.length > 7) throw new RangeError(`a hand has 5 to 7 cards, not ${cards.length}`);
  const seen = new Set(cards.map((card) => `${card.rank}:${card.suit}`));
  if (seen.size !== cards.length) throw new RangeError('a hand cannot hold the same card twice');

  const counts = new Array<number>(15).fill(0);
  const bySuit = new Map<string, Card[]>();
  let rankBits = 0;
  for (const card of cards) {
    const rank = highRank(card);
    counts[rank] = (counts[rank] ?? 0) + 1;
    rankBits |= 1 << rank;
    const suited = bySuit.get(card.suit) ?? [];
    suited.push(card);
    bySuit.set(card.suit, suited);
  }

  const make = (category: number, ranks: number[], from: Card[] = cards): HandStrength => ({
    score: pack(category, ranks),
    category: handCategories[category] as HandCategory,
    bestFive: pickCards(from, ranks),
  });

  const flushCards = [...bySuit.values()].find((suited) => suited.length >= 5);
  if (flushCards !== undefined) {
    let flushBits = 0;
    for (const card of flushCards) flushBits |= 1 << highRank(card);
    const high = straightHigh(flushBits);
    if (high > 0) return make(8, straightRanks(high), flushCards);
  }

  // Ranks grouped by how many of each the hand holds, highest rank first within a group.
  const quads: number[] = [];
  const trips: number[] = [];
  const pairs: number[] = [];
  const singles: number[] = [];
  for (let rank = 14; rank >= 2; rank -= 1) {
    const count = counts[rank] ?? 0;
    if (count === 4) quads.push(rank);
    else if (count === 3) trips.push(rank);
    else if (count === 2) pairs.push(rank);
    else if (count === 1) singles.push(rank);
  }
  const highestOther = (exclude: number[]): number => {
    for (let rank = 14; rank >= 2; rank -= 1) if ((counts[rank] ?? 0) > 0 && !exclude.includes(rank)) return rank;
    return 0;
  };

  const quad = quads[0];
  if (quad !== undefined) return make(7, [quad, quad, quad, quad, highestOther([quad])]);
  const trip = trips[0];
  if (trip !== undefined) {
    // A second set of trips plays as the pair of a full house.
    const pairRank = Math.max(trips[1] ?? 0, pairs[0] ?? 0);
    if (pairRank > 0) return make(6, [trip, trip, trip, pairRank, pairRank]);
  }
  if (flushCards !== undefined) {
    const ranks = flushCards
      .map(highRank)
      .sort((left, right) => right - left)
      .slice(0, 5);
    return make(5, ranks, flushCards);
  }
  const straight = straightHigh(rankBits);
  if (straight > 0) return make(4, straightRanks(straight));
  if (trip !== undefined) {
    const kickers = singles.slice(0, 2);
    return make(3, [trip, trip, trip, ...kickers]);
  }
  const [highPair, lowPair] = pairs;
  if (highPair !== undefined && lowPair !== undefined) {
    return make(2, [highPair, highPair, lowPair, lowPair, highestOther([highPair, lowPair])]);
  }
  if (highPair !== undefined) return make(1, [highPair, highPair, ...singles.slice(0, 3)]);
  return make(0, singles.slice(0, 5));
}

const suitLetters: Record<Card['suit'], string> = { spades: 's', hearts: 'h', diamonds: 'd', clubs: 'c' };
const rankLetters = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/** The usual short name of a card, as hand histories write it: `Ah`, `Td`, `2c`. */
export function cardName(card: Card): string {
  return `${rankLetters[card.rank] ?? '?'}${suitLetters[card.suit]}`;
}

/** The inverse of cardName, for tests and for reading hand histories. */
export function parseCard(name: string): Card {
  const rank = rankLetters.indexOf(name[0]?.toUpperCase() ?? '');
  const suit = (Object.keys(suitLetters) as Card['suit'][]).find((key) => suitLetters[key] === name[1]);
  if (rank < 1 || suit === undefined || name.length !== 2) throw new RangeError(`not a card: ${name}`);
  return { rank, suit };
}

export function parseCards(names: string): Card[] {
  return names
    .split(/\s+/)
    .filter((name) => name !== '')
    .map(parseCard);
}
