import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../modules/member/member.tables.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call, logInToken, solveCaptcha } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, nextAddress, operatorToken } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let player: Player;
let memberNumber = 0;
const loginAddress = `10.77.${Math.floor(Math.random() * 250)}.9`;
const mobile = `8${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const bankNumber = `9${String(Math.floor(Math.random() * 1e10)).padStart(11, '0')}`;
const payee = `Kanya ${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const password = 'Secret#2026';
const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

type Page<Row> = { content: Row[]; pageNum: number; totalPages: number; total: number };
type PlayerRow = { username: string; memberNumber: number; status: string; mainBalance: string; mobile: string | null };

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(testApp.app, method, url, { token: testApp.operatorToken, ...(payload ? { payload } : {}) });
const playerUrl = (suffix = '') => `/bo/players/demo/${player.username}${suffix}`;
const balanceCall = (token: string) => call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token });

beforeAll(async () => {
  testApp = await createTestApp();
  player = await createPlayer(testApp, { balanceMinor: 123_450n, payeeName: payee });
  await testApp.database.db.execute(
    sql`update member set mobile_num = ${mobile}, country_dialing_code = '66' where id = ${player.memberId}::uuid`,
  );
  const bound = await call(testApp.app, 'POST', '/wps/member/bank-accounts', {
    token: player.token,
    payload: { bankCode: 'SCB', accountNumber: bankNumber, accountName: payee },
  });
  expect(bound.statusCode).toBe(200);
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: player.username, password },
    headers: { host: 'localhost', 'user-agent': chromeOnAndroid },
    remoteAddress: loginAddress,
  });
  expect(login.statusCode).toBe(200);
  const [row] = await testApp.database.db.select().from(member).where(eq(member.id, player.memberId));
  memberNumber = row?.memberNumber ?? 0;
});
afterAll(async () => {
  await testApp.close();
});

async function auditRows(action: string) {
  return testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `member:demo/${player.username}`)))
    .orderBy(desc(auditLog.id));
}

