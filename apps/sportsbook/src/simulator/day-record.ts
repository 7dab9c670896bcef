import type { EsportsTitle, SportKey } from '../domain/sportsbook-model.js';
import { defaultTimeZone } from './business-day.js';
import { cockfightDayPlan, playFight, type FightResult } from './cockfight.js';
import { esportsDayPlan, playEsportsSeries } from './esports.js';
import { outrightPlans, outrightWinner } from './football-outright.js';
import { playFootballMatch } from './football-process.js';
import { footballDayPlan } from './football-world.js';
import { seedHashOf, streamVersion } from './seeded-stream.js';

/**
 * A sport's day as the fairness page publishes it (decision 0059): the commitment and every event's public
 * parameters before play, the revealed seed and the results after. scripts/verify-sportsbook-day.mjs recomputes the
 * results from this record alone, with nothing but Node's crypto.
 */
export type DayRecordEvent =
  | {
      eventId: string;
      kind: 'football';
      leagueId: string;
      homeId: string;
      awayId: string;
      homeExpectedGoals: number;
      awayExpectedGoals: number;
      result?: { halfTime: { home: number; away: number }; fullTime: { home: number; away: number } };
    }
  | { eventId: string; kind: 'cockfight'; meronChance: number; result?: FightResult }
  | { eventId: string; kind: 'outright'; competitors: string[]; matches: string[]; result?: string }
  | {
      eventId: string;
      kind: 'esports';
      title: EsportsTitle;
      bestOf: number;
      ratingDifference: number;
      result?: { maps: { winner: 'home' | 'away'; total: number }[] };
    };

export type DayRecord = {
  version: typeof streamVersion;
  sport: SportKey;
  day: string;
  timeZone: string;
  seedHash: string;
  /** Only once the day has closed. */
  seed?: string;
  events: DayRecordEvent[];
};

export function dayRecordOf(
  sport: SportKey,
  day: string,
  seed: string,
  options: { revealed: boolean; timeZone?: string },
): DayRecord {
  const timeZone = options.timeZone ?? defaultTimeZone;
  const revealed = options.revealed;
  const events: DayRecordEvent[] = [];
  if (sport === 'football') {
    const plans = footballDayPlan(day, timeZone);
    for (const plan of plans) {
      const event: DayRecordEvent = {
        eventId: plan.eventId,
        kind: 'football',
        leagueId: plan.leagueId,
        homeId: plan.home.id,
        awayId: plan.away.id,
        ...plan.model,
      };
      if (revealed) {
        const play = playFootballMatch(seed, plan.eventId, plan.model);
        event.result = { halfTime: play.halfTime, fullTime: play.fullTime };
      }
      events.push(event);
    }
    for (const outright of outrightPlans(day, plans)) {
      const event: DayRecordEvent = {
        eventId: outright.eventId,
        kind: 'outright',
        competitors: outright.competitors.map((club) => club.id),
        matches: outright.matches.map((match) => match.eventId),
      };
      if (revealed) event.result = outrightWinner(seed, outright);
      events.push(event);
    }
  } else if (sport === 'esports') {
    for (const plan of esportsDayPlan(day, timeZone)) {
      const { title, bestOf, ratingDifference } = plan;
      const event: DayRecordEvent = { eventId: plan.eventId, kind: 'esports', title, bestOf, ratingDifference };
      if (revealed) {
        const maps = playEsportsSeries(seed, plan.eventId, plan).map(({ winner, total }) => ({ winner, total }));
        event.result = { maps };
      }
      events.push(event);
    }
  } else if (sport === 'cockfight') {
    for (const plan of cockfightDayPlan(day, timeZone)) {
      const event: DayRecordEvent = { eventId: plan.eventId, kind: 'cockfight', meronChance: plan.meronChance };
      if (revealed) event.result = playFight(seed, plan.eventId, plan.meronChance);
      events.push(event);
    }
  }
  const record: DayRecord = { version: streamVersion, sport, day, timeZone, seedHash: seedHashOf(seed), events };
  if (revealed) record.seed = seed;
  return record;
}
