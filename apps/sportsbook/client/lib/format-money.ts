import { currencySymbols, formatMinor } from '@croupier/contracts';

/**
 * Money as the player reads it, from the API's minor units (digit strings) and never through a float: thousands
 * grouped, two decimals, the currency's symbol in front ("฿1,250.00"), or its code where the platform knows none.
 */
export function formatMoney(amount: string | bigint, currency: string): string {
  if (typeof amount === 'string' && !/^-?\d{1,19}$/.test(amount)) return amount;
  const minor = BigInt(amount);
  const [whole = '0', fraction = '00'] = formatMinor(minor < 0n ? -minor : minor).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0n ? '-' : ''}${currencySymbols[currency] ?? `${currency} `}${grouped}.${fraction}`;
}

/** A stake typed in major units ("100", "12.5") as minor units, or undefined when it is not an amount. */
export function stakeMinorOf(text: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole + fraction.padEnd(2, '0'));
}

/** Minor units as the text a stake box shows: "10000" becomes "100", "1050" becomes "10.50". */
export function stakeTextOf(minor: bigint): string {
  const text = formatMinor(minor);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
