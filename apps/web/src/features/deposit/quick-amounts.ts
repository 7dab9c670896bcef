import { parseMinor } from '@croupier/contracts';

/** The chips under the deposit amount (in whole currency units), the amounts players pick most. */
export const quickAmounts = ['100', '300', '500', '1000', '5000'] as const;

/** The quick amounts a channel accepts; a chip the server would refuse is never offered. */
export function quickAmountsWithin(limits: { minAmount: string; maxAmount: string }): string[] {
  let min: bigint;
  let max: bigint;
  try {
    min = parseMinor(limits.minAmount);
    max = parseMinor(limits.maxAmount);
  } catch {
    return [];
  }
  return quickAmounts.filter((amount) => {
    const minor = parseMinor(amount);
    return minor >= min && minor <= max;
  });
}
