import type { SlotModelSummary } from '../../src/slots/slot-types.js';

/**
 * What the reels show before the first spin: the machine's own symbols, no two neighbouring reels sharing one, so
 * the still reels never look like a win that was not paid.
 */
export function restingGrid(summary: Pick<SlotModelSummary, 'symbols' | 'reels' | 'rows'>): string[][] {
  const regular = summary.symbols.filter((symbol) => symbol.kind === 'regular').map((symbol) => symbol.id);
  const pool = regular.length >= 2 * summary.rows ? regular : summary.symbols.map((symbol) => symbol.id);
  return Array.from({ length: summary.reels }, (_, reel) =>
    Array.from(
      { length: summary.rows },
      // Rows turn with the reel so that reels showing the same symbols do not show them side by side.
      (_, row) => pool[(reel * summary.rows + ((row + reel) % summary.rows)) % pool.length] ?? '',
    ),
  );
}
