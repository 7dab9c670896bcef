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
 * E-sports: map by map until a side has (bestOf + 1) / 2: the map's pick is home on odd maps, away on even ones,
 * nobody's on the last possible map; momentum favours the previous map's winner. Kill titles (lol, dota2): win chance
 * clamp(1 / (1 + 10^(−d/400)) + 0.03 pick + 0.02 momentum, 0.05, 0.95); home wins if a uniform < it; the duration
 * 20–45 minutes by inversion of one uniform over weights e^(−(m − 32)²/72) normalised; kills ~ Poisson(0.9 × minutes)
 * by inversion of one uniform. Round titles (cs2, valorant): round chance clamp(1 / (1 + 10^(−d/1600)) + 0.01 pick
 * + 0.005 momentum, 0.05, 0.95), ± the side bias (cs2 0.03, valorant 0.02) in rounds 1–12 and 13–24; one uniform a
 * round; first to 13, from 12-12 ahead by two, from 30-30 the next round decides.
 * Outright (a league's champion of the day): the most points (3 a win, 1 a draw) over the listed matches as the
 * seed played them, then goal difference, then goals scored, then a lot: one uniform per competitor, in the listed
 * order, from "<eventId>:result", the highest winning.
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

const clamp = (value) => Math.min(0.95, Math.max(0.05, value));
const sideBias = { cs2: 0.03, valorant: 0.02, lol: 0, dota2: 0 };
const killTitles = ['lol', 'dota2'];
const durationWeights = (() => {
  const weights = [];
  let total = 0;
  for (let minutes = 20; minutes <= 45; minutes += 1) {
    const weight = Math.exp(-((minutes - 32) ** 2) / (2 * 6 ** 2));
    weights.push({ minutes, weight });
    total += weight;
  }
  return weights.map((entry) => ({ minutes: entry.minutes, weight: entry.weight / total }));
})();

function isMapOver(home, away) {
  if (home < 12 || away < 12) return home === 13 || away === 13;
  if (home >= 30 && away >= 30) return home !== away;
  return Math.abs(home - away) >= 2;
}

function poissonUpTo(rate, uniform, maximum) {
  let count = 0;
  let probability = Math.exp(-rate);
  let cumulative = probability;
  while (uniform > cumulative && count < maximum) {
    count += 1;
    probability *= rate / count;
    cumulative += probability;
  }
  return count;
}

export function esportsResult(seed, event) {
  const stream = streamOf(seed, `${event.eventId}:result`);
  const needed = (event.bestOf + 1) / 2;
  const maps = [];
  const won = { home: 0, away: 0 };
  const kills = killTitles.includes(event.title);
  while (won.home < needed && won.away < needed) {
    const mapNumber = maps.length + 1;
    const previous = maps.at(-1)?.winner;
    const pick = mapNumber === event.bestOf ? 0 : mapNumber % 2 === 1 ? 1 : -1;
    const momentum = previous === undefined ? 0 : previous === 'home' ? 1 : -1;
    let map;
    if (kills) {
      const strength = clamp(1 / (1 + 10 ** (-event.ratingDifference / 400)) + 0.03 * pick + 0.02 * momentum);
      const winner = stream.uniform() < strength ? 'home' : 'away';
      const draw = stream.uniform();
      let cumulative = 0;
      let minutes = durationWeights.at(-1).minutes;
      for (const entry of durationWeights) {
        cumulative += entry.weight;
        if (draw <= cumulative) {
          minutes = entry.minutes;
          break;
        }
      }
      map = { winner, total: poissonUpTo(0.9 * minutes, stream.uniform(), 400) };
    } else {
      const strength = clamp(1 / (1 + 10 ** (-event.ratingDifference / 1600)) + 0.01 * pick + 0.005 * momentum);
      const bias = sideBias[event.title];
      let home = 0;
      let away = 0;
      while (!isMapOver(home, away)) {
        const round = home + away;
        const chance = round < 12 ? strength + bias : round < 24 ? strength - bias : strength;
        if (stream.uniform() < chance) home += 1;
        else away += 1;
      }
      map = { winner: home > away ? 'home' : 'away', total: home + away };
    }
    maps.push(map);
    won[map.winner] += 1;
  }
  return { maps };
}

export function outrightResult(seed, event, matchResults) {
  const lots = streamOf(seed, `${event.eventId}:result`);
  const table = new Map(
    event.competitors.map((id) => [id, { id, points: 0, difference: 0, scored: 0, lot: lots.uniform() }]),
  );
  for (const matchId of event.matches) {
    const match = matchResults.get(matchId);
    if (!match) throw new Error(`${event.eventId}: match ${matchId} is not in the record`);
    const { home, away } = match.result.fullTime;
    const homeRow = table.get(match.event.homeId);
    const awayRow = table.get(match.event.awayId);
    homeRow.points += home > away ? 3 : home === away ? 1 : 0;
    awayRow.points += away > home ? 3 : home === away ? 1 : 0;
    homeRow.difference += home - away;
    awayRow.difference += away - home;
    homeRow.scored += home;
    awayRow.scored += away;
  }
  const sorted = [...table.values()].sort(
    (a, b) => b.points - a.points || b.difference - a.difference || b.scored - a.scored || b.lot - a.lot,
  );
  return sorted[0].id;
}

const resultOf = { football: footballResult, esports: esportsResult, cockfight: cockfightResult };

/** The recomputed results and the problems found; no problem means the day checks out. */
export function verifyDay(record) {
  const problems = [];
  if (record?.version !== 'croupier-sportsbook-v1') problems.push(`unknown version ${String(record?.version)}`);
  if (typeof record?.seed !== 'string') return { results: [], problems: ['the day seed is not revealed yet'] };
  if (sha256(record.seed) !== record.seedHash) problems.push('the seed does not match the commitment');
  const results = [];
  const matchResults = new Map();
  for (const event of record.events ?? []) {
    if (event.kind === 'outright') {
      let result;
      try {
        result = outrightResult(record.seed, event, matchResults);
      } catch (error) {
        problems.push(error.message);
        continue;
      }
      results.push({ eventId: event.eventId, result });
      if (event.result !== undefined && event.result !== result) {
        problems.push(`${event.eventId}: the record says ${event.result}, the seed gives ${result}`);
      }
      continue;
    }
    const compute = resultOf[event.kind];
    if (!compute) {
      problems.push(`${event.eventId}: unknown kind ${event.kind}`);
      continue;
    }
    const result = compute(record.seed, event);
    results.push({ eventId: event.eventId, result });
    if (event.kind === 'football') matchResults.set(event.eventId, { event, result });
    if (event.result !== undefined && JSON.stringify(event.result) !== JSON.stringify(result)) {
      problems.push(
        `${event.eventId}: the record says ${JSON.stringify(event.result)}, the seed gives ${JSON.stringify(result)}`,
      );
    }
  }
  return { results, problems };
}

const describe = (result) => {
  if (typeof result === 'string') return result;
  if (result.maps) return result.maps.map((map, index) => `map ${index + 1} ${map.winner} (${map.total})`).join(', ');
  return `HT ${result.halfTime.home}-${result.halfTime.away}  FT ${result.fullTime.home}-${result.fullTime.away}`;
};

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
