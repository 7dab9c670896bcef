/** Minutes east of UTC that `timeZone` is at `instant` (Asia/Bangkok: 420). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? '0');
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a brand-local calendar day (YYYY-MM-DD) starts in `timeZone`. The offset is read twice: at the day's
 * midnight read as UTC, then at the start that gives, so a zone whose offset changes between the two (a summer-time
 * change that night) still lands on the local midnight.
 */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wallClock = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  const guess = wallClock - timeZoneOffsetMinutes(new Date(wallClock), timeZone) * 60_000;
  return new Date(wallClock - timeZoneOffsetMinutes(new Date(guess), timeZone) * 60_000);
}
