import { amountSchema, parseMinor } from '@croupier/contracts';

/** Why a typed amount cannot be sent; the contracts' codes, plus the bounds the server gave for this form. */
export const amountProblems = [
  'REQUIRED',
  'AMOUNT_FORMAT',
  'AMOUNT_POSITIVE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_BELOW_MIN',
  'AMOUNT_ABOVE_MAX',
] as const;
export type AmountProblem = (typeof amountProblems)[number];

export function isAmountProblem(text: string): text is AmountProblem {
  return (amountProblems as readonly string[]).includes(text);
}

/** The server's bounds for this amount, as decimal strings ("100.00"); either may be unknown. */
export type AmountLimits = { min?: string | undefined; max?: string | undefined };

export type AmountReading = { ok: true; minor: bigint } | { ok: false; problem: AmountProblem };

function minorOf(text: string | undefined): bigint | null {
  if (text === undefined) return null;
  try {
    return parseMinor(text);
  } catch {
    return null;
  }
}

/**
 * Reads what a player typed as minor units with the contracts' own amount rule (never rounding a third decimal away),
 * then checks the server's bounds. Group separators a player may paste ("1,000") are ignored.
 */
export function readAmount(text: string, limits: AmountLimits = {}): AmountReading {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return { ok: false, problem: 'REQUIRED' };
  const parsed = amountSchema.safeParse(cleaned);
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message ?? 'AMOUNT_FORMAT';
    return { ok: false, problem: isAmountProblem(code) ? code : 'AMOUNT_FORMAT' };
  }
  const minor = parsed.data;
  const min = minorOf(limits.min);
  const max = minorOf(limits.max);
  if (min !== null && minor < min) return { ok: false, problem: 'AMOUNT_BELOW_MIN' };
  if (max !== null && minor > max) return { ok: false, problem: 'AMOUNT_ABOVE_MAX' };
  return { ok: true, minor };
}

/** Most digits an amount box takes before the point: the contracts refuse anything past a billion anyway. */
const maxWholeDigits = 12;

/**
 * Keeps an amount box to what an amount can be while the player types: digits, one decimal point and at most two
 * decimals. A comma typed as the decimal point (common on phone keypads set to Portuguese) becomes a point.
 */
export function cleanAmountText(text: string): string {
  const normalized = text.replace(/,(?=\d{0,2}$)/, '.').replace(/[^\d.]/g, '');
  const point = normalized.indexOf('.');
  const wholeDigits = (point === -1 ? normalized : normalized.slice(0, point)).replace(/^0+(?=\d)/, '');
  const whole = wholeDigits.slice(0, maxWholeDigits);
  if (point === -1) return whole;
  const fraction = normalized
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole || '0'}.${fraction}`;
}
