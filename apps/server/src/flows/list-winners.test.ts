import { describe, expect, it } from 'vitest';
import { maskName } from './list-winners.js';

describe('maskName', () => {
  it('keeps the first letters and the last, never the middle', () => {
    expect(maskName('abcdef9')).toBe('ab***9');
    expect(maskName('somchai')).toBe('so***i');
    expect(maskName('agent')).toBe('a***t');
    expect(maskName('anna')).toBe('a***a');
  });

  it('shows only the first letter of a short name, and counts Thai letters as letters', () => {
    expect(maskName('bob')).toBe('b***');
    expect(maskName('a')).toBe('a***');
    expect(maskName('')).toBe('***');
    expect(maskName('สมชายดี')).toBe('สม***ี');
  });
});
