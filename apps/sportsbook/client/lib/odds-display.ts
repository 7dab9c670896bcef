import type { MarketType, OddsFormat } from '../../src/domain/sportsbook-model.js';
import { formatOdds } from '../../src/markets/odds-format.js';

/**
 * Three-way and many-way markets (1X2, correct score, HT/FT, outrights, cockfight) stay in decimal whatever the
 * format, as Asian boards show them (reference §7.2): Hong Kong, Malay and Indonesian prices describe two-way lines.
 */
const decimalOnly: ReadonlySet<string> = new Set<MarketType>([
  'ft_1x2',
  '1h_1x2',
  'ft_cs',
  'ht_ft',
  'outright',
  'cf_winner',
]);

export function displayFormatOf(marketType: string, format: OddsFormat): OddsFormat {
  return decimalOnly.has(marketType) ? 'decimal' : format;
}

/** The price as the player reads it, and whether it is negative (a Malay or Indonesian risk price, shown in red). */
export function oddsTextOf(
  oddsMilli: number,
  format: OddsFormat,
  marketType: string,
): { text: string; negative: boolean } {
  const text = formatOdds(oddsMilli, displayFormatOf(marketType, format));
  return { text, negative: text.startsWith('-') };
}
