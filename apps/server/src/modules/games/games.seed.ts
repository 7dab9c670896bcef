import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { demoCatalogue, sportsbookStudio, sportsbookTiles } from './demo-catalogue.js';
import type { DemoLotteryGame } from './demo-lottery.js';
import {
  bumpCatalogueVersion,
  countGames,
  countVendorGames,
  fillMissingIcons,
  insertRooms,
  listGameIdsOfType,
} from './games.repository.js';
import { createGamesService } from './games.service.js';

/** mulberry32: a small seeded generator, so the demo rooms are the same on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const dealers = ['Mint', 'Ploy', 'Fah', 'Nok', 'Bee', 'Joy', 'Ann', 'Pim', 'Kate', 'Mai', 'Rin', 'Yui'];

/**
 * The demo catalogue of a brand (the house vendor's games and the lottery's, demo-catalogue.ts) and its live
 * tables' rooms; does nothing when the brand already has games, so it is safe on every start.
 */
export async function seedDemoGames(
  db: Database,
  input: {
    merchantId: string;
    clock: Clock;
    seed?: number;
    /** The lottery module's games, listed under the lottery vendors. */
    lotteryGames?: readonly DemoLotteryGame[];
    /** Where browsers reach the house vendor, which serves its games' icons. */
    houseVendorUrl?: string;
  },
): Promise<boolean> {
  if ((await countGames(db, input.merchantId)) > 0) {
    await seedSportsbookTiles(db, input);
    return false;
  }
  const catalogue = demoCatalogue(input.lotteryGames, input.houseVendorUrl);
  await createGamesService({ db, clock: input.clock }).importCatalogue(input.merchantId, catalogue);
  const random = seededRandom(input.seed ?? 7);
  const liveGames = await listGameIdsOfType(db, input.merchantId, 'LIVE');
  const rooms = liveGames.flatMap((live) =>
    Array.from({ length: 2 + Math.floor(random() * 3) }, (_, index) => {
      const minBetMinor = BigInt([1_000, 2_000, 5_000, 10_000][Math.floor(random() * 4)] ?? 1_000);
      return {
        merchantId: input.merchantId,
        gameId: live.id,
        roomCode: `T${index + 1}`,
        names: {
          en: `${live.names.en ?? ''} · Table ${index + 1}`,
          th: `${live.names.th ?? ''} · โต๊ะ ${index + 1}`,
        },
        dealerName: dealers[Math.floor(random() * dealers.length)] ?? 'Mint',
        minBetMinor,
        maxBetMinor: minBetMinor * 1_000n,
        seats: 7,
        players: Math.floor(random() * 8),
        open: random() > 0.1,
        sortOrder: index + 1,
      };
    }),
  );
  await insertRooms(db, rooms);
  return true;
}

/**
 * Adds the sportsbook's tiles to a brand seeded before the book existed (decision 0056), once: a brand that has any
 * game of the sportsbook's studio keeps what its operators made of them, except that tiles seeded before they had
 * pictures get theirs (only where the icon is still empty).
 */
async function seedSportsbookTiles(
  db: Database,
  input: { merchantId: string; clock: Clock; houseVendorUrl?: string },
): Promise<void> {
  const tiles = sportsbookTiles(input.houseVendorUrl);
  if ((await countVendorGames(db, input.merchantId, sportsbookStudio.code)) > 0) {
    const icons = tiles.flatMap((tile) => (tile.iconUrl ? [{ gameCode: tile.gameCode, iconUrl: tile.iconUrl }] : []));
    // The lobby's answers are cached by catalogue version: a changed picture must reach them.
    if ((await fillMissingIcons(db, input.merchantId, sportsbookStudio.code, icons)) > 0) {
      await bumpCatalogueVersion(db, input.merchantId, input.clock.now());
    }
    return;
  }
  await createGamesService({ db, clock: input.clock }).importCatalogue(input.merchantId, {
    vendors: demoCatalogue().vendors.filter((vendor) => vendor.code === sportsbookStudio.code),
    games: tiles,
  });
}
