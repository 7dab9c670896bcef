import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { member } from '../modules/member/member.tables.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from '../test/account-helpers.js';
import { queryRows } from '../db/client.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, operatorToken } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let merchantId = '';
let excluded: Player;
let marked: Player;
let quiet: Player;
let memberNumberOf: Record<string, number> = {};

type Page<Row> = { content: Row[]; pageNum: number; totalPages: number; total: number };
type Protection = { id: string; kind: string; status: string; liftable: boolean; liftedBy: string | null };
type RegisterRow = { username: string; kind: string; status: string; memberNumber: number };

const unknownProtectionId = '0190a0a0-0000-7000-8000-000000000000';
const hour = 3_600_000;
const day = 24 * hour;

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(testApp.app, method, url, { token: testApp.operatorToken, ...(payload ? { payload } : {}) });
const playerUrl = (player: Player, suffix: string) => `/bo/players/demo/${player.username}${suffix}`;

async function protect(
  player: Player,
  input: { kind: 'time_out' | 'self_exclusion'; period: string; startedAt: Date; endsAt: Date | null },
) {
  const rows = await queryRows<{ id: string }>(
    testApp.database.db,
    sql`insert into player_protection (merchant_id, member_id, kind, period, started_at, ends_at)
      values (${merchantId}::uuid, ${player.memberId}::uuid, ${input.kind}, ${input.period},
        ${input.startedAt.toISOString()}::timestamptz, ${input.endsAt?.toISOString() ?? null}::timestamptz)
      returning id::text as id`,
  );
  return rows[0]?.id ?? '';
}

/** A ledger transfer written at a chosen time, as the gate and wallet paths would have written it then. */
async function move(type: 'bet' | 'win' | 'deposit', debit: string, credit: string, amountMinor: number, at: Date) {
  await testApp.database.db.execute(
    sql`insert into ledger_transfer (merchant_id, idempotency_key, request_hash, type, currency, amount_minor,
        debit_account_id, credit_account_id, created_at)
      values (${merchantId}::uuid, ${`test:rg:${randomBytes(8).toString('hex')}`}, 'x', ${type}, 'THB',
        ${amountMinor}, ${debit}::uuid, ${credit}::uuid, ${at.toISOString()}::timestamptz)`,
  );
}

async function auditRows(action: string, player: Player) {
  return testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `member:demo/${player.username}`)))
    .orderBy(desc(auditLog.id));
}

beforeAll(async () => {
  testApp = await createTestApp();
  merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
  [excluded, marked, quiet] = [await createPlayer(testApp), await createPlayer(testApp), await createPlayer(testApp)];
  const rows = await testApp.database.db
    .select({ id: member.id, memberNumber: member.memberNumber })
    .from(member)
    .where(sql`${member.id} in (${excluded.memberId}::uuid, ${marked.memberId}::uuid, ${quiet.memberId}::uuid)`);
  memberNumberOf = Object.fromEntries(rows.map((row) => [row.id, row.memberNumber]));

  // The marked player: 25 bets lost at 02:00 in Bangkok two days ago, then six deposits within the next hour.
  const wallet = createWalletService({ db: testApp.database.db });
  const main = await wallet.mainWallet(merchantId, 'THB', marked.memberId);
  const vendor = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'PG');
  const cashIn = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
  const night = new Date(Date.now() - 2 * day);
  night.setUTCHours(19, 0, 0, 0);
  for (let minute = 0; minute < 25; minute += 1)
    await move('bet', main.id, vendor.id, 10_000, new Date(night.getTime() + minute * 60_000));
  await move('win', vendor.id, main.id, 5_000, new Date(night.getTime() + 26 * 60_000));
  for (let index = 0; index < 6; index += 1)
    await move('deposit', cashIn.id, main.id, 100_000, new Date(night.getTime() + (30 + index * 5) * 60_000));
  // The quiet player: one deposit and a few daytime bets.
  const quietMain = await wallet.mainWallet(merchantId, 'THB', quiet.memberId);
  await move('deposit', cashIn.id, quietMain.id, 50_000, new Date(night.getTime() + 8 * hour));
  await move('bet', quietMain.id, vendor.id, 1_000, new Date(night.getTime() + 9 * hour));
});
afterAll(async () => {
  await testApp.close();
});

