import { describe, expect, it } from 'vitest';
import { amountSchema } from './wallet.js';

describe('amountSchema', () => {
  it('accepts positive amounts with up to two decimals', () => {
    expect(amountSchema.parse('100')).toBe(10_000n);
    expect(amountSchema.parse('0.01')).toBe(1n);
    expect(amountSchema.parse(12.5)).toBe(1_250n);
  });

  it.each([
    ['-5', 'AMOUNT_POSITIVE'],
    ['0', 'AMOUNT_POSITIVE'],
    ['0.00', 'AMOUNT_POSITIVE'],
    ['1.005', 'AMOUNT_FORMAT'],
    ['ten', 'AMOUNT_FORMAT'],
    ['1e9', 'AMOUNT_FORMAT'],
    ['99999999999999', 'AMOUNT_TOO_LARGE'],
  ])('refuses %s with %s', (text, message) => {
    const result = amountSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
