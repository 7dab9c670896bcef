import { z } from 'zod';
import { pageQueryShape, pageSchema } from './paging.js';
import { amountSchema } from './wallet.js';

/**
 * The lottery's HTTP contract: the original's `/lgw` and `/lotto/lgw` calls (reference lottery.md §1.4) with the
 * fields it lists, plus our own calls for placing and cancelling orders, the member's records, the prize table,
 * draw proofs and the operator's result entry. Amounts are decimal strings at the currency's scale; times are
 * ISO 8601 UTC; `remainTime` is milliseconds to the draw and `lockTime` seconds of close lead before it (the
 * countdown to close is `remainTime - lockTime * 1000`).
 */

/** Prize modes (§1.3): LOTT official plays with a prize group, ELOTT fixed odds, SEA and VN lotteries. */
export const prizeModes = ['LOTT', 'ELOTT', 'SEA', 'VN'] as const;
export type PrizeMode = (typeof prizeModes)[number];
export const prizeModeSchema = z.enum(prizeModes);

/** Game groups (`gameGroupCode`), one per result shape. */
export const lotteryGroupCodes = [
  'WINGO',
  '5D',
  'K3',
  'SSC',
  '11X5',
  'PK10',
  'VN_FAST',
  'VN_N',
  'VN_C',
  'VN_S',
  'TH',
  'LA',
  '4D',
] as const;
export type LotteryGroupCode = (typeof lotteryGroupCodes)[number];

/** Where a result comes from: our provably fair draw, or an official draw confirmed by two operators. */
export const lotteryResultSources = ['IN_HOUSE_RNG', 'OFFICIAL_FEED'] as const;
export type LotteryResultSource = (typeof lotteryResultSources)[number];

/** Which site page plays a group (spec §2): the vassalage's route. */
export const lotteryPageOfGroup: Record<LotteryGroupCode, '/lottery' | '/vnLottery' | '/seaLottery'> = {
  WINGO: '/lottery',
  '5D': '/lottery',
  K3: '/lottery',
  SSC: '/lottery',
  '11X5': '/lottery',
  PK10: '/lottery',
  VN_FAST: '/lottery',
  VN_N: '/vnLottery',
  VN_C: '/vnLottery',
  VN_S: '/vnLottery',
  TH: '/seaLottery',
  LA: '/seaLottery',
  '4D': '/seaLottery',
};

const optionalPrizeMode = z
  .union([prizeModeSchema, z.literal('')])
  .optional()
  .transform((value) => value || undefined);

export const lotteryMenuQuerySchema = z.object({
  prizeMode: optionalPrizeMode,
  playType: z.coerce.number().int().min(1).max(2).optional(),
  device: z.string().max(16).optional(),
});
export type LotteryMenuQuery = z.input<typeof lotteryMenuQuerySchema>;

/** One game in a menu (`gameMenus[]`). `gameId` is the number the countdown calls take. */
export const lotteryMenuGameSchema = z.object({
  gameId: z.number(),
  code: z.string(),
  /** The display name (the original's `remark`). */
  remark: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  defaultPlayType: z.number(),
  /** CSS-style tags (`new`, `hot`). */
  tag: z.array(z.string()),
  /** Vietnam: the province draws today (its station is on today's rota). */
  today: z.boolean().optional(),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;

export const lotteryMenuGroupSchema = z.object({
  labelName: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  gameGroupId: z.number(),
  gameMenus: z.array(lotteryMenuGameSchema),
});
export type LotteryMenuGroup = z.infer<typeof lotteryMenuGroupSchema>;

/** `/lgw/games/game_menus` and `/lgw/vn/games/game_menu`: groups keyed by group code, in display order. */
export const lotteryMenusSchema = z.record(z.string(), lotteryMenuGroupSchema);
export type LotteryMenus = z.infer<typeof lotteryMenusSchema>;

/** `/lgw/games`: every game of a prize mode, with what a bet slip needs to know about it. */
export const lotteryGameSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  remark: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  prizeModes: z.array(prizeModeSchema),
  defaultPlayType: z.number(),
  source: z.enum(lotteryResultSources),
  /** Fast games: seconds between draws; null for calendar draws. */
  cycleSeconds: z.number().nullable(),
  timeZone: z.string(),
  webIconUrl: z.string(),
  allowCancel: z.boolean(),
  tag: z.array(z.string()),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryPopularQuerySchema = lotteryMenuQuerySchema.extend({
  count: z.coerce.number().int().min(1).max(50).default(8),
});
export const lotteryPopularGameSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  remark: z.string(),
  webIconUrl: z.string(),
  defaultPlayType: z.number(),
  gameGroupCode: z.enum(lotteryGroupCodes),
});
export type LotteryPopularGame = z.infer<typeof lotteryPopularGameSchema>;

