import type { SlotModelSummary } from '../../src/slots/slot-types.js';
import { element } from '../shared/dom.js';
import { symbolIcons } from './symbol-icons.js';

export type SymbolTiles = {
  /** A fresh tile for a symbol id (unknown ids get an empty tile rather than breaking the reel). */
  create: (symbolId: string) => HTMLElement;
};

/** Builds each symbol's tile once and clones it, since a spin shows a hundred tiles. */
export function createSymbolTiles(summary: SlotModelSummary, labels: { wild: string; scatter: string }): SymbolTiles {
  const templates = new Map<string, HTMLElement>();
  for (const symbol of summary.symbols) {
    const tile = element('div', { class: 'symbol', 'data-kind': symbol.kind, 'data-symbol': symbol.id });
    tile.style.setProperty('--symbol-colour', symbol.colour);
    const drawing = symbolIcons[symbol.icon];
    if (drawing) {
      tile.insertAdjacentHTML(
        'beforeend',
        `<svg class="symbol-icon" viewBox="0 0 64 64" fill="currentColor" aria-hidden="true">${drawing}</svg>`,
      );
    } else {
      tile.append(element('span', { class: 'symbol-glyph', 'aria-hidden': 'true' }, [symbol.glyph]));
    }
    if (symbol.kind !== 'regular')
      tile.append(element('span', { class: 'symbol-label' }, [symbol.kind === 'wild' ? labels.wild : labels.scatter]));
    templates.set(symbol.id, tile);
  }
  return {
    create: (symbolId) => {
      const template = templates.get(symbolId);
      return template ? (template.cloneNode(true) as HTMLElement) : element('div', { class: 'symbol' });
    },
  };
}
