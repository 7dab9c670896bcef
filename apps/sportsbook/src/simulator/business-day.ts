/**
 * Business days in the brand's time zone (Asia/Bangkok by default): a day seed covers the events that start on one
 * local calendar day. Computed with Intl so a zone with daylight saving works too.
 */
export const defaultTimeZone = 'Asia/Bangkok';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(at: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** `YYYY-MM-DD` of the instant in the zone. */
export function businessDayOf(at: number, timeZone = defaultTimeZone): string {
  const parts = partsOf(at, timeZone);
  const pad = (value: number | undefined, width: number) => String(value ?? 0).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/** Offset of the zone from UTC at the instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const parts = partsOf(at, timeZone);
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant a local wall-clock time of the day happens (minutes after local midnight). */
export function instantOf(day: string, minuteOfDay: number, timeZone = defaultTimeZone): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date) + minuteOfDay * 60_000;
  // Two passes settle the offset on either side of a daylight-saving change.
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return at;
}

export function nextDayOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
