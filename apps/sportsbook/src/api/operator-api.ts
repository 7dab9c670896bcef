import { z } from 'zod';
import { marketTypes, sportKeys, ticketResults, ticketStatuses, voidReasons } from '../domain/sportsbook-model.js';

/**
 * The sportsbook's operator API (decision 0055), called only by the platform's `/bo/sportsbook/*` routes, server to
 * server, signed with the HOUSE_SB vendor secret like the wallet calls (the same `signedHeaders` scheme). The
 * platform checks the operator's role, audits the action in its own audit log and forwards the operator's name;
 * the book records it beside its own change. Money is minor units as digit strings, odds integer thousandths.
 */
export const operatorApiPaths = {
  events: '/operator/events',
  event: '/operator/events/:eventId',
  marketStatus: '/operator/events/:eventId/markets/status',
  settleEvent: '/operator/events/:eventId/settlement',
  riskSettings: '/operator/risk-settings',
  margins: '/operator/margins',
  tickets: '/operator/tickets',
  ticketWalletBlock: '/operator/tickets/:ticketId/wallet-block',
  holdReport: '/operator/reports/hold',
} as const;

const minorText = z.string().regex(/^-?\d{1,18}$/);
const operatorName = z.string().min(1).max(64);
/** Every change names its operator and gives a reason (audited on both sides). */
const changeSchema = z.object({ operator: operatorName, reason: z.string().trim().min(3).max(500) });

export const operatorEventsQuerySchema = z.object({
  sport: z.enum(sportKeys).optional(),
  state: z.enum(['upcoming', 'live', 'ended', 'all']).default('live'),
  search: z.string().trim().max(64).optional(),
  cursor: z.string().max(200).optional(),
});
export const operatorEventRowSchema = z.object({
  eventId: z.string(),
  sport: z.enum(sportKeys),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  startTime: z.string(),
  status: z.number().int(),
  matchStatus: z.string(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  openTickets: z.number().int(),
  stakeMinor: minorText,
  /** The worst case for the book over the event's outcomes: the largest net payout if it happened. */
  liabilityMinor: minorText,
});
export const operatorEventsAnswerSchema = z.object({
  events: z.array(operatorEventRowSchema),
  nextCursor: z.string().optional(),
});
export const operatorMarketRowSchema = z.object({
  marketKey: z.string(),
  type: z.enum(marketTypes),
  lineLabel: z.string(),
  status: z.number().int(),
  suspendedByOperator: z.boolean(),
  /** Shut by the liability threshold (decision 0067); an operator's reopen clears it. */
  suspendedByLiability: z.boolean(),
  outcomes: z.array(
    z.object({ id: z.string(), oddsMilli: z.number().int(), stakeMinor: minorText, liabilityMinor: minorText }),
  ),
  liabilityLimitMinor: minorText,
});
export const operatorEventAnswerSchema = z.object({
  event: operatorEventRowSchema,
  markets: z.array(operatorMarketRowSchema),
  /** Result versions so far, newest first, with who set each (the feed or an operator). */
  results: z.array(z.object({ version: z.number().int(), source: z.string(), at: z.string(), facts: z.unknown() })),
});

/** Suspend or reopen markets (all of an event's when `marketKeys` is absent). */
export const marketStatusInputSchema = changeSchema.extend({
  action: z.enum(['suspend', 'reopen']),
  marketKeys: z.array(z.string().max(128)).max(500).optional(),
});

/** Manual settlement or resettlement from typed facts (scores, maps, the fight's winner), or a void. */
export const settleEventInputSchema = changeSchema.extend({
  action: z.enum(['settle', 'void']),
  facts: z.unknown().optional(),
  voidReason: z.enum(voidReasons).optional(),
});
export const settleEventAnswerSchema = z.object({
  resultVersion: z.number().int(),
  ticketsSettled: z.number().int(),
  ticketsResettled: z.number().int(),
});

export const riskSettingsSchema = z.object({
  minimumStakeMinor: minorText,
  maximumStakeMinor: z.record(z.string(), minorText),
  maximumPayoutPerTicketMinor: minorText,
  maximumPayoutPerDayMinor: minorText,
  liabilityLimitPerMarketMinor: z.record(z.string(), minorText),
  liveDelaySeconds: z.number().int().min(0).max(30),
  cashOutMarginBasisPoints: z.number().int().min(0).max(2_000),
});
export const riskSettingsInputSchema = changeSchema.extend({ settings: riskSettingsSchema });

/** Main-line margins in basis points per sport, league tier and market type (`*` for every type). */
export const marginRowSchema = z.object({
  sport: z.enum(sportKeys),
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  marketType: z.union([z.enum(marketTypes), z.literal('*')]),
  marginBasisPoints: z.number().int().min(0).max(3_000),
});
/** As the console sends them: a market type the book does not price is its own refusal (422 INVALID_MARGINS). */
const marginInputRowSchema = marginRowSchema.extend({
  tier: z.number().int(),
  marketType: z.string().max(32),
  marginBasisPoints: z.number().int(),
});
/** The operator's whole set of margins; an empty set goes back to the defaults (decision 0067). */
export const marginsInputSchema = changeSchema.extend({ margins: z.array(marginInputRowSchema).max(500) });
/** The operator's margins and, for every sport, tier and market type, the simulator's default. */
export const marginsAnswerSchema = z.object({
  overrides: z.array(marginRowSchema),
  defaults: z.array(marginRowSchema),
});

export const operatorTicketsQuerySchema = z.object({
  reference: z.string().trim().max(32).optional(),
  playerId: z.string().trim().max(64).optional(),
  eventId: z.string().trim().max(64).optional(),
  status: z.enum(ticketStatuses).optional(),
  placedFrom: z.string().optional(),
  placedTo: z.string().optional(),
  /** Only tickets whose wallet lane waits for an operator (RESETTLE_BLOCKED). */
  blocked: z.boolean().optional(),
  cursor: z.string().max(200).optional(),
});
export const operatorTicketRowSchema = z.object({
  ticketId: z.string(),
  reference: z.string(),
  playerId: z.string(),
  kind: z.enum(['single', 'parlay']),
  status: z.enum(ticketStatuses),
  result: z.enum(ticketResults).optional(),
  stakeMinor: minorText,
  payoutMinor: minorText.optional(),
  settlementVersion: z.number().int(),
  placedAt: z.string(),
  legs: z.array(z.object({ event: z.string(), market: z.string(), outcome: z.string(), oddsMilli: z.number().int() })),
  /** RESETTLE_BLOCKED and what the refused step would have taken back, while the lane waits for an operator. */
  walletBlocked: z.string().optional(),
  walletShortfallMinor: minorText.optional(),
});

/** An operator retries a RESETTLE_BLOCKED ticket's refused wallet step or closes it (decision 0067). */
export const ticketWalletBlockInputSchema = changeSchema.extend({ action: z.enum(['retry', 'close']) });
export const ticketWalletBlockAnswerSchema = z.object({
  ticketId: z.string(),
  action: z.enum(['retry', 'close']),
  transactionId: z.string().optional(),
  shortfallMinor: minorText,
});

/** Daily hold: stakes, payouts and realised hold against the theoretical margin, per sport and day. */
export const holdReportQuerySchema = z.object({ from: z.string(), to: z.string() });
export const holdReportRowSchema = z.object({
  day: z.string(),
  sport: z.enum(sportKeys),
  tickets: z.number().int(),
  stakeMinor: minorText,
  payoutMinor: minorText,
  holdBasisPoints: z.number().int(),
  theoreticalMarginBasisPoints: z.number().int(),
});
