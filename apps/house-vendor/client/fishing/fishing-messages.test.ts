import { describe, expect, it } from 'vitest';
import { fishingErrorCodes } from '../../src/fishing/fishing-contract.js';
import { fishingGames } from '../../src/fishing/fishing-math.js';
import { findDictionaryGaps } from '../shared/i18n.js';
import { fishingPageMessages } from './fishing-messages.js';

describe('fishing page messages', () => {
  it('has every key, with the same placeholders, in th, en, pt-BR and fil', () => {
    expect(findDictionaryGaps(fishingPageMessages)).toEqual([]);
    expect(Object.keys(fishingPageMessages)).toEqual(['th', 'en', 'pt-BR', 'fil']);
  });

  it('names every species of every game and says every refusal the rooms answer', () => {
    const keys = Object.keys(fishingPageMessages.th);
    for (const game of Object.values(fishingGames))
      for (const species of game.species) expect(keys).toContain(`species.${species.id}`);
    for (const code of fishingErrorCodes) expect(keys).toContain(`fishing.error.${code}`);
  });
});
