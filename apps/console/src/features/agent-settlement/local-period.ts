/** `2026-11-20` or `2026-11-20T13:30` (a window's local start) as the console writes dates: `2026/11/20 13:30`. */
export function localPeriod(periodStart: string): string {
  return periodStart.replaceAll('-', '/').replace('T', ' ');
}
