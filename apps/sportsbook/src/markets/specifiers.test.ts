import { describe, expect, it } from 'vitest';
import { marketTypes } from '../domain/sportsbook-model.js';
import { MarketsError } from './markets-error.js';
import { formatSpecifiers, marketKeyOf, parseMarketKey, parseSpecifiers } from './specifiers.js';

const codeOf = (action: () => unknown): string | undefined => {
  try {
    action();
  } catch (error) {
    return error instanceof MarketsError ? error.code : 'not a MarketsError';
  }
  return undefined;
};

describe('specifiers', () => {
  it('formats canonically: keys sorted, numbers in their shortest form', () => {
    expect(formatSpecifiers({ score: '1:0', hcp: -0.5 })).toBe('hcp=-0.5|score=1:0');
    expect(formatSpecifiers({ hcp: -0.25 })).toBe('hcp=-0.25');
    expect(formatSpecifiers({ total: 2.5 })).toBe('total=2.5');
    expect(formatSpecifiers({ total: 3.0 })).toBe('total=3');
    expect(formatSpecifiers({ hcp: -0 })).toBe('hcp=0');
    expect(formatSpecifiers({ total: 22.5, mapnr: 2 })).toBe('mapnr=2|total=22.5');
    expect(formatSpecifiers({})).toBe('');
  });

  it('parses what it formats', () => {
    expect(parseSpecifiers('hcp=-0.5|score=1:0')).toEqual({ hcp: '-0.5', score: '1:0' });
    expect(parseSpecifiers('')).toEqual({});
  });

  it('refuses malformed specifiers with a stable code', () => {
    for (const text of ['hcp', 'hcp=', '=1', 'hcp=1|hcp=2', 'hcp=1||total=2', 'Hcp=1', 'hcp=1 ', 'hcp=a|b']) {
      expect(
        codeOf(() => parseSpecifiers(text)),
        text,
      ).toBe('MALFORMED_SPECIFIERS');
    }
    expect(codeOf(() => formatSpecifiers({ hcp: Number.NaN }))).toBe('MALFORMED_SPECIFIERS');
    expect(codeOf(() => formatSpecifiers({ total: 1e21 }))).toBe('MALFORMED_SPECIFIERS');
    expect(codeOf(() => formatSpecifiers({ team: 'a|b' }))).toBe('MALFORMED_SPECIFIERS');
  });

  it('builds and parses market keys', () => {
    expect(marketKeyOf('ft_1x2', '')).toBe('ft_1x2');
    expect(marketKeyOf('ft_ah', 'hcp=-0.25')).toBe('ft_ah|hcp=-0.25');
    expect(parseMarketKey('ft_ah_rest|hcp=-0.5|score=1:0')).toEqual({
      type: 'ft_ah_rest',
      specifiers: 'hcp=-0.5|score=1:0',
    });
    for (const type of marketTypes) expect(parseMarketKey(marketKeyOf(type, ''))).toEqual({ type, specifiers: '' });
  });

  it('refuses malformed market keys instead of repairing them', () => {
    expect(codeOf(() => parseMarketKey('ft_xx|hcp=1'))).toBe('UNKNOWN_MARKET_TYPE');
    expect(codeOf(() => parseMarketKey(''))).toBe('UNKNOWN_MARKET_TYPE');
    expect(codeOf(() => parseMarketKey('ft_ah|'))).toBe('MALFORMED_MARKET_KEY');
    expect(codeOf(() => parseMarketKey('ft_ah|hcp'))).toBe('MALFORMED_MARKET_KEY');
    expect(codeOf(() => parseMarketKey('ft_ah_rest|score=1:0|hcp=-0.5'))).toBe('MALFORMED_MARKET_KEY');
    expect(codeOf(() => parseMarketKey('ft_ah|hcp=-0.50'))).toBe('MALFORMED_MARKET_KEY');
    expect(codeOf(() => parseMarketKey('esp_map_winner|mapnr=02'))).toBe('MALFORMED_MARKET_KEY');
    expect(codeOf(() => parseMarketKey('ft_ah|hcp=-0'))).toBe('MALFORMED_MARKET_KEY');
  });
});
