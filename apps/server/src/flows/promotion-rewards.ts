import type {
  ApplyPromotionBody,
  ConsolePromotion,
  Language,
  Page,
  PageRequest,
  PromotionApplication,
  PromotionCard,
  PromotionCategory,
  PromotionDetail,
  PromotionState,
  PromotionStatus,
  RewardCenter,
  RewardHistoryItem,
} from '@croupier/contracts';
import { buildPage, formatMinor, isTrialType, pageOffset } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { MemberEvents } from '../lib/member-events.js';
import { decodeProofImage } from '../lib/proof-image.js';
import { createMemberService } from '../modules/member/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant, MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import type {
  BonusFor,
  PlayerPromotionRow,
  PromotionBodyInput,
  PromotionRow,
  PromotionsService,
  RequestOrigin,
} from '../modules/promotions/index.js';
import { createPromotionsService, describeConsolePromotion } from '../modules/promotions/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';
import { publishMemberBalance } from './shared/member-balance.js';
import { promotionBrandOf, promotionMemberOf } from './shared/promotion-parties.js';
import { takeOnceByKey } from './shared/promotion-takes.js';
import { tellApplicationApproved, tellApplicationRejected } from './shared/promotion-messages.js';
import { raffleFairness } from './shared/raffle-fairness.js';

