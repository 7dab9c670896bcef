import { parseMinor } from '@croupier/contracts';
import type { PromotionCard, PromotionState } from '@croupier/contracts';
import { formatDateTime } from '@/lib/format-date-time';

/** `YYYY/MM/DD` in the brand's zone (the one date format players see). */
export function dayOf(value: string, timeZone: string): string {
  return formatDateTime(value, timeZone).slice(0, 10);
}

/**
 * What the card's button does for a state. A visitor's Join asks them to log in; a join or an application opens the
 * offer's page first, where the terms are shown and accepted; a claim pays at once. The rest only say where it stands.
 */
export type PromotionAction =
  | { kind: 'login' }
  | { kind: 'join' }
  | { kind: 'apply' }
  | { kind: 'claim' }
  | { kind: 'status'; state: Exclude<PromotionState, 'join' | 'claim'> };

export function promotionActionOf(card: Pick<PromotionCard, 'state' | 'type'>): PromotionAction {
  if (card.state === null) return { kind: 'login' };
  if (card.state === 'join') return card.type === 'APPLICATION' ? { kind: 'apply' } : { kind: 'join' };
  if (card.state === 'claim') return { kind: 'claim' };
  return { kind: 'status', state: card.state };
}

/** Turnover progress as the bar shows it: whole percent of the requirement met, 0 to 100 (nothing required: 100). */
export function turnoverPercent(done: string, required: string): number {
  let doneMinor: bigint;
  let requiredMinor: bigint;
  try {
    doneMinor = parseMinor(done);
    requiredMinor = parseMinor(required);
  } catch {
    return 0;
  }
  if (requiredMinor <= 0n) return 100;
  if (doneMinor <= 0n) return 0;
  // Rounded down so a bar never reads 100 % while a cent of turnover is still missing.
  const percent = Number((doneMinor * 100n) / requiredMinor);
  return Math.min(100, percent);
}

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days until an instant, counting a started day (0 once it has passed). */
export function daysLeft(until: string, now: Date): number {
  const end = new Date(until).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / dayMs));
}

/** Whether an amount is more than nothing; text that is not an amount counts as nothing. */
export function isPositive(amount: string | null | undefined): boolean {
  if (!amount) return false;
  try {
    return parseMinor(amount) > 0n;
  } catch {
    return false;
  }
}

/**
 * Each prize's chance in percent (weight over the table's total weight), for the odds table players see; a table
 * whose weights add up to nothing gives every prize 0.
 */
export function prizeOdds(prizes: readonly { amount: string; weight: number }[]): number[] {
  const total = prizes.reduce((sum, prize) => sum + Math.max(0, prize.weight), 0);
  return prizes.map((prize) => (total > 0 ? (Math.max(0, prize.weight) * 100) / total : 0));
}

/** A chance as players read it: up to two decimals, never "0 %" for a prize that can still be drawn. */
export function formatOdds(percent: number, locale: string): string {
  if (percent > 0 && percent < 0.01) return `< ${(0.01).toLocaleString(locale)}`;
  return percent.toLocaleString(locale, { maximumFractionDigits: 2 });
}

/** The first and last characters of a long hash, enough to compare by eye. */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash;
}

/** Seconds as `H:MM:SS` (or `MM:SS` under an hour) for a countdown. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

export type RafflePhase =
  { phase: 'before'; seconds: number } | { phase: 'open'; seconds: number } | { phase: 'closed' };

/** Where a raffle's window stands at an instant: before it opens, open (seconds until it closes), or closed. */
export function rafflePhaseAt(window: { opensAt: string; closesAt: string }, now: Date): RafflePhase {
  const opens = new Date(window.opensAt).getTime();
  const closes = new Date(window.closesAt).getTime();
  const at = now.getTime();
  if (at < opens) return { phase: 'before', seconds: Math.ceil((opens - at) / 1000) };
  if (at < closes) return { phase: 'open', seconds: Math.ceil((closes - at) / 1000) };
  return { phase: 'closed' };
}

/** `HH:mm` of an instant in the brand's zone. */
export function timeOf(value: string, timeZone: string): string {
  return formatDateTime(value, timeZone).slice(11, 16);
}

/** The types whose card says its reward in words (a rate by tiers, a prize table, a birthday gift). */
export const rewardInWordsTypes: ReadonlySet<PromotionCard['type']> = new Set([
  'CASHBACK',
  'BIRTHDAY',
  'RED_ENVELOPE',
  'RAFFLE',
]);
