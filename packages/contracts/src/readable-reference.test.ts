import { describe, expect, it } from 'vitest';
import { readableReference } from './wallet.js';

describe('readableReference', () => {
  it('keeps what a player can quote and nothing technical', () => {
    expect(readableReference('5a0f3c2e-8b1d-4c6e-9f7a-2d3b4c5e6f70')).toBe('4C5E6F70');
    expect(readableReference('withdrawal 5a0f3c2e-8b1d-4c6e-9f7a-2d3b4c5e6f70')).toBe('4C5E6F70');
    expect(readableReference('L261125C28A978092')).toBe('L261125C28A978092');
    expect(readableReference('bgs-round-000123456789')).toBe('23456789');
    expect(readableReference('demo starting balance')).toBe('');
    expect(readableReference('')).toBe('');
  });
});
