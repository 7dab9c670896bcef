import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { EventView } from '../api/player-api.js';
import type { boardTabs } from '../api/player-api.js';
import type { MarketType, SportKey } from '../domain/sportsbook-model.js';
import { eventStatuses, marketStatuses } from '../domain/sportsbook-model.js';
import type { LocalizedName } from '../feed/feed-messages.js';
import { lineLabelOf, mapLabelOf } from '../markets/line-label.js';
import { marketDefinitionOf, outcomeLabelKeyOf } from '../markets/market-catalogue.js';
import { events, markets } from '../store/feed.tables.js';
import type { SportsbookDb } from '../store/sportsbook-database.js';
import type { PlayerLanguage } from './session.js';

export type BoardTab = (typeof boardTabs)[number];

/**
 * The few words the server puts into the player API's labels (decision 0060: labels are translated server-side by
 * the session's language, as the contract's `label` strings say). Team, league and competitor names come from the
 * feed in Thai and English; the rest is this table, keyed as the markets catalogue names them.
 */
const words: Record<string, Record<PlayerLanguage, string>> = {
  'outcomes.X': { th: 'เสมอ', en: 'Draw', 'pt-BR': 'Empate', fil: 'Tabla' },
  'outcomes.draw': { th: 'เสมอ', en: 'Draw', 'pt-BR': 'Empate', fil: 'Tabla' },
  'outcomes.over': { th: 'สูง', en: 'Over', 'pt-BR': 'Mais', fil: 'Higit' },
  'outcomes.under': { th: 'ต่ำ', en: 'Under', 'pt-BR': 'Menos', fil: 'Kulang' },
  'outcomes.odd': { th: 'คี่', en: 'Odd', 'pt-BR': 'Ímpar', fil: 'Gansal' },
  'outcomes.even': { th: 'คู่', en: 'Even', 'pt-BR': 'Par', fil: 'Pares' },
  'outcomes.meron': { th: 'มีรอน', en: 'Meron', 'pt-BR': 'Meron', fil: 'Meron' },
  'outcomes.wala': { th: 'วาลา', en: 'Wala', 'pt-BR': 'Wala', fil: 'Wala' },
  'outcomes.aos': { th: 'สกอร์อื่น', en: 'Any other score', 'pt-BR': 'Outro placar', fil: 'Ibang iskor' },
  'markets.map_number': { th: 'แผนที่ {{n}}', en: 'Map {{n}}', 'pt-BR': 'Mapa {{n}}', fil: 'Mapa {{n}}' },
};

export function nameIn(name: LocalizedName, language: PlayerLanguage): string {
  return name[language] ?? name.en;
}

