import { createHash } from 'node:crypto';
import type {
  BonusProfile,
  ConsolePromotion,
  Contribution,
  Language,
  PromotionApplication,
  PromotionCard,
  PromotionCategory,
  PromotionDetail,
  PromotionReward,
  PromotionPeriod,
  PromotionState,
  PromotionStatus,
  RewardHistoryItem,
  promotionBodySchema,
} from '@croupier/contracts';
import { bonusProfileLimits, formatMinor, parseMinor, promotionPeriods, zonedDateParts } from '@croupier/contracts';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { withCashbackProgress } from './cashback.service.js';
import type { ApplicationRow, PlayerPromotionRow, PromotionRow } from './promotions.repository.js';
import {
  changePromotionStatus,
  countConfirmedDeposits,
  findApplicationImage,
  findPlayerPromotionById,
  findPlayerPromotions,
  findPromotion,
  insertPlayerPromotion,
  insertPromotion,
  listApplications,
  listConsolePromotions,
  listRewardHistory,
  listSignedDepositOffers,
  listVisiblePromotions,
  lockPlayerPromotion,
  replaceApplicationImages,
  sharesHousehold,
  spendDailyBudget,
  spendTotalBudget,
  updatePlayerPromotion,
  updatePromotion,
} from './promotions.repository.js';
import { birthdayWindowYear } from './birthday.js';
import { dayLevelReached, dayProgress, dayTotals, drawEnvelope } from './red-envelope.js';
import type { RaffleFairness, RaffleTimes } from './raffle.js';
import { describeRaffleWindow, raffleMessage, rafflePhase, rafflePrizeIndex, raffleWindowAt } from './raffle.js';
import type { RaffleWindowRow } from './raffle.repository.js';
import { ensureRaffleWindow } from './raffle.repository.js';
import { startOfLocalDay } from '../../lib/time-zone.js';
import type {
  StoredPromotionEligibility,
  StoredPromotionLimits,
  StoredPromotionReward,
  StoredPromotionTerms,
} from './promotions.tables.js';

/** The brand as this module needs it. */
export type PromotionBrand = { id: string; code: string; currency: string; timeZone: string };
/** The member as this module needs it. */
export type PromotionMember = {
  id: string;
  merchantId: string;
  createdAt: Date;
  birthday?: string | null;
  /** The member's VIP level; an offer with `vipLevels` is for those levels only. */
  vipLevel?: number;
};

/** The member conditions every type checks: registered early enough, at one of the offer's VIP levels. */
function memberQualifies(rules: StoredPromotionEligibility, member: PromotionMember): boolean {
  if (rules.registeredFrom !== null && member.createdAt < new Date(rules.registeredFrom)) return false;
  const levels = rules.vipLevels ?? [];
  return levels.length === 0 || levels.includes(member.vipLevel ?? 0);
}
/** Where a player acted from (the one-per-household rule and the review queue's flags). */
export type RequestOrigin = { address: string | null; deviceId: string | null };

/** A grant's terms as the bonus module snapshots them (its `StoredBonusTerms`). */
export type GrantTerms = StoredPromotionTerms & { contributions: Contribution[] };

/**
 * What promotions need of the bonus module (decision 0077), given per database handle so a grant runs in the
 * caller's transaction: the grant (idempotent on member, source and reference; refused with PROMOTION_NOT_ELIGIBLE
 * by the responsible-gaming gate), the gate itself, and the brand's policy (profile and contribution table).
 */
export type BonusPort = {
  grant(input: {
    merchantId: string;
    memberId: string;
    currency: string;
    source: 'promotion' | 'operator';
    sourceRef: string;
    amountMinor: bigint;
    title: Record<string, string>;
    terms: GrantTerms;
    promotionId?: string;
    playerPromotionId?: string;
    depositMinor?: bigint;
  }): Promise<{ grantId: string; replayed: boolean }>;
  incentiveGate(memberId: string): Promise<boolean>;
  policyOf(merchantId: string): Promise<{ profile: BonusProfile; contributions: Contribution[] }>;
};
export type BonusFor = (db: Database) => BonusPort;

export type PromotionBodyInput = z.output<typeof promotionBodySchema>;

/** The console's status moves: a draft goes live, a live offer pauses and resumes, any of them is archived. */
const statusMoves: Record<PromotionStatus, PromotionStatus[]> = {
  draft: [],
  active: ['draft', 'paused'],
  paused: ['active'],
  archived: ['draft', 'active', 'paused'],
};

/**
 * The terms page is rich text an operator pastes in: only the tags a terms page needs survive (headings,
 * paragraphs, lists, tables, emphasis, links), no attributes but a link's address (http, https, mailto), which
 * opens in a new tab without handing it the page. No script, style, image or frame reaches a player's browser.
 */
const termsHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export const sanitizeTermsHtml = (html: string) => sanitizeHtml(html, termsHtmlOptions);

/** The text in the caller's language, else English, else any: an offer is never shown without a title. */
export function textIn(texts: Partial<Record<string, string>>, language: Language): string {
  return texts[language] ?? texts.en ?? Object.values(texts).find((text) => text !== undefined) ?? '';
}

