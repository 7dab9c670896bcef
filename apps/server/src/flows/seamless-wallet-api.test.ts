import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { seamlessWalletPaths } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { signRequest } from '@croupier/contracts/signing';
import { call, logInToken } from '../test/account-helpers.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { oneAfterAnother } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { queryRows } from '../db/client.js';
import { member } from '../modules/member/member.tables.js';
import { gameRound } from '../modules/games/games.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { vendorRequestLog, vendorSession, vendorTransaction } from '../modules/seamless/seamless.tables.js';

let harness: TestApp;
let secret: string;
let session: { token: string; playerId: string };

const paths = seamlessWalletPaths;
const send = (path: string, body: unknown, options: Partial<Parameters<typeof signedCall>[3]> = {}) =>
  signedCall(harness.app, path, body, { secret, ...options });

async function balanceOf(token: string, playerId: string): Promise<string> {
  const answer = await send(paths.balance, { token, playerId });
  return String((answer.body.value as { balance: string }).balance);
}

const bet = (overrides: Record<string, unknown> = {}) => ({
  token: session.token,
  playerId: session.playerId,
  transactionId: randomUUID(),
  roundId: randomUUID(),
  amount: '10.00',
  currency: 'THB',
  ...overrides,
});

beforeAll(async () => {
  harness = await createTestApp();
  secret = await houseVendorSecret(harness.database.db);
  const memberToken = await logInToken(harness.app, 'demo', 'Demo@2026', '198.51.100.20');
  const { token } = await launchToken(harness.app, harness.database.db, { memberToken });
  const answer = await send(paths.authenticate, { token });
  session = { token, playerId: String((answer.body.value as { playerId: string }).playerId) };
});
afterAll(async () => {
  await harness.close();
});

