import { describe, expect, it } from 'vitest';
import { countUpDuration, countUpValue } from './count-up.js';

describe('count-up', () => {
  it('rolls from the start to the end, easing out, in whole minor units', () => {
    expect(countUpValue(0, 1000, 0, 800)).toBe(0);
    expect(countUpValue(0, 1000, 400, 800)).toBe(875);
    expect(countUpValue(0, 1000, 800, 800)).toBe(1000);
    expect(countUpValue(0, 1000, 900, 800)).toBe(1000);
    expect(countUpValue(500, 100, 400, 800)).toBe(150);
    expect(Number.isInteger(countUpValue(0, 333, 123, 800))).toBe(true);
  });

  it('rolls bigger wins longer, within bounds', () => {
    expect(countUpDuration(0, 100)).toBe(0);
    expect(countUpDuration(50, 100)).toBeGreaterThanOrEqual(400);
    expect(countUpDuration(5000, 100)).toBeGreaterThan(countUpDuration(200, 100));
    expect(countUpDuration(10_000_000, 100)).toBe(2400);
  });
});
