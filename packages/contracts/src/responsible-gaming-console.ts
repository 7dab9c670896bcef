import { z } from 'zod';
import { pageQueryShape, pageSchema } from './paging.js';
import { limitKindSchema, protectionKinds, selfExclusionPeriods, timeOutPeriods } from './responsible-gaming.js';

/**
 * The console's side of responsible gaming (issue #15, decision 0046): a player's limits, their history and
 * protections, the lift of an ended self-exclusion, the register of excluded players, and the markers of harm the
 * risk role reads.
 */

/**
 * A protection as the console sees it. `ended`: its period is over; a time-out then frees the player by itself, a
 * self-exclusion still holds the player until an operator lifts it (`lifted`).
 */
export const consoleProtectionStatuses = ['in_force', 'ended', 'lifted'] as const;
export type ConsoleProtectionStatus = (typeof consoleProtectionStatuses)[number];

export const consoleProtectionPeriodSchema = z.enum([...timeOutPeriods, ...selfExclusionPeriods]);

export const consoleProtectionSchema = z.object({
  /** The row's id, for the lift call only; the console never shows it. */
  id: z.string(),
  kind: z.enum(protectionKinds),
  period: consoleProtectionPeriodSchema,
  startedAt: z.string(),
  /** Null for a permanent self-exclusion. */
  endsAt: z.string().nullable(),
  status: z.enum(consoleProtectionStatuses),
  liftedAt: z.string().nullable(),
  /** The operator's username who lifted it. */
  liftedBy: z.string().nullable(),
  liftNote: z.string().nullable(),
  /** A self-exclusion whose period is over and that no operator has lifted yet. */
  liftable: z.boolean(),
});
export type ConsoleProtection = z.infer<typeof consoleProtectionSchema>;

export const consoleLimitSchema = z.object({
  kind: limitKindSchema,
  /** Money text (`1000.00`) or minutes (`90`). */
  value: z.string(),
  updatedAt: z.string(),
});
export type ConsoleLimit = z.infer<typeof consoleLimitSchema>;

export const limitChangeRowStatuses = ['applied', 'pending', 'cancelled'] as const;

export const limitChangeRowSchema = z.object({
  id: z.string(),
  kind: limitKindSchema,
  /** Money text or minutes; null: no limit before (previous) or a removal (value). */
  previousValue: z.string().nullable(),
  value: z.string().nullable(),
  status: z.enum(limitChangeRowStatuses),
  requestedAt: z.string(),
  effectiveAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The operator who made it from the console; null when the player did. */
  operator: z.string().nullable(),
});
export type LimitChangeRow = z.infer<typeof limitChangeRowSchema>;
export const limitChangePageSchema = pageSchema(limitChangeRowSchema);
export const limitChangeQuerySchema = z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 }));

/** GET /bo/players/:merchant/:username/responsible-gaming. */
export const playerResponsibleGamingSchema = z.object({
  currency: z.string(),
  realityCheckMinutes: z.number().int(),
  /** What the gate reads: the end of the protection in force (ISO), `permanent`, or null when free. */
  protectedUntil: z.string().nullable(),
  limits: z.array(consoleLimitSchema),
  /** Raises and removals waiting out their cooling-off. */
  pending: z.array(limitChangeRowSchema),
  protections: z.array(consoleProtectionSchema),
});
export type PlayerResponsibleGaming = z.infer<typeof playerResponsibleGamingSchema>;

/** Lifting an ended self-exclusion: the operator writes why (the player's request, the check made). */
export const protectionLiftBodySchema = z.object({ note: z.string().trim().min(3).max(500) });
export type ProtectionLiftBody = z.infer<typeof protectionLiftBodySchema>;
export const protectionLiftParamsSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
  protectionId: z.uuid(),
});

/** The register's filters: the brand, kind, status, and a username prefix or an exact member number. */
export const exclusionFilterSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  kind: z.enum(protectionKinds).optional(),
  status: z.enum(consoleProtectionStatuses).optional(),
  q: z.string().trim().min(1).max(64).optional(),
});
export type ExclusionFilter = z.infer<typeof exclusionFilterSchema>;
export const exclusionQuerySchema = exclusionFilterSchema.extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));
export type ExclusionQuery = z.infer<typeof exclusionQuerySchema>;

