import { describe, expect, it } from 'vitest';
import { findDictionaryGaps } from '../shared/i18n.js';
import { slotPageMessages } from './slot-messages.js';

describe('slot page messages', () => {
  it('has every key, with the same placeholders, in th, en, pt-BR and fil', () => {
    expect(findDictionaryGaps(slotPageMessages)).toEqual([]);
    expect(Object.keys(slotPageMessages)).toEqual(['th', 'en', 'pt-BR', 'fil']);
  });
});
