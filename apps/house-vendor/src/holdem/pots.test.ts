import { describe, expect, it } from 'vitest';
import { buildPots, rakePots, splitPot, uncalledReturn } from './pots.js';
import type { Contribution, RakeRule } from './pots.js';

// Seats 1.. stand for the reference's letters in order: A=1, B=2, C=3, D=4, E=5, F=6.
const rule: RakeRule = {
  rateBasisPoints: 500,
  caps: [
    { minPlayers: 2, cap: 20 },
    { minPlayers: 3, cap: 40 },
    { minPlayers: 5, cap: 60 },
  ],
};

function settle(contributions: Contribution[]) {
  const returned = uncalledReturn(contributions);
  const after = contributions.map((entry) =>
    entry.seat === returned?.seat ? { ...entry, amount: entry.amount - returned.amount } : entry,
  );
  const pots = buildPots(after);
  const total = contributions.reduce((sum, entry) => sum + entry.amount, 0);
  expect(pots.reduce((sum, pot) => sum + pot.amount, 0) + (returned?.amount ?? 0)).toBe(total);
  return { returned, pots };
}

describe('side pots (§3.8 worked examples)', () => {
  it('1. three-way, no folds', () => {
    const { returned, pots } = settle([
      { seat: 1, amount: 100, folded: false },
      { seat: 2, amount: 250, folded: false },
      { seat: 3, amount: 250, folded: false },
    ]);
    expect(returned).toBeUndefined();
    expect(pots).toEqual([
      { amount: 300, eligibleSeats: [1, 2, 3] },
      { amount: 300, eligibleSeats: [2, 3] },
    ]);
  });

  it('2. a fold and an uncalled bet', () => {
    const { returned, pots } = settle([
      { seat: 4, amount: 50, folded: true },
      { seat: 1, amount: 80, folded: false },
      { seat: 2, amount: 200, folded: false },
      { seat: 3, amount: 350, folded: false },
    ]);
    expect(returned).toEqual({ seat: 3, amount: 150 });
    expect(pots).toEqual([
      { amount: 290, eligibleSeats: [1, 2, 3] },
      { amount: 240, eligibleSeats: [2, 3] },
    ]);
  });

  it('3. folded chips above the live all-ins stay in the pots they reach', () => {
    const { returned, pots } = settle([
      { seat: 1, amount: 100, folded: false },
      { seat: 2, amount: 150, folded: false },
      { seat: 5, amount: 300, folded: true },
      { seat: 6, amount: 300, folded: false },
    ]);
    expect(returned).toBeUndefined();
    expect(pots).toEqual([
      { amount: 400, eligibleSeats: [1, 2, 6] },
      { amount: 150, eligibleSeats: [2, 6] },
      { amount: 300, eligibleSeats: [6] },
    ]);
  });

  it('puts folded chips above every live level into the last pot, and dead money into the main pot', () => {
    // Seat 1 folded after putting in more than the only live seat did after the return: nothing is dropped.
    const pots = buildPots(
      [
        { seat: 1, amount: 120, folded: true },
        { seat: 2, amount: 100, folded: false },
        { seat: 3, amount: 40, folded: false },
      ],
      10,
    );
    expect(pots).toEqual([
      { amount: 130, eligibleSeats: [2, 3] },
      { amount: 140, eligibleSeats: [2] },
    ]);
  });
});

describe('rake (§3.10 examples, THB 10/20 in whole baht)', () => {
  it('takes nothing without a flop', () => {
    expect(rakePots([{ amount: 70, eligibleSeats: [1] }], rule, 6, false)).toEqual([0]);
  });
  it('rounds 5 % down and caps it by players dealt', () => {
    expect(rakePots([{ amount: 380, eligibleSeats: [1, 2] }], rule, 3, true)).toEqual([19]);
    expect(rakePots([{ amount: 2_000, eligibleSeats: [1, 2] }], rule, 6, true)).toEqual([60]);
    expect(rakePots([{ amount: 2_000, eligibleSeats: [1, 2] }], rule, 2, true)).toEqual([20]);
    expect(rakePots([{ amount: 399, eligibleSeats: [1, 2] }], rule, 3, true)).toEqual([19]);
  });
  it('splits the rake over the pots in proportion, the remainder to the main pot', () => {
    const pots = [
      { amount: 900, eligibleSeats: [1, 2, 3, 4] },
      { amount: 300, eligibleSeats: [2, 3] },
    ];
    expect(rakePots(pots, rule, 4, true)).toEqual([30, 10]);
    const uneven = [
      { amount: 101, eligibleSeats: [1, 2, 3] },
      { amount: 101, eligibleSeats: [2, 3] },
      { amount: 101, eligibleSeats: [3] },
    ];
    // 5 % of 303 = 15; 5 per pot exactly. With a cap of 7: floor(7/3)=2 each, 1 left to the main pot.
    expect(rakePots(uneven, rule, 3, true)).toEqual([5, 5, 5]);
    expect(rakePots(uneven, { rateBasisPoints: 500, caps: [{ minPlayers: 2, cap: 7 }] }, 3, true)).toEqual([3, 2, 2]);
  });
});

describe('splits and odd chips (§3.9)', () => {
  it('gives the odd chip to the first winner left of the button', () => {
    // Main 301 between seats 2 and 3 with the button on 4: clockwise from the button come 5, 6, 1, 2, 3, so seat 2
    // gets the extra unit.
    expect(splitPot(0, 301, [3, 2], 4, 6)).toEqual([
      { potIndex: 0, seat: 2, amount: 151, oddChip: true },
      { potIndex: 0, seat: 3, amount: 150, oddChip: false },
    ]);
    expect(splitPot(0, 301, [3, 2], 2, 6)).toEqual([
      { potIndex: 0, seat: 3, amount: 151, oddChip: true },
      { potIndex: 0, seat: 2, amount: 150, oddChip: false },
    ]);
    const three = splitPot(1, 302, [1, 4, 6], 4, 6);
    expect(three.map((award) => [award.seat, award.amount])).toEqual([
      [6, 101],
      [1, 101],
      [4, 100],
    ]);
  });
});
