import {
  bubbles,
  card,
  cardBack,
  chip,
  coin,
  fish,
  iconOf,
  linearGradient,
  radialGradient,
  star,
} from './art-parts.js';
import type { Suit } from './art-parts.js';

/**
 * Each game's own icon, by the vendor game id the platform launches (`slot:<id>`, a table id, `fish:<id>`,
 * `pvp:<id>`, and the sportsbook's `sportsbook:<sport>`): our own drawings, themed on the game. `npm run icons -w @croupier/house-vendor` renders them to the
 * sizes the lobby grid needs and writes the manifest the platform reads (packages/contracts house-game-icons.ts);
 * a test fails when a game the vendor publishes has no drawing here.
 */

const goldenTemple = iconOf(
  linearGradient('sky', ['#3B1D6E', '#B4462E', '#F5B301']) + linearGradient('gold', ['#FFE58A', '#E0A100', '#9A6200']),
  [
    '<rect width="256" height="256" fill="url(#sky)"/>',
    '<circle cx="128" cy="150" r="92" fill="#FFD24D" fill-opacity=".25"/>',
    star(40, 46, 7, '#FFF3C4', 0.9),
    star(214, 64, 5, '#FFF3C4', 0.8),
    star(196, 30, 3.5, '#FFF3C4', 0.7),
    // The prang: a tiered tower narrowing to a spire, on a stepped base.
    '<path d="M128 20l6 30h-12z" fill="url(#gold)"/>',
    '<path d="M112 52h32l6 28h-44z" fill="url(#gold)"/>',
    '<path d="M102 82h52l8 34h-68z" fill="url(#gold)"/>',
    '<path d="M90 118h76l10 40h-96z" fill="url(#gold)"/>',
    '<path d="M64 160h128v14H64zM52 176h152v16H52zM40 194h176v62H40z" fill="url(#gold)"/>',
    '<path d="M114 202h28v54h-28z" fill="#5B2A0C"/>',
    '<path d="M114 216a14 14 0 0 1 28 0" fill="#5B2A0C"/>',
    '<path d="M108 68h40M98 100h60M86 138h84" stroke="#7A4A00" stroke-opacity=".5" stroke-width="3"/>',
    '<path d="M40 194l-22-16M216 194l22-16" stroke="url(#gold)" stroke-width="8" stroke-linecap="round"/>',
  ].join(''),
);

const mekongDragon = iconOf(
  linearGradient('water', ['#0E3B5C', '#0B6E78', '#0B3A4A']) +
    linearGradient('scales', ['#7CF0B0', '#16C784', '#047857']),
  [
    '<rect width="256" height="256" fill="url(#water)"/>',
    '<circle cx="196" cy="56" r="26" fill="#FFE8A3" fill-opacity=".85"/>',
    // The naga's body: an S curve rising out of the river.
    '<path d="M20 214C60 150 120 230 150 170S120 90 168 70" stroke="url(#scales)" stroke-width="30" stroke-linecap="round" fill="none"/>',
    '<path d="M20 214C60 150 120 230 150 170S120 90 168 70" stroke="#FFD24D" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" fill="none"/>',
    // Head with horns, eye and whiskers.
    '<path d="M150 78c4-24 30-36 54-26c10 4 16 14 14 24l-22 4c-14 3-30 4-46-2z" fill="#16C784"/>',
    '<path d="M172 50l-8-24l16 18M190 48l4-26l8 24" fill="#FFD24D"/>',
    '<circle cx="190" cy="64" r="5" fill="#FFF3C4"/><circle cx="191" cy="64" r="2.5" fill="#0B1220"/>',
    '<path d="M214 78c12 4 20 14 22 26M206 82c6 10 8 20 4 30" stroke="#FFD24D" stroke-width="3" fill="none" stroke-linecap="round"/>',
    '<path d="M0 224c32-12 64 12 96 0s64-12 96 0s48 12 64 4v32H0z" fill="#0B2A3A" fill-opacity=".8"/>',
    '<path d="M0 206c24-8 48 8 72 0M120 212c24-8 48 8 72 0" stroke="#9BE7F0" stroke-opacity=".45" stroke-width="3" fill="none"/>',
  ].join(''),
);

