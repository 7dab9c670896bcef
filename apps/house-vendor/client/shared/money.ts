/**
 * Amounts on a game page: the vendor sends decimal strings in the currency's scale ("1250.00"); the page counts
 * in integer minor units and shows them with the language's separators. No float ever holds a sum.
 */

/** The decimals an amount string carries: "10.00" has 2. */
export function scaleOf(amount: string): number {
  const fraction = amount.split('.')[1];
  return fraction === undefined ? 0 : fraction.length;
}

/** "1250.5" at scale 2 is 125050 minor units; undefined for anything that is not a plain decimal in range. */
export function parseMinor(amount: string, scale: number): number | undefined {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > scale) return undefined;
  const minor = Number(whole + fraction.padEnd(scale, '0'));
  if (!Number.isSafeInteger(minor)) return undefined;
  return sign ? -minor : minor;
}

/** 125050 minor units at scale 2 is "1250.50", the wire form. */
export function toDecimal(amountMinor: number, scale: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(scale + 1, '0');
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Function properties, not methods, so a page may pass `money.format` around unbound. */
export type MoneyFormat = {
  scale: number;
  /** Decimal string to minor units; an unreadable string counts as zero rather than breaking the page. */
  toMinor: (amount: string) => number;
  toDecimal: (amountMinor: number) => string;
  /** With the currency's symbol: ฿1,250.50 (en), R$ 1.250,50 style separators for pt-BR. */
  format: (amountMinor: number) => string;
  /** Without the symbol, for tight places: 1,250.50. */
  formatPlain: (amountMinor: number) => string;
};

export function createMoneyFormat(locale: string, currency: string, scale: number): MoneyFormat {
  const digits = { minimumFractionDigits: scale, maximumFractionDigits: scale };
  let withSymbol: { format(value: number): string };
  try {
    withSymbol = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...digits,
    });
  } catch {
    // A code Intl does not know (a brand's own play-money unit) is shown as plain figures and the code.
    const plain = new Intl.NumberFormat(locale, digits);
    withSymbol = { format: (value: number) => `${plain.format(value)} ${currency}` };
  }
  const plain = new Intl.NumberFormat(locale, digits);
  // Division is for display only: minor units stay exact integers everywhere else.
  const unit = 10 ** scale;
  return {
    scale,
    toMinor: (amount) => parseMinor(amount, scale) ?? 0,
    toDecimal: (amountMinor) => toDecimal(amountMinor, scale),
    format: (amountMinor) => withSymbol.format(amountMinor / unit),
    formatPlain: (amountMinor) => plain.format(amountMinor / unit),
  };
}
