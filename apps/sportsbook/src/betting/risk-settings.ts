import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SportsbookDb, SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';

const minorText = z.string().regex(/^\d{1,18}$/);

/**
 * The book's risk settings (decision 0061). Stake limits and market liability limits are keyed `type|tier`, then
 * `*|tier`, then `*` (the first that exists applies), so an operator can tighten one market type in one league tier
 * without listing every other.
 */
export const bookRiskSettingsSchema = z.object({
  minimumStakeMinor: minorText,
  maximumStakeMinor: z.record(z.string(), minorText),
  maximumPayoutPerTicketMinor: minorText,
  maximumPayoutPerDayMinor: minorText,
  liabilityLimitPerMarketMinor: z.record(z.string(), minorText),
  /** A share of the market limit, in basis points, at which the market stops taking new money by itself. */
  suspendAtBasisPoints: z.number().int().min(1).max(10_000),
  liabilityLimitPerEventMinor: minorText,
  liveDelaySeconds: z.number().int().min(0).max(30),
  parlayMinimumLegs: z.number().int().min(2).max(10),
  parlayMaximumLegs: z.number().int().min(2).max(10),
  cashOutMarginBasisPoints: z.number().int().min(0).max(2_000),
  /** Acceptance re-prices a cash-out and takes it when the new value is at least the offer less this share. */
  cashOutToleranceBasisPoints: z.number().int().min(0).max(2_000),
  /** The ANY policy's band: the current price's implied probability within this share of the requested one. */
  anyPolicyToleranceBasisPoints: z.number().int().min(0).max(5_000),
});
export type BookRiskSettings = z.infer<typeof bookRiskSettingsSchema>;

export const defaultRiskSettings: BookRiskSettings = {
  minimumStakeMinor: '1000',
  maximumStakeMinor: { '*': '5000000', '*|1': '10000000', '*|3': '2000000' },
  maximumPayoutPerTicketMinor: '50000000',
  maximumPayoutPerDayMinor: '200000000',
  liabilityLimitPerMarketMinor: { '*': '200000000', '*|1': '500000000', '*|3': '50000000' },
  suspendAtBasisPoints: 10_000,
  liabilityLimitPerEventMinor: '1000000000',
  liveDelaySeconds: 7,
  parlayMinimumLegs: 2,
  parlayMaximumLegs: 10,
  cashOutMarginBasisPoints: 500,
  cashOutToleranceBasisPoints: 100,
  anyPolicyToleranceBasisPoints: 500,
};

/** The first of `type|tier`, `*|tier`, `*` that the table has. */
export function limitFor(table: Record<string, string>, marketType: string, tier: number): bigint {
  const value = table[`${marketType}|${tier}`] ?? table[`*|${tier}`] ?? table['*'];
  if (value === undefined) throw new Error(`no limit for ${marketType} in tier ${tier}`);
  return BigInt(value);
}

export async function readRiskSettings(db: SportsbookDb | SportsbookTransaction): Promise<BookRiskSettings> {
  const rows = await queryRows<{ settings: object | null }>(
    db,
    sql`select settings from sportsbook.risk_settings where scope = 'default'`,
  );
  const stored = rows[0]?.settings;
  if (!stored) return defaultRiskSettings;
  return bookRiskSettingsSchema.parse({ ...defaultRiskSettings, ...stored });
}

/** Replaces the settings; the version grows so every change is an audit step. */
export async function writeRiskSettings(
  db: SportsbookDb | SportsbookTransaction,
  settings: BookRiskSettings,
  operator: string,
): Promise<void> {
  const parsed = bookRiskSettingsSchema.parse(settings);
  await db.execute(sql`
    insert into sportsbook.risk_settings (scope, settings, updated_by) values ('default', ${JSON.stringify(parsed)}::jsonb, ${operator})
    on conflict (scope) do update set settings = excluded.settings, version = sportsbook.risk_settings.version + 1,
      updated_by = excluded.updated_by, updated_at = now()`);
}
