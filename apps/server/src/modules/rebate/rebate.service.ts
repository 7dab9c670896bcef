import type { RebateClaim, RebateDisplayCategory } from '@croupier/contracts';
import { formatMinor, rebateDisplayCategories, rebateDisplayCategoryOf } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { RebateClaimRow, RebatePolicyRow, RebateRateRow } from './rebate.repository.js';
import {
  accruedSoFar,
  bonusStakesOf,
  insertAccruals,
  listRates,
  timeZonesOf,
  vipLevelsOf,
} from './rebate.repository.js';
import type { NewRebateAccrual } from './rebate.repository.js';
import { rebateAmountScale } from './rebate.tables.js';

/** The settled-bet event as the accrual reads it (the stream's own type lives in the settled-bets module). */
export type RebateBetEvent = {
  source: string;
  betKey: string;
  eventNo: number;
  eventType: string;
  merchantId: string;
  memberId: string;
  currency: string;
  gameType: string;
  vendorCode: string;
  stakeTotalMinor: bigint;
  validBetMinor: bigint;
  validBetTotalMinor: bigint;
  settledAt: Date;
};

/** A brand-local calendar day (YYYY-MM-DD) of an instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The rate (percent × 10,000) in force at `at` for a level and category: the latest row effective by then. */
export function rateAt(
  rates: readonly Pick<RebateRateRow, 'merchantId' | 'vipLevel' | 'category' | 'rateUnits' | 'effectiveFrom'>[],
  cell: { merchantId: string; level: number; category: string },
  at: Date,
): number {
  let found: { rateUnits: number; effectiveFrom: Date } | null = null;
  for (const row of rates) {
    if (row.merchantId !== cell.merchantId || row.vipLevel !== cell.level || row.category !== cell.category) continue;
    if (row.effectiveFrom.getTime() > at.getTime()) continue;
    if (!found || row.effectiveFrom.getTime() >= found.effectiveFrom.getTime()) found = row;
  }
  return found?.rateUnits ?? 0;
}

/** An eligible bet's rebate at a rate, scaled: minor × 10,000 × (units / 10,000) / 100. Truncated toward zero. */
export function accruedAmount(eligibleMinor: bigint, rateUnits: number): bigint {
  return (eligibleMinor * BigInt(rateUnits) * rebateAmountScale) / (10_000n * 100n);
}

/**
 * The `rebate-accrual` consumer of the settled-bet stream (decision 0079): one row per event. The bet's eligible
 * total is its valid bet less the bonus-funded share (the reference's policy `valid_bet_minus_bonus_funded`, read
 * from `game_round.bonus_stake_minor`); the row carries the change of that total at the rate in force for the
 * member's level and the bet's category when the event settled. A void subtracts exactly what the bet accrued, so a
 * voided bet nets to 0 whatever rates changed meanwhile.
 */
export async function accrueRebates(db: Database | Transaction, events: readonly RebateBetEvent[]): Promise<void> {
  if (events.length === 0) return;
  const merchantIds = [...new Set(events.map((event) => event.merchantId))];
  const [rates, zones, levels, bonusStakes, soFar] = await Promise.all([
    listRates(db, merchantIds),
    timeZonesOf(db, merchantIds),
    vipLevelsOf(db, [...new Set(events.map((event) => event.memberId))]),
    bonusStakesOf(
      db,
      events.filter((event) => event.source === 'round'),
    ),
    accruedSoFar(db, events),
  ]);
  const rows: NewRebateAccrual[] = [];
  for (const event of events) {
    const key = `${event.source}|${event.betKey}`;
    const before = soFar.get(key) ?? { eligibleMinor: 0n, amountScaled: 0n };
    const level = levels.get(event.memberId) ?? 0;
    const rateUnits = rateAt(rates, { merchantId: event.merchantId, level, category: event.gameType }, event.settledAt);
    let eligibleMinor: bigint;
    let amountScaled: bigint;
    if (event.eventType === 'VOIDED' || event.validBetTotalMinor <= 0n) {
      eligibleMinor = -before.eligibleMinor;
      amountScaled = -before.amountScaled;
    } else {
      const bonusStake = bonusStakes.get(event.betKey) ?? 0n;
      const stake = event.stakeTotalMinor;
      const bonusShare =
        stake > 0n ? (event.validBetTotalMinor * (bonusStake < stake ? bonusStake : stake)) / stake : 0n;
      const eligibleTotal = event.validBetTotalMinor - bonusShare;
      eligibleMinor = eligibleTotal - before.eligibleMinor;
      amountScaled = accruedAmount(eligibleMinor, rateUnits);
    }
    // Several events of one bet in one batch: the next one's delta starts from this one.
    soFar.set(key, {
      eligibleMinor: before.eligibleMinor + eligibleMinor,
      amountScaled: before.amountScaled + amountScaled,
    });
    if (eligibleMinor === 0n && amountScaled === 0n && event.validBetMinor === 0n) continue;
    rows.push({
      merchantId: event.merchantId,
      memberId: event.memberId,
      currency: event.currency,
      source: event.source,
      betKey: event.betKey,
      eventNo: event.eventNo,
      category: event.gameType,
      vendorCode: event.vendorCode,
      vipLevel: level,
      validBetMinor: event.validBetMinor,
      eligibleMinor,
      rateUnits,
      amountScaled,
      settledAt: event.settledAt,
      bizDate: localDateOf(event.settledAt, zones.get(event.merchantId) ?? 'UTC'),
    });
  }
  await insertAccruals(db, rows);
}

