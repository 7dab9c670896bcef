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
 * Base game ways (243 ways): a symbol's win is pay(k) x (product of its matching cells on reels 1..k) when it
 * reaches exactly k reels. The reels are independent, so the expectation of that product, times the chance that
 * reel k+1 misses, factorises into per-reel sums over each strip's stops: E[win] = sum over k of pay(k) x
 * prod_{r<=k} E[c_r] x P(c_{k+1} = 0). Written over the common denominator (all stop combinations) it is an exact
 * integer, the same figure as playing every combination through the engine (slot-math.test.ts does).
 *
 * Hit rate (ways games): every symbol pays every run from one shortest count, so whether the ways pay at all
 * depends only on the reels up to that count; so those reels' stops are enumerated jointly; where they pay nothing, a spin still wins if enough scatters
 * land, from the scatter counts of the remaining reels. A round that triggers free spins wins when the scatters that
 * triggered them pay, which the proof requires, so the base spin decides whether a round wins at all.
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
  shape: 'lines' | 'ways';
  /** Stop combinations of the base game (the product of the strip lengths). */
  combinations: number;
  /** One line's expected pay in line bets, as an exact fraction over `combinations`. */
  lineReturnNumerator: number;
  /** Expected line wins of one spin, in stakes (0 in a ways game). */
  lineReturn: number;
  /** Ways games: expected ways pay of one spin in coins, as an exact integer over `combinations` (0 for lines). */
  waysReturnNumerator: number;
  /** Expected ways wins of one spin, in stakes (0 in a line game). */
  waysReturn: number;
  /** Expected scatter pay of one spin, in stakes. */
  scatterReturn: number;
  /** Line or ways, and scatter return of one spin without multiplier. */
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
  /** Ways games: P(a paid round wins anything), exact; null for line games (not proved here). */
  hitRate: number | null;
  /** The hit rate in percent rounded to two decimals; null with `hitRate`. */
  hitRatePercent: number | null;
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

