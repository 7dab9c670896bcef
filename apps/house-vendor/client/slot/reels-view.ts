import type { SlotSpin } from '../../src/slots/slot-types.js';
import { element, svgElement } from '../shared/dom.js';
import { fillerSymbols } from './reel-timing.js';
import type { SymbolTiles } from './symbol-tile.js';
import { lineColour, linePoints, positionKey, winningCells } from './win-lines.js';

/** The reels on screen: a static grid, an endless spin while the outcome is on its way, and stops one by one. */
export type ReelsView = {
  element: HTMLElement;
  show(grid: readonly (readonly string[])[]): void;
  startSpin(): void;
  /** Stops each reel on its column at the given page times (performance.now()); resolves when all have landed. */
  stopAt(grid: readonly (readonly string[])[], times: readonly number[]): Promise<void>;
  /**
   * Lights a spin's winning cells and lines; with a line index, that line alone (-1: the scatters); with a symbol
   * id, that symbol's ways win.
   */
  highlight(spin: SlotSpin, focus?: number | string): void;
  clearHighlight(): void;
};

/** Cells in a spinning loop: the loop's period, twice over so it wraps seamlessly. */
const loopCells = 12;
/** Cells a stopping reel runs through before it lands. */
const landingCells = 9;

type Options = {
  reels: number;
  rows: number;
  lines: readonly (readonly number[])[];
  symbolIds: readonly string[];
  tiles: SymbolTiles;
  reducedMotion: boolean;
  /** Called as each reel lands (the page knocks a sound). */
  onReelLanded?: (reel: number) => void;
};

