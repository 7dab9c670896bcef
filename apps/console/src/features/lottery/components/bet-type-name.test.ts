import { levelLabel, levelTokens } from '@croupier/contracts';
import type { LevelToken } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/lottery.json';
import th from '../../../locales/th/lottery.json';

describe('lottery names in the console', () => {
  it('have a word for every part of a prize level, in Thai and English', () => {
    expect(Object.keys(th.levelWords).sort()).toEqual([...levelTokens].sort());
    expect(Object.keys(en.levelWords).sort()).toEqual([...levelTokens].sort());
    const inThai = (token: LevelToken) => th.levelWords[token];
    expect(levelLabel('GREEN_WITH_VIOLET', (token) => en.levelWords[token])).toBe('Green with violet');
    expect(levelLabel('SUM_12', inThai)).not.toContain('SUM');
  });

  it('name bet types as sentences, not codes', () => {
    expect(Object.keys(th.betTypes).sort()).toEqual(Object.keys(en.betTypes).sort());
    expect(en.betTypes.TH_THREE_TOP).toBe('3 top');
    for (const name of Object.values(th.betTypes)) expect(name).not.toMatch(/^[A-Z0-9_]+$/);
  });
});
