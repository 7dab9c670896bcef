import { z } from 'zod';
import { resolveLanguage } from './languages.js';
import { pageSchema } from './paging.js';

/** Game categories with a lobby path (spec §1, §2). */
export const gameTypes = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

/** Sub-types of a game (spec §2 game lobby): scratch, video poker, jackpot, table games, arcade, bingo. */
export const gameClassifications = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export const gameClassificationSchema = z.enum(gameClassifications);
export type GameClassification = z.infer<typeof gameClassificationSchema>;

/** The lobby's selection tabs (spec §2) plus the sub-types. FAV and RECENT need a login. */
export const gameListClassifies = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT', 'SEARCH', ...gameClassifications] as const;
export type GameListClassify = (typeof gameListClassifies)[number];

/** E-sports and cockfight vendors that the original listed under sports; we give them their own categories. */
export const esportsVendorCodes = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const cockfightVendorCodes = ['DS88'] as const;

/** Where the site opens a lottery vendor's games instead of the game frame (spec §4 starting a game). */
export const lotteryRoutes: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

export const vendorWalletModels = ['seamless', 'transfer'] as const;
export type VendorWalletModel = (typeof vendorWalletModels)[number];

const vendorCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/, 'VENDOR_CODE')
  .transform((code) => code.toUpperCase());

/** The list's language, as the original sends it (`TH`, `en`, `pt-BR`); unknown ones fall back to Thai. */
const languageSchema = z
  .string()
  .trim()
  .max(16)
  .transform((text) => resolveLanguage(text));

/** "1", "true", 1 and true mean yes; "0", "false", 0, false and "" mean no. */
const flagSchema = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const pageNoSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** Game list query (spec §3). Platform, client type and merchant code are accepted and ignored. */
export const gameListQuerySchema = z.object({
  gameType: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum([...gameTypes, 'ALL', 'SEARCH', 'HOT', 'HOME', '']))
    .optional(),
  gameClassify: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum([...gameListClassifies, '']))
    .optional(),
  vassalage: z
    .string()
    .trim()
    .max(32)
    .transform((code) => code.toUpperCase())
    .optional(),
  /** Trimmed; matches Thai and English names and game codes, any part, any case. */
  gameName: z.string().trim().max(64).optional(),
  isNew: flagSchema.optional(),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(40),
  language: languageSchema.optional(),
});
export type GameListQuery = z.output<typeof gameListQuerySchema>;

export const gameTileSchema = z.object({
  nodeId: z.number(),
  nodeName: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  iconUrl: z.string(),
  /** Every width of the icon as an `<img srcset>`, when its vendor renders several (the house vendor's, decision 0054). */
  iconSourceSet: z.string().optional(),
  showIcon: z.string(),
  lagerIcon: z.string(),
  /** The vendor's display name. */
  displayName: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  /** 0: a free trial (demo play) is available. */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  freeplay: z.union([z.literal(0), z.literal(1)]),
  /** 'VASSALAGE' opens a sub-list (GCSGAME_getVassGameType) instead of starting. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  classifications: z.array(gameClassificationSchema),
  /** The game or its vendor is under maintenance: shown, but a launch answers GAME_MAINTENANCE. */
  maintenance: z.boolean(),
});
export type GameTile = z.infer<typeof gameTileSchema>;

export const gamePageSchema = pageSchema(gameTileSchema);
export type GamePage = z.infer<typeof gamePageSchema>;

export const vendorLaneQuerySchema = z.object({
  platform: z.string().max(64).optional(),
  flush: flagSchema.optional(),
});