/** Ways (out of all stop combinations of the given strips) to see each number of scatters. */
function scatterCountWays(compiled: CompiledSlotModel, strips: readonly Uint8Array[] = compiled.strips): number[] {
  let ways = [1];
  for (const strip of strips) {
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

/** How many cells of a reel's window show `symbol` or the wild, at each stop. */
function matchingCellsByStop(compiled: CompiledSlotModel, strip: Uint8Array, symbol: number): Uint8Array {
  const matching = new Uint8Array(strip.length);
  for (let stop = 0; stop < strip.length; stop += 1)
    for (let row = 0; row < compiled.rows; row += 1) {
      const shown = strip[(stop + row) % strip.length];
      if (shown === symbol || shown === compiled.wild) matching[stop] = matching[stop]! + 1;
    }
  return matching;
}

/** The symbols a ways game pays (all but the wild and the scatter). */
function waysSymbols(compiled: CompiledSlotModel): number[] {
  return compiled.symbolIds.flatMap((_, symbol) =>
    symbol === compiled.wild || symbol === compiled.scatter ? [] : [symbol],
  );
}

/** Sum over all stop combinations of the ways pay in coins, an exact integer (see the file's header). */
function waysPayNumerator(compiled: CompiledSlotModel): number {
  const { strips, reelCount } = compiled;
  const lengths = strips.map((strip) => BigInt(strip.length));
  let numerator = 0n;
  for (const symbol of waysSymbols(compiled)) {
    const pays = compiled.linePays[symbol]!;
    const matchingSums: bigint[] = [];
    const missingStops: bigint[] = [];
    strips.forEach((strip) => {
      const matching = matchingCellsByStop(compiled, strip, symbol);
      let sum = 0;
      let missing = 0;
      for (const cells of matching) {
        sum += cells;
        if (cells === 0) missing += 1;
      }
      matchingSums.push(BigInt(sum));
      missingStops.push(BigInt(missing));
    });
    let leading = 1n;
    for (let count = 1; count <= reelCount; count += 1) {
      leading *= matchingSums[count - 1]!;
      const pay = pays[count] ?? 0;
      if (pay === 0) continue;
      let rest = count < reelCount ? missingStops[count]! : 1n;
      for (let reel = count + 1; reel < reelCount; reel += 1) rest *= lengths[reel]!;
      numerator += BigInt(pay) * leading * rest;
    }
  }
  if (numerator > BigInt(Number.MAX_SAFE_INTEGER))
    throw new Error(`${compiled.model.id}: ways sum exceeds exact integers`);
  return Number(numerator);
}

/**
 * P(a paid round of a ways game wins), exact (see the file's header). Throws when the model breaks the method's
 * assumptions: every paying symbol pays from the same count, and the scatters that trigger free spins pay.
 */
function waysHitRate(compiled: CompiledSlotModel): number {
  const { strips, rows, reelCount, scatter } = compiled;
  const symbols = waysSymbols(compiled).filter((symbol) => compiled.linePays[symbol]!.some((pay) => pay > 0));
  const shortest = symbols.map((symbol) => compiled.linePays[symbol]!.findIndex((pay) => pay > 0));
  const leadReels = shortest[0] ?? reelCount;
  const paysEveryLongerRun = symbols.every((symbol) =>
    compiled.linePays[symbol]!.slice(leadReels).every((pay) => pay > 0),
  );
  if (shortest.some((count) => count !== leadReels) || leadReels > 3 || !paysEveryLongerRun)
    throw new Error(`${compiled.model.id}: hit rate needs every symbol to pay every run from one count of at most 3`);
  const triggerCount = compiled.freeSpinAwards.findIndex((award) => award > 0);
  const scatterPaysFrom = compiled.scatterPays.findIndex((pay) => pay > 0);
  if (triggerCount >= 0 && (scatterPaysFrom < 0 || scatterPaysFrom > triggerCount))
    throw new Error(`${compiled.model.id}: hit rate needs the scatters that trigger free spins to pay`);
  const restWays = scatterCountWays(compiled, strips.slice(leadReels));
  const restCombinations = strips.slice(leadReels).reduce((product, strip) => product * strip.length, 1);
  // restAtLeast[n] = stop combinations of the other reels showing n scatters or more.
  const restAtLeast = new Array<number>(restWays.length + 1).fill(0);
  for (let count = restWays.length - 1; count >= 0; count -= 1)
    restAtLeast[count] = restAtLeast[count + 1]! + restWays[count]!;
  const matching = strips
    .slice(0, leadReels)
    .map((strip) => symbols.map((symbol) => matchingCellsByStop(compiled, strip, symbol)));
  const scattersByStop = strips.slice(0, leadReels).map((strip) => {
    const inView = new Uint8Array(strip.length);
    for (let stop = 0; stop < strip.length; stop += 1)
      for (let row = 0; row < rows; row += 1) if (strip[(stop + row) % strip.length] === scatter) inView[stop]! += 1;
    return inView;
  });
  let hits = 0;
  const stops = new Array<number>(leadReels).fill(0);
  const visit = (reel: number): void => {
    if (reel < leadReels) {
      for (let stop = 0; stop < strips[reel]!.length; stop += 1) {
        stops[reel] = stop;
        visit(reel + 1);
      }
      return;
    }
    const waysPay = symbols.some((_, index) =>
      matching.every((reelMatching, lead) => reelMatching[index]![stops[lead]!]! > 0),
    );
    if (waysPay) {
      hits += restCombinations;
      return;
    }
    if (scatterPaysFrom < 0) return;
    let scatters = 0;
    for (let lead = 0; lead < leadReels; lead += 1) scatters += scattersByStop[lead]![stops[lead]!]!;
    hits += restAtLeast[Math.max(0, scatterPaysFrom - scatters)] ?? 0;
  };
  visit(0);
  const combinations = strips.reduce((product, strip) => product * strip.length, 1);
  return hits / combinations;
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
  const ways = compiled.shape === 'ways';
  const lineReturnNumerator = ways ? 0 : linePayNumerator(compiled);
  const lineReturn = lineReturnNumerator / combinations;
  const waysReturnNumerator = ways ? waysPayNumerator(compiled) : 0;
  const waysReturn = waysReturnNumerator / combinations / compiled.betUnits;
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
  const spinReturn = lineReturn + waysReturn + scatterReturn;
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
  const hitRate = ways ? waysHitRate(compiled) : null;
  return {
    modelId: model.id,
    shape: compiled.shape,
    combinations,
    lineReturnNumerator,
    lineReturn,
    waysReturnNumerator,
    waysReturn,
    scatterReturn,
    spinReturn,
    scatterCountProbabilities,
    triggerProbability,
    expectedFreeSpinsPerTrigger: triggerProbability > 0 ? expectedFreeSpinsPerPaidSpin / triggerProbability : 0,
    featureReturn,
    rtp,
    rtpPercent: Math.round(rtp * 10_000) / 100,
    hitRate,
    hitRatePercent: hitRate === null ? null : Math.round(hitRate * 10_000) / 100,
  };
}
