import { marketTypes, type MarketKey, type MarketType, type Specifiers } from '../domain/sportsbook-model.js';
import { MarketsError } from './markets-error.js';

/**
 * Canonical specifiers (reference §2.4): keys sorted, `k=v` joined by `|`. Two markets are the same market exactly
 * when their canonical texts are equal, so the store, the feed and the slip compare strings and never re-parse.
 */

const keyPattern = /^[a-z][a-z0-9_]*$/;
/** A value may hold a score (`1:0`), a signed decimal line (`-0.25`) or a word; never a separator. */
const valuePattern = /^[A-Za-z0-9_.:+-]+$/;

export function parseSpecifiers(text: Specifiers): Record<string, string> {
  const values: Record<string, string> = {};
  if (text === '') return values;
  for (const pair of text.split('|')) {
    const separator = pair.indexOf('=');
    const key = separator < 0 ? pair : pair.slice(0, separator);
    const value = separator < 0 ? '' : pair.slice(separator + 1);
    if (!keyPattern.test(key) || !valuePattern.test(value)) {
      throw new MarketsError('MALFORMED_SPECIFIERS', `"${text}" has a malformed pair "${pair}"`);
    }
    if (Object.hasOwn(values, key)) throw new MarketsError('MALFORMED_SPECIFIERS', `"${text}" repeats "${key}"`);
    values[key] = value;
  }
  return values;
}

/** Numbers print in their shortest form: 2.5, -0.25, 3 (never 3.0 or -0), so one line has one text. */
function specifierValueText(key: string, value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MarketsError('MALFORMED_SPECIFIERS', `"${key}" is not a finite number`);
    const text = Object.is(value, -0) ? '0' : String(value);
    // Exponent notation (1e-7, 1e+21) is no line a book offers; refusing it keeps one text per number.
    if (/e/i.test(text)) throw new MarketsError('MALFORMED_SPECIFIERS', `"${key}" is out of range`);
    return text;
  }
  // A number given as text must already be in its shortest form: `-0.50` and `-0.5` would name two markets.
  if (/^-?\d+(\.\d+)?$/.test(value) && specifierValueText(key, Number(value)) !== value) {
    throw new MarketsError('MALFORMED_SPECIFIERS', `"${key}=${value}" is not a number in its shortest form`);
  }
  return value;
}

export function formatSpecifiers(values: Record<string, string | number>): Specifiers {
  const pairs = Object.keys(values)
    .sort()
    .map((key) => {
      const text = specifierValueText(key, values[key] as string | number);
      if (!keyPattern.test(key) || !valuePattern.test(text)) {
        throw new MarketsError('MALFORMED_SPECIFIERS', `cannot format "${key}=${text}"`);
      }
      return `${key}=${text}`;
    });
  return pairs.join('|');
}

export function isMarketType(text: string): text is MarketType {
  return (marketTypes as readonly string[]).includes(text);
}

export function marketKeyOf(type: MarketType, specifiers: Specifiers): MarketKey {
  return specifiers === '' ? type : `${type}|${specifiers}`;
}

/** Refuses anything that is not exactly what `marketKeyOf` would print: unknown type, bad pair, unsorted keys. */
export function parseMarketKey(key: MarketKey): { type: MarketType; specifiers: Specifiers } {
  const separator = key.indexOf('|');
  const type = separator < 0 ? key : key.slice(0, separator);
  const specifiers = separator < 0 ? '' : key.slice(separator + 1);
  if (!isMarketType(type)) throw new MarketsError('UNKNOWN_MARKET_TYPE', `"${key}" names no market type`);
  if (separator >= 0 && specifiers === '') {
    throw new MarketsError('MALFORMED_MARKET_KEY', `"${key}" ends with an empty specifier list`);
  }
  let canonical: string;
  try {
    canonical = formatSpecifiers(parseSpecifiers(specifiers));
  } catch (error) {
    throw new MarketsError('MALFORMED_MARKET_KEY', `"${key}": ${(error as Error).message}`);
  }
  if (canonical !== specifiers) throw new MarketsError('MALFORMED_MARKET_KEY', `"${key}" is not in canonical order`);
  return { type, specifiers };
}
