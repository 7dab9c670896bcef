import { createHash } from 'node:crypto';
import { commitmentOf, shuffledDeck, shuffleVersion } from '../fairness/committed-deck.js';
import type { DealtDeck } from './table-rules.js';

/** The hand's client seed: SHA-256 of the dealt-in players' own seeds in seat order (reference §4.2). */
export function clientDigestOf(seeds: readonly string[]): string {
  return createHash('sha256').update(seeds.join(':')).digest('hex');
}

/** A committed deck: the server seed is fresh per hand, so its hash (shown first) fixes the deck before play. */
export function dealDeck(serverSeed: string, clientSeeds: readonly string[], handNumber: number): DealtDeck {
  const clientSeed = clientDigestOf(clientSeeds);
  return {
    handNumber,
    serverSeed,
    commitment: commitmentOf(serverSeed),
    clientSeed,
    clientSeeds: [...clientSeeds],
    version: shuffleVersion,
    deck: shuffledDeck(serverSeed, clientSeed, handNumber),
  };
}

/** A client seed the player may set: printable, short, so it cannot smuggle anything into the digest's text. */
export function isClientSeed(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value);
}
