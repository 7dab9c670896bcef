import { formatMinor, parseMinor } from '@croupier/contracts';
import type { PrizeInput } from './promotion-form-state';

/** An amount as typed, in minor units; null when it is not an amount (yet). */
function minorOf(text: string): bigint | null {
  try {
    const minor = parseMinor(text);
    return minor >= 0n ? minor : null;
  } catch {
    return null;
  }
}

/** A weight as typed: a positive whole number, else null. */
function weightOf(text: string): bigint | null {
  return /^\d{1,7}$/.test(text.trim()) && Number(text) > 0 ? BigInt(text.trim()) : null;
}

/**
 * A prize table as typed, read for its odds and cost: each row's chance in percent, and the expected value of one
 * draw (Σ amount × weight / Σ weight, rounded down to the minor unit as the server publishes it). A row not yet
 * readable counts for nothing and has no chance; `complete` says whether every row was readable.
 */
export type PrizeTableReading = {
  odds: (number | null)[];
  /** Σ amount × weight in minor units, and Σ weight: the exact expected value is their quotient. */
  weightedMinor: bigint;
  totalWeight: bigint;
  expectedValue: string | null;
  complete: boolean;
};

export function readPrizeTable(prizes: readonly PrizeInput[]): PrizeTableReading {
  const rows = prizes.map((prize) => ({ amount: minorOf(prize.amount), weight: weightOf(prize.weight) }));
  let totalWeight = 0n;
  let weightedMinor = 0n;
  for (const row of rows) {
    if (row.amount === null || row.weight === null) continue;
    totalWeight += row.weight;
    weightedMinor += row.amount * row.weight;
  }
  return {
    odds: rows.map((row) =>
      row.amount !== null && row.weight !== null && totalWeight > 0n
        ? Number((row.weight * 1_000_000n) / totalWeight) / 10_000
        : null,
    ),
    weightedMinor,
    totalWeight,
    expectedValue: totalWeight > 0n ? formatMinor(weightedMinor / totalWeight) : null,
    complete: rows.every((row) => row.amount !== null && row.weight !== null),
  };
}

/**
 * What a prize table is expected to cost (engagement reference §9.4): per day at an estimated number of draws, and
 * how many days a total budget lasts at that rate (one decimal, rounded down). Null where an input is missing.
 */
export function budgetProjection(
  reading: PrizeTableReading,
  drawsPerDay: string,
  totalBudget: string,
): { costPerDay: string | null; days: string | null } {
  const draws = /^\d{1,9}$/.test(drawsPerDay.trim()) ? BigInt(drawsPerDay.trim()) : null;
  if (draws === null || reading.totalWeight === 0n) return { costPerDay: null, days: null };
  const costTimesWeight = reading.weightedMinor * draws;
  const costPerDay = formatMinor(costTimesWeight / reading.totalWeight);
  const budget = minorOf(totalBudget);
  if (budget === null || costTimesWeight === 0n) return { costPerDay, days: null };
  const tenths = (budget * reading.totalWeight * 10n) / costTimesWeight;
  return { costPerDay, days: `${tenths / 10n}.${tenths % 10n}` };
}
