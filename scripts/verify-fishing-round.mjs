#!/usr/bin/env node
/**
 * Independent check of a closed house vendor fishing round (decision 0050; reference house-games §4.4), with
 * nothing but Node's own crypto and the card verifier's HMAC stream. Give it the round's history line (the JSON the
 * vendor keeps per round: `roundId`, `vendorGameId`, `stakeMinor`, `winMinor` and `draws` with the shots, the
 * revealed server seed and the player's seed), as a file path or on stdin; `--commitment <sha256>` adds the hash
 * shown when the magazine was bought (or put `commitment` in the JSON). It checks that:
 *   1. SHA-256(serverSeed) is that commitment;
 *   2. every wagered shot's chance is the game's stated RTP divided by the shot's expected award E[W], exactly;
 *   3. every shot's draw is the first `nextInt(denominator)` of its own stream, and the shot is a capture exactly
 *      when draw < numerator;
 *   4. a captured boss's multiplier is the next draw of the same stream on the published wheel, and any other
 *      capture pays E[W] (its own multiplier, plus the fish a bomb, chain or drill took along);
 *   5. the round's stake is its wagered shots at one bullet value, and its win the sum of the captures.
 * A refunded shot (it hit nothing, or a fish already caught) is no wager: it has no draw.
 *
 * The stream of a shot: words = HMAC-SHA256(key = "<serverSeed>:<clientSeed>:<roundId>:<shot index>", message =
 * "0", "1", ...), each digest read as eight little-endian 32-bit words; a uniform integer below n rejects words
 * >= 2^32 - (2^32 mod n) and takes word mod n. The RTPs and boss wheels below are those the games' rules publish.
 * Not checked here: which fish a bomb, chain or drill took along (that needs the field's geometry and the room's
 * schedule); the chance is checked against the E[W] the round states.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { seededIntegers } from './verify-card-shuffle.mjs';

/** What each game's rules publish: its RTP in basis points and its boss's wheel. */
export const publishedGames = {
  'coral-reef': {
    rtpBasisPoints: 9600,
    boss: 'kraken',
    wheel: [
      [300, 30],
      [400, 25],
      [500, 20],
      [600, 12],
      [800, 8],
      [1000, 5],
    ],
  },
  'river-dragon': {
    rtpBasisPoints: 9700,
    boss: 'river-dragon',
    wheel: [
      [250, 40],
      [400, 30],
      [600, 18],
      [888, 10],
      [1200, 2],
    ],
  },
};

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** A shot's stream of uniform integers (the same HMAC stream as the card verifier's deck). */
export function shotStream(serverSeed, clientSeed, roundId, index) {
  return seededIntegers(`${serverSeed}:${clientSeed}:${roundId}:${index}`);
}

/** "12/5" or "476" as [numerator, denominator] BigInts; null when it is neither. */
function fraction(text) {
  const match = /^(\d+)(?:\/(\d+))?$/.exec(String(text ?? ''));
  if (!match) return null;
  const denominator = BigInt(match[2] ?? '1');
  return denominator === 0n ? null : [BigInt(match[1]), denominator];
}