const fruitFiesta = iconOf(
  radialGradient('party', '#FF5FA2', '#8A1459'),
  [
    '<rect width="256" height="256" fill="url(#party)"/>',
    '<path d="M0 40l40 20M216 20l30 24M30 230l24-14M206 226l40 10" stroke="#FFE58A" stroke-width="6" stroke-linecap="round"/>',
    // Watermelon slice.
    '<path d="M30 150a98 98 0 0 0 196 0z" fill="#16A34A"/>',
    '<path d="M40 150a88 88 0 0 0 176 0z" fill="#F0506E"/>',
    '<path d="M88 172l-3 8M118 186l-2 8M148 186l2 8M176 172l3 8M128 166v8" stroke="#1F2937" stroke-width="5" stroke-linecap="round"/>',
    // Cherries.
    '<path d="M92 58c10 20 6 40-6 58M92 58c24 8 40 30 40 56" stroke="#15803D" stroke-width="5" fill="none" stroke-linecap="round"/>',
    '<path d="M92 58c12-14 32-12 40-2c-14 6-28 6-40 2z" fill="#22C55E"/>',
    '<circle cx="82" cy="124" r="20" fill="#DC2626"/><circle cx="132" cy="124" r="20" fill="#DC2626"/>',
    '<circle cx="76" cy="118" r="5" fill="#fff" fill-opacity=".7"/><circle cx="126" cy="118" r="5" fill="#fff" fill-opacity=".7"/>',
    // Lemon.
    '<ellipse cx="186" cy="92" rx="36" ry="28" transform="rotate(-20 186 92)" fill="#FACC15"/>',
    '<ellipse cx="176" cy="84" rx="10" ry="6" transform="rotate(-20 176 84)" fill="#fff" fill-opacity=".6"/>',
  ].join(''),
);

const tukTukTreasure = iconOf(
  linearGradient('street', ['#FFB347', '#F97316', '#9A3412']),
  [
    '<rect width="256" height="256" fill="url(#street)"/>',
    '<path d="M0 206h256v50H0z" fill="#431407" fill-opacity=".55"/>',
    '<path d="M16 230h40M96 230h40M176 230h40" stroke="#FFE58A" stroke-width="5" stroke-linecap="round"/>',
    // The tuk-tuk: canopy, cabin, driver's front and three wheels.
    '<path d="M58 92h128c10 0 16 6 16 16v8H48v-10c0-8 4-14 10-14z" fill="#1D4ED8"/>',
    '<path d="M56 116h142l20 44c4 10-2 20-12 20H56z" fill="#22C55E"/>',
    '<path d="M70 124h50v34H70zM132 124h40l12 34h-52z" fill="#BAE6FD" fill-opacity=".85"/>',
    '<path d="M58 92l-6-12h140l10 12" fill="#FACC15"/>',
    '<circle cx="86" cy="186" r="20" fill="#111827"/><circle cx="86" cy="186" r="8" fill="#9CA3AF"/>',
    '<circle cx="188" cy="186" r="20" fill="#111827"/><circle cx="188" cy="186" r="8" fill="#9CA3AF"/>',
    '<circle cx="212" cy="140" r="7" fill="#FFF3C4"/>',
    coin(200, 52, 22, '#FFD24D', '#B45309'),
    coin(150, 40, 16, '#FFD24D', '#B45309'),
    coin(228, 96, 12, '#FFD24D', '#B45309'),
    star(40, 44, 8, '#FFF3C4'),
  ].join(''),
);