describe('GET /bo/players', () => {
  const search = async (searchBy: string, q: string) => {
    const answer = await admin('GET', `/bo/players?merchant=demo&searchBy=${searchBy}&q=${encodeURIComponent(q)}`);
    expect(answer.statusCode).toBe(200);
    return answer.body.value as unknown as Page<PlayerRow>;
  };

  it.each([
    ['name', () => player.username.slice(0, 9).toUpperCase()],
    ['name', () => payee.toLowerCase()],
    ['mobile', () => mobile.slice(0, 6)],
    ['id', () => String(memberNumber)],
    ['bankAccount', () => bankNumber],
    ['ip', () => loginAddress],
  ])('finds the player by %s', async (searchBy, query) => {
    const page = await search(searchBy, query());
    expect(page.content.map((row) => row.username)).toContain(player.username);
    const found = page.content.find((row) => row.username === player.username);
    expect(found).toMatchObject({ memberNumber, status: 'active', mainBalance: '1234.50', mobile: `+66${mobile}` });
  });

  it('matches nothing for a search that cannot match, and a prefix is not a substring', async () => {
    expect((await search('id', 'abc')).total).toBe(0);
    expect((await search('bankAccount', bankNumber.slice(0, 6))).total).toBe(0);
    expect((await search('name', player.username.slice(2))).content.map((row) => row.username)).not.toContain(
      player.username,
    );
    expect((await search('name', '%')).total).toBe(0);
  });

  it("filters by status and registration time, sorts, pages, and keeps other brands' players out", async () => {
    const blocked = await admin('GET', '/bo/players?merchant=demo&status=blocked&pageSize=5');
    expect((blocked.body.value as unknown as Page<PlayerRow>).content.every((row) => row.status === 'blocked')).toBe(
      true,
    );
    const future = await admin('GET', '/bo/players?merchant=demo&from=2099-01-01T00:00:00Z');
    expect((future.body.value as unknown as Page<PlayerRow>).total).toBe(0);
    const byName = await admin('GET', '/bo/players?merchant=demo&sort=username&order=asc&pageSize=3');
    const names = (byName.body.value as unknown as Page<PlayerRow>).content.map((row) => row.username.toLowerCase());
    expect(names).toEqual([...names].sort());
    const lucky = await admin('GET', `/bo/players?merchant=lucky&searchBy=id&q=${memberNumber}`);
    expect(lucky.statusCode).toBe(200);
    expect((lucky.body.value as unknown as Page<PlayerRow>).total).toBe(0);
  });

  it('exports the filtered players as CSV', async () => {
    const response = await testApp.app.inject({
      url: `/bo/players.csv?merchant=demo&searchBy=id&q=${memberNumber}`,
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('member_number,username');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(player.username);
    expect(lines[1]).toContain(`'+66${mobile}`);
  });

  it('refuses bad input with a stable code, never a 500', async () => {
    const answer = await admin('GET', '/bo/players?merchant=demo&searchBy=email&q=x');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect((await admin('GET', '/bo/players?merchant=nowhere')).statusCode).toBeLessThan(500);
  });
});

describe('who may see players', () => {
  it('refuses a content operator and lets support, risk and finance read', async () => {
    const content = await operatorToken(testApp, 'content');
    const refused = await call(testApp.app, 'GET', '/bo/players?merchant=demo', { token: content });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await call(testApp.app, 'GET', playerUrl(), { token: content })).statusCode).toBe(403);
    for (const role of ['support', 'risk', 'finance'] as const) {
      const token = await operatorToken(testApp, role);
      expect((await call(testApp.app, 'GET', playerUrl(), { token })).statusCode).toBe(200);
    }
  });

  it('lets finance read but not block', async () => {
    const finance = await operatorToken(testApp, 'finance');
    const refused = await call(testApp.app, 'POST', playerUrl('/block'), {
      token: finance,
      payload: { reason: 'not mine to do' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await balanceCall(player.token)).statusCode).toBe(200);
  });

  it("refuses an operator of brand lucky any call on brand demo's players", async () => {
    const luckyOnly = await operatorToken(testApp, ['admin'], ['lucky']);
    for (const url of [`/bo/players?merchant=demo`, playerUrl(), playerUrl('/ledger')]) {
      const refused = await call(testApp.app, 'GET', url, { token: luckyOnly });
      expect(refused.statusCode).toBe(403);
    }
    const block = await call(testApp.app, 'POST', playerUrl('/block'), {
      token: luckyOnly,
      payload: { reason: 'other brand' },
    });
    expect(block.statusCode).toBe(403);
    expect((await balanceCall(player.token)).statusCode).toBe(200);
  });
});

describe('GET /bo/players/:merchant/:username', () => {
  it('answers the profile with wallets, latest logins with their device, and registration data', async () => {
    const answer = await admin('GET', playerUrl());
    expect(answer.statusCode).toBe(200);
    const profile = answer.body.value as Record<string, unknown> & {
      logins: { ip: string; device: string; live: boolean }[];
      devices: { device: string; logins: number }[];
      wallets: { kind: string; balance: string }[];
    };
    expect(profile).toMatchObject({
      merchant: 'demo',
      username: player.username,
      memberNumber,
      status: 'active',
      payeeName: payee,
      mobile: `+66${mobile}`,
      mustChangePassword: false,
      loginLockedForSeconds: 0,
    });
    expect(profile.wallets).toContainEqual(expect.objectContaining({ kind: 'main', balance: '1234.50' }));
    expect(profile.logins[0]).toMatchObject({
      ip: loginAddress,
      device: 'Chrome 120 · Android 14 · mobile',
      live: true,
    });
    expect(profile.logins.length).toBeGreaterThanOrEqual(2);
    expect(profile.devices).toContainEqual(expect.objectContaining({ device: 'Chrome 120 · Android 14 · mobile' }));
  });

  it('answers NOT_FOUND for an unknown player', async () => {
    const answer = await admin('GET', '/bo/players/demo/nobody');
    expect(answer.statusCode).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  });

  it('pages the ledger, rounds, deposits and withdrawals', async () => {
    const ledger = await admin('GET', playerUrl('/ledger?pageSize=5'));
    expect(ledger.statusCode).toBe(200);
    expect((ledger.body.value as unknown as Page<{ amount: string; type: string }>).content).toContainEqual(
      expect.objectContaining({ amount: '1234.50', type: 'deposit' }),
    );
    for (const list of ['rounds', 'rounds?gameType=LOTT', 'deposits', 'withdrawals']) {
      const answer = await admin('GET', playerUrl(`/${list}`));
      expect(answer.statusCode).toBe(200);
      expect(answer.body.value).toMatchObject({ pageNum: 1, total: 0 });
    }
  });
});

describe('notes', () => {
  it('adds a note, lists it newest first and audits it', async () => {
    const added = await admin('POST', playerUrl('/notes'), { body: 'Called about a late deposit' });
    expect(added.statusCode).toBe(200);
    await admin('POST', playerUrl('/notes'), { body: 'Second note' });
    const notes = await admin('GET', playerUrl('/notes'));
    const page = notes.body.value as unknown as Page<{ body: string; operator: string }>;
    expect(page.content.map((note) => note.body)).toEqual(['Second note', 'Called about a late deposit']);
    expect(page.content[0]?.operator).toBe('operator');
    expect(await auditRows('player.note.add')).toHaveLength(2);
    expect((await admin('POST', playerUrl('/notes'), { body: '  ' })).statusCode).toBe(400);
  });
});

describe('support actions', () => {
  it('blocks: the open session ends at once, login is refused, audited with the reason; unblock lets them back', async () => {
    const session = await logInToken(testApp.app, player.username, password, nextAddress());
    expect((await balanceCall(session)).statusCode).toBe(200);

    expect((await admin('POST', playerUrl('/block'), { reason: 'ab' })).statusCode).toBe(400);
    const blocked = await admin('POST', playerUrl('/block'), { reason: 'Chargeback fraud suspected' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.body.value).toMatchObject({ changed: true });
    expect(Number(blocked.body.value.sessionsEnded)).toBeGreaterThanOrEqual(2);

    const refused = await balanceCall(session);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.code).toBe('NOT_LOGGED_IN');
    const login = await call(testApp.app, 'POST', '/wps/session/login', {
      payload: { username: player.username, password },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.body.code).toBe('PLAYER_BLOCKED');
    const [audit] = await auditRows('player.block');
    expect(audit?.detail).toMatchObject({ reason: 'Chargeback fraud suspected', memberNumber, changed: true });
    expect((await admin('GET', playerUrl())).body.value).toMatchObject({ status: 'blocked' });

    const unblocked = await admin('POST', playerUrl('/unblock'), { reason: 'Cleared by risk' });
    expect(unblocked.body.value).toMatchObject({ changed: true });
    expect((await auditRows('player.unblock'))[0]?.detail).toMatchObject({ reason: 'Cleared by risk' });
    player.token = await logInToken(testApp.app, player.username, password, nextAddress());
    expect((await balanceCall(player.token)).statusCode).toBe(200);
  });

  it('unlocks a login that wrong passwords locked', async () => {
    const wrong = async () =>
      call(testApp.app, 'POST', '/wps/session/login', {
        payload: {
          username: player.username,
          password: 'Wrong#2026x',
          ...(await solveCaptcha(testApp.app, testApp.database.db)),
        },
        remoteAddress: nextAddress(),
      });
    let last = await wrong();
    for (let attempt = 0; attempt < 6 && last.body.code !== 'ACCOUNT_LOCKED'; attempt += 1) last = await wrong();
    expect(last.body.code).toBe('ACCOUNT_LOCKED');
    expect(Number((await admin('GET', playerUrl())).body.value.loginLockedForSeconds)).toBeGreaterThan(0);

    const unlocked = await admin('POST', playerUrl('/login-unlock'), { reason: 'Player verified by phone' });
    expect(unlocked.statusCode).toBe(200);
    expect((await auditRows('player.login-unlock'))[0]?.detail).toMatchObject({ reason: 'Player verified by phone' });
    expect((await admin('GET', playerUrl())).body.value).toMatchObject({ loginLockedForSeconds: 0 });
    // The unlock forgot the failures too: the next login needs no captcha.
    player.token = await logInToken(testApp.app, player.username, password, nextAddress());
    expect((await balanceCall(player.token)).statusCode).toBe(200);
  });

  it('resets the password: a temporary one, sessions end, the next login must change it; never audited', async () => {
    const reset = await admin('POST', playerUrl('/password-reset'), { reason: 'Forgot password, ID checked' });
    expect(reset.statusCode).toBe(200);
    const temporary = String(reset.body.value.temporaryPassword);
    expect(temporary).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12}$/);
    expect((await balanceCall(player.token)).statusCode).toBe(401);
    const [audit] = await auditRows('player.password-reset');
    expect(JSON.stringify(audit?.detail)).not.toContain(temporary);

    const old = await call(testApp.app, 'POST', '/wps/session/login', {
      payload: { username: player.username, password },
      remoteAddress: nextAddress(),
    });
    expect(old.body.code).toBe('INVALID_CREDENTIALS');
    const login = await call(testApp.app, 'POST', '/wps/session/login', {
      // The wrong (old) password just before asks this login for a captcha.
      payload: {
        username: player.username,
        password: temporary,
        ...(await solveCaptcha(testApp.app, testApp.database.db)),
      },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.body.value).toMatchObject({ mustChangePassword: true });
    const token = String(login.body.value.token);
    const refused = await balanceCall(token);
    expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
