import { describe, expect, it } from 'vitest';
import { playErrorCodes } from '../../src/play/play-contract.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { findDictionaryGaps } from '../shared/i18n.js';
import { createTableTranslator, pageMessages, tableMessages } from './table-messages.js';

describe('table page messages', () => {
  it('has every table text in every language, with the same placeholders', () => {
    expect(findDictionaryGaps(tableMessages)).toEqual([]);
  });

  it('keeps the shared texts when merged with its own', () => {
    expect(findDictionaryGaps(pageMessages)).toEqual([]);
    for (const language of ['th', 'en', 'pt-BR', 'fil'] as const) {
      const translate = createTableTranslator(language);
      for (const code of playErrorCodes)
        expect(translate(errorMessageKey(code)), `${language} ${code}`).not.toMatch(/^error\./);
      expect(translate('common.balance')).not.toBe('common.balance');
    }
  });

  it('fills placeholders', () => {
    expect(createTableTranslator('th')('page.round', { number: 1234 })).toBe('รอบที่ 1234');
    expect(createTableTranslator('en')('result.win', { amount: '฿50.00' })).toBe('You win ฿50.00');
  });
});