function word(key: string, language: PlayerLanguage, values: Record<string, number> = {}): string | undefined {
  const text = words[key]?.[language];
  return text?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

type EventRow = typeof events.$inferSelect;
type MarketRow = typeof markets.$inferSelect;

/** What the player reads for an outcome: the team for sides and 1/2, a translated word, or the id (scores). */
export function outcomeLabelOf(event: EventRow, type: MarketType, outcomeId: string, language: PlayerLanguage) {
  if (outcomeId === 'home' || (outcomeId === '1' && type.endsWith('1x2'))) return nameIn(event.home.name, language);
  if (outcomeId === 'away' || (outcomeId === '2' && type.endsWith('1x2'))) return nameIn(event.away.name, language);
  if (type === 'outright') {
    const competitor = event.competitors?.find((candidate) => candidate.id === outcomeId);
    return competitor ? nameIn(competitor.name, language) : outcomeId;
  }
  const key = outcomeLabelKeyOf(type, outcomeId);
  return (key && word(key, language)) ?? outcomeId;
}

/** The line as printed (`0.5/1`, `2.5`), with the map in front for a per-map market (`Map 2 · 26.5`). */
export function marketLineLabelOf(type: MarketType, specifiers: string, language: PlayerLanguage): string {
  const line = lineLabelOf(type, specifiers);
  const map = mapLabelOf(specifiers);
  const mapText = map ? word(map.key, language, map.values) : undefined;
  return [mapText, line].filter((part) => part).join(' · ');
}

/** The markets the board shows in an event's row; the event page shows every visible one. */
const boardMarketTypes: Record<SportKey, readonly MarketType[]> = {
  football: ['ft_ah', 'ft_ah_rest', 'ft_ou', 'ft_1x2', '1h_ah', '1h_ou', '1h_1x2'],
  esports: ['esp_match', 'esp_map_hcp', 'esp_total_maps'],
  cockfight: ['cf_winner'],
};
const boardOrder = (type: MarketType, sport: SportKey) => boardMarketTypes[sport].indexOf(type);

/** Active and suspended markets show (suspended with a lock); inactive, settled and cancelled do not. */
const visibleStatuses = [marketStatuses.active, marketStatuses.suspended];
const liveStatuses = [eventStatuses.live, eventStatuses.suspended, eventStatuses.interrupted];
const upcomingStatuses = [eventStatuses.notStarted, eventStatuses.delayed];

export function isLive(status: number) {
  return (liveStatuses as number[]).includes(status);
}

function marketView(event: EventRow, market: MarketRow, language: PlayerLanguage) {
  return {
    key: market.marketKey,
    type: market.type,
    specifiers: market.specifiers,
    lineLabel: marketLineLabelOf(market.type, market.specifiers, language),
    status: market.status,
    oddsVersion: market.oddsVersion,
    isMainLine: market.isMainLine,
    outcomes: market.outcomes.map((outcome) => ({
      id: outcome.id,
      label: outcomeLabelOf(event, market.type, outcome.id, language),
      oddsMilli: outcome.oddsMilli,
      active: outcome.active,
    })),
  };
}

/** Main lines first, then the catalogue's board order, then the line itself. */
function byBoardOrder(sport: SportKey) {
  return (left: MarketRow, right: MarketRow) =>
    Number(right.isMainLine) - Number(left.isMainLine) ||
    rank(left.type, sport) - rank(right.type, sport) ||
    left.marketKey.localeCompare(right.marketKey);
}
const rank = (type: MarketType, sport: SportKey) => {
  const position = boardOrder(type, sport);
  return position < 0 ? 100 : position;
};

export function eventViewOf(
  event: EventRow,
  eventMarkets: MarketRow[],
  language: PlayerLanguage,
  shown: (market: MarketRow) => boolean,
): EventView {
  const sorted = [...eventMarkets].sort(byBoardOrder(event.sport));
  const onBoard = sorted.filter(shown);
  return {
    eventId: event.eventId,
    sport: event.sport,
    ...(event.discipline ? { discipline: event.discipline } : {}),
    competitionId: event.competitionId,
    competitionName: nameIn(event.competitionName, language),
    home: nameIn(event.home.name, language),
    away: nameIn(event.away.name, language),
    startTime: event.startTime.toISOString(),
    live: isLive(event.status),
    matchStatus: event.matchStatus,
    clockSeconds: event.clockSeconds,
    score: { home: event.scoreHome, away: event.scoreAway },
    parlayable: eventMarkets.some((market) => marketDefinitionOf(market.type).parlayable),
    markets: onBoard.map((market) => marketView(event, market, language)),
    moreMarkets: sorted.length - onBoard.length,
  };
}

/** The first instant of the business day after `at`'s, in the time zone. */
export function startOfNextDay(at: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const wallClock = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  const offset = wallClock - Math.floor(at.getTime() / 1000) * 1000;
  return new Date(Date.UTC(+parts.year!, +parts.month! - 1, +parts.day! + 1) - offset);
}

/** The business day `YYYY-MM-DD` of an instant in the time zone. */
export function dayOf(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The instants a business day starts and ends at in the time zone. */
export function dayWindow(day: string, timeZone: string): { start: Date; end: Date } {
  const noon = new Date(`${day}T12:00:00Z`);
  const end = startOfNextDay(noon, timeZone);
  const start = startOfNextDay(new Date(noon.getTime() - 86_400_000), timeZone);
  return { start, end };
}

/**
 * The board of one sport and tab (reference §7.1): In-play is live and suspended events; Today the ones not started
 * that kick off before the business day ends; Early the later ones; Parlay the open events with only their
 * parlay-eligible markets; Outright the outright markets. Leagues group the events, ordered by kick-off then id.
 */
export async function boardOf(
  db: SportsbookDb,
  input: { sport: SportKey; tab: BoardTab; language: PlayerLanguage; now: Date; timeZone: string },
) {
  const endOfToday = startOfNextDay(input.now, input.timeZone);
  const conditions = [eq(events.sport, input.sport)];
  if (input.tab === 'live') conditions.push(inArray(events.status, liveStatuses));
  else if (input.tab === 'today')
    conditions.push(inArray(events.status, upcomingStatuses), lt(events.startTime, endOfToday));
  else if (input.tab === 'early')
    conditions.push(inArray(events.status, upcomingStatuses), gte(events.startTime, endOfToday));
  else conditions.push(inArray(events.status, [...upcomingStatuses, ...liveStatuses]));
  const eventRows = await db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.startTime), asc(events.eventId))
    .limit(300);
  const marketRows = eventRows.length
    ? await db
        .select()
        .from(markets)
        .where(
          and(
            inArray(
              markets.eventId,
              eventRows.map((event) => event.eventId),
            ),
            inArray(markets.status, visibleStatuses),
          ),
        )
    : [];
  const byEvent = new Map<string, MarketRow[]>();
  for (const market of marketRows) {
    const list = byEvent.get(market.eventId) ?? [];
    list.push(market);
    byEvent.set(market.eventId, list);
  }
  const competitions = new Map<string, { competitionId: string; name: string; events: EventView[] }>();
  for (const event of eventRows) {
    const all = byEvent.get(event.eventId) ?? [];
    const outright = input.tab === 'outright';
    const candidates = all.filter((market) =>
      outright
        ? market.type === 'outright'
        : market.type !== 'outright' && (input.tab !== 'parlay' || marketDefinitionOf(market.type).parlayable),
    );
    if (candidates.length === 0) continue;
    const view = eventViewOf(event, candidates, input.language, (market) =>
      outright ? true : market.isMainLine && boardOrder(market.type, event.sport) >= 0,
    );
    const group = competitions.get(event.competitionId) ?? {
      competitionId: event.competitionId,
      name: nameIn(event.competitionName, input.language),
      events: [],
    };
    group.events.push(view);
    competitions.set(event.competitionId, group);
  }
  return { competitions: [...competitions.values()] };
}

