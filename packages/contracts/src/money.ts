/**
 * Money travels as integer minor units (bigint) inside the platform and as decimal strings on the wire
 * ("1250.00"). These two functions are the only place that converts between them.
 */
export function formatMinor(amountMinor: bigint, scale = 2): string {
  const negative = amountMinor < 0n;
  const absolute = negative ? -amountMinor : amountMinor;
  const digits = absolute.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

const decimalPattern = /^(-)?(\d{1,18})(?:\.(\d+))?$/;

/** Parses "12.5" to 1250n at scale 2; refuses more decimals than the scale allows rather than rounding. */
export function parseMinor(text: string, scale = 2): bigint {
  const match = decimalPattern.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) throw new RangeError(`more than ${scale} decimals: ${text}`);
  const minor = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign ? -minor : minor;
}