const jungleTiger = iconOf(
  linearGradient('jungle', ['#065F46', '#064E3B', '#022C22']),
  [
    '<rect width="256" height="256" fill="url(#jungle)"/>',
    '<path d="M-10 60c40-10 70 10 80 40c-30 0-60-10-80-40zM266 40c-40-6-72 16-78 46c30-2 60-14 78-46zM-10 220c30-30 70-30 90-10c-30 14-60 18-90 10zM266 230c-30-30-70-28-90-6c30 12 60 16 90 6z" fill="#16A34A"/>',
    // Tiger's face: ears, head, stripes, eyes, muzzle.
    '<circle cx="70" cy="76" r="24" fill="#EA580C"/><circle cx="186" cy="76" r="24" fill="#EA580C"/>',
    '<circle cx="70" cy="76" r="12" fill="#FED7AA"/><circle cx="186" cy="76" r="12" fill="#FED7AA"/>',
    '<ellipse cx="128" cy="136" rx="84" ry="78" fill="#F97316"/>',
    '<path d="M128 60v24M106 64l6 20M150 64l-6 20M50 120l26 6M48 146l28-2M206 120l-26 6M208 146l-28-2" stroke="#111827" stroke-width="8" stroke-linecap="round"/>',
    '<ellipse cx="128" cy="174" rx="46" ry="36" fill="#FFF7ED"/>',
    '<path d="M94 118l26 8l-26 8zM162 118l-26 8l26 8z" fill="#FDE047"/>',
    '<circle cx="106" cy="126" r="4" fill="#111827"/><circle cx="150" cy="126" r="4" fill="#111827"/>',
    '<path d="M116 154h24l-12 12z" fill="#111827"/>',
    '<path d="M128 166v10M128 176c-8 8-18 8-24 2M128 176c8 8 18 8 24 2" stroke="#111827" stroke-width="4" fill="none" stroke-linecap="round"/>',
  ].join(''),
);

function lantern(x: number, y: number, scale: number): string {
  return [
    `<g transform="translate(${x} ${y}) scale(${scale})">`,
    '<path d="M0-70v14" stroke="#FACC15" stroke-width="3"/>',
    '<rect x="-16" y="-58" width="32" height="10" rx="3" fill="#FACC15"/>',
    '<ellipse cx="0" cy="0" rx="44" ry="50" fill="#DC2626"/>',
    '<ellipse cx="0" cy="0" rx="26" ry="50" fill="none" stroke="#FCA5A5" stroke-opacity=".5" stroke-width="3"/>',
    '<path d="M0-50v100" stroke="#FCA5A5" stroke-opacity=".5" stroke-width="3"/>',
    '<ellipse cx="0" cy="0" rx="30" ry="36" fill="#FDE68A" fill-opacity=".25"/>',
    '<rect x="-16" y="48" width="32" height="10" rx="3" fill="#FACC15"/>',
    '<path d="M-6 58v26M0 58v30M6 58v26" stroke="#FACC15" stroke-width="3" stroke-linecap="round"/>',
    '</g>',
  ].join('');
}

const luckyLantern = iconOf(
  radialGradient('night', '#7F1D1D', '#1C0A0A', '50% 30%'),
  [
    '<rect width="256" height="256" fill="url(#night)"/>',
    '<path d="M0 34c60 24 196 24 256 0" stroke="#FACC15" stroke-opacity=".7" stroke-width="3" fill="none"/>',
    star(30, 200, 5, '#FDE68A', 0.7),
    star(226, 214, 6, '#FDE68A', 0.7),
    star(128, 236, 4, '#FDE68A', 0.6),
    lantern(62, 112, 0.75),
    lantern(194, 112, 0.75),
    lantern(128, 140, 1),
  ].join(''),
);

const floatingMarket = iconOf(
  linearGradient('river', ['#FDE68A', '#7DD3FC', '#0369A1']) + linearGradient('boat', ['#92400E', '#5B2A0C']),
  [
    '<rect width="256" height="256" fill="url(#river)"/>',
    '<circle cx="200" cy="50" r="24" fill="#FFF7D6"/>',
    '<path d="M0 110c20-30 40-30 60 0M190 110c20-36 46-36 66 0" fill="#15803D"/>',
    '<path d="M0 110h256v146H0z" fill="#0284C7" fill-opacity=".55"/>',
    // The seller's conical hat over her boat of fruit.
    '<path d="M104 150c0-26 10-38 24-38s24 12 24 38z" fill="#2563EB"/>',
    '<circle cx="128" cy="104" r="13" fill="#C68642"/>',
    '<path d="M80 100l48-34l48 34z" fill="#EAB308"/>',
    '<path d="M80 100h96" stroke="#A16207" stroke-width="4" stroke-linecap="round"/>',
    '<circle cx="86" cy="150" r="14" fill="#F97316"/><circle cx="106" cy="146" r="12" fill="#DC2626"/>',
    '<circle cx="160" cy="148" r="13" fill="#84CC16"/><circle cx="180" cy="152" r="12" fill="#FACC15"/>',
    '<path d="M24 156h208c-10 30-40 44-104 44S34 186 24 156z" fill="url(#boat)"/>',
    '<path d="M40 170h176" stroke="#FCD34D" stroke-opacity=".6" stroke-width="3"/>',
    '<path d="M204 120l30 96" stroke="#78350F" stroke-width="6" stroke-linecap="round"/>',
    '<path d="M0 218c30-10 60 10 90 0s60-10 90 0s50 10 76 0" stroke="#E0F2FE" stroke-opacity=".7" stroke-width="4" fill="none"/>',
  ].join(''),
);

