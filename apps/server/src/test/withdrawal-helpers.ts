import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import type { OperatorRole } from '../modules/operator/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from './account-helpers.js';
import type { TestApp } from './test-app.js';

let sequence = 0;
/** A caller address of its own per use, so per-address limits (registrations per hour) never interfere. */
export function nextAddress(): string {
  sequence += 1;
  return `10.${100 + Math.floor(sequence / 250)}.${sequence % 250}.${1 + Math.floor(Math.random() * 250)}`;
}

export const payeeName = 'Somchai Jaidee';
export const paymentPassword = '246810';
/** A valid 1x1 PNG. */
export const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** The start of a JPEG (SOI and a JFIF APP0 segment) and its end marker: enough for a signature check. */
export const jpegBase64 = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]).toString('base64');

export type Player = { token: string; memberId: string; username: string; bankAccountId: string };

/** Moves money into a member's main wallet through the ledger, as a deposit would. */
export async function fund(testApp: TestApp, memberId: string, amountMinor: bigint) {
  const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
  const wallet = createWalletService({ db: testApp.database.db });
  const cashIn = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
  const main = await wallet.mainWallet(merchantId, 'THB', memberId);
  await wallet.transfer({
    merchantId,
    currency: 'THB',
    idempotencyKey: `test:fund:${randomBytes(8).toString('hex')}`,
    type: 'deposit',
    debitAccountId: cashIn.id,
    creditAccountId: main.id,
    amountMinor,
  });
}

/**
 * A registered member of the demo brand, with (unless told otherwise) a real name, a balance, a payment
 * password and one bank account in their name.
 */
export async function createPlayer(
  testApp: TestApp,
  options: {
    payeeName?: string | null;
    balanceMinor?: bigint;
    paymentPassword?: string | null;
    bankAccount?: boolean;
  } = {},
): Promise<Player> {
  const username = `w${randomBytes(6).toString('hex')}`.slice(0, 12);
  const realName = options.payeeName === undefined ? payeeName : options.payeeName;
  const registered = await call(testApp.app, 'PUT', '/wps/member/register', {
    payload: {
      username,
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      terms: true,
      ageConfirmed: true,
      ...(realName ? { payeeName: realName } : {}),
    },
    remoteAddress: nextAddress(),
  });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const token = String(registered.body.value.token);
  const info = await call(testApp.app, 'GET', '/wps/member/info', { token });
  const memberId = String(info.body.value.id);
  if (options.balanceMinor) await fund(testApp, memberId, options.balanceMinor);
  const password = options.paymentPassword === undefined ? paymentPassword : options.paymentPassword;
  if (password) {
    const set = await call(testApp.app, 'PUT', '/wps/member/payment-password', {
      token,
      payload: { newPassword: password, confirmNewPassword: password },
    });
    if (set.statusCode !== 200) throw new Error(`payment password failed: ${JSON.stringify(set.body)}`);
  }
  let bankAccountId = '';
  if (options.bankAccount !== false && realName) {
    const bound = await call(testApp.app, 'POST', '/wps/member/bank-accounts', {
      token,
      payload: { bankCode: 'KBANK', accountNumber: '1234567890', accountName: realName },
    });
    if (bound.statusCode !== 200) throw new Error(`bank account failed: ${JSON.stringify(bound.body)}`);
    bankAccountId = String(bound.body.value.id);
  }
  return { token, memberId, username, bankAccountId };
}

export async function balanceOf(app: FastifyInstance, token: string): Promise<string> {
  return String((await call(app, 'GET', '/wps/v2/wallets/balance', { token })).body.value.balance);
}

export async function requestWithdrawal(
  app: FastifyInstance,
  player: Player,
  amount: string,
  options: { password?: string; idempotencyKey?: string; bankAccountId?: string } = {},
) {
  return call(app, 'POST', '/wps/withdrawals', {
    token: player.token,
    payload: {
      amount,
      bankAccountId: options.bankAccountId ?? player.bankAccountId,
      paymentPassword: options.password ?? paymentPassword,
    },
    ...(options.idempotencyKey ? { headers: { 'idempotency-key': options.idempotencyKey } } : {}),
  });
}

/** Calls the console API with an operator's token. */
export async function callConsole(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'en' },
    ...(payload ? { payload } : {}),
  });
  return {
    statusCode: response.statusCode,
    body: response.json<{ success: boolean; code?: string; value: Record<string, unknown> }>(),
  };
}

/** A console session of a new operator with `role` (and only `brands`, when given). */
export async function operatorToken(
  testApp: TestApp,
  role: OperatorRole | OperatorRole[],
  brands: string[] | null = null,
): Promise<string> {
  const roles = Array.isArray(role) ? role : [role];
  const username = `${roles.join('')}${randomBytes(4).toString('hex')}`;
  await createOperatorService({ db: testApp.database.db, clock: systemClock }).createOperator({
    username,
    password: 'Operator@2026',
    roles,
    brands,
  });
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/bo/session/login',
    payload: { username, password: 'Operator@2026' },
    remoteAddress: nextAddress(),
  });
  return String(login.json<{ value: { token: string } }>().value.token);
}

export async function reconciliation(testApp: TestApp) {
  return (await callConsole(testApp.app, testApp.operatorToken, 'GET', '/bo/reconciliation')).body.value;
}
