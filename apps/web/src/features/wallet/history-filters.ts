import { transactionTypes } from '@croupier/contracts';
import type { TransactionType } from '@croupier/contracts';

/** What the player chose on the transaction history page; dates are brand-local `YYYY-MM-DD`, empty for open-ended. */
export type HistoryFilters = {
  types: readonly TransactionType[];
  startDate: string;
  endDate: string;
  page: number;
};

/** The query of GET /wps/relay/ODSFE2_MemTransDet; an absent part is left out rather than sent empty. */
export type TransactionQuery = {
  pageNo: number;
  pageSize: number;
  type?: string;
  startDate?: string;
  endDate?: string;
};

export const historyPageSize = 20;

export const datePresets = ['today', 'last7Days', 'last30Days'] as const;
export type DatePreset = (typeof datePresets)[number];

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isTransactionType(value: string): value is TransactionType {
  return (transactionTypes as readonly string[]).includes(value);
}

/** A calendar date moved by whole days, on the calendar alone (no time zone can shift it). */
export function shiftDate(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The dates of a quick range, ending today (the brand's today), both inclusive. */
export function presetRange(preset: DatePreset, today: string): { startDate: string; endDate: string } {
  const days: Record<DatePreset, number> = { today: 0, last7Days: 6, last30Days: 29 };
  return { startDate: shiftDate(today, -days[preset]), endDate: today };
}

/** Which quick range the dates are, if any, so its chip shows as chosen. */
export function presetOf(filters: Pick<HistoryFilters, 'startDate' | 'endDate'>, today: string): DatePreset | null {
  return (
    datePresets.find((preset) => {
      const range = presetRange(preset, today);
      return range.startDate === filters.startDate && range.endDate === filters.endDate;
    }) ?? null
  );
}

/**
 * Builds the history query: the chosen types as one comma list (none means all), dates only when well formed, and a
 * reversed range put the right way round rather than answering nothing.
 */
export function buildTransactionQuery(filters: HistoryFilters, pageSize = historyPageSize): TransactionQuery {
  const query: TransactionQuery = { pageNo: Math.max(1, Math.trunc(filters.page)), pageSize };
  const types = [...new Set(filters.types)].filter(isTransactionType);
  if (types.length > 0) query.type = types.join(',');
  let startDate = datePattern.test(filters.startDate) ? filters.startDate : undefined;
  let endDate = datePattern.test(filters.endDate) ? filters.endDate : undefined;
  if (startDate && endDate && startDate > endDate) [startDate, endDate] = [endDate, startDate];
  if (startDate) query.startDate = startDate;
  if (endDate) query.endDate = endDate;
  return query;
}
