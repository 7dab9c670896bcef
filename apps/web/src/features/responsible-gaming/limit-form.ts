import { formatMinor, limitMeasure, parseMinor, sessionLimitMinutes } from '@croupier/contracts';
import type { LimitKind } from '@croupier/contracts';
import { readAmount } from '@/lib/amount';
import type { AmountProblem } from '@/lib/amount';

export type MinutesProblem = 'REQUIRED' | 'MINUTES_FORMAT' | 'MINUTES_RANGE';
export type LimitProblem = AmountProblem | MinutesProblem;

/**
 * What a change does to the limit in force (RTS 12): a first limit or a lower one applies at once; a higher one or a
 * removal waits out the cooling-off and the player's confirmation; the same value changes nothing.
 */
export type LimitChange = 'set' | 'lower' | 'raise' | 'same' | 'remove';

export type LimitReading = { ok: true; value: string; change: LimitChange } | { ok: false; problem: LimitProblem };

/** Money limits compare in minor units, the session limit in minutes; null for text that is not a limit. */
function magnitudeOf(kind: LimitKind, value: string): bigint | null {
  try {
    return limitMeasure(kind) === 'session' ? BigInt(Number.parseInt(value, 10)) : parseMinor(value);
  } catch {
    return null;
  }
}

export function limitChangeOf(kind: LimitKind, current: string | null, next: string | null): LimitChange {
  if (next === null) return current === null ? 'same' : 'remove';
  if (current === null) return 'set';
  const before = magnitudeOf(kind, current);
  const after = magnitudeOf(kind, next);
  if (before === null || after === null) return 'set';
  if (after === before) return 'same';
  return after < before ? 'lower' : 'raise';
}

function readMinutes(text: string): { ok: true; value: string } | { ok: false; problem: MinutesProblem } {
  const cleaned = text.trim();
  if (cleaned === '') return { ok: false, problem: 'REQUIRED' };
  if (!/^\d{1,5}$/.test(cleaned)) return { ok: false, problem: 'MINUTES_FORMAT' };
  const minutes = Number(cleaned);
  if (minutes < sessionLimitMinutes.min || minutes > sessionLimitMinutes.max) {
    return { ok: false, problem: 'MINUTES_RANGE' };
  }
  return { ok: true, value: String(minutes) };
}

/**
 * Reads what the player typed for a limit: an amount (two decimals at most, above zero) for money kinds, whole minutes
 * within the session bounds for `session`. The value is written as the server writes it (`1000.00`, `90`), and the
 * change says whether it applies at once.
 */
export function readLimitValue(kind: LimitKind, text: string, current: string | null): LimitReading {
  let value: string;
  if (limitMeasure(kind) === 'session') {
    const minutes = readMinutes(text);
    if (!minutes.ok) return minutes;
    value = minutes.value;
  } else {
    const amount = readAmount(text);
    if (!amount.ok) return amount;
    if (amount.minor <= 0n) return { ok: false, problem: 'AMOUNT_POSITIVE' };
    value = formatMinor(amount.minor);
  }
  return { ok: true, value, change: limitChangeOf(kind, current, value) };
}