export type PlannedAccrual = { id: bigint; bizDate: string; category: string; amountScaled: bigint };

export type RebatePlan = {
  /** What the claim pays, minor units (the day payables' sum, rounded down to 0.01). */
  amountMinor: bigint;
  /** Per display category, rounded down to 0.01, the remainder added to the largest line (reference §4.5). */
  lines: { category: RebateDisplayCategory; amountMinor: bigint }[];
  /** Accrued on days whose cap it exceeded: not paid. */
  cappedScaled: bigint;
  days: { bizDate: string; paidScaled: bigint }[];
  claimed: bigint[];
  capped: bigint[];
};

/**
 * Plans a claim over the member's open accruals (a pure function; decision 0079). Per brand-local day: payable =
 * min(Σ accrued, cap − already paid that day); rows are closed in order, those past the cap marked `capped`. A day
 * whose sum is negative (a void of a bet already claimed) stays open and nets against that day's later accruals;
 * nothing is taken back from cash. The split per category is pro rata to each day's accrual.
 */
export function planRebateClaim(input: {
  accruals: readonly PlannedAccrual[];
  paidByDay: ReadonlyMap<string, bigint>;
  /** The level's daily cap in minor units; null: no cap. */
  dailyCapMinor: bigint | null;
}): RebatePlan {
  const byDay = new Map<string, PlannedAccrual[]>();
  for (const row of input.accruals) {
    const list = byDay.get(row.bizDate) ?? [];
    list.push(row);
    byDay.set(row.bizDate, list);
  }
  const days: RebatePlan['days'] = [];
  const claimed: bigint[] = [];
  const capped: bigint[] = [];
  let payScaled = 0n;
  let cappedScaled = 0n;
  for (const [bizDate, rows] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const total = rows.reduce((sum, row) => sum + row.amountScaled, 0n);
    if (total < 0n) continue;
    const room =
      input.dailyCapMinor === null
        ? total
        : input.dailyCapMinor * rebateAmountScale - (input.paidByDay.get(bizDate) ?? 0n);
    const pay = total < room ? total : room > 0n ? room : 0n;
    let running = 0n;
    for (const row of rows) {
      running += row.amountScaled;
      (running <= pay ? claimed : capped).push(row.id);
    }
    days.push({ bizDate, paidScaled: pay });
    payScaled += pay;
    cappedScaled += total - pay;
  }
  // Each day's categories share what the day pays in proportion to what they accrued on it.
  const lineScaled = new Map<RebateDisplayCategory, bigint>();
  for (const day of days) {
    const rows = byDay.get(day.bizDate) ?? [];
    const total = rows.reduce((sum, row) => sum + row.amountScaled, 0n);
    if (total <= 0n || day.paidScaled <= 0n) continue;
    const perCategory = new Map<RebateDisplayCategory, bigint>();
    for (const row of rows) {
      const category = rebateDisplayCategoryOf(row.category);
      if (!category) continue;
      perCategory.set(category, (perCategory.get(category) ?? 0n) + row.amountScaled);
    }
    for (const [category, scaled] of perCategory) {
      const share = (scaled * day.paidScaled) / total;
      lineScaled.set(category, (lineScaled.get(category) ?? 0n) + share);
    }
  }
  const amountMinor = payScaled / rebateAmountScale;
  const lines = rebateDisplayCategories
    .filter((category) => (lineScaled.get(category) ?? 0n) > 0n)
    .map((category) => ({ category, amountMinor: (lineScaled.get(category) ?? 0n) / rebateAmountScale }));
  const remainder = amountMinor - lines.reduce((sum, line) => sum + line.amountMinor, 0n);
  if (remainder !== 0n && lines.length > 0) {
    const largest = lines.reduce((best, line) => (line.amountMinor > best.amountMinor ? line : best));
    largest.amountMinor += remainder;
  }
  return { amountMinor, lines, cappedScaled, days, claimed, capped };
}

/** Scaled amounts to the 4 decimals the player's page shows (minor units × 100). */
export function scaledToFourDecimals(scaled: bigint): bigint {
  return scaled / (rebateAmountScale / 100n);
}

/** A brand without a saved policy: a minimum of 1.00 and no cap (nothing accrues before rates are set anyway). */
export const defaultRebatePolicy = { minClaimMinor: 100n, dailyCaps: {} as Record<string, string> };

export function dailyCapOf(policy: Pick<RebatePolicyRow, 'dailyCaps'>, level: number): bigint | null {
  const cap = policy.dailyCaps[String(level)] ?? policy.dailyCaps['0'];
  return cap === undefined ? null : BigInt(cap);
}

/** A claim as the player and the console read it. */
export function describeClaim(
  row: Pick<RebateClaimRow, 'id' | 'amountMinor' | 'cappedScaled' | 'lines' | 'claimedAt'>,
): RebateClaim {
  return {
    id: row.id,
    amount: formatMinor(row.amountMinor),
    capped: formatMinor(row.cappedScaled / rebateAmountScale),
    lines: row.lines.map((line) => ({
      category: line.category as RebateClaim['lines'][number]['category'],
      amount: formatMinor(BigInt(line.amountMinor)),
    })),
    claimedAt: row.claimedAt.toISOString(),
  };
}
