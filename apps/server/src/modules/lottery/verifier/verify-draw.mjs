#!/usr/bin/env node
// Croupier lottery draw verifier. Needs only Node.js 18 or later; no packages.
//
//   node verify-draw.mjs proof.json          a proof, or a JSON array of proofs
//   node verify-draw.mjs '{"gameCode": ...}' the proof itself
//   node verify-draw.mjs - < proof.json      from standard input
//   add --json for machine-readable output
//
// A proof is what the draw page offers for download once the draw has settled:
//   { gameCode, numero, drawIndex, seed, terminalHash, beacon, shape, winNumbers }
// The verifier checks that hashing the revealed seed drawIndex times (SHA-256 of its 32 bytes) gives the terminal
// hash published before the day's first draw, then derives the result again and compares it with winNumbers.
//
// Derivation: bytes are HMAC-SHA256(key = seed bytes, message = "<gameCode>:<numero>:<beacon>:<k>") for
// k = 0, 1, 2, ...; an integer in [0, n) reads the fewest big-endian bytes covering n and rejects values at or
// above the largest multiple of n. Shapes: digits and dice one at a time; balls without replacement by a partial
// Fisher-Yates shuffle of 1..max; lottery numbers digit by digit; 4D numbers as 4-digit values drawn again when
// already drawn.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const seedPattern = /^[0-9a-f]{64}$/;

function hashSeed(seed) {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

function seedIsInChain(seed, drawIndex, terminalHash) {
  if (!seedPattern.test(seed) || !seedPattern.test(terminalHash) || !Number.isSafeInteger(drawIndex) || drawIndex < 1) {
    return false;
  }
  let current = seed;
  for (let step = 0; step < drawIndex; step += 1) current = hashSeed(current);
  return current === terminalHash;
}

function byteStream(seed, gameCode, numero, beacon) {
  if (!seedPattern.test(seed)) throw new Error('the seed must be 64 lower-case hex characters');
  const key = Buffer.from(seed, 'hex');
  const prefix = `${gameCode}:${numero}:${beacon}:`;
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= block.length) {
      block = createHmac('sha256', key).update(`${prefix}${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const byte = block[offset];
    offset += 1;
    return byte;
  };
}

function uniformInteger(nextByte, bound) {
  if (bound === 1) return 0;
  let byteCount = 1;
  while (256 ** byteCount < bound) byteCount += 1;
  const range = 256 ** byteCount;
  const limit = range - (range % bound);
  for (;;) {
    let value = 0;
    for (let index = 0; index < byteCount; index += 1) value = value * 256 + nextByte();
    if (value < limit) return value % bound;
  }
}

function digitString(nextByte, length) {
  let text = '';
  for (let index = 0; index < length; index += 1) text += String(uniformInteger(nextByte, 10));
  return text;
}

const twoDigits = (value) => String(value).padStart(2, '0');

/** Derives the result and writes it the way the site publishes it (winNumbers). */
function deriveWinNumbers(proof) {
  const nextByte = byteStream(proof.seed, proof.gameCode, proof.numero, proof.beacon);
  const shape = proof.shape;
  const times = (count, draw) => Array.from({ length: count }, draw);
  switch (shape.kind) {
    case 'digits':
      return times(shape.count, () => uniformInteger(nextByte, 10)).join(',');
    case 'dice':
      return times(shape.count, () => uniformInteger(nextByte, 6) + 1).join(',');
    case 'sample': {
      const pool = times(shape.max, (_, index) => index + 1);
      for (let index = 0; index < shape.count; index += 1) {
        const other = index + uniformInteger(nextByte, shape.max - index);
        [pool[index], pool[other]] = [pool[other], pool[index]];
      }
      return pool.slice(0, shape.count).map(twoDigits).join(',');
    }
    case 'prize-tiers':
      return shape.tiers
        .map((tier) => `${tier.code}:${times(tier.count, () => digitString(nextByte, tier.digits)).join(',')}`)
        .join('|');
    case 'thai-government': {
      const first = digitString(nextByte, 6);
      const front = [digitString(nextByte, 3), digitString(nextByte, 3)];
      const back = [digitString(nextByte, 3), digitString(nextByte, 3)];
      return [first, front.join(','), back.join(','), digitString(nextByte, 2)].join('|');
    }
    case 'four-d': {
      const drawn = new Set();
      while (drawn.size < 23) drawn.add(String(uniformInteger(nextByte, 10000)).padStart(4, '0'));
      const numbers = [...drawn];
      return [...numbers.slice(0, 3), numbers.slice(3, 13).join(','), numbers.slice(13).join(',')].join('|');
    }
    default:
      throw new Error(`unknown shape ${JSON.stringify(shape)}`);
  }
}

export function verifyProof(proof) {
  const derived = deriveWinNumbers(proof);
  return {
    gameCode: proof.gameCode,
    numero: proof.numero,
    chainValid: seedIsInChain(proof.seed, proof.drawIndex, proof.terminalHash),
    resultValid: derived === proof.winNumbers,
    derived,
    published: proof.winNumbers,
  };
}

function readInput(argument) {
  if (argument === undefined) {
    console.error('usage: node verify-draw.mjs <proof.json | JSON text | -> [--json]');
    process.exit(2);
  }
  if (argument === '-') return readFileSync(0, 'utf8');
  if (argument.trimStart().startsWith('{') || argument.trimStart().startsWith('[')) return argument;
  return readFileSync(argument, 'utf8');
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isMain) {
  const json = process.argv.includes('--json');
  const argument = process.argv.slice(2).find((value) => value !== '--json');
  const parsed = JSON.parse(readInput(argument));
  const reports = (Array.isArray(parsed) ? parsed : [parsed]).map(verifyProof);
  if (json) {
    process.stdout.write(`${JSON.stringify(reports)}\n`);
  } else {
    for (const report of reports) {
      const chain = report.chainValid ? 'seed is in the committed chain' : 'SEED DOES NOT MATCH THE TERMINAL HASH';
      const result = report.resultValid
        ? `result ${report.derived} matches`
        : `RESULT MISMATCH: derived ${report.derived}, published ${report.published}`;
      process.stdout.write(`${report.gameCode} ${report.numero}: ${chain}; ${result}\n`);
    }
  }
  process.exit(reports.every((report) => report.chainValid && report.resultValid) ? 0 : 1);
}
