import { parseMinor } from '@croupier/contracts';

/**
 * What a bet costs, worked out on the slip exactly as the server prices it (RULES.md "Money and pricing"), in minor
 * units so no float ever holds money.
 */

/** Fixed odds (ELOTT, SEA, VN): bets × unit stake × cost units (a northern lô costs 27 units). */
export function fixedOddsAmountMinor(bets: number, unitStakeMinor: bigint, costUnits: number): bigint {
  return BigInt(bets) * unitStakeMinor * BigInt(costUnits);
}

/** The 元 / 角 / 分 / 厘 modes divide the 2-unit bet by 1, 10, 100 or 1000. */
export const unitModes = [1, 10, 100, 1000] as const;
export type UnitMode = (typeof unitModes)[number];

/** The price of one prize-group bet before multiple and mode: 2 in the currency, 200 minor units. */
export const prizeGroupUnitPriceMinor = 200n;

export type PrizeGroupAmount = { ok: true; minor: bigint } | { ok: false; problem: 'AMOUNT_NOT_WHOLE' };

/** Prize groups (LOTT): bets × 2 × multiple / mode, refused when a mode would leave a fraction of a minor unit. */
export function prizeGroupAmount(bets: number, multiple: number, mode: UnitMode): PrizeGroupAmount {
  const timesMode = BigInt(bets) * prizeGroupUnitPriceMinor * BigInt(multiple);
  if (timesMode % BigInt(mode) !== 0n) return { ok: false, problem: 'AMOUNT_NOT_WHOLE' };
  return { ok: true, minor: timesMode / BigInt(mode) };
}

/** The unit stake typed by the player, in minor units; null when it is not a positive amount of two decimals at most. */
export function readUnitStake(text: string): bigint | null {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text.trim())) return null;
  const minor = parseMinor(text.trim());
  return minor > 0n ? minor : null;
}

/** A chase debits every period the same amount; the slip shows what the whole chase comes to. */
export function chaseAmountMinor(perPeriodMinor: bigint, periods: number): bigint {
  return perPeriodMinor * BigInt(periods);
}

export const chasePeriodRange = { min: 2, max: 120 } as const;

/** The series a member may pick: from the table's minimum up to their own, on the table's step. */
export function seriesChoices(series: { min: number; member: number; step: number }): number[] {
  const choices: number[] = [];
  for (let value = series.min; value <= series.member; value += Math.max(1, series.step)) choices.push(value);
  return choices;
}

/** The self-rebate for betting below one's own series, in percent with two decimals: (member − series) / 2000 × 100. */
export function rebatePercent(memberSeries: number, series: number): string {
  const hundredths = Math.max(0, memberSeries - series) * 5;
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
