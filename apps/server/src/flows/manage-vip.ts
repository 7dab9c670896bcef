import type {
  VipGiftReport,
  VipLadderBody,
  VipLevelChange,
  VipManualChangeBody,
  VipPolicy,
  VipSettings,
} from '@croupier/contracts';
import { buildPage, formatMinor, parseMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Transaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createMemberService } from '../modules/member/index.js';
import { findMerchantByCode } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import type { VipLevelRow, VipRule } from '../modules/vip/index.js';
import {
  changeLevel,
  ensureVipMember,
  figuresOfMember,
  findVipPolicy,
  ladderProblems,
  listBrandChanges,
  listBrandGifts,
  listLadder,
  localDayOf,
  metricsSnapshot,
  replaceLadder,
  saveVipPolicy,
} from '../modules/vip/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';
import { ladderOf, raiseMember } from './shared/vip-level-up.js';

/**
 * The console's VIP ladder (decision 0081): the ladder saved as one set (validated: levels in order, thresholds
 * rising), the relegation policy, the level history, an operator's level change with its reason, and the gifts
 * report. Every change is audited in its own transaction.
 */

type Dependencies = { db: Database; clock: Clock };

async function brandOf(db: Database, code: string) {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) throw new DomainError('UNKNOWN_MERCHANT', { merchant: code });
  return merchant;
}

const ruleText = (rule: VipRule) => ({
  combinator: rule.combinator,
  conditions: rule.conditions.map((condition) => ({
    metric: condition.metric,
    window: condition.window,
    days: condition.window === 'rolling_days' ? condition.days : null,
    min: formatMinor(BigInt(condition.minMinor)),
  })),
});

const ruleMinor = (rule: VipLadderBody['levels'][number]['upRule']): VipRule => ({
  combinator: rule.combinator,
  conditions: rule.conditions.map((condition) => ({
    metric: condition.metric,
    window: condition.window,
    days: condition.window === 'rolling_days' ? (condition.days ?? 30) : null,
    minMinor: parseMinor(condition.min).toString(),
  })),
});

async function readSettings(db: Database | Transaction, merchant: { id: string; code: string }): Promise<VipSettings> {
  const [ladder, policy] = await Promise.all([listLadder(db, merchant.id), findVipPolicy(db, merchant.id)]);
  return {
    merchant: merchant.code,
    levels: ladder.map((row) => ({
      level: row.ordinal,
      name: {
        th: row.name.th ?? '',
        en: row.name.en ?? '',
        'pt-BR': row.name['pt-BR'] ?? '',
        fil: row.name.fil ?? '',
      },
      upRule: ruleText(row.upRule),
      keepRule: ruleText(row.keepRule),
      benefits: {
        levelUpGift: formatMinor(BigInt(row.benefits.levelUpGiftMinor)),
        monthlyGift: formatMinor(BigInt(row.benefits.monthlyGiftMinor)),
        monthlyMinDeposit: formatMinor(BigInt(row.benefits.monthlyMinDepositMinor)),
        giftTurnoverMultiple: row.benefits.giftTurnoverMultiple,
        rebateText: row.benefits.rebateText,
        dailyWithdrawalCount: row.benefits.dailyWithdrawalCount,
        dailyWithdrawalLimit:
          row.benefits.dailyWithdrawalLimitMinor === null
            ? null
            : formatMinor(BigInt(row.benefits.dailyWithdrawalLimitMinor)),
      },
    })),
    policy: {
      relegationEnabled: policy.relegationEnabled,
      protectionDays: policy.protectionDays,
      giftClaimDays: policy.giftClaimDays,
    },
  };
}

export async function showVipSettings(dependencies: Dependencies, input: { merchant: string }) {
  return readSettings(dependencies.db, await brandOf(dependencies.db, input.merchant));
}

/**
 * Saves the ladder as one set. Gifts already created keep their amounts (V6): a changed gift applies to gifts created
 * from now. Members keep their levels; the next evaluation of each moves it up if the new ladder says so.
 */
export async function saveVipLadder(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; body: VipLadderBody },
): Promise<VipSettings> {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const levels = input.body.levels.map((level) => ({
    ordinal: level.level,
    name: level.name,
    upRule: ruleMinor(level.upRule),
    keepRule: ruleMinor(level.keepRule),
    benefits: {
      levelUpGiftMinor: parseMinor(level.benefits.levelUpGift).toString(),
      monthlyGiftMinor: parseMinor(level.benefits.monthlyGift).toString(),
      monthlyMinDepositMinor: parseMinor(level.benefits.monthlyMinDeposit).toString(),
      giftTurnoverMultiple: level.benefits.giftTurnoverMultiple,
      rebateText: level.benefits.rebateText,
      dailyWithdrawalCount: level.benefits.dailyWithdrawalCount,
      dailyWithdrawalLimitMinor:
        level.benefits.dailyWithdrawalLimit === null
          ? null
          : parseMinor(level.benefits.dailyWithdrawalLimit).toString(),
    },
  }));
  const problems = ladderProblems(levels);
  if (problems.length > 0) throw new DomainError('VALIDATION_FAILED', { fields: problems });
  const now = dependencies.clock.now();
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'vip.ladder.save',
      target: merchant.code,
      detail: () => ({ levels: input.body.levels }),
    },
    async (_operators, transaction) => {
      await replaceLadder(
        transaction,
        merchant.id,
        levels.map((level) => ({ ...level, updatedAt: now })),
      );
      return readSettings(transaction, merchant);
    },
  );
}

