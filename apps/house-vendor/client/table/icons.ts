import { svgElement } from '../shared/dom.js';

/** Line icons (24 × 24, stroked), drawn inline so the page needs no icon font or request. */
const iconPaths = {
  undo: ['M3 7v6h6', 'M21 17a9 9 0 0 0-15-6.7L3 13'],
  clear: ['M18 6 6 18', 'M6 6l12 12'],
  repeat: ['M17 2l4 4-4 4', 'M3 11v-1a4 4 0 0 1 4-4h14', 'M7 22l-4-4 4-4', 'M21 13v1a4 4 0 0 1-4 4H3'],
  confirm: ['M20 6 9 17l-5-5'],
  info: ['M12 16v-4', 'M12 8h.01', 'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0'],
  history: ['M3 3v5h5', 'M3.05 13A9 9 0 1 0 6 5.3L3 8', 'M12 7v5l4 2'],
} as const;

export type IconName = keyof typeof iconPaths;

export function icon(name: IconName): SVGSVGElement {
  return svgElement(
    'svg',
    {
      class: 'icon',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
    },
    iconPaths[name].map((path) => svgElement('path', { d: path })),
  );
}