/** One numero (draw) as the countdowns see it. */
export const numeroSchema = z.object({
  numero: z.string(),
  isSale: z.boolean(),
  /** Milliseconds from the server's now to the draw. */
  remainTime: z.number(),
  /** Seconds before the draw that sales close. */
  lockTime: z.number(),
  openTime: z.string(),
  closeTime: z.string(),
  drawTime: z.string(),
});
export type Numero = z.infer<typeof numeroSchema>;

export const nearNumerosQuerySchema = z
  .object({
    gameId: z.coerce.number().int().positive().optional(),
    gameCode: z.string().trim().min(1).max(40).optional(),
  })
  .refine((value) => value.gameId !== undefined || value.gameCode !== undefined, { message: 'GAME_REQUIRED' });
export type NearNumerosQuery = z.input<typeof nearNumerosQuerySchema>;

/** `/lgw/numeros/near`. */
export const nearNumerosSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  serverTime: z.string(),
  currentNumero: numeroSchema.nullable(),
  nextNumero: numeroSchema.nullable(),
  previousNumero: numeroSchema.nullable(),
});
export type NearNumeros = z.infer<typeof nearNumerosSchema>;

/** `/lgw/games/opened/numero` and `/lotto/lgw/games/opened/numero`: each game's numero on sale. */
export const openedNumeroSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  remark: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  numero: z.string(),
  remainTime: z.number(),
  lockTime: z.number(),
  isSale: z.boolean(),
  defaultPlayType: z.number(),
  liveVideoSwitch: z.boolean(),
});
export type OpenedNumero = z.infer<typeof openedNumeroSchema>;

/** `/lgw/vn/numeros/opened/game`: the opened numeros of the Vietnamese games, keyed by group (VN_N, VN_C, VN_S). */
export const vietnamOpenedNumerosSchema = z.record(z.string(), z.array(openedNumeroSchema));
export type VietnamOpenedNumeros = z.infer<typeof vietnamOpenedNumerosSchema>;

/** A draw's result as data; the shapes of the rulebook. Numbers that keep leading zeros are strings. */
export const drawResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('digits'), digits: z.array(z.number().int().min(0).max(9)).min(1).max(10) }),
  z.object({ kind: z.literal('dice'), dice: z.array(z.number().int().min(1).max(6)).min(1).max(5) }),
  z.object({ kind: z.literal('sample'), numbers: z.array(z.number().int().min(1).max(99)).min(1).max(20) }),
  z.object({
    kind: z.literal('prize-tiers'),
    tiers: z
      .array(z.object({ code: z.string().max(4), numbers: z.array(z.string().regex(/^\d{1,6}$/)).max(10) }))
      .max(10),
  }),
  z.object({
    kind: z.literal('thai-government'),
    firstPrize: z.string(),
    frontThree: z.array(z.string()).max(2),
    backThree: z.array(z.string()).max(2),
    lastTwo: z.string(),
  }),
  z.object({
    kind: z.literal('four-d'),
    first: z.string(),
    second: z.string(),
    third: z.string(),
    special: z.array(z.string()).max(10),
    consolation: z.array(z.string()).max(10),
  }),
]);
export type DrawResultData = z.infer<typeof drawResultSchema>;

export const drawStatuses = ['SCHEDULED', 'CLOSED', 'RESULTED', 'SETTLED', 'VOID'] as const;
export type DrawStatus = (typeof drawStatuses)[number];

