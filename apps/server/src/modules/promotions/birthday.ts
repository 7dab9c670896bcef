/**
 * BIRTHDAY (decision 0080): claimable from the member's birthday, in the brand's zone, for the offer's number of
 * days, once per birthday. A birthday on 29 February falls on 28 February in a year without one.
 */

const dayMs = 86_400_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The member's birthday in `year`, as a UTC midnight; null for a text that is no date. */
export function birthdayIn(birthday: string, year: number): Date | null {
  const match = datePattern.exec(birthday);
  if (!match) return null;
  const month = Number(match[2]);
  let day = Number(match[3]);
  if (month === 2 && day === 29 && !isLeapYear(year)) day = 28;
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * The year of the birthday whose window holds `today` (a brand-local `YYYY-MM-DD`), or null outside every window.
 * A window that starts late in December runs into January: that is still last year's birthday, so the take's
 * period (the year) is the birthday's, and one birthday is never had twice.
 */
export function birthdayWindowYear(
  birthday: string | null | undefined,
  today: string,
  windowDays: number | null | undefined,
): number | null {
  if (!birthday || !windowDays || windowDays < 1) return null;
  const day = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(day)) return null;
  const year = new Date(day).getUTCFullYear();
  for (const candidate of [year, year - 1]) {
    const start = birthdayIn(birthday, candidate);
    if (start && day >= start.getTime() && day < start.getTime() + windowDays * dayMs) return candidate;
  }
  return null;
}
