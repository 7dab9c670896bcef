import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameTile } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { fixedClock } from '../lib/clock.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { game, gameRound } from '../db/schema.js';
import { createGamesService } from '../modules/games/index.js';
import { generateTestCatalogue } from '../test/generated-catalogue.js';

const clock = fixedClock(new Date('2026-06-01T10:00:00Z'));
let testApp: TestApp;
let demoId = '';
let luckyId = '';
let memberToken = '';
let addressCounter = 0;
const nextAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const tick = (milliseconds: number) => clock.set(new Date(clock.now().getTime() + milliseconds));

async function logIn(username: string, password: string) {
  const answer = await call(testApp.app, 'POST', '/wps/session/login', {
    payload: { username, password },
    remoteAddress: nextAddress(),
  });
  expect(answer.statusCode).toBe(200);
  return String(answer.body.value.token);
}

async function trialToken() {
  const answer = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: nextAddress() });
  expect(answer.statusCode).toBe(200);
  return String(answer.body.value.token);
}

type Page = { content: GameTile[]; pageNum: number; totalPages: number; total: number };

async function listGames(query: string, options: { token?: string; headers?: Record<string, string> } = {}) {
  const answer = await call(testApp.app, 'GET', `/wps/relay/GCSGAME_gameList?${query}`, options);
  return { statusCode: answer.statusCode, code: answer.body.code, page: answer.body.value as unknown as Page };
}

async function gameRow(where: ReturnType<typeof and>) {
  const [row] = await testApp.database.db.select().from(game).where(where).limit(1);
  if (!row) throw new Error('no such game in the seeded catalogue');
  return row;
}

const operator = () => ({ authorization: `Bearer ${testApp.operatorToken}` });

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  const brands = await queryRows<{ id: string; code: string }>(testApp.database.db, sql`select id, code from merchant`);
  demoId = brands.find((brand) => brand.code === 'demo')?.id ?? '';
  luckyId = brands.find((brand) => brand.code === 'lucky')?.id ?? '';
  // The lobby's mechanics (vendors, tabs, sub-lists, categories) are tried on generated catalogues of invented
  // vendors; the demo brands' own honest catalogue is tried in demo-catalogue.routes.test.ts.
  const games = createGamesService({ db: testApp.database.db, clock });
  await games.importCatalogue(demoId, generateTestCatalogue(300));
  await games.importCatalogue(luckyId, generateTestCatalogue(60, 77));
  memberToken = await logIn('demo', 'Demo@2026');
});
afterAll(async () => {
  await testApp.close();
});

