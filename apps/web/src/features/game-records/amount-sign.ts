import { parseMinor } from '@croupier/contracts';

export type AmountSign = 'positive' | 'negative' | 'zero';

/** Whether a decimal amount from the API is a gain, a loss or nothing, read exactly (no float ever holds it). */
export function amountSign(amount: string): AmountSign {
  let minor: bigint;
  try {
    minor = parseMinor(amount);
  } catch {
    return 'zero';
  }
  if (minor > 0n) return 'positive';
  return minor < 0n ? 'negative' : 'zero';
}