function lotusPetal(angle: number, length: number, colour: string): string {
  return `<path d="M0 0c-${length * 0.32} -${length * 0.45} -${length * 0.2} -${length * 0.85} 0 -${length}c${length * 0.2} ${length * 0.15} ${length * 0.32} ${length * 0.55} 0 ${length}z" transform="rotate(${angle})" fill="${colour}"/>`;
}

const lotusCascade = iconOf(
  linearGradient('pond', ['#4C1D95', '#6D28D9', '#1E1B4B']),
  [
    '<rect width="256" height="256" fill="url(#pond)"/>',
    star(40, 40, 6, '#F5D0FE', 0.8),
    star(214, 36, 4, '#F5D0FE', 0.7),
    '<ellipse cx="128" cy="198" rx="112" ry="30" fill="#15803D"/>',
    '<ellipse cx="128" cy="194" rx="96" ry="22" fill="#22C55E"/>',
    '<g transform="translate(128 186)">',
    [-60, -30, 0, 30, 60].map((angle) => lotusPetal(angle, 110, '#F9A8D4')).join(''),
    [-40, -14, 14, 40].map((angle) => lotusPetal(angle, 86, '#EC4899')).join(''),
    lotusPetal(0, 60, '#FBCFE8'),
    '</g>',
    '<circle cx="52" cy="120" r="8" fill="#F9A8D4" fill-opacity=".8"/><circle cx="212" cy="132" r="6" fill="#F9A8D4" fill-opacity=".8"/>',
  ].join(''),
);

const jadeCoins = iconOf(
  radialGradient('vault', '#065F46', '#022C22', '50% 35%'),
  [
    '<rect width="256" height="256" fill="url(#vault)"/>',
    '<circle cx="128" cy="110" r="96" fill="#34D399" fill-opacity=".12"/>',
    coin(128, 108, 62, '#6EE7B7', '#047857'),
    coin(62, 176, 36, '#FDE68A', '#B45309'),
    coin(194, 178, 40, '#6EE7B7', '#047857'),
    coin(128, 206, 30, '#FDE68A', '#B45309'),
    star(210, 52, 9, '#FFF7D6'),
    star(44, 70, 6, '#FFF7D6', 0.8),
  ].join(''),
);

/** A card table's felt with a rail, in the table's own colour. */
function felt(colour: string, dark: string): string {
  return [
    `<rect width="256" height="256" fill="${dark}"/>`,
    `<ellipse cx="128" cy="150" rx="170" ry="140" fill="${colour}"/>`,
    '<ellipse cx="128" cy="150" rx="150" ry="122" fill="none" stroke="#FDE68A" stroke-opacity=".35" stroke-width="3"/>',
  ].join('');
}

const baccarat = iconOf(
  '',
  [
    felt('#0F766E', '#042F2E'),
    card(100, 112, -12, 'heart'),
    card(156, 112, 10, 'spade'),
    chip(70, 196, 24, '#DC2626'),
    chip(128, 206, 24, '#1D4ED8'),
    chip(186, 196, 24, '#111827'),
  ].join(''),
);

/** Rows of scales on the dragon's half of the dragon-tiger icon. */
function dragonScales(): string {
  const arcs: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const x = column * 28 + (row % 2) * 14 - 4;
      const y = 18 + row * 20;
      arcs.push(`M${x} ${y}a14 14 0 0 0 28 0`);
    }
  }
  return `<path d="${arcs.join('')}" stroke="#FDE68A" stroke-opacity=".45" stroke-width="3" fill="none"/>`;
}

