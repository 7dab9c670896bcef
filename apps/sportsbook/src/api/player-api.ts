import { z } from 'zod';
import {
  marketTypes,
  oddsFormats,
  oddsPolicies,
  sportKeys,
  ticketResults,
  ticketStatuses,
} from '../domain/sportsbook-model.js';

/**
 * The player app's HTTP API (decision 0055), shared by the server's routes and the browser client. Every path is
 * under `/api`, answers JSON, and needs the session cookie the launch set (`sb_session`), except `/api/fairness`
 * and `/api/results`, which are public. Errors answer `{ code, message }` with a stable code (see `playerErrorCodes`)
 * and a 4xx status; money is minor units as digit strings.
 */
export const playerApiPaths = {
  session: '/api/session',
  board: '/api/board',
  event: '/api/events/:eventId',
  placeTicket: '/api/tickets',
  tickets: '/api/tickets',
  cashOut: '/api/tickets/:ticketId/cash-out',
  results: '/api/results',
  fairness: '/api/fairness',
  /** Server-sent events: board changes, bet stops and the player's ticket updates, across instances. */
  stream: '/api/stream',
} as const;

const minorText = z.string().regex(/^\d{1,18}$/);
const localizedText = z.string();

export const sessionAnswerSchema = z.object({
  playerName: z.string(),
  currency: z.string(),
  balance: minorText,
  language: z.enum(['th', 'en', 'pt-BR', 'fil']),
  /** The brand's time zone: dates are shown YYYY/MM/DD in it. */
  timeZone: z.string(),
  oddsFormat: z.enum(oddsFormats),
  stakePresets: z.array(minorText),
  minimumStake: minorText,
  /** The sport the launch opened (the lobby tile's category). */
  sport: z.enum(sportKeys),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const boardTabs = ['live', 'today', 'early', 'parlay', 'outright'] as const;
export const boardQuerySchema = z.object({
  sport: z.enum(sportKeys),
  tab: z.enum(boardTabs).default('today'),
});

export const outcomeViewSchema = z.object({
  id: z.string(),
  /** Translated label ("Over", "สูง", "1:0"). */
  label: localizedText,
  oddsMilli: z.number().int(),
  active: z.boolean(),
});
export const marketViewSchema = z.object({
  key: z.string(),
  type: z.enum(marketTypes),
  specifiers: z.string(),
  /** The line as the player reads it (`-0.5/1`, `2.5`, `Map 2`). */
  lineLabel: z.string(),
  status: z.number().int(),
  oddsVersion: z.number().int(),
  isMainLine: z.boolean(),
  outcomes: z.array(outcomeViewSchema),
});
export const eventViewSchema = z.object({
  eventId: z.string(),
  sport: z.enum(sportKeys),
  discipline: z.string().optional(),
  competitionId: z.string(),
  competitionName: localizedText,
  home: localizedText,
  away: localizedText,
  startTime: z.string(),
  live: z.boolean(),
  matchStatus: z.string(),
  clockSeconds: z.number().int(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  parlayable: z.boolean(),
  markets: z.array(marketViewSchema),
  /** How many more markets the event page shows. */
  moreMarkets: z.number().int(),
});
export type EventView = z.infer<typeof eventViewSchema>;
export const boardAnswerSchema = z.object({
  competitions: z.array(z.object({ competitionId: z.string(), name: localizedText, events: z.array(eventViewSchema) })),
});
export type BoardAnswer = z.infer<typeof boardAnswerSchema>;

export const selectionInputSchema = z.object({
  eventId: z.string().min(1).max(64),
  marketKey: z.string().min(1).max(128),
  outcomeId: z.string().min(1).max(32),
  oddsMilli: z.number().int().min(1001).max(1_000_000),
  oddsVersion: z.number().int().min(0),
});
export const placeTicketInputSchema = z.object({
  /** The client's idempotency key: a repeat answers the first ticket. */
  requestId: z.uuid(),
  kind: z.enum(['single', 'parlay']),
  stake: minorText,
  oddsPolicy: z.enum(oddsPolicies).default('BETTER'),
  selections: z.array(selectionInputSchema).min(1).max(10),
});
export type PlaceTicketInput = z.infer<typeof placeTicketInputSchema>;

export const ticketLegViewSchema = z.object({
  eventId: z.string(),
  eventName: localizedText,
  marketType: z.enum(marketTypes),
  marketLabel: localizedText,
  lineLabel: z.string(),
  outcomeLabel: localizedText,
  oddsMilli: z.number().int(),
  /** Live Asian handicap: the score the line counts from (rest of the match). */
  scoreAtBet: z.object({ home: z.number().int(), away: z.number().int() }).optional(),
  result: z.enum(['WON', 'LOST', 'HALF_WON', 'HALF_LOST', 'PUSH', 'VOID']).optional(),
});
export const ticketViewSchema = z.object({
  ticketId: z.string(),
  /** The short reference shown to the player and support (never an internal id). */
  reference: z.string(),
  kind: z.enum(['single', 'parlay']),
  status: z.enum(ticketStatuses),
  result: z.enum(ticketResults).optional(),
  stake: minorText,
  potentialReturn: minorText,
  payout: minorText.optional(),
  placedAt: z.string(),
  settledAt: z.string().optional(),
  legs: z.array(ticketLegViewSchema),
  /** Present while a cash-out can be taken: the amount and the offer it binds to. */
  cashOut: z.object({ offerId: z.string(), amount: minorText }).optional(),
  rejectionCode: z.string().optional(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;
export const ticketsQuerySchema = z.object({
  state: z.enum(['open', 'settled']).default('open'),
  cursor: z.string().max(200).optional(),
});
export const ticketsAnswerSchema = z.object({ tickets: z.array(ticketViewSchema), nextCursor: z.string().optional() });

export const cashOutInputSchema = z.object({ offerId: z.string().min(1).max(200), amount: minorText });

export const fairnessAnswerSchema = z.object({
  days: z.array(
    z.object({ sport: z.enum(sportKeys), day: z.string(), seedHash: z.string(), seed: z.string().optional() }),
  ),
});

/** Stable error codes of the player API; each has a translation key `errors.<code>` in the client. */
export const playerErrorCodes = [
  'NOT_LOGGED_IN',
  'VALIDATION_FAILED',
  'MARKET_SUSPENDED',
  'MARKET_CLOSED',
  'ODDS_CHANGED',
  'STAKE_BELOW_MINIMUM',
  'STAKE_ABOVE_MAXIMUM',
  'PAYOUT_ABOVE_MAXIMUM',
  'LIABILITY_LIMIT',
  'PARLAY_SAME_EVENT',
  'PARLAY_NOT_ALLOWED',
  'INSUFFICIENT_FUNDS',
  'BET_REFUSED',
  'CASH_OUT_UNAVAILABLE',
  'CASH_OUT_CHANGED',
  'WALLET_UNAVAILABLE',
  'NOT_FOUND',
] as const;
export type PlayerErrorCode = (typeof playerErrorCodes)[number];

/**
 * What `/api/stream` sends (server-sent events; the SSE event name is `type`, its data this object as JSON). Prices
 * only: a market key the client has not seen yet (a new line after a goal) means it reloads the board or event.
 */
export const streamMarketSchema = z.object({
  key: z.string(),
  status: z.number().int(),
  oddsVersion: z.number().int(),
  isMainLine: z.boolean(),
  outcomes: z.array(z.object({ id: z.string(), oddsMilli: z.number().int(), active: z.boolean() })),
});
export const streamMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('event'),
    eventId: z.string(),
    sport: z.enum(sportKeys),
    /** UOF event status (0 not started, 1 live, 3 ended, 4 closed, 5 cancelled...). */
    status: z.number().int(),
    live: z.boolean(),
    matchStatus: z.string(),
    clockSeconds: z.number().int(),
    score: z.object({ home: z.number().int(), away: z.number().int() }),
  }),
  z.object({
    type: z.literal('markets'),
    eventId: z.string(),
    sport: z.enum(sportKeys),
    /** Why they changed: a reprice, a bet stop, the feed going quiet, a result or a cancel. */
    reason: z.enum(['odds', 'bet_stop', 'producer_down', 'settled', 'rolled_back', 'cancelled']),
    markets: z.array(streamMarketSchema),
  }),
  /** One of the player's own tickets changed (accepted, rejected, settled, cashed out): reload My Bets. */
  z.object({ type: z.literal('ticket'), ticketId: z.string(), status: z.enum(ticketStatuses) }),
  /** A seed was committed or revealed. */
  z.object({ type: z.literal('fairness') }),
]);
export type StreamMessage = z.infer<typeof streamMessageSchema>;
export type StreamMarket = z.infer<typeof streamMarketSchema>;

/** `/api/results` (public): finished events of a sport on a business day (today in the brand's zone by default). */
export const resultsQuerySchema = z.object({
  sport: z.enum(sportKeys),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Without a session, the language of the names (Thai by default). */
  lang: z.enum(['th', 'en', 'pt-BR', 'fil']).optional(),
});
export const resultsAnswerSchema = z.object({
  day: z.string(),
  events: z.array(
    z.object({
      eventId: z.string(),
      sport: z.enum(sportKeys),
      discipline: z.string().optional(),
      competitionName: localizedText,
      home: localizedText,
      away: localizedText,
      startTime: z.string(),
      /** 3 ended, 4 closed (official), 5 cancelled, 9 abandoned. */
      status: z.number().int(),
      score: z.object({ home: z.number().int(), away: z.number().int() }),
      periodScores: z.array(z.object({ period: z.string(), home: z.number().int(), away: z.number().int() })),
    }),
  ),
});
export type ResultsAnswer = z.infer<typeof resultsAnswerSchema>;
