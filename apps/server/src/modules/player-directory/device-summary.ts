import Bowser from 'bowser';

/** A login's browser as an operator reads it: "Chrome 120 · Android 14 · mobile"; "unknown" without one. */
export function summarizeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'unknown';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  const parts = [browser, system, parsed.platform.type].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}
