import { describe, expect, it } from 'vitest';
import {
  europeanWheelOrder,
  rouletteColor,
  roulettePockets,
  rouletteSpotCovers,
  rouletteSpotIds,
  rouletteSpotNumbers,
} from './roulette-wheel.js';

describe('the wheel', () => {
  it('holds every number once, alternating red and black after the zero', () => {
    expect(europeanWheelOrder.toSorted((first, second) => first - second)).toEqual(
      Array.from({ length: roulettePockets }, (_, number) => number),
    );
    const colors = europeanWheelOrder.slice(1).map(rouletteColor);
    expect(colors.every((color, index) => color === (index % 2 === 0 ? 'red' : 'black'))).toBe(true);
    expect(rouletteColor(0)).toBe('green');
  });
});

describe('spots', () => {
  it('has 37 numbers and 12 outside spots', () => {
    expect(rouletteSpotIds).toHaveLength(49);
    expect(new Set(rouletteSpotIds).size).toBe(49);
  });

  it('covers the numbers each spot names', () => {
    expect(rouletteSpotNumbers('straight-0')).toEqual([0]);
    expect(rouletteSpotNumbers('straight-36')).toEqual([36]);
    expect(rouletteSpotNumbers('dozen-2')).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(rouletteSpotNumbers('column-1')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(rouletteSpotNumbers('low')).toHaveLength(18);
    expect(rouletteSpotNumbers('red')).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(rouletteSpotNumbers('black')).toHaveLength(18);
    expect(rouletteSpotCovers('column-3', 36)).toBe(true);
    expect(rouletteSpotCovers('even', 0)).toBe(false);
  });

  it('knows no spot it does not pay', () => {
    for (const spot of ['straight-37', 'straight-07', 'straight--1', 'green', 'dozen-4', 'split-1-2', '']) {
      expect(rouletteSpotNumbers(spot), spot).toEqual([]);
      expect(rouletteSpotCovers(spot, 7)).toBe(false);
    }
  });
});