const dragonTiger = iconOf(
  linearGradient('dragon', ['#B91C1C', '#7F1D1D']) + linearGradient('tiger', ['#1D4ED8', '#1E3A8A']),
  [
    '<rect width="128" height="256" fill="url(#dragon)"/>',
    '<rect x="128" width="128" height="256" fill="url(#tiger)"/>',
    '<path d="M128 0v256" stroke="#FDE68A" stroke-width="4"/>',
    // Dragon's claw on the left, tiger's stripes on the right.
    dragonScales(),
    '<path d="M128 30c30 4 50 14 60 30c-20-6-40-8-60-6zM128 70c40 2 70 14 86 34c-26-10-56-14-86-12zM128 24l0 0" fill="#111827" fill-opacity=".55"/>',
    '<path d="M256 20c-20 6-34 18-40 34c14-8 28-12 40-12zM256 70c-16 4-26 14-30 26c10-6 20-8 30-8z" fill="#111827" fill-opacity=".55"/>',
    card(74, 162, -8, 'diamond'),
    card(182, 162, 8, 'club'),
    '<circle cx="128" cy="128" r="22" fill="#FDE68A"/>',
    '<path d="M118 128h20M128 118v20" stroke="#7F1D1D" stroke-width="5" stroke-linecap="round" transform="rotate(45 128 128)"/>',
  ].join(''),
);

function rouletteWheel(): string {
  const pockets = 18;
  const slices = Array.from({ length: pockets }, (_, index) => {
    const from = (index * 2 * Math.PI) / pockets;
    const to = ((index + 1) * 2 * Math.PI) / pockets;
    const point = (angle: number, radius: number) =>
      `${(128 + radius * Math.cos(angle)).toFixed(1)} ${(128 + radius * Math.sin(angle)).toFixed(1)}`;
    const colour = index === 0 ? '#16A34A' : index % 2 === 0 ? '#111827' : '#DC2626';
    return `<path d="M${point(from, 58)}L${point(from, 98)}A98 98 0 0 1 ${point(to, 98)}L${point(to, 58)}A58 58 0 0 0 ${point(from, 58)}z" fill="${colour}"/>`;
  });
  return [
    '<circle cx="128" cy="128" r="112" fill="#78350F"/>',
    '<circle cx="128" cy="128" r="104" fill="#FDE68A"/>',
    ...slices,
    '<circle cx="128" cy="128" r="58" fill="#92400E"/>',
    '<circle cx="128" cy="128" r="40" fill="#B45309"/>',
    '<path d="M128 96v64M96 128h64" stroke="#FDE68A" stroke-width="8" stroke-linecap="round"/>',
    '<circle cx="128" cy="128" r="10" fill="#FDE68A"/>',
    '<circle cx="170" cy="52" r="9" fill="#fff"/><circle cx="167" cy="49" r="3" fill="#fff" fill-opacity=".9"/>',
  ].join('');
}

const roulette = iconOf(
  radialGradient('baize', '#166534', '#052E16'),
  ['<rect width="256" height="256" fill="url(#baize)"/>', rouletteWheel()].join(''),
);

export type FishingArt = {
  water: readonly [string, string];
  school: readonly { body: string; fin: string }[];
  /** What grows on the bottom: a reef's coral or a river's reeds. */
  floor: 'coral' | 'reeds';
};

const floors = {
  coral:
    '<path d="M0 232c20-20 30-20 40 0c10-30 26-30 36 0v24H0zM180 236c14-30 30-30 40 0c8-20 24-20 36 0v20h-76z" fill="#F472B6" fill-opacity=".7"/><path d="M110 256c-4-30 6-44 4-60M110 222c-10-6-14-16-12-24M112 214c10-6 14-14 12-22" stroke="#FB923C" stroke-width="6" fill="none" stroke-linecap="round"/>',
  reeds:
    '<path d="M0 240c40-10 80 6 128-2s90-8 128 2v16H0z" fill="#3F2A14" fill-opacity=".8"/><path d="M18 256c2-40-4-70-14-96M34 256c0-36 6-60 16-84M226 256c-2-40 4-70 14-96M210 256c0-30-4-54-12-76M242 256c2-26 6-44 12-60" stroke="#4D7C0F" stroke-width="5" fill="none" stroke-linecap="round"/>',
} as const;