const definedTexts = (texts: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** `events`, when given, tells the member's open pages their balance after a grant (a cash reward changes it). */
export type PromotionDependencies = { db: Database; clock: Clock; bonus: BonusFor; events?: MemberEvents };
export type PromotionConsoleDependencies = PromotionDependencies & { merchants: MerchantService };
/** What a review answers: the application's new state and the amount granted. */
export type ReviewAnswer = { id: string; state: PromotionState; amount: string | null };

const servicesOn = (dependencies: PromotionDependencies, db: Database) =>
  createPromotionsService({ db, clock: dependencies.clock, bonus: dependencies.bonus, fairness: raffleFairness });

/** `/promotions`: the brand's offers as cards; a visitor's carry no state. */
export async function listPromotions(
  dependencies: PromotionDependencies,
  input: { merchant: Merchant; member: Member | null; language: Language; category?: PromotionCategory | undefined },
): Promise<PromotionCard[]> {
  return servicesOn(dependencies, dependencies.db).listCards(
    promotionBrandOf(input.merchant),
    input.member ? promotionMemberOf(input.member) : null,
    input.language,
    input.category,
  );
}

export async function showPromotion(
  dependencies: PromotionDependencies,
  input: { merchant: Merchant; member: Member | null; id: string; language: Language },
): Promise<PromotionDetail> {
  return servicesOn(dependencies, dependencies.db).detail(
    promotionBrandOf(input.merchant),
    input.member ? promotionMemberOf(input.member) : null,
    input.id,
    input.language,
  );
}

/** The card of the offer after a player's action, as the list would show it now. */
async function cardAfter(
  dependencies: PromotionDependencies,
  input: { merchant: Merchant; member: Member; id: string; language: Language },
): Promise<PromotionCard> {
  const detail = await showPromotion(dependencies, input);
  const { termsHtml, terms, termsHash, ...card } = detail;
  void termsHtml;
  void terms;
  void termsHash;
  return card;
}

/** `requestKey`: the request's `Idempotency-Key` when the client sent one (a take without one has no retry). */
type PlayerAction = {
  merchant: Merchant;
  member: Member;
  id: string;
  language: Language;
  origin: RequestOrigin;
  requestKey?: string | null | undefined;
};

/**
 * A player's take of an offer answered as its card, once per `Idempotency-Key` (`takeOnceByKey`, decision 0080): a
 * retry answers the first take's card as it stood for its own period, a fresh take the card as the list shows it now.
 */
export async function takeOnce(
  dependencies: PromotionDependencies,
  input: PlayerAction & { replaceKey?: boolean },
  take: (service: PromotionsService) => Promise<PlayerPromotionRow>,
): Promise<{ card: PromotionCard; replayed: boolean }> {
  const taken = await takeOnceByKey(
    dependencies.db,
    {
      memberId: input.member.id,
      promotionId: input.id,
      requestKey: input.requestKey ?? null,
      replaceKey: input.replaceKey ?? false,
    },
    (transaction) => take(servicesOn(dependencies, transaction)),
  );
  if (!taken.replayed) return { card: await cardAfter(dependencies, input), replayed: false };
  const card = await servicesOn(dependencies, dependencies.db).cardOfTake(
    promotionBrandOf(input.merchant),
    promotionMemberOf(input.member),
    taken.take,
    input.language,
  );
  return { card, replayed: true };
}

export async function joinPromotion(
  dependencies: PromotionDependencies,
  input: PlayerAction & { termsHash: string },
): Promise<PromotionCard> {
  const { card } = await takeOnce(dependencies, input, (service) =>
    service.join({
      brand: promotionBrandOf(input.merchant),
      member: promotionMemberOf(input.member),
      id: input.id,
      termsHash: input.termsHash,
      origin: input.origin,
    }),
  );
  return card;
}

/** Claims a free bonus: granted in the claim's transaction; a repeated or racing claim answers the same card. */
export async function claimPromotion(dependencies: PromotionDependencies, input: PlayerAction): Promise<PromotionCard> {
  const { card, replayed } = await takeOnce(dependencies, input, (service) =>
    service.claim({
      brand: promotionBrandOf(input.merchant),
      member: promotionMemberOf(input.member),
      id: input.id,
      origin: input.origin,
    }),
  );
  if (!replayed) await tellBalance(dependencies, input.merchant, input.member);
  return card;
}

/** After a grant has committed: a cash reward (a multiple of 0) changed the balance the member's pages show. */
async function tellBalance(dependencies: PromotionDependencies, merchant: Merchant, member: Member) {
  if (dependencies.events) {
    await publishMemberBalance({ db: dependencies.db, events: dependencies.events }, { merchant, member });
  }
}

/** Applies with a remark and images, each proven a png or jpg of at most 5 MB by its bytes before anything is kept. */
export async function applyForPromotion(
  dependencies: PromotionDependencies,
  input: PlayerAction & { body: ApplyPromotionBody & { termsHash: string } },
): Promise<PromotionCard> {
  const images = (input.body.images ?? []).map((image, index) => {
    const decoded = decodeProofImage(image, index);
    return { contentType: decoded.contentType, bytes: decoded.bytes };
  });
  const remark = input.body.remark?.trim() ? input.body.remark.trim() : null;
  const { card } = await takeOnce(dependencies, { ...input, replaceKey: true }, (service) =>
    service.apply({
      brand: promotionBrandOf(input.merchant),
      member: promotionMemberOf(input.member),
      id: input.id,
      termsHash: input.body.termsHash,
      remark,
      images,
      origin: input.origin,
    }),
  );
  return card;
}

export async function showRewardCenter(
  dependencies: PromotionDependencies,
  input: { merchant: Merchant; member: Member; language: Language },
): Promise<RewardCenter> {
  return servicesOn(dependencies, dependencies.db).rewardCenter(
    promotionBrandOf(input.merchant),
    promotionMemberOf(input.member),
    input.language,
  );
}

/**
 * `availablePromoCount` of the member info: how many offers the member can act on now, counted as the reward
 * centre counts them (one query for the offers, one for the member's takes). A trial account is offered nothing.
 */
export async function countAvailablePromotions(
  dependencies: PromotionDependencies,
  input: { merchant: Merchant; member: Member },
): Promise<number> {
  if (isTrialType(input.member.type)) return 0;
  // The count does not depend on the language; English is the texts' fallback anyway.
  const center = await showRewardCenter(dependencies, { ...input, language: 'en' });
  return center.availablePromoCount;
}

export async function listRewardHistory(
  dependencies: PromotionDependencies,
  input: { member: Member; page: PageRequest; language: Language },
): Promise<Page<RewardHistoryItem>> {
  const { items, total } = await servicesOn(dependencies, dependencies.db).rewardHistory(
    promotionMemberOf(input.member),
    { limit: input.page.pageSize, offset: pageOffset(input.page) },
    input.language,
  );
  return buildPage(items, input.page, total);
}

// The console (`/bo/promotions/*`): every change audited in its own transaction.

async function brandByCode(dependencies: PromotionConsoleDependencies, code: string) {
  const merchant = await dependencies.merchants.resolveMerchant({ code });
  return { merchant, brand: promotionBrandOf(merchant) };
}

export async function listConsolePromotions(
  dependencies: PromotionConsoleDependencies,
  input: { merchant: string },
): Promise<ConsolePromotion[]> {
  const { merchant, brand } = await brandByCode(dependencies, input.merchant);
  const rows = await servicesOn(dependencies, dependencies.db).listOffers(brand);
  return rows.map((row) => describeConsolePromotion(row, merchant.code));
}

export async function createConsolePromotion(
  dependencies: PromotionConsoleDependencies,
  input: { operator: Operator; merchant: string; body: PromotionBodyInput },
): Promise<ConsolePromotion> {
  const { merchant, brand } = await brandByCode(dependencies, input.merchant);
  const row = await auditedOperatorChange<PromotionRow>(
    dependencies,
    {
      operator: input.operator,
      action: 'promotion.create',
      target: `${merchant.code}/promotion`,
      detail: (created) => ({
        id: created.id,
        type: created.type,
        title: created.title.en ?? '',
        terms: created.terms,
      }),
    },
    (_operators, transaction) =>
      servicesOn(dependencies, transaction).createOffer(brand, input.body, input.operator.username),
  );
  return describeConsolePromotion(row, merchant.code);
}

export async function editConsolePromotion(
  dependencies: PromotionConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string; body: PromotionBodyInput },
): Promise<ConsolePromotion> {
  const { merchant, brand } = await brandByCode(dependencies, input.merchant);
  const { after } = await auditedOperatorChange<{ before: PromotionRow; after: PromotionRow }>(
    dependencies,
    {
      operator: input.operator,
      action: 'promotion.edit',
      target: `${merchant.code}/promotion/${input.id}`,
      detail: ({ before, after: saved }) => ({
        version: saved.version,
        before: { reward: before.reward, terms: before.terms, eligibility: before.eligibility, limits: before.limits },
        after: { reward: saved.reward, terms: saved.terms, eligibility: saved.eligibility, limits: saved.limits },
      }),
    },
    (_operators, transaction) =>
      servicesOn(dependencies, transaction).editOffer(brand, input.id, input.body, input.operator.username),
  );
  return describeConsolePromotion(after, merchant.code);
}

