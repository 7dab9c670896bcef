import type { MoneyFormat } from '../shared/money.js';

/**
 * The stakes the page offers, in minor units: the session's list when it sent one, else the model's; only
 * positive whole line bets, ascending, no repeats.
 */
export function stakeChoices(
  sessionStakes: readonly string[] | undefined,
  modelStakesMinor: readonly number[],
  lines: number,
  money: Pick<MoneyFormat, 'toMinor'>,
): number[] {
  const offered = sessionStakes && sessionStakes.length > 0 ? sessionStakes.map(money.toMinor) : [...modelStakesMinor];
  return [...new Set(offered)]
    .filter((stake) => Number.isSafeInteger(stake) && stake > 0 && stake % lines === 0)
    .sort((left, right) => left - right);
}

/** The stake to start with: the smallest, so a first spin never surprises anyone. */
export function initialStake(choices: readonly number[]): number | undefined {
  return choices[0];
}

/** One step up or down the list, staying put at either end. */
export function stepStake(choices: readonly number[], current: number, direction: 1 | -1): number {
  const index = choices.indexOf(current);
  if (index === -1) return choices[0] ?? current;
  return choices[Math.min(choices.length - 1, Math.max(0, index + direction))]!;
}
