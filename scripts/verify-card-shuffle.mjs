#!/usr/bin/env node
/**
 * Independent check of a house vendor card-table hand (Pok Deng; reference house-games §4.3), with nothing but
 * Node's own crypto. Give it the hand record JSON a player copies from the table's hand history (file path or
 * stdin). It checks that:
 *   1. SHA-256(serverSeed) is the commitment the table showed before the hand was dealt;
 *   2. the client seed is SHA-256 of the dealt-in players' own seeds joined by ':' (a player finds his own there);
 *   3. every card the record shows lies at its recorded position of the deck rebuilt with `croupier-deck-v1`.
 * With `--deck <serverSeed> <clientSeed> <handNumber>` it prints the whole deck instead.
 *
 * croupier-deck-v1: words = HMAC-SHA256(key = "<serverSeed>:<clientSeed>:<handNumber>", message = "0", "1", ...),
 * each digest read as eight little-endian 32-bit words; a uniform integer below n rejects words >= 2^32 - (2^32 mod n)
 * and takes word mod n; the deck starts as spades A..K, hearts, diamonds, clubs and is shuffled by Fisher–Yates from
 * the last position down (position i swaps with a uniform pick in 0..i). Card names: rank A 2-9 T J Q K, suit s h d c.
 */
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const suits = ['s', 'h', 'd', 'c'];
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The uniform integers of one HMAC stream (croupier-deck-v1's, and a fishing shot's): `nextInt(n)` in [0, n). */
export function seededIntegers(key) {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextWord = () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', key).update(String(counter)).digest();
      counter += 1;
      offset = 0;
    }
    const word = block.readUInt32LE(offset);
    offset += 4;
    return word;
  };
  return {
    nextInt(bound) {
      const limit = 2 ** 32 - (2 ** 32 % bound);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % bound;
      }
    },
  };
}

export function deckOf(serverSeed, clientSeed, handNumber) {
  const { nextInt } = seededIntegers(`${serverSeed}:${clientSeed}:${handNumber}`);
  const positions = Array.from({ length: 52 }, (_, index) => index);
  for (let index = 51; index > 0; index -= 1) {
    const pick = nextInt(index + 1);
    [positions[index], positions[pick]] = [positions[pick], positions[index]];
  }
  return positions.map((position) => `${ranks[position % 13]}${suits[Math.floor(position / 13)]}`);
}

/** The problems found in a hand record; none means the hand checks out. */
export function verify(record) {
  const problems = [];
  const fairness = record?.fairness ?? {};
  const { version, commitment, serverSeed, clientSeed, clientSeeds, handNumber } = fairness;
  if (version !== 'croupier-deck-v1') problems.push(`unknown shuffle version ${String(version)}`);
  if (typeof serverSeed !== 'string') return ['the server seed is not revealed yet'];
  if (sha256(serverSeed) !== commitment) problems.push('the server seed does not match the commitment');
  if (Array.isArray(clientSeeds) && sha256(clientSeeds.join(':')) !== clientSeed)
    problems.push("the client seed is not the digest of the players' seeds");
  const deck = deckOf(serverSeed, clientSeed, handNumber);
  const seen = new Set();
  const check = (hand, what) => {
    if (!hand || !Array.isArray(hand.cards) || !Array.isArray(hand.positions)) return;
    hand.cards.forEach((card, index) => {
      const position = hand.positions[index];
      if (seen.has(position)) problems.push(`${what}: deck position ${position} dealt twice`);
      seen.add(position);
      if (deck[position] !== card) problems.push(`${what}: ${card} is not at deck position ${position}`);
    });
  };
  for (const player of record.players ?? []) check(player, `seat ${player.seat}`);
  if (record.banker)
    check(record.banker, record.banker.house ? 'the house banker' : `banker seat ${record.banker.seat}`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--deck') {
    const [serverSeed, clientSeed, handNumber] = process.argv.slice(3);
    console.log(deckOf(serverSeed, clientSeed, Number(handNumber)).join(' '));
  } else {
    const source = process.argv[2] ? readFileSync(process.argv[2], 'utf8') : readFileSync(0, 'utf8');
    const problems = verify(JSON.parse(source));
    if (problems.length === 0) {
      console.log('OK: the seed matches the commitment and every card shown is where the deck puts it.');
    } else {
      for (const problem of problems) console.log(`FAIL: ${problem}`);
      process.exitCode = 1;
    }
  }
}
