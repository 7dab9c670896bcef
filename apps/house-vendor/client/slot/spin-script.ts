import type { SlotOutcome, SlotSpin } from '../../src/slots/slot-types.js';

/** How the page plays back one paid round: the base spin, then the free spins one by one, with running totals. */
export type SpinStep =
  | { kind: 'base'; spin: SlotSpin; totalWinMinor: number }
  | { kind: 'free-spins-start'; awarded: number; multiplier: number }
  | {
      kind: 'free-spin';
      spin: SlotSpin;
      /** 1-based number of this free spin. */
      number: number;
      /** Free spins awarded so far, this spin's retrigger included. */
      awarded: number;
      /** Free spins this spin added (after the round's cap). */
      added: number;
      freeWinMinor: number;
      totalWinMinor: number;
    }
  | { kind: 'free-spins-end'; played: number; freeWinMinor: number; totalWinMinor: number };

export function scriptOutcome(outcome: SlotOutcome): SpinStep[] {
  const steps: SpinStep[] = [{ kind: 'base', spin: outcome.base, totalWinMinor: outcome.base.winMinor }];
  const { spins, multiplier } = outcome.freeSpins;
  if (spins.length === 0) return steps;
  const cap = outcome.freeSpins.awarded;
  let awarded = Math.min(outcome.base.scatter.freeSpinsAwarded, cap);
  steps.push({ kind: 'free-spins-start', awarded, multiplier });
  let freeWinMinor = 0;
  spins.forEach((spin, index) => {
    const added = Math.min(spin.scatter.freeSpinsAwarded, cap - awarded);
    awarded += added;
    freeWinMinor += spin.winMinor;
    steps.push({
      kind: 'free-spin',
      spin,
      number: index + 1,
      awarded,
      added,
      freeWinMinor,
      totalWinMinor: outcome.base.winMinor + freeWinMinor,
    });
  });
  steps.push({ kind: 'free-spins-end', played: spins.length, freeWinMinor, totalWinMinor: outcome.totalWinMinor });
  return steps;
}

/** A win worth celebrating louder: this many stakes or more. */
export const bigWinStakes = 20;

export function isBigWin(winMinor: number, stakeMinor: number): boolean {
  return stakeMinor > 0 && winMinor >= bigWinStakes * stakeMinor;
}
