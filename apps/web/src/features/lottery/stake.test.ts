import { describe, expect, it } from 'vitest';
import {
  chaseAmountMinor,
  fixedOddsAmountMinor,
  prizeGroupAmount,
  readUnitStake,
  rebatePercent,
  seriesChoices,
} from './stake';

describe('fixedOddsAmountMinor', () => {
  it('is bets × unit stake × cost units', () => {
    expect(fixedOddsAmountMinor(3, 1000n, 1)).toBe(3000n);
    // A northern lô covers its 27 prize numbers: 2 numbers at 10.00 cost 540.00.
    expect(fixedOddsAmountMinor(2, 1000n, 27)).toBe(54_000n);
  });
});

describe('prizeGroupAmount', () => {
  it('is bets × 2 × multiple / mode', () => {
    expect(prizeGroupAmount(2, 1, 1)).toEqual({ ok: true, minor: 400n });
    expect(prizeGroupAmount(10, 3, 10)).toEqual({ ok: true, minor: 600n });
    expect(prizeGroupAmount(5, 1, 100)).toEqual({ ok: true, minor: 10n });
  });

  it('refuses a mode that leaves a fraction of a minor unit', () => {
    expect(prizeGroupAmount(1, 1, 1000)).toEqual({ ok: false, problem: 'AMOUNT_NOT_WHOLE' });
    expect(prizeGroupAmount(5, 1, 1000)).toEqual({ ok: true, minor: 1n });
  });
});

describe('readUnitStake', () => {
  it('reads positive amounts of at most two decimals', () => {
    expect(readUnitStake('10')).toBe(1000n);
    expect(readUnitStake(' 2.5 ')).toBe(250n);
    expect(readUnitStake('0')).toBeNull();
    expect(readUnitStake('1.234')).toBeNull();
    expect(readUnitStake('abc')).toBeNull();
  });
});

describe('chase and series', () => {
  it('multiplies a chase by its periods', () => {
    expect(chaseAmountMinor(400n, 10)).toBe(4000n);
  });

  it('lists the series from the minimum to the member own on the step', () => {
    expect(seriesChoices({ min: 1800, member: 1810, step: 2 })).toEqual([1800, 1802, 1804, 1806, 1808, 1810]);
  });

  it('quotes the self-rebate as (member − series) / 2000 × 100', () => {
    expect(rebatePercent(1960, 1800)).toBe('8.00');
    expect(rebatePercent(1960, 1958)).toBe('0.10');
    expect(rebatePercent(1960, 1960)).toBe('0.00');
  });
});
