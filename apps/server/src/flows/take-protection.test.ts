import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandMomentText, gateRefusalSchema, seamlessWalletPaths } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import { systemClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { accountPolicy, member } from '../modules/member/member.tables.js';
import { upsertRegistrationRules } from '../modules/member/index.js';
import { createPlayerProtectionService } from '../modules/responsible-gaming/index.js';
import { createSecurityService } from '../modules/security/index.js';
import { playerProtection } from '../modules/responsible-gaming/responsible-gaming.tables.js';
import { withdrawal } from '../modules/withdrawal/withdrawal.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from '../test/account-helpers.js';
import { openTestDraw } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { createPlayer, nextAddress, payeeName, reconciliation, requestWithdrawal } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

const password = 'Secret#2026';
let harness: TestApp;
let merchantId: string;

beforeAll(async () => {
  harness = await createTestApp();
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  await upsertRegistrationRules(harness.database.db, [
    { merchantId, field: 'idNumber', show: true, required: false, acceptedPattern: '*', minLength: 4, maxLength: 30 },
  ]);
});
afterAll(async () => {
  await harness.close();
});

const logIn = (username: string, secret = password) =>
  call(harness.app, 'POST', '/wps/session/login', {
    payload: { username, password: secret },
    remoteAddress: nextAddress(),
  });

const takeTimeOut = (player: Player, period: string, secret = password) =>
  call(harness.app, 'POST', '/wps/responsible-gaming/time-out', {
    token: player.token,
    payload: { period, password: secret },
  });

const takeSelfExclusion = (player: Player, period: string, secret = password) =>
  call(harness.app, 'POST', '/wps/responsible-gaming/self-exclusion', {
    token: player.token,
    payload: { period, password: secret },
  });

/** Forgets the login failures a test made on purpose, so its next login needs no captcha. */
async function unlockLogin(username: string) {
  await createSecurityService({ db: harness.database.db, clock: systemClock }).unlockLogin(merchantId, username);
}

async function mainBalance(memberId: string): Promise<bigint> {
  const wallet = await createWalletService({ db: harness.database.db }).mainWallet(merchantId, 'THB', memberId);
  return wallet.balanceMinor ?? 0n;
}

/** A three-period chase on draws of its own, the first one on sale. */
async function placeChase(player: Player, gameCode: string) {
  const db = harness.database.db;
  const first = await openTestDraw(db, gameCode, 600);
  await openTestDraw(db, gameCode, 700);
  await openTestDraw(db, gameCode, 800);
  const placed = await call(harness.app, 'POST', '/lgw/orders', {
    token: player.token,
    payload: {
      gameCode,
      numero: first.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'VN_DE', selection: '45', unitStake: '1.00' }],
      chase: { periods: 3, stopOnWin: false },
    },
  });
  expect(placed.statusCode).toBe(200);
  return String(placed.body.value.orderNo);
}

async function ticketStatuses(memberId: string) {
  const rows = await queryRows<{ period: number; status: string }>(
    harness.database.db,
    sql`select period, status from lottery_ticket where member_id = ${memberId}::uuid order by period`,
  );
  return rows.map((row) => `${row.period}:${row.status}`);
}