export const vendorCardSchema = z.object({
  vendor: z.string(),
  name: z.string(),
  iconUrl: z.string(),
  gameCount: z.number(),
  walletModel: z.enum(vendorWalletModels),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** One category of the vendor call (spec §3 vendor lane): its vendors, their cards, and its selection tabs. */
export const vendorLaneSchema = z.object({
  title: gameTypeSchema,
  gameCategory: gameTypeSchema,
  vendors: z.array(z.string()),
  cards: z.record(z.string(), vendorCardSchema),
  gameClassify: z.array(z.object({ code: z.string(), vendors: z.array(z.string()) })),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;
export const vendorLanesSchema = z.object({ lanes: z.array(vendorLaneSchema) });
export type VendorLanes = z.infer<typeof vendorLanesSchema>;

export const hotGamesQuerySchema = z.object({
  platform: z.string().max(64).optional(),
  gameType: gameTypeSchema.optional(),
  language: languageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(60),
});

export const recentGamesQuerySchema = z.object({
  pageNo: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  gameType: gameTypeSchema.optional(),
  language: languageSchema.optional(),
});

const nodeIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const favoriteIdsQuerySchema = z.object({
  gameType: gameTypeSchema.optional(),
  vassalage: z.string().trim().max(32).toUpperCase().optional(),
  pageNo: pageNoSchema,
});

export const favoriteListQuerySchema = z.object({
  gameType: gameTypeSchema.optional(),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(999).default(999),
  language: languageSchema.optional(),
});

/** Add or remove a favourite (spec §3 favourite game: nodeId, vendor, gameType). */
export const favoriteToggleBodySchema = z.object({
  nodeId: nodeIdSchema,
  vendor: z.string().max(32).optional(),
  gameType: z.string().max(16).optional(),
});

export const subGamesQuerySchema = z.object({
  nodeId: nodeIdSchema,
  language: languageSchema.optional(),
});

export const roomListQuerySchema = z.object({
  nodeId: nodeIdSchema.optional(),
  vassalage: z.string().trim().max(32).toUpperCase().optional(),
  language: languageSchema.optional(),
});

export const gameRoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.number(),
  roomName: z.string(),
  dealerName: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  /** Seats taken of the table's seats; a display figure. */
  players: z.number(),
  status: z.enum(['OPEN', 'CLOSED']),
});
export type GameRoom = z.infer<typeof gameRoomSchema>;

export const rankListQuerySchema = z.object({
  gameCategory: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum([...gameTypes, 'ALL']))
    .default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
  language: languageSchema.optional(),
});

/** Winner entry (spec §3): each list item holds a `vo`. Names are masked, amounts in the brand currency. */
export const winnerEntrySchema = z.object({
  vo: z.object({
    gameId: z.number(),
    iconUrl: z.string(),
    customerName: z.string(),
    winAmount: z.string(),
    gameName: z.string(),
  }),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

/** Launch a game (spec §4): demo play (play money) is possible only where supportPlay is 0. */
export const launchGameBodySchema = z
  .object({
    nodeId: nodeIdSchema.optional(),
    vassalage: z.string().trim().max(32).toUpperCase().optional(),
    gameCode: z.string().trim().max(64).optional(),
    demo: flagSchema.default(false),
    language: languageSchema.optional(),
  })
  .refine((body) => body.nodeId !== undefined || (body.vassalage && body.gameCode), {
    message: 'NODE_ID_OR_GAME_CODE',
    path: ['nodeId'],
  });

/** Either the URL the site opens in its game frame (/seamless) or a site route (lottery vendors). */
export const gameLaunchSchema = z.object({
  kind: z.enum(['frame', 'route']),
  url: z.string(),
  mode: z.enum(['real', 'demo']),
  nodeId: z.number(),
  gameType: gameTypeSchema,
  vassalage: z.string(),
  gameCode: z.string(),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
/** Popup execution (spec §4): A logged in, B visitors, F first login. No execution: everyone. */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];

export const announcementQuerySchema = z.object({
  types: z
    .string()
    .optional()
    .transform((text) => (text ? text.split(',').map((item) => item.trim().toUpperCase()) : [...announcementTypes]))
    .pipe(z.array(z.enum(announcementTypes))),
  platform: z.string().max(8).optional(),
  /** Accepted for the original's shape; the server decides from the caller's login state. */
  execution: z.string().max(8).optional(),
  language: languageSchema.optional(),
  /** A banner group such as `w_forget`; without one, the home page's banners (those of no group). */
  group: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,31}$/)
    .optional(),
});

export const announcementSchema = z.object({
  id: z.string(),
  type: z.enum(announcementTypes),
  title: z.string(),
  /** Rich text (HTML made by the brand's operators). */
  content: z.string(),
  url: z.string().nullable(),
  linkageType: z.string().nullable(),
  link: z.string().nullable(),
  promotionType: z.string().nullable(),
  execution: z.enum(announcementExecutions).nullable(),
  /** The banner group (`w_forget`); null for the home carousel and for other types. */
  group: z.string().nullable(),
  timestamp: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Announcements grouped as spec §3 says: banners, player notices, popups, promotions (and H home notices). */
export const announcementGroupsSchema = z.object({
  banners: z.array(announcementSchema),
  playerNotices: z.array(announcementSchema),
  popups: z.array(announcementSchema),
  promotions: z.array(announcementSchema),
  homeNotices: z.array(announcementSchema),
});
export type AnnouncementGroups = z.infer<typeof announcementGroupsSchema>;

/**
 * The catalogue import format (`npm run catalogue:import`, POST /bo/games/import). Upserts by
 * (brand, vendor, gameCode): importing the same file twice changes nothing.
 */
export const catalogueVendorSchema = z.object({
  code: vendorCodeSchema,
  name: z.string().trim().min(1).max(64),
  walletModel: z.enum(vendorWalletModels).default('seamless'),
  sortOrder: z.coerce.number().int().default(0),
  enabled: flagSchema.default(true),
  maintenance: flagSchema.default(false),
});

export type CatalogueVendor = z.output<typeof catalogueVendorSchema>;

const namesSchema = z
  .record(z.string(), z.string().trim().min(1).max(120))
  .refine((names) => Boolean(names.en ?? names.th), { message: 'NAME_EN_OR_TH' });

export const catalogueGameSchema = z.object({
  vendor: vendorCodeSchema,
  gameCode: z.string().trim().min(1).max(64),
  gameType: z.string().trim().toUpperCase().pipe(gameTypeSchema),
  /** Names per language code: at least `en` or `th`. */
  names: namesSchema,
  isHot: flagSchema.default(false),
  isNew: flagSchema.default(false),
  /** 0: free trial available (spec §3). */
  supportPlay: z.coerce.number().int().min(0).max(1).default(1),
  freeplay: z.coerce.number().int().min(0).max(1).default(0),
  isGame: z.enum(['GAME', 'VASSALAGE']).default('GAME'),
  /** The gameCode of the VASSALAGE game (same vendor) whose sub-list this game belongs to. */
  parentGameCode: z.string().trim().min(1).max(64).nullish(),
  classifications: z.array(gameClassificationSchema).default([]),
  sortOrder: z.coerce.number().int().default(0),
  /** A vendor-hosted icon; without one the platform draws an icon. */
  iconUrl: z.url({ protocol: /^https?$/ }).nullish(),
  /** `<vendor code>:<vendor game id>` of the vendor that runs it; without one a launch answers GAME_MAINTENANCE. */
  engine: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,32}:[a-z0-9:_-]{1,64}$/)
    .nullish(),
  enabled: flagSchema.default(true),
  maintenance: flagSchema.default(false),
});
export type CatalogueGame = z.output<typeof catalogueGameSchema>;

export const catalogueSchema = z.object({
  vendors: z.array(catalogueVendorSchema).max(1_000).default([]),
  games: z.array(catalogueGameSchema).max(200_000),
});
export type Catalogue = z.output<typeof catalogueSchema>;

export const catalogueImportResultSchema = z.object({
  vendors: z.number(),
  games: z.number(),
});

export const gameMaintenanceBodySchema = z
  .object({
    merchant: z.string().trim().min(1).max(64),
    vendor: vendorCodeSchema.optional(),
    nodeId: nodeIdSchema.optional(),
    maintenance: flagSchema,
  })
  .refine((body) => (body.vendor === undefined) !== (body.nodeId === undefined), {
    message: 'VENDOR_OR_NODE_ID',
    path: ['vendor'],
  });

export const merchantCodeBodySchema = z.object({ merchant: z.string().trim().min(1).max(64) });
