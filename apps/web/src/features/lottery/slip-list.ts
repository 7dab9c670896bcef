import type { PlaceBet } from '@croupier/contracts';
import type { SlipQuote } from './slip-quote';
import { chaseAmountMinor } from './stake';

/** The most bets one order takes (`placeOrderBodySchema`). */
export const maxOrderBets = 50;

/** A bet put aside on the slip's list: what the order call takes, with its count and what one numero costs. */
export type SlipEntry = { bet: PlaceBet; bets: number; perPeriodMinor: bigint };

export type SlipListProblem = 'DUPLICATE' | 'TOO_MANY';

/** The slip's current bet as a list entry, or null while the pickers hold no complete, priced bet. */
export function entryOf(quote: SlipQuote): SlipEntry | null {
  return quote.bet && quote.perPeriodMinor !== null
    ? { bet: quote.bet, bets: quote.bets, perPeriodMinor: quote.perPeriodMinor }
    : null;
}

/** Two bets on the same bet type with the same (canonical) selection, whatever their stakes. */
export function sameSelection(first: PlaceBet, second: PlaceBet): boolean {
  return first.betTypeCode === second.betTypeCode && first.selection === second.selection;
}

/** A list entry's stable name (unique, since the list refuses the same selection twice). */
export function entryKey(entry: SlipEntry): string {
  return `${entry.bet.betTypeCode}|${entry.bet.selection}`;
}

/**
 * The list with one more bet, or why not. The same selection twice is refused rather than merged: merging would
 * silently change a stake the player has already seen on the list, and two prize-group bets with different modes or
 * series cannot become one bet at all. Refusing keeps one list line = one ticket; to bet more, remove and add again.
 */
export function addToList(
  entries: readonly SlipEntry[],
  entry: SlipEntry,
): { ok: true; entries: SlipEntry[] } | { ok: false; problem: SlipListProblem } {
  if (entries.some((held) => sameSelection(held.bet, entry.bet))) return { ok: false, problem: 'DUPLICATE' };
  if (entries.length >= maxOrderBets) return { ok: false, problem: 'TOO_MANY' };
  return { ok: true, entries: [...entries, entry] };
}

/** What "Place bet" sends: the list, then the current bet when it is complete; a problem when that breaks a rule. */
export function orderEntries(
  entries: readonly SlipEntry[],
  current: SlipEntry | null,
): { entries: SlipEntry[]; problem: SlipListProblem | null } {
  if (!current) return { entries: [...entries], problem: null };
  const added = addToList(entries, current);
  return added.ok ? { entries: added.entries, problem: null } : { entries: [...entries], problem: added.problem };
}

export type SlipTotals = { bets: number; perPeriodMinor: bigint; totalMinor: bigint };

/** The bet count and amount of several bets; a chase debits their sum once per period. */
export function totalsOf(entries: readonly SlipEntry[], chasePeriods: number | null): SlipTotals {
  const bets = entries.reduce((sum, entry) => sum + entry.bets, 0);
  const perPeriodMinor = entries.reduce((sum, entry) => sum + entry.perPeriodMinor, 0n);
  return { bets, perPeriodMinor, totalMinor: chaseAmountMinor(perPeriodMinor, chasePeriods ?? 1) };
}
