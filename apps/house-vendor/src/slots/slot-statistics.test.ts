import { describe, expect, it } from 'vitest';
import {
  chiSquareCriticalValue,
  chiSquareUniform,
  describeMoments,
  mergeMoments,
  normalQuantile,
} from './slot-statistics.js';

describe('slot statistics', () => {
  it('gives the normal quantiles of the tables', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 5);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });

  it('approximates chi-square critical values within a fraction of a percent', () => {
    // Exact 99% points from the tables.
    const exact: [number, number][] = [
      [10, 23.209],
      [35, 57.342],
      [100, 135.807],
      [200, 249.445],
    ];
    for (const [degreesOfFreedom, value] of exact)
      expect(Math.abs(chiSquareCriticalValue(degreesOfFreedom, 0.99) / value - 1)).toBeLessThan(0.002);
  });

  it('measures departure from equal counts', () => {
    expect(chiSquareUniform([10, 10, 10, 10])).toBe(0);
    expect(chiSquareUniform([12, 8, 10, 10])).toBeCloseTo(0.8, 12);
  });

  it('merges partial samples into one mean and confidence interval', () => {
    const values = [0, 0, 1, 3, 0, 2];
    const moments = (list: number[]) => ({
      count: list.length,
      sum: list.reduce((total, value) => total + value, 0),
      sumOfSquares: list.reduce((total, value) => total + value * value, 0),
    });
    const merged = mergeMoments(moments(values.slice(0, 2)), moments(values.slice(2)));
    const summary = describeMoments(merged);
    expect(summary.mean).toBeCloseTo(1, 12);
    expect(summary.standardDeviation).toBeCloseTo(Math.sqrt(8 / 6), 12);
    expect(summary.high - summary.mean).toBeCloseTo((2.575829 * summary.standardDeviation) / Math.sqrt(6), 5);
    expect(summary.low).toBeLessThan(summary.mean);
  });
});
