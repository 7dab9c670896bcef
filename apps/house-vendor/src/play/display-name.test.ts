import { describe, expect, it } from 'vitest';
import { maskedDisplayName } from './display-name.js';

describe('maskedDisplayName', () => {
  it('keeps two characters of a name of five or more and hides the rest', () => {
    expect(maskedDisplayName('demo1')).toBe('de***');
    expect(maskedDisplayName('  somchai2026 ')).toBe('so***');
  });

  it('keeps one character of a short name, and gives none for a name too short to hide', () => {
    expect(maskedDisplayName('abcd')).toBe('a***');
    expect(maskedDisplayName('ab')).toBe('a***');
    expect(maskedDisplayName('a')).toBeNull();
    expect(maskedDisplayName('')).toBeNull();
    expect(maskedDisplayName(null)).toBeNull();
    expect(maskedDisplayName(undefined)).toBeNull();
  });

  it('counts characters, not UTF-16 units, so a Thai or emoji name is cut cleanly', () => {
    expect(maskedDisplayName('สมชายใจดี')).toBe('สม***');
    expect(maskedDisplayName('🐟🐠🐡🦈🐙')).toBe('🐟🐠***');
  });

  it('never contains the part of the name it hides', () => {
    const name = maskedDisplayName('player_login_77');
    expect(name).not.toContain('login');
    expect(name?.length).toBe(5);
  });
});
