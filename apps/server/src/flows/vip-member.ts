import type { Language, PlayerRankGift, PlayerRankPage, PlayerRankProgress } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createBonusService, passesIncentiveGate } from '../modules/bonus/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { VipCondition, VipGiftRow, VipLevelRow } from '../modules/vip/index.js';
import {
  conditionsOf,
  figuresOfMember,
  findGiftByRequestKey,
  findVipMember,
  findVipPolicy,
  listLadder,
  listMemberChanges,
  listMemberGifts,
  localDayOf,
  lockGift,
  markGiftClaimed,
} from '../modules/vip/index.js';
import { grantBonus } from './shared/bonus-wallet.js';

/**
 * The player's VIP page (`playerRank`, decision 0081): progress to the next level (`MCSFE_getPlayerRankProgress`),
 * the ladder with its benefits, the member's gifts and level history, and a gift's claim, paid by the bonus engine.
 */

type Dependencies = { db: Database; clock: Clock };

/** A level's name in the reader's language, else English, else any. */
export function levelNameOf(level: Pick<VipLevelRow, 'name' | 'ordinal'> | undefined, language: Language): string {
  if (!level) return '';
  return level.name[language] || level.name.en || Object.values(level.name).find(Boolean) || `VIP ${level.ordinal}`;
}

const conditionText = (condition: VipCondition) => ({
  metric: condition.metric,
  window: condition.window,
  days: condition.window === 'rolling_days' ? condition.days : null,
  min: formatMinor(BigInt(condition.minMinor)),
});

async function ladderOrOff(db: Database, merchantId: string) {
  const ladder = await listLadder(db, merchantId);
  if (ladder.length === 0) throw new DomainError('VIP_OFF');
  return ladder;
}

/** The member's level: its ladder row's, else `member.vip_level` (a member who never played or deposited). */
async function levelOf(db: Database, member: Pick<Member, 'id' | 'vipLevel'>) {
  const row = await findVipMember(db, member.id);
  return { row, level: row?.level ?? member.vipLevel };
}

/** Whether the brand has a ladder, and the member's level and its name: for the member info (spec §3). */
export async function vipBadgeOf(
  dependencies: Dependencies,
  input: { merchant: Pick<Merchant, 'id'>; member: Pick<Member, 'id' | 'vipLevel'>; language: Language },
) {
  const ladder = await listLadder(dependencies.db, input.merchant.id);
  if (ladder.length === 0) return { hasVip: false, vipLabelName: '', vipRankLevel: 0 };
  const level = input.member.vipLevel;
  return {
    hasVip: true,
    vipLabelName: levelNameOf(
      ladder.find((row) => row.ordinal === level),
      input.language,
    ),
    vipRankLevel: level,
  };
}

/** `MCSFE_getPlayerRankProgress`: the next level's conditions over their windows, ending today (brand-local). */
export async function showRankProgress(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; language: Language },
): Promise<PlayerRankProgress> {
  const ladder = await ladderOrOff(dependencies.db, input.merchant.id);
  const { row, level } = await levelOf(dependencies.db, input.member);
  const current = ladder.find((entry) => entry.ordinal === level);
  const next = ladder.find((entry) => entry.ordinal === level + 1);
  const today = localDayOf(dependencies.clock.now(), input.merchant.timeZone);
  const figures = row
    ? await figuresOfMember(dependencies.db, row, today)
    : { lifetimeValidBetMinor: 0n, lifetimeDepositMinor: 0n, days: [] };
  const conditions = next ? conditionsOf(next.upRule, figures, today) : [];
  const completed = conditions.filter((condition) => condition.met).length;
  return {
    hasVip: true,
    currentLevel: level,
    currentLabelName: levelNameOf(current, input.language),
    currentProgress: {
      completedConditions: completed,
      // With `any`, one met condition is enough: the page's bar counts towards one.
      totalExpectedConditions: next?.upRule.combinator === 'any' ? Math.min(1, conditions.length) : conditions.length,
    },
    playerRankProgress: {
      labelId: next ? next.ordinal : null,
      labelName: next ? levelNameOf(next, input.language) : null,
      combinator: next ? next.upRule.combinator : null,
      conditions: conditions.map((result) => ({
        metric: result.condition.metric,
        window: result.condition.window,
        days: result.condition.window === 'rolling_days' ? result.condition.days : null,
        required: formatMinor(BigInt(result.condition.minMinor)),
        current: formatMinor(result.current > 0n ? result.current : 0n),
        met: result.met,
      })),
    },
  };
}

function describeGift(gift: VipGiftRow, ladder: readonly VipLevelRow[], language: Language, now: Date): PlayerRankGift {
  return {
    id: gift.id,
    kind: gift.kind,
    level: gift.level,
    levelName: levelNameOf(
      ladder.find((row) => row.ordinal === gift.level),
      language,
    ),
    period: gift.kind === 'monthly' ? gift.periodKey : '',
    amount: formatMinor(gift.amountMinor),
    turnoverMultiple: gift.turnoverMultiple,
    // A gift past its deadline reads expired before the job closes it.
    state: gift.state === 'claimable' && gift.claimableUntil.getTime() <= now.getTime() ? 'expired' : gift.state,
    claimableUntil: gift.claimableUntil.toISOString(),
    createdAt: gift.createdAt.toISOString(),
  };
}