/** `/lgw/draw`: the latest result of each game. */
export const latestDrawSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  remark: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  numero: z.string(),
  /** The balls, comma-separated; prize tiers joined by `|` (`DB:12345|G1:...`). */
  winNo: z.string(),
  drawTime: z.string(),
});
export type LatestDraw = z.infer<typeof latestDrawSchema>;

export const latestDrawsQuerySchema = z.object({
  prizeMode: optionalPrizeMode,
  count: z.coerce.number().int().min(1).max(100).default(20),
});

/** `/lgw/draw/code/{gameCode}`: a game's past draws, newest first (results, trend chart, verifier links). */
export const drawHistoryQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 30, maxSize: 100 }),
});
export const drawRecordSchema = z.object({
  numero: z.string(),
  status: z.enum(drawStatuses),
  winNo: z.string().nullable(),
  result: drawResultSchema.nullable(),
  resultVersion: z.number(),
  drawTime: z.string(),
  /** In-house draws: the proof can be fetched and checked (the seed is revealed once the draw settled). */
  verifiable: z.boolean(),
  voidReason: z.string().nullable(),
});
export type DrawRecord = z.infer<typeof drawRecordSchema>;
export const drawHistorySchema = pageSchema(drawRecordSchema).extend({
  gameCode: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
});
export type DrawHistory = z.infer<typeof drawHistorySchema>;

/** The version of the published derivation (docs/fairness-v1.md) every proof names; a change of it is a new version. */
export const fairnessSpecVersion = 'croupier-fairness-v1';

/**
 * `/lgw/draw/proof/{gameCode}/{numero}`: every input anyone needs to recompute an in-house draw by the specification
 * it names, with nothing left to guess. Before settlement only the commitment (`terminalHash`) and the times are
 * public; `seed`, `beacon` and `winNumbers` are null until revealed.
 */
export const drawProofSchema = z.object({
  specVersion: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  /** The draw's place in its day's chain (1 = the day's first draw): hashing its seed this many times gives `terminalHash`. */
  drawIndex: z.number(),
  /** The local day of the chain and how many draws it holds. */
  chainDay: z.string(),
  chainLength: z.number(),
  terminalHash: z.string(),
  /** When the day's chain was committed (before its first draw opened). */
  committedAt: z.string(),
  /** When sales opened and closed (an operator's "stop sales now" moves the close earlier), and the draw time. */
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  seed: z.string().nullable(),
  /** The beacon value exactly as mixed in: 64 lower-case hex characters. */
  beacon: z.string().nullable(),
  /** Which beacon gave `beacon`: `drand:<chain hash>:<round>` or `local-stand-in:<round>` (the embedded demo's). */
  beaconSource: z.string().nullable(),
  /** `drand`, or `local-stand-in` (a value the site made itself, not an outside source); null until revealed. */
  beaconKind: z.enum(['drand', 'local-stand-in']).nullable(),
  /** The round the published rule picks for `closeAt`: known in advance, before the value exists. */
  beaconRound: z.number(),
  /** The published round rule: the first round whose time is at least `closeMarginSeconds` after the close. */
  beaconRule: z.object({
    drandChainHash: z.string(),
    genesisSeconds: z.number(),
    periodSeconds: z.number(),
    closeMarginSeconds: z.number(),
  }),
  shape: z.record(z.string(), z.unknown()),
  winNumbers: z.string().nullable(),
  status: z.enum(drawStatuses),
});
export type DrawProofView = z.infer<typeof drawProofSchema>;

/** One bet type of a game with its current prices (the prize table, `lottoGameBonus`). */
export const lotteryPlaySchema = z.object({
  code: z.string(),
  name: z.string(),
  localName: z.string(),
  pricing: z.enum(['fixed-odds', 'prize-group']),
  /** Per level: fixed odds as a decimal ("9.91"), or the 2-unit prize at the asked series ("1800.00"). */
  prizes: z.array(z.object({ level: z.string(), prize: z.string() })),
  /** Fixed odds: stake units one bet costs (27 for a northern lô). */
  costUnits: z.number(),
  sampleSelections: z.array(z.string()),
});
export type LotteryPlay = z.infer<typeof lotteryPlaySchema>;

