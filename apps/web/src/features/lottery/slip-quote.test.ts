import { describe, expect, it } from 'vitest';
import { pickerSpecs } from './bet-type-pickers';
import { quoteSlip } from './slip-quote';

const wager = { unitStake: '10', multiple: 1, mode: 1 as const, series: 1800 };

describe('quoteSlip', () => {
  it('prices fixed odds as bets × unit stake × cost units, times the chase periods', () => {
    const lo = { code: 'VN_LO_2', pricing: 'fixed-odds' as const, costUnits: 27 };
    const quote = quoteSlip(lo, pickerSpecs.VN_LO_2, [['12', '34']], wager, null);
    expect(quote).toMatchObject({ selection: '12,34', bets: 2, perPeriodMinor: 54_000n, totalMinor: 54_000n });
    expect(quote.bet).toEqual({
      pricing: 'fixed-odds',
      betTypeCode: 'VN_LO_2',
      selection: '12,34',
      unitStake: '10.00',
    });
    expect(quoteSlip(lo, pickerSpecs.VN_LO_2, [['12']], wager, 5).totalMinor).toBe(135_000n);
  });

  it('prices prize groups as bets × 2 × multiple / mode and sends the series', () => {
    const direct = { code: 'SSC_FIVE_STAR_DIRECT', pricing: 'prize-group' as const, costUnits: 1 };
    const picks = [['1', '2'], ['3'], ['4'], ['5'], ['6']];
    const quote = quoteSlip(direct, pickerSpecs.SSC_FIVE_STAR_DIRECT, picks, { ...wager, multiple: 3, mode: 10 }, null);
    expect(quote).toMatchObject({ bets: 2, perPeriodMinor: 120n, problem: null });
    expect(quote.bet).toEqual({
      pricing: 'prize-group',
      betTypeCode: 'SSC_FIVE_STAR_DIRECT',
      selection: '1,2|3|4|5|6',
      multiple: 3,
      mode: 10,
      series: 1800,
    });
  });

  it('names what is missing: a selection, a stake, or a multiple that fits the mode', () => {
    const number = { code: 'WINGO_NUMBER', pricing: 'fixed-odds' as const, costUnits: 1 };
    expect(quoteSlip(number, pickerSpecs.WINGO_NUMBER, [[]], wager, null).problem).toBe('NO_SELECTION');
    expect(quoteSlip(number, pickerSpecs.WINGO_NUMBER, [['7']], { ...wager, unitStake: '' }, null).problem).toBe(
      'STAKE_INVALID',
    );
    const fixed = { code: 'SSC_FIXED_POSITION', pricing: 'prize-group' as const, costUnits: 1 };
    const quote = quoteSlip(
      fixed,
      pickerSpecs.SSC_FIXED_POSITION,
      [['1'], [], [], [], []],
      { ...wager, mode: 1000 },
      null,
    );
    expect(quote).toMatchObject({ problem: 'AMOUNT_NOT_WHOLE', bet: null, bets: 1 });
  });
});
