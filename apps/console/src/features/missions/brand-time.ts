import { zonedDateParts } from '@croupier/contracts';

/** `YYYY-MM-DDTHH:mm` (a datetime-local value) of an instant in the brand's zone. */
export function localInputOf(iso: string, timeZone: string): string {
  const parts = zonedDateParts(new Date(iso), timeZone);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant a datetime-local value names in the brand's zone (the offset read at that wall-clock time). */
export function instantOfLocalInput(value: string, timeZone: string): string {
  const wall = Date.parse(`${value}:00Z`);
  const parts = zonedDateParts(new Date(wall), timeZone);
  const seen = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return new Date(wall - (seen - wall)).toISOString();
}
