import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/account-helpers.js';
import { openTestDraw, passDrawTime } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, fund } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

/**
 * The brand's lottery ledger account is made on the first bet, inside the bet's transaction, and the wallet
 * remembers account ids for the life of the process. A fresh database (a brand never bet on) is the point here.
 */
describe('the first lottery bet of a brand', () => {
  let harness: TestApp;
  let player: Player;
  beforeAll(async () => {
    harness = await createTestApp();
    player = await createPlayer(harness, { balanceMinor: 10_000n, paymentPassword: null, bankAccount: false });
  });
  afterAll(async () => {
    await harness.close();
  });

  const bet = (numero: string) =>
    call(harness.app, 'POST', '/lgw/orders', {
      token: player.token,
      payload: {
        gameCode: 'K3_1',
        numero,
        bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '10', unitStake: '1.00' }],
      },
    });

  it('refused, leaves later bets of the brand working', async () => {
    const late = await openTestDraw(harness.database.db, 'K3_1');
    await passDrawTime(harness.database.db, late.id);
    expect(await bet(late.numero)).toMatchObject({ statusCode: 409, body: { code: 'DRAW_CLOSED' } });

    const open = await openTestDraw(harness.database.db, 'K3_1');
    const next = await bet(open.numero);
    expect({ status: next.statusCode, code: next.body.code }).toEqual({ status: 200, code: undefined });
  });
});

describe('the first lottery bet of a member', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(async () => {
    await harness.close();
  });

  const bet = (player: Player, numero: string) =>
    call(harness.app, 'POST', '/lgw/orders', {
      token: player.token,
      payload: {
        gameCode: 'K3_1',
        numero,
        bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '10', unitStake: '1.00' }],
      },
    });

  it('refused for want of money, leaves the member able to bet once funded', async () => {
    const draw = await openTestDraw(harness.database.db, 'K3_1');
    // Another member's bet has made the brand's lottery account: only the new member's wallet is at stake here.
    const other = await createPlayer(harness, { balanceMinor: 10_000n, paymentPassword: null, bankAccount: false });
    expect((await bet(other, draw.numero)).statusCode).toBe(200);

    // Registered, never funded, never shown a balance: the bet's transaction is where the wallet would be made.
    const player = await createPlayer(harness, { paymentPassword: null, bankAccount: false });
    expect(await bet(player, draw.numero)).toMatchObject({ statusCode: 400, body: { code: 'INSUFFICIENT_FUNDS' } });
    await fund(harness, player.memberId, 10_000n);
    const next = await bet(player, draw.numero);
    expect({ status: next.statusCode, code: next.body.code }).toEqual({ status: 200, code: undefined });
  });
});
