import { z } from 'zod';

/**
 * The console's sportsbook (decision 0063): the platform's `/bo/sportsbook/*` calls, which check the operator's
 * role, audit every change and forward it to the sportsbook's operator API (apps/sportsbook/src/api/operator-api.ts)
 * signed with the HOUSE_SB secret. These shapes are the console's view of the book's answers: the book's own
 * enumerations (market types, ticket statuses) travel as text the console translates, so a new market type never
 * breaks the console. Money is minor units as digit strings, odds integer thousandths of decimal odds.
 */
export const sportsbookConsolePaths = {
  events: '/bo/sportsbook/events',
  event: '/bo/sportsbook/events/:eventId',
  marketStatus: '/bo/sportsbook/events/:eventId/markets/status',
  settlement: '/bo/sportsbook/events/:eventId/settlement',
  riskSettings: '/bo/sportsbook/risk-settings',
  margins: '/bo/sportsbook/margins',
  tickets: '/bo/sportsbook/tickets',
  ticketWalletBlock: '/bo/sportsbook/tickets/:ticketId/wallet-block',
  holdReport: '/bo/sportsbook/reports/hold',
} as const;

/** The book's sports, in the lobby's order (the same list as the book's `sportKeys`). */
export const sportsbookSports = ['football', 'esports', 'cockfight'] as const;
export type SportsbookSport = (typeof sportsbookSports)[number];
export const sportsbookEventStates = ['upcoming', 'live', 'ended', 'all'] as const;
export const sportsbookTicketStatuses = ['PENDING', 'OPEN', 'REJECTED', 'SETTLED', 'CANCELLED', 'CASHED_OUT'] as const;
export const sportsbookVoidReasons = [
  'EVENT_CANCELLED',
  'EVENT_POSTPONED_48H',
  'EVENT_ABANDONED',
  'FORMAT_CHANGED',
  'RESULT_UNVERIFIABLE',
  'INCORRECT_ODDS',
  'LATE_BET',
  'MANUAL',
] as const;
/** UOF market status: 1 active, 0 inactive, -1 suspended, -2 handed over, -3 settled, -4 cancelled. */
export const sportsbookMarketStatus = { active: 1, suspended: -1, settled: -3, cancelled: -4 } as const;

const minorText = z.string().regex(/^-?\d{1,18}$/);
const eventIdText = z.string().trim().min(1).max(64);
/** Every change gives a reason; the platform adds the operator's name when it forwards the change. */
const reasonShape = { reason: z.string().trim().min(3).max(500) };

export const sportsbookEventParamsSchema = z.object({ eventId: eventIdText });

export const sportsbookEventsQuerySchema = z.object({
  sport: z.enum(sportsbookSports).optional(),
  state: z.enum(sportsbookEventStates).default('live'),
  search: z.string().trim().max(64).optional(),
  cursor: z.string().max(200).optional(),
});
export type SportsbookEventsQuery = z.input<typeof sportsbookEventsQuerySchema>;