export async function saveVipPolicyOf(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; body: VipPolicy },
): Promise<VipSettings> {
  const merchant = await brandOf(dependencies.db, input.merchant);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'vip.policy.save',
      target: merchant.code,
      detail: () => ({ ...input.body }),
    },
    async (_operators, transaction) => {
      await saveVipPolicy(transaction, {
        merchantId: merchant.id,
        ...input.body,
        updatedAt: dependencies.clock.now(),
        updatedBy: input.operator.username,
      });
      return readSettings(transaction, merchant);
    },
  );
}

const describeChange = (row: Awaited<ReturnType<typeof listBrandChanges>>['rows'][number]): VipLevelChange => ({
  id: row.id,
  username: row.username,
  fromLevel: Number(row.from_level),
  toLevel: Number(row.to_level),
  kind: row.kind,
  metrics: Object.fromEntries(
    Object.entries(row.metrics).map(([key, value]) => [
      key,
      key.includes(':') || key.startsWith('lifetime') ? formatMinor(BigInt(value)) : value,
    ]),
  ),
  reason: row.reason,
  actor: row.actor,
  at: new Date(row.at).toISOString(),
});

/** A brand's level changes, newest first, optionally of one member. */
export async function listVipChanges(
  dependencies: Dependencies,
  input: { merchant: string; username?: string | undefined; pageNo: number; pageSize: number },
) {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const found = await listBrandChanges(dependencies.db, {
    merchantId: merchant.id,
    username: input.username && input.username !== '' ? input.username : null,
    offset: (input.pageNo - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return buildPage(found.rows.map(describeChange), input, found.total);
}

/**
 * An operator's level change with a reason (V1: recorded as `manual` with the operator, the reason and the figures;
 * audited in the same transaction). A rise creates the crossed levels' level-up gifts, once per lifetime, as an
 * evaluation would; a fall takes nothing back.
 */
export async function changeVipLevelManually(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; body: VipManualChangeBody },
): Promise<VipLevelChange> {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const member = await createMemberService(dependencies).findByUsername(merchant.id, input.body.username);
  if (!member) throw new DomainError('NOT_FOUND');
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'vip.level.change',
      target: `${merchant.code}/member/${member.username}`,
      detail: (change: VipLevelChange) => ({
        username: member.username,
        fromLevel: change.fromLevel,
        toLevel: change.toLevel,
        reason: input.body.reason,
      }),
    },
    async (_operators, transaction) => {
      const ladder: VipLevelRow[] = await listLadder(transaction, merchant.id);
      if (!ladder.some((row) => row.ordinal === input.body.level))
        throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'level', message: 'VIP_LEVEL_UNKNOWN' }] });
      const row = await ensureVipMember(transaction, member.id);
      if (!row) throw new DomainError('NOT_FOUND');
      if (row.level === input.body.level) throw new DomainError('CONFLICT');
      const today = localDayOf(dependencies.clock.now(), merchant.timeZone);
      const figures = await figuresOfMember(transaction, row, today);
      const metrics = metricsSnapshot(ladderOf(ladder), figures, today);
      const change = {
        merchantId: merchant.id,
        memberId: member.id,
        fromLevel: row.level,
        toLevel: input.body.level,
        metrics,
        actor: input.operator.username,
        reason: input.body.reason,
      };
      const changeId =
        input.body.level > row.level
          ? (await raiseMember(transaction, dependencies.clock, { ...change, ladder, kind: 'manual' })).changeId
          : await changeLevel(transaction, { ...change, kind: 'manual', at: dependencies.clock.now() });
      return describeChange({
        id: changeId,
        username: member.username,
        from_level: row.level,
        to_level: input.body.level,
        kind: 'manual',
        metrics,
        reason: input.body.reason,
        actor: input.operator.username,
        at: dependencies.clock.now(),
      });
    },
  );
}

/** A brand's gifts, newest first, with totals per state. */
export async function vipGiftsReport(
  dependencies: Dependencies,
  input: { merchant: string; pageNo: number; pageSize: number },
): Promise<VipGiftReport> {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const found = await listBrandGifts(dependencies.db, {
    merchantId: merchant.id,
    offset: (input.pageNo - 1) * input.pageSize,
    limit: input.pageSize,
  });
  const total = found.totals.reduce((sum, row) => sum + Number(row.count), 0);
  const page = buildPage(
    found.rows.map((row) => ({
      id: row.id,
      username: row.username,
      kind: row.kind,
      level: Number(row.level),
      period: row.kind === 'monthly' ? row.period_key : '',
      amount: formatMinor(BigInt(row.amount_minor)),
      state: row.state as VipGiftReport['content'][number]['state'],
      createdAt: new Date(row.created_at).toISOString(),
      claimedAt: row.claimed_at === null ? null : new Date(row.claimed_at).toISOString(),
    })),
    input,
    total,
  );
  return {
    ...page,
    totals: found.totals.map((row) => ({
      state: row.state as VipGiftReport['totals'][number]['state'],
      count: Number(row.count),
      amount: formatMinor(BigInt(row.amount)),
    })),
  };
}