describe('game list (GCSGAME_gameList)', () => {
  it('pages from 1 with content, pageNum, totalPages and total; the last page holds the rest', async () => {
    const [counted] = await testApp.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(game)
      .where(and(eq(game.merchantId, demoId), eq(game.gameType, 'RNG'), isNull(game.parentGameCode)));
    const total = counted?.total ?? 0;
    expect(total).toBeGreaterThan(40);
    const first = await listGames('gameType=RNG&pageNo=1&pageSize=40');
    expect(first.statusCode).toBe(200);
    expect(first.page).toMatchObject({ pageNum: 1, total, totalPages: Math.ceil(total / 40) });
    expect(first.page.content).toHaveLength(40);
    expect(first.page.content.every((tile) => tile.gameType === 'RNG')).toBe(true);

    const last = await listGames(`gameType=RNG&pageNo=${first.page.totalPages}&pageSize=40`);
    expect(last.page.content).toHaveLength(total - 40 * (first.page.totalPages - 1));
    const beyond = await listGames(`gameType=RNG&pageNo=${first.page.totalPages + 1}&pageSize=40`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.page).toMatchObject({ content: [], pageNum: first.page.totalPages + 1, total });

    const ids = new Set<number>();
    for (let pageNo = 1; pageNo <= first.page.totalPages; pageNo += 1) {
      for (const tile of (await listGames(`gameType=RNG&pageNo=${pageNo}&pageSize=40`)).page.content)
        ids.add(tile.nodeId);
    }
    expect(ids.size).toBe(total);
  });

  it('refuses page sizes outside 1 to 100 and page numbers below 1', async () => {
    expect((await listGames('pageSize=100')).statusCode).toBe(200);
    for (const query of ['pageSize=101', 'pageSize=0', 'pageNo=0', 'pageNo=-1', 'pageSize=abc', 'gameType=POKER']) {
      const answer = await listGames(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.code).toBe('VALIDATION_FAILED');
    }
  });

  it('describes each tile with the fields of spec §3', async () => {
    const { page } = await listGames('gameType=RNG&pageSize=5');
    const tile = page.content[0];
    expect(Object.keys(tile ?? {}).sort()).toEqual(
      [
        'nodeId',
        'nodeName',
        'gameName',
        'gameCode',
        'iconUrl',
        'showIcon',
        'lagerIcon',
        'displayName',
        'vassalage',
        'gameType',
        'isHot',
        'isNew',
        'supportPlay',
        'freeplay',
        'isGame',
        'classifications',
        'maintenance',
      ].sort(),
    );
    expect(tile?.vassalage).toMatch(/^[A-Z0-9_]+$/);
    expect(tile?.isGame).toMatch(/^(GAME|VASSALAGE)$/);
    expect(tile?.iconUrl).toMatch(/^\/static\/game-icons\/\d+-[0-9a-f]{10}\.svg$/);
    expect([0, 1]).toContain(tile?.supportPlay);
  });

  it('filters by vendor, hot, new, and sub-type', async () => {
    const byVendor = await listGames('gameType=RNG&vassalage=va&pageSize=100');
    expect(byVendor.page.total).toBeGreaterThan(0);
    expect(byVendor.page.content.every((tile) => tile.vassalage === 'VA')).toBe(true);
    const hot = await listGames('gameClassify=HOT&pageSize=100');
    expect(hot.page.total).toBeGreaterThan(0);
    expect(hot.page.content.every((tile) => tile.isHot === 1)).toBe(true);
    const fresh = await listGames('gameType=RNG&isNew=1&pageSize=100');
    expect(fresh.page.content.every((tile) => tile.isNew === 1)).toBe(true);
    expect((await listGames('gameType=RNG&gameClassify=NEW&pageSize=100')).page.total).toBe(fresh.page.total);
    const jackpots = await listGames('gameType=RNG&gameClassify=JP&pageSize=100');
    expect(jackpots.page.total).toBeGreaterThan(0);
    expect(jackpots.page.content.every((tile) => tile.classifications.includes('JP'))).toBe(true);
  });

  it('searches Thai and English names by any part, in any case, trimmed', async () => {
    const target = await gameRow(and(eq(game.merchantId, demoId), eq(game.vendorCode, 'VA')));
    const english = target.names.en ?? '';
    const word = english.split(' ')[0] ?? '';
    const part = word.slice(1, Math.min(word.length, 5));
    const found = await listGames(`gameName=${encodeURIComponent(`  ${part.toUpperCase()}  `)}&pageSize=100`);
    expect(found.page.total).toBeGreaterThan(0);
    for (const tile of found.page.content) {
      expect(`${tile.gameName} ${tile.gameCode}`.toLowerCase()).toContain(part.toLowerCase());
    }
    const exact = await listGames(`gameName=${encodeURIComponent(english.toLowerCase())}&pageSize=100`);
    expect(exact.page.content.map((tile) => tile.nodeId)).toContain(target.id);

    const thai = target.names.th ?? '';
    const thaiPart = [...thai].slice(1, 5).join('');
    const foundThai = await listGames(`gameName=${encodeURIComponent(` ${thaiPart} `)}&pageSize=100&language=TH`);
    expect(foundThai.page.content.map((tile) => tile.nodeId)).toContain(target.id);
    expect(foundThai.page.content.every((tile) => tile.gameName.includes(thaiPart))).toBe(true);
    const inThai = foundThai.page.content.find((tile) => tile.nodeId === target.id);
    expect(inThai?.gameName).toBe(thai);
  });

  it('takes search wildcards literally and answers no data for no match', async () => {
    for (const text of ['%', 'zzqqxx', '\\', 'a%b']) {
      const answer = await listGames(`gameName=${encodeURIComponent(text)}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.page).toMatchObject({ content: [], total: 0 });
    }
    const underscore = await listGames(`gameName=_&pageSize=100`);
    expect(underscore.page.total).toBeGreaterThan(0);
    expect(underscore.page.content.every((tile) => `${tile.gameName}${tile.gameCode}`.includes('_'))).toBe(true);
  });

  it('needs a login for the FAV and RECENT tabs', async () => {
    for (const classify of ['FAV', 'RECENT']) {
      const answer = await listGames(`gameClassify=${classify}`);
      expect(answer.statusCode).toBe(401);
      expect(answer.code).toBe('NOT_LOGGED_IN');
    }
  });

  it('keeps another brand out: its own catalogue, never the other one', async () => {
    const demo = await listGames('pageSize=100');
    const lucky = await listGames('pageSize=100', { headers: { merchant: 'lucky' } });
    expect(lucky.page.total).toBeGreaterThan(0);
    expect(lucky.page.total).not.toBe(demo.page.total);
    const luckyIds = new Set(
      (await testApp.database.db.select({ id: game.id }).from(game).where(eq(game.merchantId, luckyId))).map(
        (row) => row.id,
      ),
    );
    expect(demo.page.content.some((tile) => luckyIds.has(tile.nodeId))).toBe(false);
    expect(lucky.page.content.every((tile) => luckyIds.has(tile.nodeId))).toBe(true);
  });
});

describe('vendor lanes (GCSGAME_newGameVendor)', () => {
  it('lists each category with its vendors; e-sports and cockfight leave sports and follow it', async () => {
    const answer = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    expect(answer.statusCode).toBe(200);
    const lanes = (answer.body.value as unknown as { lanes: { title: string; vendors: string[] }[] }).lanes;
    const titles = lanes.map((lane) => lane.title);
    expect(titles).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    const vendorsOf = (title: string) => lanes.find((lane) => lane.title === title)?.vendors ?? [];
    expect(vendorsOf('RNG')).toEqual(expect.arrayContaining(['VA', 'VB', 'VC', 'VD', 'VE', 'VF', 'VG', 'VH']));
    // The seeded sportsbook (CROUPIER_SB) sits beside the generated vendors in its three categories.
    expect([...vendorsOf('ESPORTS')].sort()).toEqual(['CROUPIER_SB', 'EA', 'EB', 'EC', 'ED', 'EE']);
    expect([...vendorsOf('COCKFIGHT')].sort()).toEqual(['CA', 'CROUPIER_SB']);
    expect(vendorsOf('SPORTS').some((code) => ['AV', 'AI', 'IMES', 'TF', 'IA', 'DS88'].includes(code))).toBe(false);
    expect(vendorsOf('LOTT')).toEqual(expect.arrayContaining(['LOTT', 'TCG_SEA']));
    expect(vendorsOf('ELOTT')).toEqual(expect.arrayContaining(['ELOTT', 'TCG_LOTTO_VN']));
    const rng = answer.body.value.lanes as {
      cards: Record<string, { iconUrl: string; gameCount: number }>;
    }[];
    expect(rng[0]?.cards.VA?.gameCount).toBeGreaterThan(0);
  });

  it('puts an e-sports vendor listed as sports under e-sports, after a catalogue change flushes the cache', async () => {
    const before = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor');
    const imported = await call(testApp.app, 'POST', '/bo/games/import', {
      headers: operator(),
      payload: {
        merchant: 'demo',
        catalogue: {
          games: [
            {
              vendor: 'AV',
              gameCode: 'av-sports-1',
              gameType: 'SPORTS',
              names: { en: 'AV Sports', th: 'เอวีสปอร์ต' },
              engine: 'TEST:sports',
            },
            {
              vendor: 'NEWV',
              gameCode: 'newv-1',
              gameType: 'SPORTS',
              names: { en: 'New Vendor Cup' },
              engine: 'TEST:sports',
            },
          ],
        },
      },
    });
    expect(imported.statusCode).toBe(200);
    const after = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor');
    type Lanes = { lanes: { title: string; vendors: string[]; cards: Record<string, { gameCount: number }> }[] };
    const lanesBefore = (before.body.value as unknown as Lanes).lanes;
    const lanesAfter = (after.body.value as unknown as Lanes).lanes;
    const sports = lanesAfter.find((lane) => lane.title === 'SPORTS');
    const esports = lanesAfter.find((lane) => lane.title === 'ESPORTS');
    expect(sports?.vendors).toContain('NEWV');
    expect(sports?.vendors).not.toContain('AV');
    expect(esports?.cards.AV?.gameCount).toBe(
      (lanesBefore.find((lane) => lane.title === 'ESPORTS')?.cards.AV?.gameCount ?? 0) + 1,
    );
  });

  it('answers the cached lanes until flushed with flush=1', async () => {
    // A change behind the platform's back (not through import or maintenance) stays invisible until a flush.
    await testApp.database.db
      .update(game)
      .set({ enabled: false })
      .where(and(eq(game.merchantId, demoId), eq(game.vendorCode, 'CA')));
    const cached = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor');
    expect(JSON.stringify(cached.body.value)).toContain('"CA"');
    const flushed = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor?flush=1');
    expect(JSON.stringify(flushed.body.value)).not.toContain('"CA"');
    await testApp.database.db
      .update(game)
      .set({ enabled: true })
      .where(and(eq(game.merchantId, demoId), eq(game.vendorCode, 'CA')));
    const operatorFlush = await call(testApp.app, 'POST', '/bo/games/cache/flush', {
      headers: operator(),
      payload: { merchant: 'demo' },
    });
    expect(operatorFlush.statusCode).toBe(200);
    expect(JSON.stringify((await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor')).body.value)).toContain(
      '"CA"',
    );
  });
});

describe('hot games, sub-lists and rooms', () => {
  it('lists hot games only', async () => {
    const answer = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_hotGamesV2?platform=flash,html5-desktop');
    const tiles = answer.body.value as unknown as GameTile[];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.isHot === 1)).toBe(true);
  });

  it('opens a VASSALAGE game as a sub-list whose games stay out of the lobby', async () => {
    const parent = await gameRow(and(eq(game.merchantId, demoId), eq(game.gameCode, 'VC-COLLECTION')));
    const answer = await call(testApp.app, 'GET', `/wps/relay/GCSGAME_getVassGameType?nodeId=${parent.id}`);
    const children = answer.body.value as unknown as GameTile[];
    expect(children).toHaveLength(6);
    expect(children.every((tile) => tile.vassalage === 'VC' && tile.isGame === 'GAME')).toBe(true);
    const lobby = await listGames('vassalage=VC&pageSize=100&gameName=gods%20collection');
    expect(lobby.page.content.map((tile) => tile.nodeId)).toEqual([parent.id]);
    expect(lobby.page.content[0]?.isGame).toBe('VASSALAGE');
    const launched = await call(testApp.app, 'POST', '/wps/game/launchGame', {
      token: memberToken,
      payload: { nodeId: parent.id },
    });
    expect(launched.statusCode).toBe(409);
  });

  it('lists the tables of a live game', async () => {
    const live = await gameRow(and(eq(game.merchantId, demoId), eq(game.gameType, 'LIVE'), eq(game.kind, 'GAME')));
    const answer = await call(testApp.app, 'GET', `/wps/relay/GLS2_roomList?nodeId=${live.id}`);
    const rooms = answer.body.value as unknown as { nodeId: number; minBet: string; maxBet: string }[];
    expect(rooms.length).toBeGreaterThanOrEqual(2);
    expect(rooms.every((room) => room.nodeId === live.id)).toBe(true);
    expect(rooms[0]?.minBet).toMatch(/^\d+\.\d{2}$/);
    const elsewhere = await call(testApp.app, 'GET', `/wps/relay/GLS2_roomList?nodeId=${live.id}`, {
      headers: { merchant: 'lucky' },
    });
    expect(elsewhere.body.value).toEqual([]);
  });
});

describe('favourites', () => {
  it('need a login', async () => {
    const target = await gameRow(and(eq(game.merchantId, demoId), eq(game.vendorCode, 'VG')));
    for (const [method, url] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
      ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2'],
    ] as const) {
      const answer = await call(testApp.app, method, url, method === 'GET' ? {} : { payload: { nodeId: target.id } });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.body.code).toBe('NOT_LOGGED_IN');
    }
  });

  it('adds and removes, one toggle per second per member', async () => {
    const token = await logIn('agent', 'Agent@2026');
    const first = await gameRow(and(eq(game.merchantId, demoId), eq(game.vendorCode, 'VG')));
    const second = await gameRow(and(eq(game.merchantId, demoId), eq(game.vendorCode, 'VE')));
    tick(5_000);
    const added = await call(testApp.app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      payload: { nodeId: String(first.id), vendor: first.vendorCode, gameType: first.gameType },
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.value).toEqual({ nodeId: String(first.id), favourite: true });

    tick(999);
    const tooFast = await call(testApp.app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      payload: { nodeId: second.id },
    });
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.body.code).toBe('FAVOURITE_TOO_FAST');

    tick(1);
    expect(
      (await call(testApp.app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, payload: { nodeId: second.id } }))
        .statusCode,
    ).toBe(200);
    const ids = await call(testApp.app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token });
    expect(ids.body.value).toEqual([String(second.id), String(first.id)]);
    const rngIds = await call(testApp.app, 'GET', '/wps/relay/MCSFE_getFavoriteGames?gameType=RNG&vassalage=VG', {
      token,
    });
    expect(rngIds.body.value).toEqual([String(first.id)]);
    const list = await call(testApp.app, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=999', {
      token,
    });
    expect((list.body.value as unknown as Page).content.map((tile) => tile.nodeId)).toEqual([second.id, first.id]);
    const favTab = await listGames('gameClassify=FAV&pageSize=40', { token });
    expect(favTab.page.total).toBe(2);

    tick(1_000);
    const removed = await call(testApp.app, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
      token,
      payload: { nodeId: first.id, vendor: 'VG', gameType: 'RNG' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.value).toEqual({ nodeId: String(first.id), favourite: false });
    const removedTooFast = await call(
      testApp.app,
      'DELETE',
      `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${second.id}`,
      { token },
    );
    expect(removedTooFast.statusCode).toBe(429);
    expect((await call(testApp.app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).body.value).toEqual([
      String(second.id),
    ]);
  });

  it("cannot favourite another brand's game", async () => {
    tick(2_000);
    const luckyGame = await gameRow(eq(game.merchantId, luckyId));
    const answer = await call(testApp.app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token: memberToken,
      payload: { nodeId: luckyGame.id },
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('launching a game (POST /wps/game/launchGame)', () => {
  const launch = (payload: Record<string, unknown>, token?: string) =>
    call(testApp.app, 'POST', '/wps/game/launchGame', { payload, ...(token ? { token } : {}) });

  it('asks visitors to log in for real money, and lets them try demo play where supportPlay is 0', async () => {
    const trialGame = await gameRow(
      and(eq(game.merchantId, demoId), eq(game.gameType, 'RNG'), eq(game.supportPlay, 0)),
    );
    const paidGame = await gameRow(and(eq(game.merchantId, demoId), eq(game.gameType, 'RNG'), eq(game.supportPlay, 1)));
    const real = await launch({ nodeId: trialGame.id });
    expect(real.statusCode).toBe(401);
    expect(real.body.code).toBe('NOT_LOGGED_IN');
    const noTrial = await launch({ nodeId: paidGame.id, demo: true });
    expect(noTrial.statusCode).toBe(403);
    expect(noTrial.body.code).toBe('DEMO_NOT_AVAILABLE');
    // Allowed: the house vendor opens play money, with a launch token in its URL.
    const demo = await launch({ nodeId: trialGame.id, demo: true });
    expect(demo.statusCode).toBe(200);
    expect(demo.body.value).toMatchObject({ kind: 'frame', mode: 'demo' });
    expect(String(demo.body.value.url)).toMatch(/^http:\/\/127\.0\.0\.1:8081\/play\?token=[\w-]{43}&game=slot%3A/);
  });

  it('keeps trial accounts to demo play', async () => {
    const token = await trialToken();
    const trialGame = await gameRow(
      and(eq(game.merchantId, demoId), eq(game.gameType, 'FISH'), eq(game.supportPlay, 0)),
    );
    const real = await launch({ nodeId: trialGame.id }, token);
    expect(real.statusCode).toBe(403);
    expect(real.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    // The house vendor's fishing games open on play money for a trial account.
    const demo = await launch({ nodeId: trialGame.id, demo: true }, token);
    expect(demo.statusCode).toBe(200);
    expect(demo.body.value).toMatchObject({ kind: 'frame', mode: 'demo' });
    expect(String(demo.body.value.url)).toMatch(/&game=fish%3A/);
  });

  it('routes lottery vendors to their site pages and remembers them as recent games', async () => {
    const expected: Record<string, string> = {
      TCG_LOTTO_VN: '/vnLottery',
      TCG_SEA: '/seaLottery',
      LOTT: '/lottery',
      ELOTT: '/lottery',
    };
    const token = await logIn('demo', 'Demo@2026');
    const launched: number[] = [];
    for (const [vendor, route] of Object.entries(expected)) {
      const lottery = await gameRow(
        and(
          eq(game.merchantId, demoId),
          eq(game.vendorCode, vendor),
          eq(game.kind, 'GAME'),
          isNull(game.parentGameCode),
        ),
      );
      tick(1_000);
      const answer = await launch({ nodeId: lottery.id }, token);
      expect(answer.statusCode, vendor).toBe(200);
      expect(answer.body.value).toMatchObject({
        kind: 'route',
        url: `${route}?gameCode=${encodeURIComponent(lottery.gameCode)}${vendor === 'LOTT' ? '&prizeMode=LOTT' : ''}`,
        mode: 'real',
        vassalage: vendor,
      });
      launched.unshift(lottery.id);
    }
    // A game sold under two prize modes is one tile per vendor, with the lottery's own game code.
    for (const vendor of ['lott', 'ELOTT']) {
      tick(1_000);
      const byCode = await launch({ vassalage: vendor, gameCode: 'SSC_3' }, token);
      expect(byCode.body.value, vendor).toMatchObject({
        url: vendor === 'lott' ? '/lottery?gameCode=SSC_3&prizeMode=LOTT' : '/lottery?gameCode=SSC_3',
        vassalage: vendor.toUpperCase(),
        gameCode: 'SSC_3',
      });
      const byCodeId = byCode.body.value.nodeId as number;
      if (launched.includes(byCodeId)) launched.splice(launched.indexOf(byCodeId), 1);
      launched.unshift(byCodeId);
    }
    expect(launched[0]).not.toBe(launched[1]);

    const recent = await call(testApp.app, 'GET', '/wps/relay/GCS_recentGame?pageNo=1&pageSize=20', { token });
    expect(recent.statusCode).toBe(200);
    expect((recent.body.value as unknown as Page).content.map((tile) => tile.nodeId)).toEqual(launched);
    const recentTab = await listGames('gameClassify=RECENT&gameType=LOTT', { token });
    expect(recentTab.page.content.every((tile) => tile.gameType === 'LOTT')).toBe(true);
    expect((await call(testApp.app, 'GET', '/wps/relay/GCS_recentGame')).statusCode).toBe(401);
  });

  it('answers "game under maintenance" for a game or a vendor under maintenance', async () => {
    const lottery = await gameRow(
      and(eq(game.merchantId, demoId), eq(game.vendorCode, 'LOTT'), isNull(game.parentGameCode)),
    );
    const other = await gameRow(
      and(eq(game.merchantId, demoId), eq(game.vendorCode, 'LOTT'), sql`${game.id} <> ${lottery.id}`),
    );
    const set = (payload: Record<string, unknown>) =>
      call(testApp.app, 'POST', '/bo/games/maintenance', { headers: operator(), payload });
    expect(
      (await call(testApp.app, 'POST', '/bo/games/maintenance', { payload: { merchant: 'demo' } })).statusCode,
    ).toBe(401);
    expect((await set({ merchant: 'demo', nodeId: lottery.id, maintenance: true })).statusCode).toBe(200);
    const closed = await launch({ nodeId: lottery.id }, memberToken);
    expect(closed.statusCode).toBe(503);
    expect(closed.body.code).toBe('GAME_MAINTENANCE');
    expect((await launch({ nodeId: other.id }, memberToken)).statusCode).toBe(200);
    const tile = (await listGames(`vassalage=LOTT&pageSize=100`)).page.content.find(
      (item) => item.nodeId === lottery.id,
    );
    expect(tile?.maintenance).toBe(true);
    await set({ merchant: 'demo', nodeId: lottery.id, maintenance: false });

    expect((await set({ merchant: 'demo', vendor: 'lott', maintenance: true })).statusCode).toBe(200);
    expect((await launch({ nodeId: other.id }, memberToken)).body.code).toBe('GAME_MAINTENANCE');
    const lanes = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor');
    expect(JSON.stringify(lanes.body.value)).toContain('"vendor":"LOTT","name":"Lottery"');
    const lott = (lanes.body.value.lanes as { title: string; cards: Record<string, { maintenance: boolean }> }[]).find(
      (lane) => lane.title === 'LOTT',
    );
    expect(lott?.cards.LOTT?.maintenance).toBe(true);
    await set({ merchant: 'demo', vendor: 'LOTT', maintenance: false });
    expect((await launch({ nodeId: other.id }, memberToken)).statusCode).toBe(200);
    expect((await set({ merchant: 'demo', vendor: 'NOPE', maintenance: true })).statusCode).toBe(404);
  });

  it("does not launch another brand's game", async () => {
    const luckyGame = await gameRow(and(eq(game.merchantId, luckyId), eq(game.vendorCode, 'LOTT')));
    const answer = await launch({ nodeId: luckyGame.id }, memberToken);
    expect(answer.statusCode).toBe(404);
  });
});

describe('winners board (GCSGAME_getRankList)', () => {
  type Board = { list: { vo: Record<string, unknown> }[] };
  const board = async (query: string, merchantCode = 'demo') =>
    (
      await call(testApp.app, 'GET', `/wps/relay/GCSGAME_getRankList?${query}`, {
        headers: { merchant: merchantCode, language: 'en' },
      })
    ).body.value as unknown as Board;
  const amounts = (answer: Board) => answer.list.map((entry) => entry.vo.winAmount);

  it('shows the latest settled wins above the floor, newest first, masked, per brand, cached a few seconds', async () => {
    expect(await board('gameCategory=ALL&limitNum=20')).toEqual({ list: [] });
    const [demoMember] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from member where merchant_id = ${demoId} and username = 'agent'`,
    );
    const registered = await call(testApp.app, 'PUT', '/wps/member/register', {
      payload: {
        username: 'luckywinner9',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        terms: true,
        ageConfirmed: true,
      },
      headers: { merchant: 'lucky' },
      remoteAddress: nextAddress(),
    });
    expect(registered.body.success).toBe(true);
    const [luckyMember] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from member where merchant_id = ${luckyId} and username = 'luckywinner9'`,
    );
    const slot = await gameRow(and(eq(game.merchantId, demoId), eq(game.gameType, 'RNG')));
    const luckySlot = await gameRow(and(eq(game.merchantId, luckyId), eq(game.gameType, 'RNG')));
    const start = clock.now().getTime();
    let sequence = 0;
    const round = (
      winMinor: bigint,
      status: 'settled' | 'open' | 'cancelled' = 'settled',
      brand: 'demo' | 'lucky' = 'demo',
    ) => {
      sequence += 1;
      const played = brand === 'demo' ? slot : luckySlot;
      return {
        merchantId: brand === 'demo' ? demoId : luckyId,
        vendorCode: played.vendorCode,
        roundId: `winners-${sequence}`,
        gameId: played.id,
        gameCode: played.gameCode,
        memberId: (brand === 'demo' ? demoMember?.id : luckyMember?.id) ?? '',
        currency: 'THB',
        stakeMinor: 1_000n,
        winMinor,
        status,
        startedAt: new Date(start - 60_000),
        // Each round settles a second after the one before: the newest is the last one inserted.
        settledAt: status === 'settled' ? new Date(start - 60_000 + sequence * 1_000) : null,
      };
    };
    await testApp.database.db
      .insert(gameRound)
      .values([
        round(1_250_000n),
        round(9_999n),
        round(50_000n),
        round(9_000_000n, 'open'),
        round(7_000_000n, 'cancelled'),
        round(3_300_000n, 'settled', 'lucky'),
      ]);
    // The board an instance read a moment ago answers for a few seconds; then the new wins show.
    expect(await board('gameCategory=ALL&limitNum=20')).toEqual({ list: [] });
    tick(10_001);
    const demo = await board('gameCategory=ALL&limitNum=50');
    // Newest first; the open and cancelled rounds and the win under the floor (99.99) are not there.
    expect(amounts(demo)).toEqual(['500.00', '12500.00']);
    expect(demo.list[0]?.vo).toMatchObject({ customerName: 'a***t', gameId: slot.id, gameName: slot.names.en });
    expect(JSON.stringify(demo)).not.toContain('agent');
    expect(await board('gameCategory=LIVE')).toEqual({ list: [] });
    const lucky = await board('gameCategory=ALL', 'lucky');
    expect(amounts(lucky)).toEqual(['33000.00']);
    expect(lucky.list[0]?.vo.customerName).toBe('lu***9');

    // The latest 50, however many there are; a shorter list is the newest of them.
    await testApp.database.db
      .insert(gameRound)
      .values(Array.from({ length: 55 }, (_, index) => round(BigInt(10_000 + index))));
    tick(10_001);
    const full = await board('gameCategory=ALL&limitNum=50');
    expect(full.list).toHaveLength(50);
    expect(amounts(full)[0]).toBe('100.54');
    expect(amounts(await board('gameCategory=RNG&limitNum=5'))).toEqual([
      '100.54',
      '100.53',
      '100.52',
      '100.51',
      '100.50',
    ]);
  });
});

describe('announcements (MCSFE_getListAnnouncements)', () => {
  const announcements = (token?: string, language = 'en', merchantCode = 'demo') =>
    call(testApp.app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B', {
      ...(token ? { token } : {}),
      headers: { language, merchant: merchantCode },
    });
  type Groups = Record<
    'banners' | 'playerNotices' | 'popups' | 'promotions' | 'homeNotices',
    Record<string, unknown>[]
  >;

  it('shows visitors the banners, notices, promotions and only the popups for visitors (B)', async () => {
    const answer = await announcements();
    const groups = answer.body.value as unknown as Groups;
    expect(groups.banners.length).toBe(3);
    expect(String(groups.banners[0]?.url)).toMatch(/^\/static\/banners\//);
    expect(groups.banners[0]).toMatchObject({ linkageType: null });
    expect(groups.banners[1]).toMatchObject({ linkageType: 'PROMOTION' });
    expect(groups.playerNotices.length).toBe(9);
    expect(groups.promotions.length).toBe(3);
    expect(groups.homeNotices.length).toBe(2);
    expect(groups.popups.map((popup) => popup.execution)).toEqual(['B']);
    const thai = (await announcements(undefined, 'th')).body.value as unknown as Groups;
    expect(thai.playerNotices[0]?.title).toBe('ประกาศฉบับที่ 1');
    expect(groups.playerNotices[0]?.title).toBe('Notice no. 1');
  });

  it('shows members the A popups, plus F on their first login only', async () => {
    const registered = await call(testApp.app, 'PUT', '/wps/member/register', {
      payload: {
        username: 'newbie77',
        password: 'Newbie@2026',
        confirmPassword: 'Newbie@2026',
        terms: true,
        ageConfirmed: true,
      },
      remoteAddress: nextAddress(),
    });
    expect(registered.statusCode).toBe(200);
    const firstToken = String(registered.body.value.token);
    const first = (await announcements(firstToken)).body.value as unknown as Groups;
    expect(first.popups.map((popup) => popup.execution)).toEqual(['A', 'F']);
    tick(60_000);
    const again = await logIn('newbie77', 'Newbie@2026');
    const later = (await announcements(again)).body.value as unknown as Groups;
    expect(later.popups.map((popup) => popup.execution)).toEqual(['A']);
  });

  it('answers only the types asked for, and each brand its own', async () => {
    const answer = await call(testApp.app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B');
    const groups = answer.body.value as unknown as Groups;
    expect(groups.banners.length).toBe(3);
    expect(groups.playerNotices).toEqual([]);
    const lucky = (await announcements(undefined, 'en', 'lucky')).body.value as unknown as Groups;
    expect(lucky.banners[0]?.title).toBe('Welcome to Lucky Star');
    expect(((await announcements()).body.value as unknown as Groups).banners[0]?.title).toBe('Welcome to Croupier');
    expect((await call(testApp.app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=X')).statusCode).toBe(400);
  });
});

describe('drawn images', () => {
  it('serves game icons, vendor badges and banners with a year of caching, and 404 for a wrong hash', async () => {
    const { page } = await listGames('pageSize=1');
    const iconUrl = page.content[0]?.iconUrl ?? '';
    const icon = await testApp.app.inject({ method: 'GET', url: iconUrl });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(icon.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const wrong = await testApp.app.inject({ method: 'GET', url: iconUrl.replace(/-[0-9a-f]{10}/, '-0000000000') });
    expect(wrong.statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/static/game-icons/nope.svg' })).statusCode).toBe(404);

    const lanes = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_newGameVendor');
    const card = (lanes.body.value.lanes as { cards: Record<string, { iconUrl: string }> }[])[0]?.cards.VA;
    const badge = await testApp.app.inject({ method: 'GET', url: card?.iconUrl ?? '' });
    expect(badge.statusCode).toBe(200);
    const groups = (await call(testApp.app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B')).body
      .value as unknown as {
      banners: { url: string }[];
    };
    const banner = await testApp.app.inject({ method: 'GET', url: groups.banners[0]?.url ?? '' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['cache-control']).toContain('immutable');
  });
});

describe('operator catalogue import (POST /bo/games/import)', () => {
  it('upserts by vendor and game code, so a second import changes nothing', async () => {
    const catalogue = {
      vendors: [{ code: 'nova', name: 'Nova Games' }],
      games: [
        {
          vendor: 'NOVA',
          gameCode: 'n-1',
          gameType: 'RNG',
          names: { en: 'Nova Koi', th: 'ปลาคาร์ปโนวา' },
          isHot: 1,
          engine: 'HOUSE:slot:golden-temple',
        },
        { vendor: 'NOVA', gameCode: 'n-2', gameType: 'FISH', names: { th: 'ยิงปลาโนวา' }, supportPlay: 0 },
      ],
    };
    const importOnce = () =>
      call(testApp.app, 'POST', '/bo/games/import', { headers: operator(), payload: { merchant: 'demo', catalogue } });
    expect((await importOnce()).body.value).toEqual({ vendors: 1, games: 2 });
    await importOnce();
    const rows = await testApp.database.db
      .select()
      .from(game)
      .where(and(eq(game.merchantId, demoId), eq(game.vendorCode, 'NOVA')));
    expect(rows).toHaveLength(2);
    const found = await listGames('vassalage=NOVA&language=en');
    // The fishing game has no engine: it cannot launch, so the lobby never shows it (decision 0047).
    expect(found.page.content.map((tile) => [tile.gameName, tile.displayName])).toEqual([['Nova Koi', 'Nova Games']]);
    const duplicate = await call(testApp.app, 'POST', '/bo/games/import', {
      headers: operator(),
      payload: { merchant: 'demo', catalogue: { games: [catalogue.games[0], catalogue.games[0]] } },
    });
    expect(duplicate.statusCode).toBe(400);
    const invalid = await call(testApp.app, 'POST', '/bo/games/import', {
      headers: operator(),
      payload: {
        merchant: 'demo',
        catalogue: { games: [{ vendor: 'NOVA', gameCode: 'x', gameType: 'CARDS', names: {} }] },
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      (await call(testApp.app, 'POST', '/bo/games/import', { payload: { merchant: 'demo', catalogue } })).statusCode,
    ).toBe(401);
  });
});
