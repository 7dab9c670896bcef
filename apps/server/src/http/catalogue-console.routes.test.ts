import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImport, ConsoleGame, ConsoleVendor, ContentImage, Page } from '@croupier/contracts';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { operatorToken } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = testApp.operatorToken;
});
afterAll(async () => {
  await testApp.close();
});

const console = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, token = admin) =>
  call(testApp.app, method, url, { token, ...(payload === undefined ? {} : { payload }) });
const patch = async (url: string, payload: unknown, token = admin) => {
  const response = await testApp.app.inject({
    method: 'PATCH',
    url,
    payload: payload as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}`, language: 'en' },
  });
  return { statusCode: response.statusCode, body: response.json<{ code?: string; value: unknown }>() };
};

async function latestAudit(action: string) {
  const [row] = await testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function games(query: string): Promise<Page<ConsoleGame>> {
  const answer = await console('GET', `/bo/games?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.body.value as unknown as Page<ConsoleGame>;
}

/** Polls an import until it finishes, as the console does. */
async function finished(id: string, merchant: string): Promise<CatalogueImport> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await console('GET', `/bo/games/imports/${id}?merchant=${merchant}`);
    const job = answer.body.value as unknown as CatalogueImport;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

describe('access', () => {
  it('is refused to roles without games.manage and to operators of other brands', async () => {
    const support = await operatorToken(testApp, 'support');
    expect((await console('GET', '/bo/vendors?merchant=demo', undefined, support)).statusCode).toBe(403);
    const content = await operatorToken(testApp, 'content', ['demo']);
    expect((await console('GET', '/bo/vendors?merchant=demo', undefined, content)).statusCode).toBe(200);
    expect((await console('GET', '/bo/games?merchant=lucky', undefined, content)).statusCode).toBe(403);
    const game = (await games('merchant=lucky&pageSize=1')).content[0];
    // A game of lucky named as if it were demo's is not found: the row's brand is checked, not only the body's.
    expect((await patch(`/bo/games/${game?.id}`, { merchant: 'demo', isHot: true }, content)).statusCode).toBe(404);
  });
});

describe('vendors', () => {
  it('lists vendors with their games and wallet model; disabling one takes its games out of the lobby', async () => {
    const vendors = (await console('GET', '/bo/vendors?merchant=lucky')).body.value as unknown as ConsoleVendor[];
    const vendor = vendors.find((candidate) => candidate.games > 0 && candidate.enabled);
    if (!vendor) throw new Error('no vendor with games');
    expect(vendor.walletModel).toMatch(/seamless|transfer/);
    const lobby = async () =>
      (
        await call(testApp.app, 'GET', `/wps/relay/GCSGAME_gameList?vassalage=${vendor.code}&pageSize=40`, {
          headers: { merchant: 'lucky' },
        })
      ).body.value as unknown as { total?: number; content?: unknown[] };
    expect((await lobby()).content?.length).toBeGreaterThan(0);
    const saved = await console('PUT', `/bo/vendors/${vendor.code}`, {
      merchant: 'lucky',
      enabled: false,
      maintenance: true,
      sortOrder: 7,
    });
    expect(saved.statusCode).toBe(200);
    expect((await lobby()).content).toHaveLength(0);
    expect((await latestAudit('games.vendor.update'))?.detail).toEqual({
      before: { enabled: true, maintenance: vendor.maintenance, sortOrder: vendor.sortOrder },
      after: { enabled: false, maintenance: true, sortOrder: 7 },
    });
    await console('PUT', `/bo/vendors/${vendor.code}`, {
      merchant: 'lucky',
      enabled: true,
      maintenance: false,
      sortOrder: vendor.sortOrder,
    });
    expect((await lobby()).content?.length).toBeGreaterThan(0);
    expect(
      (
        await console('PUT', '/bo/vendors/NOSUCH', {
          merchant: 'lucky',
          enabled: true,
          maintenance: false,
          sortOrder: 0,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('games', () => {
  it('searches, filters, sorts and pages, and exports the filtered rows', async () => {
    const all = await games('merchant=demo&pageSize=5');
    expect(all.content).toHaveLength(5);
    const first = all.content[0];
    if (!first) throw new Error('no game');
    const byCode = await games(`merchant=demo&search=${encodeURIComponent(first.gameCode)}`);
    expect(byCode.content.some((row) => row.id === first.id)).toBe(true);
    const live = await games('merchant=demo&gameType=LIVE&pageSize=200');
    expect(live.content.every((row) => row.gameType === 'LIVE')).toBe(true);
    const byName = await games('merchant=demo&sort=name&order=desc&pageSize=20');
    const names = byName.content.map((row) => row.names.en ?? row.names.th ?? row.gameCode);
    expect(names).toEqual([...names].sort((left, right) => (left < right ? 1 : left > right ? -1 : 0)));
    const csv = await testApp.app.inject({
      url: '/bo/games.csv?merchant=demo&gameType=LIVE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,vendor,gameCode,gameType,nameEn,nameTh,isHot,isNew,sortOrder,enabled,maintenance,classifications,iconUrl,updatedAt',
    );
    expect(lines).toHaveLength(live.total + 1);
  });

  it('sets a game hot with its categories and icon, which the player API then shows, audited before and after', async () => {
    // A game the lobby shows (sub-games of a vendor's list never are), not hot yet.
    const lobby = (
      await call(testApp.app, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=40', {
        headers: { merchant: 'demo' },
      })
    ).body.value as unknown as { content: { nodeId: number; isHot: number; gameCode: string }[] };
    const tileOf = lobby.content.find((entry) => entry.isHot === 0);
    const target = (await games(`merchant=demo&search=${tileOf?.gameCode ?? 'none'}`)).content.find(
      (row) => row.id === Number(tileOf?.nodeId),
    );
    if (!target) throw new Error('no game');
    const changed = await patch(`/bo/games/${target.id}`, {
      merchant: 'demo',
      isHot: true,
      sortOrder: -50,
      classifications: ['JP', 'JP', 'AC'],
      iconUrl: 'https://cdn.example.com/icons/one.png',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.value).toMatchObject({ isHot: true, sortOrder: -50, classifications: ['JP', 'AC'] });
    const hot = (
      await call(testApp.app, 'GET', '/wps/relay/GCSGAME_hotGamesV2?limit=50', { headers: { merchant: 'demo' } })
    ).body.value as unknown as { nodeId: number | string; iconUrl?: string }[];
    const tile = hot.find((entry) => Number(entry.nodeId) === target.id);
    expect(tile?.iconUrl).toBe('https://cdn.example.com/icons/one.png');
    expect((await latestAudit('games.game.update'))?.detail).toMatchObject({
      before: { isHot: false, sortOrder: target.sortOrder, iconUrl: target.iconUrl },
      after: { isHot: true, sortOrder: -50 },
    });
    expect((await patch(`/bo/games/${target.id}`, { merchant: 'demo' })).statusCode).toBe(400);
    expect(
      (await patch(`/bo/games/${target.id}`, { merchant: 'demo', iconUrl: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
  });

  it('takes an uploaded content image as a game icon, which the lobby then shows; other site paths are refused', async () => {
    const content = await operatorToken(testApp, 'content', ['demo']);
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    const data = `data:image/png;base64,${png.toString('base64')}`;
    // The brand is checked on the upload as on the patch: demo's operator cannot store an image for lucky.
    expect((await console('POST', '/bo/content/images', { merchant: 'lucky', data }, content)).statusCode).toBe(403);
    const upload = await console('POST', '/bo/content/images', { merchant: 'demo', data }, content);
    expect(upload.statusCode).toBe(200);
    const image = upload.body.value as unknown as ContentImage;
    expect(image.url).toMatch(/^\/static\/content-images\/[0-9a-f]{64}\.png$/);

    const lobby = (
      await call(testApp.app, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=40', {
        headers: { merchant: 'demo' },
      })
    ).body.value as unknown as { content: { nodeId: number; iconUrl: string }[] };
    const tile = lobby.content.at(-1);
    if (!tile) throw new Error('no game in the lobby');
    const changed = await patch(`/bo/games/${tile.nodeId}`, { merchant: 'demo', iconUrl: image.url }, content);
    expect(changed.statusCode).toBe(200);
    expect(changed.body.value).toMatchObject({ iconUrl: image.url });
    const after = (
      await call(testApp.app, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=40', {
        headers: { merchant: 'demo' },
      })
    ).body.value as unknown as { content: { nodeId: number; iconUrl: string }[] };
    expect(after.content.find((entry) => entry.nodeId === tile.nodeId)?.iconUrl).toBe(image.url);
    expect((await testApp.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
    expect((await latestAudit('games.game.update'))?.detail).toMatchObject({ after: { iconUrl: image.url } });

    for (const iconUrl of [
      '/static/other/icon.png',
      '/console/',
      `/static/content-images/${'a'.repeat(64)}.svg`,
      `/static/content-images/../${'a'.repeat(64)}.png`,
    ]) {
      const refused = await patch(`/bo/games/${tile.nodeId}`, { merchant: 'demo', iconUrl }, content);
      expect(refused.statusCode, iconUrl).toBe(400);
      expect(refused.body.code, iconUrl).toBe('VALIDATION_FAILED');
    }
    // A role without games.manage may not set it either.
    const support = await operatorToken(testApp, 'support');
    expect(
      (await patch(`/bo/games/${tile.nodeId}`, { merchant: 'demo', iconUrl: image.url }, support)).statusCode,
    ).toBe(403);
  });
});

describe('catalogue import', () => {
  const game = (code: string, name: string, extra: Record<string, unknown> = {}) => ({
    vendor: 'IMPORTV',
    gameCode: code,
    gameType: 'RNG',
    names: { en: name },
    ...extra,
  });

  async function importFile(fileName: string, content: string) {
    const started = await console('POST', '/bo/games/imports', { merchant: 'lucky', fileName, content });
    expect(started.statusCode).toBe(200);
    const job = started.body.value as unknown as CatalogueImport;
    expect(job.status).toBe('running');
    return finished(job.id, 'lucky');
  }

  it('reports exactly the rows added, changed, left and refused, with the reasons', async () => {
    const first = await importFile(
      'first.json',
      JSON.stringify({
        vendors: [{ code: 'IMPORTV', name: 'Import Vendor', walletModel: 'transfer' }],
        games: [game('a-1', 'Alpha'), game('b-1', 'Beta')],
      }),
    );
    expect(first).toMatchObject({
      status: 'done',
      totalRows: 2,
      doneRows: 2,
      added: 2,
      changed: 0,
      refused: 0,
      resumes: 0,
      failure: null,
    });

    const second = await importFile(
      'second.json',
      JSON.stringify({
        games: [
          game('a-1', 'Alpha'),
          game('b-1', 'Beta Deluxe'),
          game('c-1', 'Gamma', { isHot: true }),
          game('d-1', 'Delta', { gameType: 'CARDS' }),
          { vendor: 'IMPORTV', gameCode: 'e-1', gameType: 'RNG' },
          game('c-1', 'Gamma again'),
        ],
      }),
    );
    expect(second).toMatchObject({
      status: 'done',
      totalRows: 6,
      doneRows: 6,
      added: 1,
      changed: 1,
      unchanged: 1,
      refused: 3,
    });
    expect(second.refusals.map((refusal) => [refusal.row, refusal.gameCode])).toEqual([
      [4, 'd-1'],
      [5, 'e-1'],
      [6, 'c-1'],
    ]);
    expect(second.refusals[0]?.reason).toMatch(/^gameType:/);
    expect(second.refusals[1]?.reason).toMatch(/^names:/);
    expect(second.refusals[2]?.reason).toMatch(/^DUPLICATE_ROW/);

    const imported = await games('merchant=lucky&vendor=IMPORTV&sort=name');
    expect(imported.content.map((row) => row.names.en)).toEqual(['Alpha', 'Beta Deluxe', 'Gamma']);
    const vendors = (await console('GET', '/bo/vendors?merchant=lucky')).body.value as unknown as ConsoleVendor[];
    expect(vendors.find((vendor) => vendor.code === 'IMPORTV')).toMatchObject({ walletModel: 'transfer', games: 3 });
    expect((await latestAudit('games.catalogue.import'))?.detail).toMatchObject({ fileName: 'second.json', rows: 6 });

    const listed = (await console('GET', '/bo/games/imports?merchant=lucky')).body
      .value as unknown as CatalogueImport[];
    expect(listed[0]?.id).toBe(second.id);
    expect((await console('GET', `/bo/games/imports/${second.id}?merchant=demo`)).statusCode).toBe(404);
  });

  it('reads CSV files, and refuses a file that is not a catalogue before recording anything', async () => {
    const csv = [
      'vendor,gameCode,gameType,nameEn,nameTh,isHot',
      'IMPORTV,f-1,FISH,Fish One,ปลาหนึ่ง,1',
      'IMPORTV,,RNG,No code,,0',
    ].join('\n');
    const job = await importFile('games.csv', csv);
    expect(job).toMatchObject({ status: 'done', added: 1, refused: 1 });
    expect(job.refusals[0]).toMatchObject({ row: 2, gameCode: null });
    const broken = await console('POST', '/bo/games/imports', {
      merchant: 'lucky',
      fileName: 'x.json',
      content: '{"games": [',
    });
    expect(broken.statusCode).toBe(400);
    const wrongType = await console('POST', '/bo/games/imports', {
      merchant: 'lucky',
      fileName: 'x.txt',
      content: 'a',
    });
    expect(wrongType.statusCode).toBe(400);
  });
});
