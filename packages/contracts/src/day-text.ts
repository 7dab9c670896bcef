/**
 * Days as people type and read them on the player site and the console: `YYYY/MM/DD` whatever the browser's locale
 * (a native date input shows the locale's order, `mm/dd/yyyy` in an English browser), kept as `YYYY-MM-DD`.
 */

/** `YYYY-MM-DD` as shown: `YYYY/MM/DD`. */
export function shownDay(day: string): string {
  return day.replaceAll('-', '/');
}

/** Digits typed so far, as `YYYY/MM/DD` grows: the slashes come by themselves. */
export function formatDayDigits(digits: string): string {
  const year = digits.slice(0, 4);
  const month = digits.slice(4, 6);
  const day = digits.slice(6, 8);
  return [year, month, day].filter((part, index) => index === 0 || part !== '').join('/');
}

/** A day of the calendar (`YYYY-MM-DD`) from eight digits, or null when no such day exists. */
export function dayOfDigits(digits: string): string | null {
  if (digits.length !== 8) return null;
  const text = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
}

/** What a day field holds after an edit: its text, as shown, and the day it names (null until it names a real one). */
export function readTypedDay(input: string): { text: string; digits: string; day: string | null } {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return { text: formatDayDigits(digits), digits, day: dayOfDigits(digits) };
}