export const sportsbookEventRowSchema = z.object({
  eventId: z.string(),
  sport: z.enum(sportsbookSports),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  startTime: z.string(),
  status: z.number().int(),
  matchStatus: z.string(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  openTickets: z.number().int(),
  stakeMinor: minorText,
  /** The book's worst case over the event's outcomes: the largest net payout if it happened. */
  liabilityMinor: minorText,
});
export type SportsbookEventRow = z.infer<typeof sportsbookEventRowSchema>;
export const sportsbookEventsAnswerSchema = z.object({
  events: z.array(sportsbookEventRowSchema),
  nextCursor: z.string().optional(),
});

export const sportsbookMarketRowSchema = z.object({
  marketKey: z.string(),
  type: z.string(),
  lineLabel: z.string(),
  status: z.number().int(),
  suspendedByOperator: z.boolean(),
  /** Shut by the book's liability threshold (decision 0067); a reopen clears it. */
  suspendedByLiability: z.boolean().optional(),
  outcomes: z.array(
    z.object({ id: z.string(), oddsMilli: z.number().int(), stakeMinor: minorText, liabilityMinor: minorText }),
  ),
  liabilityLimitMinor: minorText,
});
export type SportsbookMarketRow = z.infer<typeof sportsbookMarketRowSchema>;
export const sportsbookEventAnswerSchema = z.object({
  event: sportsbookEventRowSchema,
  markets: z.array(sportsbookMarketRowSchema),
  /** Result versions so far, newest first, with who set each (the feed or an operator). */
  results: z.array(z.object({ version: z.number().int(), source: z.string(), at: z.string(), facts: z.unknown() })),
  /** The tickets a settlement would touch: open ones settle, settled ones resettle (the confirmation says both). */
  tickets: z.object({ open: z.number().int(), settled: z.number().int() }).optional(),
});
export type SportsbookEventAnswer = z.infer<typeof sportsbookEventAnswerSchema>;

/** Suspend or reopen markets (all of the event's when `marketKeys` is absent). */
export const sportsbookMarketStatusBodySchema = z.object({
  ...reasonShape,
  action: z.enum(['suspend', 'reopen']),
  marketKeys: z.array(z.string().max(128)).min(1).max(500).optional(),
});
export type SportsbookMarketStatusBody = z.infer<typeof sportsbookMarketStatusBodySchema>;
export const sportsbookMarketStatusAnswerSchema = z.object({ marketsChanged: z.number().int() });

const score = z.object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) });
/** The facts an operator types to settle: scores, maps in order, or the fight's winner. */
export const sportsbookFactsSchema = z.discriminatedUnion('sport', [
  z.object({ sport: z.literal('football'), halfTime: score, fullTime: score }),
  z.object({
    sport: z.literal('esports'),
    bestOf: z.number().int().min(1).max(7),
    maps: z
      .array(z.object({ winner: z.enum(['home', 'away']), total: z.number().int().min(0).max(999) }))
      .min(1)
      .max(7),
  }),
  z.object({ sport: z.literal('cockfight'), winner: z.enum(['meron', 'wala', 'draw']) }),
]);
export type SportsbookFacts = z.infer<typeof sportsbookFactsSchema>;

/** Settle (or resettle, when a result exists) from typed facts, or void the event's markets. */
export const sportsbookSettlementBodySchema = z.discriminatedUnion('action', [
  z.object({ ...reasonShape, action: z.literal('settle'), facts: sportsbookFactsSchema }),
  z.object({ ...reasonShape, action: z.literal('void'), voidReason: z.enum(sportsbookVoidReasons) }),
]);
export type SportsbookSettlementBody = z.infer<typeof sportsbookSettlementBodySchema>;
export const sportsbookSettlementAnswerSchema = z.object({
  resultVersion: z.number().int(),
  ticketsSettled: z.number().int(),
  ticketsResettled: z.number().int(),
});

export const sportsbookRiskSettingsSchema = z.object({
  minimumStakeMinor: minorText,
  /** Keyed `type|tier`, `*|tier` or `*` (the book takes the first it has). */
  maximumStakeMinor: z.record(z.string(), minorText),
  maximumPayoutPerTicketMinor: minorText,
  maximumPayoutPerDayMinor: minorText,
  /** Keyed like the stake limits. */
  liabilityLimitPerMarketMinor: z.record(z.string(), minorText),
  liveDelaySeconds: z.number().int().min(0).max(30),
  cashOutMarginBasisPoints: z.number().int().min(0).max(2_000),
});
export type SportsbookRiskSettings = z.infer<typeof sportsbookRiskSettingsSchema>;
export const sportsbookRiskSettingsBodySchema = z.object({ ...reasonShape, settings: sportsbookRiskSettingsSchema });

/**
 * A main-line margin in basis points per sport, league tier and market type (`*` for every type of the sport and
 * tier; a named type wins over it). Alternate handicap and total lines add the book's own extra (decision 0067).
 */
