import { compileSlotModel, evaluateLine } from './slot-rules.js';
import type { CompiledSlotModel } from './slot-rules.js';
import type { SlotModel } from './slot-types.js';

/**
 * The exact return of a model, without simulation.
 *
 * Base game lines: every reel stops uniformly and independently, so the symbol a line crosses on a reel is
 * distributed as that reel's strip frequencies, whatever row the line takes, and the reels are independent. Each
 * line is therefore a product distribution over symbol 5-tuples (about 10^5 of them) instead of the 10^7 to 10^8
 * stop combinations, and since the lines' line bets add up to the stake, the expected line win per stake equals one
 * line's expected pay in line bets. Correlation between lines changes the spread, never the mean.
 *
 * Scatters: each reel's count in view, tallied over its stops, convolved across reels.
 *
 * Free spins: they play the same reels with a multiplier, and whether a free spin is played depends only on the
 * spins before it, so by Wald's identity the feature returns (expected free spins) x multiplier x (one spin's
 * return). Expected free spins, with retriggers and the per-round cap, come from a small recursion over
 * (spins left, spins awarded so far).
 */
export type SlotMath = {
  modelId: string;
  /** Stop combinations of the base game (the product of the strip lengths). */
  combinations: number;
  /** One line's expected pay in line bets, as an exact fraction over `combinations`. */
  lineReturnNumerator: number;
  /** Expected line wins of one spin, in stakes. */
  lineReturn: number;
  /** Expected scatter pay of one spin, in stakes. */
  scatterReturn: number;
  /** Line and scatter return of one spin without multiplier. */
  spinReturn: number;
  /** Probability of each number of scatters in view. */
  scatterCountProbabilities: number[];
  /** Probability that a paid spin starts free spins. */
  triggerProbability: number;
  /** Expected free spins played once triggered, retriggers and cap included. */
  expectedFreeSpinsPerTrigger: number;
  /** The feature's contribution to the return, in stakes per paid spin. */
  featureReturn: number;
  /** Return to player as a fraction of the stake. */
  rtp: number;
  /** The RTP in percent rounded to two decimals: the figure a model states. */
  rtpPercent: number;
};

function symbolCountsByReel(compiled: CompiledSlotModel): number[][] {
  return compiled.strips.map((strip) => {
    const counts = new Array<number>(compiled.symbolIds.length).fill(0);
    for (const symbol of strip) counts[symbol] = (counts[symbol] ?? 0) + 1;
    return counts;
  });
}

/** Sum over all symbol tuples of (ways to show the tuple on a line) x (its pay), an exact integer. */
function linePayNumerator(compiled: CompiledSlotModel): number {
  const counts = symbolCountsByReel(compiled);
  const present = counts.map((reelCounts) => reelCounts.flatMap((count, symbol) => (count > 0 ? [symbol] : [])));
  const tuple = new Uint8Array(compiled.reelCount);
  let numerator = 0;
  const visit = (reel: number, ways: number): void => {
    if (reel === compiled.reelCount) {
      const pay = evaluateLine(compiled, tuple);
      if (pay) numerator += ways * pay.pay;
      return;
    }
    for (const symbol of present[reel]!) {
      tuple[reel] = symbol;
      visit(reel + 1, ways * counts[reel]![symbol]!);
    }
  };
  visit(0, 1);
  if (!Number.isSafeInteger(numerator)) throw new Error(`${compiled.model.id}: line sum exceeds exact integers`);
  return numerator;
}

/** Ways (out of all stop combinations) to see each number of scatters. */
function scatterCountWays(compiled: CompiledSlotModel): number[] {
  let ways = [1];
  for (const strip of compiled.strips) {
    const perStop = new Array<number>(compiled.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let inView = 0;
      for (let row = 0; row < compiled.rows; row += 1)
        if (strip[(stop + row) % strip.length] === compiled.scatter) inView += 1;
      perStop[inView] = (perStop[inView] ?? 0) + 1;
    }
    const next = new Array<number>(ways.length + compiled.rows).fill(0);
    ways.forEach((waysSoFar, countSoFar) => {
      perStop.forEach((waysHere, countHere) => {
        next[countSoFar + countHere] = (next[countSoFar + countHere] ?? 0) + waysSoFar * waysHere;
      });
    });
    ways = next;
  }
  return ways;
}

/** Expected free spins played from `left` to play with `awarded` already given, when each spin awards more. */
function expectedFreeSpins(awardProbabilities: Map<number, number>, cap: number, start: number): number {
  const memo = new Map<number, number>();
  const expected = (left: number, awarded: number): number => {
    if (left === 0) return 0;
    const key = left * (cap + 1) + awarded;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 1;
    for (const [award, probability] of awardProbabilities) {
      const added = Math.min(award, cap - awarded);
      value += probability * expected(left - 1 + added, awarded + added);
    }
    memo.set(key, value);
    return value;
  };
  return expected(start, start);
}

/** The exact return of a model and its parts; see the file's header for the method. */
export function computeSlotMath(model: SlotModel): SlotMath {
  const compiled = compileSlotModel(model);
  const combinations = compiled.strips.reduce((product, strip) => product * strip.length, 1);
  if (!Number.isSafeInteger(combinations)) throw new Error(`${model.id}: too many stop combinations`);
  const lineReturnNumerator = linePayNumerator(compiled);
  const lineReturn = lineReturnNumerator / combinations;
  const scatterCountProbabilities = scatterCountWays(compiled).map((ways) => ways / combinations);
  let scatterReturn = 0;
  const baseAwards = new Map<number, number>();
  const freeAwards = new Map<number, number>();
  scatterCountProbabilities.forEach((probability, count) => {
    scatterReturn += probability * (compiled.scatterPays[count] ?? 0);
    const award = compiled.freeSpinAwards[count] ?? 0;
    baseAwards.set(award, (baseAwards.get(award) ?? 0) + probability);
    const freeAward = model.freeSpins.retrigger ? award : 0;
    freeAwards.set(freeAward, (freeAwards.get(freeAward) ?? 0) + probability);
  });
  const spinReturn = lineReturn + scatterReturn;
  const cap = model.freeSpins.maxSpinsPerRound;
  let triggerProbability = 0;
  let expectedFreeSpinsPerPaidSpin = 0;
  for (const [award, probability] of baseAwards) {
    if (award === 0) continue;
    triggerProbability += probability;
    expectedFreeSpinsPerPaidSpin += probability * expectedFreeSpins(freeAwards, cap, Math.min(award, cap));
  }
  const featureReturn = expectedFreeSpinsPerPaidSpin * model.freeSpins.multiplier * spinReturn;
  const rtp = spinReturn + featureReturn;
  return {
    modelId: model.id,
    combinations,
    lineReturnNumerator,
    lineReturn,
    scatterReturn,
    spinReturn,
    scatterCountProbabilities,
    triggerProbability,
    expectedFreeSpinsPerTrigger: triggerProbability > 0 ? expectedFreeSpinsPerPaidSpin / triggerProbability : 0,
    featureReturn,
    rtp,
    rtpPercent: Math.round(rtp * 10_000) / 100,
  };
}
