import { describe, expect, it } from 'vitest';
import { createMoneyFormat, parseMinor, scaleOf, toDecimal } from './money.js';

describe('game page money', () => {
  it('reads decimal strings into exact minor units', () => {
    expect(scaleOf('1250.50')).toBe(2);
    expect(scaleOf('7')).toBe(0);
    expect(parseMinor('1250.5', 2)).toBe(125050);
    expect(parseMinor('0.07', 2)).toBe(7);
    expect(parseMinor('-3.10', 2)).toBe(-310);
    expect(parseMinor('12', 2)).toBe(1200);
    expect(parseMinor('1.234', 2)).toBeUndefined();
    expect(parseMinor('1e3', 2)).toBeUndefined();
    expect(parseMinor('99999999999999999.00', 2)).toBeUndefined();
  });

  it('writes minor units back as the wire form', () => {
    expect(toDecimal(125050, 2)).toBe('1250.50');
    expect(toDecimal(7, 2)).toBe('0.07');
    expect(toDecimal(-310, 2)).toBe('-3.10');
    expect(toDecimal(42, 0)).toBe('42');
  });

  it('shows amounts with the currency and the language separators', () => {
    expect(createMoneyFormat('en-US', 'THB', 2).format(125050)).toBe('฿1,250.50');
    expect(createMoneyFormat('th-TH', 'THB', 2).format(100)).toBe('฿1.00');
    expect(createMoneyFormat('pt-BR', 'BRL', 2).format(125050).replace(/\s/g, ' ')).toBe('R$ 1.250,50');
    expect(createMoneyFormat('en-US', 'THB', 2).formatPlain(125050)).toBe('1,250.50');
  });

  it('shows a currency Intl does not know as figures and its code', () => {
    const money = createMoneyFormat('en-US', 'CHIPS', 2);
    expect(money.format(1000)).toBe('10.00 CHIPS');
    expect(money.toMinor('oops')).toBe(0);
    expect(money.toDecimal(1005)).toBe('10.05');
  });
});
