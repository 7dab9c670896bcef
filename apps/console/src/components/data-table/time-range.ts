import { nextDay, startOfDayIn } from '@/lib/format-date-time';

/** The address's days as the API's instants: from the first day's start to the end of the last, in `timeZone`. */
export function timeRangeOf(days: { fromDate?: string | undefined; toDate?: string | undefined }, timeZone: string) {
  return {
    from: days.fromDate ? (startOfDayIn(days.fromDate, timeZone) ?? undefined) : undefined,
    to: days.toDate ? (startOfDayIn(nextDay(days.toDate), timeZone) ?? undefined) : undefined,
  };
}
