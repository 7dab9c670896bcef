import { z } from 'zod';
import { languages } from './languages.js';
import { pageQueryShape, pageSchema } from './paging.js';
import { amountSchema } from './wallet.js';
import { proofImagesSchema, withdrawalRemarkMaxLength } from './withdrawal.js';

/**
 * Promotions and the bonus engine (issue #19, decisions 0077 and 0078). Amounts on the wire are decimal strings in
 * the brand's currency; dates are ISO instants the web shows as YYYY/MM/DD in the brand's zone.
 */

/**
 * The offer types the engine runs. Each has its trigger: a deposit (FIRST_DEPOSIT, DEPOSIT), the player's claim
 * (FREE_BONUS, BIRTHDAY in the days from the member's birthday, RED_ENVELOPE once the day's deposit and valid bets
 * reach the offer's level, RAFFLE inside its daily window, drawn by the provably fair machinery), an application
 * (APPLICATION), or the close of a period (CASHBACK on the period's net game loss, issued by a job).
 */
export const promotionTypes = [
  'FIRST_DEPOSIT',
  'DEPOSIT',
  'FREE_BONUS',
  'APPLICATION',
  'CASHBACK',
  'BIRTHDAY',
  'RED_ENVELOPE',
  'RAFFLE',
] as const;
export type PromotionType = (typeof promotionTypes)[number];

/** The front end's filter (the original's `promo_types`, without the pages that have their own menu). */
export const promotionCategories = [
  'deposit',
  'newbie',
  'slots',
  'live',
  'fish',
  'card',
  'sports',
  'lotto',
  'other',
] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

export const promotionBadges = ['NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'VIP'] as const;
export type PromotionBadge = (typeof promotionBadges)[number];

/**
 * The spec's promotion states as the player sees them (spec §4): join (may join), signed (joined, waiting for the
 * qualifying deposit), process (under way), claim (may claim now), applying (application under review), rejected,
 * issued (credited without a claim), claimed (credited on the player's claim); `closed` when it can no longer be had.
 */
export const promotionStates = [
  'join',
  'signed',
  'process',
  'claim',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'closed',
] as const;
export type PromotionState = (typeof promotionStates)[number];

/**
 * Cashback tiers: `heap` pays the whole net loss at the highest tier reached; `tier` pays each slice at its own tier's
 * rate (engagement reference E2.2). A loss below the lowest tier's `from` earns nothing.
 */
export const cashbackModes = ['heap', 'tier'] as const;
export type CashbackMode = (typeof cashbackModes)[number];

/**
 * How an offer's reward is counted: a fixed amount, a percentage of the qualifying deposit up to a cap, a reviewer's
 * amount, a percentage of the period's net game loss by tiers up to a cap, or a prize drawn from a table of integer
 * weights (an amount of 0 is "no prize"; the odds and the expected value are shown to players).
 */
export const promotionRewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: z.string() }),
  z.object({ kind: z.literal('percent_of_deposit'), percent: z.number(), cap: z.string() }),
  /** An application's reward is decided by the reviewer, up to this amount. */
  z.object({ kind: z.literal('reviewed'), max: z.string() }),
  z.object({
    kind: z.literal('percent_of_net_loss'),
    mode: z.enum(cashbackModes),
    tiers: z.array(z.object({ from: z.string(), percent: z.number() })),
    cap: z.string(),
  }),
  z.object({
    kind: z.literal('prize_table'),
    prizes: z.array(z.object({ amount: z.string(), weight: z.number().int() })),
    /** Σ amount × weight / Σ weight, rounded down to the currency's minor unit. */
    expectedValue: z.string(),
  }),
]);
export type PromotionReward = z.infer<typeof promotionRewardSchema>;

export const wageringBases = ['bonus', 'bonus_plus_deposit'] as const;
export const productFamilies = ['casino', 'sports', 'lottery'] as const;
export type ProductFamily = (typeof productFamilies)[number];
/** Contribution scopes, resolved in this order: game, vendor, category, then the default (0). */
export const contributionScopes = ['game', 'vendor', 'category', 'default'] as const;

export const contributionSchema = z.object({
  scope: z.enum(contributionScopes),
  /** The game code, vendor code or category (RNG, LIVE, ...); empty for the default. */
  reference: z.string(),
  percent: z.number().int().min(0).max(100),
});
export type Contribution = z.infer<typeof contributionSchema>;

