import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import {
  callConsole,
  createPlayer,
  nextAddress,
  operatorToken,
  payeeName,
  paymentPassword,
  requestWithdrawal,
} from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let player: Player;
let trialToken = '';
beforeAll(async () => {
  testApp = await createTestApp();
  player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
  const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: nextAddress() });
  trialToken = String(trial.body.value.token);
});
afterAll(async () => {
  await testApp.close();
});

const someId = '00000000-0000-4000-8000-000000000000';
const playerCalls = [
  ['GET', '/wps/withdrawals/settings'],
  ['GET', '/wps/member/bank-accounts'],
  ['POST', '/wps/member/bank-accounts'],
  ['DELETE', `/wps/member/bank-accounts/${someId}`],
  ['PUT', '/wps/member/payment-password'],
  ['GET', '/wps/withdrawals'],
  ['POST', '/wps/withdrawals'],
  ['GET', `/wps/withdrawals/${someId}`],
  ['PUT', `/wps/withdrawals/${someId}/confirmation`],
] as const;
const consoleCalls = [
  ['GET', '/bo/withdrawals'],
  ['POST', `/bo/withdrawals/${someId}/approve`],
  ['POST', `/bo/withdrawals/${someId}/reject`],
  ['GET', `/bo/withdrawals/${someId}/proofs/${someId}`],
] as const;