export const prizeTableQuerySchema = z.object({
  gameCode: z.string().trim().min(1).max(40),
  prizeMode: optionalPrizeMode,
  series: z.coerce.number().int().min(1).max(2000).optional(),
});
export type PrizeTableQuery = z.input<typeof prizeTableQuerySchema>;

/** `/lgw/games/bonus`: the bet slip's and the member centre's prize table, with the brand's limits. */
export const prizeTableSchema = z.object({
  gameCode: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  prizeMode: prizeModeSchema,
  tableCode: z.string(),
  tableVersion: z.number(),
  /** Prize groups: the series range (the member's own is the highest they may use) and its step. */
  series: z
    .object({ min: z.number(), max: z.number(), step: z.number(), member: z.number(), quoted: z.number() })
    .nullable(),
  stakeFeePercent: z.string(),
  limits: z.object({
    minStake: z.string(),
    maxStake: z.string(),
    maxNumberStake: z.string(),
    maxDrawStake: z.string(),
    maxChasePeriods: z.number(),
  }),
  allowCancel: z.boolean(),
  plays: z.array(lotteryPlaySchema),
});
export type PrizeTable = z.infer<typeof prizeTableSchema>;

const stakeText = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'AMOUNT_FORMAT');

/** One bet of an order: fixed odds take a unit stake; prize groups take multiple, mode (元角分厘) and series. */
export const placeBetSchema = z.discriminatedUnion('pricing', [
  z.object({
    pricing: z.literal('fixed-odds'),
    betTypeCode: z.string().trim().min(1).max(40),
    selection: z.string().trim().min(1).max(2000),
    unitStake: stakeText,
  }),
  z.object({
    pricing: z.literal('prize-group'),
    betTypeCode: z.string().trim().min(1).max(40),
    selection: z.string().trim().min(1).max(2000),
    multiple: z.number().int().min(1).max(100_000),
    mode: z.union([z.literal(1), z.literal(10), z.literal(100), z.literal(1000)]),
    series: z.number().int().min(1).max(2000),
  }),
]);
export type PlaceBet = z.infer<typeof placeBetSchema>;