/** A grant's terms as snapshotted when it was granted (never changed by a later edit of the offer). */
export const bonusTermsSchema = z.object({
  turnoverMultiplier: z.number(),
  basis: z.enum(wageringBases),
  productFamily: z.enum(productFamilies),
  /** The largest stake accepted while the grant is active; null: none. */
  maxBet: z.string().nullable(),
  /** What can become cash at most, as a multiple of the bonus; null: no cap. */
  maxWinMultiplier: z.number().nullable(),
  expiryDays: z.number().int(),
  contributions: z.array(contributionSchema),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

const localizedTextSchema = z.partialRecord(z.enum(languages), z.string());

export const promotionProgressKinds = ['net_loss', 'deposit_today', 'valid_bet_today', 'cashback_now'] as const;
export const promotionProgressSchema = z.object({
  kind: z.enum(promotionProgressKinds),
  current: z.string(),
  /** The level to reach; null when there is none (a net loss, the cashback it earns). */
  required: z.string().nullable(),
});
export type PromotionProgress = z.infer<typeof promotionProgressSchema>;

/**
 * A raffle's window (decision 0080): each day in the brand's zone from `opensAt` for the offer's duration. Before
 * the window opens the SHA-256 `commitment` of the window's secret seed is published; after it closes the seed is
 * revealed, and every draw of the window can be recomputed from it (`raffleDrawSchema.proof`).
 */
export const raffleWindowSchema = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  commitment: z.string(),
  /** The window's seed, once the window has closed; null before. */
  revealedSeed: z.string().nullable(),
});
export type RaffleWindow = z.infer<typeof raffleWindowSchema>;

