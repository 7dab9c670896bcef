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
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const suits = ['s', 'h', 'd', 'c'];
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

function seededWords(key) {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', key).update(String(counter)).digest();
      counter += 1;
      offset = 0;
    }
    const word = block.readUInt32LE(offset);
    offset += 4;
    return word;
  };
}

export function deckOf(serverSeed, clientSeed, hand) {
  const nextWord = seededWords(`${serverSeed}:${clientSeed}:${hand}`);
  const nextInt = (bound) => {
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % bound;
    }
  };
  const positions = Array.from({ length: 52 }, (_, index) => index);
  for (let index = 51; index > 0; index -= 1) {
    const pick = nextInt(index + 1);
    [positions[index], positions[pick]] = [positions[pick], positions[index]];
  }
  return positions.map((position) => `${ranks[position % 13]}${suits[Math.floor(position / 13)]}`);
}

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
