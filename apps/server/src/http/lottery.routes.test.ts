import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from '@croupier/contracts';
import { call } from '../test/account-helpers.js';
import { findTestDraw, openTestDraw, passDrawTime, runCycle, vietnamResult } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, createPlayer, operatorToken, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { createLotteryService, verifyDrawProof } from '../modules/lottery/index.js';
import type { DrawProof, DrawShape } from '../modules/lottery/index.js';
import { lotteryTicket } from '../db/schema.js';
import { eq } from 'drizzle-orm';

let harness: TestApp;
let player: Player;

const bigBet = (stake = '10.00') => ({
  pricing: 'fixed-odds',
  betTypeCode: 'WINGO_BIG_SMALL',
  selection: 'BIG',
  unitStake: stake,
});

async function place(token: string, body: Record<string, unknown>, key?: string) {
  return call(harness.app, 'POST', '/lgw/orders', {
    token,
    payload: body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

beforeAll(async () => {
  harness = await createTestApp();
  player = await createPlayer(harness, { balanceMinor: 100_000n });
});
afterAll(async () => {
  await harness.close();
});

describe('lottery calendar and menus', () => {
  it('schedules every game with seed chains committed before sales, and answers the /lgw reads', async () => {
    const lottery = createLotteryService({ db: harness.database.db });
    const created = await lottery.scheduleDraws(new Date());
    expect(created).toBeGreaterThan(1000);
    expect(await lottery.scheduleDraws(new Date())).toBe(0);

    const menus = await call(harness.app, 'GET', '/lgw/games/game_menus?prizeMode=ELOTT');
    expect(menus.statusCode).toBe(200);
    const groups = menus.body.value as unknown as Record<string, { gameMenus: { code: string; gameId: number }[] }>;
    expect(Object.keys(groups)).toEqual(
      expect.arrayContaining(['WINGO', 'K3', 'SSC', '11X5', 'PK10', '5D', 'VN_FAST']),
    );
    const wingo = groups.WINGO?.gameMenus.find((game) => game.code === 'WINGO_1');
    expect(wingo).toBeDefined();

    const near = await call(harness.app, 'GET', `/lgw/numeros/near?gameId=${wingo?.gameId}`);
    const value = near.body.value as unknown as {
      currentNumero: { numero: string; remainTime: number; lockTime: number };
      nextNumero: { numero: string };
    };
    expect(value.currentNumero.lockTime).toBe(5);
    expect(value.currentNumero.remainTime).toBeGreaterThan(0);
    // The draw on sale when the calendar was first filled is skipped (its chain could not precede its opening).
    expect(value.currentNumero.remainTime).toBeLessThanOrEqual(120_000);
    expect(value.nextNumero.numero > value.currentNumero.numero).toBe(true);

    // No prize mode asked: the demo brand's e-lottery lane carries TCG_LOTTO_VN, so its menu is ELOTT's (spec §4).
    const byRule = await call(harness.app, 'GET', '/lgw/games/game_menus');
    expect(Object.keys(byRule.body.value).sort()).toEqual(Object.keys(groups).sort());
    const vietnam = await call(harness.app, 'GET', '/lgw/vn/games/game_menu?prizeMode=VN&device=WEB');
    expect(Object.keys(vietnam.body.value)).toEqual(expect.arrayContaining(['VN_N', 'VN_C', 'VN_S']));
    const opened = await call(harness.app, 'GET', '/lotto/lgw/games/opened/numero?prizeMode=ELOTT', {
      token: player.token,
    });
    expect((opened.body.value as unknown as unknown[]).length).toBeGreaterThan(10);
    expect((await call(harness.app, 'GET', '/lotto/lgw/games/opened/numero')).statusCode).toBe(401);

    const table = await call(harness.app, 'GET', '/lgw/games/bonus?gameCode=SSC_1&prizeMode=LOTT&series=1800');
    const plays = table.body.value.plays as { code: string; prizes: { level: string; prize: string }[] }[];
    expect(plays.find((play) => play.code === 'SSC_FIVE_STAR_DIRECT')?.prizes[0]?.prize).toBe('180000.00');
    const proof = await call(harness.app, 'GET', `/lgw/draw/proof/WINGO_1/${value.nextNumero.numero}`);
    expect(proof.body.value).toMatchObject({ seed: null, winNumbers: null });
    expect(String(proof.body.value.terminalHash)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('placing, settling and verifying an in-house draw', () => {
  it('debits a WinGo bet, settles it once from the derived result, and the proof verifies', async () => {
    const draw = await openTestDraw(harness.database.db, 'WINGO_1');
    const before = parseMinor(await balanceOf(harness.app, player.token));
    const placed = await place(player.token, { gameCode: 'WINGO_1', numero: draw.numero, bets: [bigBet('10.00')] });
    expect(placed.statusCode).toBe(200);
    expect(placed.body.value).toMatchObject({ totalAmount: '10.00', balance: formatMinor(before - 1000n) });
    const tickets = placed.body.value.tickets as { status: string; orderDetailId: string }[];
    expect(tickets[0]?.status).toBe('PENDING');

    const open = await call(harness.app, 'GET', '/lgw/orders/records?open=true&gameCode=WINGO_1', {
      token: player.token,
    });
    expect(open.body.value.total).toBe(1);

    await passDrawTime(harness.database.db, draw.id);
    await runCycle(harness.database.db);
    const settled = await findTestDraw(harness.database.db, draw.id);
    expect(settled.status).toBe('SETTLED');
    const digit = settled.result?.kind === 'digits' ? (settled.result.digits[0] ?? 0) : -1;
    // BIG wins on 5-9 at 2.0 after the 2% stake fee: 10.00 returns 19.60.
    const expected = digit >= 5 ? 1960n : 0n;
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before - 1000n + expected);
    await runCycle(harness.database.db);
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before - 1000n + expected);

    const records = await call(harness.app, 'GET', `/lgw/orders/records?numero=${draw.numero}`, {
      token: player.token,
    });
    const [row] = records.body.value.content as { status: string; winAmount: string; winningNumber: string }[];
    expect(row).toMatchObject({
      status: digit >= 5 ? 'WON' : 'LOST',
      winAmount: formatMinor(expected),
      winningNumber: String(digit),
    });

    const proof = await call(harness.app, 'GET', `/lgw/draw/proof/WINGO_1/${draw.numero}`);
    const body = proof.body.value as unknown as DrawProof & { shape: DrawShape };
    expect(body.seed).toMatch(/^[0-9a-f]{64}$/);
    const check = verifyDrawProof(body);
    expect(check).toMatchObject({ chainValid: true, resultValid: true });
    // A published result other than the derived one, or a seed outside the chain, fails the check.
    const otherDigit = String((Number(body.winNumbers) + 1) % 10);
    expect(verifyDrawProof({ ...body, winNumbers: otherDigit }).resultValid).toBe(false);
    expect(verifyDrawProof({ ...body, seed: body.terminalHash }).chainValid).toBe(false);
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('refuses a bet after the close, a trial account, opposite sides and stakes over the limits', async () => {
    const draw = await openTestDraw(harness.database.db, 'WINGO_3');
    const first = await place(player.token, { gameCode: 'WINGO_3', numero: draw.numero, bets: [bigBet('5.00')] });
    expect(first.statusCode).toBe(200);
    const opposite = await place(player.token, {
      gameCode: 'WINGO_3',
      numero: draw.numero,
      bets: [{ ...bigBet('5.00'), selection: 'SMALL' }],
    });
    expect(opposite.body.code).toBe('LOTTERY_ROUND_CONFLICT');
    const tooMuch = await place(player.token, { gameCode: 'WINGO_3', numero: draw.numero, bets: [bigBet('60000.00')] });
    expect(tooMuch.body.code).toBe('LOTTERY_LIMIT_EXCEEDED');
    const badSelection = await place(player.token, {
      gameCode: 'WINGO_3',
      numero: draw.numero,
      bets: [{ ...bigBet(), selection: 'PURPLE' }],
    });
    expect(badSelection).toMatchObject({ statusCode: 400, body: { code: 'LOTTERY_BET_INVALID' } });

    const trial = await call(harness.app, 'POST', '/wps/session/login/freeplay', { payload: {} });
    const trialToken = String(trial.body.value.token);
    const refused = await place(trialToken, { gameCode: 'WINGO_3', numero: draw.numero, bets: [bigBet()] });
    expect(refused.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');

    await passDrawTime(harness.database.db, draw.id);
    const late = await place(player.token, { gameCode: 'WINGO_3', numero: draw.numero, bets: [bigBet()] });
    expect(late).toMatchObject({ statusCode: 409, body: { code: 'DRAW_CLOSED' } });
    await runCycle(harness.database.db);
  });

  it('answers a replayed order key with the same order, and a different body with a conflict', async () => {
    const draw = await openTestDraw(harness.database.db, 'K3_1');
    const body = {
      gameCode: 'K3_1',
      numero: draw.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '10', unitStake: '2.00' }],
    };
    const before = await balanceOf(harness.app, player.token);
    const first = await place(player.token, body, 'order-key-0001');
    const again = await place(player.token, body, 'order-key-0001');
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(parseMinor(before) - 200n);
    const other = await place(
      player.token,
      { ...body, bets: [{ ...body.bets[0], selection: '11' }] },
      'order-key-0001',
    );
    expect(other).toMatchObject({ statusCode: 409, body: { code: 'CONFLICT' } });
  });

  // Defect 4 of issue 12: a key that failed the pattern was silently replaced by a random one, so the retry of a
  // 200 order was placed (and charged) a second time.
  it.each([
    ['101 characters', 'k'.repeat(101)],
    ['120 characters', 'k'.repeat(120)],
    ['18 characters with a space', 'order key 00000001'],
    ['7 characters', 'short-1'],
    ['129 characters', 'k'.repeat(129)],
  ])('places an order once for a retried key of %s, or refuses the key: never twice', async (_label, key) => {
    const draw = await openTestDraw(harness.database.db, 'K3_1');
    const body = {
      gameCode: 'K3_1',
      numero: draw.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '12', unitStake: '2.00' }],
    };
    const before = parseMinor(await balanceOf(harness.app, player.token));
    const first = await place(player.token, body, key);
    const retry = await place(player.token, body, key);
    const charged = before - parseMinor(await balanceOf(harness.app, player.token));
    if (first.statusCode === 200) {
      expect(retry.body.value.orderNo).toBe(first.body.value.orderNo);
      expect(charged).toBe(200n);
    } else {
      for (const answer of [first, retry]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          value: { fields: [{ path: 'idempotency-key', message: 'IDEMPOTENCY_KEY_FORMAT' }] },
        });
      }
      expect(charged).toBe(0n);
    }
  });

  it('refuses a malformed key as the withdrawal does: 18 characters with a space are never an order', async () => {
    const draw = await openTestDraw(harness.database.db, 'K3_1');
    const answer = await place(
      player.token,
      {
        gameCode: 'K3_1',
        numero: draw.numero,
        bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '9', unitStake: '2.00' }],
      },
      'order key 00000002',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it('cancels a pending ticket with a refund, and a chase only from its last period', async () => {
    const draw = await openTestDraw(harness.database.db, 'SSC_5');
    const single = await place(player.token, {
      gameCode: 'SSC_5',
      numero: draw.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'SSC_BALL_NUMBER', selection: '||7||', unitStake: '3.00' }],
    });
    expect(single.statusCode).toBe(200);
    const before = parseMinor(await balanceOf(harness.app, player.token));
    const ticket = (single.body.value.tickets as { orderDetailId: string; cancellable: boolean }[])[0];
    expect(ticket?.cancellable).toBe(true);
    const cancelled = await call(harness.app, 'POST', '/lgw/orders/suborders/cancel', {
      token: player.token,
      payload: { orderDetailId: ticket?.orderDetailId },
    });
    expect(cancelled.body.value).toMatchObject({ status: 'CANCELLED', statusCode: 8 });
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before + 300n);
    const twice = await call(harness.app, 'POST', '/lgw/orders/suborders/cancel', {
      token: player.token,
      payload: { orderDetailId: ticket?.orderDetailId },
    });
    expect(twice.body.code).toBe('CANCEL_NOT_ALLOWED');
    const stranger = await createPlayer(harness, { balanceMinor: 1000n });
    const foreign = await call(harness.app, 'POST', '/lgw/orders/suborders/cancel', {
      token: stranger.token,
      payload: { orderDetailId: ticket?.orderDetailId },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('official draws settled from operator-entered results', () => {
  it('settles a Vietnam lô from a result two operators agreed, then a correction pays the difference', async () => {
    const draw = await openTestDraw(harness.database.db, 'VN_N');
    const before = parseMinor(await balanceOf(harness.app, player.token));
    const placed = await place(player.token, {
      gameCode: 'VN_N',
      numero: draw.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'VN_LO_2', selection: '27', unitStake: '1.00' }],
    });
    // A northern lô costs 27 units: 27.00.
    expect(placed.body.value.totalAmount).toBe('27.00');
    const early = await callConsole(
      harness.app,
      await operatorToken(harness, 'support'),
      'POST',
      '/bo/lottery/results',
      {
        gameCode: 'VN_N',
        numero: draw.numero,
        result: { kind: 'prize-tiers', tiers: [] },
      },
    );
    expect(early.statusCode).toBe(400);
    const stop = await callConsole(harness.app, harness.operatorToken, 'POST', '/bo/lottery/draws/close', {
      gameCode: 'VN_N',
      numero: draw.numero,
    });
    expect(stop.statusCode).toBe(200);
    expect((await findTestDraw(harness.database.db, draw.id)).status).toBe('CLOSED');
    const late = await place(player.token, {
      gameCode: 'VN_N',
      numero: draw.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'VN_DE', selection: '27', unitStake: '1.00' }],
    });
    expect(late.body.code).toBe('DRAW_CLOSED');

    // The third prize number (G2's first) ends in 27 once, then twice after the correction.
    const tiers = (endings: string[]) => vietnamResult('VN_N', ['01', '01', ...endings]);
    const enterer = operatorToken(harness, 'support');
    const confirmer = operatorToken(harness, 'finance');
    const entered = await callConsole(harness.app, await enterer, 'POST', '/bo/lottery/results', {
      gameCode: 'VN_N',
      numero: draw.numero,
      result: tiers(['27']),
    });
    expect(entered.statusCode).toBe(200);
    const self = await callConsole(harness.app, await enterer, 'POST', '/bo/lottery/results/confirm', {
      entryId: entered.body.value.entryId,
      result: tiers(['27']),
    });
    expect(self.body.code).toBe('RESULT_SAME_OPERATOR');
    // Blind double entry: a typing that differs from the maker's confirms nothing.
    const mismatch = await callConsole(harness.app, await confirmer, 'POST', '/bo/lottery/results/confirm', {
      entryId: entered.body.value.entryId,
      result: tiers(['28']),
    });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.body.code).toBe('RESULT_MISMATCH');
    expect((await findTestDraw(harness.database.db, draw.id)).status).toBe('CLOSED');
    const confirmed = await callConsole(harness.app, await confirmer, 'POST', '/bo/lottery/results/confirm', {
      entryId: entered.body.value.entryId,
      result: tiers(['27']),
    });
    expect(confirmed.body.value).toMatchObject({ status: 'CONFIRMED', resultVersion: 1 });
    await runCycle(harness.database.db);
    // One hit pays 98.5 units.
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before - 2700n + 9850n);

    const correction = await callConsole(harness.app, await confirmer, 'POST', '/bo/lottery/results', {
      gameCode: 'VN_N',
      numero: draw.numero,
      result: tiers(['27', '27']),
    });
    await callConsole(harness.app, await enterer, 'POST', '/bo/lottery/results/confirm', {
      entryId: correction.body.value.entryId,
      result: tiers(['27', '27']),
    });
    await runCycle(harness.database.db);
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before - 2700n + 19_700n);
    await runCycle(harness.database.db);
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before - 2700n + 19_700n);
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('voids an official draw with no result within the window and refunds every stake', async () => {
    const draw = await openTestDraw(harness.database.db, 'TH_GLO');
    const before = parseMinor(await balanceOf(harness.app, player.token));
    await place(player.token, {
      gameCode: 'TH_GLO',
      numero: draw.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'TH_THREE_TOP', selection: '123', unitStake: '20.00' }],
    });
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before - 2000n);
    await passDrawTime(harness.database.db, draw.id, 3601);
    await runCycle(harness.database.db);
    const voided = await findTestDraw(harness.database.db, draw.id);
    expect(voided).toMatchObject({ status: 'VOID', voidReason: 'NO_RESULT' });
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before);
  });

  it('refuses a closed hot number configured by the brand, and prices new tickets at a new odds version only', async () => {
    const setting = {
      merchant: 'demo',
      gameCode: 'LA_LAO',
      enabled: true,
      allowCancel: true,
      minStake: '1.00',
      maxStake: '50000.00',
      maxNumberStake: '100000.00',
      maxDrawStake: '500000.00',
      payoutCap: null,
      maxChasePeriods: 10,
      memberSeries: 1960,
      closedNumbers: ['123'],
      numberPayoutPercent: { '456': 50 },
    };
    const support = await operatorToken(harness, 'support');
    const forbidden = await callConsole(harness.app, support, 'PUT', '/bo/lottery/settings', setting);
    expect(forbidden.statusCode).toBe(403);
    const saved = await callConsole(harness.app, harness.operatorToken, 'PUT', '/bo/lottery/settings', setting);
    expect(saved.body.value).toEqual({ gameCode: 'LA_LAO', version: 1 });
    const draw = await openTestDraw(harness.database.db, 'LA_LAO');
    const refused = await place(player.token, {
      gameCode: 'LA_LAO',
      numero: draw.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'LA_THREE_TOP', selection: '123', unitStake: '1.00' }],
    });
    expect(refused.body.code).toBe('LOTTERY_NUMBER_CLOSED');

    const wingo = await openTestDraw(harness.database.db, 'WINGO_5');
    const before = await place(player.token, { gameCode: 'WINGO_5', numero: wingo.numero, bets: [bigBet('1.00')] });
    expect(before.statusCode).toBe(200);
    const table = {
      pricing: 'fixed-odds',
      code: 'WINGO_DEFAULT',
      family: 'WINGO',
      stakeFeeBasisPoints: 200,
      betTypes: {
        WINGO_NUMBER: { costUnits: 1, payoutThousandths: { NUMBER: 9_000 } },
        WINGO_BIG_SMALL: { costUnits: 1, payoutThousandths: { BIG_SMALL: 1_950 } },
      },
    };
    const incomplete = await callConsole(harness.app, harness.operatorToken, 'PUT', '/bo/lottery/odds-tables', {
      merchant: 'demo',
      table: { ...table, betTypes: { WINGO_BIG_SMALL: { costUnits: 1, payoutThousandths: {} } } },
    });
    expect(incomplete.statusCode).toBe(400);
    const version = await callConsole(harness.app, harness.operatorToken, 'PUT', '/bo/lottery/odds-tables', {
      merchant: 'demo',
      table,
    });
    expect(version.body.value).toEqual({ code: 'WINGO_DEFAULT', version: 2 });
    const prizes = await call(harness.app, 'GET', '/lgw/games/bonus?gameCode=WINGO_5');
    const plays = prizes.body.value.plays as { code: string; prizes: { prize: string }[] }[];
    expect(plays.map((play) => play.code)).toEqual(['WINGO_NUMBER', 'WINGO_BIG_SMALL']);
    expect(plays[1]?.prizes[0]?.prize).toBe('1.95');
    const after = await place(player.token, { gameCode: 'WINGO_5', numero: wingo.numero, bets: [bigBet('1.00')] });
    const snapshots = await harness.database.db
      .select({ odds: lotteryTicket.odds })
      .from(lotteryTicket)
      .where(eq(lotteryTicket.drawId, wingo.id))
      .orderBy(lotteryTicket.id);
    expect(snapshots.map((row) => row.odds.tableVersion)).toEqual([1, 2]);
    expect(after.statusCode).toBe(200);
  });
});