/** A promotion as a card on `/promotions` (and, with `detail`, its page). `state` is null for a visitor. */
export const promotionCardSchema = z.object({
  id: z.string(),
  type: z.enum(promotionTypes),
  category: z.enum(promotionCategories),
  badge: z.enum(promotionBadges).nullable(),
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string().nullable(),
  displayFrom: z.string(),
  displayTo: z.string().nullable(),
  applyFrom: z.string(),
  applyTo: z.string().nullable(),
  reward: promotionRewardSchema,
  /** The smallest qualifying deposit of a deposit offer. */
  minDeposit: z.string().nullable(),
  remarkRequired: z.boolean(),
  imageRequired: z.boolean(),
  state: z.enum(promotionStates).nullable(),
  /** Why it was rejected or why it cannot be had (a stable code the web translates). */
  reason: z.string().nullable(),
  /** The credited amount once issued or claimed. */
  amount: z.string().nullable(),
  /**
   * What the member has done toward the offer in the current period, as "current / required": the period's net loss
   * so far (CASHBACK, with the cashback it would earn now as `reward`), the day's deposits and valid bets
   * (RED_ENVELOPE, RAFFLE). Empty for a visitor and for the other types.
   */
  progress: z.array(promotionProgressSchema).default([]),
  /** A raffle's window today and its fairness commitment; null for other types. */
  raffle: raffleWindowSchema.nullable().default(null),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

export const promotionDetailSchema = promotionCardSchema.extend({
  /** The terms page (sanitized rich text, HTML) in the caller's language. */
  termsHtml: z.string(),
  terms: bonusTermsSchema,
  /** The hash of the terms shown; a join sends it back to prove these were the terms accepted. */
  termsHash: z.string(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionListQuerySchema = z.object({ category: z.enum(promotionCategories).optional() });
export const promotionListSchema = z.object({ promotions: z.array(promotionCardSchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;
export const promotionIdParamsSchema = z.object({ id: z.uuid({ message: 'ID_FORMAT' }) });

/** Joining accepts the terms the player was shown. */
export const joinPromotionBodySchema = z.object({ termsHash: z.string().trim().min(1).max(128) });
export const applyPromotionBodySchema = z.object({
  termsHash: z.string().trim().min(1).max(128),
  remark: z.string().trim().max(withdrawalRemarkMaxLength, { message: 'REMARK_TOO_LONG' }).optional(),
  images: proofImagesSchema.optional(),
});
export type ApplyPromotionBody = z.input<typeof applyPromotionBodySchema>;

/**
 * `MCS2_claimRafflePromotion`: the member's draw in the raffle's open window (once per window). The prize is the
 * weighted pick of the HMAC-SHA256 of `${promotionId}:${windowDay}:${memberId}` under the window's seed, read as the
 * lottery reads its draws (no modulo bias); an amount of 0 is "no prize" and still uses the member's chance.
 */
export const claimRaffleBodySchema = z.object({ promotionId: z.uuid({ message: 'ID_FORMAT' }) });
export const raffleDrawSchema = z.object({
  promotionId: z.string(),
  /** The window's day in the brand's zone, YYYY-MM-DD. */
  windowDay: z.string(),
  prizeIndex: z.number().int(),
  amount: z.string(),
  proof: z.object({ commitment: z.string(), message: z.string(), revealedSeed: z.string().nullable() }),
  at: z.string(),
});
export type RaffleDraw = z.infer<typeof raffleDrawSchema>;
/** The original's `getRafflePromotionStatus`: seconds until the window opens (`due`) or until it closes (`time`). */
export const raffleStatusSchema = z.object({
  isClaimed: z.boolean(),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
  due: z.number().int(),
  time: z.number().int(),
  draw: raffleDrawSchema.nullable(),
});
export type RaffleStatus = z.infer<typeof raffleStatusSchema>;
export const raffleStatusQuerySchema = z.object({ promotionId: z.uuid({ message: 'ID_FORMAT' }) });

export const bonusGrantStatuses = ['pending', 'active', 'completed', 'expired', 'forfeited'] as const;
export type BonusGrantStatus = (typeof bonusGrantStatuses)[number];
export const forfeitReasons = ['player_opt_out', 'withdrawal', 'operator', 'self_exclusion', 'terms_breach'] as const;
export type ForfeitReason = (typeof forfeitReasons)[number];

/** A grant as its player sees it in bonus details: what it holds, what it still needs, until when. */
export const bonusGrantSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(bonusGrantStatuses),
  currency: z.string(),
  granted: z.string(),
  /** Bonus money it holds now (its winnings included). */
  balance: z.string(),
  turnoverRequired: z.string(),
  turnoverDone: z.string(),
  turnoverRemaining: z.string(),
  /** What became cash at completion. */
  converted: z.string(),
  forfeited: z.string(),
  forfeitReason: z.enum(forfeitReasons).nullable(),
  terms: bonusTermsSchema,
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

/** The member's bonuses: live ones first; the totals the withdrawal page shows. */
export const memberBonusesSchema = z.object({
  currency: z.string(),
  bonusBalance: z.string(),
  turnoverRemaining: z.string(),
  grants: z.array(bonusGrantSchema),
});
export type MemberBonuses = z.infer<typeof memberBonusesSchema>;
export const bonusGrantParamsSchema = z.object({ id: z.uuid({ message: 'ID_FORMAT' }) });

/** The reward centre: what can be claimed now, and what was had. */
export const rewardHistoryItemSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  title: z.string(),
  state: z.enum(promotionStates),
  amount: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type RewardHistoryItem = z.infer<typeof rewardHistoryItemSchema>;
export const rewardCenterSchema = z.object({
  claimable: z.array(promotionCardSchema),
  /** Counts for the member centre's badge and `availablePromoCount`. */
  availablePromoCount: z.number().int(),
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;
export const rewardHistoryQuerySchema = z.object(pageQueryShape({ defaultSize: 10, maxSize: 50 }));
export const rewardHistoryPageSchema = pageSchema(rewardHistoryItemSchema);
export type RewardHistoryPage = z.infer<typeof rewardHistoryPageSchema>;

// Console (`/bo/*`)

export const promotionStatuses = ['draft', 'active', 'paused', 'archived'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];
export const bonusProfiles = ['strict', 'loose'] as const;
export type BonusProfile = (typeof bonusProfiles)[number];
/** The strict profile's ceilings (issue #19); a loose brand may go to the loose ones. */
export const bonusProfileLimits = {
  strict: { maxTurnoverMultiplier: 10, minExpiryDays: 7 },
  loose: { maxTurnoverMultiplier: 50, minExpiryDays: 1 },
} as const;

const offerRewardBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: amountSchema }),
  z.object({
    kind: z.literal('percent_of_deposit'),
    percent: z.number().int().min(1).max(300),
    cap: amountSchema,
  }),
  z.object({ kind: z.literal('reviewed'), max: amountSchema }),
  z.object({
    kind: z.literal('percent_of_net_loss'),
    mode: z.enum(cashbackModes),
    tiers: z
      .array(z.object({ from: amountSchema, percent: z.number().min(0.01).max(50) }))
      .min(1)
      .max(10),
    cap: amountSchema,
  }),
  z.object({
    kind: z.literal('prize_table'),
    prizes: z
      .array(
        z.object({
          amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, { message: 'AMOUNT_FORMAT' }),
          weight: z.number().int().min(1).max(1_000_000),
        }),
      )
      .min(1)
      .max(20),
  }),
]);

/** Who may take an offer: all AND-ed; an empty field does not restrict. */
export const promotionEligibilitySchema = z.object({
  /** Only accounts registered on or after this instant. */
  registeredFrom: z.string().nullable().default(null),
  /** Deposit offers: which deposit qualifies, counted among the member's confirmed deposits (1 = first). */
  depositNth: z.number().int().min(1).max(100).nullable().default(null),
  minDeposit: amountSchema.nullable().default(null),
  /** Deposit offers: weekdays in the brand's zone, 1 Monday to 7 Sunday. */
  weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
  /** Refuse when another account that claimed it shares the device or address (abuse rules). */
  onePerHousehold: z.boolean().default(true),
  /** RED_ENVELOPE, RAFFLE: the day's confirmed deposits (brand's zone) must reach this. */
  minDepositToday: amountSchema.nullable().default(null),
  /** RED_ENVELOPE, RAFFLE: the day's valid bets must reach this. */
  minValidBetToday: amountSchema.nullable().default(null),
  /** BIRTHDAY: claimable from the member's birthday for this many days (once a year). */
  birthdayWindowDays: z.number().int().min(1).max(31).nullable().default(null),
  /** Only members at these VIP levels (the loyalty ladder's); empty: any level. */
  vipLevels: z.array(z.number().int().min(0).max(99)).max(100).default([]),
});
export type PromotionEligibility = z.infer<typeof promotionEligibilitySchema>;

export const promotionPeriods = ['once', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type PromotionPeriod = (typeof promotionPeriods)[number];

export const promotionLimitsSchema = z.object({
  /**
   * How often one player may have it: once ever, or once per day, week, month or year in the brand's zone. For
   * CASHBACK it is the period whose net loss is paid back; for RAFFLE it is daily (one draw per window).
   */
  perPlayer: z.enum(promotionPeriods).default('once'),
  /** All grants of the offer together may not exceed this; null: no budget. */
  totalBudget: amountSchema.nullable().default(null),
  dailyBudget: amountSchema.nullable().default(null),
});

export const promotionTermsBodySchema = z.object({
  turnoverMultiplier: z.number().int().min(0).max(50),
  basis: z.enum(wageringBases).default('bonus'),
  productFamily: z.enum(productFamilies).default('casino'),
  maxBet: amountSchema.nullable(),
  maxWinMultiplier: z.number().int().min(1).max(100).nullable(),
  expiryDays: z.number().int().min(1).max(365),
});

export const promotionContentSchema = z.object({
  title: localizedTextSchema,
  summary: localizedTextSchema,
  /** Rich text (HTML, sanitized on save) per language. */
  termsHtml: localizedTextSchema,
});

/** The offer builder's body (create and edit: an edit of a live offer never changes grants already made). */
export const promotionBodySchema = z.object({
  type: z.enum(promotionTypes),
  category: z.enum(promotionCategories),
  badge: z.enum(promotionBadges).nullable().default(null),
  content: promotionContentSchema,
  bannerUrl: z.string().trim().max(500).nullable().default(null),
  displayFrom: z.iso.datetime({ offset: true }),
  displayTo: z.iso.datetime({ offset: true }).nullable().default(null),
  applyFrom: z.iso.datetime({ offset: true }),
  applyTo: z.iso.datetime({ offset: true }).nullable().default(null),
  reward: offerRewardBodySchema,
  terms: promotionTermsBodySchema,
  eligibility: promotionEligibilitySchema.default(promotionEligibilitySchema.parse({})),
  limits: promotionLimitsSchema.default(promotionLimitsSchema.parse({})),
  remarkRequired: z.boolean().default(false),
  imageRequired: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(9999).default(0),
  /** RAFFLE: the daily window, from a time of day in the brand's zone for some minutes. */
  raffle: z
    .object({
      opensAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'TIME_FORMAT' }),
      durationMinutes: z.number().int().min(5).max(1440),
    })
    .nullable()
    .default(null),
});
export type PromotionBody = z.input<typeof promotionBodySchema>;

export const consolePromotionSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  version: z.number().int(),
  status: z.enum(promotionStatuses),
  type: z.enum(promotionTypes),
  category: z.enum(promotionCategories),
  badge: z.enum(promotionBadges).nullable(),
  content: z.object({
    title: localizedTextSchema,
    summary: localizedTextSchema,
    termsHtml: localizedTextSchema,
  }),
  bannerUrl: z.string().nullable(),
  displayFrom: z.string(),
  displayTo: z.string().nullable(),
  applyFrom: z.string(),
  applyTo: z.string().nullable(),
  reward: promotionRewardSchema,
  terms: z.object({
    turnoverMultiplier: z.number(),
    basis: z.enum(wageringBases),
    productFamily: z.enum(productFamilies),
    maxBet: z.string().nullable(),
    maxWinMultiplier: z.number().nullable(),
    expiryDays: z.number().int(),
  }),
  eligibility: z.object({
    registeredFrom: z.string().nullable(),
    depositNth: z.number().nullable(),
    minDeposit: z.string().nullable(),
    weekdays: z.array(z.number()),
    onePerHousehold: z.boolean(),
    minDepositToday: z.string().nullable(),
    minValidBetToday: z.string().nullable(),
    birthdayWindowDays: z.number().nullable(),
    vipLevels: z.array(z.number().int()),
  }),
  raffle: z.object({ opensAt: z.string(), durationMinutes: z.number().int() }).nullable(),
  limits: z.object({
    perPlayer: z.enum(promotionPeriods),
    totalBudget: z.string().nullable(),
    dailyBudget: z.string().nullable(),
  }),
  remarkRequired: z.boolean(),
  imageRequired: z.boolean(),
  sortOrder: z.number().int(),
  /** Granted so far, for the budget. */
  spent: z.string(),
  createdBy: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;
export const consolePromotionListSchema = z.object({ promotions: z.array(consolePromotionSchema) });
export const promotionStatusBodySchema = z.object({ status: z.enum(promotionStatuses) });

export const applicationQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  state: z.enum(['applying', 'rejected', 'issued']).default('applying'),
});
export const promotionApplicationSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  username: z.string(),
  memberNumber: z.string(),
  state: z.enum(promotionStates),
  remark: z.string().nullable(),
  /** Image ids, read through the console's image call. */
  imageIds: z.array(z.string()),
  amount: z.string().nullable(),
  reason: z.string().nullable(),
  /**
   * Abuse flags: other accounts that took the same offer sharing the device, address or bank account, or in a
   * referral relation with the applicant (the same upline, or one referred the other).
   */
  flags: z.array(z.enum(['same_device', 'same_address', 'same_bank_account', 'referral_ring'])),
  appliedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;
export const promotionApplicationPageSchema = pageSchema(promotionApplicationSchema);
export const approveApplicationBodySchema = z.object({ amount: amountSchema });
export const rejectApplicationBodySchema = z.object({
  reason: z.string().trim().min(1, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
});

export const consoleGrantQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  username: z.string().trim().min(1).max(64),
});
export const consoleBonusGrantSchema = bonusGrantSchema.extend({
  username: z.string(),
  promotionId: z.string().nullable(),
  source: z.string(),
});
export type ConsoleBonusGrant = z.infer<typeof consoleBonusGrantSchema>;
export const consoleBonusGrantPageSchema = pageSchema(consoleBonusGrantSchema);
export const forfeitGrantBodySchema = z.object({
  reason: z.enum(['operator', 'terms_breach']),
  note: z.string().trim().min(3, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
});
/** A re-credit gives a new grant of the amount with the original's terms (the closed grant stays as it was). */
export const recreditGrantBodySchema = z.object({
  amount: amountSchema,
  note: z.string().trim().min(3, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
});

/** Bonus cost per offer and day in the brand's zone: granted, became cash, forfeited or expired. */
export const bonusCostQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export const bonusCostRowSchema = z.object({
  day: z.string(),
  promotionId: z.string().nullable(),
  promotionTitle: z.string(),
  grants: z.number().int(),
  granted: z.string(),
  converted: z.string(),
  forfeited: z.string(),
});
export const bonusCostReportSchema = z.object({ currency: z.string(), rows: z.array(bonusCostRowSchema) });
export type BonusCostReport = z.infer<typeof bonusCostReportSchema>;

/** The brand's bonus policy: the profile (recorded in the audit log when changed) and its contribution table. */
export const bonusPolicySchema = z.object({
  profile: z.enum(bonusProfiles),
  contributions: z.array(contributionSchema),
});
export type BonusPolicy = z.infer<typeof bonusPolicySchema>;
export const bonusPolicyBodySchema = bonusPolicySchema;
