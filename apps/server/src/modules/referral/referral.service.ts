import { randomInt } from 'node:crypto';
import { formatMinor } from '@croupier/contracts';
import type { AchievementTier } from './referral.tables.js';

/** Letters and digits a player cannot misread: no 0/O, no 1/I. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const referralCodeLength = 8;

/** A new referral code from crypto randomness (32^8: a collision is retried by the caller). */
export function generateReferralCode(pick: (bound: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < referralCodeLength; index += 1) code += codeAlphabet[pick(codeAlphabet.length)];
  return code;
}

/** Whether a typed code could be a member's referral code (so the lookup is skipped for anything else). */
export function looksLikeReferralCode(code: string): boolean {
  return new RegExp(`^[${codeAlphabet}]{${referralCodeLength}}$`).test(code.trim().toUpperCase());
}

/** Rates are percent × 10,000: a share of `baseMinor` at `rateUnits`, rounded down to the minor unit. */
export function shareOf(baseMinor: bigint, rateUnits: number): bigint {
  if (baseMinor <= 0n || rateUnits <= 0) return 0n;
  return (baseMinor * BigInt(rateUnits)) / 1_000_000n;
}

/**
 * What a reward pays under the caps: the most one referee may earn the referrer in all (`refereeCapMinor`) and the
 * most a referrer is paid for one day (`dailyCapMinor`), given what each has paid already. Null caps bound nothing.
 */
export function applyCaps(input: {
  amountMinor: bigint;
  refereePaidMinor: bigint;
  refereeCapMinor: bigint | null;
  dayPaidMinor: bigint;
  dailyCapMinor: bigint | null;
}): { paidMinor: bigint; cappedMinor: bigint } {
  let room = input.amountMinor;
  if (input.refereeCapMinor !== null) room = min(room, input.refereeCapMinor - input.refereePaidMinor);
  if (input.dailyCapMinor !== null) room = min(room, input.dailyCapMinor - input.dayPaidMinor);
  const paidMinor = room > 0n ? room : 0n;
  return { paidMinor, cappedMinor: input.amountMinor - paidMinor };
}

const min = (first: bigint, second: bigint) => (first < second ? first : second);

/** The achievement tiers a referrer's qualified count reaches, lowest first. */
export function reachedTiers(tiers: readonly AchievementTier[], qualifiedCount: number): AchievementTier[] {
  return [...tiers].filter((tier) => tier.count <= qualifiedCount).sort((first, second) => first.count - second.count);
}

/** "somchai" → "so***i": the invitee list shows enough to recognise a friend, not enough to find them. */
export function maskUsername(name: string): string {
  const letters = [...name];
  if (letters.length <= 3) return `${letters[0] ?? ''}***`;
  const shown = letters.length <= 5 ? 1 : 2;
  return `${letters.slice(0, shown).join('')}***${letters.at(-1) ?? ''}`;
}

/** Percent × 10,000 as a percent with at least two decimals: 1,000 → "0.10". */
export function formatRate(units: number): string {
  const text = formatMinor(BigInt(units), 4).replace(/0{1,2}$/, '');
  return text.replace(/\.(\d)$/, '.$10');
}

/** The brand-local calendar day of an instant, YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The achievement's period key of a day: the whole life of the programme, or its month. */
export function achievementPeriodOf(period: 'none' | 'monthly', day: string): string {
  return period === 'monthly' ? day.slice(0, 7) : 'all';
}

/** The reason a referee is voided, in the order the checks run. */
export type FraudReason = 'duplicate_phone' | 'shared_device' | 'shared_bank_account' | 'shared_ip';

/**
 * The automatic verdict on one referee from its fraud signals: a duplicate phone number is its own status, any other
 * shared trace fails it; none keeps it as it is.
 */
export function fraudVerdict(signals: {
  duplicatePhone: boolean;
  sharedDevice: boolean;
  sharedBankAccount: boolean;
  sharedAddresses: readonly string[];
}): { status: 'duplicate' | 'failed'; reason: FraudReason } | null {
  if (signals.duplicatePhone) return { status: 'duplicate', reason: 'duplicate_phone' };
  if (signals.sharedDevice) return { status: 'failed', reason: 'shared_device' };
  if (signals.sharedBankAccount) return { status: 'failed', reason: 'shared_bank_account' };
  if (signals.sharedAddresses.length > 0) return { status: 'failed', reason: 'shared_ip' };
  return null;
}
