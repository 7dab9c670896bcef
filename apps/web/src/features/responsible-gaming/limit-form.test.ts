import { describe, expect, it } from 'vitest';
import { limitChangeOf, readLimitValue } from './limit-form';

describe('readLimitValue', () => {
  it('writes a money limit as the server does and says a first limit applies at once', () => {
    expect(readLimitValue('deposit_day', '1000', null)).toEqual({ ok: true, value: '1000.00', change: 'set' });
    expect(readLimitValue('loss_week', '1,250.5', null)).toEqual({ ok: true, value: '1250.50', change: 'set' });
  });

  it('tells a lower limit (at once) from a higher one (cooling-off) and the same one', () => {
    expect(readLimitValue('deposit_day', '500', '1000.00')).toMatchObject({ change: 'lower' });
    expect(readLimitValue('deposit_day', '1500', '1000.00')).toMatchObject({ change: 'raise' });
    expect(readLimitValue('deposit_day', '1000.00', '1000.00')).toMatchObject({ change: 'same' });
  });

  it('refuses what is not a positive amount with two decimals at most', () => {
    expect(readLimitValue('wager_month', '', null)).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(readLimitValue('wager_month', '0', null)).toEqual({ ok: false, problem: 'AMOUNT_POSITIVE' });
    expect(readLimitValue('wager_month', '1.005', null)).toEqual({ ok: false, problem: 'AMOUNT_FORMAT' });
    expect(readLimitValue('wager_month', 'ten', null)).toEqual({ ok: false, problem: 'AMOUNT_FORMAT' });
  });

  it('reads the session limit as whole minutes within 15 and 1440', () => {
    expect(readLimitValue('session', '90', null)).toEqual({ ok: true, value: '90', change: 'set' });
    expect(readLimitValue('session', ' 015 ', '60')).toEqual({ ok: true, value: '15', change: 'lower' });
    expect(readLimitValue('session', '1440', '60')).toMatchObject({ change: 'raise' });
    expect(readLimitValue('session', '14', null)).toEqual({ ok: false, problem: 'MINUTES_RANGE' });
    expect(readLimitValue('session', '1441', null)).toEqual({ ok: false, problem: 'MINUTES_RANGE' });
    expect(readLimitValue('session', '1.5', null)).toEqual({ ok: false, problem: 'MINUTES_FORMAT' });
    expect(readLimitValue('session', '', null)).toEqual({ ok: false, problem: 'REQUIRED' });
  });
});

describe('limitChangeOf', () => {
  it('calls taking a limit away a removal, and nothing to nothing no change', () => {
    expect(limitChangeOf('deposit_day', '100.00', null)).toBe('remove');
    expect(limitChangeOf('deposit_day', null, null)).toBe('same');
  });

  it('compares money in minor units, not as text', () => {
    expect(limitChangeOf('loss_day', '900.00', '1000.00')).toBe('raise');
    expect(limitChangeOf('loss_day', '1000.00', '999.99')).toBe('lower');
  });
});
