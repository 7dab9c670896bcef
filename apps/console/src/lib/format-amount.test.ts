import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount } from './format-amount';

describe('formatAmount', () => {
  it('separates thousands and keeps the sign and the decimals as sent', () => {
    expect(formatAmount('1234567.80')).toBe('1,234,567.80');
    expect(formatAmount('-1000.00')).toBe('-1,000.00');
    expect(formatAmount('999.99')).toBe('999.99');
    expect(formatAmount('0.00')).toBe('0.00');
    expect(formatCount(12345)).toBe('12,345');
  });
});
