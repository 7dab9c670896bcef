import type { TeamPeriod } from '@croupier/contracts';
import { zonedDateParts } from '@croupier/contracts';

const dayMs = 86_400_000;

/** A calendar day as `YYYY-MM-DD`, from a UTC midnight that stands for it. */
const dayText = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The brand-local calendar day of an instant, as a UTC midnight (for day arithmetic). */
export function localDayOf(instant: Date, timeZone: string): number {
  const parts = zonedDateParts(instant, timeZone);
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
}

/**
 * The first and last brand-local day of a team overview period. Weeks run Sunday to Saturday, as the original's
 * overview (reference §1.8); months from the 1st.
 */
export function teamPeriodDays(
  period: TeamPeriod,
  now: Date,
  timeZone: string,
): { startDate: string; endDate: string } {
  const today = localDayOf(now, timeZone);
  switch (period) {
    case 'today':
      return { startDate: dayText(today), endDate: dayText(today) };
    case 'yesterday':
      return { startDate: dayText(today - dayMs), endDate: dayText(today - dayMs) };
    case 'thisWeek':
      return { startDate: dayText(today - new Date(today).getUTCDay() * dayMs), endDate: dayText(today) };
    case 'thisMonth': {
      const first = new Date(today);
      return {
        startDate: dayText(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)),
        endDate: dayText(today),
      };
    }
  }
}

/**
 * Brand-local days, inclusive, as a range of days (the last seven days up to today when unset); a range given
 * backwards is turned around, and one longer than `maximumDays` is cut to its last `maximumDays`.
 */
export function teamRangeDays(
  range: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
  timeZone: string,
  maximumDays = 93,
): { startDate: string; endDate: string } {
  const today = localDayOf(now, timeZone);
  let end = range.endDate ? Date.parse(`${range.endDate}T00:00:00Z`) : today;
  let start = range.startDate ? Date.parse(`${range.startDate}T00:00:00Z`) : end - 6 * dayMs;
  if (start > end) [start, end] = [end, start];
  if (end - start > (maximumDays - 1) * dayMs) start = end - (maximumDays - 1) * dayMs;
  return { startDate: dayText(start), endDate: dayText(end) };
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  return dayText(Date.parse(`${day}T00:00:00Z`) + dayMs);
}