export const exclusionRowSchema = z.object({
  id: z.string(),
  memberNumber: z.number(),
  username: z.string(),
  kind: z.enum(protectionKinds),
  period: consoleProtectionPeriodSchema,
  startedAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(consoleProtectionStatuses),
  liftedAt: z.string().nullable(),
});
export type ExclusionRow = z.infer<typeof exclusionRowSchema>;
export const exclusionPageSchema = pageSchema(exclusionRowSchema);

/**
 * Markers of harm (decision 0046), computed from the ledger over the last `windowDays`:
 * - `deposit_velocity`: at least `depositCount` deposits within any `depositHours` hours;
 * - `loss_chasing`: at least `chaseCount` deposits each made after losing, in the `chaseMinutes` before it, at least
 *   `chaseLossPercent`% of its amount;
 * - `night_play`: at least `nightPercent`% of the stakes placed between `nightFromHour` and `nightToHour` o'clock in
 *   the brand's time zone, over at least `nightMinimumBets` bets.
 */
export const harmMarkers = ['deposit_velocity', 'loss_chasing', 'night_play'] as const;
export type HarmMarker = (typeof harmMarkers)[number];

export const harmMarkerThresholds = {
  depositCount: 5,
  depositHours: 24,
  chaseMinutes: 60,
  chaseLossPercent: 50,
  chaseCount: 3,
  nightFromHour: 0,
  nightToHour: 6,
  nightPercent: 50,
  nightMinimumBets: 20,
} as const;

export const markerWindows = ['7', '30'] as const;

export const harmFiguresSchema = z.object({
  markers: z.array(z.enum(harmMarkers)),
  deposits: z.number().int(),
  depositTotal: z.string(),
  /** The most deposits within any `depositHours` hours of the window. */
  mostDepositsInWindow: z.number().int(),
  lossChases: z.number().int(),
  bets: z.number().int(),
  stakes: z.string(),
  nightStakes: z.string(),
  /** Share of stakes placed at night, in whole percent. */
  nightPercent: z.number().int(),
});
export type HarmFigures = z.infer<typeof harmFiguresSchema>;

export const markerNoteSchema = z.object({
  id: z.string(),
  marker: z.enum(harmMarkers),
  operator: z.string(),
  body: z.string(),
  at: z.string(),
});
export type MarkerNote = z.infer<typeof markerNoteSchema>;

export const markerNoteBodySchema = z.object({
  marker: z.enum(harmMarkers),
  body: z.string().trim().min(1).max(2000),
});
export type MarkerNoteBody = z.infer<typeof markerNoteBodySchema>;

export const markerWindowQuerySchema = z.object({ days: z.enum(markerWindows).default('7') });

/** GET /bo/players/:merchant/:username/harm-markers. */
export const playerHarmMarkersSchema = z.object({
  windowDays: z.number().int(),
  currency: z.string(),
  figures: harmFiguresSchema,
  notes: z.array(markerNoteSchema),
});
export type PlayerHarmMarkers = z.infer<typeof playerHarmMarkersSchema>;

/** The flagged players of a brand: those with at least one marker (or the one asked for) in the window. */
export const flaggedPlayerQuerySchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  days: z.enum(markerWindows).default('7'),
  marker: z.enum(harmMarkers).optional(),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});
export type FlaggedPlayerQuery = z.infer<typeof flaggedPlayerQuerySchema>;

export const flaggedPlayerRowSchema = harmFiguresSchema.extend({
  memberNumber: z.number(),
  username: z.string(),
});
export type FlaggedPlayerRow = z.infer<typeof flaggedPlayerRowSchema>;
export const flaggedPlayerPageSchema = pageSchema(flaggedPlayerRowSchema).extend({ currency: z.string() });

/**
 * An operator lowering a limit (or setting a first one) on the player's request: it applies at once, like the
 * player's own lowering, and is recorded with the operator. A raise is the player's own step (cooling-off).
 */
export const operatorLimitBodySchema = z.object({
  /** Money text (`500.00`) or whole minutes for `session`. */
  value: z.string().trim().min(1).max(20),
  note: z.string().trim().min(3).max(500),
});
export type OperatorLimitBody = z.infer<typeof operatorLimitBodySchema>;
export const operatorLimitParamsSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
  kind: limitKindSchema,
});
