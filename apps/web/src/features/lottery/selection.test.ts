import { distinctOrders } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { findPickerSpec, pickerSpecs } from './bet-type-pickers';
import type { PickerSpec } from './bet-type-pickers';
import {
  applyQuickFilter,
  buildSelection,
  countBets,
  emptyPicks,
  parseNumberEntry,
  quickPick,
  togglePick,
} from './selection';

function spec(code: string): PickerSpec {
  const found = findPickerSpec(code);
  if (!found) throw new Error(`no picker for ${code}`);
  return found;
}

/** A seeded generator, so a failing quick pick can be replayed. */
function seeded(start: number) {
  let state = start;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('buildSelection and countBets', () => {
  it('writes WinGo numbers and sides as the server reads them', () => {
    expect(buildSelection(spec('WINGO_NUMBER'), [['7']])).toBe('7');
    expect(buildSelection(spec('WINGO_BIG_SMALL'), [['BIG']])).toBe('BIG');
    expect(buildSelection(spec('WINGO_NUMBER'), [[]])).toBeNull();
  });

  it('multiplies the positions of a direct play (SSC five-star 1,2|3|4|5|6 is 2 bets)', () => {
    const fiveStar = spec('SSC_FIVE_STAR_DIRECT');
    const picks = [['2', '1'], ['3'], ['4'], ['5'], ['6']];
    expect(buildSelection(fiveStar, picks)).toBe('1,2|3|4|5|6');
    expect(countBets(fiveStar, picks)).toBe(2);
    expect(buildSelection(fiveStar, [['1'], [], ['4'], ['5'], ['6']])).toBeNull();
  });

  it('adds the picks of per-position plays and keeps empty positions', () => {
    expect(buildSelection(spec('5D_POSITION_NUMBER'), [['3'], [], [], ['1', '9'], []])).toBe('3|||1,9|');
    expect(countBets(spec('5D_POSITION_NUMBER'), [['3'], [], [], ['1', '9'], []])).toBe(3);
  });

  it('writes 11X5 balls with two digits and counts combinations', () => {
    expect(buildSelection(spec('11X5_FRONT_THREE_GROUP'), [['03', '01', '02']])).toBe('01,02,03');
    expect(countBets(spec('11X5_ANY_FIVE'), [['01', '02', '03', '04', '05', '06']])).toBe(6);
    expect(countBets(spec('11X5_ANY_FIVE'), [['01', '02', '03', '04']])).toBe(0);
  });

  it('leaves out tuples that repeat a ball in distinct direct plays', () => {
    // 01,02|01,02 holds 01|02 and 02|01 only.
    expect(
      countBets(spec('11X5_FRONT_TWO_DIRECT'), [
        ['01', '02'],
        ['01', '02'],
      ]),
    ).toBe(2);
    // Ball 11 is not ball 01.
    expect(countBets(spec('11X5_FRONT_TWO_DIRECT'), [['01'], ['11']])).toBe(1);
    // K3: the pair 11 with the single 1 is not a bet.
    expect(
      countBets(spec('K3_PAIR_WITH_SINGLE'), [
        ['11', '22'],
        ['1', '3'],
      ]),
    ).toBe(3);
  });

  it('counts SSC group three as pairs and singles, xiên as combinations and 4D boxes by their orders', () => {
    expect(countBets(spec('SSC_BACK_THREE_GROUP_THREE'), [['1', '2', '3']])).toBe(6);
    expect(countBets(spec('VN_XIEN_2'), [['12', '34', '56']])).toBe(3);
    expect(buildSelection(spec('VN_XIEN_2'), [['56', '12']])).toBe('12,56');
    expect(countBets(spec('4D_BIG_BOX'), [['1234', '1123']])).toBe(36);
    expect(distinctOrders('1122')).toBe(6);
    expect(distinctOrders('1112')).toBe(4);
  });
});

describe('togglePick', () => {
  it('swaps the pick of a one-pick list and stops a full list from growing', () => {
    const bigSmall = spec('WINGO_BIG_SMALL');
    expect(togglePick(bigSmall, [['BIG']], 0, 'SMALL')).toEqual([['SMALL']]);
    const numbers = spec('WINGO_NUMBER');
    const seven = [['0', '1', '2', '3', '4', '5', '6']];
    expect(togglePick(numbers, seven, 0, '9')).toEqual(seven);
    expect(togglePick(numbers, [['3']], 0, '1')).toEqual([['1', '3']]);
    expect(togglePick(numbers, [['1', '3']], 0, '1')).toEqual([['3']]);
  });
});

describe('parseNumberEntry', () => {
  it('reads typed numbers of the width and names the rest', () => {
    expect(parseNumberEntry('12 34,56 7 123 12', 2)).toEqual({ numbers: ['12', '34', '56'], rejected: ['7', '123'] });
  });

  it('keeps tod numbers with sorted digits and refuses a triple', () => {
    expect(parseNumberEntry('321 123 555 912', 3, true)).toEqual({ numbers: ['123', '129'], rejected: ['555'] });
  });
});

describe('applyQuickFilter', () => {
  it('picks the halves and parities of a row', () => {
    const digits = spec('SSC_FIXED_POSITION');
    if (digits.kind !== 'positions' || !digits.boards[0]) throw new Error('positions expected');
    expect(applyQuickFilter(digits.boards[0], 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(applyQuickFilter(digits.boards[0], 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(applyQuickFilter(digits.boards[0], 'clear')).toEqual([]);
    const balls = spec('11X5_BALL_NUMBER');
    if (balls.kind !== 'positions' || !balls.boards[0]) throw new Error('positions expected');
    expect(applyQuickFilter(balls.boards[0], 'small')).toEqual(['01', '02', '03', '04', '05']);
  });
});

describe('quickPick', () => {
  it.each(Object.keys(pickerSpecs))('always gives a valid selection of %s', (code) => {
    const picker = spec(code);
    const random = seeded(code.length * 7919);
    for (let trial = 0; trial < 50; trial += 1) {
      const picks = quickPick(picker, random);
      expect(picks).toHaveLength(emptyPicks(picker).length);
      expect(countBets(picker, picks)).toBeGreaterThan(0);
      expect(buildSelection(picker, picks)).not.toBeNull();
    }
  });
});
