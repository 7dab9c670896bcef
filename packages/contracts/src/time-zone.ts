/** The brand time zone when a brand does not name one (the spec's original ran on Bangkok time). */
export const defaultTimeZone = 'Asia/Bangkok';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // A misconfigured brand zone must not blank a page; the default zone is the best guess.
      return formatterFor(defaultTimeZone);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar fields (two digits, four for the year) that `date` shows in the given IANA zone, read through one
 * cached formatter per zone: what the player site and the console build their `YYYY/MM/DD` dates from.
 */
export function zonedDateParts(date: Date, timeZone: string): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}
