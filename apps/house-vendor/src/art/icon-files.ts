import { createHash } from 'node:crypto';
import {
  houseCardGames,
  houseFishingGames,
  houseGameIconWidths,
  houseSlotGameIds,
  houseTableGames,
} from '@croupier/contracts';

/**
 * Bump when the rasterising changes (format, quality, renderer options) without the drawings changing, so every
 * file name changes with it and no browser keeps a picture cached under a name it no longer deserves.
 */
const renderVersion = 'webp-q82-v1';

/** The vendor game ids the vendor publishes to the platform, each of which must have an icon. */
export function publishedGameIds(): string[] {
  return [
    ...houseSlotGameIds.map((id) => `slot:${id}`),
    ...houseTableGames.map((table) => table.id),
    ...houseFishingGames.map((game) => `fish:${game.id}`),
    ...houseCardGames.map((game) => `pvp:${game.id}`),
  ];
}

/**
 * The file name of an icon without its width: the game id and a hash of what the files are made from (the drawing,
 * the widths, the render settings), so a changed drawing gets new names and the old ones stay immutable.
 */
export function iconBaseName(vendorGameId: string, svg: string): string {
  const hash = createHash('sha256')
    .update(`${renderVersion}|${houseGameIconWidths.join(',')}|${svg}`)
    .digest('hex')
    .slice(0, 10);
  return `${vendorGameId.replace(/[^a-z0-9-]/g, '-')}-${hash}`;
}