const definedTexts = (texts: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** ISO week number and its year of a calendar day. */
function isoWeek(year: number, month: number, day: number): { year: number; week: number } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return { year: date.getUTCFullYear(), week: Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

/** The brand-local calendar day of an instant, `YYYY-MM-DD`, and its weekday (1 Monday to 7 Sunday). */
export function brandDay(at: Date, timeZone: string): { day: string; weekday: number } {
  const parts = zonedDateParts(at, timeZone);
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return { day, weekday };
}

/**
 * The period a take of an offer belongs to: `once`, or the day (`2026-11-27`), ISO week (`2026-W48`) or month
 * (`2026-11`) in the brand's zone. One row per offer, member and period.
 */
export function periodKeyOf(perPlayer: StoredPromotionLimits['perPlayer'], at: Date, timeZone: string): string {
  if (perPlayer === 'once') return 'once';
  const parts = zonedDateParts(at, timeZone);
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  switch (perPlayer) {
    case 'daily':
      return `${parts.year}-${parts.month}-${parts.day}`;
    case 'monthly':
      return `${parts.year}-${parts.month}`;
    case 'weekly': {
      const week = isoWeek(year, month, day);
      return `${week.year}-W${String(week.week).padStart(2, '0')}`;
    }
    case 'yearly':
      return String(year);
  }
}

/** A prize table's expected value per draw: Σ amount × weight / Σ weight, rounded down to the minor unit. */
export function expectedPrizeMinor(prizes: { amountMinor: string; weight: number }[]): bigint {
  const totalWeight = prizes.reduce((sum, prize) => sum + BigInt(prize.weight), 0n);
  if (totalWeight === 0n) return 0n;
  const weighted = prizes.reduce((sum, prize) => sum + BigInt(prize.amountMinor) * BigInt(prize.weight), 0n);
  return weighted / totalWeight;
}

function describeReward(reward: StoredPromotionReward): PromotionReward {
  switch (reward.kind) {
    case 'fixed':
      return { kind: 'fixed', amount: formatMinor(BigInt(reward.amountMinor)) };
    case 'percent_of_deposit':
      return { kind: 'percent_of_deposit', percent: reward.percent, cap: formatMinor(BigInt(reward.capMinor)) };
    case 'reviewed':
      return { kind: 'reviewed', max: formatMinor(BigInt(reward.maxMinor)) };
    case 'percent_of_net_loss':
      return {
        kind: 'percent_of_net_loss',
        mode: reward.mode,
        tiers: reward.tiers.map((tier) => ({
          from: formatMinor(BigInt(tier.fromMinor)),
          percent: tier.basisPoints / 100,
        })),
        cap: formatMinor(BigInt(reward.capMinor)),
      };
    case 'prize_table':
      return {
        kind: 'prize_table',
        prizes: reward.prizes.map((prize) => ({
          amount: formatMinor(BigInt(prize.amountMinor)),
          weight: prize.weight,
        })),
        expectedValue: formatMinor(expectedPrizeMinor(reward.prizes)),
      };
  }
}

const optionalMinor = (minor: string | null) => (minor === null ? null : formatMinor(BigInt(minor)));
const optionalStoredMinor = (minor: bigint | null) => (minor === null ? null : minor.toString());

function describeTerms(terms: StoredPromotionTerms, contributions: Contribution[]): PromotionDetail['terms'] {
  return {
    turnoverMultiplier: terms.turnoverMultiplier,
    basis: terms.basis,
    productFamily: terms.productFamily,
    maxBet: optionalMinor(terms.maxBetMinor),
    maxWinMultiplier: terms.maxWinMultiplier,
    expiryDays: terms.expiryDays,
    contributions,
  };
}

/**
 * The hash of the terms a player is shown: the offer's version, reward, terms with the brand's contribution table,
 * and its terms page in every language (so the hash is the same whatever language the page was read in, and any
 * edit of the offer or of the table changes it). A join or application sends it back.
 */
export function termsHashOf(offer: PromotionRow, contributions: Contribution[]): string {
  const languages = Object.keys(offer.termsHtml).sort();
  const snapshot = JSON.stringify({
    promotionId: offer.id,
    version: offer.version,
    type: offer.type,
    reward: offer.reward,
    terms: offer.terms,
    contributions,
    termsHtml: languages.map((language) => [language, offer.termsHtml[language] ?? '']),
  });
  return createHash('sha256').update(snapshot).digest('hex');
}

/** The reward a qualifying deposit earns: a percentage rounded down to the minor unit and capped, or fixed. */
export function depositRewardMinor(reward: StoredPromotionReward, depositMinor: bigint): bigint {
  switch (reward.kind) {
    case 'fixed':
      return BigInt(reward.amountMinor);
    case 'percent_of_deposit': {
      const matched = (depositMinor * BigInt(reward.percent)) / 100n;
      const cap = BigInt(reward.capMinor);
      return matched < cap ? matched : cap;
    }
    case 'reviewed':
    case 'percent_of_net_loss':
    case 'prize_table':
      return 0n;
  }
}

/** Refuses terms outside the brand's bonus profile (strict unless the brand chose loose). */
export function checkProfile(
  profile: BonusProfile,
  terms: Pick<StoredPromotionTerms, 'turnoverMultiplier' | 'expiryDays'>,
) {
  const limits = bonusProfileLimits[profile];
  if (terms.turnoverMultiplier > limits.maxTurnoverMultiplier || terms.expiryDays < limits.minExpiryDays) {
    throw new DomainError('PROMOTION_TERMS_OUTSIDE_PROFILE', {
      profile,
      maxTurnoverMultiplier: limits.maxTurnoverMultiplier,
      minExpiryDays: limits.minExpiryDays,
    });
  }
}

const rewardKindsOf: Record<PromotionRow['type'], StoredPromotionReward['kind'][]> = {
  FIRST_DEPOSIT: ['fixed', 'percent_of_deposit'],
  DEPOSIT: ['fixed', 'percent_of_deposit'],
  FREE_BONUS: ['fixed'],
  APPLICATION: ['reviewed'],
  CASHBACK: ['percent_of_net_loss'],
  BIRTHDAY: ['fixed'],
  RED_ENVELOPE: ['fixed', 'prize_table'],
  RAFFLE: ['prize_table'],
};

function storedReward(reward: PromotionBodyInput['reward']): StoredPromotionReward {
  switch (reward.kind) {
    case 'fixed':
      return { kind: 'fixed', amountMinor: reward.amount.toString() };
    case 'percent_of_deposit':
      return { kind: 'percent_of_deposit', percent: reward.percent, capMinor: reward.cap.toString() };
    case 'reviewed':
      return { kind: 'reviewed', maxMinor: reward.max.toString() };
    case 'percent_of_net_loss':
      return {
        kind: 'percent_of_net_loss',
        mode: reward.mode,
        tiers: reward.tiers.map((tier) => ({
          fromMinor: tier.from.toString(),
          basisPoints: Math.round(tier.percent * 100),
        })),
        capMinor: reward.cap.toString(),
      };
    case 'prize_table':
      return {
        kind: 'prize_table',
        prizes: reward.prizes.map((prize) => ({
          amountMinor: parseMinor(prize.amount).toString(),
          weight: prize.weight,
        })),
      };
  }
}

/**
 * The periods a type can run by: a cashback pays a day, week or month back; a birthday gift is yearly; envelopes and
 * raffles are the day's (their conditions are the day's deposits and bets, a raffle's window is daily).
 */
function periodsOf(type: PromotionRow['type']): readonly PromotionPeriod[] {
  switch (type) {
    case 'CASHBACK':
      return ['daily', 'weekly', 'monthly'];
    case 'BIRTHDAY':
      return ['yearly'];
    case 'RED_ENVELOPE':
    case 'RAFFLE':
      return ['daily'];
    case 'FIRST_DEPOSIT':
    case 'DEPOSIT':
    case 'FREE_BONUS':
    case 'APPLICATION':
      return promotionPeriods;
  }
}

/** The fields of a saved offer, checked: the reward fits the type, windows end after they start, texts are clean. */
function offerFields(body: PromotionBodyInput) {
  const fields: { path: string; message: string }[] = [];
  if (!rewardKindsOf[body.type].includes(body.reward.kind)) {
    fields.push({ path: 'reward.kind', message: 'REWARD_KIND_MISMATCH' });
  }
  if (!periodsOf(body.type).includes(body.limits.perPlayer)) {
    fields.push({ path: 'limits.perPlayer', message: 'PERIOD_NOT_ALLOWED' });
  }
  if ((body.type === 'RAFFLE') !== (body.raffle !== null)) {
    fields.push({ path: 'raffle', message: body.type === 'RAFFLE' ? 'REQUIRED' : 'RAFFLE_WINDOW_NOT_ALLOWED' });
  }
  if (body.displayTo !== null && Date.parse(body.displayTo) <= Date.parse(body.displayFrom)) {
    fields.push({ path: 'displayTo', message: 'DATE_RANGE' });
  }
  if (body.applyTo !== null && Date.parse(body.applyTo) <= Date.parse(body.applyFrom)) {
    fields.push({ path: 'applyTo', message: 'DATE_RANGE' });
  }
  if (!textIn(body.content.title, 'en').trim()) fields.push({ path: 'content.title', message: 'TITLE_REQUIRED' });
  if (fields.length > 0) throw new DomainError('VALIDATION_FAILED', { fields });
  const termsHtml: Partial<Record<string, string>> = {};
  for (const [language, html] of Object.entries(body.content.termsHtml)) {
    if (html !== undefined) termsHtml[language] = sanitizeTermsHtml(html);
  }
  return {
    type: body.type,
    category: body.category,
    badge: body.badge,
    title: body.content.title,
    summary: body.content.summary,
    termsHtml,
    bannerUrl: body.bannerUrl,
    displayFrom: new Date(body.displayFrom),
    displayTo: body.displayTo === null ? null : new Date(body.displayTo),
    applyFrom: new Date(body.applyFrom),
    applyTo: body.applyTo === null ? null : new Date(body.applyTo),
    reward: storedReward(body.reward),
    terms: {
      turnoverMultiplier: body.terms.turnoverMultiplier,
      basis: body.terms.basis,
      productFamily: body.terms.productFamily,
      maxBetMinor: optionalStoredMinor(body.terms.maxBet),
      maxWinMultiplier: body.terms.maxWinMultiplier,
      expiryDays: body.terms.expiryDays,
    } satisfies StoredPromotionTerms,
    eligibility: {
      registeredFrom: body.eligibility.registeredFrom,
      depositNth: body.eligibility.depositNth,
      minDepositMinor: optionalStoredMinor(body.eligibility.minDeposit),
      weekdays: [...new Set(body.eligibility.weekdays)].sort(),
      onePerHousehold: body.eligibility.onePerHousehold,
      minDepositTodayMinor: optionalStoredMinor(body.eligibility.minDepositToday),
      minValidBetTodayMinor: optionalStoredMinor(body.eligibility.minValidBetToday),
      birthdayWindowDays: body.eligibility.birthdayWindowDays,
      vipLevels: [...new Set(body.eligibility.vipLevels)].sort((left, right) => left - right),
    } satisfies StoredPromotionEligibility,
    limits: {
      perPlayer: body.limits.perPlayer,
      totalBudgetMinor: optionalStoredMinor(body.limits.totalBudget),
      dailyBudgetMinor: optionalStoredMinor(body.limits.dailyBudget),
    } satisfies StoredPromotionLimits,
    remarkRequired: body.remarkRequired,
    imageRequired: body.imageRequired,
    sortOrder: body.sortOrder,
    raffle: body.raffle,
  };
}

export function describeConsolePromotion(row: PromotionRow, merchantCode: string): ConsolePromotion {
  return {
    id: row.id,
    merchantCode,
    version: row.version,
    status: row.status,
    type: row.type,
    category: row.category,
    badge: row.badge ?? null,
    content: { title: row.title, summary: row.summary, termsHtml: row.termsHtml },
    bannerUrl: row.bannerUrl,
    displayFrom: row.displayFrom.toISOString(),
    displayTo: row.displayTo?.toISOString() ?? null,
    applyFrom: row.applyFrom.toISOString(),
    applyTo: row.applyTo?.toISOString() ?? null,
    reward: describeReward(row.reward),
    terms: {
      turnoverMultiplier: row.terms.turnoverMultiplier,
      basis: row.terms.basis,
      productFamily: row.terms.productFamily,
      maxBet: optionalMinor(row.terms.maxBetMinor),
      maxWinMultiplier: row.terms.maxWinMultiplier,
      expiryDays: row.terms.expiryDays,
    },
    eligibility: {
      registeredFrom: row.eligibility.registeredFrom,
      depositNth: row.eligibility.depositNth,
      minDeposit: optionalMinor(row.eligibility.minDepositMinor),
      weekdays: row.eligibility.weekdays,
      onePerHousehold: row.eligibility.onePerHousehold,
      minDepositToday: optionalMinor(row.eligibility.minDepositTodayMinor ?? null),
      minValidBetToday: optionalMinor(row.eligibility.minValidBetTodayMinor ?? null),
      birthdayWindowDays: row.eligibility.birthdayWindowDays ?? null,
      vipLevels: row.eligibility.vipLevels ?? [],
    },
    raffle: row.raffle,
    limits: {
      perPlayer: row.limits.perPlayer,
      totalBudget: optionalMinor(row.limits.totalBudgetMinor),
      dailyBudget: optionalMinor(row.limits.dailyBudgetMinor),
    },
    remarkRequired: row.remarkRequired,
    imageRequired: row.imageRequired,
    sortOrder: row.sortOrder,
    spent: formatMinor(row.spentMinor),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const inWindow = (from: Date, to: Date | null, at: Date) => from <= at && (to === null || at < to);

/** Whether the budget left can still pay the offer's smallest known reward (a fixed one; any for the others). */
function budgetLeft(offer: PromotionRow): boolean {
  const total = offer.limits.totalBudgetMinor;
  if (total === null) return true;
  const needed = offer.reward.kind === 'fixed' ? BigInt(offer.reward.amountMinor) : 1n;
  return offer.spentMinor + needed <= BigInt(total);
}

/**
 * Why the member cannot have the offer now, or null: outside its application window, its budget spent, or an
 * eligibility rule that does not depend on a deposit (registration date).
 */
function closedReason(offer: PromotionRow, member: PromotionMember | null, at: Date): string | null {
  if (offer.status !== 'active' || !inWindow(offer.applyFrom, offer.applyTo, at) || !budgetLeft(offer)) {
    return 'PROMOTION_UNAVAILABLE';
  }
  if (member && !memberQualifies(offer.eligibility, member)) return 'PROMOTION_NOT_ELIGIBLE';
  return null;
}

/**
 * The card's state for the member: the stored state of the current period, else what the member may do (claim a
 * free bonus, join or apply otherwise: `join`), or `closed` with why. A visitor's state is null.
 */
function projectState(
  offer: PromotionRow,
  member: PromotionMember | null,
  row: PlayerPromotionRow | undefined,
  at: Date,
): { state: PromotionState | null; reason: string | null; amount: string | null } {
  if (!member) return { state: null, reason: null, amount: null };
  // Joined on terms the offer has since changed: the member joins again on the new ones before a deposit counts.
  if (row?.state === 'signed' && row.promotionVersion !== offer.version) {
    const closed = closedReason(offer, member, at);
    return closed
      ? { state: 'closed', reason: closed, amount: null }
      : { state: 'join', reason: 'PROMOTION_TERMS_CHANGED', amount: null };
  }
  if (row) {
    return {
      state: row.state,
      reason: row.reason,
      amount: row.amountMinor === null ? null : formatMinor(row.amountMinor),
    };
  }
  const closed = closedReason(offer, member, at);
  if (closed) return { state: 'closed', reason: closed, amount: null };
  // CASHBACK needs no join: an eligible member's period runs, and a job issues it once the period has ended.
  if (offer.type === 'CASHBACK') return { state: 'process', reason: null, amount: null };
  return { state: offer.type === 'FREE_BONUS' ? 'claim' : 'join', reason: null, amount: null };
}

/** The offers a player claims (`claim`, a raffle through its draw): each pays on the claim, in its transaction. */
const claimedTypes: PromotionRow['type'][] = ['FREE_BONUS', 'BIRTHDAY', 'RED_ENVELOPE', 'RAFFLE'];

/** What the member can act on now: claim, join or apply, or apply again after a rejection. */
const actionable = (offer: PromotionRow, state: PromotionState | null) =>
  state === 'claim' || state === 'join' || (state === 'rejected' && offer.type === 'APPLICATION');

function describeCard(
  offer: PromotionRow,
  language: Language,
  projected: ReturnType<typeof projectState>,
): PromotionCard {
  return {
    id: offer.id,
    type: offer.type,
    category: offer.category,
    badge: offer.badge ?? null,
    title: textIn(offer.title, language),
    summary: textIn(offer.summary, language),
    bannerUrl: offer.bannerUrl,
    displayFrom: offer.displayFrom.toISOString(),
    displayTo: offer.displayTo?.toISOString() ?? null,
    applyFrom: offer.applyFrom.toISOString(),
    applyTo: offer.applyTo?.toISOString() ?? null,
    reward: describeReward(offer.reward),
    minDeposit: optionalMinor(offer.eligibility.minDepositMinor),
    remarkRequired: offer.remarkRequired,
    imageRequired: offer.imageRequired,
    progress: [],
    raffle: null,
    ...projected,
  };
}

function describeApplication(row: ApplicationRow, language: Language): PromotionApplication {
  const flags: PromotionApplication['flags'] = [];
  if (row.same_device) flags.push('same_device');
  if (row.same_address) flags.push('same_address');
  if (row.same_bank_account) flags.push('same_bank_account');
  if (row.referral_ring) flags.push('referral_ring');
  return {
    id: row.id,
    promotionId: row.promotion_id,
    promotionTitle: textIn(row.title, language),
    username: row.username,
    memberNumber: String(row.member_number),
    state: row.state,
    remark: row.remark,
    imageIds: row.image_ids ?? [],
    amount: row.amount_minor === null ? null : formatMinor(BigInt(row.amount_minor)),
    reason: row.reason,
    flags,
    appliedAt: new Date(row.created_at).toISOString(),
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
  };
}

/**
 * The promotions engine (decision 0078): offers and their console life, the player's view and actions, budgets
 * and the deposit match. Methods that write several rows expect `db` to be the caller's transaction (the flows
 * open it, with the operator's audit row where there is one), so a grant commits with whatever earned it.
 */
export function createPromotionsService({
  db,
  clock,
  bonus,
  fairness,
}: {
  db: Database;
  clock: Clock;
  bonus: BonusFor;
  /** The raffle's provably fair seeds and draws; without it a raffle shows no commitment and cannot be drawn. */
  fairness?: RaffleFairness;
}) {
  const bonusHere = () => bonus(db);

  async function getOffer(merchantId: string, id: string): Promise<PromotionRow> {
    const found = await findPromotion(db, merchantId, id);
    if (!found) throw new DomainError('PROMOTION_NOT_FOUND');
    return found;
  }

  /** An offer a player may see now (active and displayed), else PROMOTION_NOT_FOUND. */
  async function visibleOffer(brand: PromotionBrand, id: string): Promise<PromotionRow> {
    const offer = await getOffer(brand.id, id);
    const at = clock.now();
    if (offer.status !== 'active' || !inWindow(offer.displayFrom, offer.displayTo, at)) {
      throw new DomainError('PROMOTION_NOT_FOUND');
    }
    return offer;
  }

  async function createOffer(brand: PromotionBrand, body: PromotionBodyInput, by: string): Promise<PromotionRow> {
    const fields = offerFields(body);
    checkProfile((await bonusHere().policyOf(brand.id)).profile, fields.terms);
    const at = clock.now();
    return insertPromotion(db, {
      ...fields,
      merchantId: brand.id,
      status: 'draft',
      createdBy: by,
      updatedBy: by,
      createdAt: at,
      updatedAt: at,
    });
  }

  /** An edit bumps the version: joins made on the old terms are refused a grant only through their terms hash. */
  async function editOffer(
    brand: PromotionBrand,
    id: string,
    body: PromotionBodyInput,
    by: string,
  ): Promise<{ before: PromotionRow; after: PromotionRow }> {
    const before = await getOffer(brand.id, id);
    if (before.status === 'archived') throw new DomainError('INVALID_STATE', { status: before.status });
    const fields = offerFields(body);
    checkProfile((await bonusHere().policyOf(brand.id)).profile, fields.terms);
    const after = await updatePromotion(db, brand.id, id, { ...fields, updatedBy: by, updatedAt: clock.now() });
    if (!after) throw new DomainError('INVALID_STATE', { status: 'archived' });
    return { before, after };
  }

  async function setStatus(
    brand: PromotionBrand,
    id: string,
    to: PromotionStatus,
    by: string,
  ): Promise<{ from: PromotionStatus; row: PromotionRow }> {
    const current = await getOffer(brand.id, id);
    // Going live checks the profile again: the brand may have tightened it since the offer was saved.
    if (to === 'active') checkProfile((await bonusHere().policyOf(brand.id)).profile, current.terms);
    const moved = await changePromotionStatus(db, {
      merchantId: brand.id,
      id,
      from: statusMoves[to],
      to,
      by,
      at: clock.now(),
    });
    if (!moved) throw new DomainError('INVALID_STATE', { status: current.status });
    return { from: current.status, row: moved };
  }

  /**
   * A raffle's take belongs to its window's day; a birthday's to the year of the birthday whose window is open (a
   * window running into January stays last year's); the others to their `perPlayer` period.
   */
  const periodOf = (offer: PromotionRow, brand: PromotionBrand, at: Date, member?: PromotionMember) => {
    if (offer.type === 'RAFFLE' && offer.raffle) return raffleWindowAt(offer.raffle, at, brand.timeZone).day;
    if (offer.type === 'BIRTHDAY' && member) {
      const year = birthdayWindowYear(
        member.birthday,
        brandDay(at, brand.timeZone).day,
        offer.eligibility.birthdayWindowDays,
      );
      if (year !== null) return String(year);
    }
    return periodKeyOf(offer.limits.perPlayer, at, brand.timeZone);
  };

  /** The member's confirmed deposits and valid bets of the brand's day so far. */
  async function todayTotals(brand: PromotionBrand, member: PromotionMember, at: Date) {
    const { day } = brandDay(at, brand.timeZone);
    const from = startOfLocalDay(day, brand.timeZone);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return dayTotals(db, { memberId: member.id, from, to: startOfLocalDay(next, brand.timeZone) });
  }

  /** A raffle's window concerning `at`, its row created (seed and commitment) on first need. */
  async function raffleWindowOf(
    brand: PromotionBrand,
    offer: PromotionRow,
    at: Date,
  ): Promise<{ times: RaffleTimes; stored: RaffleWindowRow | null }> {
    const computed = raffleWindowAt(offer.raffle ?? { opensAt: '00:00', durationMinutes: 0 }, at, brand.timeZone);
    if (!fairness) return { times: computed, stored: null };
    const stored = await ensureRaffleWindow(db, {
      promotionId: offer.id,
      times: computed,
      commit: () => fairness.commit(),
    });
    // The committed window is the one the draws use, even if the offer's time was edited since.
    return { times: { day: computed.day, opensAt: stored.opensAt, closesAt: stored.closesAt }, stored };
  }

  /**
   * The card of a birthday, red envelope or raffle offer the member has not taken this period: whether it can be
   * claimed now, else why not (the day's progress, the raffle's window). A visitor sees a raffle's window only.
   */
  async function campaignCard(
    brand: PromotionBrand,
    member: PromotionMember | null,
    offer: PromotionRow,
    card: PromotionCard,
    taken: boolean,
    at: Date,
  ): Promise<PromotionCard> {
    const open = card.state === 'join' && !taken;
    switch (offer.type) {
      case 'BIRTHDAY': {
        if (!open || !member) return card;
        const year = birthdayWindowYear(
          member.birthday,
          brandDay(at, brand.timeZone).day,
          offer.eligibility.birthdayWindowDays,
        );
        return year === null
          ? { ...card, state: 'closed', reason: 'PROMOTION_NOT_ELIGIBLE' }
          : { ...card, state: 'claim' };
      }
      case 'RED_ENVELOPE': {
        if (!member) return card;
        const totals = await todayTotals(brand, member, at);
        const progress = dayProgress(offer.eligibility, totals);
        if (!open) return { ...card, progress };
        return { ...card, progress, state: dayLevelReached(offer.eligibility, totals) ? 'claim' : 'process' };
      }
      case 'RAFFLE': {
        const { times, stored } = await raffleWindowOf(brand, offer, at);
        const raffle = describeRaffleWindow(times, stored, at);
        if (!member) return { ...card, raffle };
        const totals = await todayTotals(brand, member, at);
        const progress = dayProgress(offer.eligibility, totals);
        if (!open) return { ...card, raffle, progress };
        const phase = rafflePhase(times, at);
        if (phase === 'closed') return { ...card, raffle, progress, state: 'closed', reason: 'PROMOTION_UNAVAILABLE' };
        const ready = phase === 'open' && dayLevelReached(offer.eligibility, totals);
        return { ...card, raffle, progress, state: ready ? 'claim' : 'process' };
      }
      case 'FIRST_DEPOSIT':
      case 'DEPOSIT':
      case 'FREE_BONUS':
      case 'APPLICATION':
      case 'CASHBACK':
        return card;
    }
  }

  /**
   * What a claim pays, once its offer's own condition holds: a birthday's window, a red envelope's day level (and
   * its drawn prize), a raffle's open window and level (and the member's provably fair draw); else the fixed amount.
   */
  async function prizeOf(
    brand: PromotionBrand,
    member: PromotionMember,
    offer: PromotionRow,
    at: Date,
  ): Promise<{ amountMinor: bigint; prizeIndex: number | null }> {
    const fixed = () => ({
      amountMinor: offer.reward.kind === 'fixed' ? BigInt(offer.reward.amountMinor) : 0n,
      prizeIndex: null,
    });
    switch (offer.type) {
      case 'BIRTHDAY': {
        const today = brandDay(at, brand.timeZone).day;
        if (birthdayWindowYear(member.birthday, today, offer.eligibility.birthdayWindowDays) === null) {
          throw new DomainError('PROMOTION_NOT_ELIGIBLE');
        }
        return fixed();
      }
      case 'RED_ENVELOPE':
        if (!dayLevelReached(offer.eligibility, await todayTotals(brand, member, at))) {
          throw new DomainError('PROMOTION_NOT_ELIGIBLE');
        }
        return drawEnvelope(offer.reward);
      case 'RAFFLE': {
        if (!fairness || offer.reward.kind !== 'prize_table') throw new DomainError('INVALID_STATE');
        const { times, stored } = await raffleWindowOf(brand, offer, at);
        if (!stored || rafflePhase(times, at) !== 'open') throw new DomainError('PROMOTION_UNAVAILABLE');
        if (!dayLevelReached(offer.eligibility, await todayTotals(brand, member, at))) {
          throw new DomainError('PROMOTION_NOT_ELIGIBLE');
        }
        const prizeIndex = rafflePrizeIndex(fairness, {
          seed: stored.seed,
          message: raffleMessage(offer.id, times.day, member.id),
          prizes: offer.reward.prizes,
        });
        return { amountMinor: BigInt(offer.reward.prizes[prizeIndex]?.amountMinor ?? 0), prizeIndex };
      }
      case 'FIRST_DEPOSIT':
      case 'DEPOSIT':
      case 'FREE_BONUS':
      case 'APPLICATION':
      case 'CASHBACK':
        return fixed();
    }
  }

  async function cardsOf(
    brand: PromotionBrand,
    member: PromotionMember | null,
    offers: PromotionRow[],
    language: Language,
  ): Promise<{ card: PromotionCard; offer: PromotionRow }[]> {
    const at = clock.now();
    const rows = member
      ? await findPlayerPromotions(
          db,
          member.id,
          offers.map((offer) => ({ promotionId: offer.id, periodKey: periodOf(offer, brand, at, member) })),
        )
      : [];
    const byOffer = new Map(rows.map((row) => [row.promotionId, row]));
    const entries = await Promise.all(
      offers.map(async (offer) => {
        const row = byOffer.get(offer.id);
        const card = describeCard(offer, language, projectState(offer, member, row, at));
        return { offer, card: await campaignCard(brand, member, offer, card, row !== undefined, at) };
      }),
    );
    const { currency, timeZone } = brand;
    return withCashbackProgress(db, { entries, memberId: member?.id ?? null, currency, timeZone, at });
  }

  async function listCards(
    brand: PromotionBrand,
    member: PromotionMember | null,
    language: Language,
    category?: PromotionCategory,
  ): Promise<PromotionCard[]> {
    const offers = (await listVisiblePromotions(db, brand.id, clock.now())).filter(
      (offer) => category === undefined || offer.category === category,
    );
    return (await cardsOf(brand, member, offers, language)).map(({ card }) => card);
  }

  async function detail(
    brand: PromotionBrand,
    member: PromotionMember | null,
    id: string,
    language: Language,
  ): Promise<PromotionDetail> {
    const offer = await visibleOffer(brand, id);
    const [entry] = await cardsOf(brand, member, [offer], language);
    if (!entry) throw new DomainError('PROMOTION_NOT_FOUND');
    const { contributions } = await bonusHere().policyOf(brand.id);
    return {
      ...entry.card,
      termsHtml: textIn(offer.termsHtml, language),
      terms: describeTerms(offer.terms, contributions),
      termsHash: termsHashOf(offer, contributions),
    };
  }

  /** The checks every player action runs: still open, the terms the player saw, eligible, the household rule. */
  async function admit(input: {
    brand: PromotionBrand;
    member: PromotionMember;
    offer: PromotionRow;
    termsHash: string | null;
    origin: RequestOrigin;
  }): Promise<{ contributions: Contribution[] }> {
    const at = clock.now();
    const closed = closedReason(input.offer, input.member, at);
    if (closed) throw new DomainError(closed === 'PROMOTION_NOT_ELIGIBLE' ? closed : 'PROMOTION_UNAVAILABLE');
    const port = bonusHere();
    const { contributions } = await port.policyOf(input.brand.id);
    if (input.termsHash !== null && input.termsHash !== termsHashOf(input.offer, contributions)) {
      throw new DomainError('PROMOTION_TERMS_CHANGED');
    }
    if (!(await port.incentiveGate(input.member.id))) throw new DomainError('PROMOTION_NOT_ELIGIBLE');
    if (
      input.offer.eligibility.onePerHousehold &&
      (await sharesHousehold(db, {
        promotionId: input.offer.id,
        memberId: input.member.id,
        requestAddress: input.origin.address,
        deviceId: input.origin.deviceId,
      }))
    ) {
      throw new DomainError('PROMOTION_NOT_ELIGIBLE', { reason: 'household' });
    }
    return { contributions };
  }

  /**
   * Raises the offer's total and daily budgets for a grant in the grant's transaction; an exhausted budget refuses
   * (PROMOTION_UNAVAILABLE) and, the transaction rolling back, spends nothing.
   */
  async function spendBudgets(brand: PromotionBrand, offer: PromotionRow, amountMinor: bigint) {
    if (!(await spendTotalBudget(db, offer.id, amountMinor))) throw new DomainError('PROMOTION_UNAVAILABLE');
    const daily = offer.limits.dailyBudgetMinor;
    if (daily !== null) {
      const spent = await spendDailyBudget(db, {
        promotionId: offer.id,
        day: brandDay(clock.now(), brand.timeZone).day,
        amountMinor,
        dailyBudgetMinor: BigInt(daily),
      });
      if (!spent) throw new DomainError('PROMOTION_UNAVAILABLE');
    }
  }

  /** Pays a reward through the bonus module, with the offer's terms and the brand's contribution table as snapshot. */
  async function pay(input: {
    brand: PromotionBrand;
    offer: PromotionRow;
    memberId: string;
    amountMinor: bigint;
    sourceRef: string;
    contributions: Contribution[];
    playerPromotionId: string;
    depositMinor?: bigint;
  }): Promise<string> {
    await spendBudgets(input.brand, input.offer, input.amountMinor);
    const { grantId } = await bonusHere().grant({
      merchantId: input.brand.id,
      memberId: input.memberId,
      currency: input.brand.currency,
      source: 'promotion',
      sourceRef: input.sourceRef,
      amountMinor: input.amountMinor,
      title: definedTexts(input.offer.title),
      terms: { ...input.offer.terms, contributions: input.contributions },
      promotionId: input.offer.id,
      playerPromotionId: input.playerPromotionId,
      ...(input.depositMinor === undefined ? {} : { depositMinor: input.depositMinor }),
    });
    return grantId;
  }

  /** Joins a deposit offer (state `signed`): the qualifying deposit then grants it. Joining again changes nothing. */
  async function join(input: {
    brand: PromotionBrand;
    member: PromotionMember;
    id: string;
    termsHash: string;
    origin: RequestOrigin;
  }): Promise<PlayerPromotionRow> {
    const offer = await visibleOffer(input.brand, input.id);
    if (offer.type !== 'FIRST_DEPOSIT' && offer.type !== 'DEPOSIT') throw new DomainError('INVALID_STATE');
    const periodKey = periodOf(offer, input.brand, clock.now());
    const existing = await lockPlayerPromotion(db, { promotionId: offer.id, memberId: input.member.id, periodKey });
    const staleJoin = existing?.state === 'signed' && existing.promotionVersion !== offer.version;
    if (existing && !staleJoin) return existing;
    await admit({ ...input, offer, termsHash: input.termsHash });
    if (existing) {
      // A join on terms since changed is renewed on the terms shown now.
      const renewed = await updatePlayerPromotion(
        db,
        existing.id,
        { promotionVersion: offer.version, termsHash: input.termsHash, reason: null, updatedAt: clock.now() },
        ['signed'],
      );
      if (!renewed) throw new DomainError('INVALID_STATE');
      return renewed;
    }
    const created = await insertPlayerPromotion(db, {
      merchantId: input.brand.id,
      promotionId: offer.id,
      promotionVersion: offer.version,
      memberId: input.member.id,
      periodKey,
      state: 'signed',
      termsHash: input.termsHash,
      requestAddress: input.origin.address,
      deviceId: input.origin.deviceId,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    return created ?? (await lockPlayerPromotion(db, { promotionId: offer.id, memberId: input.member.id, periodKey }))!;
  }

  /**
   * Claims a free bonus for the period: one row per offer, member and period, created in the grant's transaction,
   * so racing claims wait on the first one and find it claimed (answered again, paid once).
   */
  async function claim(input: {
    brand: PromotionBrand;
    member: PromotionMember;
    id: string;
    origin: RequestOrigin;
  }): Promise<PlayerPromotionRow> {
    const offer = await visibleOffer(input.brand, input.id);
    if (!claimedTypes.includes(offer.type)) throw new DomainError('INVALID_STATE');
    if (offer.type === 'FREE_BONUS' && offer.reward.kind !== 'fixed') throw new DomainError('INVALID_STATE');
    const periodKey = periodOf(offer, input.brand, clock.now(), input.member);
    const key = { promotionId: offer.id, memberId: input.member.id, periodKey };
    const existing = await lockPlayerPromotion(db, key);
    if (existing) return existing;
    const { contributions } = await admit({ ...input, offer, termsHash: null });
    const at = clock.now();
    const { amountMinor, prizeIndex } = await prizeOf(input.brand, input.member, offer, at);
    const created = await insertPlayerPromotion(db, {
      merchantId: input.brand.id,
      promotionId: offer.id,
      promotionVersion: offer.version,
      memberId: input.member.id,
      periodKey,
      state: 'claimed',
      termsHash: termsHashOf(offer, contributions),
      amountMinor,
      prizeIndex,
      requestAddress: input.origin.address,
      deviceId: input.origin.deviceId,
      createdAt: at,
      updatedAt: at,
    });
    // Another claim of the period committed first: it paid; this one answers what it did.
    if (!created) return (await lockPlayerPromotion(db, key))!;
    // A prize of 0 ("no prize") is the take itself: recorded, nothing to pay or to spend of a budget.
    if (amountMinor === 0n) return created;
    const grantId = await pay({
      brand: input.brand,
      offer,
      memberId: input.member.id,
      amountMinor,
      sourceRef: `promo:${offer.id}:player:${input.member.id}:${periodKey}`,
      contributions,
      playerPromotionId: created.id,
    });
    return (await updatePlayerPromotion(db, created.id, { grantId }))!;
  }

  /**
   * Applies for an application offer (state `applying`), or again after a rejection: the remark and images replace
   * the previous ones. Images come decoded and proven by their bytes.
   */
  async function apply(input: {
    brand: PromotionBrand;
    member: PromotionMember;
    id: string;
    termsHash: string;
    remark: string | null;
    images: { contentType: string; bytes: Buffer }[];
    origin: RequestOrigin;
  }): Promise<PlayerPromotionRow> {
    const offer = await visibleOffer(input.brand, input.id);
    if (offer.type !== 'APPLICATION') throw new DomainError('INVALID_STATE');
    const fields: { path: string; message: string }[] = [];
    if (offer.remarkRequired && !input.remark) fields.push({ path: 'remark', message: 'REQUIRED' });
    if (offer.imageRequired && input.images.length === 0) fields.push({ path: 'images', message: 'UPLOAD_REQUIRED' });
    if (fields.length > 0) throw new DomainError('VALIDATION_FAILED', { fields });
    const periodKey = periodOf(offer, input.brand, clock.now());
    const key = { promotionId: offer.id, memberId: input.member.id, periodKey };
    const existing = await lockPlayerPromotion(db, key);
    if (existing && existing.state !== 'rejected') throw new DomainError('INVALID_STATE', { state: existing.state });
    await admit({ ...input, offer, termsHash: input.termsHash });
    const at = clock.now();
    const values = {
      promotionVersion: offer.version,
      state: 'applying' as const,
      termsHash: input.termsHash,
      remark: input.remark,
      reason: null,
      requestAddress: input.origin.address,
      deviceId: input.origin.deviceId,
      reviewedBy: null,
      reviewedAt: null,
      updatedAt: at,
    };
    const saved = existing
      ? await updatePlayerPromotion(db, existing.id, values, ['rejected'])
      : await insertPlayerPromotion(db, {
          ...values,
          merchantId: input.brand.id,
          promotionId: offer.id,
          memberId: input.member.id,
          periodKey,
          createdAt: at,
        });
    if (!saved) throw new DomainError('INVALID_STATE');
    await replaceApplicationImages(db, saved.id, input.images);
    return saved;
  }

  async function getApplication(brand: PromotionBrand, id: string) {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await findPlayerPromotionById(db, brand.id, id) : null;
    if (!row) throw new DomainError('NOT_FOUND');
    const offer = await getOffer(brand.id, row.promotionId);
    if (offer.type !== 'APPLICATION') throw new DomainError('NOT_FOUND');
    return { row, offer };
  }

  /** Approves an application for an amount up to the offer's maximum: granted at once (`issued`). */
  async function approve(input: {
    brand: PromotionBrand;
    id: string;
    amountMinor: bigint;
    by: string;
  }): Promise<PlayerPromotionRow> {
    const { row, offer } = await getApplication(input.brand, input.id);
    if (offer.reward.kind !== 'reviewed') throw new DomainError('INVALID_STATE');
    if (input.amountMinor > BigInt(offer.reward.maxMinor)) {
      throw new DomainError('AMOUNT_OUT_OF_RANGE', {
        minAmount: '0.01',
        maxAmount: formatMinor(BigInt(offer.reward.maxMinor)),
      });
    }
    const at = clock.now();
    // The state moves first, under its guard: of two reviewers deciding at once, one moves it and pays.
    const moved = await updatePlayerPromotion(
      db,
      row.id,
      { state: 'issued', amountMinor: input.amountMinor, reviewedBy: input.by, reviewedAt: at, updatedAt: at },
      ['applying'],
    );
    if (!moved) throw new DomainError('INVALID_STATE', { state: row.state });
    const { contributions } = await bonusHere().policyOf(input.brand.id);
    const grantId = await pay({
      brand: input.brand,
      offer,
      memberId: row.memberId,
      amountMinor: input.amountMinor,
      sourceRef: `promo:${offer.id}:claim:${row.id}`,
      contributions,
      playerPromotionId: row.id,
    });
    return (await updatePlayerPromotion(db, row.id, { grantId }))!;
  }

  /** Rejects an application with the reason the player is shown; the player may apply again. */
  async function reject(input: {
    brand: PromotionBrand;
    id: string;
    reason: string;
    by: string;
  }): Promise<PlayerPromotionRow> {
    const { row } = await getApplication(input.brand, input.id);
    const at = clock.now();
    const moved = await updatePlayerPromotion(
      db,
      row.id,
      { state: 'rejected', reason: input.reason, reviewedBy: input.by, reviewedAt: at, updatedAt: at },
      ['applying'],
    );
    if (!moved) throw new DomainError('INVALID_STATE', { state: row.state });
    return moved;
  }

  /**
   * The deposit match, in the deposit's transaction (`db`): the first offer (in the brand's order) the member joined
   * for the current period whose conditions the deposit meets is granted: issued, with its amount, grant and
   * deposit. One offer per deposit. A reward the budget, the gate or the bonus module refuses is skipped (in a
   * savepoint), never the deposit: the player's own money is credited whatever happens to a bonus.
   */
  async function matchDeposit(input: {
    brand: PromotionBrand;
    member: PromotionMember;
    depositId: string;
    amountMinor: bigint;
  }): Promise<PlayerPromotionRow | null> {
    const at = clock.now();
    const signed = await listSignedDepositOffers(db, input.member.id);
    if (signed.length === 0) return null;
    const depositCount = await countConfirmedDeposits(db, input.member.id);
    const { weekday } = brandDay(at, input.brand.timeZone);
    for (const { offer, row } of signed) {
      if (row.periodKey !== periodOf(offer, input.brand, at)) continue;
      // Joined on terms the offer has since changed: never granted on terms the member did not accept.
      if (row.promotionVersion !== offer.version) continue;
      if (!inWindow(offer.applyFrom, offer.applyTo, at)) continue;
      const rules = offer.eligibility;
      const nth = rules.depositNth ?? (offer.type === 'FIRST_DEPOSIT' ? 1 : null);
      if (nth !== null && depositCount !== nth) continue;
      if (rules.minDepositMinor !== null && input.amountMinor < BigInt(rules.minDepositMinor)) continue;
      if (rules.weekdays.length > 0 && !rules.weekdays.includes(weekday)) continue;
      if (!memberQualifies(rules, input.member)) continue;
      const amountMinor = depositRewardMinor(offer.reward, input.amountMinor);
      if (amountMinor <= 0n) continue;
      try {
        return await db.transaction(async (savepoint) => {
          const inner = createPromotionsService({ db: savepoint, clock, bonus });
          return inner.grantDepositMatch({ ...input, offer, row, amountMinor });
        });
      } catch (error) {
        if (error instanceof DomainError) continue;
        throw error;
      }
    }
    return null;
  }

  async function grantDepositMatch(input: {
    brand: PromotionBrand;
    member: PromotionMember;
    depositId: string;
    amountMinor: bigint;
    offer: PromotionRow;
    row: PlayerPromotionRow;
  }): Promise<PlayerPromotionRow> {
    const port = bonusHere();
    if (!(await port.incentiveGate(input.member.id))) throw new DomainError('PROMOTION_NOT_ELIGIBLE');
    const { contributions } = await port.policyOf(input.brand.id);
    const at = clock.now();
    const moved = await updatePlayerPromotion(
      db,
      input.row.id,
      { state: 'issued', amountMinor: input.amountMinor, depositId: input.depositId, updatedAt: at },
      ['signed'],
    );
    if (!moved) throw new DomainError('INVALID_STATE');
    const grantId = await pay({
      brand: input.brand,
      offer: input.offer,
      memberId: input.member.id,
      amountMinor: input.amountMinor,
      sourceRef: `promo:${input.offer.id}:deposit:${input.depositId}`,
      contributions,
      playerPromotionId: input.row.id,
      depositMinor: input.amountMinor,
    });
    return (await updatePlayerPromotion(db, input.row.id, { grantId }))!;
  }

  /** The reward centre: the free bonuses the member may claim now, and how many offers it can act on now. */
  async function rewardCenter(brand: PromotionBrand, member: PromotionMember, language: Language) {
    const offers = await listVisiblePromotions(db, brand.id, clock.now());
    const cards = await cardsOf(brand, member, offers, language);
    return {
      claimable: cards.filter(({ card }) => card.state === 'claim').map(({ card }) => card),
      availablePromoCount: cards.filter(({ offer, card }) => actionable(offer, card.state)).length,
    };
  }

  /**
   * The card of one stored take, as it stood for its own period (a claim's retry answers it even once the period
   * has turned and the list shows the next one).
   */
  async function cardOfTake(
    brand: PromotionBrand,
    member: PromotionMember,
    take: PlayerPromotionRow,
    language: Language,
  ): Promise<PromotionCard> {
    const offer = await getOffer(brand.id, take.promotionId);
    return describeCard(offer, language, projectState(offer, member, take, clock.now()));
  }

  async function rewardHistory(
    member: PromotionMember,
    page: { limit: number; offset: number },
    language: Language,
  ): Promise<{ items: RewardHistoryItem[]; total: number }> {
    const { rows, total } = await listRewardHistory(db, { memberId: member.id, ...page });
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        promotionId: row.promotion_id,
        title: textIn(row.title, language),
        state: row.state,
        amount: row.amount_minor === null ? null : formatMinor(BigInt(row.amount_minor)),
        reason: row.reason,
        at: new Date(row.updated_at).toISOString(),
      })),
    };
  }

  async function applications(
    brand: PromotionBrand,
    input: { state: 'applying' | 'rejected' | 'issued'; limit: number; offset: number },
    language: Language,
  ): Promise<{ items: PromotionApplication[]; total: number }> {
    const { rows, total } = await listApplications(db, { merchantId: brand.id, ...input });
    return { items: rows.map((row) => describeApplication(row, language)), total };
  }

  async function applicationImage(brand: PromotionBrand, applicationId: string, imageId: string) {
    const uuid = /^[0-9a-f-]{36}$/i;
    const found =
      uuid.test(applicationId) && uuid.test(imageId)
        ? await findApplicationImage(db, { merchantId: brand.id, playerPromotionId: applicationId, imageId })
        : null;
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  /** A raffle as its member sees it: the window concerning now (its row created), and the member's draw in it. */
  async function raffle(brand: PromotionBrand, member: PromotionMember, id: string) {
    const offer = await visibleOffer(brand, id);
    if (offer.type !== 'RAFFLE') throw new DomainError('INVALID_STATE');
    const at = clock.now();
    const { times, stored } = await raffleWindowOf(brand, offer, at);
    const [row] = await findPlayerPromotions(db, member.id, [{ promotionId: offer.id, periodKey: times.day }]);
    return { offer, times, stored, row: row ?? null, at };
  }

  return {
    getOffer,
    raffle,
    listOffers: (brand: PromotionBrand) => listConsolePromotions(db, brand.id),
    createOffer,
    editOffer,
    setStatus,
    listCards,
    detail,
    join,
    claim,
    apply,
    approve,
    reject,
    matchDeposit,
    grantDepositMatch,
    pay,
    rewardCenter,
    cardOfTake,
    rewardHistory,
    applications,
    applicationImage,
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
