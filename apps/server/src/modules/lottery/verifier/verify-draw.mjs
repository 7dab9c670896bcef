#!/usr/bin/env node
// Croupier lottery draw verifier for proofs of specification croupier-fairness-v1 (docs/fairness-v1.md).
// Needs only Node.js 18 or later; no packages.
//
//   node verify-draw.mjs proof.json            a proof, or a JSON array of proofs
//   node verify-draw.mjs '{"gameCode": ...}'   the proof itself
//   node verify-draw.mjs - < proof.json        from standard input
//   --json           machine-readable output
//   --fetch-beacon   also fetch a drand round from https://api.drand.sh and compare its value with the proof's
//
// A proof is what the site's /fairness page offers for download once the draw has settled (the `value` of
// GET /lgw/draw/proof/<gameCode>/<numero> is the same). The verifier checks, from the proof alone:
//   1. the seed is in the committed chain: SHA-256 of its 32 raw bytes, drawIndex times, gives terminalHash;
//   2. the beacon round is the one the published rule picks for the close time: the first drand quicknet round
//      (genesis 1692803367, a round every 3 s) whose time is at least 1 s after closeAt;
//   3. the result: bytes are the continuous stream HMAC-SHA256(key = seed bytes,
//      message = "<gameCode>:<numero>:<beacon>:<k>") for k = 0, 1, 2, ...; an integer in [0, n) reads the fewest
//      big-endian bytes covering n and rejects values at or above the largest multiple of n; each shape maps the
//      integers as the specification says (digits one at a time, Vietnamese numbers digit by digit, balls by a
//      partial Fisher-Yates shuffle); the result written the site's way must equal winNumbers.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const specVersion = 'croupier-fairness-v1';
const beaconRule = {
  drandChainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  genesisSeconds: 1692803367,
  periodSeconds: 3,
  closeMarginSeconds: 1,
};
const hexPattern = /^[0-9a-f]{64}$/;

function hashSeed(seed) {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

function seedIsInChain(seed, drawIndex, terminalHash) {
  if (!hexPattern.test(seed) || !hexPattern.test(terminalHash) || !Number.isSafeInteger(drawIndex) || drawIndex < 1) {
    return false;
  }
  let current = seed;
  for (let step = 0; step < drawIndex; step += 1) current = hashSeed(current);
  return current === terminalHash;
}

/** The round the rule picks for a close time, in whole milliseconds as the specification states it. */
export function beaconRoundFor(closeAt) {
  const closeAtMs = Date.parse(closeAt);
  if (!Number.isFinite(closeAtMs)) return null;
  const elapsed = closeAtMs + 1000 * beaconRule.closeMarginSeconds - 1000 * beaconRule.genesisSeconds;
  return Math.max(1, Math.ceil(elapsed / (1000 * beaconRule.periodSeconds)) + 1);
}

/** The round a beaconSource names: `drand:<chain hash>:<round>` or `local-stand-in:<round>`. */
function roundOfSource(source) {
  const drand = /^drand:([0-9a-f]{64}):(\d+)$/.exec(source ?? '');
  if (drand) return drand[1] === beaconRule.drandChainHash ? Number(drand[2]) : null;
  const standIn = /^local-stand-in:(\d+)$/.exec(source ?? '');
  return standIn ? Number(standIn[1]) : null;
}

function byteStream(seed, gameCode, numero, beacon) {
  if (!hexPattern.test(seed)) throw new Error('the seed must be 64 lower-case hex characters');
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

/** Checks one proof; nothing but the proof is read. */
export function verifyProof(proof) {
  const derived = deriveWinNumbers(proof);
  const expectedRound = beaconRoundFor(proof.closeAt);
  return {
    gameCode: proof.gameCode,
    numero: proof.numero,
    specValid: proof.specVersion === specVersion,
    chainValid: seedIsInChain(proof.seed, proof.drawIndex, proof.terminalHash),
    beaconRoundValid: expectedRound !== null && roundOfSource(proof.beaconSource) === expectedRound,
    beaconRound: expectedRound,
    beaconKind: proof.beaconKind ?? null,
    resultValid: derived === proof.winNumbers,
    derived,
    published: proof.winNumbers,
  };
}

/** Fetches the drand round the proof names and compares its randomness with the proof's beacon. */
async function checkDrandBeacon(proof, report) {
  if (report.beaconKind !== 'drand' || report.beaconRound === null) return null;
  const url = `https://api.drand.sh/${beaconRule.drandChainHash}/public/${report.beaconRound}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`drand answered ${response.status} for ${url}`);
  const body = await response.json();
  return body.randomness === proof.beacon;
}

function readInput(argument) {
  if (argument === undefined) {
    console.error('usage: node verify-draw.mjs <proof.json | JSON text | -> [--json] [--fetch-beacon]');
    process.exit(2);
  }
  if (argument === '-') return readFileSync(0, 'utf8');
  if (argument.trimStart().startsWith('{') || argument.trimStart().startsWith('[')) return argument;
  return readFileSync(argument, 'utf8');
}

const passed = (report) =>
  report.specValid &&
  report.chainValid &&
  report.beaconRoundValid &&
  report.resultValid &&
  report.beaconValid !== false;

function describe(report) {
  const lines = [
    report.specValid ? `specification ${specVersion}` : `NOT A ${specVersion} PROOF`,
    report.chainValid ? 'seed is in the committed chain' : 'SEED DOES NOT MATCH THE TERMINAL HASH',
    report.beaconRoundValid
      ? `beacon round ${report.beaconRound} is the one the close time picks`
      : `BEACON ROUND IS NOT ${report.beaconRound ?? '(no valid close time)'}, THE ONE THE CLOSE TIME PICKS`,
    report.resultValid
      ? `result ${report.derived} matches`
      : `RESULT MISMATCH: derived ${report.derived}, published ${report.published}`,
  ];
  if (report.beaconValid === true) lines.push('the beacon value is drand’s');
  if (report.beaconValid === false) lines.push('THE BEACON VALUE IS NOT DRAND’S');
  if (report.beaconKind === 'local-stand-in') {
    lines.push('the beacon is the demo’s local stand-in, made by the site itself: it proves no outside randomness');
  }
  return `${report.gameCode} ${report.numero}: ${lines.join('; ')}`;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isMain) {
  const json = process.argv.includes('--json');
  const fetchBeacon = process.argv.includes('--fetch-beacon');
  const argument = process.argv.slice(2).find((value) => !value.startsWith('--'));
  const parsed = JSON.parse(readInput(argument));
  const proofs = (Array.isArray(parsed) ? parsed : [parsed]).map((proof) => proof.value ?? proof);
  const reports = [];
  for (const proof of proofs) {
    const report = verifyProof(proof);
    if (fetchBeacon) report.beaconValid = await checkDrandBeacon(proof, report);
    reports.push(report);
  }
  if (json) process.stdout.write(`${JSON.stringify(reports)}\n`);
  else for (const report of reports) process.stdout.write(`${describe(report)}\n`);
  process.exit(reports.every(passed) ? 0 : 1);
}
