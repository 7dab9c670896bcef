import { randomInt } from 'node:crypto';
import type { PromotionProgress } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { StoredPromotionEligibility, StoredPromotionReward } from './promotions.tables.js';
import { pickWeighted } from './raffle.js';

/** What the member did in one brand-local day: confirmed deposits and valid bets (the settled-bet stream's). */
export type DayTotals = { depositMinor: bigint; validBetMinor: bigint };

/**
 * The day's totals from `from` to `to` (the brand's day): deposits by the instant they were confirmed, valid bets by
 * the settled-bet stream's events (a void's negative delta takes its bet back out).
 */
export async function dayTotals(
  db: Pick<Database, 'execute'>,
  input: { memberId: string; from: Date; to: Date },
): Promise<DayTotals> {
  const from = input.from.toISOString();
  const to = input.to.toISOString();
  const [row] = await queryRows<{ deposit_minor: string; valid_bet_minor: string }>(
    db,
    sql`select
          (select coalesce(sum(amount_minor), 0)::text from deposit
            where member_id = ${input.memberId}::uuid and status = 'confirmed'
              and coalesce(decided_at, created_at) >= ${from}::timestamptz
              and coalesce(decided_at, created_at) < ${to}::timestamptz) as deposit_minor,
          (select coalesce(sum(valid_bet_minor), 0)::text from settled_bet
            where member_id = ${input.memberId}::uuid
              and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz) as valid_bet_minor`,
  );
  return { depositMinor: BigInt(row?.deposit_minor ?? 0), validBetMinor: BigInt(row?.valid_bet_minor ?? 0) };
}

/** "current / required" of each day condition the offer sets (none set: no progress to show). */
export function dayProgress(eligibility: StoredPromotionEligibility, totals: DayTotals): PromotionProgress[] {
  const progress: PromotionProgress[] = [];
  const deposit = eligibility.minDepositTodayMinor ?? null;
  const validBet = eligibility.minValidBetTodayMinor ?? null;
  if (deposit !== null) {
    progress.push({
      kind: 'deposit_today',
      current: formatMinor(totals.depositMinor),
      required: formatMinor(BigInt(deposit)),
    });
  }
  if (validBet !== null) {
    progress.push({
      kind: 'valid_bet_today',
      current: formatMinor(totals.validBetMinor),
      required: formatMinor(BigInt(validBet)),
    });
  }
  return progress;
}

/** Whether the day's deposits and valid bets reach every level the offer sets. */
export function dayLevelReached(eligibility: StoredPromotionEligibility, totals: DayTotals): boolean {
  const deposit = eligibility.minDepositTodayMinor ?? null;
  const validBet = eligibility.minValidBetTodayMinor ?? null;
  return (
    (deposit === null || totals.depositMinor >= BigInt(deposit)) &&
    (validBet === null || totals.validBetMinor >= BigInt(validBet))
  );
}

/**
 * A red envelope's prize: the fixed amount, or a prize of the table drawn with a CSPRNG over its integer weights
 * (`crypto.randomInt` is unbiased). `prizeIndex` is null for a fixed reward.
 */
export function drawEnvelope(
  reward: StoredPromotionReward,
  random: (bound: number) => number = randomInt,
): { amountMinor: bigint; prizeIndex: number | null } {
  if (reward.kind === 'fixed') return { amountMinor: BigInt(reward.amountMinor), prizeIndex: null };
  if (reward.kind !== 'prize_table') throw new RangeError(`a red envelope pays no ${reward.kind}`);
  const weights = reward.prizes.map((prize) => prize.weight);
  const prizeIndex = pickWeighted(weights, random(weights.reduce((sum, weight) => sum + weight, 0)));
  return { amountMinor: BigInt(reward.prizes[prizeIndex]?.amountMinor ?? 0), prizeIndex };
}
