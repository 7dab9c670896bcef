import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createWithdrawalService, describeForReview } from '../modules/withdrawal/index.js';
import { withdrawalPolicy } from '../modules/withdrawal/withdrawal.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, createPlayer, operatorToken, requestWithdrawal } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { autoConfirmWithdrawals, startAutoConfirmWithdrawals } from './auto-confirm-withdrawals.js';

const start = new Date('2026-11-21T10:00:00Z');
const clock = fixedClock(start);
const at = (minutes: number) => clock.set(new Date(start.getTime() + minutes * 60_000));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

const run = () => autoConfirmWithdrawals({ db: testApp.database.db, clock });

async function withdrawal(player: Player, decision: 'approve' | 'reject' | null) {
  const created = await requestWithdrawal(testApp.app, player, '100.00');
  const id = String(created.body.value.id);
  if (decision) {
    // A console session lasts a shift and this clock jumps days: log an operator in at the current time.
    const token = await operatorToken(testApp, 'finance');
    const decided = await callConsole(testApp.app, token, 'POST', `/bo/withdrawals/${id}/${decision}`, {
      reason: 'test',
    });
    expect(decided.statusCode).toBe(200);
  }
  return id;
}

/** The confirmation as the console shows it, read through the service (console sessions end after a shift). */
async function confirmationOf(id: string) {
  const { row, proofs } = await createWithdrawalService({ db: testApp.database.db, clock }).getForReview(id);
  return describeForReview(row, proofs, 'demo').confirmation;
}

async function statusOf(id: string) {
  return (await createWithdrawalService({ db: testApp.database.db, clock }).getForReview(id)).row.status;
}

describe('autoConfirmWithdrawals', () => {
  it('treats a paid withdrawal the player has not answered as received once its time-out passes', async () => {
    at(0);
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const paid = await withdrawal(player, 'approve');
    const answered = await withdrawal(player, 'approve');
    const pending = await withdrawal(player, null);
    const rejected = await withdrawal(player, 'reject');
    const answer = await call(testApp.app, 'PUT', `/wps/withdrawals/${answered}/confirmation`, {
      token: player.token,
      payload: { status: 'partly_received', receivedAmount: '40.00' },
    });
    expect(answer.statusCode).toBe(200);

    at(1439);
    expect(await run()).toBe(0);
    expect(await confirmationOf(paid)).toBeNull();

    at(1440);
    expect(await run()).toBe(1);
    expect(await confirmationOf(paid)).toEqual({
      status: 'received',
      receivedAmount: '100.00',
      remainingAmount: '0.00',
      remark: null,
      automatic: true,
      proofCount: 0,
      confirmedAt: clock.now().toISOString(),
    });
    // The player's own answer stands; pending and rejected withdrawals are not touched.
    expect(await confirmationOf(answered)).toMatchObject({ status: 'partly_received', automatic: false });
    expect([await statusOf(pending), await confirmationOf(pending)]).toEqual(['pending', null]);
    expect([await statusOf(rejected), await confirmationOf(rejected)]).toEqual(['rejected', null]);

    expect(await run()).toBe(0);
  });

  it('stops the player answering after the time-out, even before the job has run', async () => {
    at(2000);
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const id = await withdrawal(player, 'approve');
    at(2000 + 1440);
    // Keep the member's session alive across the day: log in again.
    const login = await call(testApp.app, 'POST', '/wps/session/login', {
      payload: { username: player.username, password: 'Secret#2026' },
      remoteAddress: '10.250.0.1',
    });
    const token = String(login.body.value.token);
    const late = await call(testApp.app, 'PUT', `/wps/withdrawals/${id}/confirmation`, {
      token,
      payload: { status: 'not_received', images: [{ data: 'iVBORw0KGgoAAAA=' }] },
    });
    expect(late.statusCode, JSON.stringify(late.body)).toBe(409);
    expect(late.body).toMatchObject({ code: 'INVALID_STATE', value: { status: 'paid' } });
    expect(await run()).toBe(1);
    const mine = await call(testApp.app, 'GET', `/wps/withdrawals/${id}`, { token });
    expect(mine.body.value.confirmation).toMatchObject({ status: 'received', automatic: true });
  });

  it("uses the brand's time-out, fixed when the withdrawal is paid", async () => {
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    const setTimeout = (confirmTimeoutMinutes: number) =>
      testApp.database.db
        .update(withdrawalPolicy)
        .set({ confirmTimeoutMinutes })
        .where(eq(withdrawalPolicy.merchantId, merchantId));
    at(5000);
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    await setTimeout(30);
    let id = '';
    try {
      id = await withdrawal(player, 'approve');
    } finally {
      await setTimeout(1440);
    }
    at(5029);
    expect(await run()).toBe(0);
    at(5030);
    expect(await run()).toBe(1);
    expect(await confirmationOf(id)).toMatchObject({ automatic: true });
  });
});

describe('startAutoConfirmWithdrawals', () => {
  it('runs on its interval and stops', async () => {
    at(8000);
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const id = await withdrawal(player, 'approve');
    at(8000 + 1440);
    const errors: unknown[] = [];
    const job = startAutoConfirmWithdrawals({
      db: testApp.database.db,
      clock,
      intervalMs: 10,
      onError: (error) => errors.push(error),
    });
    try {
      for (let wait = 0; wait < 100 && (await confirmationOf(id)) === null; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await job.stop();
    }
    expect(await confirmationOf(id)).toMatchObject({ status: 'received', automatic: true });
    expect(errors).toEqual([]);
  });
});
