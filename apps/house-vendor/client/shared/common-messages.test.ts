import { describe, expect, it } from 'vitest';
import { playErrorCodes } from '../../src/play/play-contract.js';
import { commonMessages, errorMessageKey } from './common-messages.js';
import { findDictionaryGaps } from './i18n.js';

describe('common game page messages', () => {
  it('has every text in every language', () => {
    expect(findDictionaryGaps(commonMessages)).toEqual([]);
  });

  it('has a message for every error code the vendor answers', () => {
    for (const code of playErrorCodes) expect(commonMessages.en[errorMessageKey(code)]).toBeTruthy();
    expect(errorMessageKey('SOMETHING_NEW')).toBe('error.UNKNOWN');
    expect(errorMessageKey('NETWORK')).toBe('error.NETWORK');
  });
});
