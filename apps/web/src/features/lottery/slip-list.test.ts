import type { PlaceBet } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { pickerSpecs } from './bet-type-pickers';
import type { SlipEntry } from './slip-list';
import { addToList, entryOf, maxOrderBets, orderEntries, totalsOf } from './slip-list';
import { quoteSlip } from './slip-quote';

function fixed(selection: string, bets: number, perPeriodMinor: bigint, betTypeCode = 'WINGO_NUMBER'): SlipEntry {
  const bet: PlaceBet = { pricing: 'fixed-odds', betTypeCode, selection, unitStake: '1.00' };
  return { bet, bets, perPeriodMinor };
}

describe('slip list', () => {
  it('adds the bets, counts and prices of several bets, times the chase periods', () => {
    const number = fixed('3,7', 2, 1_000n);
    const bigSmall = fixed('BIG', 1, 500n, 'WINGO_BIG_SMALL');
    const direct = entryOf(
      quoteSlip(
        { code: 'SSC_FIVE_STAR_DIRECT', pricing: 'prize-group', costUnits: 1 },
        pickerSpecs.SSC_FIVE_STAR_DIRECT,
        [['1', '2'], ['3'], ['4'], ['5'], ['6']],
        { unitStake: '10', multiple: 3, mode: 10, series: 1800 },
        null,
      ),
    );
    expect(direct).toMatchObject({ bets: 2, perPeriodMinor: 120n });
    const entries = [number, bigSmall, ...(direct ? [direct] : [])];

    expect(totalsOf(entries, null)).toEqual({ bets: 5, perPeriodMinor: 1_620n, totalMinor: 1_620n });
    expect(totalsOf(entries, 3)).toEqual({ bets: 5, perPeriodMinor: 1_620n, totalMinor: 4_860n });
    expect(totalsOf([], null)).toEqual({ bets: 0, perPeriodMinor: 0n, totalMinor: 0n });
  });

  it('takes no entry from picks that are not a priced bet yet', () => {
    const play = { code: 'WINGO_NUMBER', pricing: 'fixed-odds' as const, costUnits: 1 };
    const wager = { unitStake: '10', multiple: 1, mode: 1 as const, series: 1 };
    expect(entryOf(quoteSlip(play, pickerSpecs.WINGO_NUMBER, [[]], wager, null))).toBeNull();
    expect(entryOf(quoteSlip(play, pickerSpecs.WINGO_NUMBER, [['7']], { ...wager, unitStake: '0' }, null))).toBeNull();
    expect(entryOf(quoteSlip(play, pickerSpecs.WINGO_NUMBER, [['7']], wager, 4))).toMatchObject({
      bets: 1,
      perPeriodMinor: 1_000n,
    });
  });

  it('refuses the same selection of the same bet type twice, whatever the stake', () => {
    const list = [fixed('3,7', 2, 1_000n)];
    expect(addToList(list, fixed('3,7', 2, 4_000n))).toEqual({ ok: false, problem: 'DUPLICATE' });
    expect(addToList(list, fixed('3,7', 2, 1_000n, 'WINGO_COLOUR'))).toMatchObject({ ok: true });
    expect(addToList(list, fixed('3,8', 2, 1_000n))).toMatchObject({ ok: true });
  });

  it('holds at most 50 bets, the current selection included', () => {
    const full = Array.from({ length: maxOrderBets }, (_, index) => fixed(String(index), 1, 100n));
    expect(addToList(full.slice(1), fixed('extra', 1, 100n))).toMatchObject({ ok: true });
    expect(addToList(full, fixed('extra', 1, 100n))).toEqual({ ok: false, problem: 'TOO_MANY' });
    expect(orderEntries(full, fixed('extra', 1, 100n))).toEqual({ entries: full, problem: 'TOO_MANY' });
    expect(orderEntries(full, null)).toEqual({ entries: full, problem: null });
  });

  it('orders the list, then the current selection when it is complete', () => {
    const list = [fixed('3,7', 2, 1_000n)];
    const current = fixed('BIG', 1, 500n, 'WINGO_BIG_SMALL');
    expect(orderEntries(list, current)).toEqual({ entries: [...list, current], problem: null });
    expect(orderEntries([], current)).toEqual({ entries: [current], problem: null });
    expect(orderEntries(list, fixed('3,7', 2, 1_000n))).toEqual({ entries: list, problem: 'DUPLICATE' });
  });
});
