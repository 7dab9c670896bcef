import { svgElement } from '../shared/dom.js';

const suitSymbols: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const suitWords: Record<string, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };

/** `Ts` → "10", `Ah` → "A": the rank as printed on the card. */
export function rankLabel(name: string): string {
  const rank = name[0] ?? '';
  return rank === 'T' ? '10' : rank;
}

/** The card as read aloud and in histories: "10♠". */
export function cardText(name: string): string {
  return `${rankLabel(name)}${suitSymbols[name[1] ?? ''] ?? ''}`;
}

/** Our own card face, drawn as SVG: corner indices, a large centre pip, red or black ink. */
export function cardFace(name: string): SVGSVGElement {
  const suit = name[1] ?? 's';
  const red = suit === 'h' || suit === 'd';
  const ink = red ? '#c8283c' : '#1b2233';
  const rank = rankLabel(name);
  const symbol = suitSymbols[suit] ?? '';
  return svgElement(
    'svg',
    {
      class: `playing-card suit-${suitWords[suit] ?? 'spades'}`,
      viewBox: '0 0 60 84',
      role: 'img',
      'aria-label': cardText(name),
    },
    [
      svgElement('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#fbfaf6', stroke: '#c9c3b3' }),
      svgElement('text', { x: 6, y: 17, fill: ink, 'font-size': 14, 'font-weight': 700 }, [rank]),
      svgElement('text', { x: 6, y: 30, fill: ink, 'font-size': 12 }, [symbol]),
      svgElement('text', { x: 34, y: 60, fill: ink, 'font-size': 30, 'text-anchor': 'middle' }, [symbol]),
      svgElement('text', { x: 54, y: 78, fill: ink, 'font-size': 11, 'font-weight': 700, 'text-anchor': 'end' }, [
        rank,
      ]),
    ],
  );
}

/** A face-down card: our own back, a lattice in the platform's navy and gold. */
export function cardBack(label: string): SVGSVGElement {
  const lines = [];
  for (let step = -84; step < 84; step += 10) {
    lines.push(
      svgElement('line', { x1: step, y1: 0, x2: step + 84, y2: 84, stroke: '#f5b301', 'stroke-opacity': 0.35 }),
    );
    lines.push(
      svgElement('line', { x1: step + 84, y1: 0, x2: step, y2: 84, stroke: '#f5b301', 'stroke-opacity': 0.35 }),
    );
  }
  return svgElement('svg', { class: 'playing-card is-back', viewBox: '0 0 60 84', role: 'img', 'aria-label': label }, [
    svgElement('defs', {}, [
      svgElement('clipPath', { id: 'card-back-clip' }, [
        svgElement('rect', { x: 5, y: 5, width: 50, height: 74, rx: 4 }),
      ]),
    ]),
    svgElement('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#1a2a52', stroke: '#f5b301' }),
    svgElement('g', { 'clip-path': 'url(#card-back-clip)' }, lines),
    svgElement('rect', {
      x: 5,
      y: 5,
      width: 50,
      height: 74,
      rx: 4,
      fill: 'none',
      stroke: '#f5b301',
      'stroke-opacity': 0.7,
    }),
  ]);
}
