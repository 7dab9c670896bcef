import { describe, expect, it } from 'vitest';
import { marketTypes } from '../domain/sportsbook-model.js';
import { asianLineText, handicapGiverOf, lineLabelOf, mapLabelOf } from './line-label.js';
import { betStopGroupOf, marketDefinitionOf, marketLabelKeys, outcomeLabelKeyOf } from './market-catalogue.js';
import { MarketsError } from './markets-error.js';

describe('market catalogue', () => {
  it('defines every market type with its outcomes, group, period and label key', () => {
    for (const type of marketTypes) {
      const definition = marketDefinitionOf(type);
      expect(definition.labelKey).toBe(`markets.${type}`);
      expect(['ft_main', '1h', 'score', 'series', 'map', 'cockfight', 'outright']).toContain(definition.group);
    }
    expect(marketDefinitionOf('ft_ah').outcomes('hcp=-0.25')).toEqual(['home', 'away']);
    expect(marketDefinitionOf('ft_1x2').outcomes('')).toEqual(['1', 'X', '2']);
    expect(marketDefinitionOf('ft_cs').outcomes('')).toHaveLength(26);
    expect(marketDefinitionOf('ht_ft').outcomes('')).toEqual([
      '1/1',
      '1/X',
      '1/2',
      'X/1',
      'X/X',
      'X/2',
      '2/1',
      '2/X',
      '2/2',
    ]);
    expect(marketDefinitionOf('cf_winner').outcomes('')).toEqual(['meron', 'wala', 'draw']);
    expect(marketDefinitionOf('outright').outcomes('', { competitorIds: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(marketDefinitionOf('outright').outcomes('')).toEqual([]);
    expect(marketDefinitionOf('ft_cs').parlayable).toBe(false);
    expect(marketDefinitionOf('ft_ah').parlayable).toBe(true);
    expect(marketDefinitionOf('1h_ou').period).toBe('1h');
    expect(marketDefinitionOf('esp_map_total').period).toBe('map');
    expect(() => marketDefinitionOf('nope' as 'ft_ah')).toThrow(MarketsError);
  });

  it('names the bet-stop group a feed uses, map<n> for per-map markets', () => {
    expect(betStopGroupOf('ft_ah_rest', 'hcp=-0.5|score=1:0')).toBe('ft_main');
    expect(betStopGroupOf('ft_cs', '')).toBe('score');
    expect(betStopGroupOf('1h_ah', 'hcp=0')).toBe('1h');
    expect(betStopGroupOf('esp_map_total', 'mapnr=2|total=22.5')).toBe('map2');
    expect(betStopGroupOf('esp_match', '')).toBe('series');
  });

  it('gives outcome label keys, and none where the id is what the player reads', () => {
    expect(outcomeLabelKeyOf('ft_ah', 'home')).toBe('outcomes.home');
    expect(outcomeLabelKeyOf('ft_1x2', 'X')).toBe('outcomes.X');
    expect(outcomeLabelKeyOf('ht_ft', '1/X')).toBe('outcomes.ht_ft.1_X');
    expect(outcomeLabelKeyOf('ft_cs', '2:1')).toBeUndefined();
    expect(outcomeLabelKeyOf('ft_cs', 'aos')).toBe('outcomes.aos');
    expect(outcomeLabelKeyOf('outright', 'team-a')).toBeUndefined();
    expect(outcomeLabelKeyOf('cf_winner', 'meron')).toBe('outcomes.meron');
    expect(outcomeLabelKeyOf('ft_ah', 'over')).toBeUndefined();
  });
});

it('lists every label key for the translation files', () => {
  const keys = marketLabelKeys();
  expect(keys).toHaveLength(marketTypes.length + 1 + 13 + 9);
  expect(keys).toContain('markets.ft_ah_rest');
  expect(keys).toContain('outcomes.ht_ft.2_X');
  expect(keys).toContain('outcomes.aos');
  expect(keys).toContain('markets.map_number');
});

describe('line labels', () => {
  it('prints Asian quarter lines from the home side: unsigned when home gives, minus when home receives', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [-0.25, '0/0.5'],
      [-0.5, '0.5'],
      [-0.75, '0.5/1'],
      [-1, '1'],
      [-1.25, '1/1.5'],
      [-1.5, '1.5'],
      [-2.75, '2.5/3'],
      [0.25, '-0/0.5'],
      [0.75, '-0.5/1'],
      [1.5, '-1.5'],
    ];
    for (const [hcp, label] of cases) expect(lineLabelOf('ft_ah', `hcp=${hcp}`), `${hcp}`).toBe(label);
    expect(lineLabelOf('ft_ah_rest', 'hcp=-0.25|score=1:0')).toBe('0/0.5');
    expect(lineLabelOf('esp_map_hcp', 'hcp=-1.5')).toBe('1.5');
    expect(handicapGiverOf('hcp=-0.25')).toBe('home');
    expect(handicapGiverOf('hcp=0.75')).toBe('away');
    expect(handicapGiverOf('hcp=0')).toBeUndefined();
    expect(asianLineText(3)).toBe('0.5/1');
  });

  it('prints totals, and nothing for markets without a numeric line', () => {
    expect(lineLabelOf('ft_ou', 'total=2.25')).toBe('2/2.5');
    expect(lineLabelOf('ft_ou', 'total=2.5')).toBe('2.5');
    expect(lineLabelOf('ft_ou', 'total=3')).toBe('3');
    expect(lineLabelOf('1h_ou', 'total=0.75')).toBe('0.5/1');
    expect(lineLabelOf('esp_map_total', 'mapnr=2|total=22.5')).toBe('22.5');
    expect(lineLabelOf('ft_1x2', '')).toBe('');
    expect(lineLabelOf('esp_map_winner', 'mapnr=2')).toBe('');
  });

  it('shows map numbers through an i18n key', () => {
    expect(mapLabelOf('mapnr=2|total=22.5')).toEqual({ key: 'markets.map_number', values: { n: 2 } });
    expect(mapLabelOf('hcp=-1.5')).toBeUndefined();
    expect(() => mapLabelOf('mapnr=0')).toThrow(MarketsError);
  });
});