describe('seamless wallet: authenticate and balance', () => {
  it('trades a launch token for the player, the currency and the balance', async () => {
    const answer = await send(paths.authenticate, { token: session.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({
      mode: 'real',
      currency: 'THB',
      brand: 'demo',
      vendorGameId: 'slot:golden-temple',
      // The launch asked in English (the test's Language header).
      language: 'en',
      // The vendor's pages show times in the brand's zone.
      timeZone: 'Asia/Bangkok',
    });
    expect((answer.body.value as { balance: string }).balance).toMatch(/^\d+\.\d{2}$/);
  });

  /** Saves one switch of the demo brand through the audited console call; answers the audit row's detail. */
  async function saveSwitch(name: 'FEATUREBUY3' | 'POKDENGBID3', on: boolean) {
    const settings = await call(harness.app, 'GET', '/bo/brands/demo/settings', { token: harness.operatorToken });
    const saved = await call(harness.app, 'PUT', '/bo/brands/demo/settings/switches', {
      token: harness.operatorToken,
      payload: { ...(settings.body.value as unknown as BrandSettings).switches, [name]: on },
    });
    expect(saved.statusCode).toBe(200);
    const [audit] = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.settings.switches'), eq(auditLog.target, 'demo')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return audit?.detail;
  }
  const authenticated = async () => (await send(paths.authenticate, { token: session.token })).body.value;

  it("tells the vendor a slot's feature may be bought only once the brand's FEATUREBUY3 switch is on (audited)", async () => {
    expect(await authenticated()).toMatchObject({ featureBuy: false });
    expect(await saveSwitch('FEATUREBUY3', true)).toMatchObject({
      before: { FEATUREBUY3: false },
      after: { FEATUREBUY3: true },
    });
    expect(await authenticated()).toMatchObject({ featureBuy: true });
    await saveSwitch('FEATUREBUY3', false);
    expect(await authenticated()).toMatchObject({ featureBuy: false });
  });

  it("tells the vendor how the brand's Pok Deng tables choose a banker: fixed order until POKDENGBID3 is on (audited)", async () => {
    expect(await authenticated()).toMatchObject({ pokDengBanker: 'fixed' });
    expect(await saveSwitch('POKDENGBID3', true)).toMatchObject({
      before: { POKDENGBID3: false },
      after: { POKDENGBID3: true },
    });
    expect(await authenticated()).toMatchObject({ pokDengBanker: 'bidding' });
    await saveSwitch('POKDENGBID3', false);
    expect(await authenticated()).toMatchObject({ pokDengBanker: 'fixed' });
  });

  it('answers a demo launch without player or balance', async () => {
    const { token } = await launchToken(harness.app, harness.database.db, { demo: true });
    const answer = await send(paths.authenticate, { token });
    expect(answer.body.value).toMatchObject({ mode: 'demo', playerId: null, balance: null });
  });

  it('refuses an unknown token and keeps every request body for audit, without the token', async () => {
    const token = 'x'.repeat(43);
    const raw = JSON.stringify({ token });
    const answer = await send(paths.authenticate, raw);
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe('SESSION_NOT_FOUND');
    const logged = await harness.database.db
      .select()
      .from(vendorRequestLog)
      .where(eq(vendorRequestLog.requestBody, JSON.stringify({ token: '[redacted]' })));
    expect(logged.length).toBeGreaterThanOrEqual(1);
    const leaked = await harness.database.db
      .select()
      .from(vendorRequestLog)
      .where(like(vendorRequestLog.requestBody, `%${token}%`));
    expect(leaked).toHaveLength(0);
  });
});

describe('seamless wallet: request signatures', () => {
  it('refuses a wrong signature and an unknown vendor alike', async () => {
    const wrong = await send(
      paths.balance,
      { token: session.token, playerId: session.playerId },
      {
        signature: 'a'.repeat(64),
      },
    );
    const unknown = await send(
      paths.balance,
      { token: session.token, playerId: session.playerId },
      {
        vendor: 'NOBODY',
      },
    );
    const garbage = await send(
      paths.balance,
      { token: session.token, playerId: session.playerId },
      {
        signature: 'not hex',
      },
    );
    for (const answer of [wrong, unknown, garbage]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body.code).toBe('SIGNATURE_INVALID');
    }
  });

  it('refuses a body changed after signing', async () => {
    const timestamp = Date.now();
    const signed = await signedCall(harness.app, paths.bet, bet({ amount: '1.00' }), { secret, timestamp });
    expect(signed.statusCode).toBe(200);
    const original = JSON.stringify(bet({ amount: '1.00' }));
    const answer = await signedCall(harness.app, paths.bet, original.replace('"1.00"', '"0.01"'), {
      secret,
      timestamp,
      signature: signRequest(secret, String(timestamp), original),
    });
    expect(answer.body.code).toBe('SIGNATURE_INVALID');
  });

  it('refuses a timestamp more than 30 s away, either way', async () => {
    for (const offset of [-31_000, 31_000]) {
      const answer = await send(
        paths.balance,
        { token: session.token, playerId: session.playerId },
        {
          timestamp: Date.now() + offset,
        },
      );
      expect(answer.statusCode).toBe(401);
      expect(answer.body.code).toBe('TIMESTAMP_STALE');
    }
  });

  it('refuses a source address the vendor has not registered', async () => {
    const answer = await send(
      paths.balance,
      { token: session.token, playerId: session.playerId },
      {
        remoteAddress: '203.0.113.9',
      },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
  });

  it('keeps each source address its own answer when they alternate (the answers are remembered per address)', async () => {
    const body = { token: session.token, playerId: session.playerId };
    for (let round = 0; round < 2; round += 1) {
      const refused = await send(paths.balance, body, { remoteAddress: '203.0.113.9' });
      expect(refused.statusCode).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      const allowed = await send(paths.balance, body);
      expect(allowed.statusCode).toBe(200);
    }
  });

  it('answers VALIDATION_FAILED for a malformed body', async () => {
    const answer = await send(paths.bet, { ...bet(), amount: '-5' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('seamless wallet: money, exactly once', () => {
  it('debits a bet once, and a replay gets the first answer byte for byte', async () => {
    const before = await balanceOf(session.token, session.playerId);
    const request = bet({ amount: '25.50' });
    const first = await send(paths.bet, request);
    expect(first.statusCode).toBe(200);
    expect((first.body.value as { balance: string }).balance).toBe((Number(before) - 25.5).toFixed(2));
    const replay = await send(paths.bet, request);
    expect(replay.statusCode).toBe(200);
    expect(replay.text).toBe(first.text);
    expect(await balanceOf(session.token, session.playerId)).toBe((Number(before) - 25.5).toFixed(2));
    const [round] = await harness.database.db
      .select()
      .from(gameRound)
      .where(eq(gameRound.roundId, String(request.roundId)));
    expect(round).toMatchObject({ stakeMinor: 2550n, winMinor: 0n, status: 'open' });
    expect(round?.gameId).toBeGreaterThan(0);
    const [stored] = await harness.database.db
      .select()
      .from(vendorTransaction)
      .where(eq(vendorTransaction.transactionId, String(request.transactionId)));
    expect(stored?.requestBody).toBe(JSON.stringify({ ...request, token: '[redacted]' }));
    expect(stored?.requestBody).not.toContain(String(request.token));
  });

  // Delivered in turn: the same deliveries at once are seamless-concurrency.test.ts's, on PostgreSQL.
  it('applies 10 deliveries of one bet once, all answered the same', async () => {
    const before = await balanceOf(session.token, session.playerId);
    const request = bet({ amount: '7.00' });
    const answers = await oneAfterAnother(10, () => send(paths.bet, request));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await balanceOf(session.token, session.playerId)).toBe((Number(before) - 7).toFixed(2));
  });

  it('answers DUPLICATE_TRANSACTION for a reused id with other content, changing nothing', async () => {
    const request = bet({ amount: '3.00' });
    await send(paths.bet, request);
    const before = await balanceOf(session.token, session.playerId);
    const reused = await send(paths.bet, { ...request, amount: '4.00' });
    expect(reused.statusCode).toBe(409);
    expect(reused.body.code).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(session.token, session.playerId)).toBe(before);
  });

  it('refuses a bet above the balance with the current balance, writing no money', async () => {
    const before = await balanceOf(session.token, session.playerId);
    const answer = await send(paths.bet, bet({ amount: '99999999.00' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((answer.body.value as { balance: string }).balance).toBe(before);
  });

  it('pays a win, and a win of 0 closes a lost round', async () => {
    const before = Number(await balanceOf(session.token, session.playerId));
    const won = bet({ amount: '10.00' });
    await send(paths.bet, won);
    const win = await send(paths.win, { ...won, transactionId: randomUUID(), amount: '35.00' });
    expect(win.statusCode).toBe(200);
    expect((win.body.value as { balance: string }).balance).toBe((before - 10 + 35).toFixed(2));
    const lost = bet({ amount: '10.00' });
    await send(paths.bet, lost);
    const zero = await send(paths.win, { ...lost, transactionId: randomUUID(), amount: '0' });
    expect(zero.statusCode).toBe(200);
    const rounds = await harness.database.db
      .select()
      .from(gameRound)
      .where(sql`${gameRound.roundId} in (${won.roundId}, ${lost.roundId})`);
    expect(rounds.map((round) => round.status)).toEqual(['settled', 'settled']);
    expect(rounds.find((round) => round.roundId === won.roundId)?.winMinor).toBe(3500n);
  });

  it('settles a bet and its win in one call', async () => {
    const before = Number(await balanceOf(session.token, session.playerId));
    const request = { ...bet(), bet: '20.00', win: '48.00' };
    delete (request as { amount?: string }).amount;
    const answer = await send(paths.betWin, request);
    expect(answer.statusCode).toBe(200);
    expect((answer.body.value as { balance: string }).balance).toBe((before + 28).toFixed(2));
    const [round] = await harness.database.db
      .select()
      .from(gameRound)
      .where(eq(gameRound.roundId, String(request.roundId)));
    expect(round).toMatchObject({ stakeMinor: 2000n, winMinor: 4800n, status: 'settled' });
  });
});

describe('seamless wallet: rollbacks', () => {
  it('refunds a bet once, however often it is rolled back', async () => {
    const before = await balanceOf(session.token, session.playerId);
    const request = bet({ amount: '15.00' });
    await send(paths.bet, request);
    const rollback = {
      token: session.token,
      playerId: session.playerId,
      transactionId: randomUUID(),
      referenceTransactionId: request.transactionId,
      roundId: request.roundId,
    };
    const first = await send(paths.rollback, rollback);
    expect(first.statusCode).toBe(200);
    expect(await balanceOf(session.token, session.playerId)).toBe(before);
    expect((await send(paths.rollback, rollback)).text).toBe(first.text);
    const again = await send(paths.rollback, { ...rollback, transactionId: randomUUID() });
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(session.token, session.playerId)).toBe(before);
    const [round] = await harness.database.db
      .select()
      .from(gameRound)
      .where(eq(gameRound.roundId, String(request.roundId)));
    expect(round?.status).toBe('cancelled');
  });

  it('accepts a rollback that arrives before its bet and refuses the late bet', async () => {
    const before = await balanceOf(session.token, session.playerId);
    const late = bet({ amount: '12.00' });
    const rollback = await send(paths.rollback, {
      token: session.token,
      playerId: session.playerId,
      transactionId: randomUUID(),
      referenceTransactionId: late.transactionId,
      roundId: late.roundId,
    });
    expect(rollback.statusCode).toBe(200);
    const refused = await send(paths.bet, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(session.token, session.playerId)).toBe(before);
  });

  it('takes back a win that is rolled back while its round is open', async () => {
    const round = bet({ amount: '5.00' });
    await send(paths.bet, round);
    const before = await balanceOf(session.token, session.playerId);
    const win = { ...round, transactionId: randomUUID(), amount: '9.00', closeRound: false };
    expect((await send(paths.win, win)).statusCode).toBe(200);
    const rollback = await send(paths.rollback, {
      token: session.token,
      playerId: session.playerId,
      transactionId: randomUUID(),
      referenceTransactionId: win.transactionId,
      roundId: round.roundId,
    });
    expect(rollback.statusCode).toBe(200);
    expect(await balanceOf(session.token, session.playerId)).toBe(before);
  });
});

describe('seamless wallet: sessions and players', () => {
  it('refuses bets after the session ends but still pays its wins', async () => {
    const memberToken = await logInToken(harness.app, 'demo', 'Demo@2026', '198.51.100.21');
    const { token } = await launchToken(harness.app, harness.database.db, { memberToken });
    const placed = bet({ token, amount: '1.00' });
    expect((await send(paths.bet, placed)).statusCode).toBe(200);
    await harness.database.db
      .update(vendorSession)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(vendorSession.tokenHash, createHash('sha256').update(token).digest('hex')));
    const before = Number(await balanceOf(token, session.playerId));
    const refused = await send(paths.bet, bet({ token }));
    expect(refused.statusCode).toBe(401);
    expect(refused.body.code).toBe('SESSION_EXPIRED');
    const win = await send(paths.win, { ...placed, transactionId: randomUUID(), amount: '11.00' });
    expect(win.statusCode).toBe(200);
    expect((win.body.value as { balance: string }).balance).toBe((before + 11).toFixed(2));
  });

  it('refuses the bets of a blocked player but pays the wins', async () => {
    const { db } = harness.database;
    const placed = bet({ amount: '1.00' });
    await send(paths.bet, placed);
    await db.update(member).set({ blockedAt: new Date() }).where(eq(member.id, session.playerId));
    try {
      const refused = await send(paths.bet, bet());
      expect(refused.statusCode).toBe(403);
      expect(refused.body.code).toBe('PLAYER_BLOCKED');
      const win = await send(paths.win, { ...placed, transactionId: randomUUID() });
      expect(win.statusCode).toBe(200);
    } finally {
      await db.update(member).set({ blockedAt: null }).where(eq(member.id, session.playerId));
    }
  });

  it('refuses another player, another brand and another currency with this session', async () => {
    const { db } = harness.database;
    const [agent] = await db.select().from(member).where(eq(member.username, 'agent'));
    const stranger = await send(paths.bet, bet({ playerId: agent?.id }));
    expect(stranger.body.code).toBe('SESSION_NOT_FOUND');
    const currency = await send(paths.bet, bet({ currency: 'PHP' }));
    expect(currency.body.code).toBe('CURRENCY_MISMATCH');
    const [luckyPlayer] = await queryRows<{ id: string }>(
      db,
      sql`insert into member (merchant_id, username, type, nickname, password_hash)
          select id, 'lucky-player', 1, 'Lucky', 'not-a-hash' from merchant where code = 'lucky' returning id`,
    );
    const crossBrand = await send(paths.bet, bet({ playerId: luckyPlayer?.id }));
    expect(crossBrand.statusCode).toBe(401);
    expect(crossBrand.body.code).toBe('SESSION_NOT_FOUND');
  });

  it('leaves the books balanced', async () => {
    const reconciliation = await createWalletService({ db: harness.database.db }).reconcile();
    expect(reconciliation.balanced).toBe(true);
    const rounds = await harness.database.db
      .select()
      .from(gameRound)
      .where(and(eq(gameRound.memberId, session.playerId), eq(gameRound.vendorCode, 'HOUSE')));
    expect(rounds.length).toBeGreaterThan(5);
  });
});