describe('a time-out', () => {
  it('asks the login password and counts wrong ones', async () => {
    const player = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    const wrong = await takeTimeOut(player, '24h', 'Wrong#2026');
    expect(wrong.body.code).toBe('OLD_PASSWORD_WRONG');
    expect(wrong.body.value).toEqual({ remainingAttempts: 4 });
    for (let attempt = 0; attempt < 4; attempt += 1) await takeTimeOut(player, '24h', 'Wrong#2026');
    const locked = await takeTimeOut(player, '24h');
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    const [row] = await harness.database.db.select().from(member).where(eq(member.id, player.memberId));
    expect(row?.protectedUntil).toBeNull();
  });

  it('ends the sessions, closes game sessions to bets, refunds open chases and keeps pending withdrawals', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    const secret = await houseVendorSecret(harness.database.db);
    const { token: gameToken } = await launchToken(harness.app, harness.database.db, { memberToken: player.token });
    const authenticated = await signedCall(
      harness.app,
      seamlessWalletPaths.authenticate,
      { token: gameToken },
      { secret },
    );
    const playerId = String((authenticated.body.value as { playerId: string }).playerId);
    const bet = () =>
      signedCall(
        harness.app,
        seamlessWalletPaths.bet,
        {
          token: gameToken,
          playerId,
          transactionId: randomUUID(),
          roundId: randomUUID(),
          amount: '1.00',
          currency: 'THB',
        },
        { secret },
      );
    expect((await bet()).statusCode).toBe(200);
    await placeChase(player, 'VN_S_HOCHIMINH');
    const pending = await requestWithdrawal(harness.app, player, '100.00');
    expect(pending.body.value.status).toBe('pending');
    const beforeTimeOut = await mainBalance(player.memberId);

    const taken = await takeTimeOut(player, '7d');
    expect(taken.statusCode).toBe(200);
    expect(taken.body.value).toMatchObject({ kind: 'time_out', period: '7d' });
    const endsAt = new Date(String(taken.body.value.endsAt));
    expect(endsAt.getTime() - new Date(String(taken.body.value.startedAt)).getTime()).toBe(7 * 86_400_000);

    const stale = await call(harness.app, 'GET', '/wps/member/info', { token: player.token });
    expect(stale.statusCode).toBe(401);
    expect(stale.body.code).toBe('NOT_LOGGED_IN');

    const refusedBet = await bet();
    expect(refusedBet.statusCode).toBe(401);
    expect(refusedBet.body.code).toBe('SESSION_EXPIRED');

    // Every period of the chase was still on sale: all three come back.
    expect(await ticketStatuses(player.memberId)).toEqual(['1:CANCELLED', '2:CANCELLED', '3:CANCELLED']);
    expect(await mainBalance(player.memberId)).toBe(beforeTimeOut + 300n);
    expect((await reconciliation(harness)).balanced).toBe(true);

    const [kept] = await harness.database.db.select().from(withdrawal).where(eq(withdrawal.memberId, player.memberId));
    expect(kept?.status).toBe('pending');

    const [row] = await harness.database.db.select().from(member).where(eq(member.id, player.memberId));
    expect(row?.protectedUntil?.toISOString()).toBe(endsAt.toISOString());
  });

  it('refuses the login with the end in the brand zone, only for the right password, until it ends', async () => {
    const player = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    const taken = await takeTimeOut(player, '24h');
    const endsAt = String(taken.body.value.endsAt);

    const refused = await logIn(player.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('PLAYER_TIMED_OUT');
    const value = gateRefusalSchema.parse(refused.body.value);
    const endsAtText = brandMomentText(new Date(endsAt), 'Asia/Bangkok');
    expect(value).toMatchObject({ endsAt, endsAtText, limitKind: null });
    expect(refused.body.message).toBe(`Your account is on a time-out until ${endsAtText}.`);
    // A wrong password learns nothing of the time-out.
    const wrong = await logIn(player.username, 'Wrong#2026');
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');

    await harness.database.db
      .update(member)
      .set({ protectedUntil: new Date(Date.now() - 1_000) })
      .where(eq(member.id, player.memberId));
    await unlockLogin(player.username);
    const again = await logIn(player.username);
    expect(again.statusCode).toBe(200);
    expect(typeof again.body.value.token).toBe('string');
  });

  it('refuses a session that slipped past it with the protection itself, the moment protected_until is set', async () => {
    const player = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    expect((await call(harness.app, 'GET', '/wps/member/info', { token: player.token })).statusCode).toBe(200);
    const endsAt = new Date(Date.now() + 60_000);
    await harness.database.db.update(member).set({ protectedUntil: endsAt }).where(eq(member.id, player.memberId));
    const refused = await call(harness.app, 'GET', '/wps/member/info', { token: player.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PLAYER_TIMED_OUT', value: { endsAt: endsAt.toISOString() } });
    // Its own page still answers, to show what is in force.
    const page = await call(harness.app, 'GET', '/wps/responsible-gaming', { token: player.token });
    expect(page.statusCode).toBe(200);
    await harness.database.db
      .update(member)
      .set({ protectedUntil: sql`'infinity'::timestamptz` })
      .where(eq(member.id, player.memberId));
    expect((await call(harness.app, 'GET', '/wps/member/info', { token: player.token })).body.code).toBe(
      'PLAYER_SELF_EXCLUDED',
    );
  });

  it('may be extended by a longer protection, never shortened', async () => {
    const player = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    expect((await takeTimeOut(player, '7d')).statusCode).toBe(200);
    const take = (period: '24h' | '30d' | '6m', kind: 'time_out' | 'self_exclusion') =>
      runInTransaction(harness.database.db, (transaction) =>
        createPlayerProtectionService({ db: transaction, clock: systemClock }).take({
          merchantId,
          memberId: player.memberId,
          kind,
          period,
        }),
      );
    await expect(take('24h', 'time_out')).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(take('30d', 'time_out')).resolves.toMatchObject({ period: '30d' });
    await expect(take('6m', 'self_exclusion')).resolves.toMatchObject({ kind: 'self_exclusion' });
    await expect(take('30d', 'time_out')).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });
});

describe('open pages', () => {
  it('hear that the sessions ended: the live stream says so and closes, and its token is refused', async () => {
    const player = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = harness.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/wps/events`, {
      headers: { authorization: `Bearer ${player.token}`, host: 'localhost' },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    const first = new TextDecoder().decode((await reader?.read())?.value as Uint8Array | undefined);
    expect(first).toContain('event: balance');

    expect((await takeTimeOut(player, '24h')).statusCode).toBe(200);
    let text = '';
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      text += new TextDecoder().decode(next.value as Uint8Array);
    }
    expect(text).toContain('event: session-ended');
    const reopened = await fetch(`http://127.0.0.1:${port}/wps/events`, {
      headers: { authorization: `Bearer ${player.token}`, host: 'localhost' },
    });
    expect(reopened.status).toBe(401);
  });
});

