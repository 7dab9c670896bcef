import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitKind, ResponsibleGaming } from '@croupier/contracts';
import { limitKinds } from '@croupier/contracts';
import { member } from '../modules/member/member.tables.js';
import { playerLimit, playerLimitChange } from '../modules/responsible-gaming/responsible-gaming.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const newPlayer = () => createPlayer(testApp, { paymentPassword: null, bankAccount: false });
const page = async (player: Player) => {
  const answer = await call(testApp.app, 'GET', '/wps/responsible-gaming', { token: player.token });
  expect(answer.statusCode).toBe(200);
  return answer.body.value as unknown as ResponsibleGaming;
};
const stateOf = async (player: Player, kind: LimitKind) => (await page(player)).limits.find((row) => row.kind === kind);
const setLimit = (player: Player, kind: string, value: string | null) =>
  call(testApp.app, 'PUT', `/wps/responsible-gaming/limits/${kind}`, { token: player.token, payload: { value } });
const confirm = (player: Player, kind: string) =>
  call(testApp.app, 'POST', `/wps/responsible-gaming/limits/${kind}/confirm`, { token: player.token });
const flagOf = async (player: Player) =>
  (await testApp.database.db.select().from(member).where(eq(member.id, player.memberId)))[0]?.hasPlayerLimits;
const historyOf = (player: Player) =>
  testApp.database.db.select().from(playerLimitChange).where(eq(playerLimitChange.memberId, player.memberId));
/** Pretends the cooling-off is over: the pending change's effective moment moved to the past. */
const endCoolingOff = (player: Player) =>
  testApp.database.db
    .update(playerLimitChange)
    .set({ effectiveAt: new Date(Date.now() - 1000) })
    .where(eq(playerLimitChange.memberId, player.memberId));

