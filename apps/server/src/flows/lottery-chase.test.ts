import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '@croupier/contracts';
import { call } from '../test/account-helpers.js';
import { openTestDraw, runCycle, vietnamResult } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, createPlayer, operatorToken, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

type Ticket = { orderDetailId: string; chasePeriod: number; status: string; cancellable: boolean; numero: string };

let harness: TestApp;
let player: Player;

beforeAll(async () => {
  harness = await createTestApp();
  player = await createPlayer(harness, { balanceMinor: 100_000n, paymentPassword: null, bankAccount: false });
});
afterAll(async () => {
  await harness.close();
});

/** Three consecutive draws of a game of its own (a chase takes the given draw and the ones after it). */
async function threeDraws(gameCode: string) {
  return [
    await openTestDraw(harness.database.db, gameCode, 600),
    await openTestDraw(harness.database.db, gameCode, 700),
    await openTestDraw(harness.database.db, gameCode, 800),
  ];
}

describe('chase orders', () => {
  it('debits every period when placed, and a win stops and refunds the periods after it', async () => {
    const [first] = await threeDraws('VN_S_HOCHIMINH');
    const before = parseMinor(await balanceOf(harness.app, player.token));
    const placed = await call(harness.app, 'POST', '/lgw/orders', {
      token: player.token,
      payload: {
        gameCode: 'VN_S_HOCHIMINH',
        numero: first?.numero,
        bets: [{ pricing: 'fixed-odds', betTypeCode: 'VN_DE', selection: '45', unitStake: '1.00' }],
        chase: { periods: 3, stopOnWin: true },
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.body.value.totalAmount).toBe('3.00');
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before - 300n);

    await callConsole(harness.app, harness.operatorToken, 'POST', '/bo/lottery/draws/close', {
      gameCode: 'VN_S_HOCHIMINH',
      numero: first?.numero,
    });
    const entry = await callConsole(harness.app, harness.operatorToken, 'POST', '/bo/lottery/results', {
      gameCode: 'VN_S_HOCHIMINH',
      numero: first?.numero,
      result: vietnamResult('VN_S', ['45']),
    });
    const checker = await operatorToken(harness, 'finance');
    await callConsole(harness.app, checker, 'POST', '/bo/lottery/results/confirm', {
      entryId: entry.body.value.entryId,
      result: vietnamResult('VN_S', ['45']),
    });
    await runCycle(harness.database.db);

    const detail = await call(harness.app, 'GET', `/lgw/orders/detail/${String(placed.body.value.orderNo)}`, {
      token: player.token,
    });
    const tickets = detail.body.value.tickets as Ticket[];
    expect(tickets.map((ticket) => `${ticket.chasePeriod}:${ticket.status}`)).toEqual([
      '1:WON',
      '2:CHASE_STOPPED',
      '3:CHASE_STOPPED',
    ]);
    // ĐB (South) pays 98 a unit; the two stopped periods come back.
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before - 300n + 9800n + 200n);
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('is cancelled from its last pending period backwards', async () => {
    const [first] = await threeDraws('VN_C_DANANG');
    const placed = await call(harness.app, 'POST', '/lgw/orders', {
      token: player.token,
      payload: {
        gameCode: 'VN_C_DANANG',
        numero: first?.numero,
        bets: [{ pricing: 'fixed-odds', betTypeCode: 'VN_DE', selection: '12', unitStake: '2.00' }],
        chase: { periods: 3, stopOnWin: false },
      },
    });
    const tickets = placed.body.value.tickets as Ticket[];
    expect(tickets.map((ticket) => ticket.cancellable)).toEqual([false, false, true]);
    const cancel = (ticket: Ticket | undefined) =>
      call(harness.app, 'POST', '/lgw/orders/suborders/cancel', {
        token: player.token,
        payload: { orderDetailId: ticket?.orderDetailId },
      });
    expect((await cancel(tickets[0])).body.code).toBe('CANCEL_CHASE_ORDER_IS_NOT_LAST_START');
    const before = parseMinor(await balanceOf(harness.app, player.token));
    expect((await cancel(tickets[2])).body.value).toMatchObject({ status: 'CANCELLED' });
    expect((await cancel(tickets[1])).body.value).toMatchObject({ status: 'CANCELLED' });
    expect((await cancel(tickets[0])).body.value).toMatchObject({ status: 'CANCELLED' });
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before + 600n);
  });
});