describe("a player's responsible gaming", () => {
  it('shows the limits in force, the pending change, the history and the protections', async () => {
    const db = testApp.database.db;
    await db.execute(sql`insert into player_limit (member_id, kind, value) values
      (${excluded.memberId}::uuid, 'deposit_day', 500000), (${excluded.memberId}::uuid, 'session', 90)`);
    await db.execute(sql`insert into player_limit_change (member_id, kind, previous_value, value, status,
        requested_at, effective_at, decided_at) values
      (${excluded.memberId}::uuid, 'deposit_day', null, 500000, 'applied', now() - interval '3 days',
        now() - interval '3 days', now() - interval '3 days'),
      (${excluded.memberId}::uuid, 'deposit_day', 500000, 900000, 'pending', now() - interval '1 hour',
        now() + interval '23 hours', null)`);
    await db.execute(sql`update member set reality_check_minutes = 30 where id = ${excluded.memberId}::uuid`);
    await protect(excluded, {
      kind: 'time_out',
      period: '24h',
      startedAt: new Date(Date.now() - 30 * day),
      endsAt: new Date(Date.now() - 29 * day),
    });

    const answer = await admin('GET', playerUrl(excluded, '/responsible-gaming'));
    expect(answer.statusCode).toBe(200);
    const value = answer.body.value;
    expect(value).toMatchObject({ currency: 'THB', realityCheckMinutes: 30, protectedUntil: null });
    expect(value.limits).toEqual([
      expect.objectContaining({ kind: 'deposit_day', value: '5000.00' }),
      expect.objectContaining({ kind: 'session', value: '90' }),
    ]);
    expect(value.pending).toEqual([
      expect.objectContaining({ kind: 'deposit_day', previousValue: '5000.00', value: '9000.00', status: 'pending' }),
    ]);
    expect(value.protections).toEqual([
      expect.objectContaining({ kind: 'time_out', period: '24h', status: 'ended', liftable: false }),
    ]);

    const history = await admin('GET', playerUrl(excluded, '/responsible-gaming/limit-changes?pageSize=1'));
    expect(history.statusCode).toBe(200);
    const page = history.body.value as unknown as Page<{ status: string; operator: string | null }>;
    expect(page.total).toBe(2);
    expect(page.content).toEqual([expect.objectContaining({ status: 'pending', operator: null })]);
  });

  it('answers NOT_FOUND for an unknown player and a validation error for a bad page, never a 500', async () => {
    expect((await admin('GET', '/bo/players/demo/nobody-here/responsible-gaming')).body.code).toBe('NOT_FOUND');
    const bad = await admin('GET', playerUrl(excluded, '/responsible-gaming/limit-changes?pageSize=5000'));
    expect(bad.statusCode).toBe(400);
  });
});

