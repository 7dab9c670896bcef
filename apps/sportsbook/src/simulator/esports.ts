import { marketStatuses, type EsportsTitle, type MarketType } from '../domain/sportsbook-model.js';
import type { Competitor, FeedMarket, LocalizedName } from '../feed/feed-messages.js';
import { instantOf } from './business-day.js';
import { lineText } from './football-pricing.js';
import { poissonByInversion } from './football-process.js';
import { marginOf, oddsWithMargin, toLadder, type LeagueTier, type MarginTable } from './margins.js';
import { createPublicStream, createSeededStream } from './seeded-stream.js';

/**
 * E-sports series (reference §6.6). A map's strength comes from the rating difference, +pick for the side whose
 * map it is (odd maps home, even maps away, the last possible map nobody's), +momentum for the previous map's
 * winner. Round titles (cs2, valorant) play rounds, first to 13 with a side bias in the two halves of regulation,
 * then overtime won by two, a single deciding round at 30-30. Kill titles (lol, dota2) draw the winner, a
 * duration of 20–45 minutes (normal weights around 32, sd 6) and a Poisson kill count at 0.9 a minute. The series
 * is played map by map from the event's result stream until a side has won (bestOf + 1) / 2 maps; prices come from
 * the same map and series probabilities, so they are the process's own.
 */
export type Side = 'home' | 'away';

export const esportsModel = {
  killTitles: ['lol', 'dota2'] as EsportsTitle[],
  killsPerMinute: 0.9,
  durationMinutes: { from: 20, to: 45, mean: 32, deviation: 6 },
  /** Kill titles: map win chance from Elo, plus these. */
  mapPick: 0.03,
  momentum: 0.02,
  /** Round titles: round win chance from Elo over a 4× wider scale, plus these. */
  roundPick: 0.01,
  roundMomentum: 0.005,
  sideBias: { cs2: 0.03, valorant: 0.02, lol: 0, dota2: 0 } as Record<EsportsTitle, number>,
  regulationTarget: 13,
  suddenDeathAt: 30,
} as const;

export const isKillTitle = (title: EsportsTitle) => esportsModel.killTitles.includes(title);

const clamp = (value: number) => Math.min(0.95, Math.max(0.05, value));

/** The kill-title map win chance or the round-title round win chance of the home side on map `mapNumber`. */
export function mapStrength(
  title: EsportsTitle,
  ratingDifference: number,
  mapNumber: number,
  bestOf: number,
  previousWinner: Side | undefined,
): number {
  const pick = mapNumber === bestOf ? 0 : mapNumber % 2 === 1 ? 1 : -1;
  const momentum = previousWinner === undefined ? 0 : previousWinner === 'home' ? 1 : -1;
  if (isKillTitle(title)) {
    const base = 1 / (1 + 10 ** (-ratingDifference / 400));
    return clamp(base + esportsModel.mapPick * pick + esportsModel.momentum * momentum);
  }
  const base = 1 / (1 + 10 ** (-ratingDifference / 1600));
  return clamp(base + esportsModel.roundPick * pick + esportsModel.roundMomentum * momentum);
}

export function roundChance(title: EsportsTitle, strength: number, roundIndex: number): number {
  const bias = esportsModel.sideBias[title];
  if (roundIndex < 12) return strength + bias;
  if (roundIndex < 24) return strength - bias;
  return strength;
}

export function isMapOver(home: number, away: number): boolean {
  const target = esportsModel.regulationTarget;
  if (home < target - 1 || away < target - 1) return home === target || away === target;
  if (home >= esportsModel.suddenDeathAt && away >= esportsModel.suddenDeathAt) return home !== away;
  return Math.abs(home - away) >= 2;
}