/** One event with every visible market (the event page). */
export async function eventPageOf(db: SportsbookDb, eventId: string, language: PlayerLanguage) {
  const [event] = await db.select().from(events).where(eq(events.eventId, eventId));
  if (!event) return undefined;
  const rows = await db
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, eventId), inArray(markets.status, visibleStatuses)));
  return eventViewOf(event, rows, language, () => true);
}

/** Finished events of a sport on a business day, with their final and period scores (the results page). */
export async function resultsOf(
  db: SportsbookDb,
  input: { sport: SportKey; day: string; timeZone: string; language: PlayerLanguage },
) {
  const window = dayWindow(input.day, input.timeZone);
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.sport, input.sport),
        inArray(events.status, [
          eventStatuses.ended,
          eventStatuses.closed,
          eventStatuses.abandoned,
          eventStatuses.cancelled,
        ]),
        gte(events.startTime, window.start),
        lt(events.startTime, window.end),
        sql`${events.competitors} is null`,
      ),
    )
    .orderBy(asc(events.startTime), asc(events.eventId))
    .limit(500);
  return {
    day: input.day,
    events: rows.map((event) => ({
      eventId: event.eventId,
      sport: event.sport,
      ...(event.discipline ? { discipline: event.discipline } : {}),
      competitionName: nameIn(event.competitionName, input.language),
      home: nameIn(event.home.name, input.language),
      away: nameIn(event.away.name, input.language),
      startTime: event.startTime.toISOString(),
      status: event.status,
      score: { home: event.scoreHome, away: event.scoreAway },
      periodScores: event.periodScores,
    })),
  };
}