describe('a self-exclusion', () => {
  it('refuses the login while it runs and after its end until an operator lifts it', async () => {
    const player = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    const taken = await takeSelfExclusion(player, '6m');
    expect(taken.body.value).toMatchObject({ kind: 'self_exclusion', period: '6m' });
    expect((await logIn(player.username)).body.code).toBe('PLAYER_SELF_EXCLUDED');

    await harness.database.db
      .update(playerProtection)
      .set({ startedAt: new Date(Date.now() - 400 * 86_400_000), endsAt: new Date(Date.now() - 1_000) })
      .where(eq(playerProtection.memberId, player.memberId));
    const afterItsEnd = await logIn(player.username);
    expect(afterItsEnd.body.code).toBe('PLAYER_SELF_EXCLUDED');
    expect(gateRefusalSchema.parse(afterItsEnd.body.value).endsAt).not.toBeNull();

    const permanent = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    const forever = await takeSelfExclusion(permanent, 'permanent');
    expect(forever.body.value).toMatchObject({ period: 'permanent', endsAt: null });
    const refused = await logIn(permanent.username);
    expect(refused.body.code).toBe('PLAYER_SELF_EXCLUDED');
    expect(refused.body.value).toMatchObject({ endsAt: null });
  });
});

describe('the register of excluded players', () => {
  const register = (payload: Record<string, unknown>) =>
    call(harness.app, 'PUT', '/wps/member/register', {
      payload: {
        username: `r${randomUUID().slice(0, 8)}`,
        password,
        confirmPassword: password,
        terms: true,
        ageConfirmed: true,
        ...payload,
      },
      remoteAddress: nextAddress(),
    });

  it('refuses a new account with the mobile, e-mail or ID number of a self-excluded player', async () => {
    const created = await register({ mobileNum: '0811112222', email: 'Self.Out@Example.com', idNumber: 'ID-778899' });
    expect(created.statusCode).toBe(200);
    const token = String(created.body.value.token);
    expect(
      (
        await call(harness.app, 'POST', '/wps/responsible-gaming/self-exclusion', {
          token,
          payload: { period: '1y', password },
        })
      ).statusCode,
    ).toBe(200);

    const byMobile = await register({ mobileNum: '0811112222' });
    expect(byMobile.statusCode).toBe(403);
    expect(byMobile.body).toMatchObject({ code: 'IDENTITY_EXCLUDED', value: { fields: ['mobileNum'] } });
    const byEmail = await register({ email: ' self.out@example.COM ' });
    expect(byEmail.body).toMatchObject({ code: 'IDENTITY_EXCLUDED', value: { fields: ['email'] } });
    const byIdNumber = await register({ idNumber: ' ID-778899' });
    expect(byIdNumber.body).toMatchObject({ code: 'IDENTITY_EXCLUDED', value: { fields: ['idNumber'] } });
    expect((await register({ email: 'someone.else@example.com' })).statusCode).toBe(200);
  });

  it('refuses binding the bank account of a self-excluded player', async () => {
    const excluded = await createPlayer(harness, { paymentPassword: null });
    expect((await takeSelfExclusion(excluded, '6m')).statusCode).toBe(200);
    const other = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    const bound = await call(harness.app, 'POST', '/wps/member/bank-accounts', {
      token: other.token,
      payload: { bankCode: 'KBANK', accountNumber: '1234567890', accountName: payeeName },
    });
    expect(bound.body).toMatchObject({ code: 'IDENTITY_EXCLUDED', value: { fields: ['bankAccount'] } });
    const otherAccount = await call(harness.app, 'POST', '/wps/member/bank-accounts', {
      token: other.token,
      payload: { bankCode: 'KBANK', accountNumber: '9876543210', accountName: payeeName },
    });
    expect(otherAccount.statusCode).toBe(200);
  });

  it('does not refuse the details of a player on a time-out', async () => {
    const created = await register({ email: 'paused@example.com' });
    const token = String(created.body.value.token);
    await call(harness.app, 'POST', '/wps/responsible-gaming/time-out', {
      token,
      payload: { period: '24h', password },
    });
    expect((await register({ email: 'paused@example.com' })).statusCode).toBe(200);
  });
});

