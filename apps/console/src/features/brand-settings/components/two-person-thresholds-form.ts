import type { TwoPersonThresholds } from '@croupier/contracts';
import { z } from 'zod';
import { formatAmount } from '@/lib/format-amount';

export const thresholdKinds = ['withdrawal', 'deposit', 'adjustment'] as const;
export type ThresholdKind = (typeof thresholdKinds)[number];

/** Major units with at most two decimals (the currency's minor unit), no sign. */
const amountPattern = /^\d{1,10}(\.\d{1,2})?$/;
/** The largest threshold the API takes: 1,000,000,000.00 in major units (its amounts' own ceiling). */
const largestMinor = 100_000_000_000n;

/**
 * One threshold as typed, in the brand's currency's major units: empty means "never a second operator"; thousands
 * separators are allowed since the form shows them. The API receives the plain decimal and stores minor units.
 */
const thresholdFieldSchema = z
  .string()
  .transform((text) => text.replaceAll(',', '').trim())
  .refine((text) => text === '' || amountPattern.test(text), { message: 'THRESHOLD_FORMAT' })
  .refine((text) => !amountPattern.test(text) || toMinor(text) <= largestMinor, { message: 'THRESHOLD_TOO_LARGE' })
  .transform((text) => (text === '' ? null : normalise(text)));

export const thresholdsFormSchema = z.object({
  withdrawal: thresholdFieldSchema,
  deposit: thresholdFieldSchema,
  adjustment: thresholdFieldSchema,
});
export type ThresholdsFormInput = z.input<typeof thresholdsFormSchema>;
export type ThresholdsBody = z.output<typeof thresholdsFormSchema>;

function toMinor(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
}

/** `"10000.5"` → `"10000.50"`, the API's own way of writing an amount. */
function normalise(text: string): string {
  const minor = toMinor(text);
  const whole = minor / 100n;
  const cents = (minor % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

/** What the form shows for the stored thresholds: major units with separators; empty for none. */
export function thresholdsFormValues(thresholds: TwoPersonThresholds): ThresholdsFormInput {
  const shown = (value: string | null) => (value === null ? '' : formatAmount(value));
  return {
    withdrawal: shown(thresholds.withdrawal),
    deposit: shown(thresholds.deposit),
    adjustment: shown(thresholds.adjustment),
  };
}
