import { houseGameIconWidths, houseGameIcons } from '@croupier/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardTableArt, fishingArt, gameArt } from './game-art.js';
import { iconBaseName, publishedGameIds } from './icon-files.js';
import { renderIcon } from './render-icons.js';

const regenerate =
  'run `npm run icons -w @croupier/house-vendor` and commit packages/contracts/src/house-game-icons.ts';

describe("the games' icons", () => {
  it('draws an icon for every game the vendor publishes', () => {
    const published = publishedGameIds();
    expect(published.length).toBeGreaterThan(0);
    expect(published.filter((id) => !gameArt[id])).toEqual([]);
  });

  it('publishes a manifest naming exactly the files the build renders', () => {
    for (const id of publishedGameIds()) expect(houseGameIcons[id], `${id}: ${regenerate}`).toBeDefined();
    for (const [id, svg] of Object.entries(gameArt))
      expect(houseGameIcons[id], `${id}: ${regenerate}`).toBe(iconBaseName(id, svg));
    expect(Object.keys(houseGameIcons).sort()).toEqual(Object.keys(gameArt).sort());
  });

  it('gives each game a picture of its own', () => {
    const drawings = Object.values(gameArt);
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(new Set(Object.values(houseGameIcons)).size).toBe(drawings.length);
  });

  it('renders every drawing to WebP at each width the lobby grid asks for', async () => {
    for (const [id, svg] of Object.entries(gameArt)) {
      for (const width of houseGameIconWidths) {
        const image = await renderIcon(svg, width);
        const metadata = await sharp(image).metadata();
        expect({ id, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          id,
          format: 'webp',
          width,
          height: width,
        });
        // A drawing that failed to parse renders as an empty picture of a few hundred bytes.
        expect(image.length, id).toBeGreaterThan(1500);
      }
    }
  }, 60_000);

  it('draws fishing games and card tables from their themes', async () => {
    const sea = fishingArt(
      {
        water: ['#0EA5E9', '#0C4A6E'],
        floor: 'coral',
        school: [
          { body: '#F97316', fin: '#FDE68A' },
          { body: '#A78BFA', fin: '#F5D0FE' },
        ],
      },
      7,
    );
    const table = cardTableArt({
      felt: '#166534',
      dark: '#052E16',
      hand: ['heart', 'spade'],
      chips: ['#DC2626'],
      back: '#7F1D1D',
    });
    for (const svg of [sea, table]) {
      const middle = await sharp(await renderIcon(svg, 256))
        .extract({ left: 64, top: 64, width: 128, height: 128 })
        .png()
        .toBuffer();
      const centre = await sharp(middle).stats();
      // Drawn, not blank: the middle of the tile is opaque and has more than one colour.
      expect(centre.isOpaque).toBe(true);
      expect(centre.channels[0]?.stdev).toBeGreaterThan(10);
    }
  }, 20_000);
});
