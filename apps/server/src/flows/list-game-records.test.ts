import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamlessWalletPaths } from '@croupier/contracts';
import { call, logInToken } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';

let harness: TestApp;
let memberToken = '';

/** Plays a settled round at a house game through the wallet API, as the vendor does. */
async function playRound(engine: string, bet: string, win: string) {
  const { token } = await launchToken(harness.app, harness.database.db, { memberToken, engine });
  const secret = await houseVendorSecret(harness.database.db);
  const session = await signedCall(harness.app, seamlessWalletPaths.authenticate, { token }, { secret });
  const playerId = String((session.body.value as { playerId: string }).playerId);
  const answer = await signedCall(
    harness.app,
    seamlessWalletPaths.betWin,
    { token, playerId, transactionId: randomUUID(), roundId: randomUUID(), bet, win, currency: 'THB' },
    { secret },
  );
  expect(answer.statusCode).toBe(200);
}

beforeAll(async () => {
  harness = await createTestApp();
  memberToken = await logInToken(harness.app, 'demo', 'Demo@2026', '198.51.100.30');
  await playRound('HOUSE:slot:golden-temple', '10.00', '0');
  await playRound('HOUSE:slot:mekong-dragon', '20.00', '55.00');
  await playRound('HOUSE:baccarat', '100.00', '195.00');
});
afterAll(async () => {
  await harness.close();
});

describe('betting record and profit and loss', () => {
  it('lists the member’s rounds newest first with totals over the whole filter', async () => {
    const page = await call(harness.app, 'GET', '/wps/game/records?pageNo=1&pageSize=2', { token: memberToken });
    expect(page.statusCode).toBe(200);
    const value = page.body.value as unknown as {
      content: { stake: string; win: string; net: string; gameType: string; status: string }[];
      total: number;
      totalPages: number;
      totals: { rounds: number; stake: string; win: string; net: string };
    };
    expect(value.total).toBe(3);
    expect(value.totalPages).toBe(2);
    expect(value.content).toHaveLength(2);
    expect(value.content[0]).toMatchObject({ stake: '100.00', win: '195.00', net: '95.00', gameType: 'LIVE' });
    expect(value.totals).toEqual({ rounds: 3, stake: '130.00', win: '250.00', net: '120.00' });
  });

  it('filters by category and takes the query as a JSON body too', async () => {
    const page = await call(harness.app, 'POST', '/wps/game/records', {
      token: memberToken,
      payload: { gameType: 'RNG', pageNo: 1, pageSize: 20 },
    });
    const value = page.body.value as unknown as { total: number; totals: { net: string } };
    expect(value.total).toBe(2);
    expect(value.totals.net).toBe('25.00');
    const none = await call(harness.app, 'GET', '/wps/game/records?gameType=FISH', { token: memberToken });
    expect((none.body.value as unknown as { content: unknown[] }).content).toEqual([]);
  });

  it('excludes days outside the brand-local range', async () => {
    const old = await call(harness.app, 'GET', '/wps/game/records?startDate=2020-01-01&endDate=2020-01-31', {
      token: memberToken,
    });
    expect((old.body.value as unknown as { total: number }).total).toBe(0);
  });

  it('sums profit and loss per category', async () => {
    const answer = await call(harness.app, 'GET', '/wps/game/profitLoss', { token: memberToken });
    expect(answer.body.value).toEqual({
      currency: 'THB',
      categories: [
        { gameType: 'LIVE', rounds: 1, stake: '100.00', win: '195.00', net: '95.00' },
        { gameType: 'RNG', rounds: 2, stake: '30.00', win: '55.00', net: '25.00' },
      ],
      totals: { rounds: 3, stake: '130.00', win: '250.00', net: '120.00' },
    });
  });

  it('shows a member only their own rounds, and visitors nothing', async () => {
    const agentToken = await logInToken(harness.app, 'agent', 'Agent@2026', '198.51.100.31');
    const theirs = await call(harness.app, 'GET', '/wps/game/records', { token: agentToken });
    expect((theirs.body.value as unknown as { total: number }).total).toBe(0);
    const visitor = await call(harness.app, 'GET', '/wps/game/records');
    expect(visitor.statusCode).toBe(401);
    const bad = await call(harness.app, 'GET', '/wps/game/records?gameType=POKER', { token: memberToken });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});