const durationWeights = (() => {
  const { from, to, mean, deviation } = esportsModel.durationMinutes;
  const weights: { minutes: number; weight: number }[] = [];
  let total = 0;
  for (let minutes = from; minutes <= to; minutes += 1) {
    const weight = Math.exp(-((minutes - mean) ** 2) / (2 * deviation ** 2));
    weights.push({ minutes, weight });
    total += weight;
  }
  return weights.map((entry) => ({ minutes: entry.minutes, weight: entry.weight / total }));
})();

export type MapPlay = { winner: Side; total: number; rounds?: Side[]; durationMinutes?: number };

export function playEsportsSeries(
  seed: string,
  eventId: string,
  series: { title: EsportsTitle; bestOf: number; ratingDifference: number },
): MapPlay[] {
  const stream = createSeededStream(seed, `${eventId}:result`);
  const needed = (series.bestOf + 1) / 2;
  const maps: MapPlay[] = [];
  const won = { home: 0, away: 0 };
  while (won.home < needed && won.away < needed) {
    const mapNumber = maps.length + 1;
    const strength = mapStrength(series.title, series.ratingDifference, mapNumber, series.bestOf, maps.at(-1)?.winner);
    let map: MapPlay;
    if (isKillTitle(series.title)) {
      const winner: Side = stream.uniform() < strength ? 'home' : 'away';
      const pick = stream.uniform();
      let cumulative = 0;
      let durationMinutes = durationWeights.at(-1)!.minutes;
      for (const entry of durationWeights) {
        cumulative += entry.weight;
        if (pick <= cumulative) {
          durationMinutes = entry.minutes;
          break;
        }
      }
      const total = poissonByInversion(esportsModel.killsPerMinute * durationMinutes, stream.uniform(), 400);
      map = { winner, total, durationMinutes };
    } else {
      const rounds: Side[] = [];
      let home = 0;
      let away = 0;
      while (!isMapOver(home, away)) {
        const side: Side = stream.uniform() < roundChance(series.title, strength, home + away) ? 'home' : 'away';
        rounds.push(side);
        if (side === 'home') home += 1;
        else away += 1;
      }
      map = { winner: home > away ? 'home' : 'away', total: home + away, rounds };
    }
    maps.push(map);
    won[map.winner] += 1;
  }
  return maps;
}

/** A map's outcome distribution from a state: P(total = t and home wins), P(total = t and away wins). */
export type MapDistribution = Map<number, { home: number; away: number }>;

export function roundMapDistribution(
  title: EsportsTitle,
  strength: number,
  home: number,
  away: number,
): MapDistribution {
  const distribution: MapDistribution = new Map();
  // One layer per rounds played; the index is the home side's rounds.
  const width = 2 * esportsModel.suddenDeathAt + 3;
  let layer = new Float64Array(width);
  layer[home] = 1;
  for (let played = home + away; played < width; played += 1) {
    const next = new Float64Array(width);
    let alive = false;
    for (let homeRounds = 0; homeRounds <= played; homeRounds += 1) {
      const probability = layer[homeRounds]!;
      if (probability === 0) continue;
      const awayRounds = played - homeRounds;
      if (isMapOver(homeRounds, awayRounds)) {
        const entry = distribution.get(played) ?? { home: 0, away: 0 };
        if (homeRounds > awayRounds) entry.home += probability;
        else entry.away += probability;
        distribution.set(played, entry);
        continue;
      }
      const chance = roundChance(title, strength, played);
      next[homeRounds + 1]! += probability * chance;
      next[homeRounds]! += probability * (1 - chance);
      alive = true;
    }
    if (!alive) break;
    layer = next;
  }
  return distribution;
}

