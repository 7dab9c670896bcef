import type { SlotLineWin, SlotPosition, SlotSpin, SlotWayWin } from '../../src/slots/slot-types.js';

/** The reel window in drawing units: `reels` x `rows` square cells of `cell` units, reels `gap` units apart. */
export type WindowGeometry = { reels: number; rows: number; cell: number; gap?: number };

/** Twenty colours far enough apart to tell the lines apart on the dark reels. */
const lineColours = [
  '#F5B301',
  '#3BA7FF',
  '#16C784',
  '#F0506E',
  '#B57BFF',
  '#FF9F43',
  '#22D3EE',
  '#F472B6',
  '#A3E635',
  '#FACC15',
  '#60A5FA',
  '#34D399',
  '#FB7185',
  '#C084FC',
  '#FDBA74',
  '#67E8F9',
  '#F9A8D4',
  '#BEF264',
  '#FDE68A',
  '#93C5FD',
];

export function lineColour(lineIndex: number): string {
  return lineColours[lineIndex % lineColours.length]!;
}

export function cellCentre(position: SlotPosition, geometry: WindowGeometry): { x: number; y: number } {
  const gap = geometry.gap ?? 0;
  return { x: position.reel * (geometry.cell + gap) + geometry.cell / 2, y: (position.row + 0.5) * geometry.cell };
}

/**
 * The polyline of a payline, "x,y x,y ...": in from the window's left edge, through the centre of the cell it
 * crosses on each reel, out at the right edge, so a line reads across the whole window.
 */
export function linePoints(pattern: readonly number[], geometry: WindowGeometry): string {
  const centres = pattern.map((row, reel) => cellCentre({ reel, row }, geometry));
  const first = centres[0];
  const last = centres[centres.length - 1];
  if (!first || !last) return '';
  const width = geometry.reels * geometry.cell + (geometry.reels - 1) * (geometry.gap ?? 0);
  return [{ x: 0, y: first.y }, ...centres, { x: width, y: last.y }].map(({ x, y }) => `${x},${y}`).join(' ');
}

export function positionKey(position: SlotPosition): string {
  return `${position.reel}:${position.row}`;
}

/**
 * Cells that took part in a win: every paying line's run or ways win, and the scatters when they paid or started
 * free spins.
 */
export function winningCells(spin: SlotSpin): Set<string> {
  const cells = new Set<string>();
  for (const win of [...spin.lineWins, ...spin.wayWins])
    for (const position of win.positions) cells.add(positionKey(position));
  if (spin.scatter.winMinor > 0 || spin.scatter.freeSpinsAwarded > 0)
    for (const position of spin.scatter.positions) cells.add(positionKey(position));
  return cells;
}

/** Line wins biggest first, ties by line number, the order the page shows them in. */
export function orderLineWins(lineWins: readonly SlotLineWin[]): SlotLineWin[] {
  return [...lineWins].sort((left, right) => right.winMinor - left.winMinor || left.line - right.line);
}

/** Ways wins biggest first, ties by symbol id, the order the page shows them in. */
export function orderWayWins(wayWins: readonly SlotWayWin[]): SlotWayWin[] {
  return [...wayWins].sort((left, right) => right.winMinor - left.winMinor || left.symbol.localeCompare(right.symbol));
}