describe('the player limits API', () => {
  it('answers every kind with nothing set, 60-minute reality checks and no protection', async () => {
    const player = await newPlayer();
    const answer = await page(player);
    expect(answer.currency).toBe('THB');
    expect(answer.realityCheckMinutes).toBe(60);
    expect(answer.protection).toBeNull();
    expect(answer.limits.map((row) => row.kind)).toEqual([...limitKinds]);
    for (const state of answer.limits) {
      expect(state).toMatchObject({ value: null, resetsAt: null, pending: null });
      expect(state.used).toBe(state.kind === 'session' ? null : '0.00');
    }
    expect(await flagOf(player)).toBe(false);
  });

  it('applies a first and a lower limit at once; a raise waits 24 hours, then needs confirming', async () => {
    const player = await newPlayer();
    expect((await setLimit(player, 'deposit_day', '1000')).statusCode).toBe(200);
    expect(await stateOf(player, 'deposit_day')).toMatchObject({ value: '1000.00', pending: null });
    expect(await flagOf(player)).toBe(true);

    const raised = await setLimit(player, 'deposit_day', '2000');
    expect(raised.statusCode).toBe(200);
    const pending = await stateOf(player, 'deposit_day');
    expect(pending?.value).toBe('1000.00');
    expect(pending?.pending).toMatchObject({ value: '2000.00', confirmable: false });
    const wait = Date.parse(pending?.pending?.effectiveAt ?? '') - Date.parse(pending?.pending?.requestedAt ?? '');
    expect(wait).toBe(24 * 3_600_000);

    const early = await confirm(player, 'deposit_day');
    expect(early).toMatchObject({ statusCode: 409, body: { code: 'LIMIT_COOLING_OFF' } });
    expect((await stateOf(player, 'deposit_day'))?.value).toBe('1000.00');

    await endCoolingOff(player);
    expect((await stateOf(player, 'deposit_day'))?.pending?.confirmable).toBe(true);
    expect((await confirm(player, 'deposit_day')).statusCode).toBe(200);
    expect(await stateOf(player, 'deposit_day')).toMatchObject({ value: '2000.00', pending: null });

    // A lower one applies at once and replaces a pending raise.
    await setLimit(player, 'deposit_day', '5000');
    expect((await setLimit(player, 'deposit_day', '500')).statusCode).toBe(200);
    expect(await stateOf(player, 'deposit_day')).toMatchObject({ value: '500.00', pending: null });
    const history = await historyOf(player);
    expect(history.map((row) => [row.status, row.previousValue, row.value])).toEqual(
      expect.arrayContaining([
        ['applied', null, 100_000n],
        ['applied', 100_000n, 200_000n],
        ['cancelled', 200_000n, 500_000n],
        ['applied', 200_000n, 50_000n],
      ]),
    );
  });

  it('removes a limit only after the cooling-off and a confirmation; a pending change can be withdrawn', async () => {
    const player = await newPlayer();
    await setLimit(player, 'loss_week', '300');
    await setLimit(player, 'session', '60');
    expect((await setLimit(player, 'loss_week', null)).statusCode).toBe(200);
    expect(await stateOf(player, 'loss_week')).toMatchObject({ value: '300.00', pending: { value: null } });

    const withdrawn = await call(testApp.app, 'DELETE', '/wps/responsible-gaming/limits/loss_week/pending', {
      token: player.token,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await stateOf(player, 'loss_week'))?.pending).toBeNull();
    const again = await call(testApp.app, 'DELETE', '/wps/responsible-gaming/limits/loss_week/pending', {
      token: player.token,
    });
    expect(again.body.code).toBe('NOT_FOUND');

    await setLimit(player, 'loss_week', null);
    await setLimit(player, 'session', null);
    await endCoolingOff(player);
    expect((await confirm(player, 'loss_week')).statusCode).toBe(200);
    expect(await flagOf(player)).toBe(true);
    expect((await confirm(player, 'session')).statusCode).toBe(200);
    expect((await stateOf(player, 'session'))?.value).toBeNull();
    // No limit left: the member's flag is down again, so the gate costs them nothing.
    expect(await flagOf(player)).toBe(false);
    const rows = await testApp.database.db.select().from(playerLimit).where(eq(playerLimit.memberId, player.memberId));
    expect(rows).toEqual([]);
  });

  it('refuses bad values with the field, never a 500', async () => {
    const player = await newPlayer();
    for (const [kind, value] of [
      ['deposit_day', 'abc'],
      ['deposit_day', '0'],
      ['loss_month', '-5'],
      ['wager_week', '1.001'],
      ['wager_week', '100000000000000'],
      ['session', '5'],
      ['session', '2000'],
      ['session', '30.5'],
    ] as const) {
      const answer = await setLimit(player, kind, value);
      expect({ kind, value, status: answer.statusCode, code: answer.body.code }).toEqual({
        kind,
        value,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(JSON.stringify(answer.body.value)).toContain('value');
    }
    expect((await setLimit(player, 'bogus', '10')).body.code).toBe('VALIDATION_FAILED');
    const noBody = await call(testApp.app, 'PUT', '/wps/responsible-gaming/limits/session', {
      token: player.token,
      payload: {},
    });
    expect(noBody.body.code).toBe('VALIDATION_FAILED');
    expect((await confirm(player, 'session')).body.code).toBe('NOT_FOUND');
    const reality = await call(testApp.app, 'PUT', '/wps/responsible-gaming/reality-check', {
      token: player.token,
      payload: { minutes: 17 },
    });
    expect(reality.body.code).toBe('VALIDATION_FAILED');
    expect(await flagOf(player)).toBe(false);
  });

  it('keeps the reality check interval and answers the session figures', async () => {
    const player = await newPlayer();
    const set = await call(testApp.app, 'PUT', '/wps/responsible-gaming/reality-check', {
      token: player.token,
      payload: { minutes: 30 },
    });
    expect((set.body.value as unknown as ResponsibleGaming).realityCheckMinutes).toBe(30);
    await setLimit(player, 'session', '90');
    const session = await call(testApp.app, 'GET', '/wps/responsible-gaming/session', { token: player.token });
    const value = session.body.value;
    expect(value).toMatchObject({ minutes: 0, stakes: '0.00', net: '0.00', realityCheckMinutes: 30 });
    expect(Date.parse(String(value.sessionEndsAt)) - Date.parse(String(value.startedAt))).toBe(90 * 60_000);
  });

  it('ends the login session once it has lasted the session limit: refused once with the limit, then logged out', async () => {
    const player = await newPlayer();
    await setLimit(player, 'session', '30');
    // The session began 31 minutes ago.
    await testApp.database.db.execute(
      sql`update member_session set created_at = now() - interval '31 minutes' where member_id = ${player.memberId}::uuid`,
    );
    const refused = await call(testApp.app, 'GET', '/wps/responsible-gaming', { token: player.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('SESSION_LIMIT_REACHED');
    expect(refused.body.value).toMatchObject({ limitKind: 'session', limitText: '30' });
    expect(refused.body.message).toContain('30');
    const after = await call(testApp.app, 'GET', '/wps/responsible-gaming', { token: player.token });
    expect(after.body.code).toBe('NOT_LOGGED_IN');
  });

  it('keeps a session that is still inside its limit', async () => {
    const player = await newPlayer();
    await setLimit(player, 'session', '30');
    await testApp.database.db.execute(
      sql`update member_session set created_at = now() - interval '29 minutes' where member_id = ${player.memberId}::uuid`,
    );
    expect((await call(testApp.app, 'GET', '/wps/responsible-gaming', { token: player.token })).statusCode).toBe(200);
  });

  it('is for real members only', async () => {
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: '10.77.0.3' });
    const answer = await call(testApp.app, 'GET', '/wps/responsible-gaming', { token: String(trial.body.value.token) });
    expect(answer.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    expect((await call(testApp.app, 'GET', '/wps/responsible-gaming')).statusCode).toBe(401);
  });
});

/** Bangkok (the demo brand's zone) is UTC+7 all year: its day, week (Monday) and month starts, as UTC moments. */
function bangkokPeriods(now: Date) {
  const offset = 7 * 3_600_000;
  const local = new Date(now.getTime() + offset);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset;
  const week = day - ((local.getUTCDay() + 6) % 7) * 86_400_000;
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offset;
  const nextDay = day + 86_400_000;
  const nextWeek = week + 7 * 86_400_000;
  const nextMonth = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offset;
  return { day, week, month, nextDay, nextWeek, nextMonth };
}

describe("limits count the ledger in the brand's time zone", () => {
  /** A ledger move of the member's main wallet written at `at` (only the count reads it). */
  async function ledgerMove(player: Player, type: string, direction: 'in' | 'out', amountMinor: bigint, at: number) {
    const db = testApp.database.db;
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const wallet = createWalletService({ db });
    const main = await wallet.mainWallet(merchantId, 'THB', player.memberId);
    const other = await wallet.systemAccount(merchantId, 'THB', type === 'deposit' ? 'cash_in' : 'game_vendor');
    const [debit, credit] = direction === 'in' ? [other.id, main.id] : [main.id, other.id];
    await db.execute(sql`insert into ledger_transfer (merchant_id, idempotency_key, request_hash, type, currency,
        amount_minor, debit_account_id, credit_account_id, created_at)
      values (${merchantId}, ${`test:${randomBytes(8).toString('hex')}`}, '', ${type}, 'THB', ${amountMinor.toString()},
        ${debit}, ${credit}, ${new Date(at).toISOString()})`);
  }

  it('a move a second before the period starts is not counted; one at its start is', async () => {
    const player = await newPlayer();
    const periods = bangkokPeriods(new Date());
    for (const kind of limitKinds) if (kind !== 'session') await setLimit(player, kind, '100000');
    // Just before each period's start, and at it: 1, 10 and 100 baht deposits; stakes of 2, 20, 200; a win of 5.
    await ledgerMove(player, 'deposit', 'in', 100n, periods.month - 1000);
    await ledgerMove(player, 'deposit', 'in', 1_000n, periods.month);
    await ledgerMove(player, 'deposit', 'in', 10_000n, periods.week);
    await ledgerMove(player, 'deposit', 'in', 100_000n, periods.day);
    await ledgerMove(player, 'bet', 'out', 200n, periods.month - 1000);
    await ledgerMove(player, 'bet', 'out', 2_000n, Math.max(periods.month, periods.week - 1000));
    await ledgerMove(player, 'bet', 'out', 20_000n, periods.day);
    await ledgerMove(player, 'win', 'in', 500n, periods.day);
    await ledgerMove(player, 'bet', 'out', 700n, periods.day - 1000);

    const used = Object.fromEntries((await page(player)).limits.map((row) => [row.kind, row.used]));
    const inPeriod = (at: number, from: number) => at >= from;
    const sum = (rows: [bigint, number][], from: number) =>
      rows.filter(([, at]) => inPeriod(at, from)).reduce((total, [amount]) => total + amount, 0n);
    const deposits: [bigint, number][] = [
      [100n, periods.month - 1000],
      [1_000n, periods.month],
      [10_000n, periods.week],
      [100_000n, periods.day],
    ];
    const stakes: [bigint, number][] = [
      [200n, periods.month - 1000],
      [2_000n, Math.max(periods.month, periods.week - 1000)],
      [20_000n, periods.day],
      [700n, periods.day - 1000],
    ];
    const money = (minor: bigint) => (Number(minor) / 100).toFixed(2);
    for (const [period, from] of [
      ['day', periods.day],
      ['week', periods.week],
      ['month', periods.month],
    ] as const) {
      expect(used[`deposit_${period}`]).toBe(money(sum(deposits, from)));
      expect(used[`wager_${period}`]).toBe(money(sum(stakes, from)));
      expect(used[`loss_${period}`]).toBe(money(sum(stakes, from) - 500n));
    }
    const resets = Object.fromEntries((await page(player)).limits.map((row) => [row.kind, row.resetsAt]));
    expect(resets.deposit_day).toBe(new Date(periods.nextDay).toISOString());
    expect(resets.loss_week).toBe(new Date(periods.nextWeek).toISOString());
    expect(resets.wager_month).toBe(new Date(periods.nextMonth).toISOString());
    expect(new Date(periods.nextWeek).getUTCDay()).toBe(0); // Monday 00:00 in Bangkok is Sunday 17:00 UTC.
  });
});
