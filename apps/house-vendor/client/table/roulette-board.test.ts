import { describe, expect, it } from 'vitest';
import { rouletteSpotIds } from '../../src/tables/roulette-wheel.js';
import { landscapeGrid, portraitGrid, rouletteBoardCells } from './roulette-board.js';
import type { GridArea } from './roulette-board.js';

function squares(area: GridArea): string[] {
  const taken: string[] = [];
  for (let column = area.column; column < area.column + area.columnSpan; column += 1) {
    for (let row = area.row; row < area.row + area.rowSpan; row += 1) taken.push(`${column}:${row}`);
  }
  return taken;
}

describe('rouletteBoardCells', () => {
  const cells = rouletteBoardCells();

  it('has one cell for each of the 49 spots', () => {
    expect(cells.map((cell) => cell.spot).toSorted()).toEqual([...rouletteSpotIds].toSorted());
  });

  for (const [orientation, grid] of [
    ['portrait', portraitGrid],
    ['landscape', landscapeGrid],
  ] as const) {
    it(`lays the ${orientation} board out without overlaps, inside its grid`, () => {
      const seen = new Set<string>();
      for (const cell of cells) {
        for (const square of squares(cell[orientation])) {
          expect(seen.has(square), `${cell.spot} at ${square}`).toBe(false);
          seen.add(square);
          const [column = 0, row = 0] = square.split(':').map(Number);
          expect(column).toBeLessThanOrEqual(grid.columns);
          expect(row).toBeLessThanOrEqual(grid.rows);
        }
      }
    });
  }

  it('puts numbers where a real layout has them', () => {
    const place = (spot: string) => cells.find((cell) => cell.spot === spot);
    expect(place('straight-3')?.landscape).toMatchObject({ column: 2, row: 1 });
    expect(place('straight-1')?.landscape).toMatchObject({ column: 2, row: 3 });
    expect(place('straight-36')?.landscape).toMatchObject({ column: 13, row: 1 });
    expect(place('column-3')?.landscape).toMatchObject({ column: 14, row: 1 });
    expect(place('straight-1')?.portrait).toMatchObject({ column: 3, row: 2 });
    expect(place('straight-36')?.portrait).toMatchObject({ column: 5, row: 13 });
    expect(place('straight-14')?.color).toBe('red');
  });
});
