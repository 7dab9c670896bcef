import { rouletteColor } from '../../src/tables/roulette-wheel.js';
import type { RouletteColor } from '../../src/tables/table-types.js';

/** A rectangle of a CSS grid, one-based, in the two orientations the board takes. */
export type GridArea = { column: number; row: number; columnSpan: number; rowSpan: number };

export type BoardCell = {
  spot: string;
  /** Phones: numbers run down in three columns, outside bets along the left and below. */
  portrait: GridArea;
  /** Wide screens: the classic layout, numbers in three rows from the zero on the left. */
  landscape: GridArea;
  color: RouletteColor | null;
  number: number | null;
};

const area = (column: number, row: number, columnSpan = 1, rowSpan = 1): GridArea => ({
  column,
  row,
  columnSpan,
  rowSpan,
});

export const portraitGrid = { columns: 5, rows: 14 };
export const landscapeGrid = { columns: 14, rows: 5 };

const evenMoneySpots = ['low', 'even', 'red', 'black', 'odd', 'high'];

/** Every cell of the roulette layout with its place in both orientations. */
export function rouletteBoardCells(): BoardCell[] {
  const cells: BoardCell[] = [
    { spot: 'straight-0', portrait: area(3, 1, 3), landscape: area(1, 1, 1, 3), color: 'green', number: 0 },
  ];
  for (let number = 1; number <= 36; number += 1) {
    const column = (number - 1) % 3;
    const row = Math.floor((number - 1) / 3);
    cells.push({
      spot: `straight-${number}`,
      portrait: area(column + 3, row + 2),
      landscape: area(row + 2, 3 - column),
      color: rouletteColor(number),
      number,
    });
  }
  for (let index = 1; index <= 3; index += 1) {
    cells.push({
      spot: `column-${index}`,
      portrait: area(index + 2, 14),
      landscape: area(14, 4 - index),
      color: null,
      number: null,
    });
  }
  for (let index = 1; index <= 3; index += 1) {
    cells.push({
      spot: `dozen-${index}`,
      portrait: area(2, 2 + 4 * (index - 1), 1, 4),
      landscape: area(2 + 4 * (index - 1), 4, 4),
      color: null,
      number: null,
    });
  }
  evenMoneySpots.forEach((spot, index) => {
    cells.push({
      spot,
      portrait: area(1, 2 + 2 * index, 1, 2),
      landscape: area(2 + 2 * index, 5, 2),
      color: spot === 'red' || spot === 'black' ? spot : null,
      number: null,
    });
  });
  return cells;
}
