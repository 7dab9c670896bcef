import { describe, expect, it } from 'vitest';
import { playerErrorCodes } from '../../src/api/player-api.js';
import { marketLabelKeys } from '../../src/markets/market-catalogue.js';
import { appLanguages, bundles } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const valueAt = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('translations', () => {
  const thai = keysOf(bundles.th).sort();

  it.each(appLanguages)('%s has exactly the Thai keys, each a non-empty text', (language) => {
    const keys = keysOf(bundles[language]).sort();
    expect(keys).toEqual(thai);
    for (const key of keys) {
      const text = valueAt(bundles[language], key);
      expect(typeof text === 'string' && text.trim().length > 0, `${language} ${key}`).toBe(true);
    }
  });

  it('every error code of the player API has a sentence', () => {
    for (const code of playerErrorCodes) expect(thai).toContain(`errors.${code}`);
  });

  it('every market and outcome label key the markets catalogue can hand out is translated', () => {
    for (const key of marketLabelKeys()) expect(thai, key).toContain(key);
  });

  it('Thai is Thai: the board, slip and rules texts are not left in English', () => {
    for (const key of ['board.tabs.live', 'slip.title', 'slip.place', 'rules.live.p1', 'errors.ODDS_CHANGED']) {
      expect(valueAt(bundles.th, key)).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
