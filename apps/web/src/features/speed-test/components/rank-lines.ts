/** Spec §9: a line is fast at 80 ms or less, normal up to 150 ms, otherwise slow. */
export const fastPingMs = 80;
export const normalPingMs = 150;

export type PingClass = 'fast' | 'normal' | 'slow' | 'failed';

export type LineResult = {
  origin: string;
  /** Round-trip time in milliseconds; null when the line did not answer. */
  pingMs: number | null;
};

export type RankedLine = LineResult & { pingClass: PingClass };

export function classifyPing(pingMs: number | null): PingClass {
  if (pingMs === null || !Number.isFinite(pingMs)) return 'failed';
  if (pingMs <= fastPingMs) return 'fast';
  if (pingMs <= normalPingMs) return 'normal';
  return 'slow';
}

/** Classifies each line and sorts them fastest first; lines that did not answer go last, in their original order. */
export function rankLines(results: readonly LineResult[]): RankedLine[] {
  return results
    .map((result) => ({ ...result, pingClass: classifyPing(result.pingMs) }))
    .sort((a, b) => (a.pingMs ?? Number.POSITIVE_INFINITY) - (b.pingMs ?? Number.POSITIVE_INFINITY));
}
