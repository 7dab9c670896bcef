import { houseGameIcons } from './house-game-icons.js';

/**
 * Where the house vendor serves its games' icons (decision 0054): `<vendor URL>/client/icons/<base>-<width>w.webp`,
 * the base named by the manifest it publishes (house-game-icons.ts, generated from its drawings). Each file's name
 * carries a hash of its content, so it is cached for a year.
 */
export const houseGameIconWidths = [256, 384] as const;

const largestWidth = houseGameIconWidths[houseGameIconWidths.length - 1] ?? 384;
const iconPath = /^(.*\/client\/icons\/[a-z0-9-]+-[0-9a-f]{10})-(\d+)w\.webp$/;

/** The largest icon of a vendor game id (`slot:golden-temple`, `baccarat`), or null when it has none. */
export function houseGameIconUrl(vendorUrl: string, vendorGameId: string): string | null {
  const base = houseGameIcons[vendorGameId];
  return base ? `${vendorUrl.replace(/\/+$/, '')}/client/icons/${base}-${largestWidth}w.webp` : null;
}

/** The `srcset` of an icon URL the house vendor serves (every width it renders), or null for any other URL. */
export function houseIconSourceSet(iconUrl: string): string | null {
  const match = iconPath.exec(iconUrl);
  if (!match) return null;
  return houseGameIconWidths.map((width) => `${match[1]}-${width}w.webp ${width}w`).join(', ');
}

/** The same icon at another width the house vendor renders (a small thumbnail), or the URL itself for any other. */
export function houseIconAtWidth(iconUrl: string, width: (typeof houseGameIconWidths)[number]): string {
  const match = iconPath.exec(iconUrl);
  return match ? `${match[1]}-${width}w.webp` : iconUrl;
}
