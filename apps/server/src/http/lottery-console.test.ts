import { and, eq } from 'drizzle-orm';
import { parseMinor } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/account-helpers.js';
import { findTestDraw, openTestDraw, passDrawTime, runCycle, vietnamResult } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, createPlayer, operatorToken, reconciliation } from '../test/withdrawal-helpers.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { lotteryGameSetting, lotteryOddsTable } from '../modules/lottery/lottery.tables.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const setting = (gameCode: string) => ({
  merchant: 'demo',
  gameCode,
  enabled: true,
  allowCancel: true,
  minStake: '1.00',
  maxStake: '1000.00',
  maxNumberStake: '5000.00',
  maxDrawStake: '100000.00',
  payoutCap: null,
  maxChasePeriods: 10,
  memberSeries: 1,
  closedNumbers: [],
  numberPayoutPercent: {},
});

describe('lottery console input (defect 10)', () => {
  it('refuses an entry id that is not one with 400, not 500', async () => {
    for (const entryId of ['not-a-uuid', '1', "x' or 1=1"]) {
      const answer = await callConsole(testApp.app, testApp.operatorToken, 'POST', '/bo/lottery/results/confirm', {
        entryId,
        result: { kind: 'digits', digits: [1, 2, 3, 4] },
      });
      expect(answer.statusCode, entryId).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await callConsole(testApp.app, testApp.operatorToken, 'POST', '/bo/lottery/results/confirm', {
      entryId: '00000000-0000-4000-8000-000000000000',
      result: { kind: 'digits', digits: [1, 2, 3, 4] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('concurrent console saves (PostgreSQL)', () => {
  it('saves 10 identical settings at once as 10 versions, each audited, none a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callConsole(testApp.app, testApp.operatorToken, 'PUT', '/bo/lottery/settings', setting('TH_GLO')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    const rows = await testApp.database.db
      .select({ version: lotteryGameSetting.version })
      .from(lotteryGameSetting)
      .where(and(eq(lotteryGameSetting.merchantId, merchantId), eq(lotteryGameSetting.gameCode, 'TH_GLO')));
    expect(rows.map((row) => row.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery.settings.save'), eq(auditLog.target, 'demo:TH_GLO')));
    expect(audits).toHaveLength(10);
  });

  it('saves 10 odds tables at once as 10 versions', async () => {
    const table = {
      pricing: 'fixed-odds',
      code: 'WINGO_DEFAULT',
      family: 'WINGO',
      stakeFeeBasisPoints: 200,
      betTypes: {
        WINGO_NUMBER: { costUnits: 1, payoutThousandths: { NUMBER: 9_000 } },
        WINGO_BIG_SMALL: { costUnits: 1, payoutThousandths: { BIG_SMALL: 1_950 } },
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callConsole(testApp.app, testApp.operatorToken, 'PUT', '/bo/lottery/odds-tables', { merchant: 'demo', table }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const rows = await testApp.database.db
      .select({ version: lotteryOddsTable.version })
      .from(lotteryOddsTable)
      .where(eq(lotteryOddsTable.code, table.code));
    expect(new Set(rows.map((row) => row.version)).size).toBe(10);
  });
});

const loBet = { pricing: 'fixed-odds', betTypeCode: 'VN_LO_2', selection: '27', unitStake: '1.00' };
const drawPath = (draw: { gameCode: string; numero: string }) => `/bo/lottery/draws/${draw.gameCode}/${draw.numero}`;

describe('the console lottery screens (issue 14)', () => {
  it('lists draws by game, day and status with pages and the same rows as CSV; refuses a content operator', async () => {
    const draws = [await openTestDraw(testApp.database.db, 'VN_N'), await openTestDraw(testApp.database.db, 'VN_N')];
    const [first] = draws;
    if (!first) throw new Error('no draw');
    const list = await callConsole(
      testApp.app,
      testApp.operatorToken,
      'GET',
      `/bo/lottery/draws?game=VN_N&day=${first.day}&status=SCHEDULED&pageSize=1`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.body.value).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(list.body.value.content).toEqual([
      expect.objectContaining({ gameCode: 'VN_N', numero: first.numero, day: first.day, status: 'SCHEDULED' }),
    ]);
    const closed = await callConsole(
      testApp.app,
      testApp.operatorToken,
      'GET',
      `/bo/lottery/draws?game=VN_N&day=${first.day}&status=CLOSED`,
    );
    expect(closed.body.value.total).toBe(0);

    const all = await callConsole(testApp.app, testApp.operatorToken, 'GET', '/bo/lottery/draws?game=VN_N&pageSize=2');
    expect(all.body.value.total).toBeGreaterThanOrEqual(2);
    const csv = await testApp.app.inject({
      url: '/bo/lottery/draws.csv?game=VN_N',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/lottery-draws-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'game,game_name,numero,day,open_at,close_at,draw_at,status,result,result_version,settled_version,void_reason',
    );
    expect(rows).toHaveLength(all.body.value.total as number);
    expect(rows.every((row) => row.startsWith('VN_N,'))).toBe(true);

    const content = await operatorToken(testApp, 'content');
    for (const url of ['/bo/lottery/draws', '/bo/lottery/draws.csv', drawPath(first), '/bo/lottery/results/pending']) {
      const refused = await callConsole(testApp.app, content, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    const settings = await callConsole(testApp.app, content, 'GET', '/bo/lottery/settings?merchant=demo');
    expect(settings.statusCode).toBe(403);
  });

  it('stops sales, takes a blind second entry, and shows the draw settled with its tickets, stakes and payouts', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const draw = await openTestDraw(testApp.database.db, 'VN_N');
    const placed = await call(testApp.app, 'POST', '/lgw/orders', {
      token: player.token,
      payload: { gameCode: 'VN_N', numero: draw.numero, bets: [loBet, loBet] },
    });
    expect(placed.statusCode).toBe(200);

    const open = await callConsole(testApp.app, testApp.operatorToken, 'GET', drawPath(draw));
    expect(open.body.value).toMatchObject({
      status: 'SCHEDULED',
      inHouse: false,
      shape: { kind: 'prize-tiers' },
      totals: [{ currency: 'THB', tickets: 2, members: 1, stakes: '54.00', payouts: '0.00', pendingTickets: 2 }],
    });

    const stop = await callConsole(testApp.app, testApp.operatorToken, 'POST', '/bo/lottery/draws/close', {
      gameCode: 'VN_N',
      numero: draw.numero,
    });
    expect(stop.statusCode).toBe(200);
    const late = await call(testApp.app, 'POST', '/lgw/orders', {
      token: player.token,
      payload: { gameCode: 'VN_N', numero: draw.numero, bets: [loBet] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.body.code).toBe('DRAW_CLOSED');
    const again = await callConsole(testApp.app, testApp.operatorToken, 'POST', '/bo/lottery/draws/close', {
      gameCode: 'VN_N',
      numero: draw.numero,
    });
    expect(again.body.code).toBe('DRAW_CLOSED');

    const maker = await operatorToken(testApp, 'support');
    const checker = await operatorToken(testApp, 'finance');
    const result = vietnamResult('VN_N', ['01', '01', '27']);
    const entered = await callConsole(testApp.app, maker, 'POST', '/bo/lottery/results', {
      gameCode: 'VN_N',
      numero: draw.numero,
      result,
    });
    expect(entered.statusCode).toBe(200);
    const entryId = String(entered.body.value.entryId);

    // Blind: the maker sees their numbers, the checker does not.
    const pendingOf = async (token: string) =>
      (
        (await callConsole(testApp.app, token, 'GET', '/bo/lottery/results/pending')).body.value as unknown as {
          entryId: string;
          winNo: string | null;
          mine: boolean;
        }[]
      ).find((entry) => entry.entryId === entryId);
    expect(await pendingOf(maker)).toMatchObject({ mine: true, winNo: entered.body.value.winNo });
    expect(await pendingOf(checker)).toMatchObject({ mine: false, winNo: null });
    const detailEntries = (await callConsole(testApp.app, checker, 'GET', drawPath(draw))).body.value.entries;
    expect(detailEntries).toEqual([expect.objectContaining({ entryId, winNo: null, status: 'PENDING' })]);

    const self = await callConsole(testApp.app, maker, 'POST', '/bo/lottery/results/confirm', { entryId, result });
    expect(self.statusCode).toBe(403);
    expect(self.body.code).toBe('RESULT_SAME_OPERATOR');
    const wrong = await callConsole(testApp.app, checker, 'POST', '/bo/lottery/results/confirm', {
      entryId,
      result: vietnamResult('VN_N', ['01', '01', '72']),
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.body.code).toBe('RESULT_MISMATCH');
    const mismatches = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery.result.mismatch'), eq(auditLog.target, entryId)));
    expect(mismatches).toHaveLength(1);
    expect((await findTestDraw(testApp.database.db, draw.id)).status).toBe('CLOSED');

    const before = parseMinor(await balanceOf(testApp.app, player.token));
    const confirmed = await callConsole(testApp.app, checker, 'POST', '/bo/lottery/results/confirm', {
      entryId,
      result,
    });
    expect(confirmed.body.value).toMatchObject({ status: 'CONFIRMED', resultVersion: 1 });
    await runCycle(testApp.database.db);
    // Two lô tickets, one hit each: 2 x 98.50.
    expect(parseMinor(await balanceOf(testApp.app, player.token))).toBe(before + 19_700n);
    const settled = await callConsole(testApp.app, maker, 'GET', drawPath(draw));
    expect(settled.body.value).toMatchObject({
      status: 'SETTLED',
      resultVersion: 1,
      settledVersion: 1,
      winNo: entered.body.value.winNo,
      totals: [{ currency: 'THB', tickets: 2, members: 1, stakes: '54.00', payouts: '197.00', pendingTickets: 0 }],
    });
    expect(settled.body.value.entries).toEqual([
      expect.objectContaining({
        entryId,
        status: 'CONFIRMED',
        confirmedBy: expect.stringMatching(/^finance/) as string,
      }),
    ]);
    expect((await callConsole(testApp.app, maker, 'GET', '/bo/lottery/draws/VN_N/NOPE')).body.code).toBe(
      'DRAW_NOT_FOUND',
    );
  });

  it('keeps settings and odds tables as versions (who, when) with a diff between two', async () => {
    const admin = testApp.operatorToken;
    const versionsOf = async (url: string) =>
      (await callConsole(testApp.app, admin, 'GET', url)).body.value as unknown as {
        version: number;
        createdBy: string | null;
      }[];
    const defaults = await callConsole(
      testApp.app,
      admin,
      'GET',
      '/bo/lottery/settings/versions/0?merchant=demo&gameCode=4D_TOTO',
    );
    const setting = { ...(defaults.body.value.setting as Record<string, unknown>), merchant: 'demo' };
    expect((await callConsole(testApp.app, admin, 'PUT', '/bo/lottery/settings', setting)).statusCode).toBe(200);
    const changed = { ...setting, maxStake: '2000.00', closedNumbers: ['1234', '5678'] };
    expect((await callConsole(testApp.app, admin, 'PUT', '/bo/lottery/settings', changed)).statusCode).toBe(200);
    const versions = await versionsOf('/bo/lottery/settings/versions?merchant=demo&gameCode=4D_TOTO');
    expect(versions.map((row) => [row.version, row.createdBy])).toEqual([
      [2, 'operator'],
      [1, 'operator'],
      [0, null],
    ]);
    const diff = await callConsole(
      testApp.app,
      admin,
      'GET',
      '/bo/lottery/settings/diff/1/2?merchant=demo&gameCode=4D_TOTO',
    );
    expect(diff.body.value.changes).toEqual([
      { path: 'closedNumbers', before: '', after: '1234, 5678' },
      { path: 'maxStake', before: '50000.00', after: '2000.00' },
    ]);
    const summary = (await callConsole(testApp.app, admin, 'GET', '/bo/lottery/settings?merchant=demo')).body
      .value as unknown as { gameCode: string; version: number }[];
    expect(summary.find((row) => row.gameCode === '4D_TOTO')?.version).toBe(2);

    // The built-in odds table is version 1; a brand's saved copy is the next, and the diff names the one price moved.
    const builtIn = await callConsole(
      testApp.app,
      admin,
      'GET',
      '/bo/lottery/odds-tables/versions/1?merchant=demo&code=LA_DEFAULT',
    );
    const table = builtIn.body.value.table as {
      pricing: string;
      betTypes: Record<string, { payoutThousandths: Record<string, number> }>;
    };
    const [betType, entry] = Object.entries(table.betTypes)[0] ?? [];
    const [level, payout] = Object.entries(entry?.payoutThousandths ?? {})[0] ?? [];
    if (!betType || !entry || !level || payout === undefined) throw new Error('no price in LA_DEFAULT');
    const edited = {
      ...table,
      betTypes: {
        ...table.betTypes,
        [betType]: { ...entry, payoutThousandths: { ...entry.payoutThousandths, [level]: payout + 1 } },
      },
    };
    const saved = await callConsole(testApp.app, admin, 'PUT', '/bo/lottery/odds-tables', {
      merchant: 'demo',
      table: edited,
    });
    expect(saved.body.value).toEqual({ code: 'LA_DEFAULT', version: 2 });
    expect(
      (await versionsOf('/bo/lottery/odds-tables/versions?merchant=demo&code=LA_DEFAULT')).map((row) => row.version),
    ).toEqual([2, 1]);
    const oddsDiff = await callConsole(
      testApp.app,
      admin,
      'GET',
      '/bo/lottery/odds-tables/diff/1/2?merchant=demo&code=LA_DEFAULT',
    );
    expect(oddsDiff.body.value.changes).toEqual([
      {
        path: `betTypes.${betType}.payoutThousandths.${level}`,
        before: String(payout),
        after: String(payout + 1),
      },
    ]);
    const missing = await callConsole(
      testApp.app,
      admin,
      'GET',
      '/bo/lottery/odds-tables/diff/9/2?merchant=demo&code=LA_DEFAULT',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a correction confirmed by several checkers at once (PostgreSQL)', () => {
  it('becomes the next result version once and pays the difference through the ledger once', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const draw = await openTestDraw(testApp.database.db, 'VN_N');
    await call(testApp.app, 'POST', '/lgw/orders', {
      token: player.token,
      payload: { gameCode: 'VN_N', numero: draw.numero, bets: [loBet] },
    });
    await passDrawTime(testApp.database.db, draw.id);
    await runCycle(testApp.database.db);
    const maker = await operatorToken(testApp, 'support');
    const checkers = await Promise.all(Array.from({ length: 5 }, () => operatorToken(testApp, 'finance')));
    const enter = async (result: ReturnType<typeof vietnamResult>) =>
      String(
        (
          await callConsole(testApp.app, maker, 'POST', '/bo/lottery/results', {
            gameCode: 'VN_N',
            numero: draw.numero,
            result,
          })
        ).body.value.entryId,
      );
    const first = vietnamResult('VN_N', ['01', '01', '27']);
    const firstEntry = await enter(first);
    const confirmedFirst = await callConsole(testApp.app, checkers[0] ?? '', 'POST', '/bo/lottery/results/confirm', {
      entryId: firstEntry,
      result: first,
    });
    expect(confirmedFirst.statusCode).toBe(200);
    await runCycle(testApp.database.db);
    const afterFirst = parseMinor(await balanceOf(testApp.app, player.token));

    // The official result had 27 twice: the correction goes through the same two-person rule.
    const corrected = vietnamResult('VN_N', ['01', '01', '27', '27']);
    const correction = await enter(corrected);
    const answers = await Promise.all(
      checkers.map((token) =>
        callConsole(testApp.app, token, 'POST', '/bo/lottery/results/confirm', {
          entryId: correction,
          result: corrected,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body.code)).toEqual(
      Array.from({ length: checkers.length - 1 }, () => 'INVALID_STATE'),
    );
    expect(await findTestDraw(testApp.database.db, draw.id)).toMatchObject({ status: 'RESULTED', resultVersion: 2 });
    await Promise.all([runCycle(testApp.database.db), runCycle(testApp.database.db), runCycle(testApp.database.db)]);
    await runCycle(testApp.database.db);
    expect(parseMinor(await balanceOf(testApp.app, player.token))).toBe(afterFirst + 9_850n);
    expect(await findTestDraw(testApp.database.db, draw.id)).toMatchObject({ status: 'SETTLED', settledVersion: 2 });
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });
});