export function createReelsView(options: Options): ReelsView {
  const { reels, rows, tiles, reducedMotion } = options;
  let spinCount = 0;
  const reelElements: HTMLElement[] = [];
  const strips: HTMLElement[] = [];
  const animations: (Animation | undefined)[] = [];
  /** `visibleCells[reel][row]`: the cell elements showing the landed grid. */
  let visibleCells: HTMLElement[][] = [];
  let columns: string[][] = Array.from({ length: reels }, () => []);

  const reelsElement = element('div', { class: 'reels' });
  reelsElement.style.setProperty('--reels', String(reels));
  reelsElement.style.setProperty('--rows', String(rows));
  for (let reel = 0; reel < reels; reel += 1) {
    const strip = element('div', { class: 'reel-strip' });
    const reelElement = element('div', { class: 'reel' }, [strip]);
    reelElements.push(reelElement);
    strips.push(strip);
    reelsElement.append(reelElement);
  }
  const overlay = svgElement('svg', { class: 'win-lines', 'aria-hidden': 'true' });
  const frame = element('div', { class: 'reels-frame' }, [reelsElement, overlay]);

  const cell = (symbolId: string) => element('div', { class: 'cell' }, [tiles.create(symbolId)]);

  /** Fills a strip with cells top to bottom and places it so that `offsetCells` cells sit above the window. */
  function fillStrip(reel: number, symbolIds: readonly string[], offsetCells: number): HTMLElement[] {
    const strip = strips[reel]!;
    const cells = symbolIds.map(cell);
    strip.replaceChildren(...cells);
    strip.style.setProperty('--cells', String(symbolIds.length));
    strip.style.transform = `translateY(${(-100 * offsetCells) / symbolIds.length}%)`;
    return cells;
  }

  function show(grid: readonly (readonly string[])[]) {
    columns = grid.map((column) => [...column]);
    visibleCells = grid.map((column, reel) => fillStrip(reel, column, 0));
  }

  function startSpin() {
    spinCount += 1;
    for (let reel = 0; reel < reels; reel += 1) {
      animations[reel]?.cancel();
      reelElements[reel]!.classList.add('is-spinning');
      if (reducedMotion) continue;
      // The loop holds the reel's current symbols at both ends of its period, so it starts without a jump.
      const current = columns[reel] ?? [];
      const filler = fillerSymbols(options.symbolIds, loopCells - current.length, spinCount * 31 + reel);
      const period = [...current, ...filler];
      fillStrip(reel, [...period, ...period], loopCells);
      animations[reel] = strips[reel]!.animate([{ transform: 'translateY(-50%)' }, { transform: 'translateY(0%)' }], {
        duration: 560 + reel * 20,
        iterations: Infinity,
        easing: 'linear',
      });
    }
  }

  function landReel(reel: number, column: readonly string[]): Promise<void> {
    animations[reel]?.cancel();
    reelElements[reel]!.classList.remove('is-spinning');
    if (reducedMotion) {
      visibleCells[reel] = fillStrip(reel, column, 0);
      return Promise.resolve();
    }
    // One spare cell above the landing symbols shows during the bounce past the stop.
    const [spare = ''] = fillerSymbols(options.symbolIds, 1, spinCount * 7 + reel);
    const filler = fillerSymbols(options.symbolIds, landingCells, spinCount * 17 + reel);
    const symbols = [spare, ...column, ...filler];
    const cells = fillStrip(reel, symbols, 1);
    visibleCells[reel] = cells.slice(1, 1 + column.length);
    const from = (-100 * (symbols.length - rows)) / symbols.length;
    const to = -100 / symbols.length;
    const landing = strips[reel]!.animate(
      [{ transform: `translateY(${from}%)` }, { transform: `translateY(${to}%)` }],
      {
        duration: 480,
        easing: 'cubic-bezier(0.2, 0.75, 0.3, 1.12)',
      },
    );
    animations[reel] = landing;
    return landing.finished.then(
      () => undefined,
      () => undefined,
    );
  }

  async function stopAt(grid: readonly (readonly string[])[], times: readonly number[]) {
    columns = grid.map((column) => [...column]);
    const landings = grid.map(
      (column, reel) =>
        new Promise<void>((resolve) => {
          const delay = (times[reel] ?? performance.now()) - performance.now();
          window.setTimeout(
            () =>
              void landReel(reel, column).then(() => {
                options.onReelLanded?.(reel);
                resolve();
              }),
            Math.max(0, delay),
          );
        }),
    );
    await Promise.all(landings);
  }

  function clearHighlight() {
    overlay.replaceChildren();
    frame.classList.remove('has-wins');
    for (const column of visibleCells)
      for (const cellElement of column) cellElement.classList.remove('is-winning', 'is-dimmed');
  }

  function highlight(spin: SlotSpin, focus?: number | string) {
    clearHighlight();
    const line = typeof focus === 'number' ? focus : undefined;
    const lineWins =
      focus === undefined ? spin.lineWins : spin.lineWins.filter((win) => line !== undefined && win.line === line);
    const focusScatter = line === -1;
    const focusWay = typeof focus === 'string' ? spin.wayWins.find((win) => win.symbol === focus) : undefined;
    const cells = focusScatter
      ? new Set(spin.scatter.positions.map(positionKey))
      : focusWay
        ? new Set(focusWay.positions.map(positionKey))
        : focus === undefined
          ? winningCells(spin)
          : new Set(lineWins.flatMap((win) => win.positions.map(positionKey)));
    if (cells.size === 0) return;
    frame.classList.add('has-wins');
    visibleCells.forEach((column, reel) =>
      column.forEach((cellElement, row) =>
        cellElement.classList.add(cells.has(positionKey({ reel, row })) ? 'is-winning' : 'is-dimmed'),
      ),
    );
    // Lines are drawn in pixels of the window as laid out now, gaps included.
    const first = reelElements[0]!.getBoundingClientRect();
    const second = reelElements[1]?.getBoundingClientRect();
    const size = reelsElement.getBoundingClientRect();
    const geometry = { reels, rows, cell: first.width, gap: second ? second.left - first.right : 0 };
    overlay.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);
    for (const win of focusScatter ? [] : lineWins) {
      const pattern = options.lines[win.line];
      if (!pattern) continue;
      overlay.append(
        svgElement('polyline', {
          class: 'win-line',
          pathLength: 1,
          points: linePoints(pattern, geometry),
          stroke: lineColour(win.line),
        }),
      );
    }
  }

  return { element: frame, show, startSpin, stopAt, highlight, clearHighlight };
}
