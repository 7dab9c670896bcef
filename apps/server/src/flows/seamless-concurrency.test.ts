import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { seamlessWalletPaths } from '@croupier/contracts';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { fundedPlayer, houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { gameRound } from '../modules/games/games.tables.js';

/** Races need a real server with a pool of connections; PGlite would only serialize them. */
describe.skipIf(!process.env.DATABASE_URL)('seamless bets racing one wallet (PostgreSQL)', () => {
  let testApp: TestApp;
  let secret = '';
  let token = '';
  let playerId = '';
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 50 });
    secret = await houseVendorSecret(testApp.database.db);
    const created = await call(testApp.app, 'PUT', '/wps/member/register', {
      payload: {
        username: 'Gambler01',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        terms: true,
        ageConfirmed: true,
      },
    });
    const memberToken = String(created.body.value.token);
    await testApp.app.inject({
      method: 'POST',
      url: '/bo/wallets/adjustments',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
      payload: { merchant: 'demo', username: 'Gambler01', direction: 'credit', amount: '1000', reason: 'race funds' },
    });
    token = (await launchToken(testApp.app, testApp.database.db, { memberToken })).token;
    const session = await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
    playerId = String((session.body.value as { playerId: string }).playerId);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('500 concurrent bets of 10.00 against 1,000.00: exactly 100 taken, never below zero, books clean', async () => {
    const answers = await Promise.all(
      Array.from({ length: 500 }, () =>
        signedCall(
          testApp.app,
          seamlessWalletPaths.bet,
          {
            token,
            playerId,
            transactionId: randomUUID(),
            roundId: randomUUID(),
            amount: '10.00',
            currency: 'THB',
          },
          { secret },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(100);
    expect(answers.filter((answer) => answer.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(400);
    const balance = await signedCall(testApp.app, seamlessWalletPaths.balance, { token, playerId }, { secret });
    expect(balance.body.value).toMatchObject({ balance: '0.00' });
    const reconciliation = await testApp.app.inject({
      url: '/bo/reconciliation',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(reconciliation.json()).toMatchObject({ value: { balanced: true } });
  });

  it('10 concurrent deliveries of one bet-and-win apply once with one answer', async () => {
    const before = await signedCall(testApp.app, seamlessWalletPaths.balance, { token, playerId }, { secret });
    expect(before.body.value).toMatchObject({ balance: '0.00' });
    const request = {
      token,
      playerId,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      bet: '0',
      win: '5.00',
      currency: 'THB',
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signedCall(testApp.app, seamlessWalletPaths.betWin, request, { secret })),
    );
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.text}`)).size).toBe(1);
    const after = await signedCall(testApp.app, seamlessWalletPaths.balance, { token, playerId }, { secret });
    expect(after.body.value).toMatchObject({ balance: '5.00' });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('seamless rounds racing (PostgreSQL)', () => {
  let testApp: TestApp;
  let secret = '';
  let player = { token: '', playerId: '' };
  const send = (path: string, body: unknown) => signedCall(testApp.app, path, body, { secret });
  const balance = async () =>
    String(((await send(seamlessWalletPaths.balance, player)).body.value as { balance: string }).balance);
  const roundOf = async (roundId: string) => {
    const [row] = await testApp.database.db
      .select()
      .from(gameRound)
      .where(and(eq(gameRound.roundId, roundId), eq(gameRound.memberId, player.playerId)));
    return row;
  };
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 50 });
    secret = await houseVendorSecret(testApp.database.db);
    player = await fundedPlayer(testApp, secret, 'Racer01', '1000');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('bets racing the win that closes their round: each is taken before the close or refused, never after', async () => {
    const roundId = randomUUID();
    const bet = () => ({ ...player, transactionId: randomUUID(), roundId, amount: '1.00', currency: 'THB' });
    await send(seamlessWalletPaths.bet, { ...bet(), amount: '10.00' });
    const requests = Array.from({ length: 40 }, (_, index) =>
      index === 20 ? send(seamlessWalletPaths.win, { ...bet(), amount: '0' }) : send(seamlessWalletPaths.bet, bet()),
    );
    const answers = await Promise.all(requests);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
    const taken = answers.filter((answer, index) => index !== 20 && answer.statusCode === 200).length;
    const refused = answers.filter((answer) => answer.body.code === 'ROUND_CLOSED').length;
    expect(answers[20]?.statusCode).toBe(200);
    expect(taken + refused).toBe(39);
    // The closing win's balance counts the bets taken before it: every bet taken was taken before the close.
    const atClose = Number((answers[20]?.body.value as { balance: string }).balance);
    expect(taken).toBe(1000 - 10 - atClose);
    expect(await roundOf(roundId)).toMatchObject({ status: 'settled', stakeMinor: BigInt(1000 + taken * 100) });
    expect(await balance()).toBe((1000 - 10 - taken).toFixed(2));
  });

  it('bets racing close-round: the same', async () => {
    const before = Number(await balance());
    const roundId = randomUUID();
    const bet = () => ({ ...player, transactionId: randomUUID(), roundId, amount: '1.00', currency: 'THB' });
    await send(seamlessWalletPaths.bet, bet());
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index === 20
          ? send(seamlessWalletPaths.closeRound, { ...player, roundId })
          : send(seamlessWalletPaths.bet, bet()),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
    expect(answers[20]?.body.value).toMatchObject({ settled: true });
    const taken = answers.filter((answer, index) => index !== 20 && answer.statusCode === 200).length;
    expect(taken + answers.filter((answer) => answer.body.code === 'ROUND_CLOSED').length).toBe(39);
    expect(await roundOf(roundId)).toMatchObject({ status: 'settled', stakeMinor: BigInt(100 + taken * 100) });
    expect(await balance()).toBe((before - 1 - taken).toFixed(2));
  });

  it('twenty first bets of one new round at once all land in one round row', async () => {
    const before = Number(await balance());
    const roundId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(seamlessWalletPaths.bet, {
          ...player,
          transactionId: randomUUID(),
          roundId,
          amount: '1.00',
          currency: 'THB',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await roundOf(roundId)).toMatchObject({ status: 'open', stakeMinor: 2000n });
    expect(await balance()).toBe((before - 20).toFixed(2));
  });

  it('ten voids of one round at once: one applies, the others answer ROUND_VOIDED, the money moves once', async () => {
    const before = await balance();
    const roundId = randomUUID();
    await send(seamlessWalletPaths.bet, {
      ...player,
      transactionId: randomUUID(),
      roundId,
      amount: '10.00',
      currency: 'THB',
    });
    await send(seamlessWalletPaths.win, {
      ...player,
      transactionId: randomUUID(),
      roundId,
      amount: '3.00',
      currency: 'THB',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(seamlessWalletPaths.voidRound, { ...player, transactionId: randomUUID(), roundId, reason: 'race' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'ROUND_VOIDED')).toHaveLength(9);
    expect(await balance()).toBe(before);
  });

  it('a rollback racing a void of the same open round refunds the stake once', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const before = await balance();
      const roundId = randomUUID();
      const placed = { ...player, transactionId: randomUUID(), roundId, amount: '5.00', currency: 'THB' };
      await send(seamlessWalletPaths.bet, placed);
      const [rollback, voided] = await Promise.all([
        send(seamlessWalletPaths.rollback, {
          ...player,
          transactionId: randomUUID(),
          referenceTransactionId: placed.transactionId,
          roundId,
        }),
        send(seamlessWalletPaths.voidRound, { ...player, transactionId: randomUUID(), roundId, reason: 'race' }),
      ]);
      expect(voided.statusCode).toBe(200);
      expect([200, 409]).toContain(rollback.statusCode);
      expect(await balance()).toBe(before);
    }
    const reconciliation = await testApp.app.inject({
      url: '/bo/reconciliation',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(reconciliation.json()).toMatchObject({ value: { balanced: true } });
  });
});
