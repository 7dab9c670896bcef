import { z } from 'zod';
import { gameTypes } from './games.js';
import { pageQueryShape, pageSchema } from './paging.js';

const dateText = z.iso.date();

/**
 * The member's game rounds (member centre "betting record", personalHistoryCopy) and their profit and loss
 * (personalProfit). Dates are brand-local (YYYY-MM-DD), inclusive; both default to the last 7 days.
 */
export const gameRecordQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  /** A category of spec §1; empty or absent for all. */
  gameType: z
    .union([z.enum(gameTypes), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  /** A catalogue vendor code (PG, JDB, ...); empty or absent for all. */
  vassalage: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((value) => value || undefined),
});
export type GameRecordQuery = z.input<typeof gameRecordQuerySchema>;
export type GameRecordFilter = z.output<typeof gameRecordQuerySchema>;

export const gameRoundStatuses = ['open', 'settled', 'cancelled'] as const;

export const gameRecordKinds = ['round', 'lottery'] as const;

export const gameRecordSchema = z.object({
  /** The vendor's round id, or for a lottery bet its ticket's order number and draw: a key, not for display. */
  roundId: z.string(),
  /** A round at a game, or a lottery ticket (one bet on one draw). */
  kind: z.enum(gameRecordKinds),
  /**
   * What a player may quote to support: a lottery ticket's order number (and period of a chase), or the round id's
   * last 8 characters in capitals when the vendor's id is a long technical one.
   */
  reference: z.string(),
  /** The lottery draw (numero) of a ticket; null for a round. */
  draw: z.string().nullable(),
  gameName: z.string(),
  gameCode: z.string(),
  /** The vendor's code: a filter value, never shown to players. */
  vassalage: z.string(),
  /**
   * The vendor's display name (decision 0054); empty for a lottery ticket (the platform's own product, named by its
   * category) and a game that left the catalogue.
   */
  vendorName: z.string(),
  gameType: z.string(),
  stake: z.string(),
  win: z.string(),
  /** win - stake; negative when the member lost. */
  net: z.string(),
  currency: z.string(),
  status: z.enum(gameRoundStatuses),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

export const gameRecordTotalsSchema = z.object({
  rounds: z.number(),
  stake: z.string(),
  win: z.string(),
  net: z.string(),
});
export type GameRecordTotals = z.infer<typeof gameRecordTotalsSchema>;

/** One page of rounds, newest first, with the totals of every round the filter matches (not just the page). */
export const gameRecordPageSchema = pageSchema(gameRecordSchema).extend({ totals: gameRecordTotalsSchema });
export type GameRecordPage = z.infer<typeof gameRecordPageSchema>;

export const profitLossQuerySchema = gameRecordQuerySchema.pick({ startDate: true, endDate: true });
export type ProfitLossQuery = z.input<typeof profitLossQuerySchema>;

/** Profit and loss per category (only categories with rounds), then the overall totals. */
export const profitLossSchema = z.object({
  currency: z.string(),
  categories: z.array(gameRecordTotalsSchema.extend({ gameType: z.string() })),
  totals: gameRecordTotalsSchema,
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

/** Paths of the two calls (POST or GET; the query travels as JSON body or query string). */
export const gameRecordPaths = {
  records: '/wps/game/records',
  profitLoss: '/wps/game/profitLoss',
} as const;
