import { describe, expect, it } from 'vitest';
import {
  addChip,
  emptySlip,
  findShortSpot,
  repeatBets,
  slipBets,
  slipTotal,
  totalsBySpot,
  undoChip,
} from './bet-slip.js';
import type { SlipContext } from './bet-slip.js';

const limits = {
  spots: new Map([
    ['player', { minMinor: 1_000, maxMinor: 5_000_000 }],
    ['tie', { minMinor: 1_000, maxMinor: 500_000 }],
    ['banker', { minMinor: 2_000, maxMinor: 5_000_000 }],
  ]),
  roundMaxMinor: 10_000_000,
  stepMinor: 100,
};
const context: SlipContext = { limits, confirmed: new Map(), balanceMinor: 100_000_000 };

describe('addChip', () => {
  it('stacks chips per spot in the order they were put down', () => {
    let slip = emptySlip('round-1');
    slip = addChip(slip, 'player', 5_000, context).slip;
    slip = addChip(slip, 'tie', 1_000, context).slip;
    slip = addChip(slip, 'player', 10_000, context).slip;
    expect(totalsBySpot(slip.chips)).toEqual(
      new Map([
        ['player', 15_000],
        ['tie', 1_000],
      ]),
    );
    expect(slipTotal(slip)).toBe(16_000);
    expect(undoChip(slip).chips).toHaveLength(2);
  });

  it('puts down only what fits under the spot maximum, counting bets already taken', () => {
    const taken = { ...context, confirmed: new Map([['tie', 450_000]]) };
    const answer = addChip(emptySlip('r'), 'tie', 100_000, taken);
    expect(answer).toMatchObject({ addedMinor: 50_000, limitedBy: 'spot' });
    const full = addChip(answer.slip, 'tie', 1_000, taken);
    expect(full).toMatchObject({ addedMinor: 0, limitedBy: 'spot' });
    expect(full.slip).toBe(answer.slip);
  });

  it('holds the round maximum and the balance, in whole bet steps', () => {
    const nearRoundMax = { ...context, confirmed: new Map([['player', 9_990_050]]) };
    expect(addChip(emptySlip('r'), 'banker', 50_000, nearRoundMax)).toMatchObject({
      addedMinor: 9_900,
      limitedBy: 'round',
    });
    const poor = { ...context, balanceMinor: 12_345 };
    const first = addChip(emptySlip('r'), 'player', 10_000, poor);
    expect(first).toMatchObject({ addedMinor: 10_000, limitedBy: null });
    expect(addChip(first.slip, 'player', 10_000, poor)).toMatchObject({ addedMinor: 2_300, limitedBy: 'balance' });
  });

  it('refuses a spot the table does not have', () => {
    expect(addChip(emptySlip('r'), 'dragon', 1_000, context)).toMatchObject({ addedMinor: 0, limitedBy: 'spot' });
  });
});

describe('repeatBets', () => {
  it('puts last round’s bets down again as far as the limits allow', () => {
    const answer = repeatBets(
      emptySlip('r2'),
      [
        { spot: 'player', amountMinor: 20_000 },
        { spot: 'tie', amountMinor: 600_000 },
      ],
      context,
    );
    expect(answer.addedMinor).toBe(520_000);
    expect(answer.limitedBy).toBe('spot');
  });
});

describe('findShortSpot', () => {
  it('names a spot whose round total stays under its minimum', () => {
    const slip = addChip(emptySlip('r'), 'banker', 1_000, context).slip;
    expect(findShortSpot(slip, context)).toEqual({ spot: 'banker', minMinor: 2_000 });
    expect(findShortSpot(slip, { ...context, confirmed: new Map([['banker', 1_000]]) })).toBeNull();
  });
});

describe('slipBets', () => {
  it('sends one bet per spot with decimal amounts', () => {
    let slip = emptySlip('r');
    for (const [spot, amount] of [
      ['player', 1_000],
      ['tie', 5_000],
      ['player', 50_000],
    ] as const) {
      slip = addChip(slip, spot, amount, context).slip;
    }
    expect(slipBets(slip, (minor) => (minor / 100).toFixed(2))).toEqual([
      { spot: 'player', amount: '510.00' },
      { spot: 'tie', amount: '50.00' },
    ]);
  });
});
