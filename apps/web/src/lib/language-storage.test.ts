import { beforeEach, describe, expect, it } from 'vitest';
import { ensureLanguageStored, readStoredLanguage, storeLanguage } from './language-storage';

beforeEach(() => {
  localStorage.clear();
});

describe('language storage', () => {
  it('on a first visit stores the default language under lang and hisLang', () => {
    expect(readStoredLanguage()).toBeUndefined();
    expect(ensureLanguageStored('th')).toBe('th');
    expect(localStorage.getItem('lang')).toBe('th');
    expect(localStorage.getItem('hisLang')).toBe('th');
  });

  it("uses the brand's default on a first visit", () => {
    expect(ensureLanguageStored('en')).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('en');
  });

  it('keeps an earlier choice on later visits', () => {
    storeLanguage('pt-BR');
    expect(ensureLanguageStored('th')).toBe('pt-BR');
    expect(localStorage.getItem('lang')).toBe('pt-BR');
  });

  it('stores a change under both keys', () => {
    storeLanguage('fil');
    expect(localStorage.getItem('lang')).toBe('fil');
    expect(localStorage.getItem('hisLang')).toBe('fil');
    expect(readStoredLanguage()).toBe('fil');
  });

  it('ignores a stored value that is not one of our languages', () => {
    localStorage.setItem('lang', 'xx');
    expect(readStoredLanguage()).toBeUndefined();
    expect(ensureLanguageStored('th')).toBe('th');
    expect(localStorage.getItem('lang')).toBe('th');
  });

  it('tells the server the language in a lang cookie, for the banner it draws into index.html', () => {
    storeLanguage('pt-BR');
    expect(document.cookie).toContain('lang=pt-BR');
    document.cookie = 'lang=en; path=/';
    localStorage.setItem('lang', 'fil');
    expect(ensureLanguageStored('th')).toBe('fil');
    expect(document.cookie).toContain('lang=fil');
  });
});
