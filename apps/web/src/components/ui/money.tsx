import { currencySymbolOf, formatMoney } from '@/lib/format-money';

type MoneyProps = {
  /** A decimal string from the API ("1250.00") or minor units. */
  amount: string | bigint;
  currency: string;
  /** Put on the number alone, so a reader of the test id gets "1,250.00" without the symbol. */
  testId?: string;
  className?: string;
  symbolClassName?: string;
  /** Shows a plus sign before a credit (history amounts). */
  signed?: boolean;
};

/** An amount as the site always shows money: the currency symbol, thousands grouped, two decimals, tabular numerals. */
export function Money({ amount, currency, testId, className = '', symbolClassName = '', signed = false }: MoneyProps) {
  const formatted = formatMoney(amount);
  const negative = formatted.startsWith('-');
  const sign = negative ? '-' : signed && formatted !== '0.00' ? '+' : '';
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`}>
      {sign}
      <span className={symbolClassName}>{currencySymbolOf(currency)}</span>
      <span data-testid={testId}>{negative ? formatted.slice(1) : formatted}</span>
    </span>
  );
}
