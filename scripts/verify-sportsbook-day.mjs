#!/usr/bin/env node
/**
 * Independent check of one sportsbook day (decision 0059), with nothing but Node's own crypto. Give it the day
 * record the fairness page publishes (file path or stdin): the sport, the day, SHA-256 of the day seed committed
 * before the day's first event, each event's public parameters and, once the day has closed, the seed and the
 * results. It checks that SHA-256(seed) is the commitment, recomputes every event's result from the seed and prints
 * it, and names every result in the record that differs. `--json` prints the recomputed results as JSON instead.
 *
 * croupier-sportsbook-v1 stream: block n = HMAC-SHA256(key = seed, message = "<label>:<n>"), each block read as
 * eight little-endian 32-bit words; uniform = (word + 0.5) / 2^32; int(n) rejects words >= 2^32 - (2^32 mod n) and
 * takes word mod n. An event's results come from the label "<eventId>:result".
 *
 * Football: first-half stoppage 1 + int(4), second-half stoppage 3 + int(6); then, minute by minute through each
 * half (45 minutes plus its stoppage): home goals ~ Poisson(rate) by inversion of one uniform, away goals the same,
 * then a home red card if uniform < 0.0005, then an away one. rate = expected goals × weight / W × 0.7^own cards ×
 * 1.2^opponent's cards; weight 0.456/45 in the first half, 0.544/45 × (0.8 + 0.4 (j + 0.5)/45) in minute j of the
 * second, 0.544/45 × 1.2 in its stoppage; W = 0.456 (1 + 2.5/45) + 0.544 (1 + 5.5 × 1.2/45).
 * Cockfight: three uniforms: cancelled if the first < 0.015, a draw if the second < 0.02, meron if the third < the
 * fight's meron chance, else wala.
 */
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

export function streamOf(seed, label) {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const word = () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', seed).update(`${label}:${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32LE(offset);
    offset += 4;
    return value;
  };
  return {
    uniform: () => (word() + 0.5) / 2 ** 32,
    int(bound) {
      const limit = 2 ** 32 - (2 ** 32 % bound);
      for (;;) {
        const value = word();
        if (value < limit) return value % bound;
      }
    },
  };
}

const expectedWeight = 0.456 * (1 + 2.5 / 45) + 0.544 * (1 + (5.5 * 1.2) / 45);
function weightOf(half, index) {
  if (half === 1) return 0.456 / 45 / expectedWeight;
  if (index >= 45) return ((0.544 / 45) * 1.2) / expectedWeight;
  return ((0.544 / 45) * (0.8 + (0.4 * (index + 0.5)) / 45)) / expectedWeight;
}

function poisson(rate, uniform) {
  let count = 0;
  let probability = Math.exp(-rate);
  let cumulative = probability;
  while (uniform > cumulative && count < 10) {
    count += 1;
    probability *= rate / count;
    cumulative += probability;
  }
  return count;
}

export function footballResult(seed, event) {
  const stream = streamOf(seed, `${event.eventId}:result`);
  const stoppage = { 1: 1 + stream.int(4), 2: 3 + stream.int(6) };
  const score = { home: 0, away: 0 };
  const cards = { home: 0, away: 0 };
  let halfTime;
  for (const half of [1, 2]) {
    for (let index = 0; index < 45 + stoppage[half]; index += 1) {
      const weight = weightOf(half, index);
      const homeRate = event.homeExpectedGoals * weight * (0.7 ** cards.home * 1.2 ** cards.away);
      const awayRate = event.awayExpectedGoals * weight * (0.7 ** cards.away * 1.2 ** cards.home);
      score.home += poisson(homeRate, stream.uniform());
      score.away += poisson(awayRate, stream.uniform());
      if (stream.uniform() < 0.0005) cards.home += 1;
      if (stream.uniform() < 0.0005) cards.away += 1;
    }
    if (half === 1) halfTime = { ...score };
  }
  return { halfTime, fullTime: { ...score } };
}

export function cockfightResult(seed, event) {
  const stream = streamOf(seed, `${event.eventId}:result`);
  const cancel = stream.uniform();
  const draw = stream.uniform();
  const side = stream.uniform();
  if (cancel < 0.015) return 'cancelled';
  if (draw < 0.02) return 'draw';
  return side < event.meronChance ? 'meron' : 'wala';
}

const resultOf = { football: footballResult, cockfight: cockfightResult };

/** The recomputed results and the problems found; no problem means the day checks out. */
export function verifyDay(record) {
  const problems = [];
  if (record?.version !== 'croupier-sportsbook-v1') problems.push(`unknown version ${String(record?.version)}`);
  if (typeof record?.seed !== 'string') return { results: [], problems: ['the day seed is not revealed yet'] };
  if (sha256(record.seed) !== record.seedHash) problems.push('the seed does not match the commitment');
  const results = [];
  for (const event of record.events ?? []) {
    const compute = resultOf[event.kind];
    if (!compute) {
      problems.push(`${event.eventId}: unknown kind ${event.kind}`);
      continue;
    }
    const result = compute(record.seed, event);
    results.push({ eventId: event.eventId, result });
    if (event.result !== undefined && JSON.stringify(event.result) !== JSON.stringify(result)) {
      problems.push(
        `${event.eventId}: the record says ${JSON.stringify(event.result)}, the seed gives ${JSON.stringify(result)}`,
      );
    }
  }
  return { results, problems };
}

const describe = (result) =>
  typeof result === 'string'
    ? result
    : `HT ${result.halfTime.home}-${result.halfTime.away}  FT ${result.fullTime.home}-${result.fullTime.away}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const path = args.find((arg) => !arg.startsWith('--'));
  const record = JSON.parse(readFileSync(path ?? 0, 'utf8'));
  const { results, problems } = verifyDay(record);
  if (json) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(`${record.sport} ${record.day} (${record.timeZone}), commitment ${record.seedHash}`);
    for (const { eventId, result } of results) console.log(`${eventId}  ${describe(result)}`);
  }
  for (const problem of problems) console.error(`PROBLEM: ${problem}`);
  console.log(
    problems.length === 0 ? 'OK: every result follows from the committed seed' : `${problems.length} problem(s)`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
