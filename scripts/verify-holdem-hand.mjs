#!/usr/bin/env node
/**
 * Independent check of a Texas Hold'em hand from the house vendor (reference house-games §4.3 step 5), with nothing
 * but Node's own crypto: give it the hand history JSON a player downloads (file path or stdin). It checks that the
 * revealed server seed hashes to the commitment shown before the hand, rebuilds the deck with the published
 * algorithm `croupier-deck-v1`, and checks every card the history shows against its recorded deck position.
 *
 * croupier-deck-v1: words = HMAC-SHA256(key = "<serverSeed>:<clientSeed>:<hand>", message = "0", "1", ...), each
 * digest read as eight little-endian 32-bit words; a uniform integer below n rejects words >= 2^32 - (2^32 mod n) and
 * takes word mod n; the deck starts as spades A..K, hearts, diamonds, clubs and is shuffled by Fisher–Yates from the
 * last position down (position i swaps with a uniform pick in 0..i).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
// The published deck (croupier-deck-v1), rebuilt by the card-shuffle verifier with nothing but Node's crypto.
import { deckOf } from './verify-card-shuffle.mjs';

export function verify(history) {
  const problems = [];
  const { algorithm, commitment, clientSeed, nonce, serverSeed } = history.fairness ?? {};
  if (algorithm !== 'croupier-deck-v1') problems.push(`unknown algorithm ${algorithm}`);
  if (typeof serverSeed !== 'string') return ['the seed is not revealed yet'];
  if (createHash('sha256').update(serverSeed).digest('hex') !== commitment)
    problems.push('seed does not match commitment');
  const deck = deckOf(serverSeed, clientSeed, nonce);
  const check = (cards, indexes, what) => {
    if (!Array.isArray(cards) || !Array.isArray(indexes)) return;
    cards.forEach((card, position) => {
      if (deck[indexes[position]] !== card)
        problems.push(`${what}: ${card} is not at deck position ${indexes[position]}`);
    });
  };
  for (const player of history.players ?? []) check(player.hole, player.holeDeckIndexes, `seat ${player.seat}`);
  for (const street of history.board ?? []) check(street.cards, street.deckIndexes, street.street);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = process.argv[2] ? readFileSync(process.argv[2], 'utf8') : readFileSync(0, 'utf8');
  const problems = verify(JSON.parse(source));
  if (problems.length === 0) {
    console.log('OK: the seed matches the commitment and every card shown is where the deck puts it.');
  } else {
    for (const problem of problems) console.log(`FAIL: ${problem}`);
    process.exitCode = 1;
  }
}
