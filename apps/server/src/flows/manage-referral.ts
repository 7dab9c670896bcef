import type { ReferralReport, ReferralReviewBody, ReferralRules, ReferralRulesBody } from '@croupier/contracts';
import { buildPage, formatMinor, pageOffset, parseMinor, referralRateScale } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { findMerchantByCode } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import type { ReferralRuleRow, ReferralStatus } from '../modules/referral/index.js';
import {
  brandFunnel,
  demoReferralRule,
  findMemberReferral,
  findReferralRule,
  formatRate,
  listBrandReferrals,
  saveReferralRule,
  setReferralStatus,
} from '../modules/referral/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

/**
 * The console's referral programme (decision 0084): a brand's rules (audited), the referees report with the funnel,
 * and the fraud review: an operator voids or restores one referee with a reason, audited in the same transaction;
 * the automatic checks leave a reviewed referee alone from then on.
 */

type Dependencies = { db: Database; clock: Clock };

async function brandOf(db: Database, code: string) {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) throw new DomainError('UNKNOWN_MERCHANT', { merchant: code });
  return merchant;
}

const optionalMinor = (value: bigint | null) => (value === null ? '' : formatMinor(value));

function describeRules(code: string, rule: ReferralRuleRow | null): ReferralRules {
  const row = rule ?? { ...demoReferralRule, enabled: false, updatedAt: null, updatedBy: null };
  return {
    merchant: code,
    enabled: row.enabled,
    invitationReward: formatMinor(row.invitationRewardMinor),
    achievementPeriod: row.achievementPeriod,
    achievementTiers: row.achievementTiers.map((tier) => ({
      count: tier.count,
      reward: formatMinor(BigInt(tier.rewardMinor)),
    })),
    depositRate: formatRate(row.depositRateUnits),
    depositScope: row.depositScope,
    bettingRate: formatRate(row.bettingRateUnits),
    minFirstDeposit: formatMinor(row.minFirstDepositMinor),
    qualifyDays: row.qualifyDays,
    ipWindowDays: row.ipWindowDays,
    refereeCap: optionalMinor(row.refereeCapMinor ?? null),
    dailyCap: optionalMinor(row.dailyCapMinor ?? null),
    turnoverMultiplier: row.turnoverMultiplier,
    rulesText: row.rulesText,
    updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    updatedBy: row.updatedBy ?? null,
  };
}

export async function showReferralRules(dependencies: Dependencies, input: { merchant: string }) {
  const merchant = await brandOf(dependencies.db, input.merchant);
  return describeRules(merchant.code, await findReferralRule(dependencies.db, merchant.id));
}

/** Saves a brand's rules (they apply from the next pass: rewards already decided keep their amounts). Audited. */
export async function saveReferralRules(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; body: ReferralRulesBody },
) {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const { body } = input;
  const tiers = [...body.achievementTiers].sort((first, second) => first.count - second.count);
  if (new Set(tiers.map((tier) => tier.count)).size !== tiers.length)
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'achievementTiers', message: 'DUPLICATE_TIER' }] });
  return auditedOperatorChange(
    dependencies,
    { operator: input.operator, action: 'referral.rules.save', target: merchant.code, detail: () => ({ ...body }) },
    async (_operators, transaction) => {
      await saveReferralRule(transaction, {
        merchantId: merchant.id,
        enabled: body.enabled,
        invitationRewardMinor: parseMinor(body.invitationReward),
        achievementPeriod: body.achievementPeriod,
        achievementTiers: tiers.map((tier) => ({ count: tier.count, rewardMinor: parseMinor(tier.reward).toString() })),
        depositRateUnits: Number(parseMinor(body.depositRate, referralRateScale)),
        depositScope: body.depositScope,
        bettingRateUnits: Number(parseMinor(body.bettingRate, referralRateScale)),
        minFirstDepositMinor: parseMinor(body.minFirstDeposit),
        qualifyDays: body.qualifyDays,
        ipWindowDays: body.ipWindowDays,
        refereeCapMinor: body.refereeCap === '' ? null : parseMinor(body.refereeCap),
        dailyCapMinor: body.dailyCap === '' ? null : parseMinor(body.dailyCap),
        turnoverMultiplier: body.turnoverMultiplier,
        rulesText: body.rulesText,
        updatedAt: dependencies.clock.now(),
        updatedBy: input.operator.username,
      });
      return describeRules(merchant.code, await findReferralRule(transaction, merchant.id));
    },
  );
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The brand's referees (of one status: `failed` and `duplicate` are the review queue), with the funnel. */
export async function referralReport(
  dependencies: Dependencies,
  input: { merchant: string; status: ReferralStatus | undefined; pageNo: number; pageSize: number },
): Promise<ReferralReport> {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const [{ rows, total }, funnel] = await Promise.all([
    listBrandReferrals(dependencies.db, {
      merchantId: merchant.id,
      status: input.status ?? null,
      limit: input.pageSize,
      offset: pageOffset(input),
    }),
    brandFunnel(dependencies.db, merchant.id),
  ]);
  return {
    ...buildPage(
      rows.map((row) => ({
        refereeId: row.referee_id,
        referee: row.referee,
        referrer: row.referrer,
        codeUsed: row.code_used,
        registeredAt: new Date(row.registered_at).toISOString(),
        status: row.status,
        reason: row.status_reason,
        phoneVerified: row.phone_verified_at !== null,
        firstDeposit: row.first_deposit_minor === null ? null : formatMinor(BigInt(row.first_deposit_minor)),
        qualifiedAt: isoOf(row.qualified_at),
        reviewedBy: row.reviewed_by,
        paid: formatMinor(BigInt(row.paid_minor)),
      })),
      input,
      total,
    ),
    funnel: {
      registered: funnel?.registered ?? 0,
      depositors: funnel?.depositors ?? 0,
      qualified: funnel?.qualified ?? 0,
      voided: funnel?.voided ?? 0,
      paid: formatMinor(BigInt(funnel?.paid_minor ?? 0)),
    },
  };
}

/**
 * Voids a referee (`failed`, reason `operator`) or restores one (`not_qualified`: the next pass qualifies it again
 * if it meets the rules, and no longer voids it automatically). Rewards already paid stay paid. Audited.
 */
export async function reviewReferral(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; refereeId: string; body: ReferralReviewBody },
) {
  const merchant = await brandOf(dependencies.db, input.merchant);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'referral.review',
      target: input.refereeId,
      detail: (result: { from: string; to: string }) => ({ ...result, reason: input.body.reason }),
    },
    async (_operators, transaction) => {
      const referral = await findMemberReferral(transaction, input.refereeId, { lock: true });
      if (!referral || referral.merchantId !== merchant.id) throw new DomainError('NOT_FOUND');
      const to: ReferralStatus = input.body.decision === 'void' ? 'failed' : 'not_qualified';
      await setReferralStatus(transaction, {
        refereeId: referral.refereeId,
        status: to,
        reason: input.body.decision === 'void' ? 'operator' : null,
        qualifiedAt: null,
        operator: { username: input.operator.username, at: dependencies.clock.now() },
      });
      return { from: referral.status, to };
    },
  );
}
