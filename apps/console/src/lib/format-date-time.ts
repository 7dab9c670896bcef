/** The platform's zone when no brand names one (the spec's original ran on Bangkok time). */
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
      // A misconfigured brand zone must not blank the screen; the platform's zone is the best guess.
      return formatterFor(defaultTimeZone);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone: string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** `YYYY/MM/DD HH:mm` in the given IANA time zone. */
export function formatDateTime(value: Date | string, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, timeZone);
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in the given zone, as ISO 8601 UTC; null for a bad date. */
export function startOfDayIn(day: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls a 13th month or a 31st of February over into the next; such a day does not exist.
  if (new Date(asUtc).toISOString().slice(0, 10) !== day) return null;
  // The zone's offset at that moment, read back from how the zone shows the UTC midnight; twice, in case the
  // first guess falls on the other side of a daylight-saving change.
  let instant = asUtc;
  for (let round = 0; round < 2; round += 1) {
    const parts = partsOf(new Date(instant), timeZone);
    const shown = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    instant = asUtc - (shown - instant);
  }
  return new Date(instant).toISOString();
}

/** The day after `YYYY-MM-DD`, so a range's last day is included (`to` is exclusive on the server). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
