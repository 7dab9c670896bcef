/**
 * The one error the markets maths throws: bad input gets a stable code the caller maps to its own answer (a 400 on
 * the API, a rejected feed message), never a guess. Nothing here repairs a malformed key or specifier.
 */
export const marketsErrorCodes = [
  'MALFORMED_SPECIFIERS',
  'MALFORMED_MARKET_KEY',
  'UNKNOWN_MARKET_TYPE',
  'INVALID_LINE',
  'FACTS_DO_NOT_MATCH_MARKET',
  'INVALID_FACTS',
  'INVALID_ODDS',
  'INVALID_STAKE',
  'INVALID_FRACTIONS',
  'INVALID_PROBABILITY',
] as const;
export type MarketsErrorCode = (typeof marketsErrorCodes)[number];

export class MarketsError extends Error {
  constructor(
    readonly code: MarketsErrorCode,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'MarketsError';
  }
}