describe('who may call', () => {
  it.each(playerCalls)('%s %s needs a login', async (method, url) => {
    const response = await call(testApp.app, method, url, { payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.body.code).toBe('NOT_LOGGED_IN');
  });

  it.each(playerCalls)('%s %s refuses a trial account', async (method, url) => {
    const response = await call(testApp.app, method, url, { token: trialToken, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
  });

  it.each(consoleCalls)('%s %s needs an operator session', async (method, url) => {
    const response = await testApp.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it.each(consoleCalls)('%s %s needs the payments.review permission', async (method, url) => {
    const support = await operatorToken(testApp, 'support');
    const response = await callConsole(testApp.app, support, method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('does not take a member token for the console', async () => {
    const response = await callConsole(testApp.app, player.token, 'GET', '/bo/withdrawals');
    expect(response.statusCode).toBe(401);
  });
});

describe('settings', () => {
  it("shows the brand's rules and the member's standing", async () => {
    const response = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: player.token });
    expect(response.statusCode).toBe(200);
    expect(response.body.value).toEqual({
      currency: 'THB',
      minAmount: '100.00',
      maxAmount: '50000.00',
      dailyRequestLimit: 5,
      requestsToday: 0,
      confirmTimeoutMinutes: 1440,
      payeeNameMustMatch: true,
      payeeName,
      paymentPasswordSet: true,
      lockedUntil: null,
      bankCodes: ['KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'TTB', 'GSB', 'PROMPTPAY'],
      maxBankAccounts: 3,
      debtOutstanding: '0.00',
    });
  });
});

describe('bank accounts', () => {
  const bind = (token: string, payload: Record<string, unknown>) =>
    call(testApp.app, 'POST', '/wps/member/bank-accounts', { token, payload });

  it('binds, lists (masked) and removes the member’s own accounts, at most three', async () => {
    const member = await createPlayer(testApp, { bankAccount: false });
    const first = await bind(member.token, { bankCode: 'SCB', accountNumber: '123-4-56789-0', accountName: payeeName });
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({
      bankCode: 'SCB',
      maskedAccountNumber: '******7890',
      accountName: payeeName,
    });
    const second = await bind(member.token, {
      bankCode: 'PROMPTPAY',
      accountNumber: '0812345678',
      accountName: '  somchai   JAIDEE ',
    });
    expect(second.statusCode).toBe(200);
    expect(
      (await bind(member.token, { bankCode: 'BBL', accountNumber: '9876543210', accountName: payeeName })).statusCode,
    ).toBe(200);
    const fourth = await bind(member.token, { bankCode: 'KTB', accountNumber: '5555555555', accountName: payeeName });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.body.value).toMatchObject({ fields: [{ path: 'bankAccount', message: 'BANK_ACCOUNT_LIMIT' }] });

    const listed = await call(testApp.app, 'GET', '/wps/member/bank-accounts', { token: member.token });
    expect(listed.body.value).toHaveLength(3);
    expect(JSON.stringify(listed.body.value)).not.toContain('1234567890');

    const removed = await call(testApp.app, 'DELETE', `/wps/member/bank-accounts/${String(first.body.value.id)}`, {
      token: member.token,
    });
    expect(removed.statusCode).toBe(200);
    const again = await call(testApp.app, 'DELETE', `/wps/member/bank-accounts/${String(first.body.value.id)}`, {
      token: member.token,
    });
    expect(again.statusCode).toBe(404);
    expect(
      (await bind(member.token, { bankCode: 'KTB', accountNumber: '5555555555', accountName: payeeName })).statusCode,
    ).toBe(200);
  });

  it('refuses the same account twice', async () => {
    const duplicate = await bind(player.token, {
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      accountName: payeeName,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body.code).toBe('CONFLICT');
  });

  it("refuses to remove another member's account as if it did not exist", async () => {
    const other = await createPlayer(testApp);
    const response = await call(testApp.app, 'DELETE', `/wps/member/bank-accounts/${other.bankAccountId}`, {
      token: player.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
    const listed = await call(testApp.app, 'GET', '/wps/member/bank-accounts', { token: other.token });
    expect(listed.body.value).toHaveLength(1);
  });

  it('refuses an account in a name other than the real name', async () => {
    const response = await bind(player.token, {
      bankCode: 'SCB',
      accountNumber: '1112223334',
      accountName: 'Someone Else',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.code).toBe('PAYEE_NAME_MISMATCH');
  });

  it('takes the first account name as the real name of a member without one', async () => {
    const member = await createPlayer(testApp, { payeeName: null, bankAccount: false });
    expect(
      (await bind(member.token, { bankCode: 'GSB', accountNumber: '1112223334', accountName: 'Malee Sukjai' }))
        .statusCode,
    ).toBe(200);
    const settings = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: member.token });
    expect(settings.body.value.payeeName).toBe('Malee Sukjai');
    const other = await bind(member.token, { bankCode: 'GSB', accountNumber: '4445556667', accountName: 'Other Name' });
    expect(other.body.code).toBe('PAYEE_NAME_MISMATCH');
  });

  it.each([
    [{ bankCode: 'CITI', accountNumber: '1234567890', accountName: payeeName }, 'bankCode', 'BANK_CODE_UNKNOWN'],
    [{ bankCode: 'SCB', accountNumber: '123456789', accountName: payeeName }, 'accountNumber', 'ACCOUNT_NUMBER_FORMAT'],
    [
      { bankCode: 'SCB', accountNumber: '1234567890123456', accountName: payeeName },
      'accountNumber',
      'ACCOUNT_NUMBER_FORMAT',
    ],
    [
      { bankCode: 'SCB', accountNumber: '12345abc90', accountName: payeeName },
      'accountNumber',
      'ACCOUNT_NUMBER_FORMAT',
    ],
    [{ bankCode: 'SCB', accountNumber: '1234567890', accountName: 'x' }, 'accountName', 'ACCOUNT_NAME_FORMAT'],
    [{ bankCode: 'SCB', accountNumber: '1234567890', accountName: '<script>' }, 'accountName', 'ACCOUNT_NAME_FORMAT'],
  ])('refuses %j naming the field', async (payload, path, message) => {
    const response = await bind(player.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.value).toMatchObject({ fields: [{ path, message }] });
  });

  it('refuses a malformed id', async () => {
    const response = await call(testApp.app, 'DELETE', '/wps/member/bank-accounts/1%20or%201=1', {
      token: player.token,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('payment password', () => {
  const put = (token: string, payload: Record<string, unknown>) =>
    call(testApp.app, 'PUT', '/wps/member/payment-password', { token, payload });

  it('is set once without, and changed only with, the old one', async () => {
    const member = await createPlayer(testApp, { paymentPassword: null });
    expect((await put(member.token, { newPassword: '135790', confirmNewPassword: '135790' })).statusCode).toBe(200);
    const withoutOld = await put(member.token, { newPassword: '111222', confirmNewPassword: '111222' });
    expect(withoutOld.statusCode).toBe(400);
    expect(withoutOld.body.value).toMatchObject({ fields: [{ path: 'oldPassword', message: 'REQUIRED' }] });
    const wrongOld = await put(member.token, {
      oldPassword: '000000',
      newPassword: '111222',
      confirmNewPassword: '111222',
    });
    expect(wrongOld.body.code).toBe('PAYMENT_PASSWORD_WRONG');
    const changed = await put(member.token, {
      oldPassword: '135790',
      newPassword: '111222',
      confirmNewPassword: '111222',
    });
    expect(changed.statusCode).toBe(200);
    const settings = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: member.token });
    expect(settings.body.value.paymentPasswordSet).toBe(true);
  });

  it.each([
    [{ newPassword: '12345', confirmNewPassword: '12345' }, 'newPassword', 'PAYMENT_PASSWORD_FORMAT'],
    [{ newPassword: '12345a', confirmNewPassword: '12345a' }, 'newPassword', 'PAYMENT_PASSWORD_FORMAT'],
    [{ newPassword: '1234567', confirmNewPassword: '1234567' }, 'newPassword', 'PAYMENT_PASSWORD_FORMAT'],
    [{ newPassword: '123456', confirmNewPassword: '654321' }, 'confirmNewPassword', 'PASSWORD_CONFIRM_MISMATCH'],
  ])('refuses %j', async (payload, path, message) => {
    const response = await put(player.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body.value).toMatchObject({ fields: [{ path, message }] });
  });
});

describe('withdrawal input', () => {
  it.each([
    ['-100', 'AMOUNT_POSITIVE'],
    ['0', 'AMOUNT_POSITIVE'],
    ['100.001', 'AMOUNT_FORMAT'],
    ['one hundred', 'AMOUNT_FORMAT'],
    ['1e5', 'AMOUNT_FORMAT'],
    ['', 'AMOUNT_FORMAT'],
    ['99999999999999999', 'AMOUNT_TOO_LARGE'],
  ])('refuses the amount %j', async (amount, message) => {
    const response = await requestWithdrawal(testApp.app, player, amount);
    expect(response.statusCode).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.value).toMatchObject({ fields: [{ path: 'amount', message }] });
  });

  it('refuses a missing bank account id and password', async () => {
    const response = await call(testApp.app, 'POST', '/wps/withdrawals', {
      token: player.token,
      payload: { amount: '100' },
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.body.value.fields as { path: string }[]).map((field) => field.path).sort();
    expect(paths).toEqual(['bankAccountId', 'paymentPassword']);
  });

  it('refuses a malformed idempotency key', async () => {
    const response = await requestWithdrawal(testApp.app, player, '100', { idempotencyKey: 'bad key!' });
    expect(response.statusCode).toBe(400);
    expect(response.body.value).toMatchObject({ fields: [{ message: 'IDEMPOTENCY_KEY_FORMAT' }] });
  });

  it("answers another member's withdrawal as not found", async () => {
    const other = await createPlayer(testApp, { balanceMinor: 100_000n });
    const created = await requestWithdrawal(testApp.app, other, '100.00');
    const id = String(created.body.value.id);
    const mine = await call(testApp.app, 'GET', `/wps/withdrawals/${id}`, { token: other.token });
    expect(mine.statusCode).toBe(200);
    const theirs = await call(testApp.app, 'GET', `/wps/withdrawals/${id}`, { token: player.token });
    expect(theirs.statusCode).toBe(404);
    const confirm = await call(testApp.app, 'PUT', `/wps/withdrawals/${id}/confirmation`, {
      token: player.token,
      payload: { status: 'received' },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it("refuses to pay to another member's bank account", async () => {
    const other = await createPlayer(testApp);
    const response = await requestWithdrawal(testApp.app, player, '100.00', { bankAccountId: other.bankAccountId });
    expect(response.statusCode).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('refuses bad confirmation bodies', async () => {
    const url = `/wps/withdrawals/${someId}/confirmation`;
    for (const payload of [
      { status: 'lost' },
      { status: 'partly_received' },
      { status: 'partly_received', receivedAmount: '-1' },
      { status: 'not_received' },
      { status: 'not_received', images: [] },
      { status: 'not_received', images: [{ data: 'not base64 !' }] },
      { status: 'not_received', images: Array.from({ length: 4 }, () => ({ data: 'AAAA' })) },
      { status: 'not_received', images: [{ data: 'AAAA' }], remark: 'x'.repeat(141) },
    ]) {
      const response = await call(testApp.app, 'PUT', url, { token: player.token, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses bad console input', async () => {
    const list = await callConsole(testApp.app, testApp.operatorToken, 'GET', '/bo/withdrawals?status=lost');
    expect(list.statusCode).toBe(400);
    const reject = await callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${someId}/reject`, {
      reason: '  ',
    });
    expect(reject.statusCode).toBe(400);
    const unknown = await callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${someId}/approve`);
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the payment password out of every answer', async () => {
    const response = await requestWithdrawal(testApp.app, player, '100.00');
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain(paymentPassword);
  });
});