/**
 * A fishing game's icon: its sea and its school of fish. A fishing game gets its own by its colours (each game its
 * own sea and species), added below as `fish:<id>`.
 */
export function fishingArt(theme: FishingArt, seed: number): string {
  const [lead, second, third] = [
    theme.school[0],
    theme.school[1] ?? theme.school[0],
    theme.school[2] ?? theme.school[0],
  ];
  return iconOf(
    linearGradient('sea', [theme.water[0], theme.water[1]]),
    [
      '<rect width="256" height="256" fill="url(#sea)"/>',
      '<path d="M0 0l60 256h30L40 0zM120 0l40 256h24L150 0z" fill="#fff" fill-opacity=".06"/>',
      bubbles(seed, 14),
      floors[theme.floor],
      lead ? fish(118, 118, 1.25, lead.body, lead.fin) : '',
      second ? fish(196, 196, 0.6, second.body, second.fin, true) : '',
      third ? fish(52, 196, 0.5, third.body, third.fin) : '',
    ].join(''),
  );
}

export type CardTableArt = {
  felt: string;
  dark: string;
  hand: readonly Suit[];
  chips: readonly string[];
  /** The colour of the face-down card's back. */
  back: string;
};

/** A card table's icon (Pok Deng, Hold'em): its felt, a hand fanned over a face-down card, and its chips. */
export function cardTableArt(theme: CardTableArt): string {
  const fan = theme.hand.map((kind, index) => {
    const offset = index - (theme.hand.length - 1) / 2;
    return card(142 + offset * 52, 118 + Math.abs(offset) * 8, offset * 14, kind);
  });
  return iconOf(
    '',
    [
      felt(theme.felt, theme.dark),
      cardBack(50, 98, -24, theme.back),
      ...fan,
      ...theme.chips.map((colour, index) => chip(64 + index * 64, 204, 22, colour)),
    ].join(''),
  );
}

/** Coral Reef Hunt: a clown-striped lead fish and a school of reef colours over coral in clear turquoise water. */
const coralReef = fishingArt(
  {
    water: ['#22D3EE', '#0E4A6E'],
    school: [
      { body: '#F97316', fin: '#FFF7ED' },
      { body: '#FACC15', fin: '#2563EB' },
      { body: '#A855F7', fin: '#F5D0FE' },
    ],
    floor: 'coral',
  },
  11,
);

/** River Dragon Catch: a golden dragon fish (arowana) in a green river among reeds. */
const riverDragon = fishingArt(
  {
    water: ['#4D7C5A', '#0F2F2A'],
    school: [
      { body: '#EAB308', fin: '#B91C1C' },
      { body: '#94A3B8', fin: '#475569' },
      { body: '#F59E0B', fin: '#FDE68A' },
    ],
    floor: 'reeds',
  },
  29,
);

/** Pok Deng: a two-card pok on a red and gold Thai table. */
const pokDeng = cardTableArt({
  felt: '#991B1B',
  dark: '#450A0A',
  hand: ['diamond', 'club'],
  chips: ['#F59E0B', '#111827', '#F59E0B'],
  back: '#1E3A8A',
});

/** Texas Hold'em, six seats: pocket aces on green felt. */
const holdemSixMax = cardTableArt({
  felt: '#166534',
  dark: '#052E16',
  hand: ['spade', 'heart'],
  chips: ['#DC2626', '#1D4ED8', '#111827'],
  back: '#7F1D1D',
});

/** Texas Hold'em heads-up: one against one on blue felt. */
const holdemHeadsUp = cardTableArt({
  felt: '#1E40AF',
  dark: '#0B1437',
  hand: ['club', 'diamond'],
  chips: ['#F59E0B', '#DC2626'],
  back: '#7F1D1D',
});

