import { currencySymbols, formatMinor, parseMinor } from '@croupier/contracts';

/**
 * An amount as players read it: thousands grouped, always two decimals ("10000" → "10,000.00"). It works on the
 * decimal text through the contracts' minor units, so no float ever holds the money; text that is not an amount is
 * shown as it came rather than as a wrong number.
 */
export function formatMoney(amount: string | bigint): string {
  let minor: bigint;
  try {
    minor = typeof amount === 'bigint' ? amount : parseMinor(amount);
  } catch {
    return String(amount);
  }
  const text = formatMinor(minor);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** The symbol players know their currency by (฿, ₱, R$), or its code where the platform knows no symbol. */
export function currencySymbolOf(currency: string): string {
  return currencySymbols[currency] ?? currency;
}

/** An amount with its currency symbol, a minus sign before the symbol: "-฿1,250.00". */
export function formatMoneyWithSymbol(amount: string | bigint, currency: string): string {
  const formatted = formatMoney(amount);
  const symbol = currencySymbolOf(currency);
  return formatted.startsWith('-') ? `-${symbol}${formatted.slice(1)}` : `${symbol}${formatted}`;
}
