import type { MarketType, Specifiers } from '../domain/sportsbook-model.js';
import { lineQuartersOf, mapNumberOf } from './lines.js';
import { parseSpecifiers } from './specifiers.js';

/**
 * Lines as Asian books print them (reference §3.5, §7.2). A quarter line shows its two halves: 0.25 is `0/0.5`,
 * 0.75 `0.5/1`, 2.25 `2/2.5`; whole and half lines show the number (`1`, `1.5`).
 *
 * Handicap sign: the number is what the HOME side gives. A home side giving goals (hcp −0.25) prints unsigned
 * (`0/0.5`); a home side receiving goals (hcp +0.25) prints with a minus (`-0/0.5`); a level line prints `0`. This
 * is the Asian reading, opposite in sign to the European `−0.25` (the book's canonical specifier). A board that
 * prints the line on the giving team's row takes `handicapGiverOf` and the unsigned `asianLineText`.
 */

const numberText = (quarters: number): string => String(quarters / 4);

/** The unsigned split text of a line given in quarter units. */
export function asianLineText(quarters: number): string {
  const magnitude = Math.abs(quarters);
  if (magnitude % 2 === 1) return `${numberText(magnitude - 1)}/${numberText(magnitude + 1)}`;
  return numberText(magnitude);
}

const handicapTypes: readonly MarketType[] = ['ft_ah', 'ft_ah_rest', '1h_ah', 'esp_map_hcp'];
const totalTypes: readonly MarketType[] = ['ft_ou', '1h_ou', 'esp_total_maps', 'esp_map_total'];

/** Which side gives the handicap, undefined on a level line. */
export function handicapGiverOf(specifiers: Specifiers): 'home' | 'away' | undefined {
  const quarters = lineQuartersOf(specifiers, 'hcp');
  return quarters < 0 ? 'home' : quarters > 0 ? 'away' : undefined;
}

/**
 * The line of a handicap or total market as text; an empty string for a market without a numeric line. Map
 * numbers are not lines: they are shown through the i18n key `markets.map_number` with `{{n}}` (`mapLabelOf`), so
 * "Map 2" and "แผนที่ 2" come from the translation files.
 */
export function lineLabelOf(type: MarketType, specifiers: Specifiers): string {
  if (handicapTypes.includes(type)) {
    const quarters = lineQuartersOf(specifiers, 'hcp');
    return quarters > 0 ? `-${asianLineText(quarters)}` : asianLineText(quarters);
  }
  if (totalTypes.includes(type)) return asianLineText(lineQuartersOf(specifiers, 'total'));
  return '';
}

/** The map a per-map market is about, as an i18n key and its value; undefined for a market without `mapnr`. */
export function mapLabelOf(specifiers: Specifiers): { key: 'markets.map_number'; values: { n: number } } | undefined {
  if (parseSpecifiers(specifiers).mapnr === undefined) return undefined;
  return { key: 'markets.map_number', values: { n: mapNumberOf(specifiers) } };
}
