/**
 * Decimal strings on the wire ("1250.00") to integer minor units and back, for the tables and their page.
 * The vendor stands apart from the platform's packages, as a third-party vendor would, so it keeps its own
 * pair; like the platform's, parsing refuses more decimals than the scale rather than rounding.
 */
const decimalPattern = /^(-)?(\d{1,15})(?:\.(\d+))?$/;

/** "12.5" → 1250 at scale 2; null for anything that is not a plain decimal within the scale and safe range. */
export function parseMinorAmount(text: string, scale = 2): number | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  const minor = Number(whole + fraction.padEnd(scale, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign && minor !== 0 ? -minor : minor;
}

/** 1250 → "12.50" at scale 2. */
export function formatMinorAmount(amountMinor: number, scale = 2): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an amount in minor units: ${amountMinor}`);
  const digits = Math.abs(amountMinor)
    .toString()
    .padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${amountMinor < 0 ? '-' : ''}${whole}${fraction}`;
}
