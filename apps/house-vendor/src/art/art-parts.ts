/**
 * Drawing parts the game icons share: every icon is a 256 x 256 SVG with no text (a name belongs under the tile, in
 * the player's language, and the rasteriser then needs no font), a rounded square of its own background, its motif,
 * and a soft vignette so the lobby's badges and heart stay readable over any picture.
 */

export const iconSize = 256;

export function linearGradient(id: string, stops: readonly string[], direction: 'down' | 'diagonal' = 'down'): string {
  const end = direction === 'down' ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const offsets = stops
    .map(
      (colour, index) =>
        `<stop offset="${(index / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${offsets}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string, centre = '50% 40%'): string {
  const [cx, cy] = centre.split(' ');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="70%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

/** The whole icon: definitions, a clipped picture and the vignette over it. */
export function iconOf(definitions: string, picture: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${iconSize}" height="${iconSize}" viewBox="0 0 ${iconSize} ${iconSize}">`,
    '<defs>',
    '<clipPath id="tile"><rect width="256" height="256" rx="28"/></clipPath>',
    '<radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>',
    definitions,
    '</defs>',
    '<g clip-path="url(#tile)">',
    picture,
    '<rect width="256" height="256" fill="url(#vignette)"/>',
    '</g>',
    '</svg>',
  ].join('');
}

/** A five-pointed star (sparkles on the slots' backgrounds). */
export function star(x: number, y: number, radius: number, fill: string, opacity = 1): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const distance = index % 2 === 0 ? radius : radius * 0.45;
    return `${(x + distance * Math.cos(angle)).toFixed(1)},${(y + distance * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/** A coin with a square hole (jade coins, tuk-tuk treasure). */
export function coin(x: number, y: number, radius: number, face: string, rim: string): string {
  const hole = radius * 0.32;
  return [
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="${rim}"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius * 0.82}" fill="${face}"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius * 0.62}" fill="none" stroke="${rim}" stroke-width="${(radius * 0.08).toFixed(1)}" stroke-opacity=".7"/>`,
    `<rect x="${x - hole / 2}" y="${y - hole / 2}" width="${hole}" height="${hole}" fill="${rim}"/>`,
  ].join('');
}

/** The suits, drawn in a 20 x 20 box centred on (0, 0). */
const suitPaths = {
  heart: 'M0 8C-9 1-10-6-5-8c2.5-1 4.5 .5 5 2.5c.5-2 2.5-3.5 5-2.5c5 2 4 9-5 16z',
  diamond: 'M0-10L8 0L0 10L-8 0z',
  spade: 'M0-10C-4-4-10-1-8 4c1.5 3.5 5.5 3 7 .5L-2 9h4l-1-4.5c1.5 2.5 5.5 3 7-.5c2-5-4-8-8-14z',
  club: 'M0-10a4.5 4.5 0 0 1 3.6 7.2a4.5 4.5 0 1 1-1.6 7.3L3 9h-6l1-4.5a4.5 4.5 0 1 1-1.6-7.3A4.5 4.5 0 0 1 0-10z',
} as const;

export type Suit = keyof typeof suitPaths;

export function suit(kind: Suit, x: number, y: number, scale: number, fill: string): string {
  return `<path d="${suitPaths[kind]}" transform="translate(${x} ${y}) scale(${scale})" fill="${fill}"/>`;
}

/** A playing card face up: white with a big suit in the middle and small ones in two corners. */
export function card(x: number, y: number, angle: number, kind: Suit): string {
  const colour = kind === 'heart' || kind === 'diamond' ? '#D92D4B' : '#111827';
  return [
    `<g transform="translate(${x} ${y}) rotate(${angle})">`,
    '<rect x="-34" y="-48" width="68" height="96" rx="8" fill="#000" fill-opacity=".25" transform="translate(3 4)"/>',
    '<rect x="-34" y="-48" width="68" height="96" rx="8" fill="#FFFDF7" stroke="#E5E0D0" stroke-width="1.5"/>',
    suit(kind, 0, 0, 1.9, colour),
    suit(kind, -22, -34, 0.6, colour),
    `<g transform="rotate(180 22 34)">${suit(kind, 22, 34, 0.6, colour)}</g>`,
    '</g>',
  ].join('');
}

/** A card face down with the house pattern. */
export function cardBack(x: number, y: number, angle: number, colour: string): string {
  return [
    `<g transform="translate(${x} ${y}) rotate(${angle})">`,
    '<rect x="-34" y="-48" width="68" height="96" rx="8" fill="#000" fill-opacity=".25" transform="translate(3 4)"/>',
    '<rect x="-34" y="-48" width="68" height="96" rx="8" fill="#FFFDF7"/>',
    `<rect x="-28" y="-42" width="56" height="84" rx="5" fill="${colour}"/>`,
    '<path d="M-28-14L0-42L28-14M-28 14L0 42L28 14M-28-14L28 14M-28 14L28-14" stroke="#fff" stroke-opacity=".35" stroke-width="2" fill="none"/>',
    '</g>',
  ].join('');
}

/** A casino chip seen from above. */
export function chip(x: number, y: number, radius: number, colour: string): string {
  const notches = Array.from({ length: 6 }, (_, index) => {
    const angle = (index * Math.PI) / 3;
    const nx = x + radius * 0.86 * Math.cos(angle);
    const ny = y + radius * 0.86 * Math.sin(angle);
    return `<circle cx="${nx.toFixed(1)}" cy="${ny.toFixed(1)}" r="${(radius * 0.16).toFixed(1)}" fill="#fff"/>`;
  }).join('');
  return [
    `<circle cx="${x + 2}" cy="${y + 3}" r="${radius}" fill="#000" fill-opacity=".3"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`,
    notches,
    `<circle cx="${x}" cy="${y}" r="${radius * 0.58}" fill="none" stroke="#fff" stroke-width="${(radius * 0.08).toFixed(1)}" stroke-dasharray="3 3"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius * 0.45}" fill="${colour}" stroke="#fff" stroke-opacity=".6"/>`,
  ].join('');
}

/** Rising bubbles (the fishing games' water). */
export function bubbles(seed: number, count: number): string {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  return Array.from({ length: count }, () => {
    const x = 12 + next() * 232;
    const y = 12 + next() * 232;
    const radius = 2 + next() * 6;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius.toFixed(1)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.5"/>`;
  }).join('');
}

/** A fish facing left, body centred on (0, 0), about 120 wide before scaling. */
export function fish(x: number, y: number, scale: number, body: string, fin: string, flip = false): string {
  return [
    `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">`,
    `<path d="M38 0l26-24c-3 14-3 34 0 48z" fill="${fin}"/>`,
    `<path d="M-4-30c-6-10 6-16 22-8l-6 12z" fill="${fin}"/>`,
    `<ellipse cx="0" cy="0" rx="48" ry="30" fill="${body}"/>`,
    `<path d="M-8-28c10 18 10 38 0 56" stroke="${fin}" stroke-opacity=".6" stroke-width="4" fill="none"/>`,
    `<path d="M10-26c8 16 8 36 0 52" stroke="${fin}" stroke-opacity=".4" stroke-width="4" fill="none"/>`,
    '<circle cx="-28" cy="-6" r="7" fill="#fff"/>',
    '<circle cx="-30" cy="-6" r="3.5" fill="#0B1220"/>',
    '<path d="M-46 8q6 4 12 2" stroke="#0B1220" stroke-opacity=".5" stroke-width="2" fill="none"/>',
    '</g>',
  ].join('');
}
