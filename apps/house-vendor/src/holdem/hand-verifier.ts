import { commitmentOf, shuffledDeck, shuffleVersion } from '../fairness/committed-deck.js';
import { cardName } from './hand-evaluator.js';
import type { HandHistory } from './hand-history.js';

/**
 * Checks a finished hand against its revealed seed (§4.3 step 5): the seed matches the commitment published before
 * the hand, and every card dealt (hole, board) is the card at its recorded position of the deck the seed gives.
 * Works on the audit copy or on a player's copy (hidden cards are skipped).
 */
export function verifyHistory(history: HandHistory): { ok: boolean; problems: string[] } {
  const problems: string[] = [];
  const { serverSeed, commitment, clientSeed, nonce, algorithm } = history.fairness;
  if (serverSeed === null) return { ok: false, problems: ['seed not revealed yet'] };
  if (algorithm !== shuffleVersion) problems.push(`unknown algorithm ${algorithm}`);
  if (commitmentOf(serverSeed) !== commitment) problems.push('the seed does not match the commitment');
  const deck = shuffledDeck(serverSeed, clientSeed, nonce).map(cardName);
  const check = (cards: string[] | null, indexes: number[] | null, what: string) => {
    if (cards === null || indexes === null) return;
    cards.forEach((card, position) => {
      if (deck[indexes[position] ?? -1] !== card)
        problems.push(`${what}: ${card} is not at deck index ${indexes[position]}`);
    });
  };
  for (const player of history.players) check(player.hole, player.holeDeckIndexes, `seat ${player.seat}`);
  for (const street of history.board) check(street.cards, street.deckIndexes, street.street);
  return { ok: problems.length === 0, problems };
}
