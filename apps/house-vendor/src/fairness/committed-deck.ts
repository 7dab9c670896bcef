import { createHash } from 'node:crypto';
import { cardAt, cardsPerDeck } from '../tables/card-shoe.js';
import type { Card } from '../tables/table-types.js';
import { createSeededRandom } from '../random/random-source.js';

/**
 * Provably fair dealing for the card tables (reference house-games §4.3). Before a hand the table publishes
 * `commitment = SHA-256(serverSeed)`; the deck is a Fisher–Yates shuffle of the unshuffled deck (`cardAt` order)
 * driven by `createSeededRandom("<serverSeed>:<clientSeed>:<handNumber>")`; after the hand the server seed is
 * revealed, and anyone can recompute the commitment and the deck. The version names this exact definition, so a
 * later change of shuffle gets a new version instead of silently changing what old proofs mean.
 */
export const shuffleVersion = 'croupier-deck-v1';

export type DeckCommitment = { version: typeof shuffleVersion; commitment: string };

export function commitmentOf(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function shuffledDeck(serverSeed: string, clientSeed: string, handNumber: number): Card[] {
  const random = createSeededRandom(`${serverSeed}:${clientSeed}:${handNumber}`);
  const positions = Array.from({ length: cardsPerDeck }, (_, index) => index);
  for (let index = positions.length - 1; index > 0; index -= 1) {
    const pick = random.nextInt(index + 1);
    [positions[index], positions[pick]] = [positions[pick] as number, positions[index] as number];
  }
  return positions.map(cardAt);
}