/** Kill title: the winner is independent of the kills; the kill total is a Poisson mixture over the durations left. */
export function killMapDistribution(winChance: number, kills: number, elapsedMinutes: number): MapDistribution {
  const remaining = durationWeights.filter((entry) => entry.minutes > elapsedMinutes);
  const weightLeft = remaining.reduce((sum, entry) => sum + entry.weight, 0);
  const distribution: MapDistribution = new Map();
  for (const entry of remaining) {
    const rate = esportsModel.killsPerMinute * (entry.minutes - elapsedMinutes);
    let probability = Math.exp(-rate);
    let cumulative = 0;
    for (let extra = 0; cumulative < 1 - 1e-12 && extra < 400; extra += 1) {
      const share = (entry.weight / weightLeft) * probability;
      const total = kills + extra;
      const slot = distribution.get(total) ?? { home: 0, away: 0 };
      slot.home += share * winChance;
      slot.away += share * (1 - winChance);
      distribution.set(total, slot);
      cumulative += probability;
      probability *= rate / (extra + 1);
    }
  }
  return distribution;
}

export type SeriesParameters = { title: EsportsTitle; bestOf: number; ratingDifference: number };

function mapWinChance(series: SeriesParameters, mapNumber: number, previous: Side | undefined): number {
  const strength = mapStrength(series.title, series.ratingDifference, mapNumber, series.bestOf, previous);
  if (isKillTitle(series.title)) return strength;
  let home = 0;
  for (const entry of roundMapDistribution(series.title, strength, 0, 0).values()) home += entry.home;
  return home;
}

/** Final map score distribution from `won`, the current map's home win chance given when a map is in play. */
export function seriesDistribution(
  series: SeriesParameters,
  won: { home: number; away: number },
  previous: Side | undefined,
  currentMapHomeChance?: number,
): Map<string, number> {
  const needed = (series.bestOf + 1) / 2;
  const finals = new Map<string, number>();
  const chances = new Map<string, number>();
  const chanceOf = (mapNumber: number, last: Side | undefined) => {
    const key = `${mapNumber}:${last ?? ''}`;
    let chance = chances.get(key);
    if (chance === undefined) {
      chance = mapWinChance(series, mapNumber, last);
      chances.set(key, chance);
    }
    return chance;
  };
  const walk = (home: number, away: number, last: Side | undefined, probability: number, first: boolean) => {
    if (home === needed || away === needed) {
      finals.set(`${home}:${away}`, (finals.get(`${home}:${away}`) ?? 0) + probability);
      return;
    }
    const chance = first && currentMapHomeChance !== undefined ? currentMapHomeChance : chanceOf(home + away + 1, last);
    walk(home + 1, away, 'home', probability * chance, false);
    walk(home, away + 1, 'away', probability * (1 - chance), false);
  };
  walk(won.home, won.away, previous, 1, true);
  return finals;
}

type PricingContext = { margins: MarginTable; tier: LeagueTier };

function twoWayMarket(
  context: PricingContext,
  type: MarketType,
  specifiers: string,
  ids: [string, string],
  win: number,
  lose: number,
  isMainLine: boolean,
): FeedMarket {
  const push = Math.max(0, 1 - win - lose);
  const fair = [
    { id: ids[0], probability: win, pushProbability: push },
    { id: ids[1], probability: lose, pushProbability: push },
  ];
  const margin = marginOf(context.margins, 'esports', context.tier, type, isMainLine);
  const odds = oddsWithMargin(fair, margin, 'basic');
  let anyActive = false;
  const outcomes = fair.map((outcome, index) => {
    const milli = toLadder(odds[index]!);
    const active = outcome.probability > 1e-9 && milli !== undefined && milli < 1_000_000;
    if (active) anyActive = true;
    return { id: outcome.id, oddsMilli: milli ?? 1_010, probability: outcome.probability, active };
  });
  return {
    type,
    specifiers,
    status: anyActive ? marketStatuses.active : marketStatuses.inactive,
    isMainLine,
    outcomes,
  };
}

function mostBalanced<T extends { win: number; lose: number }>(lines: T[]): T | undefined {
  let best: T | undefined;
  for (const line of lines) {
    if (line.win <= 0 || line.lose <= 0) continue;
    if (!best || Math.abs(Math.log(line.win / line.lose)) < Math.abs(Math.log(best.win / best.lose))) best = line;
  }
  return best;
}

