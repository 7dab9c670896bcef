import { describe, expect, it } from 'vitest';
import { resultOf, slotAccepts, slotsOf } from './result-slots';

describe('result entry boxes', () => {
  it('build the boxes of each shape and read them back as the API result', () => {
    const tiers = {
      kind: 'prize-tiers' as const,
      tiers: [
        { code: 'DB', count: 1, digits: 5 },
        { code: 'G1', count: 2, digits: 2 },
      ],
    };
    expect(slotsOf(tiers).map((slot) => slot.length)).toEqual([5, 2, 2]);
    expect(resultOf(tiers, ['12345', '01', '99'])).toEqual({
      kind: 'prize-tiers',
      tiers: [
        { code: 'DB', numbers: ['12345'] },
        { code: 'G1', numbers: ['01', '99'] },
      ],
    });
    expect(resultOf({ kind: 'thai-government' }, ['123456', '111', '222', '333', '444', '55'])).toEqual({
      kind: 'thai-government',
      firstPrize: '123456',
      frontThree: ['111', '222'],
      backThree: ['333', '444'],
      lastTwo: '55',
    });
    expect(slotsOf({ kind: 'four-d' })).toHaveLength(23);
    expect(resultOf({ kind: 'digits', count: 4 }, ['0', '9', '1', '2'])).toEqual({
      kind: 'digits',
      digits: [0, 9, 1, 2],
    });
  });

  it('refuses a box outside its pattern or range', () => {
    const [ball] = slotsOf({ kind: 'sample', count: 5, max: 11 });
    if (!ball) throw new Error('no box');
    expect(slotAccepts(ball, '11')).toBe(true);
    expect(slotAccepts(ball, '12')).toBe(false);
    expect(slotAccepts(ball, '0')).toBe(false);
    const [die] = slotsOf({ kind: 'dice', count: 3 });
    if (!die) throw new Error('no box');
    expect(slotAccepts(die, '7')).toBe(false);
    const [first] = slotsOf({ kind: 'thai-government' });
    if (!first) throw new Error('no box');
    expect(slotAccepts(first, '12345')).toBe(false);
  });
});