/** The problems found in a closed round; none means the round checks out. */
export function verifyRound(entry, options = {}) {
  const problems = [];
  const draws = entry?.draws ?? {};
  const { serverSeed, clientSeed } = draws;
  const roundId = entry?.roundId;
  const gameId = String(entry?.vendorGameId ?? '').replace(/^fish:/, '');
  const game = publishedGames[gameId];
  if (!game) return [`unknown fishing game ${String(entry?.vendorGameId)}`];
  if (typeof serverSeed !== 'string') return ['the server seed is not revealed yet'];
  if (typeof clientSeed !== 'string' || typeof roundId !== 'string') return ['the round has no client seed or id'];
  const commitment = options.commitment ?? entry.commitment ?? draws.commitment;
  if (commitment === undefined) problems.push('no commitment given: the seed was not checked against it');
  else if (sha256(serverSeed) !== commitment) problems.push('the server seed does not match the commitment');
  const shots = Array.isArray(draws.shots) ? draws.shots : [];
  const indexes = new Set();
  const bulletValues = new Set();
  let wagered = 0;
  let winMinor = 0;
  for (const shot of shots) {
    const what = `shot ${shot.index}`;
    if (indexes.has(shot.index)) problems.push(`${what} appears twice`);
    indexes.add(shot.index);
    winMinor += shot.winMinor;
    if (shot.outcome === 'refund') {
      if (shot.draw !== null || shot.winMinor !== 0) problems.push(`${what}: a refund has no draw and no win`);
      continue;
    }
    wagered += 1;
    const { numerator, denominator } = shot.chance ?? {};
    const award = fraction(shot.expectedAward);
    if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator < 1 || !award) {
      problems.push(`${what}: no chance or expected award stated`);
      continue;
    }
    // p = RTP / E[W]: numerator / denominator = (rtp / 10000) / (a / b), compared without rounding.
    const [awardNumerator, awardDenominator] = award;
    if (
      BigInt(numerator) * 10_000n * awardNumerator !==
      BigInt(denominator) * BigInt(game.rtpBasisPoints) * awardDenominator
    )
      problems.push(`${what}: chance ${numerator}/${denominator} is not the stated RTP over E[W] = ${award.join('/')}`);
    const stream = shotStream(serverSeed, clientSeed, roundId, shot.index);
    const draw = stream.nextInt(denominator);
    if (draw !== shot.draw) problems.push(`${what}: the draw is ${draw}, the round says ${shot.draw}`);
    const captured = draw < numerator;
    if (captured !== (shot.outcome === 'capture'))
      problems.push(`${what}: draw ${draw} against ${numerator}/${denominator} is a ${captured ? 'capture' : 'miss'}`);
    if (!captured || shot.outcome !== 'capture') continue;
    let multiplier;
    if (shot.speciesId === game.boss) {
      let pick = stream.nextInt(game.wheel.reduce((total, [, weight]) => total + weight, 0));
      for (const [slice, weight] of game.wheel) {
        if (pick < weight) {
          multiplier = slice;
          break;
        }
        pick -= weight;
      }
    } else multiplier = awardDenominator === 1n ? Number(awardNumerator) : NaN;
    if (multiplier !== shot.multiplier)
      problems.push(`${what}: pays ${shot.multiplier}x, the draws give ${multiplier}x`);
    else if (shot.winMinor % multiplier !== 0) problems.push(`${what}: its win is not a whole number of bullets`);
    else bulletValues.add(shot.winMinor / multiplier);
  }
  if (typeof entry.winMinor === 'number' && entry.winMinor !== winMinor)
    problems.push(`the round's win ${entry.winMinor} is not the sum of its captures ${winMinor}`);
  if (typeof entry.stakeMinor === 'number') {
    if (wagered === 0 ? entry.stakeMinor !== 0 : entry.stakeMinor % wagered !== 0)
      problems.push(`the round's stake ${entry.stakeMinor} is not ${wagered} wagered bullets of one value`);
    else if (wagered > 0) bulletValues.add(entry.stakeMinor / wagered);
  }
  if (bulletValues.size > 1) problems.push('the captures and the stake do not share one bullet value');
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argumentsGiven = process.argv.slice(2);
  const at = argumentsGiven.indexOf('--commitment');
  const commitment = at >= 0 ? argumentsGiven.splice(at, 2)[1] : undefined;
  const source = argumentsGiven[0] ? readFileSync(argumentsGiven[0], 'utf8') : readFileSync(0, 'utf8');
  const problems = verifyRound(JSON.parse(source), commitment ? { commitment } : {});
  if (problems.length === 0) {
    console.log('OK: the seed matches the commitment and every shot, draw and payout replays from the seeds.');
  } else {
    for (const problem of problems) console.log(`FAIL: ${problem}`);
    process.exitCode = 1;
  }
}
