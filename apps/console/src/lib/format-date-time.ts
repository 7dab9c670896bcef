import { zonedDateParts } from '@croupier/contracts';

export { defaultTimeZone } from '@croupier/contracts';

/** `YYYY/MM/DD HH:mm` in the given IANA time zone. */
export function formatDateTime(value: Date | string, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = zonedDateParts(date, timeZone);
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in the given zone, as ISO 8601 UTC; null for a bad date. */
export function startOfDayIn(day: string, timeZone: string): string | null {
  return instantIn(`${day}T00:00`, timeZone);
}

/** The instant a wall-clock time (`YYYY-MM-DDTHH:mm`, a datetime-local field) is in the given zone; null if bad. */
export function instantIn(dateTime: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(dateTime);
  if (!match) return null;
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]));
  // Date.UTC rolls a 13th month or a 31st of February over into the next; such a day does not exist.
  if (new Date(asUtc).toISOString().slice(0, 16) !== dateTime) return null;
  // The zone's offset at that moment, read back from how the zone shows the UTC midnight; twice, in case the
  // first guess falls on the other side of a daylight-saving change.
  let instant = asUtc;
  for (let round = 0; round < 2; round += 1) {
    const parts = zonedDateParts(new Date(instant), timeZone);
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

/** An instant as a datetime-local field's value (`YYYY-MM-DDTHH:mm`) in the given zone. */
export function dateTimeInputIn(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = zonedDateParts(date, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant a `datetime-local` value (`YYYY-MM-DDTHH:mm`) names in the zone, as ISO 8601 UTC; null when bad. */
export function instantOfLocal(local: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match?.[1]) return null;
  const dayStart = startOfDayIn(match[1], timeZone);
  if (!dayStart) return null;
  // From the day's start in the zone, walk the wall-clock minutes and read the offset back once more, in case a
  // daylight-saving change falls between midnight and that time.
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes >= 24 * 60) return null;
  let instant = new Date(dayStart).getTime() + minutes * 60_000;
  const shown = dateTimeInputIn(new Date(instant).toISOString(), timeZone);
  if (shown !== local) {
    const [, shownHour, shownMinute] = /T(\d{2}):(\d{2})$/.exec(shown) ?? [];
    const shownMinutes = Number(shownHour) * 60 + Number(shownMinute);
    instant += (minutes - shownMinutes) * 60_000;
  }
  return new Date(instant).toISOString();
}
