import { parseMinor } from '@croupier/contracts';

/** An accrued amount as the page shows it: thousands grouped and the 4 decimals the server sends ("1,047.2200"). */
export function formatAccrued(amount: string): string {
  const [whole = '0', fraction = '0000'] = amount.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(4, '0')}`;
}

/** Whether a claim can be tried: something to pay and at least the minimum (the server decides again). */
export function canClaim(claimable: string, minimum: string): boolean {
  try {
    const amount = parseMinor(claimable);
    return amount > 0n && amount >= parseMinor(minimum);
  } catch {
    return false;
  }
}