/** Series markets from the final map score distribution; map markets for map `mapNumber` from its distribution. */
export function priceEsports(
  series: SeriesParameters,
  finals: Map<string, number>,
  mapNumber: number,
  map: MapDistribution,
  context: PricingContext,
): FeedMarket[] {
  const entries = [...finals].map(([key, probability]) => {
    const [home, away] = key.split(':').map(Number) as [number, number];
    return { home, away, probability };
  });
  const sum = (test: (entry: { home: number; away: number }) => boolean) =>
    entries.reduce((total, entry) => total + (test(entry) ? entry.probability : 0), 0);
  const homeWins = sum((entry) => entry.home > entry.away);
  const markets = [twoWayMarket(context, 'esp_match', '', ['home', 'away'], homeWins, 1 - homeWins, true)];
  if (series.bestOf > 1) {
    const handicaps = (series.bestOf === 3 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5]).map((line) => ({
      line,
      win: sum((entry) => entry.home - entry.away + line > 0),
      lose: sum((entry) => entry.home - entry.away + line < 0),
    }));
    const mainHandicap = mostBalanced(handicaps);
    for (const line of handicaps) {
      markets.push(
        twoWayMarket(
          context,
          'esp_map_hcp',
          `hcp=${lineText(line.line * 4)}`,
          ['home', 'away'],
          line.win,
          line.lose,
          line === mainHandicap,
        ),
      );
    }
    const totals = (series.bestOf === 3 ? [2.5] : [3.5, 4.5]).map((line) => ({
      line,
      win: sum((entry) => entry.home + entry.away > line),
      lose: sum((entry) => entry.home + entry.away < line),
    }));
    const mainTotal = mostBalanced(totals);
    for (const line of totals) {
      markets.push(
        twoWayMarket(
          context,
          'esp_total_maps',
          `total=${lineText(line.line * 4)}`,
          ['over', 'under'],
          line.win,
          line.lose,
          line === mainTotal,
        ),
      );
    }
  }
  const mapEntries = [...map].map(([total, shares]) => ({ total, ...shares }));
  const mapHome = mapEntries.reduce((total, entry) => total + entry.home, 0);
  markets.push(
    twoWayMarket(context, 'esp_map_winner', `mapnr=${mapNumber}`, ['home', 'away'], mapHome, 1 - mapHome, true),
  );
  const totalOver = (line: number) =>
    mapEntries.reduce((total, entry) => total + (entry.total > line ? entry.home + entry.away : 0), 0);
  const candidates = [...new Set(mapEntries.map((entry) => entry.total))]
    .sort((a, b) => a - b)
    .map((total) => total + 0.5);
  const lines = candidates.map((line) => ({ line, win: totalOver(line), lose: 1 - totalOver(line) }));
  const main = mostBalanced(lines);
  if (main) {
    for (const line of lines.filter((entry) => Math.abs(entry.line - main.line) <= 2 && entry.line % 2 !== 0)) {
      markets.push(
        twoWayMarket(
          context,
          'esp_map_total',
          `mapnr=${mapNumber}|total=${lineText(line.line * 4)}`,
          ['over', 'under'],
          line.win,
          line.lose,
          line === main,
        ),
      );
    }
  }
  const odd = mapEntries.reduce((total, entry) => total + (entry.total % 2 === 1 ? entry.home + entry.away : 0), 0);
  markets.push(twoWayMarket(context, 'esp_map_oe', `mapnr=${mapNumber}`, ['odd', 'even'], odd, 1 - odd, true));
  return markets;
}

type Team = Competitor & { rating: number };

