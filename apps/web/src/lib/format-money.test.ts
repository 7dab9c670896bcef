import { describe, expect, it } from 'vitest';
import { currencySymbolOf, formatMoney, formatMoneyWithSymbol } from './format-money';

describe('formatMoney', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatMoney('10000.00')).toBe('10,000.00');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('12.5')).toBe('12.50');
    expect(formatMoney('1234567.89')).toBe('1,234,567.89');
    expect(formatMoney(123456n)).toBe('1,234.56');
  });

  it('keeps the sign of a debit', () => {
    expect(formatMoney('-1250.00')).toBe('-1,250.00');
    expect(formatMoneyWithSymbol('-1250.00', 'THB')).toBe('-฿1,250.00');
  });

  it('keeps beyond-float amounts exact', () => {
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
  });

  it('shows text that is not an amount as it came', () => {
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('uses the known symbol, else the code', () => {
    expect(currencySymbolOf('THB')).toBe('฿');
    expect(currencySymbolOf('XYZ')).toBe('XYZ');
    expect(formatMoneyWithSymbol('5', 'PHP')).toBe('₱5.00');
  });
});
