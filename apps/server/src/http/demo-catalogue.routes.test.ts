import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameTile, GameType, VendorLanes } from '@croupier/contracts';
import {
  gameTypes,
  houseCardGames,
  houseFishingGames,
  houseGameIconWidths,
  houseGameIcons,
  houseSlotGameIds,
} from '@croupier/contracts';
import { and, eq } from 'drizzle-orm';
import { fixedClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { seedDemoGames } from '../modules/games/index.js';
import { game } from '../modules/games/games.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

// The demo brands' own catalogue as a player meets it (decision 0047): only games that launch, under our own names,
// and no category or sub-type without a game.
const clock = fixedClock(new Date('2026-06-01T10:00:00Z'));
let testApp: TestApp;
let memberToken = '';

/** Studios and game companies whose names the demo must never borrow (no integration with any of them). */
const realStudios = [
  /pg ?soft/i,
  /\bpg\b/i,
  /jili/i,
  /playtech/i,
  /\bcq9\b/i,
  /\bjdb\b/i,
  /fa ?chai/i,
  /\bsa (live|gaming)\b/i,
  /\bwm\b/i,
  /\bsbo/i,
  /\bsaba\b/i,
  /\bbti\b/i,
  /king ?maker/i,
  /v8 ?poker/i,
  /\bds88\b/i,
  /sexy/i,
  /dream ?(live|gaming)/i,
  /\beg ?gaming\b/i,
  /bgaming/i,
  /pragmatic/i,
  /evolution/i,
  /microgaming/i,
  /netent/i,
  /habanero/i,
  /spadegaming/i,
  /joker/i,
  /megaways/i,
  /age of the gods/i,
  /\b(av|ai|ia|im|tf) e-?sports\b/i,
];

/** The sportsbook's tiles (decision 0056): one per sport, each launching the book on its own board. */
const sportsbookTiles: { gameType: GameType; gameCode: string; sport: string; thaiName: string }[] = [
  { gameType: 'SPORTS', gameCode: 'SB_FOOTBALL', sport: 'football', thaiName: 'แทงบอล' },
  { gameType: 'ESPORTS', gameCode: 'SB_ESPORTS', sport: 'esports', thaiName: 'แทงอีสปอร์ต' },
  { gameType: 'COCKFIGHT', gameCode: 'SB_COCKFIGHT', sport: 'cockfight', thaiName: 'ชนไก่' },
];

async function lanes(merchant = 'demo'): Promise<VendorLanes['lanes']> {
  const answer = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor?flush=1', { headers: { merchant } });
  expect(answer.statusCode).toBe(200);
  return (answer.body.value as unknown as VendorLanes).lanes;
}

async function tilesOf(gameType: GameType, language: string, merchant = 'demo'): Promise<GameTile[]> {
  const tiles: GameTile[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await call(
      testApp.app,
      'GET',
      `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageNo=${pageNo}&pageSize=100`,
      { headers: { merchant, language } },
    );
    expect(answer.statusCode).toBe(200);
    const page = answer.body.value as unknown as { content: GameTile[]; totalPages: number };
    tiles.push(...page.content);
    if (pageNo >= page.totalPages) return tiles;
  }
}

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  const login = await call(testApp.app, 'POST', '/wps/session/login', {
    payload: { username: 'demo', password: 'Demo@2026' },
    remoteAddress: '10.78.0.1',
  });
  memberToken = String(login.body.value.token);
});
afterAll(async () => {
  await testApp.close();
});

