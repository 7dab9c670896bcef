import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { passesIncentiveGate } from '../../modules/bonus/index.js';
import { perLanguage, writeSystemMessage } from '../../modules/member-messages/index.js';
import type { LadderLevel, VipLevelRow } from '../../modules/vip/index.js';
import { changeLevel, findVipPolicy, insertGift } from '../../modules/vip/index.js';

/** A level-up (decision 0081), shared by the ladder's evaluation and an operator's change. */

const dayMs = 24 * 60 * 60 * 1000;

export const ladderOf = (rows: readonly VipLevelRow[]): LadderLevel[] =>
  rows.map((row) => ({ ordinal: row.ordinal, upRule: row.upRule, keepRule: row.keepRule, benefits: row.benefits }));

/**
 * Moves a member up from `fromLevel` to `toLevel` in the caller's transaction (an evaluation or an operator's change):
 * the record, `member.vip_level`, then, if the gate lets the member through, a level-up gift for each level crossed
 * that has one (once per lifetime: V2) and one message naming the level reached.
 */
export async function raiseMember(
  transaction: Database | Transaction,
  clock: Clock,
  input: {
    merchantId: string;
    memberId: string;
    fromLevel: number;
    toLevel: number;
    ladder: readonly VipLevelRow[];
    metrics: Record<string, string>;
    kind: 'up' | 'manual';
    actor?: string;
    reason?: string;
  },
): Promise<{ changeId: string; gifts: number }> {
  const now = clock.now();
  const changeId = await changeLevel(transaction, { ...input, at: now });
  if (!(await passesIncentiveGate(transaction, input.memberId))) return { changeId, gifts: 0 };
  const policy = await findVipPolicy(transaction, input.merchantId);
  let gifts = 0;
  for (const level of input.ladder) {
    if (level.ordinal <= input.fromLevel || level.ordinal > input.toLevel) continue;
    const amountMinor = BigInt(level.benefits.levelUpGiftMinor);
    if (amountMinor <= 0n) continue;
    const created = await insertGift(transaction, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      kind: 'level_up',
      level: level.ordinal,
      periodKey: 'lifetime',
      amountMinor,
      turnoverMultiple: level.benefits.giftTurnoverMultiple,
      claimableUntil: new Date(now.getTime() + policy.giftClaimDays * dayMs),
      at: now,
    });
    if (created) gifts += 1;
  }
  const reached = input.ladder.find((level) => level.ordinal === input.toLevel);
  await writeSystemMessage(transaction, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    template: 'vip.level-up',
    eventKey: changeId,
    values: { ...perLanguage('level', reached?.name ?? { en: String(input.toLevel) }), gifts: String(gifts) },
    at: now,
  });
  return { changeId, gifts };
}
