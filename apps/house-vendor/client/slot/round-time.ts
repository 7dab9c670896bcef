/**
 * A round's time of day as the page shows it: 24-hour HH:mm:ss in the brand's time zone (the session's rounds are
 * from the last few hours, so the day goes without saying).
 */
export function formatRoundTime(at: string, context: { locale: string; timeZone: string }): string {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return '';
  return new Intl.DateTimeFormat(context.locale, {
    timeZone: context.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(time);
}
