import type { HoldAndWinModel } from './hold-and-win-engine.js';
import { cellCountOf, countPayOf } from './hold-and-win-engine.js';

/** The exact figures of a hold-and-win model (closed sums, no sampling). */
export type HoldAndWinMath = {
  modelId: string;
  /** E[round win] / stake, the feature and its jackpots included. */
  rtp: number;
  /** P(round win > 0). */
  hitRate: number;
  /** Standard deviation of a round's win, in stakes. */
  standardDeviation: number;
  /** P(a paid spin starts the feature). */
  featureRate: number;
  /** E[feature win] in stakes, from the base game's trigger. */
  meanFeatureStakes: number;
  /** P(the grid fills, paying the Grand) per paid spin. */
  grandRate: number;
  /** The bought feature: E[win] / price, and its standard deviation in prices. */
  buyRtp: number;
  buyStandardDeviation: number;
  /** P(N = n) of the bought feature's final coin count, n = 0..cells. */
  buyCoinCounts: number[];
};

/**
 * P(final coins = n) for a feature that starts with `start` coins, by the Markov chain over (coins held, respins
 * left): from (n, r) with e = cells - n empty cells, k ~ Binomial(e, q) coins land; k > 0 goes to (n + k, R),
 * k = 0 to (n, r - 1); (n, 0) and (cells, r) are final. Coins only increase and respins only fall between
 * increases, so one pass over n upwards and r downwards visits every state after all its predecessors.
 */
export function finalCoinDistribution(model: HoldAndWinModel, start: number): number[] {
  const cells = cellCountOf(model);
  const q = model.respinCoinChance.numerator / model.respinCoinChance.denominator;
  const respins = model.respins;
  const mass = Array.from({ length: cells + 1 }, () => new Array<number>(respins + 1).fill(0));
  const final = new Array<number>(cells + 1).fill(0);
  mass[start]![respins] = 1;
  for (let held = start; held <= cells; held += 1)
    for (let left = respins; left >= 0; left -= 1) {
      const here = mass[held]![left]!;
      if (here === 0) continue;
      if (left === 0 || held === cells) {
        final[held] = final[held]! + here;
        continue;
      }
      const empty = cells - held;
      for (let landed = 0; landed <= empty; landed += 1) {
        const chance = binomial(empty, landed) * q ** landed * (1 - q) ** (empty - landed);
        if (landed === 0) mass[held]![left - 1] = mass[held]![left - 1]! + here * chance;
        else mass[held + landed]![respins] = mass[held + landed]![respins]! + here * chance;
      }
    }
  return final;
}

function binomial(n: number, k: number): number {
  let value = 1;
  for (let index = 1; index <= k; index += 1) value = (value * (n - k + index)) / index;
  return value;
}

/** Mean and second moment (in coins) of the feature's win given its start, by Wald's identity on the coin values. */
function featureMoments(model: HoldAndWinModel, start: number): { mean: number; second: number; full: number } {
  const cells = cellCountOf(model);
  const totalWeight = model.coinValues.reduce((total, value) => total + value.weight, 0);
  const valueMean = model.coinValues.reduce((total, value) => total + (value.weight * value.coins) / totalWeight, 0);
  const valueSecond = model.coinValues.reduce(
    (total, value) => total + (value.weight * value.coins * value.coins) / totalWeight,
    0,
  );
  const grand = model.grandCoins;
  let mean = 0;
  let second = 0;
  finalCoinDistribution(model, start).forEach((chance, coins) => {
    const full = coins === cells;
    // E[(sum of coins values + Grand)^2 | N] with the values independent of N, of each other and of the Grand.
    const sumSecond = coins * valueSecond + coins * (coins - 1) * valueMean * valueMean;
    mean += chance * (coins * valueMean + (full ? grand : 0));
    second += chance * (sumSecond + (full ? 2 * grand * coins * valueMean + grand * grand : 0));
  });
  return { mean, second, full: finalCoinDistribution(model, start)[cells] ?? 0 };
}

/** Every way to share `total` cells among `parts` symbols, each with its count per symbol. */
function* compositions(total: number, parts: number): Generator<number[]> {
  if (parts === 1) {
    yield [total];
    return;
  }
  for (let first = 0; first <= total; first += 1)
    for (const rest of compositions(total - first, parts - 1)) yield [first, ...rest];
}

/**
 * Exact RTP, hit rate and spread of a hold-and-win model. The base grid's cells are independent draws, so the
 * symbol counts are multinomial: every composition of the cells among the symbols is enumerated with its
 * probability, paying each symbol by its count and, when the coins reach the trigger, the feature's exact mean and
 * second moment from that many coins (finalCoinDistribution and Wald's identity).
 */
export function computeHoldAndWinMath(model: HoldAndWinModel): HoldAndWinMath {
  const cells = cellCountOf(model);
  const totalWeight = model.symbols.reduce((total, symbol) => total + symbol.weight, 0);
  const chances = model.symbols.map((symbol) => symbol.weight / totalWeight);
  const coinIndex = model.symbols.findIndex((symbol) => symbol.kind === 'coin');
  if (coinIndex < 0) throw new RangeError(`${model.id}: no coin symbol`);
  const feature = Array.from({ length: cells + 1 }, (_, coins) =>
    coins >= model.triggerCoins ? featureMoments(model, coins) : { mean: 0, second: 0, full: 0 },
  );
  const factorial = [1];
  for (let n = 1; n <= cells; n += 1) factorial.push(factorial[n - 1]! * n);

  let mean = 0;
  let second = 0;
  let hitRate = 0;
  let featureRate = 0;
  let featureMean = 0;
  let grandRate = 0;
  for (const counts of compositions(cells, model.symbols.length)) {
    let chance = factorial[cells]!;
    counts.forEach((count, index) => {
      chance *= chances[index]! ** count / factorial[count]!;
    });
    const base = counts.reduce(
      (total, count, index) => total + (index === coinIndex ? 0 : countPayOf(model.symbols[index]!, count)),
      0,
    );
    const coins = counts[coinIndex]!;
    const won = feature[coins]!;
    mean += chance * (base + won.mean);
    second += chance * (base * base + 2 * base * won.mean + won.second);
    if (base > 0 || coins >= model.triggerCoins) hitRate += chance;
    if (coins >= model.triggerCoins) {
      featureRate += chance;
      featureMean += chance * won.mean;
      grandRate += chance * won.full;
    }
  }
  const stake = model.betUnits;
  const rtp = mean / stake;
  const bought = featureMoments(model, model.buy.startCoins);
  const price = model.buy.priceStakes * stake;
  const buyRtp = bought.mean / price;
  return {
    modelId: model.id,
    rtp,
    hitRate,
    standardDeviation: Math.sqrt(Math.max(0, second / (stake * stake) - rtp * rtp)),
    featureRate,
    meanFeatureStakes: featureRate > 0 ? featureMean / featureRate / stake : 0,
    grandRate,
    buyRtp,
    buyStandardDeviation: Math.sqrt(Math.max(0, bought.second / (price * price) - buyRtp * buyRtp)),
    buyCoinCounts: finalCoinDistribution(model, model.buy.startCoins),
  };
}
