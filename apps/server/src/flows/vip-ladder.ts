import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { passesIncentiveGate } from '../modules/bonus/index.js';
import {
  brandTimeZones,
  changeLevel,
  claimMonthlyRun,
  clearPending,
  expireGifts,
  figuresOfMember,
  findVipMember,
  findVipPolicy,
  finishMonthlyRun,
  insertGift,
  lastDayOfMonth,
  levelToRiseTo,
  listLadder,
  listLadderBrands,
  listPendingMembers,
  localDayOf,
  lockRankedMembers,
  lockVipMember,
  metricsSnapshot,
  previousMonthOf,
  ruleHolds,
} from '../modules/vip/index.js';
import { ladderOf, raiseMember } from './shared/vip-level-up.js';

/**
 * The VIP ladder's scheduled work and level changes (decision 0081): a member whose figures moved rises at once to
 * the highest level whose rule holds; each closed month pays the monthly gifts of the levels held and relegates one
 * level at most. Every change writes its record (V1); a level-up's gifts and message are for members the incentive
 * gate lets through only (V5), nothing is kept for later.
 */

type Dependencies = { db: Database; clock: Clock };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Evaluates one member marked `pending`, under the lock of its ladder row: two passes racing on one member run one
 * after the other and the second finds it done. Answers the level reached, or null when nothing moved.
 */
export async function evaluateVipMember(dependencies: Dependencies, memberId: string): Promise<number | null> {
  return runInTransaction(dependencies.db, async (transaction) => {
    const row = await lockVipMember(transaction, memberId);
    if (!row?.pending) return null;
    await clearPending(transaction, memberId);
    const ladder = await listLadder(transaction, row.merchantId);
    if (ladder.length < 2) return null;
    const zone = (await brandTimeZones(transaction, [row.merchantId])).get(row.merchantId) ?? 'UTC';
    const today = localDayOf(dependencies.clock.now(), zone);
    const figures = await figuresOfMember(transaction, row, today);
    const levels = ladderOf(ladder);
    const target = levelToRiseTo(levels, row.level, figures, today);
    if (target <= row.level) return null;
    await raiseMember(transaction, dependencies.clock, {
      merchantId: row.merchantId,
      memberId,
      fromLevel: row.level,
      toLevel: target,
      ladder,
      metrics: metricsSnapshot(levels, figures, today),
      kind: 'up',
    });
    return target;
  });
}

/** Evaluates the members whose figures moved, a batch at a time; answers how many rose. */
export async function evaluatePendingMembers(dependencies: Dependencies, options: { maxMembers?: number } = {}) {
  const maxMembers = options.maxMembers ?? 2_000;
  let raised = 0;
  let seen = 0;
  while (seen < maxMembers) {
    const pending = await listPendingMembers(dependencies.db, Math.min(500, maxMembers - seen));
    if (pending.length === 0) break;
    for (const memberId of pending) if ((await evaluateVipMember(dependencies, memberId)) !== null) raised += 1;
    seen += pending.length;
  }
  return raised;
}

/**
 * Closes a brand's month once (`vip_monthly_run`), in one transaction: first the monthly gifts of the levels held
 * (the month's deposits must reach the level's minimum; V5: not for members the gate refuses), then relegation: a
 * member past the protection period whose level's keep rule fails over the window ending with the month's last day
 * goes down one level (V4), never below 0; nothing when the brand switched relegation off.
 */
export async function closeVipMonth(
  dependencies: Dependencies,
  input: { merchantId: string; month: string },
): Promise<{ relegated: number; gifts: number } | null> {
  return runInTransaction(dependencies.db, async (transaction) => {
    const now = dependencies.clock.now();
    if (!(await claimMonthlyRun(transaction, input.merchantId, input.month, now))) return null;
    const ladder = await listLadder(transaction, input.merchantId);
    const levels = ladderOf(ladder);
    const policy = await findVipPolicy(transaction, input.merchantId);
    const lastDay = lastDayOfMonth(input.month);
    let relegated = 0;
    let gifts = 0;
    for (const ranked of await lockRankedMembers(transaction, input.merchantId, input.month)) {
      const member = await findVipMember(transaction, ranked.member_id);
      const level = ladder.find((row) => row.ordinal === member?.level);
      if (!member || !level) continue;
      const monthlyMinor = BigInt(level.benefits.monthlyGiftMinor);
      if (
        monthlyMinor > 0n &&
        BigInt(ranked.deposit_minor) >= BigInt(level.benefits.monthlyMinDepositMinor) &&
        (await passesIncentiveGate(transaction, member.memberId))
      ) {
        const created = await insertGift(transaction, {
          merchantId: input.merchantId,
          memberId: member.memberId,
          kind: 'monthly',
          level: level.ordinal,
          periodKey: input.month,
          amountMinor: monthlyMinor,
          turnoverMultiple: level.benefits.giftTurnoverMultiple,
          claimableUntil: new Date(now.getTime() + policy.giftClaimDays * dayMs),
          at: now,
        });
        if (created) gifts += 1;
      }
      if (!policy.relegationEnabled) continue;
      const protectedUntil = member.raisedAt
        ? member.raisedAt.getTime() + policy.protectionDays * dayMs
        : Number.NEGATIVE_INFINITY;
      if (protectedUntil > now.getTime()) continue;
      const figures = await figuresOfMember(transaction, member, lastDay);
      if (ruleHolds(level.keepRule, figures, lastDay)) continue;
      await changeLevel(transaction, {
        merchantId: input.merchantId,
        memberId: member.memberId,
        fromLevel: member.level,
        toLevel: member.level - 1,
        kind: 'down',
        metrics: { ...metricsSnapshot(levels, figures, lastDay), month: input.month },
        at: now,
      });
      relegated += 1;
    }
    await finishMonthlyRun(transaction, { merchantId: input.merchantId, periodKey: input.month, relegated, gifts });
    return { relegated, gifts };
  });
}

/**
 * Closes, for every brand with a ladder, the month before the current brand-local one (a month no instance closed,
 * after an outage, is closed late; only the last one, so a member falls at most one level a month).
 * `closed` remembers what this instance already closed so the run is tried once per month and instance.
 */
export async function closeVipMonths(dependencies: Dependencies, closed?: Set<string>) {
  const now = dependencies.clock.now();
  let relegated = 0;
  let gifts = 0;
  for (const brand of await listLadderBrands(dependencies.db)) {
    const month = previousMonthOf(localDayOf(now, brand.time_zone));
    const key = `${brand.merchant_id}:${month}`;
    if (closed?.has(key)) continue;
    const result = await closeVipMonth(dependencies, { merchantId: brand.merchant_id, month });
    closed?.add(key);
    relegated += result?.relegated ?? 0;
    gifts += result?.gifts ?? 0;
  }
  return { relegated, gifts };
}

/** Closes the gifts past their claim deadline. */
export function expireVipGifts(dependencies: Dependencies) {
  return expireGifts(dependencies.db, dependencies.clock.now());
}