describe("lowering a player's limit on their request", () => {
  const lower = (token: string, kind: string, payload: unknown) =>
    call(testApp.app, 'POST', playerUrl(quiet, `/limits/${kind}`), { token, payload });

  it('sets a first limit and a lower one at once, with the operator, cancelling a pending raise; audited', async () => {
    const db = testApp.database.db;
    const first = await lower(testApp.operatorToken, 'loss_week', { value: '3000.00', note: 'player asked by chat' });
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({ previousValue: null, value: '3000.00', status: 'applied' });
    const [flag] = await db
      .select({ hasPlayerLimits: member.hasPlayerLimits })
      .from(member)
      .where(eq(member.id, quiet.memberId));
    expect(flag?.hasPlayerLimits).toBe(true);
    await db.execute(sql`insert into player_limit_change (member_id, kind, previous_value, value, status,
        requested_at, effective_at) values (${quiet.memberId}::uuid, 'loss_week', 300000, 900000, 'pending', now(),
        now() + interval '24 hours')`);

    const support = await operatorToken(testApp, 'support');
    const lowered = await lower(support, 'loss_week', { value: '1500', note: 'player asked on the phone' });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.body.value).toMatchObject({ previousValue: '3000.00', value: '1500.00' });
    const described = await admin('GET', playerUrl(quiet, '/responsible-gaming'));
    expect(described.body.value).toMatchObject({
      limits: [expect.objectContaining({ kind: 'loss_week', value: '1500.00' })],
      pending: [],
    });
    const history = await admin('GET', playerUrl(quiet, '/responsible-gaming/limit-changes'));
    const rows = (history.body.value as unknown as Page<{ status: string; operator: string | null }>).content;
    expect(rows.map((row) => row.status)).toEqual(['applied', 'cancelled', 'applied']);
    expect(rows[0]?.operator).toMatch(/^support/);
    const audits = await auditRows('player.limit.lower', quiet);
    expect(audits).toHaveLength(2);
    expect(audits[0]?.detail).toMatchObject({ kind: 'loss_week', previous: '3000.00', value: '1500.00' });
  });

  it('refuses a raise or the same value (INVALID_STATE), a bad value, and finance', async () => {
    const same = await lower(testApp.operatorToken, 'loss_week', { value: '1500.00', note: 'same value' });
    expect(same.body.code).toBe('INVALID_STATE');
    const higher = await lower(testApp.operatorToken, 'loss_week', { value: '9000', note: 'a raise' });
    expect(higher.body.code).toBe('INVALID_STATE');
    expect((await lower(testApp.operatorToken, 'session', { value: '5', note: 'too short' })).statusCode).toBe(400);
    expect((await lower(testApp.operatorToken, 'deposit_day', { value: 'abc', note: 'bad' })).statusCode).toBe(400);
    expect((await lower(testApp.operatorToken, 'nothing', { value: '10', note: 'bad kind' })).statusCode).toBe(400);
    const finance = await operatorToken(testApp, 'finance');
    expect((await lower(finance, 'loss_week', { value: '100', note: 'not mine' })).statusCode).toBe(403);
    expect(await auditRows('player.limit.lower', quiet)).toHaveLength(2);
  });
});

describe('lifting a self-exclusion', () => {
  it('refuses a running self-exclusion, a permanent one, a time-out and one inside its cooling-off, and lifts an ended one once', async () => {
    const db = testApp.database.db;
    const running = await protect(excluded, {
      kind: 'self_exclusion',
      period: '6m',
      startedAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + 180 * day),
    });
    const permanent = await protect(excluded, {
      kind: 'self_exclusion',
      period: 'permanent',
      startedAt: new Date(Date.now() - day),
      endsAt: null,
    });
    const timeOut = await protect(excluded, {
      kind: 'time_out',
      period: '7d',
      startedAt: new Date(Date.now() - 10 * day),
      endsAt: new Date(Date.now() - 3 * day),
    });
    const ended = await protect(excluded, {
      kind: 'self_exclusion',
      period: '1y',
      startedAt: new Date(Date.now() - 400 * day),
      endsAt: new Date(Date.now() - 35 * day),
    });
    // Ended an hour ago: the day's cooling-off after the end has not passed yet.
    const justEnded = await protect(excluded, {
      kind: 'self_exclusion',
      period: '6m',
      startedAt: new Date(Date.now() - 183 * day),
      endsAt: new Date(Date.now() - day / 24),
    });
    await db.execute(sql`update member set protected_until = 'infinity' where id = ${excluded.memberId}::uuid`);
    const liftUrl = (id: string) => playerUrl(excluded, `/protections/${id}/lift`);

    for (const id of [running, permanent, timeOut, justEnded]) {
      const refused = await admin('POST', liftUrl(id), { note: 'player asked on the phone' });
      expect(refused.statusCode, id).toBe(409);
      expect(refused.body.code).toBe('INVALID_STATE');
    }
    expect(await auditRows('player.self-exclusion.lift', excluded)).toHaveLength(0);
    expect((await admin('POST', liftUrl(ended), { note: 'x' })).statusCode).toBe(400);

    const lifted = await admin('POST', liftUrl(ended), { note: 'player asked on the phone, identity checked' });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.body.value).toMatchObject({ status: 'lifted', liftable: false });
    const [row] = await db
      .select({ protectedUntil: member.protectedUntil })
      .from(member)
      .where(eq(member.id, excluded.memberId));
    expect(row?.protectedUntil).toBeNull();
    const audits = await auditRows('player.self-exclusion.lift', excluded);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({
      memberNumber: memberNumberOf[excluded.memberId],
      period: '1y',
      note: 'player asked on the phone, identity checked',
    });

    const again = await admin('POST', liftUrl(ended), { note: 'once more please' });
    expect(again.body.code).toBe('INVALID_STATE');
    const described = await admin('GET', playerUrl(excluded, '/responsible-gaming'));
    const protections = (described.body.value as { protections: Protection[] }).protections;
    expect(protections.find((protection) => protection.id === ended)).toMatchObject({
      status: 'lifted',
      liftedBy: 'operator',
    });
    expect(protections.find((protection) => protection.id === running)?.status).toBe('in_force');

    const otherPlayer = await admin('POST', playerUrl(quiet, `/protections/${running}/lift`), { note: 'wrong one' });
    expect(otherPlayer.body.code).toBe('NOT_FOUND');
    expect((await admin('POST', liftUrl('not-a-uuid'), { note: 'bad id here' })).statusCode).toBe(400);
  });

  it('lets risk lift, and refuses support and finance', async () => {
    const ended = await protect(quiet, {
      kind: 'self_exclusion',
      period: '6m',
      startedAt: new Date(Date.now() - 200 * day),
      endsAt: new Date(Date.now() - 10 * day),
    });
    for (const role of ['support', 'finance'] as const) {
      const token = await operatorToken(testApp, role);
      const refused = await call(testApp.app, 'POST', playerUrl(quiet, `/protections/${ended}/lift`), {
        token,
        payload: { note: 'not mine to do' },
      });
      expect(refused.statusCode).toBe(403);
    }
    const risk = await operatorToken(testApp, 'risk');
    const lifted = await call(testApp.app, 'POST', playerUrl(quiet, `/protections/${ended}/lift`), {
      token: risk,
      payload: { note: 'ended, player asked' },
    });
    expect(lifted.statusCode).toBe(200);
  });
});

