import type { SlotModelSummary, SlotSymbolKind } from '../../src/slots/slot-types.js';

export type PaytableRow = {
  symbol: string;
  kind: SlotSymbolKind;
  /** Highest count first, as amounts at the current stake. */
  pays: { count: number; amountMinor: number }[];
};

const kindOrder: Record<SlotSymbolKind, number> = { wild: 0, scatter: 1, regular: 2 };

/**
 * The paytable at the current stake: line pays times the line bet (ways pays times the coin, per way), scatter pays
 * times the total stake. Wild and
 * scatter first, then the symbols from the best paying down; symbols without pays still appear for their rule.
 */
export function paytableRows(summary: SlotModelSummary, stakeMinor: number): PaytableRow[] {
  const unitMinor = stakeMinor / summary.betUnits;
  const rows = summary.symbols.map((symbol) => {
    const entry = summary.paytable.find((candidate) => candidate.symbol === symbol.id);
    const pays = (entry?.pays ?? [])
      .map((pay) => ({
        count: pay.count,
        amountMinor: pay.multiplier * (entry?.unit === 'total-stake' ? stakeMinor : unitMinor),
      }))
      .sort((left, right) => right.count - left.count);
    return { symbol: symbol.id, kind: symbol.kind, pays };
  });
  const best = (row: PaytableRow) => row.pays[0]?.amountMinor ?? 0;
  return rows.sort((left, right) => kindOrder[left.kind] - kindOrder[right.kind] || best(right) - best(left));
}
