import type { Card } from '../tables/table-types.js';

/**
 * Pok Deng hands under the reference's rule set PD1 (house-games §2.2): card points, the seven hand classes, deng
 * (the multiplier that is also the last tie-break), and the settlement of one player against the banker. Aces are
 * high only in straights (Q-K-A counts, A-2-3 does not); a 2-card pair or suited pair of cards is 2 deng.
 */

export const handClasses = ['normal', 'sam-lueang', 'straight', 'straight-flush', 'tong', 'pok8', 'pok9'] as const;
export type HandClass = (typeof handClasses)[number];

export type PokDengHand = {
  cards: number;
  handClass: HandClass;
  /** Taem: the sum of card points, mod 10. */
  points: number;
  deng: 1 | 2 | 3 | 5;
};

/** A = 1, 2–9 their face, 10 and the faces 0. */
export function cardPoints(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function pointsOf(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;
}

/** Three consecutive ranks, the ace high only (Q-K-A yes; A-2-3 and K-A-2 no). */
function isStraight(cards: readonly Card[]): boolean {
  const ranks = cards.map((card) => (card.rank === 1 ? 14 : card.rank)).sort((left, right) => left - right);
  return ranks[1] === (ranks[0] as number) + 1 && ranks[2] === (ranks[0] as number) + 2;
}

export function evaluateHand(cards: readonly Card[]): PokDengHand {
  if (cards.length !== 2 && cards.length !== 3) throw new RangeError('a Pok Deng hand has 2 or 3 cards');
  const points = pointsOf(cards);
  const [first, second, third] = cards as [Card, Card, Card?];
  if (third === undefined) {
    const deng = first.suit === second.suit || first.rank === second.rank ? 2 : 1;
    const handClass: HandClass = points === 9 ? 'pok9' : points === 8 ? 'pok8' : 'normal';
    return { cards: 2, handClass, points, deng };
  }
  const sameSuit = first.suit === second.suit && second.suit === third.suit;
  if (first.rank === second.rank && second.rank === third.rank) return { cards: 3, handClass: 'tong', points, deng: 5 };
  if (isStraight(cards))
    return sameSuit
      ? { cards: 3, handClass: 'straight-flush', points, deng: 5 }
      : { cards: 3, handClass: 'straight', points, deng: 3 };
  if (cards.every((card) => card.rank >= 11)) return { cards: 3, handClass: 'sam-lueang', points, deng: 3 };
  return { cards: 3, handClass: 'normal', points, deng: sameSuit ? 3 : 1 };
}

export const isPok = (hand: PokDengHand): boolean => hand.handClass === 'pok8' || hand.handClass === 'pok9';

/**
 * The player's result against the banker in stakes (PD1): the higher class wins, then the higher points, and the
 * winner takes its own deng in stakes; same class and points, the side with more deng takes the difference; else a
 * push. Zero-sum: the banker's result is the negative. Always one of 0, ±1, ±2, ±3, ±5.
 */
export function compareHands(player: PokDengHand, banker: PokDengHand): number {
  const classDifference = handClasses.indexOf(player.handClass) - handClasses.indexOf(banker.handClass);
  if (classDifference > 0) return player.deng;
  if (classDifference < 0) return -banker.deng;
  if (player.points > banker.points) return player.deng;
  if (player.points < banker.points) return -banker.deng;
  return player.deng - banker.deng;
}

/** Commission on a winning side, in basis points of its gross win, rounded down to the minor unit (§2.7). */
export function commissionOf(grossWinMinor: number, rateBasisPoints: number): number {
  return Math.floor((grossWinMinor * rateBasisPoints) / 10_000);
}

/**
 * One player's settlement with the banker, in minor units: what changes hands and what the house keeps. The loser
 * pays the gross; the winner receives it less the commission.
 */
export function settlePair(
  player: PokDengHand,
  banker: PokDengHand,
  stakeMinor: number,
  rateBasisPoints: number,
  houseBanks: boolean,
) {
  const multiple = compareHands(player, banker);
  const grossMinor = Math.abs(multiple) * stakeMinor;
  // A house banker's win is the house's own: no commission on it.
  const commissionMinor = multiple > 0 || !houseBanks ? commissionOf(grossMinor, rateBasisPoints) : 0;
  const playerNetMinor = multiple > 0 ? grossMinor - commissionMinor : -grossMinor;
  const bankerNetMinor = multiple < 0 ? grossMinor - commissionMinor : -grossMinor;
  return {
    multiple,
    grossMinor,
    commissionMinor: multiple === 0 ? 0 : commissionMinor,
    playerNetMinor: multiple === 0 ? 0 : playerNetMinor,
    bankerNetMinor: multiple === 0 ? 0 : bankerNetMinor,
  };
}
