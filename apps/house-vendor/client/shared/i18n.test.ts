import { describe, expect, it } from 'vitest';
import { createTranslator, findDictionaryGaps, findVendorLanguage, interpolate } from './i18n.js';
import type { Dictionaries } from './i18n.js';

describe('game page languages', () => {
  it('reads a language tag loosely', () => {
    expect(findVendorLanguage('th')).toBe('th');
    expect(findVendorLanguage('EN-us')).toBe('en');
    expect(findVendorLanguage('pt')).toBe('pt-BR');
    expect(findVendorLanguage('pt_br')).toBe('pt-BR');
    expect(findVendorLanguage('tl')).toBe('fil');
    expect(findVendorLanguage('fil')).toBe('fil');
    expect(findVendorLanguage('de')).toBeUndefined();
    expect(findVendorLanguage(null)).toBeUndefined();
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Line {line} pays {amount}', { line: 3, amount: '฿2.00' })).toBe('Line 3 pays ฿2.00');
    expect(interpolate('{missing} stays')).toBe('{missing} stays');
  });

  it('translates, falling back to Thai for a text a language lacks', () => {
    const dictionaries = {
      th: { hello: 'สวัสดี {name}' },
      en: { hello: 'Hello {name}' },
      'pt-BR': { hello: 'Olá {name}' },
      fil: {},
    } as unknown as Dictionaries<'hello'>;
    expect(createTranslator(dictionaries, 'en')('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(createTranslator(dictionaries, 'fil')('hello', { name: 'Ana' })).toBe('สวัสดี Ana');
    expect(findDictionaryGaps(dictionaries)).toEqual(['fil: hello is missing']);
  });

  it('finds texts that drop a placeholder or add a key', () => {
    const dictionaries = {
      th: { win: 'ชนะ {amount}' },
      en: { win: 'Win' },
      'pt-BR': { win: 'Ganho {amount}', extra: 'x' },
      fil: { win: 'Panalo {amount}' },
    } as unknown as Dictionaries<'win'>;
    expect(findDictionaryGaps(dictionaries)).toEqual(['en: win has placeholders ', 'pt-BR: extra is not a key of th']);
  });
});
