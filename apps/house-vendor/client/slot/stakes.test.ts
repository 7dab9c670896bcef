import { describe, expect, it } from 'vitest';
import { initialStake, stakeChoices, stepStake } from './stakes.js';

describe('slot stakes', () => {
  const money = { toMinor: (amount: string) => Math.round(Number(amount) * 100) };

  it('offers the session stakes that split into whole line bets, ascending', () => {
    expect(stakeChoices(['5.00', '1.00', '0.50', '1.00', '0.40'], [100], 20, money)).toEqual([40, 100, 500]);
    expect(stakeChoices(undefined, [200, 100], 20, money)).toEqual([100, 200]);
    expect(stakeChoices([], [100, 150], 20, money)).toEqual([100]);
  });

  it('starts at the smallest stake and steps within the list', () => {
    const choices = [100, 200, 500];
    expect(initialStake(choices)).toBe(100);
    expect(initialStake([])).toBeUndefined();
    expect(stepStake(choices, 200, 1)).toBe(500);
    expect(stepStake(choices, 500, 1)).toBe(500);
    expect(stepStake(choices, 100, -1)).toBe(100);
    expect(stepStake(choices, 300, 1)).toBe(100);
  });
});
