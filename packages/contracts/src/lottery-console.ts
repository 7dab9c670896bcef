import { z } from 'zod';
import { drawResultSchema, drawStatuses, lotteryGroupCodes } from './lottery.js';
import { sortOrders } from './operator-console.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The console's lottery screens: draws by game and day with their detail, blind double entry of official results,
 * and the brands' odds tables and game settings as versions with a diff between two of them.
 */
export const lotteryConsolePaths = {
  games: '/bo/lottery/games',
  draws: '/bo/lottery/draws',
  drawsCsv: '/bo/lottery/draws.csv',
  drawDetail: '/bo/lottery/draws/:gameCode/:numero',
  oddsTables: '/bo/lottery/odds-tables',
  oddsTableVersions: '/bo/lottery/odds-tables/versions',
  oddsTableVersion: '/bo/lottery/odds-tables/versions/:version',
  oddsTableDiff: '/bo/lottery/odds-tables/diff/:from/:to',
  gameSettings: '/bo/lottery/settings',
  gameSettingVersions: '/bo/lottery/settings/versions',
  gameSettingVersion: '/bo/lottery/settings/versions/:version',
  gameSettingDiff: '/bo/lottery/settings/diff/:from/:to',
} as const;

/** What a game's draw produces: the console builds its result entry form from it. */
export const drawShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('digits'), count: z.number() }),
  z.object({ kind: z.literal('dice'), count: z.number() }),
  z.object({ kind: z.literal('sample'), count: z.number(), max: z.number() }),
  z.object({
    kind: z.literal('prize-tiers'),
    tiers: z.array(z.object({ code: z.string(), count: z.number(), digits: z.number() })),
  }),
  z.object({ kind: z.literal('thai-government') }),
  z.object({ kind: z.literal('four-d') }),
]);
export type DrawShapeData = z.infer<typeof drawShapeSchema>;

/** A game of the catalogue as the console lists it (every brand sells from the one catalogue). */
export const consoleLotteryGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  family: z.enum(lotteryGroupCodes),
  /** In-house games draw themselves; only official draws take an operator's result. */
  inHouse: z.boolean(),
  timeZone: z.string(),
  shape: drawShapeSchema,
});
export type ConsoleLotteryGame = z.infer<typeof consoleLotteryGameSchema>;

const gameCodeField = z.string().trim().min(1).max(40);

/** The draws list's filters: game, the game's local day, status; sorted by draw time. */
export const lotteryDrawFilterSchema = z.object({
  game: gameCodeField.optional(),
  day: z.iso.date().optional(),
  status: z.enum(drawStatuses).optional(),
  order: z.enum(sortOrders).default('desc'),
});
export type LotteryDrawFilter = z.infer<typeof lotteryDrawFilterSchema>;
export const lotteryDrawQuerySchema = lotteryDrawFilterSchema.extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));
export type LotteryDrawQuery = z.infer<typeof lotteryDrawQuerySchema>;

export const consoleDrawSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  /** The game's local day of the draw. */
  day: z.string(),
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  status: z.enum(drawStatuses),
  winNo: z.string().nullable(),
  resultVersion: z.number(),
  settledVersion: z.number(),
  voidReason: z.string().nullable(),
});
export type ConsoleDraw = z.infer<typeof consoleDrawSchema>;
export const consoleDrawPageSchema = pageSchema(consoleDrawSchema);

export const drawParamsSchema = z.object({ gameCode: gameCodeField, numero: z.string().trim().min(1).max(40) });

/** An operator's result entry; `winNo` is hidden (null) from everyone but its maker while it waits (blind entry). */
export const consoleResultEntrySchema = z.object({
  entryId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  winNo: z.string().nullable(),
  status: z.enum(['PENDING', 'CONFIRMED', 'SUPERSEDED']),
  enteredBy: z.string(),
  confirmedBy: z.string().nullable(),
  /** Whether the operator asking made this entry (they cannot confirm it). */
  mine: z.boolean(),
  resultVersion: z.number().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type ConsoleResultEntry = z.infer<typeof consoleResultEntrySchema>;

/** Tickets, stakes and what was paid back on a draw, per currency (brands sell in their own). */
export const drawTotalsSchema = z.object({
  currency: z.string(),
  tickets: z.number(),
  members: z.number(),
  stakes: z.string(),
  /** Prizes and refunds paid at the settled version. */
  payouts: z.string(),
  pendingTickets: z.number(),
});

export const consoleDrawDetailSchema = consoleDrawSchema.extend({
  inHouse: z.boolean(),
  shape: drawShapeSchema,
  result: drawResultSchema.nullable(),
  resultedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  totals: z.array(drawTotalsSchema),
  entries: z.array(consoleResultEntrySchema),
});
export type ConsoleDrawDetail = z.infer<typeof consoleDrawDetailSchema>;

const merchantField = z.string().trim().min(1).max(32);
const versionParam = z.coerce.number().int().min(0).max(1_000_000);

/** Who saved a version and when; the built-in (or default) version has neither. */
export const configVersionSchema = z.object({
  version: z.number(),
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type ConfigVersion = z.infer<typeof configVersionSchema>;

/** One changed value between two versions: its path in the document and both values (null: absent). */
export const configChangeSchema = z.object({
  path: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;
export const configDiffSchema = z.object({
  from: configVersionSchema,
  to: configVersionSchema,
  changes: z.array(configChangeSchema),
});
export type ConfigDiff = z.infer<typeof configDiffSchema>;
export const versionDiffParamsSchema = z.object({ from: versionParam, to: versionParam });
export const versionParamsSchema = z.object({ version: versionParam });

export const oddsTablesQuerySchema = z.object({ merchant: merchantField });
export const oddsTableQuerySchema = z.object({ merchant: merchantField, code: z.string().trim().min(1).max(40) });
export const oddsTableSummarySchema = z.object({
  code: z.string(),
  family: z.enum(lotteryGroupCodes),
  pricing: z.enum(['fixed-odds', 'prize-group']),
  version: z.number(),
});
export type OddsTableSummary = z.infer<typeof oddsTableSummarySchema>;
/** A version of an odds table with its body, as PUT /bo/lottery/odds-tables takes it. */
export const oddsTableVersionSchema = configVersionSchema.extend({
  table: z.record(z.string(), z.unknown()),
});
export type OddsTableVersion = z.infer<typeof oddsTableVersionSchema>;

export const gameSettingsQuerySchema = z.object({ merchant: merchantField });
export const gameSettingQuerySchema = z.object({ merchant: merchantField, gameCode: gameCodeField });
export const gameSettingSummarySchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  version: z.number(),
  enabled: z.boolean(),
});
export type GameSettingSummary = z.infer<typeof gameSettingSummarySchema>;
/** A version of a game's settings in the shape PUT /bo/lottery/settings takes (amounts as decimal text). */
export const gameSettingVersionSchema = configVersionSchema.extend({
  setting: z.object({
    gameCode: z.string(),
    enabled: z.boolean(),
    allowCancel: z.boolean(),
    minStake: z.string(),
    maxStake: z.string(),
    maxNumberStake: z.string(),
    maxDrawStake: z.string(),
    payoutCap: z.string().nullable(),
    maxChasePeriods: z.number(),
    memberSeries: z.number(),
    closedNumbers: z.array(z.string()),
    numberPayoutPercent: z.record(z.string(), z.number()),
  }),
});
export type GameSettingVersion = z.infer<typeof gameSettingVersionSchema>;
