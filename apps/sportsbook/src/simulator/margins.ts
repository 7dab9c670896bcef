import type { MarketType, OddsMilli, SportKey } from '../domain/sportsbook-model.js';

/**
 * Margins (decision 0059; reference §6.5): the overround the book adds to the model's fair prices, per sport, per
 * market type, plus an addition per league tier and for a line that is not the main one. Exported so the book and
 * the console can read the defaults and pass their own table to the simulator.
 */
export type LeagueTier = 1 | 2 | 3;

export type MarginTable = {
  /** Overround per market type, e.g. 0.04 = fair implied probabilities summing to 1.04. */
  markets: Record<SportKey, Partial<Record<MarketType, number>>>;
  /** Fallback for a market type the sport's row does not name. */
  sportDefault: Record<SportKey, number>;
  /** Added for lower league tiers (thinner information, wider spreads). */
  tierExtra: Record<LeagueTier, number>;
  /** Added on a handicap or total line that is not the main line. */
  alternateLineExtra: number;
  /**
   * An operator's main-line margin per `sport|tier|type`, or `sport|tier|*` for every type of the sport and tier
   * (decision 0067): it replaces the market's margin plus the tier's extra; an alternate line still adds its extra.
   */
  overrides?: Readonly<Record<string, number>>;
};

/** The key of an operator's margin in `MarginTable.overrides`. */
export const marginOverrideKey = (sport: SportKey, tier: LeagueTier, type: MarketType | '*') =>
  `${sport}|${tier}|${type}`;

export const defaultMarginTable: MarginTable = {
  markets: {
    football: {
      ft_ah: 0.04,
      ft_ah_rest: 0.04,
      ft_ou: 0.04,
      ft_1x2: 0.055,
      ft_oe: 0.05,
      ft_cs: 0.18,
      ht_ft: 0.15,
      '1h_ah': 0.05,
      '1h_ou': 0.05,
      '1h_1x2': 0.065,
      '1h_oe': 0.06,
      outright: 0.2,
    },
    esports: {
      esp_match: 0.06,
      esp_map_winner: 0.06,
      esp_map_hcp: 0.06,
      esp_total_maps: 0.06,
      esp_map_total: 0.06,
      esp_map_oe: 0.06,
    },
    cockfight: { cf_winner: 0.05 },
  },
  sportDefault: { football: 0.05, esports: 0.06, cockfight: 0.05 },
  tierExtra: { 1: 0, 2: 0.005, 3: 0.01 },
  alternateLineExtra: 0.01,
};

export function marginOf(
  table: MarginTable,
  sport: SportKey,
  tier: LeagueTier,
  type: MarketType,
  isMainLine = true,
): number {
  const chosen =
    table.overrides?.[marginOverrideKey(sport, tier, type)] ?? table.overrides?.[marginOverrideKey(sport, tier, '*')];
  const main = chosen ?? (table.markets[sport][type] ?? table.sportDefault[sport]) + table.tierExtra[tier];
  return main + (isMainLine ? 0 : table.alternateLineExtra);
}

/** The odds ladder: thousandths, rounded down (never in the player's favour), between these bounds. */
export const minimumOddsMilli = 1_010;
export const maximumOddsMilli = 1_000_000;

/** Decimal odds to the ladder; undefined when the price would fall under the minimum (the outcome is closed). */
export function toLadder(decimalOdds: number): OddsMilli | undefined {
  if (!Number.isFinite(decimalOdds)) return maximumOddsMilli;
  // A hair of tolerance so that 1.95 computed as 1.9499999999 stays 1.950.
  const milli = Math.floor(decimalOdds * 1000 + 1e-7);
  if (milli < minimumOddsMilli) return undefined;
  return Math.min(milli, maximumOddsMilli);
}

/** A priced outcome before rounding: the model's win and push shares. */
export type FairOutcome = { id: string; probability: number; pushProbability: number };

/**
 * Decimal odds with the margin, by the method that suits the market:
 * - two-way lines (handicaps, totals, odd/even, meron/wala), `basic`: each fair price (1 − push) / win divided by
 *   (1 + margin), so the implied win shares sum to 1 + margin and every side carries the same hold;
 * - three-way and many-way markets (1X2, correct score, HT/FT, outrights), `power`: implied q = p^k with k < 1
 *   solved so Σ q = 1 + margin, which loads more of the margin on long shots as real books do (reference §6.5).
 * An outcome the model gives no chance gets no price.
 */
export function oddsWithMargin(outcomes: FairOutcome[], margin: number, method: 'basic' | 'power'): number[] {
  if (method === 'basic') {
    return outcomes.map((outcome) =>
      outcome.probability > 0 ? (1 - outcome.pushProbability) / outcome.probability / (1 + margin) : Infinity,
    );
  }
  const shares = outcomes.map((outcome) => outcome.probability / (1 - outcome.pushProbability || 1));
  const total = shares.reduce((sum, share) => sum + share, 0);
  const normalised = shares.map((share) => share / total);
  const target = 1 + margin;
  const sumAt = (exponent: number) => normalised.reduce((sum, share) => sum + (share > 0 ? share ** exponent : 0), 0);
  let low = 0.3;
  let high = 1;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (sumAt(middle) > target) low = middle;
    else high = middle;
  }
  const exponent = (low + high) / 2;
  return normalised.map((share) => (share > 0 ? 1 / share ** exponent : Infinity));
}

/** Fair decimal odds, no margin: (1 − push) / win. */
export function fairOddsOf(outcome: FairOutcome): number {
  return outcome.probability > 0 ? (1 - outcome.pushProbability) / outcome.probability : Infinity;
}
