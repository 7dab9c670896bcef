import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages.js';
import { errorMessages } from './error-messages/all.js';
import { errorCodes } from './errors.js';

describe('resolveLanguage', () => {
  it('falls back to Thai', () => {
    expect(resolveLanguage(undefined)).toBe('th');
    expect(resolveLanguage('xx')).toBe('th');
  });

  it('matches exact tags, case-insensitively, and base languages', () => {
    expect(resolveLanguage('EN')).toBe('en');
    expect(resolveLanguage('pt-br')).toBe('pt-BR');
    expect(resolveLanguage('pt-PT;q=0.9, en;q=0.8')).toBe('pt-BR');
    expect(resolveLanguage('fil-PH')).toBe('fil');
  });
});

describe('error messages', () => {
  it('has a non-empty message for every code in every language', () => {
    for (const messages of Object.values(errorMessages)) {
      for (const code of errorCodes) expect(messages[code].length).toBeGreaterThan(0);
    }
  });
});
