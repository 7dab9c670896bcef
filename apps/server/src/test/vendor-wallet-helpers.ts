import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seamlessHeaders, seamlessWalletPaths } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { signRequest } from '@croupier/contracts/signing';
import { findVendorByCode, saveVendor } from '../modules/seamless/index.js';
import { seamlessVendor } from '../modules/seamless/seamless.tables.js';
import { game } from '../modules/games/games.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { merchant } from '../modules/merchant/merchant.tables.js';
import { call } from './account-helpers.js';
import type { TestApp } from './test-app.js';

/** The seeded house vendor's signing secret (a fresh one per test database). */
export async function houseVendorSecret(db: Database): Promise<string> {
  const [row] = await db.select().from(seamlessVendor).where(eq(seamlessVendor.code, 'HOUSE'));
  if (!row) throw new Error('the house vendor is not seeded');
  return row.secret;
}

export type SignedAnswer = { statusCode: number; text: string; body: Record<string, unknown> };

/** A vendor's call to the wallet API, signed as a vendor signs it; any part can be spoiled for a test. */
export async function signedCall(
  app: FastifyInstance,
  path: string,
  body: unknown,
  options: {
    secret: string;
    vendor?: string;
    timestamp?: number;
    signature?: string;
    remoteAddress?: string;
    headers?: Record<string, string>;
  },
): Promise<SignedAnswer> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Date.now());
  const response = await app.inject({
    method: 'POST',
    url: path,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [seamlessHeaders.vendor]: options.vendor ?? 'HOUSE',
      [seamlessHeaders.timestamp]: timestamp,
      [seamlessHeaders.signature]: options.signature ?? signRequest(options.secret, timestamp, raw),
      ...options.headers,
    },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
  return { statusCode: response.statusCode, text: response.body, body: response.json() };
}

/** Launches a house-engine game of the brand (real money with a member token, else demo) and answers its token. */
export async function launchToken(
  app: FastifyInstance,
  db: Database,
  options: { memberToken?: string; demo?: boolean; brand?: 'demo' | 'lucky'; engine?: string },
): Promise<{ token: string; url: string; nodeId: number }> {
  const merchantId = await findMerchantIdByCode(db, options.brand ?? 'demo');
  if (!merchantId) throw new Error('brand not seeded');
  const rows = await db
    .select({ id: game.id, engine: game.engine, supportPlay: game.supportPlay })
    .from(game)
    .where(and(eq(game.merchantId, merchantId), eq(game.engine, options.engine ?? 'HOUSE:slot:golden-temple')));
  const chosen = rows.find((row) => (options.demo ? row.supportPlay === 0 : true));
  if (!chosen) throw new Error('no game with that engine');
  const answer = await call(app, 'POST', '/wps/game/launchGame', {
    payload: { nodeId: chosen.id, demo: options.demo ?? false },
    ...(options.memberToken ? { token: options.memberToken } : {}),
    headers: { host: options.brand === 'lucky' ? 'lucky.localhost' : 'localhost' },
  });
  if (!answer.body.success) throw new Error(`launch failed: ${answer.body.code ?? ''} ${answer.body.message}`);
  const url = String(answer.body.value.url);
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return { token, url, nodeId: chosen.id };
}

/**
 * Sets the vendor codes of the brand's vendor wallets (seeded: the house vendor in transfer mode). Call it before
 * the app first reads the brand: brands are cached for a moment.
 */
export async function setTransferWalletVendors(db: Database, merchantCode: string, vendorCodes: string[]) {
  const [row] = await db.select().from(merchant).where(eq(merchant.code, merchantCode));
  if (!row) throw new Error('brand not seeded');
  await db
    .update(merchant)
    .set({ siteSettings: { ...row.siteSettings, transferWalletVendors: vendorCodes } })
    .where(eq(merchant.id, row.id));
}

/** Points a seeded vendor somewhere else (a test's own vendor), or changes its secret or switch. */
export async function changeVendor(
  db: Database,
  code: string,
  change: { apiUrl?: string; secret?: string; enabled?: boolean; maxWinMinor?: bigint; maxRoundWinMinor?: bigint },
) {
  const row = await findVendorByCode(db, code);
  if (!row) throw new Error(`vendor ${code} is not seeded`);
  await saveVendor(db, { ...row, ...change });
}

/** A fresh member with money and a launch session at the house vendor. */
export async function fundedPlayer(testApp: TestApp, secret: string, username: string, amount: string) {
  const created = await call(testApp.app, 'PUT', '/wps/member/register', {
    payload: { username, password: 'Secret#2026', confirmPassword: 'Secret#2026', terms: true, ageConfirmed: true },
  });
  await testApp.app.inject({
    method: 'POST',
    url: '/bo/wallets/adjustments',
    headers: { authorization: `Bearer ${testApp.operatorToken}` },
    payload: { merchant: 'demo', username, direction: 'credit', amount, reason: 'race funds' },
  });
  const { token } = await launchToken(testApp.app, testApp.database.db, {
    memberToken: String(created.body.value.token),
  });
  const session = await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
  return { token, playerId: String((session.body.value as { playerId: string }).playerId) };
}