/** A football: a white ball with the five-sided panels around a centre one, lit from the top left. */
function football(x: number, y: number, radius: number): string {
  const panel = (cx: number, cy: number, size: number, turn: number) => {
    const points = Array.from({ length: 5 }, (_, index) => {
      const angle = ((turn + index * 72 - 90) * Math.PI) / 180;
      return `${(cx + size * Math.cos(angle)).toFixed(1)},${(cy + size * Math.sin(angle)).toFixed(1)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="#111827"/>`;
  };
  const ring = Array.from({ length: 5 }, (_, index) => {
    const angle = ((index * 72 - 90 + 36) * Math.PI) / 180;
    return panel(
      x + radius * 0.78 * Math.cos(angle),
      y + radius * 0.78 * Math.sin(angle),
      radius * 0.26,
      index * 72 + 216,
    );
  });
  return [
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="url(#ball)" stroke="#0B1220" stroke-width="3"/>`,
    `<clipPath id="ballClip"><circle cx="${x}" cy="${y}" r="${radius}"/></clipPath>`,
    `<g clip-path="url(#ballClip)">${panel(x, y, radius * 0.3, 0)}${ring.join('')}</g>`,
    `<ellipse cx="${x - radius * 0.35}" cy="${y - radius * 0.42}" rx="${radius * 0.3}" ry="${radius * 0.16}" fill="#FFF" fill-opacity=".55" transform="rotate(-30 ${x - radius * 0.35} ${y - radius * 0.42})"/>`,
  ].join('');
}

const sportsbookFootball = iconOf(
  linearGradient('pitch', ['#166534', '#15803D', '#14532D']) + radialGradient('ball', '#FFFFFF', '#CBD5E1', '35% 30%'),
  [
    '<rect width="256" height="256" fill="url(#pitch)"/>',
    // Mown stripes and the pitch's lines: the centre circle and the halfway line under the ball.
    '<path d="M0 0h32v256H0zM64 0h32v256H64zM128 0h32v256h-32zM192 0h32v256h-32z" fill="#FFF" fill-opacity=".06"/>',
    '<path d="M128 0v256" stroke="#FFF" stroke-opacity=".7" stroke-width="4"/>',
    '<circle cx="128" cy="128" r="86" stroke="#FFF" stroke-opacity=".7" stroke-width="4" fill="none"/>',
    '<circle cx="128" cy="128" r="6" fill="#FFF" fill-opacity=".8"/>',
    '<path d="M0 70h34v116H0M256 70h-34v116h34" stroke="#FFF" stroke-opacity=".6" stroke-width="4" fill="none"/>',
    '<ellipse cx="140" cy="200" rx="54" ry="12" fill="#000" fill-opacity=".3"/>',
    football(128, 128, 62),
    // Motion lines: the ball is on its way.
    '<path d="M30 96h44M22 128h40M30 160h44" stroke="#FFF" stroke-opacity=".55" stroke-width="6" stroke-linecap="round"/>',
  ].join(''),
);

const sportsbookEsports = iconOf(
  linearGradient('neon', ['#1E1B4B', '#4C1D95', '#0F172A'], 'diagonal') +
    linearGradient('pad', ['#A78BFA', '#6D28D9']) +
    radialGradient('glow', '#22D3EE', '#22D3EE00', '50% 50%'),
  [
    '<rect width="256" height="256" fill="url(#neon)"/>',
    '<circle cx="128" cy="136" r="110" fill="url(#glow)" fill-opacity=".35"/>',
    // A grid floor going back to the horizon.
    '<path d="M0 200h256M0 222h256M0 246h256M128 178L40 256M128 178L216 256M128 178L128 256M128 178L-20 240M128 178L276 240" stroke="#22D3EE" stroke-opacity=".35" stroke-width="2"/>',
    // The game controller: body, grips, cross pad, four buttons and two sticks.
    '<path d="M64 98h128c26 0 40 22 46 52l6 30c4 22-18 34-32 20l-24-24H68l-24 24c-14 14-36 2-32-20l6-30c6-30 20-52 46-52z" fill="url(#pad)" stroke="#F5F3FF" stroke-width="4"/>',
    '<path d="M72 120h12v14h14v12H84v14H72v-14H58v-12h14z" fill="#1E1B4B"/>',
    '<circle cx="178" cy="122" r="8" fill="#22D3EE"/><circle cx="196" cy="140" r="8" fill="#F472B6"/>',
    '<circle cx="160" cy="140" r="8" fill="#FACC15"/><circle cx="178" cy="158" r="8" fill="#4ADE80"/>',
    '<circle cx="106" cy="170" r="12" fill="#1E1B4B"/><circle cx="150" cy="170" r="12" fill="#1E1B4B"/>',
    '<path d="M112 110h32" stroke="#1E1B4B" stroke-width="6" stroke-linecap="round"/>',
    star(40, 44, 6, '#22D3EE', 0.9),
    star(214, 50, 5, '#F472B6', 0.9),
  ].join(''),
);

const sportsbookCockfight = iconOf(
  linearGradient('arena', ['#7C2D12', '#B45309', '#451A03']) +
    linearGradient('plumage', ['#DC2626', '#F97316', '#FACC15']),
  [
    '<rect width="256" height="256" fill="url(#arena)"/>',
    // The pit: a ring of sand under lights.
    '<ellipse cx="128" cy="214" rx="124" ry="38" fill="#D6A15B"/>',
    '<ellipse cx="128" cy="214" rx="124" ry="38" stroke="#FDE68A" stroke-opacity=".6" stroke-width="4" fill="none"/>',
    '<circle cx="128" cy="40" r="70" fill="#FDE68A" fill-opacity=".18"/>',
    // The rooster: tail feathers, body, neck and head with comb, wattle and beak, legs with spurs.
    '<path d="M96 132C62 118 44 74 58 40c10 24 24 38 40 46C86 66 86 44 98 28c4 30 14 50 30 64z" fill="#065F46"/>',
    '<path d="M92 128C72 108 66 82 74 60c8 22 20 36 36 44z" fill="#0F766E"/>',
    '<path d="M88 140c0-30 30-48 64-42c18 4 26 16 28 30c2 22-12 44-40 50c-28 6-52-12-52-38z" fill="url(#plumage)"/>',
    '<path d="M150 104c-4-20 2-40 16-50c14-10 32-4 34 10c2 10-6 18-14 22c-6 4-10 12-10 20z" fill="url(#plumage)"/>',
    '<path d="M166 52c-2-12 6-18 12-14c2-8 12-8 14 0c6-4 14 2 10 10z" fill="#DC2626"/>',
    '<path d="M200 62l18 6l-18 6z" fill="#FACC15"/>',
    '<path d="M192 76c2 10-2 18-8 18c-4-6-2-14 2-18z" fill="#DC2626"/>',
    '<circle cx="186" cy="62" r="4" fill="#0B1220"/><circle cx="187" cy="61" r="1.5" fill="#FFF"/>',
    '<path d="M112 124c14 8 34 10 50 2" stroke="#7C2D12" stroke-opacity=".45" stroke-width="4" fill="none" stroke-linecap="round"/>',
    '<path d="M118 174l-8 30h-14M142 176l6 28h14" stroke="#FACC15" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>',
    '<path d="M108 192l-8-4M146 194l8-4" stroke="#FACC15" stroke-width="4" stroke-linecap="round"/>',
  ].join(''),
);

/** Every icon the vendor draws, by vendor game id. */
export const gameArt: Readonly<Record<string, string>> = {
  'slot:golden-temple': goldenTemple,
  'slot:mekong-dragon': mekongDragon,
  'slot:fruit-fiesta': fruitFiesta,
  'slot:tuk-tuk-treasure': tukTukTreasure,
  'slot:jungle-tiger': jungleTiger,
  'slot:lucky-lantern': luckyLantern,
  'slot:floating-market': floatingMarket,
  'slot:lotus-cascade': lotusCascade,
  'slot:jade-coins': jadeCoins,
  baccarat,
  'dragon-tiger': dragonTiger,
  roulette,
  'fish:coral-reef': coralReef,
  'fish:river-dragon': riverDragon,
  'pvp:pok-deng': pokDeng,
  'pvp:holdem-6max': holdemSixMax,
  'pvp:holdem-heads-up': holdemHeadsUp,
  // The sportsbook's tiles (vendor HOUSE_SB, decision 0056): our studio draws and serves them with the rest, keyed
  // `sportsbook:<sport key>` after the engine the tile launches (`HOUSE_SB:football`).
  'sportsbook:football': sportsbookFootball,
  'sportsbook:esports': sportsbookEsports,
  'sportsbook:cockfight': sportsbookCockfight,
};