export const placeOrderBodySchema = z.object({
  gameCode: z.string().trim().min(1).max(40),
  /** The numero the player saw on sale; the order is refused if it has closed. */
  numero: z.string().trim().min(1).max(40),
  prizeMode: prizeModeSchema.optional(),
  bets: z.array(placeBetSchema).min(1).max(50),
  /** Chase: the same bets over this numero and the next ones, each period debited when placed. */
  chase: z.object({ periods: z.number().int().min(2).max(120), stopOnWin: z.boolean() }).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** The original's `status_betting_N` codes: 2 pending, 4 won, 5 lost, 6 chase stopped, 8 cancelled, 12 void, 16 tie. */
export const ticketStatusCodes = {
  PENDING: 2,
  WON: 4,
  LOST: 5,
  CHASE_STOPPED: 6,
  CANCELLED: 8,
  VOID: 12,
  PUSH: 16,
} as const;
export type TicketStatus = keyof typeof ticketStatusCodes;
export const ticketStatuses = Object.keys(ticketStatusCodes) as TicketStatus[];

export const ticketSchema = z.object({
  orderDetailId: z.string(),
  orderNo: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  numero: z.string(),
  playCode: z.string(),
  playName: z.string(),
  /** The canonical selection (`|` between positions, `,` between picks). */
  betContent: z.string(),
  betNum: z.number(),
  betAmount: z.string(),
  winAmount: z.string(),
  status: z.enum(ticketStatuses as [TicketStatus, ...TicketStatus[]]),
  statusCode: z.number(),
  /** The period of a chase (1-based) and the chase's length; 1 and 1 for a single bet. */
  chasePeriod: z.number(),
  totalChase: z.number(),
  winningNumber: z.string().nullable(),
  betTime: z.string(),
  settledAt: z.string().nullable(),
  cancellable: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const placedOrderSchema = z.object({
  orderNo: z.string(),
  totalAmount: z.string(),
  balance: z.string(),
  currency: z.string(),
  tickets: z.array(ticketSchema),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

const dateText = z.iso.date();

/** Bet records (`ODSFE2_lottMemBet`): the member's tickets, newest first. Dates are brand-local, inclusive. */
export const betRecordQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 13, maxSize: 100 }),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  gameCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
  status: z
    .union([z.enum(ticketStatuses as [TicketStatus, ...TicketStatus[]]), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  numero: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
  orderNo: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
  /** Only tickets still pending (the bet slip's "my open bets"). */
  open: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});
export type BetRecordQuery = z.input<typeof betRecordQuerySchema>;
export type BetRecordFilter = z.output<typeof betRecordQuerySchema>;

export const betRecordPageSchema = pageSchema(ticketSchema).extend({
  totals: z.object({ betAmount: z.string(), winAmount: z.string() }),
});
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

/** An order with every ticket (every chase period and bet), for the order-detail page. */
export const orderDetailSchema = z.object({
  orderNo: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  chase: z.boolean(),
  winningStop: z.boolean(),
  totalChasePhases: z.number(),
  completed: z.number(),
  totalBetAmount: z.string(),
  totalWinAmount: z.string(),
  createdAt: z.string(),
  tickets: z.array(ticketSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const cancelTicketBodySchema = z.object({ orderDetailId: z.string().trim().min(1).max(40) });

/** Operator calls: enter an official result, a second operator confirms it; a later confirmed entry corrects. */
export const enterResultBodySchema = z.object({
  merchant: z.string().trim().min(1).max(32).optional(),
  gameCode: z.string().trim().min(1).max(40),
  numero: z.string().trim().min(1).max(40),
  result: drawResultSchema,
});
export type EnterResultBody = z.infer<typeof enterResultBodySchema>;
/** An operator stops sales of a draw now (the official draw started early, an incident). */
export const closeDrawBodySchema = z.object({
  gameCode: z.string().trim().min(1).max(40),
  numero: z.string().trim().min(1).max(40),
});
/**
 * The checker types the result again without seeing the maker's (blind double entry): it confirms only when the two
 * are the same result, otherwise RESULT_MISMATCH and the entry keeps waiting.
 */
export const confirmResultBodySchema = z.object({ entryId: z.uuid(), result: drawResultSchema });

export const resultEntrySchema = z.object({
  entryId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  winNo: z.string(),
  status: z.enum(['PENDING', 'CONFIRMED', 'SUPERSEDED']),
  enteredBy: z.string(),
  confirmedBy: z.string().nullable(),
  resultVersion: z.number().nullable(),
  createdAt: z.string(),
});
export type ResultEntry = z.infer<typeof resultEntrySchema>;

const familyCodeSchema = z.enum(lotteryGroupCodes);
const wholeNumber = (minimum: number, maximum: number) => z.number().int().min(minimum).max(maximum);

/**
 * A brand's odds table as an operator saves it: a copy of a built-in table (same code and family) with its own
 * prices. The server gives it the next version; sold tickets keep the version they were priced at.
 */
export const oddsTableBodySchema = z.discriminatedUnion('pricing', [
  z.object({
    pricing: z.literal('fixed-odds'),
    code: z.string().trim().min(1).max(40),
    family: familyCodeSchema,
    stakeFeeBasisPoints: wholeNumber(0, 5_000),
    betTypes: z.record(
      z.string().max(40),
      z.object({
        costUnits: wholeNumber(1, 100),
        payoutThousandths: z.record(z.string().max(40), wholeNumber(0, 100_000_000)),
      }),
    ),
  }),
  z.object({
    pricing: z.literal('prize-group'),
    code: z.string().trim().min(1).max(40),
    family: familyCodeSchema,
    minSeries: wholeNumber(1, 2000),
    maxSeries: wholeNumber(1, 2000),
    seriesStep: wholeNumber(1, 100),
    rebateBase: wholeNumber(1, 2000),
    betTypes: z.array(z.string().max(40)).min(1).max(200),
  }),
]);
export const saveOddsTableBodySchema = z.object({
  merchant: z.string().trim().min(1).max(32),
  table: oddsTableBodySchema,
});
export type SaveOddsTableBody = z.infer<typeof saveOddsTableBodySchema>;

/** A brand's settings of one game (limits per member, cancel, chase, series, hot numbers); versioned the same way. */
export const saveGameSettingBodySchema = z.object({
  merchant: z.string().trim().min(1).max(32),
  gameCode: z.string().trim().min(1).max(40),
  enabled: z.boolean(),
  allowCancel: z.boolean(),
  minStake: amountSchema,
  maxStake: amountSchema,
  maxNumberStake: amountSchema,
  maxDrawStake: amountSchema,
  payoutCap: amountSchema.nullable(),
  maxChasePeriods: wholeNumber(1, 120),
  memberSeries: wholeNumber(1, 2000),
  closedNumbers: z.array(z.string().regex(/^\d{1,6}$/)).max(1000),
  numberPayoutPercent: z.record(z.string().regex(/^\d{1,6}$/), wholeNumber(0, 100)),
});
export type SaveGameSettingBody = z.infer<typeof saveGameSettingBodySchema>;

/** Which vendors each lottery lobby lane carries (the original's `vendorMap`): the prize-mode rules read it. */
export type LotteryVendorGroups = Partial<Record<'LOTT' | 'ELOTT', { cards: readonly string[] }>>;

/** Spec §4 (§1.3 of the reference): ELOTT when the brand's ELOTT lane carries TCG_LOTTO_VN or LOTT cards, else LOTT. */
export function resolvePrizeMode(groups: LotteryVendorGroups): 'LOTT' | 'ELOTT' {
  const cards = groups.ELOTT?.cards ?? [];
  return cards.includes('TCG_LOTTO_VN') || cards.includes('LOTT') ? 'ELOTT' : 'LOTT';
}

/** The Vietnamese lottery's prize mode: LOTT pricing when the LOTT lane carries it, else ELOTT, else not offered. */
export function resolveVietnamPrizeMode(groups: LotteryVendorGroups): 'LOTT' | 'ELOTT' | null {
  if (groups.LOTT?.cards.includes('TCG_LOTTO_VN')) return 'LOTT';
  if (groups.ELOTT?.cards.includes('TCG_LOTTO_VN')) return 'ELOTT';
  return null;
}

/** Paths of our calls (the spec's `/lgw` names where it has them). */
export const lotteryPaths = {
  menus: '/lgw/games/game_menus',
  recentMenus: '/lgw/games/game_menus/recent',
  popular: '/lgw/games/popular',
  games: '/lgw/games',
  nearNumeros: '/lgw/numeros/near',
  openedNumeros: '/lgw/games/opened/numero',
  lottoOpenedNumeros: '/lotto/lgw/games/opened/numero',
  latestDraws: '/lgw/draw',
  drawHistory: '/lgw/draw/code/:gameCode',
  drawProof: '/lgw/draw/proof/:gameCode/:numero',
  verifierScript: '/lgw/verifier/verify-draw.mjs',
  vietnamMenus: '/lgw/vn/games/game_menu',
  vietnamRecentMenus: '/lgw/vn/games/game_menu/recent',
  vietnamOpenedNumeros: '/lgw/vn/numeros/opened/game',
  prizeTable: '/lgw/games/bonus',
  placeOrder: '/lgw/orders',
  betRecords: '/lgw/orders/records',
  orderDetail: '/lgw/orders/detail/:orderNo',
  cancelTicket: '/lgw/orders/suborders/cancel',
  enterResult: '/bo/lottery/results',
  confirmResult: '/bo/lottery/results/confirm',
  pendingResults: '/bo/lottery/results/pending',
  closeDraw: '/bo/lottery/draws/close',
  saveOddsTable: '/bo/lottery/odds-tables',
  saveGameSetting: '/bo/lottery/settings',
} as const;
