import { createHash } from 'node:crypto';
import type { GameType } from '@croupier/contracts';

/**
 * Icons drawn by the platform, so the demo catalogue needs nothing downloaded: a gradient of one of the
 * five tile styles, a glyph for the category and the game's initials. The same inputs always draw the same
 * picture, so the URL carries a hash of them and is cached for a year.
 */

/** The five tile styles (UI.md), as gradients that sit well on the page colour #0B1220. */
export const tileGradients = [
  ['#F5B301', '#B45309'],
  ['#3BA7FF', '#1D4ED8'],
  ['#16C784', '#047857'],
  ['#F0506E', '#9D174D'],
  ['#A78BFA', '#5B21B6'],
] as const;

/**
 * Bump to redraw the vendor badges and banners (the hash, hence every URL, changes). Kept apart from the game icons'
 * version: the seeded announcements store banner paths, which a bump here breaks on existing databases.
 */
const drawingVersion = 'v1';

/** Bump to redraw every game icon. v2: lottery codes as labels (`initialsOf`). */
const gameIconDrawingVersion = 'v2';

export type IconSubject = { nodeId: number; name: string; vendor: string; gameType: GameType };

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** A short hash of what the icon depends on; part of its URL. */
export function iconVersion(subject: Pick<IconSubject, 'name' | 'vendor' | 'gameType'>): string {
  return digest(`${gameIconDrawingVersion}|${subject.vendor}|${subject.gameType}|${subject.name}`)
    .toString('hex')
    .slice(0, 10);
}

export function gameIconPath(subject: IconSubject): string {
  return `/static/game-icons/${subject.nodeId}-${iconVersion(subject)}.svg`;
}

export function vendorIconPath(vendor: string): string {
  return `/static/vendor-icons/${encodeURIComponent(vendor)}-${digest(`${drawingVersion}|${vendor}`).toString('hex').slice(0, 10)}.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The label of a game's icon, from its (English) name: the first letters of its first two words. A name that starts
 * with a code (SSC, K3, 5D, PK10) shows the code, and a word in camel case its capitals (WinGo: WG), since the
 * lottery's names are codes and minutes ("PK10 3 min"), whose first letters say nothing.
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const first = words[0] ?? '';
  if (/^[\p{Lu}\p{N}]{2,4}$/u.test(first)) return first;
  const capitals = first.match(/\p{Lu}/gu) ?? [];
  if (capitals.length >= 2 && /\p{Ll}/u.test(first)) return capitals.slice(0, 2).join('');
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** Simple strokes per category, drawn in a 100 x 100 box. */
const glyphs: Record<GameType, string> = {
  RNG: '<rect x="18" y="30" width="64" height="40" rx="8"/><path d="M39 30v40M61 30v40"/>',
  LIVE: '<rect x="30" y="24" width="34" height="48" rx="5"/><rect x="40" y="30" width="34" height="48" rx="5"/>',
  FISH: '<path d="M20 50c14-18 40-18 54 0c-14 18-40 18-54 0zM74 50l12-12v24z"/>',
  PVP: '<path d="M50 22c10 14 26 22 26 36c0 9-8 14-16 10c-4-2-8-6-10-10c-2 4-6 8-10 10c-8 4-16-1-16-10c0-14 16-22 26-36z"/>',
  SPORTS: '<circle cx="50" cy="50" r="28"/><path d="M50 22v56M22 50h56"/>',
  ESPORTS: '<rect x="18" y="36" width="64" height="30" rx="15"/><path d="M32 46v10M27 51h10M64 48h.1M70 54h.1"/>',
  COCKFIGHT:
    '<path d="M30 70c0-20 10-34 26-34c8 0 14 6 14 14l10 4l-10 4c0 10-8 18-20 18z"/><path d="M56 36c0-8 4-12 8-14"/>',
  LOTT: '<circle cx="38" cy="44" r="14"/><circle cx="62" cy="44" r="14"/><circle cx="50" cy="64" r="14"/>',
  ELOTT:
    '<rect x="22" y="26" width="56" height="48" rx="6"/><path d="M34 40h8M48 40h8M62 40h.1M34 54h.1M48 54h8M62 54h8"/>',
};

function styleIndex(seed: string): number {
  return digest(seed).readUInt32BE(0) % tileGradients.length;
}

/** The SVG image of a game tile (256 x 256). */
export function drawGameIcon(subject: IconSubject): string {
  const [from, to] = tileGradients[styleIndex(`${subject.vendor}|${subject.name}`)] ?? tileGradients[0];
  const angle = digest(subject.name).readUInt8(4) % 4;
  const x2 = angle % 2 === 0 ? '1' : '0';
  const initials = escapeXml(initialsOf(subject.name));
  const vendor = escapeXml(subject.vendor);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="256" height="256" rx="28" fill="url(#g)"/>',
    '<circle cx="210" cy="46" r="90" fill="#fff" fill-opacity=".08"/>',
    `<g transform="translate(78 26) scale(1)" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${glyphs[subject.gameType]}</g>`,
    `<text x="128" y="186" text-anchor="middle" font-family="Inter, 'Noto Sans Thai', system-ui, sans-serif" font-size="64" font-weight="800" fill="#fff">${initials}</text>`,
    `<text x="128" y="230" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-size="20" font-weight="600" letter-spacing="2" fill="#fff" fill-opacity=".75">${vendor}</text>`,
    '</svg>',
  ].join('');
}

/** A vendor's badge for the vendor menu: its code on a tile gradient. */
export function drawVendorIcon(vendor: string): string {
  const [from, to] = tileGradients[styleIndex(vendor)] ?? tileGradients[0];
  const label = escapeXml(vendor.replace(/_/g, ' '));
  const size = label.length > 8 ? 22 : label.length > 4 ? 30 : 40;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="200" height="80" rx="14" fill="url(#g)"/>',
    `<text x="100" y="${40 + size / 3}" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-size="${size}" font-weight="800" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}

/** The demo banners: five abstract pictures (the web lays the title over them). */
export const bannerCount = 5;

export function bannerPath(index: number): string {
  return `/static/banners/banner-${index}-${drawingVersion}.svg`;
}

/** A 1200 x 400 banner in tile style `index` (1 to 5). */
export function drawBanner(index: number): string {
  const [from, to] = tileGradients[(index - 1) % tileGradients.length] ?? tileGradients[0];
  const random = digest(`banner-${index}`);
  const circles = [0, 1, 2, 3, 4]
    .map((slot) => {
      const x = 200 + ((random[slot] ?? 0) / 255) * 900;
      const y = ((random[slot + 5] ?? 0) / 255) * 400;
      const radius = 60 + ((random[slot + 10] ?? 0) / 255) * 160;
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${radius.toFixed(0)}" fill="#fff" fill-opacity=".07"/>`;
    })
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0B1220" stop-opacity=".7"/><stop offset=".6" stop-color="#0B1220" stop-opacity="0"/></linearGradient></defs>',
    '<rect width="1200" height="400" fill="url(#g)"/>',
    circles,
    '<rect width="1200" height="400" fill="url(#s)"/>',
    '</svg>',
  ].join('');
}

/** The banner index behind a banner path, if it is one of ours. */
export function bannerIndexOf(file: string): number | null {
  for (let index = 1; index <= bannerCount; index += 1) {
    if (bannerPath(index) === `/static/banners/${file}`) return index;
  }
  return null;
}