describe('the demo catalogue', () => {
  it('names no real studio, in any language, on a tile or a vendor', async () => {
    for (const merchant of ['demo', 'lucky']) {
      for (const language of ['th', 'en']) {
        const texts = [
          ...(await Promise.all(gameTypes.map((type) => tilesOf(type, language, merchant)))).flatMap((tiles) =>
            tiles.flatMap((tile) => [tile.gameName, tile.displayName, tile.vassalage]),
          ),
          ...(await lanes(merchant)).flatMap((lane) => Object.values(lane.cards).map((card) => card.name)),
        ];
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) {
          for (const pattern of realStudios) expect(text, `${merchant} ${language}`).not.toMatch(pattern);
        }
      }
    }
  });

  it("shows each house game's own icon, every width the house vendor renders, cached by its content hash", async () => {
    const tiles = [
      ...(await tilesOf('RNG', 'en')),
      ...(await tilesOf('LIVE', 'en')),
      ...(await tilesOf('FISH', 'en')),
      ...(await tilesOf('PVP', 'en')),
    ];
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      // The tile's code is the vendor game id with a dash: `slot-golden-temple` launches `slot:golden-temple`.
      const vendorGameId = tile.gameCode.replace(/^(slot|fish|pvp)-/, '$1:');
      const base = houseGameIcons[vendorGameId];
      expect(base, vendorGameId).toBeDefined();
      expect(tile.iconUrl).toBe(`http://127.0.0.1:8081/client/icons/${base}-384w.webp`);
      expect(tile.iconSourceSet).toBe(
        houseGameIconWidths
          .map((width) => `http://127.0.0.1:8081/client/icons/${base}-${width}w.webp ${width}w`)
          .join(', '),
      );
    }
    // The transfer-wallet tables are the same games: the same pictures.
    const baccarats = tiles.filter((tile) => tile.gameCode === 'baccarat');
    expect(baccarats.map((tile) => tile.vassalage).sort()).toEqual(['CROUPIER', 'CROUPIER_TW']);
    expect(new Set(baccarats.map((tile) => tile.iconUrl)).size).toBe(1);
  });

  it("draws the icon of a game without one with its studio's display name, never a vendor code", async () => {
    const tiles = [...(await tilesOf('LOTT', 'en')), ...(await tilesOf('ELOTT', 'en'))];
    const vietnam = tiles.find((candidate) => candidate.vassalage === 'TCG_LOTTO_VN');
    for (const tile of [tiles.find((candidate) => candidate.vassalage === 'TCG_SEA'), vietnam]) {
      const icon = await testApp.app.inject({ method: 'GET', url: tile?.iconUrl ?? '' });
      expect(icon.statusCode, tile?.iconUrl).toBe(200);
      expect(icon.body).not.toMatch(/TCG_|CROUPIER_TW|>CROUPIER</);
      expect(icon.body).toMatch(tile === vietnam ? />VIETNAM LOTTERY</ : />SEA LOTTERY</);
      expect(tile?.iconSourceSet).toBeUndefined();
    }
  });

  it('lists one tile per house slot game, the three live tables in both wallet modes, and the lottery', async () => {
    const slots = await tilesOf('RNG', 'en');
    expect(slots.map((tile) => tile.gameCode).sort()).toEqual(houseSlotGameIds.map((id) => `slot-${id}`).sort());
    expect(new Set(slots.map((tile) => tile.gameName)).size).toBe(slots.length);
    expect(slots.every((tile) => tile.displayName === 'Croupier Studio')).toBe(true);
    const live = await tilesOf('LIVE', 'th');
    expect(live.map((tile) => `${tile.vassalage}:${tile.gameCode}`).sort()).toEqual([
      'CROUPIER:baccarat',
      'CROUPIER:dragon-tiger',
      'CROUPIER:roulette',
      'CROUPIER_TW:baccarat',
      'CROUPIER_TW:dragon-tiger',
      'CROUPIER_TW:roulette',
    ]);
    expect(live.find((tile) => tile.gameCode === 'dragon-tiger')?.gameName).toBe('เสือมังกร');
    expect((await tilesOf('LOTT', 'en')).length).toBeGreaterThan(0);
    expect((await tilesOf('ELOTT', 'en')).length).toBeGreaterThan(0);
    const fishing = await tilesOf('FISH', 'th');
    expect(fishing.map((tile) => tile.gameCode).sort()).toEqual(
      houseFishingGames.map((game) => `fish-${game.id}`).sort(),
    );
    expect(fishing.find((tile) => tile.gameCode === 'fish-coral-reef')?.gameName).toBe('ล่าปลาแนวปะการัง');
    const cards = await tilesOf('PVP', 'th');
    expect(cards.map((tile) => tile.gameCode).sort()).toEqual(houseCardGames.map((game) => `pvp-${game.id}`).sort());
    expect(cards.find((tile) => tile.gameCode === 'pvp-holdem-heads-up')?.gameName).toBe('เท็กซัสโฮลเดม ตัวต่อตัว');
  });

  it('launches every tile it shows: the house games in the game frame, the lottery on its pages', async () => {
    for (const type of gameTypes) {
      for (const tile of await tilesOf(type, 'en')) {
        const answer = await call(testApp.app, 'POST', '/wps/game/launchGame', {
          token: memberToken,
          payload: { nodeId: tile.nodeId },
        });
        expect(answer.statusCode, `${tile.vassalage} ${tile.gameCode}`).toBe(200);
        expect(answer.body.value.kind, tile.gameCode).toBe(type === 'LOTT' || type === 'ELOTT' ? 'route' : 'frame');
        if (tile.supportPlay === 0) {
          const demo = await call(testApp.app, 'POST', '/wps/game/launchGame', {
            payload: { nodeId: tile.nodeId, demo: true },
          });
          expect(demo.statusCode, `demo ${tile.gameCode}`).toBe(200);
        }
      }
    }
  });

  it('hides the categories and sub-types without a game from the lanes the menu and lobby are built from', async () => {
    for (const merchant of ['demo', 'lucky']) {
      const answer = await lanes(merchant);
      expect(answer.map((lane) => lane.title)).toEqual([
        'RNG',
        'LIVE',
        'FISH',
        'PVP',
        'SPORTS',
        'ESPORTS',
        'COCKFIGHT',
        'LOTT',
        'ELOTT',
      ]);
      for (const lane of answer) {
        expect(lane.vendors.length).toBeGreaterThan(0);
        for (const card of Object.values(lane.cards)) expect(card.gameCount).toBeGreaterThan(0);
      }
      const tabs = (title: string) => answer.find((lane) => lane.title === title)?.gameClassify.map((tab) => tab.code);
      // No scratch, video poker, jackpot, table, arcade or bingo slot exists: those tabs are not offered.
      expect(tabs('RNG')).toEqual(['ALL', 'HOT']);
      expect(tabs('LIVE')).toEqual(['ALL', 'HOT', 'TG']);
    }
  });

  it('lists one sportsbook tile per sport under its own studio, launching HOUSE_SB on that sport', async () => {
    for (const expected of sportsbookTiles) {
      const tiles = await tilesOf(expected.gameType, 'th');
      expect(tiles.map((tile) => `${tile.vassalage}:${tile.gameCode}`)).toEqual([`CROUPIER_SB:${expected.gameCode}`]);
      const [tile] = tiles;
      expect(tile?.gameName).toBe(expected.thaiName);
      expect(tile?.displayName).toBe('Croupier Sportsbook');
      // Our studio's picture of the sport, served by the house vendor at every width (decision 0054), not a monogram.
      const base = houseGameIcons[`sportsbook:${expected.sport}`];
      expect(base).toBeDefined();
      expect(tile?.iconUrl).toBe(`http://127.0.0.1:8081/client/icons/${base}-384w.webp`);
      expect(tile?.iconSourceSet).toBe(
        houseGameIconWidths
          .map((width) => `http://127.0.0.1:8081/client/icons/${base}-${width}w.webp ${width}w`)
          .join(', '),
      );
      const launch = await call(testApp.app, 'POST', '/wps/game/launchGame', {
        token: memberToken,
        payload: { nodeId: tile?.nodeId },
      });
      expect(launch.statusCode).toBe(200);
      const url = new URL(String(launch.body.value.url));
      expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:8082/play');
      expect(url.searchParams.get('game')).toBe(expected.sport);
      expect(url.searchParams.get('token')).toMatch(/.{20,}/);
    }
  });

  it("gives sportsbook tiles seeded before they had pictures theirs on the next start, keeping an operator's own", async () => {
    const db = testApp.database.db;
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const ofBook = and(eq(game.merchantId, merchantId), eq(game.vendorCode, 'CROUPIER_SB'));
    await db.update(game).set({ iconUrl: null }).where(ofBook);
    const own = 'https://cdn.example.com/our-football.png';
    await db
      .update(game)
      .set({ iconUrl: own })
      .where(and(ofBook, eq(game.gameCode, 'SB_FOOTBALL')));
    expect(await seedDemoGames(db, { merchantId, clock, houseVendorUrl: 'http://127.0.0.1:8081' })).toBe(false);
    const icons = Object.fromEntries(
      (await db.select({ code: game.gameCode, iconUrl: game.iconUrl }).from(game).where(ofBook)).map((row) => [
        row.code,
        row.iconUrl,
      ]),
    );
    expect(icons).toEqual({
      SB_FOOTBALL: own,
      SB_ESPORTS: `http://127.0.0.1:8081/client/icons/${houseGameIcons['sportsbook:esports']}-384w.webp`,
      SB_COCKFIGHT: `http://127.0.0.1:8081/client/icons/${houseGameIcons['sportsbook:cockfight']}-384w.webp`,
    });
  });
});
