import { cardAt } from '../tables/card-shoe.js';
import type { Card } from '../tables/table-types.js';
import { cardName, parseCards } from './hand-evaluator.js';

/**
 * A deck that deals chosen cards in the order of §3.4 (for tests): `holes` lists each dealt-in seat's two cards in
 * dealing order (from the small blind, or left of the button, clockwise); `board` the five board cards. Burns and
 * the rest are the remaining cards in their natural order.
 */
export function stackedDeck(holes: string[], board = ''): Card[] {
  const holeCards = holes.map(parseCards);
  const boardCards = parseCards(board);
  const chosen = new Set([...holeCards.flat(), ...boardCards].map(cardName));
  const spare = Array.from({ length: 52 }, (_, index) => cardAt(index)).filter((card) => !chosen.has(cardName(card)));
  const take = (): Card => {
    const card = spare.shift();
    if (card === undefined) throw new Error('deck too small');
    return card;
  };
  const deck: Card[] = [take()];
  for (let round = 0; round < 2; round += 1) for (const hole of holeCards) deck.push(hole[round] ?? take());
  deck.push(take());
  for (let index = 0; index < 3; index += 1) deck.push(boardCards[index] ?? take());
  deck.push(take(), boardCards[3] ?? take(), take(), boardCards[4] ?? take());
  while (spare.length > 0) deck.push(take());
  return deck;
}
