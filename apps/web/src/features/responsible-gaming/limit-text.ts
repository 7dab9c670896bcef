import { limitMeasure, parseMinor } from '@croupier/contracts';
import type { LimitKind } from '@croupier/contracts';

/** How much of a limit the period has used, 0 to 1, for the usage bar; 0 when either side is not an amount. */
export function usedShare(used: string | null, limit: string | null): number {
  if (used === null || limit === null) return 0;
  try {
    const usedMinor = parseMinor(used);
    const limitMinor = parseMinor(limit);
    if (limitMinor <= 0n) return 1;
    if (usedMinor <= 0n) return 0;
    if (usedMinor >= limitMinor) return 1;
    return Number((usedMinor * 1000n) / limitMinor) / 1000;
  } catch {
    return 0;
  }
}

/** Money kinds are typed as an amount; the session limit as minutes. */
export function isMoneyLimit(kind: LimitKind): boolean {
  return limitMeasure(kind) !== 'session';
}
