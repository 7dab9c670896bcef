import { zonedDateParts } from '@croupier/contracts';

/** `YYYY/MM/DD` in the brand's time zone, the one date format the platform shows. */
export function formatDate(value: string | Date, timeZone: string): string {
  const parts = zonedDateParts(new Date(value), timeZone);
  return `${parts.year}/${parts.month}/${parts.day}`;
}

/** `HH:mm` in the brand's time zone (a kick-off). */
export function formatTime(value: string | Date, timeZone: string): string {
  const parts = zonedDateParts(new Date(value), timeZone);
  return `${parts.hour}:${parts.minute}`;
}

export function formatDateTime(value: string | Date, timeZone: string): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

/** The calendar day (`YYYY-MM-DD`) in the brand's time zone, as the results query takes it. */
export function dayOf(value: Date, timeZone: string): string {
  return formatDate(value, timeZone).replace(/\//g, '-');
}
