/**
 * The single-zero wheel and what each roulette spot covers. It imports nothing but types, on purpose: the table
 * page draws its wheel and lights winning spots from the same file the engine settles with.
 */
import type { RouletteColor } from './table-types.js';

/** The pockets in the order they sit round the wheel, clockwise from zero. */
export const europeanWheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

export const roulettePockets = 37;

const redNumbers = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function rouletteColor(number: number): RouletteColor {
  if (number === 0) return 'green';
  return redNumbers.has(number) ? 'red' : 'black';
}

/** The outside spots in layout order, each with the numbers it covers; zero is in none of them. */
const outsideSpots: [string, (number: number) => boolean][] = [
  ['red', (number) => rouletteColor(number) === 'red'],
  ['black', (number) => rouletteColor(number) === 'black'],
  ['odd', (number) => number !== 0 && number % 2 === 1],
  ['even', (number) => number !== 0 && number % 2 === 0],
  ['low', (number) => number >= 1 && number <= 18],
  ['high', (number) => number >= 19],
  ['dozen-1', (number) => number >= 1 && number <= 12],
  ['dozen-2', (number) => number >= 13 && number <= 24],
  ['dozen-3', (number) => number >= 25],
  ['column-1', (number) => number !== 0 && number % 3 === 1],
  ['column-2', (number) => number !== 0 && number % 3 === 2],
  ['column-3', (number) => number !== 0 && number % 3 === 0],
];

const numbers = Array.from({ length: roulettePockets }, (_, number) => number);

/** Every roulette spot id in layout order: straight-0 to straight-36, then the outside spots. */
export const rouletteSpotIds = [
  ...numbers.map((number) => `straight-${number}`),
  ...outsideSpots.map(([spot]) => spot),
];

const coverage: ReadonlyMap<string, ReadonlySet<number>> = new Map([
  ...numbers.map((number) => [`straight-${number}`, new Set([number])] as const),
  ...outsideSpots.map(([spot, covers]) => [spot, new Set(numbers.filter(covers))] as const),
]);

/** The numbers a spot covers, ascending; empty for a spot that does not exist. */
export function rouletteSpotNumbers(spot: string): number[] {
  return [...(coverage.get(spot) ?? [])];
}

export function rouletteSpotCovers(spot: string, number: number): boolean {
  return coverage.get(spot)?.has(number) ?? false;
}
