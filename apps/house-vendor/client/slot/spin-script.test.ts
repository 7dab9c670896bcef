import { describe, expect, it } from 'vitest';
import type { SlotOutcome, SlotSpin } from '../../src/slots/slot-types.js';
import { isBigWin, scriptOutcome } from './spin-script.js';

function spin(winMinor: number, freeSpinsAwarded = 0): SlotSpin {
  return {
    stops: [0, 0, 0, 0, 0],
    grid: [],
    lineWins: [],
    wayWins: [],
    scatter: { symbol: 'S', count: freeSpinsAwarded > 0 ? 3 : 0, positions: [], winMinor: 0, freeSpinsAwarded },
    multiplier: 1,
    winMinor,
  };
}

function outcome(base: SlotSpin, spins: SlotSpin[], awarded: number): SlotOutcome {
  const freeWin = spins.reduce((total, each) => total + each.winMinor, 0);
  return {
    modelId: 'golden-temple',
    stakeMinor: 100,
    lineBetMinor: 5,
    stops: [base.stops, ...spins.map((each) => each.stops)],
    base,
    freeSpins: { awarded, played: spins.length, multiplier: 3, spins, winMinor: freeWin },
    totalWinMinor: base.winMinor + freeWin,
  };
}

describe('spin playback script', () => {
  it('is the base spin alone when no free spins were won', () => {
    expect(scriptOutcome(outcome(spin(40), [], 0))).toEqual([{ kind: 'base', spin: spin(40), totalWinMinor: 40 }]);
  });

  it('plays free spins with running totals and retriggers up to the awarded total', () => {
    // Two free spins awarded, the first retriggers two more but the round's cap leaves room for one.
    const free = [spin(30, 2), spin(0), spin(15)];
    const steps = scriptOutcome(outcome(spin(20, 2), free, 3));
    expect(steps.map((step) => step.kind)).toEqual([
      'base',
      'free-spins-start',
      'free-spin',
      'free-spin',
      'free-spin',
      'free-spins-end',
    ]);
    expect(steps[1]).toEqual({ kind: 'free-spins-start', awarded: 2, multiplier: 3 });
    expect(steps[2]).toMatchObject({ number: 1, awarded: 3, added: 1, freeWinMinor: 30, totalWinMinor: 50 });
    expect(steps[4]).toMatchObject({ number: 3, awarded: 3, added: 0, freeWinMinor: 45, totalWinMinor: 65 });
    expect(steps[5]).toEqual({ kind: 'free-spins-end', played: 3, freeWinMinor: 45, totalWinMinor: 65 });
  });

  it('celebrates wins of twenty stakes or more', () => {
    expect(isBigWin(1999, 100)).toBe(false);
    expect(isBigWin(2000, 100)).toBe(true);
  });
});