export const sportsbookMarginRowSchema = z.object({
  sport: z.enum(sportsbookSports),
  tier: z.number().int().min(1).max(3),
  marketType: z.string().min(1).max(32),
  marginBasisPoints: z.number().int().min(0).max(3_000),
});
export type SportsbookMarginRow = z.infer<typeof sportsbookMarginRowSchema>;
export const sportsbookMarginsSchema = z.array(sportsbookMarginRowSchema).max(500);
/** The operator's margins and, per sport, tier and market type, the default the book prices with without them. */
export const sportsbookMarginsAnswerSchema = z.object({
  overrides: sportsbookMarginsSchema,
  defaults: z.array(sportsbookMarginRowSchema).max(500),
});
export type SportsbookMarginsAnswer = z.infer<typeof sportsbookMarginsAnswerSchema>;
/** The whole set of the operator's margins, replacing the last; an empty set goes back to the defaults. */
export const sportsbookMarginsBodySchema = z.object({
  ...reasonShape,
  margins: z.array(sportsbookMarginRowSchema).max(500),
});

export const sportsbookTicketsQuerySchema = z.object({
  reference: z.string().trim().max(32).optional(),
  playerId: z.string().trim().max(64).optional(),
  eventId: z.string().trim().max(64).optional(),
  status: z.enum(sportsbookTicketStatuses).optional(),
  placedFrom: z.string().max(40).optional(),
  placedTo: z.string().max(40).optional(),
  /** `only`: the tickets whose wallet step waits for an operator (RESETTLE_BLOCKED). */
  blocked: z.enum(['only']).optional(),
  cursor: z.string().max(200).optional(),
});
export type SportsbookTicketsQuery = z.infer<typeof sportsbookTicketsQuerySchema>;
export const sportsbookTicketRowSchema = z.object({
  ticketId: z.string(),
  reference: z.string(),
  playerId: z.string(),
  kind: z.enum(['single', 'parlay']),
  status: z.enum(sportsbookTicketStatuses),
  result: z.string().optional(),
  stakeMinor: minorText,
  payoutMinor: minorText.optional(),
  settlementVersion: z.number().int(),
  placedAt: z.string(),
  legs: z.array(z.object({ event: z.string(), market: z.string(), outcome: z.string(), oddsMilli: z.number().int() })),
  /** RESETTLE_BLOCKED: the platform refused a settlement step and its adjustment; an operator retries or closes it. */
  walletBlocked: z.string().optional(),
  walletShortfallMinor: minorText.optional(),
});
export type SportsbookTicketRow = z.infer<typeof sportsbookTicketRowSchema>;
export const sportsbookTicketsAnswerSchema = z.object({
  tickets: z.array(sportsbookTicketRowSchema),
  nextCursor: z.string().optional(),
});

export const sportsbookTicketParamsSchema = z.object({ ticketId: z.string().trim().min(1).max(64) });
/** Retry a blocked ticket's refused wallet step, or close it (given up: settled with the player another way). */
export const sportsbookTicketWalletBlockBodySchema = z.object({ ...reasonShape, action: z.enum(['retry', 'close']) });
export type SportsbookTicketWalletBlockBody = z.infer<typeof sportsbookTicketWalletBlockBodySchema>;
export const sportsbookTicketWalletBlockAnswerSchema = z.object({
  ticketId: z.string(),
  action: z.enum(['retry', 'close']),
  transactionId: z.string().optional(),
  shortfallMinor: minorText,
});

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const sportsbookHoldReportQuerySchema = z.object({ from: dayText, to: dayText });
export const sportsbookHoldRowSchema = z.object({
  day: z.string(),
  sport: z.enum(sportsbookSports),
  tickets: z.number().int(),
  stakeMinor: minorText,
  payoutMinor: minorText,
  holdBasisPoints: z.number().int(),
  theoreticalMarginBasisPoints: z.number().int(),
});
export type SportsbookHoldRow = z.infer<typeof sportsbookHoldRowSchema>;
export const sportsbookHoldReportAnswerSchema = z.object({ rows: z.array(sportsbookHoldRowSchema) });