describe('registration: age and terms', () => {
  const register = (payload: Record<string, unknown>) =>
    call(harness.app, 'PUT', '/wps/member/register', {
      payload: {
        username: `b${randomUUID().slice(0, 8)}`,
        password,
        confirmPassword: password,
        terms: true,
        ageConfirmed: true,
        ...payload,
      },
      remoteAddress: nextAddress(),
    });

  it('asks the birthday where the brand says so and refuses anyone under its minimum age', async () => {
    await harness.database.db
      .insert(accountPolicy)
      .values({ merchantId, birthdayRequired: true, minimumAge: 20, termsVersion: '2026-11' })
      .onConflictDoUpdate({
        target: accountPolicy.merchantId,
        set: { birthdayRequired: true, minimumAge: 20, termsVersion: '2026-11' },
      });
    try {
      const settings = await call(harness.app, 'GET', '/wps/system/setting/register');
      expect(settings.body.value).toMatchObject({ birthdayRequired: true, minimumAge: 20 });

      const missing = await register({});
      expect(missing.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { fields: [{ path: 'birthday', message: 'REQUIRED' }] },
      });
      for (const birthday of ['2001-02-30', '1990-13-01', '3000-01-01', '01/02/1990']) {
        const malformed = await register({ birthday });
        expect(malformed.body.code).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(malformed.body.value)).toContain('BIRTHDAY_FORMAT');
      }
      const now = new Date();
      const nineteen = `${now.getUTCFullYear() - 19}-01-01`;
      const underAge = await register({ birthday: nineteen });
      expect(underAge.statusCode).toBe(400);
      expect(underAge.body).toMatchObject({ code: 'UNDER_AGE', value: { minimumAge: 20 } });

      const birthday = `${now.getUTCFullYear() - 30}-06-15`;
      const created = await register({ birthday });
      expect(created.statusCode).toBe(200);
      const info = await call(harness.app, 'GET', '/wps/member/info', { token: String(created.body.value.token) });
      const [row] = await harness.database.db
        .select()
        .from(member)
        .where(eq(member.id, String(info.body.value.id)));
      expect(row).toMatchObject({ birthday, termsVersion: '2026-11' });
      expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    } finally {
      await harness.database.db
        .update(accountPolicy)
        .set({ birthdayRequired: false, minimumAge: 18, termsVersion: '1' })
        .where(eq(accountPolicy.merchantId, merchantId));
    }
  });

  it('keeps the terms version on every new member, without asking a birthday by default', async () => {
    const created = await register({});
    expect(created.statusCode).toBe(200);
    const info = await call(harness.app, 'GET', '/wps/member/info', { token: String(created.body.value.token) });
    const [row] = await harness.database.db
      .select()
      .from(member)
      .where(eq(member.id, String(info.body.value.id)));
    expect(row).toMatchObject({ birthday: null, termsVersion: '1' });
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });
});