describe('the register of excluded players', () => {
  const register = async (query: string) => {
    const answer = await admin('GET', `/bo/responsible-gaming/exclusions?merchant=demo&${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.body.value as unknown as Page<RegisterRow>;
  };

  it('filters by kind, status and player, and keeps other brands out', async () => {
    const mine = await register(`q=${excluded.username}`);
    expect(mine.content.every((row) => row.username === excluded.username)).toBe(true);
    expect(mine.total).toBe(6);
    const byNumber = await register(`q=${memberNumberOf[excluded.memberId]}`);
    expect(byNumber.content.map((row) => row.username)).toContain(excluded.username);
    const timeOuts = await register(`q=${excluded.username}&kind=time_out`);
    expect(timeOuts.content.map((row) => row.kind)).toEqual(['time_out', 'time_out']);
    const inForce = await register(`q=${excluded.username}&status=in_force`);
    expect(inForce.total).toBe(2);
    expect(inForce.content.every((row) => row.kind === 'self_exclusion')).toBe(true);
    expect((await register(`q=${excluded.username}&status=lifted`)).total).toBe(1);
    expect((await register(`q=${excluded.username}&status=ended`)).total).toBe(3);
    const lucky = await admin('GET', `/bo/responsible-gaming/exclusions?merchant=lucky&q=${excluded.username}`);
    expect((lucky.body.value as unknown as Page<RegisterRow>).total).toBe(0);
    expect((await admin('GET', '/bo/responsible-gaming/exclusions?merchant=demo&status=gone')).statusCode).toBe(400);
  });

  it('exports the filtered register as CSV', async () => {
    const response = await testApp.app.inject({
      url: `/bo/responsible-gaming/exclusions.csv?merchant=demo&q=${excluded.username}&kind=self_exclusion`,
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('member_number');
    expect(lines).toHaveLength(5);
  });

  it("refuses a content operator, and an operator of brand lucky on brand demo's register", async () => {
    const content = await operatorToken(testApp, 'content');
    const url = '/bo/responsible-gaming/exclusions?merchant=demo';
    expect((await call(testApp.app, 'GET', url, { token: content })).statusCode).toBe(403);
    const support = await operatorToken(testApp, 'support');
    expect((await call(testApp.app, 'GET', url, { token: support })).statusCode).toBe(200);
    const luckyOnly = await operatorToken(testApp, ['admin'], ['lucky']);
    expect((await call(testApp.app, 'GET', url, { token: luckyOnly })).statusCode).toBe(403);
    const lift = await call(testApp.app, 'POST', playerUrl(excluded, `/protections/${unknownProtectionId}/lift`), {
      token: luckyOnly,
      payload: { note: 'other brand' },
    });
    expect(lift.statusCode).toBe(403);
  });
});

describe('markers of harm', () => {
  it("computes a player's markers from the ledger", async () => {
    const answer = await admin('GET', playerUrl(marked, '/harm-markers?days=7'));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({
      windowDays: 7,
      currency: 'THB',
      figures: {
        markers: ['deposit_velocity', 'loss_chasing', 'night_play'],
        deposits: 6,
        depositTotal: '6000.00',
        mostDepositsInWindow: 6,
        lossChases: 6,
        bets: 25,
        stakes: '2500.00',
        nightPercent: 100,
      },
    });
    const quietAnswer = await admin('GET', playerUrl(quiet, '/harm-markers'));
    expect(quietAnswer.body.value).toMatchObject({ figures: { markers: [], deposits: 1, bets: 1 } });
    const none = await admin('GET', playerUrl(excluded, '/harm-markers?days=30'));
    expect(none.body.value).toMatchObject({ windowDays: 30, figures: { markers: [], deposits: 0 } });
  });

  it('lists the flagged players of the brand, by marker', async () => {
    const flagged = await admin('GET', '/bo/responsible-gaming/harm-markers?merchant=demo&days=7');
    expect(flagged.statusCode).toBe(200);
    const page = flagged.body.value as unknown as Page<{ username: string; markers: string[] }>;
    expect(page.content.map((row) => row.username)).toContain(marked.username);
    expect(page.content.map((row) => row.username)).not.toContain(quiet.username);
    const night = await admin('GET', '/bo/responsible-gaming/harm-markers?merchant=demo&marker=night_play');
    expect(
      (night.body.value as unknown as Page<{ markers: string[] }>).content.every((row) =>
        row.markers.includes('night_play'),
      ),
    ).toBe(true);
    const lucky = await admin('GET', '/bo/responsible-gaming/harm-markers?merchant=lucky');
    expect(
      (lucky.body.value as unknown as Page<{ username: string }>).content.map((row) => row.username),
    ).not.toContain(marked.username);
  });

  it('keeps notes on a marker, audited, among the player notes too', async () => {
    const added = await admin('POST', playerUrl(marked, '/harm-markers/notes'), {
      marker: 'night_play',
      body: 'Called the player; offered a session limit.',
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.value).toMatchObject({ marker: 'night_play', operator: 'operator' });
    const read = await admin('GET', playerUrl(marked, '/harm-markers'));
    expect((read.body.value as { notes: { body: string }[] }).notes.map((note) => note.body)).toEqual([
      'Called the player; offered a session limit.',
    ]);
    const notes = await admin('GET', playerUrl(marked, '/notes'));
    expect((notes.body.value as unknown as Page<{ body: string }>).content.map((note) => note.body)).toContain(
      'Called the player; offered a session limit.',
    );
    const audits = await auditRows('player.marker.note', marked);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ marker: 'night_play' });
    expect(
      (await admin('POST', playerUrl(marked, '/harm-markers/notes'), { marker: 'other', body: 'x' })).statusCode,
    ).toBe(400);
  });

  it('is for the risk role: support may read protections but not markers', async () => {
    const support = await operatorToken(testApp, 'support');
    for (const url of [playerUrl(marked, '/harm-markers'), '/bo/responsible-gaming/harm-markers?merchant=demo'])
      expect((await call(testApp.app, 'GET', url, { token: support })).statusCode).toBe(403);
    const note = await call(testApp.app, 'POST', playerUrl(marked, '/harm-markers/notes'), {
      token: support,
      payload: { marker: 'night_play', body: 'not mine' },
    });
    expect(note.statusCode).toBe(403);
    expect(
      (await call(testApp.app, 'GET', playerUrl(marked, '/responsible-gaming'), { token: support })).statusCode,
    ).toBe(200);
    const risk = await operatorToken(testApp, 'risk');
    expect((await call(testApp.app, 'GET', playerUrl(marked, '/harm-markers'), { token: risk })).statusCode).toBe(200);
    const luckyRisk = await operatorToken(testApp, ['risk'], ['lucky']);
    expect((await call(testApp.app, 'GET', playerUrl(marked, '/harm-markers'), { token: luckyRisk })).statusCode).toBe(
      403,
    );
  });
});
