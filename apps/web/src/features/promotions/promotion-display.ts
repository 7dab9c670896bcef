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
