import type { MarketType, OutcomeId, Specifiers } from '../domain/sportsbook-model.js';
import { mapNumberOf } from './lines.js';
import { MarketsError } from './markets-error.js';
import { isMarketType } from './specifiers.js';

/**
 * The market catalogue (reference §2.4): for every market type, its outcome ids, the bet-stop group a feed names to
 * suspend it, whether a mix parlay may use it, the part of play it settles on and the i18n key of its name.
 */

export type MarketPeriod = 'ft' | '1h' | 'match' | 'map' | 'fight' | 'outright';

export type MarketDefinition = {
  outcomes(specifiers: Specifiers, context?: { competitorIds?: string[] }): OutcomeId[];
  /**
   * Bet-stop group: `ft_main`, `1h`, `score` (correct score, the longer live delay), `series` (e-sports series
   * markets), `map` (per-map markets: the feed's group is `map<n>`, see `betStopGroupOf`), `cockfight`, `outright`.
   */
  group: string;
  parlayable: boolean;
  period: MarketPeriod;
  /** i18n key of the market's name, `markets.<type>`. */
  labelKey: string;
};

const sides = (): OutcomeId[] => ['home', 'away'];
const threeWay = (): OutcomeId[] => ['1', 'X', '2'];
const overUnder = (): OutcomeId[] => ['over', 'under'];
const oddEven = (): OutcomeId[] => ['odd', 'even'];

/** Correct score: every score up to 4 goals a side, then one bucket for any other score. */
export const correctScoreLimit = 4;
export const anyOtherScore = 'aos';
const correctScores = (): OutcomeId[] => {
  const outcomes: OutcomeId[] = [];
  for (let home = 0; home <= correctScoreLimit; home += 1) {
    for (let away = 0; away <= correctScoreLimit; away += 1) outcomes.push(`${home}:${away}`);
  }
  outcomes.push(anyOtherScore);
  return outcomes;
};
const halfTimeFullTime = (): OutcomeId[] =>
  ['1', 'X', '2'].flatMap((halfTime) => ['1', 'X', '2'].map((fullTime) => `${halfTime}/${fullTime}`));

const competitors = (_specifiers: Specifiers, context?: { competitorIds?: string[] }): OutcomeId[] => [
  ...(context?.competitorIds ?? []),
];

type Row = Omit<MarketDefinition, 'labelKey'>;

const catalogue: Record<MarketType, Row> = {
  ft_1x2: { outcomes: threeWay, group: 'ft_main', parlayable: true, period: 'ft' },
  ft_ah: { outcomes: sides, group: 'ft_main', parlayable: true, period: 'ft' },
  ft_ah_rest: { outcomes: sides, group: 'ft_main', parlayable: true, period: 'ft' },
  ft_ou: { outcomes: overUnder, group: 'ft_main', parlayable: true, period: 'ft' },
  ft_oe: { outcomes: oddEven, group: 'ft_main', parlayable: true, period: 'ft' },
  ft_cs: { outcomes: correctScores, group: 'score', parlayable: false, period: 'ft' },
  ht_ft: { outcomes: halfTimeFullTime, group: 'ft_main', parlayable: false, period: 'ft' },
  '1h_1x2': { outcomes: threeWay, group: '1h', parlayable: true, period: '1h' },
  '1h_ah': { outcomes: sides, group: '1h', parlayable: true, period: '1h' },
  '1h_ou': { outcomes: overUnder, group: '1h', parlayable: true, period: '1h' },
  '1h_oe': { outcomes: oddEven, group: '1h', parlayable: true, period: '1h' },
  outright: { outcomes: competitors, group: 'outright', parlayable: false, period: 'outright' },
  esp_match: { outcomes: sides, group: 'series', parlayable: true, period: 'match' },
  esp_map_winner: { outcomes: sides, group: 'map', parlayable: true, period: 'map' },
  esp_map_hcp: { outcomes: sides, group: 'series', parlayable: true, period: 'match' },
  esp_total_maps: { outcomes: overUnder, group: 'series', parlayable: true, period: 'match' },
  esp_map_total: { outcomes: overUnder, group: 'map', parlayable: false, period: 'map' },
  esp_map_oe: { outcomes: oddEven, group: 'map', parlayable: false, period: 'map' },
  cf_winner: { outcomes: () => ['meron', 'wala', 'draw'], group: 'cockfight', parlayable: false, period: 'fight' },
};

export function marketDefinitionOf(type: MarketType): MarketDefinition {
  if (!isMarketType(type)) throw new MarketsError('UNKNOWN_MARKET_TYPE', `"${String(type)}" names no market type`);
  return { ...catalogue[type], labelKey: `markets.${type}` };
}

/** The group a `bet_stop` names to suspend this market: per-map markets stop as `map<n>`. */
export function betStopGroupOf(type: MarketType, specifiers: Specifiers): string {
  const { group } = marketDefinitionOf(type);
  return group === 'map' ? `map${mapNumberOf(specifiers)}` : group;
}

const fixedOutcomeKeys: Record<string, string> = {
  home: 'outcomes.home',
  away: 'outcomes.away',
  '1': 'outcomes.1',
  X: 'outcomes.X',
  '2': 'outcomes.2',
  over: 'outcomes.over',
  under: 'outcomes.under',
  odd: 'outcomes.odd',
  even: 'outcomes.even',
  meron: 'outcomes.meron',
  wala: 'outcomes.wala',
  draw: 'outcomes.draw',
  aos: 'outcomes.aos',
};

/**
 * The i18n key of an outcome's name, or undefined where the id itself is what the player reads: a score of the
 * correct-score grid (`2:1`) or an outright's competitor id (the caller prints the competitor's name). HT/FT
 * outcomes map to `outcomes.ht_ft.<half>_<full>` because a `/` reads badly inside a key.
 */
export function outcomeLabelKeyOf(type: MarketType, outcomeId: OutcomeId): string | undefined {
  if (type === 'outright') return undefined;
  if (!marketDefinitionOf(type).outcomes('').includes(outcomeId)) return undefined;
  if (type === 'ht_ft') return `outcomes.ht_ft.${outcomeId.replace('/', '_')}`;
  if (type === 'ft_cs' && outcomeId !== anyOtherScore) return undefined;
  return fixedOutcomeKeys[outcomeId];
}

/**
 * Every i18n key these functions can return, so the player app's translation test can check each language has
 * them all.
 */
export function marketLabelKeys(): string[] {
  const keys = new Set<string>(['markets.map_number']);
  for (const type of Object.keys(catalogue) as MarketType[]) {
    keys.add(`markets.${type}`);
    for (const outcomeId of catalogue[type].outcomes('')) {
      const key = outcomeLabelKeyOf(type, outcomeId);
      if (key !== undefined) keys.add(key);
    }
  }
  return [...keys].sort();
}
