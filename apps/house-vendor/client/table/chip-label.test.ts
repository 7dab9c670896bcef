import { describe, expect, it } from 'vitest';
import { chipLabel } from './chip-label.js';

describe('chipLabel', () => {
  it('labels chips briefly', () => {
    expect(
      [1_000, 5_000, 10_000, 50_000, 100_000, 250_000, 500_000, 100_000_000].map((amount) => chipLabel(amount, 2)),
    ).toEqual(['10', '50', '100', '500', '1K', '2.5K', '5K', '1M']);
    expect(chipLabel(1_000, 0)).toBe('1K');
    expect(chipLabel(50, 2)).toBe('0.5');
  });
});