const teamNames: LocalizedName[] = [
  { en: 'Nebula Foxes', th: 'เนบิวลาฟอกซ์' },
  { en: 'Iron Lotus', th: 'ไอรอนโลตัส' },
  { en: 'Crimson Owls', th: 'คริมสันโอวล์' },
  { en: 'Static Tide', th: 'สแตติกไทด์' },
  { en: 'Jade Vipers', th: 'เจดไวเปอร์' },
  { en: 'Northwind Five', th: 'นอร์ธวินด์ไฟฟ์' },
  { en: 'Paper Tigers Club', th: 'เปเปอร์ไทเกอร์คลับ' },
  { en: 'Quiet Storm', th: 'ไควเอ็ตสตอร์ม' },
  { en: 'Ember Circuit', th: 'เอมเบอร์เซอร์กิต' },
  { en: 'Silver Koi', th: 'ซิลเวอร์โค่ย' },
  { en: 'Lunar Rams', th: 'ลูนาร์แรม' },
  { en: 'Cobalt Monks', th: 'โคบอลต์มังค์' },
];

const titleCompetitions: Record<EsportsTitle, { name: LocalizedName; tier: LeagueTier }> = {
  cs2: { name: { en: 'Skyline Masters (CS2)', th: 'สกายไลน์มาสเตอร์ส (CS2)' }, tier: 1 },
  valorant: { name: { en: 'Neon Rift Cup (Valorant)', th: 'นีออนริฟต์คัพ (Valorant)' }, tier: 2 },
  lol: { name: { en: 'Ancient Grove League (LoL)', th: 'เอนเชียนต์โกรฟลีก (LoL)' }, tier: 1 },
  dota2: { name: { en: 'Deepwater Invitational (Dota 2)', th: 'ดีพวอเตอร์อินวิเทชันแนล (Dota 2)' }, tier: 3 },
};

const titleOrder: EsportsTitle[] = ['cs2', 'lol', 'valorant', 'dota2'];

const teamsByTitle = (() => {
  const stream = createPublicStream('esports:teams');
  const teams = new Map<EsportsTitle, Team[]>();
  titleOrder.forEach((title, titleIndex) => {
    const list: Team[] = [];
    for (let index = 0; index < 8; index += 1) {
      const name = teamNames[(titleIndex * 3 + index) % teamNames.length]!;
      const radius = Math.sqrt(-2 * Math.log(stream.uniform()));
      list.push({
        id: `es-${title}-${index + 1}`,
        name,
        rating: 80 * radius * Math.cos(2 * Math.PI * stream.uniform()),
      });
    }
    teams.set(title, list);
  });
  return teams;
})();

export const seriesSlotMinutes = 30;

export type SeriesPlan = SeriesParameters & {
  eventId: string;
  day: string;
  startTime: number;
  competitionId: string;
  competitionName: LocalizedName;
  tier: LeagueTier;
  home: Team;
  away: Team;
};

export function esportsDayPlan(day: string, timeZone: string): SeriesPlan[] {
  const stream = createPublicStream(`esports:${day}`);
  const plans: SeriesPlan[] = [];
  for (let slot = 0; slot < (24 * 60) / seriesSlotMinutes; slot += 1) {
    const title = titleOrder[slot % titleOrder.length]!;
    const teams = teamsByTitle.get(title)!;
    const homeIndex = stream.int(teams.length);
    const awayIndex = (homeIndex + 1 + stream.int(teams.length - 1)) % teams.length;
    const home = teams[homeIndex]!;
    const away = teams[awayIndex]!;
    const bestOf = slot % 6 === 5 ? 5 : slot % 3 === 0 ? 1 : 3;
    const competition = titleCompetitions[title];
    plans.push({
      eventId: `es-${day}-${String(slot).padStart(2, '0')}`,
      day,
      startTime: instantOf(day, slot * seriesSlotMinutes, timeZone),
      title,
      bestOf,
      ratingDifference: home.rating - away.rating,
      competitionId: `es-${title}`,
      competitionName: competition.name,
      tier: competition.tier,
      home,
      away,
    });
  }
  return plans;
}
