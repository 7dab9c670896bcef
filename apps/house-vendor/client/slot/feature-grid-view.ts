import type { FeatureSlotSummary } from '../../src/slots/feature-summary.js';
import type { SlotPosition } from '../../src/slots/slot-types.js';
import { element } from '../shared/dom.js';
import { symbolIcons } from './symbol-icons.js';

/** What one cell shows: a symbol, a coin with its value text, or nothing (an empty cell during respins). */
export type GridCellContent = { symbol: string; label?: string; jackpot?: boolean } | null;

export type FeatureGrid = {
  element: HTMLElement;
  /** Shows `cells[column][row]`; `dropping` cells fall in (all of them when omitted and `dropAll`). */
  show(cells: GridCellContent[][], options?: { dropping?: readonly SlotPosition[]; dropAll?: boolean }): void;
  set(position: SlotPosition, content: GridCellContent, dropping?: boolean): void;
  highlight(positions: readonly SlotPosition[]): void;
  burst(positions: readonly SlotPosition[]): void;
  /** Empty cells shimmer while a respin turns. */
  shimmer(on: boolean): void;
  clearHighlight(): void;
};

/** A tile per symbol, drawn once and cloned: our own SVG drawings (symbol-icons.ts), the glyph where none. */
export function createFeatureTiles(summary: FeatureSlotSummary): (symbolId: string) => HTMLElement {
  const templates = new Map<string, HTMLElement>();
  for (const symbol of summary.symbols) {
    const tile = element('div', { class: 'symbol', 'data-kind': symbol.kind, 'data-symbol': symbol.id });
    tile.style.setProperty('--symbol-colour', symbol.colour);
    const drawing = symbolIcons[symbol.icon];
    if (drawing)
      tile.insertAdjacentHTML(
        'beforeend',
        `<svg class="symbol-icon" viewBox="0 0 64 64" fill="currentColor" aria-hidden="true">${drawing}</svg>`,
      );
    else tile.append(element('span', { class: 'symbol-glyph', 'aria-hidden': 'true' }, [symbol.glyph]));
    templates.set(symbol.id, tile);
  }
  return (symbolId) => {
    const template = templates.get(symbolId);
    return template ? (template.cloneNode(true) as HTMLElement) : element('div', { class: 'symbol' });
  };
}

/** The board of a cluster or hold-and-win game: a CSS grid of cells, row by row. */
export function createFeatureGrid(summary: FeatureSlotSummary, tile: (symbolId: string) => HTMLElement): FeatureGrid {
  const { columns, rows } = summary;
  const board = element('div', { class: 'feature-grid', 'data-engine': summary.engine });
  board.style.setProperty('--columns', String(columns));
  board.style.setProperty('--rows', String(rows));
  const cells: HTMLElement[][] = Array.from({ length: columns }, () => []);
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) {
      const cell = element('div', { class: 'feature-cell' });
      cells[column]![row] = cell;
      board.append(cell);
    }
  const cellAt = (position: SlotPosition) => cells[position.reel]?.[position.row];

  const fill = (cell: HTMLElement, content: GridCellContent, dropping: boolean, delayMs: number) => {
    cell.classList.remove('is-winning', 'is-bursting', 'is-dropping', 'is-dimmed');
    cell.classList.toggle('is-empty', content === null);
    cell.replaceChildren();
    if (!content) return;
    cell.append(tile(content.symbol));
    if (content.label)
      cell.append(
        element('span', { class: content.jackpot ? 'coin-label is-jackpot' : 'coin-label tabular' }, [content.label]),
      );
    if (dropping) {
      cell.style.setProperty('--drop-delay', `${delayMs}ms`);
      // Restart the animation even when the same cell dropped a moment ago.
      void cell.offsetWidth;
      cell.classList.add('is-dropping');
    }
  };

  return {
    element: board,
    show(contents, options = {}) {
      const dropping = new Set((options.dropping ?? []).map((position) => `${position.reel}:${position.row}`));
      for (let column = 0; column < columns; column += 1)
        for (let row = 0; row < rows; row += 1) {
          const drops = options.dropAll === true || dropping.has(`${column}:${row}`);
          fill(cells[column]![row]!, contents[column]?.[row] ?? null, drops, column * 70 + (rows - row) * 25);
        }
    },
    set(position, content, dropping = false) {
      const cell = cellAt(position);
      if (cell) fill(cell, content, dropping, 0);
    },
    highlight(positions) {
      const lit = new Set(positions.map((position) => cellAt(position)));
      for (const column of cells)
        for (const cell of column) {
          cell.classList.toggle('is-winning', lit.has(cell));
          cell.classList.toggle('is-dimmed', !lit.has(cell));
        }
    },
    burst(positions) {
      for (const position of positions) cellAt(position)?.classList.add('is-bursting');
    },
    shimmer(on) {
      board.classList.toggle('is-respinning', on);
    },
    clearHighlight() {
      for (const column of cells) for (const cell of column) cell.classList.remove('is-winning', 'is-dimmed');
    },
  };
}