/** The `playerRank` page: the ladder and its benefits, the member's gifts and level history. */
export async function showRankPage(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; language: Language },
): Promise<PlayerRankPage> {
  const ladder = await ladderOrOff(dependencies.db, input.merchant.id);
  const [{ level }, gifts, changes, policy] = await Promise.all([
    levelOf(dependencies.db, input.member),
    listMemberGifts(dependencies.db, input.member.id),
    listMemberChanges(dependencies.db, input.member.id),
    findVipPolicy(dependencies.db, input.merchant.id),
  ]);
  const nameAt = (ordinal: number) =>
    levelNameOf(
      ladder.find((row) => row.ordinal === ordinal),
      input.language,
    ) || String(ordinal);
  return {
    currentLevel: level,
    levels: ladder.map((row) => ({
      level: row.ordinal,
      name: levelNameOf(row, input.language),
      combinator: row.upRule.combinator,
      conditions: row.upRule.conditions.map(conditionText),
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
    })),
    gifts: gifts.map((gift) => describeGift(gift, ladder, input.language, dependencies.clock.now())),
    history: changes.map((change) => ({
      fromLevel: change.fromLevel,
      toLevel: change.toLevel,
      fromName: nameAt(change.fromLevel),
      toName: nameAt(change.toLevel),
      kind: change.kind,
      at: change.at.toISOString(),
    })),
    relegationEnabled: policy.relegationEnabled,
    protectionDays: policy.protectionDays,
  };
}

const giftTitles = (kind: VipGiftRow['kind'], names: Record<string, string>) => {
  const name = (language: string) => names[language] || names.en || '';
  return kind === 'level_up'
    ? {
        th: `ของขวัญเลื่อนระดับ VIP ${name('th')}`,
        en: `VIP ${name('en')} level-up gift`,
        'pt-BR': `Presente de nível VIP ${name('pt-BR')}`,
        fil: `Regalo sa pag-level up sa VIP ${name('fil')}`,
      }
    : {
        th: `ของขวัญรายเดือน VIP ${name('th')}`,
        en: `VIP ${name('en')} monthly gift`,
        'pt-BR': `Presente mensal VIP ${name('pt-BR')}`,
        fil: `Buwanang regalo sa VIP ${name('fil')}`,
      };
};

/** A gift's grant key (reference §5.4): once per member and level for a level-up, per month for a monthly gift. */
export const giftGrantKey = (gift: Pick<VipGiftRow, 'kind' | 'memberId' | 'level' | 'periodKey'>) =>
  gift.kind === 'level_up'
    ? `vip:levelup:${gift.memberId}:${gift.level}`
    : `vip:monthly:${gift.memberId}:${gift.periodKey}`;

/**
 * Claims a gift under its row's lock: a bonus grant of the amount frozen when the gift was created (V6) at its turnover
 * multiple (0: cash at once), keyed by the gift (`vip:levelup:…`), so racing claims pay once (V2). The incentive
 * gate refuses blocked, excluded and limited members. A replayed Idempotency-Key answers the first claim.
 */
export async function claimVipGift(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; giftId: string; idempotencyKey: string; language: Language },
): Promise<{ gift: PlayerRankGift }> {
  const ladder = await ladderOrOff(dependencies.db, input.merchant.id);
  const claimed = await runInTransaction(dependencies.db, async (transaction) => {
    const earlier = await findGiftByRequestKey(transaction, input.member.id, input.idempotencyKey);
    if (earlier) return earlier;
    const gift = await lockGift(transaction, input.member.id, input.giftId);
    if (!gift) throw new DomainError('NOT_FOUND');
    if (gift.state === 'claimed' && gift.requestKey === input.idempotencyKey) return gift;
    const now = dependencies.clock.now();
    if (gift.state !== 'claimable' || gift.claimableUntil.getTime() <= now.getTime())
      throw new DomainError('VIP_GIFT_UNAVAILABLE');
    if (!(await passesIncentiveGate(transaction, input.member.id))) throw new DomainError('PROMOTION_NOT_ELIGIBLE');
    const policy = await createBonusService({ db: transaction, clock: dependencies.clock }).policyOf(input.merchant.id);
    const level = ladder.find((row) => row.ordinal === gift.level);
    const { grantId } = await grantBonus(transaction, dependencies.clock, {
      merchantId: input.merchant.id,
      memberId: input.member.id,
      currency: input.merchant.currency,
      source: 'vip',
      sourceRef: giftGrantKey(gift),
      amountMinor: gift.amountMinor,
      title: giftTitles(gift.kind, level?.name ?? {}),
      terms: {
        turnoverMultiplier: gift.turnoverMultiple,
        basis: 'bonus',
        productFamily: 'casino',
        maxBetMinor: null,
        maxWinMultiplier: null,
        expiryDays: 30,
        contributions: policy.contributions,
      },
    });
    const updated = await markGiftClaimed(transaction, {
      giftId: gift.id,
      grantId,
      requestKey: input.idempotencyKey,
      at: now,
    });
    if (!updated) throw new DomainError('VIP_GIFT_UNAVAILABLE');
    return updated;
  });
  return { gift: describeGift(claimed, ladder, input.language, dependencies.clock.now()) };
}
