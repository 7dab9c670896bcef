import { zonedDateParts } from '@croupier/contracts';

export { defaultTimeZone } from '@croupier/contracts';

/** `YYYY/MM/DD HH:mm:ss` in the given IANA time zone, the one date format the spec shows. */
export function formatDateTime(value: Date | string | number, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = zonedDateParts(date, timeZone);
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The zone's offset as `GMT+7`, shown beside the clock so players know which time they read. */
export function formatTimeZoneOffset(value: Date, timeZone: string): string {
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(value)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The calendar date (`YYYY-MM-DD`) it is at that moment in the given time zone: the brand's "today". */
export function formatLocalDate(value: Date | string | number, timeZone: string): string {
  const text = formatDateTime(value, timeZone);
  return text ? text.slice(0, 10).replace(/\//g, '-') : '';
}
