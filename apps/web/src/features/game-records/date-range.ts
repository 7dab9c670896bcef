import { formatLocalDate } from '@/lib/format-date-time';

/** A span of the brand's calendar, both ends inclusive, as `YYYY-MM-DD`. */
export type DateRange = { startDate: string; endDate: string };

export const quickRanges = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type QuickRange = (typeof quickRanges)[number];

/** The contract's default span, so the first answer matches what the server would pick on its own. */
export const defaultQuickRange: QuickRange = 'last7Days';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as `YYYY-MM-DD`; the round trip turns away the 31st of February. */
export function isDateText(value: string): boolean {
  return datePattern.test(value) && shiftDate(value, 0) === value;
}

/** The brand's today: the calendar date it is now in the brand's time zone, whatever the device's own zone. */
export function brandToday(now: Date, timeZone: string): string {
  return formatLocalDate(now, timeZone);
}

/** A calendar date moved by whole days, on the calendar alone (no time zone can shift it). */
export function shiftDate(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The dates of a quick pick, counted back from the brand's today. */
export function quickRange(pick: QuickRange, today: string): DateRange {
  switch (pick) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = shiftDate(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7Days':
      return { startDate: shiftDate(today, -6), endDate: today };
    case 'last30Days':
      return { startDate: shiftDate(today, -29), endDate: today };
  }
}

/** Which quick pick the dates are, if any, so its chip shows as chosen; null for dates the player typed. */
export function quickRangeOf(range: DateRange, today: string): QuickRange | null {
  return (
    quickRanges.find((pick) => {
      const dates = quickRange(pick, today);
      return dates.startDate === range.startDate && dates.endDate === range.endDate;
    }) ?? null
  );
}

/**
 * A new first day. A cleared or half-typed date keeps the old one (a range is never open-ended, since the server would
 * silently fall back to its default), and a first day after the last moves the last day along with it.
 */
export function withStartDate(range: DateRange, startDate: string): DateRange {
  if (!isDateText(startDate)) return range;
  return { startDate, endDate: startDate > range.endDate ? startDate : range.endDate };
}

/** A new last day; the mirror of `withStartDate`. */
export function withEndDate(range: DateRange, endDate: string): DateRange {
  if (!isDateText(endDate)) return range;
  return { startDate: endDate < range.startDate ? endDate : range.startDate, endDate };
}