export async function setConsolePromotionStatus(
  dependencies: PromotionConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string; status: PromotionStatus },
): Promise<ConsolePromotion> {
  const { merchant, brand } = await brandByCode(dependencies, input.merchant);
  const { row } = await auditedOperatorChange<{ from: PromotionStatus; row: PromotionRow }>(
    dependencies,
    {
      operator: input.operator,
      action: 'promotion.status',
      target: `${merchant.code}/promotion/${input.id}`,
      detail: (moved) => ({ from: moved.from, to: moved.row.status }),
    },
    (_operators, transaction) =>
      servicesOn(dependencies, transaction).setStatus(brand, input.id, input.status, input.operator.username),
  );
  return describeConsolePromotion(row, merchant.code);
}

export async function listPromotionApplications(
  dependencies: PromotionConsoleDependencies,
  input: { merchant: string; state: 'applying' | 'rejected' | 'issued'; page: PageRequest; language: Language },
): Promise<Page<PromotionApplication>> {
  const { brand } = await brandByCode(dependencies, input.merchant);
  const { items, total } = await servicesOn(dependencies, dependencies.db).applications(
    brand,
    { state: input.state, limit: input.page.pageSize, offset: pageOffset(input.page) },
    input.language,
  );
  return buildPage(items, input.page, total);
}

export async function approvePromotionApplication(
  dependencies: PromotionConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string; amountMinor: bigint },
): Promise<ReviewAnswer> {
  const { merchant, brand } = await brandByCode(dependencies, input.merchant);
  const row = await auditedOperatorChange<PlayerPromotionRow>(
    dependencies,
    {
      operator: input.operator,
      action: 'promotion.application.approve',
      target: `${merchant.code}/promotion-application/${input.id}`,
      detail: (approved) => ({
        promotionId: approved.promotionId,
        member: approved.memberId,
        amount: formatMinor(input.amountMinor),
        grantId: approved.grantId,
      }),
    },
    async (_operators, transaction) => {
      const service = servicesOn(dependencies, transaction);
      const approved = await service.approve({
        brand,
        id: input.id,
        amountMinor: input.amountMinor,
        by: input.operator.username,
      });
      const offer = await service.getOffer(brand.id, approved.promotionId);
      await tellApplicationApproved(transaction, {
        take: approved,
        currency: brand.currency,
        title: definedTexts(offer.title),
        at: dependencies.clock.now(),
      });
      return approved;
    },
  );
  const member = await createMemberService(dependencies).getMember(merchant.id, row.memberId);
  await tellBalance(dependencies, merchant, member);
  return { id: row.id, state: row.state, amount: row.amountMinor === null ? null : formatMinor(row.amountMinor) };
}

export async function rejectPromotionApplication(
  dependencies: PromotionConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string; reason: string },
): Promise<ReviewAnswer> {
  const { merchant, brand } = await brandByCode(dependencies, input.merchant);
  const row = await auditedOperatorChange<PlayerPromotionRow>(
    dependencies,
    {
      operator: input.operator,
      action: 'promotion.application.reject',
      target: `${merchant.code}/promotion-application/${input.id}`,
      detail: (rejected) => ({ promotionId: rejected.promotionId, member: rejected.memberId, reason: input.reason }),
    },
    async (_operators, transaction) => {
      const service = servicesOn(dependencies, transaction);
      const rejected = await service.reject({
        brand,
        id: input.id,
        reason: input.reason,
        by: input.operator.username,
      });
      const offer = await service.getOffer(brand.id, rejected.promotionId);
      await tellApplicationRejected(transaction, {
        take: rejected,
        title: definedTexts(offer.title),
        at: dependencies.clock.now(),
      });
      return rejected;
    },
  );
  // The member's open pages hear of it: the card, the badges and the inbox changed.
  const member = await createMemberService(dependencies).getMember(merchant.id, row.memberId);
  await tellBalance(dependencies, merchant, member);
  return { id: row.id, state: row.state, amount: null };
}

export async function readApplicationImage(
  dependencies: PromotionConsoleDependencies,
  input: { merchant: string; id: string; imageId: string },
): Promise<{ contentType: string; bytes: Buffer }> {
  const { brand } = await brandByCode(dependencies, input.merchant);
  return servicesOn(dependencies, dependencies.db).applicationImage(brand, input.id, input.imageId);
}
