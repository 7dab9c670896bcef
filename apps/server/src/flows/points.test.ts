import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { fixedClock } from '../lib/clock.js';
import { call } from '../test/account-helpers.js';
import { pointsBook, pointsFixture } from '../test/points-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, createPlayer, operatorToken } from '../test/withdrawal-helpers.js';

/**
 * Points and the mall (decision 0082), the engagement reference §6: earning by category ratio once per bet and the
 * void's reversal (PT4), lots spent oldest first and expired after their life (shown to the player first), the mall's
 * redeem states, stock and limits (PT2, PT3), conversion at the brand's ratio (PT5), and the payment password (PT6).
 */

let harness: TestApp;
let fixture: Awaited<ReturnType<typeof pointsFixture>>;
const dayMs = 86_400_000;

beforeAll(async () => {
  harness = await createTestApp();
  fixture = await pointsFixture(harness);
});
afterAll(async () => {
  await harness.close();
});

describe('earning', () => {
  it('earns by category ratio, rounded down per bet, once per event; a void takes back exactly what the bet earned', async () => {
    const player = await createPlayer(harness);
    // The reference's example: RNG 52,340.00 at 1 per 100 and LIVE 118,500.00 at 1 per 200.
    await fixture.settle(player, 'RNG', 5_234_000n);
    const live = await fixture.settle(player, 'LIVE', 11_850_000n);
    await fixture.settle(player, 'RNG', 9_999n);
    await fixture.run();
    await fixture.run();
    expect((await fixture.balance(player)).balance).toBe(String(523 + 592));

    await fixture.voidRound(live);
    await fixture.run();
    expect((await fixture.balance(player)).balance).toBe('523');
    const book = await pointsBook(harness, player.memberId);
    expect(book).toMatchObject({ lots: 523n, balance: 523n });
    expect(book.moved('earn') - book.moved('earn_reversal')).toBe(523n);

    const config = await call(harness.app, 'GET', '/wps/relay/MCS2_getPointConfig', { token: player.token });
    expect(config.body.value).toMatchObject({ expiryDays: 365 });
    expect(config.body.value.rules).toContainEqual({ category: 'LIVE', amount: '200.00', points: '1' });
  });

  it('a void of points already spent stops the balance at zero and records the shortfall', async () => {
    const player = await createPlayer(harness);
    const round = await fixture.settle(player, 'RNG', 1_000_000n);
    await fixture.run();
    const item = await fixture.makeItem({ type: 'physical', pointsCost: 80n, stockLeft: 5 });
    expect((await fixture.redeem(player, item)).statusCode).toBe(200);
    await fixture.voidRound(round);
    await fixture.run();
    expect(await fixture.balance(player)).toMatchObject({ balance: '0', held: '80' });
    const [bet] = await queryRows<{ points: string; shortfall: string }>(
      harness.database.db,
      sql`select points::text, shortfall::text from points_bet where bet_key like ${`%${round}%`}`,
    );
    expect(bet).toEqual({ points: '0', shortfall: '80' });
  });
});

describe('expiry', () => {
  it('shows what expires soon, spends the oldest lots first and expires each lot once after 365 days', async () => {
    const player = await createPlayer(harness);
    const now = Date.now();
    // 350 days ago: this lot ends in 15 days; the second lot is earned today.
    await fixture.earn(player, 300n, fixedClock(new Date(now - 350 * dayMs)));
    await fixture.earn(player, 200n);
    const shown = await fixture.balance(player);
    expect(shown.balance).toBe('500');
    expect(shown.expiringSoon).toHaveLength(1);
    expect(shown.expiringSoon[0]?.points).toBe('300');
    expect(shown.expiringSoon[0]?.date).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);

    // Spending 100 takes them from the lot ending first.
    const item = await fixture.makeItem({ type: 'physical', pointsCost: 100n, stockLeft: 5 });
    expect((await fixture.redeem(player, item)).statusCode).toBe(200);
    expect((await fixture.balance(player)).expiringSoon[0]?.points).toBe('200');

    const later = fixedClock(new Date(now + 16 * dayMs));
    await fixture.run(later);
    await fixture.run(later);
    const book = await pointsBook(harness, player.memberId);
    expect(book).toMatchObject({ balance: 200n, lots: 200n, held: 100n });
    expect(book.moved('expire')).toBe(200n);

    const details = await call(harness.app, 'GET', '/wps/relay/MCS2_getPointDetails', { token: player.token });
    const moves = (details.body.value.content as { type: string; points: string }[]).map(
      (move) => `${move.type} ${move.points}`,
    );
    expect(moves).toEqual(['expire -200', 'hold -100', 'earn 200', 'earn 300']);
  });
});

describe('the mall', () => {
  it('pays a cash item at once (approved) after the payment password, and a replayed key redeems once', async () => {
    const player = await createPlayer(harness);
    await fixture.earn(player, 700n);
    const item = await fixture.makeItem({ type: 'cash', pointsCost: 300n, creditMinor: 2_500n, stockLeft: 10 });
    const wrong = await fixture.redeem(player, item, { password: '000000' });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await fixture.balance(player)).balance).toBe('700');

    const key = randomUUID();
    const first = await fixture.redeem(player, item, { key });
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'approved', points: '300', creditAmount: '25.00' });
    const again = await fixture.redeem(player, item, { key });
    expect(again.body.value).toEqual(first.body.value);
    expect(await fixture.balance(player)).toMatchObject({ balance: '400', held: '0' });
    expect(await balanceOf(harness.app, player.token)).toBe('25.00');
    expect((await fixture.items(player)).find((row) => row.id === item)?.stockLeft).toBe(9);

    const history = await call(harness.app, 'GET', '/wps/relay/MCS2_getRedeemPointList', { token: player.token });
    expect(history.body.value.content).toHaveLength(1);
    expect(history.body.value.content).toMatchObject([{ status: 'approved', name: 'Test cash', quantity: 1 }]);
  });

  it('grants a bonus item through the bonus engine', async () => {
    const player = await createPlayer(harness);
    await fixture.earn(player, 500n);
    const item = await fixture.makeItem({
      type: 'bonus',
      pointsCost: 500n,
      creditMinor: 10_000n,
      stockLeft: 3,
      turnoverMultiplier: 1,
    });
    const redeemed = await fixture.redeem(player, item);
    expect(redeemed.body.value).toMatchObject({ status: 'approved', creditAmount: '100.00' });
    const [grant] = await queryRows<{ granted_minor: string; source: string }>(
      harness.database.db,
      sql`select granted_minor::text, source from bonus_grant where member_id = ${player.memberId}::uuid`,
    );
    expect(grant).toEqual({ granted_minor: '10000', source: 'points' });
  });

  it('holds a physical item in process until an operator approves or rejects it; a rejection returns points and stock', async () => {
    const player = await createPlayer(harness);
    await fixture.earn(player, 1_200n);
    const item = await fixture.makeItem({ type: 'physical', pointsCost: 400n, stockLeft: 2 });
    const first = await fixture.redeem(player, item);
    expect((await fixture.redeem(player, item)).body.value).toMatchObject({ status: 'in_process' });
    expect(first.body.value).toMatchObject({ status: 'in_process' });
    expect(await fixture.balance(player)).toMatchObject({ balance: '400', held: '800' });
    expect((await fixture.redeem(player, item)).body.code).toBe('MALL_OUT_OF_STOCK');

    const reviewer = await operatorToken(harness, 'finance');
    const queue = await callConsole(harness.app, reviewer, 'GET', '/bo/points/demo/redemptions?status=in_process');
    const mine = (queue.body.value.content as { id: string; username: string }[]).filter(
      (row) => row.username === player.username,
    );
    expect(mine).toHaveLength(2);
    const [toApprove, toReject] = mine;
    const approved = await callConsole(
      harness.app,
      reviewer,
      'POST',
      `/bo/points/demo/redemptions/${toApprove?.id}/approve`,
    );
    expect(approved.body.value).toMatchObject({ status: 'approved' });
    const twice = await callConsole(
      harness.app,
      reviewer,
      'POST',
      `/bo/points/demo/redemptions/${toApprove?.id}/approve`,
    );
    expect(twice.body.code).toBe('REDEMPTION_NOT_IN_PROCESS');
    const rejected = await callConsole(
      harness.app,
      reviewer,
      'POST',
      `/bo/points/demo/redemptions/${toReject?.id}/reject`,
      { reason: 'Out of colour' },
    );
    expect(rejected.body.value).toMatchObject({ status: 'rejected', rejectReason: 'Out of colour' });
    expect(await fixture.balance(player)).toMatchObject({ balance: '800', held: '0' });
    expect((await fixture.items(player)).find((row) => row.id === item)?.stockLeft).toBe(1);
    const book = await pointsBook(harness, player.memberId);
    expect(book.lots).toBe(800n);

    const [audit] = await queryRows<{ action: string }>(
      harness.database.db,
      sql`select action from audit_log where target like ${`%${toReject?.id}`}`,
    );
    expect(audit?.action).toBe('points.redemption.reject');
    const history = await call(harness.app, 'GET', '/wps/relay/MCS2_getRedeemPointList', { token: player.token });
    expect((history.body.value.content as { status: string }[]).map((row) => row.status).sort()).toEqual([
      'approved',
      'rejected',
    ]);
  });

  it('refuses without enough points, beyond the per-member limit, and an inactive item', async () => {
    const player = await createPlayer(harness);
    await fixture.earn(player, 250n);
    const item = await fixture.makeItem({ type: 'physical', pointsCost: 100n, stockLeft: 10, perMemberLimit: 1 });
    expect((await fixture.redeem(player, item, { quantity: 3 })).body.code).toBe('POINTS_INSUFFICIENT');
    expect((await fixture.redeem(player, item)).statusCode).toBe(200);
    expect((await fixture.redeem(player, item)).body.code).toBe('MALL_LIMIT_REACHED');
    await harness.database.db.execute(sql`update mall_item set active = false where id = ${item}::uuid`);
    expect((await fixture.redeem(player, item)).body.code).toBe('MALL_ITEM_UNAVAILABLE');
    expect((await fixture.redeem(player, randomUUID())).statusCode).toBe(404);
    expect((await fixture.items(player)).some((row) => row.id === item)).toBe(false);
  });

  it('refuses a redemption without a payment password set', async () => {
    const player = await createPlayer(harness, { paymentPassword: null });
    await fixture.earn(player, 200n);
    const item = await fixture.makeItem({ type: 'physical', pointsCost: 100n, stockLeft: 1 });
    expect((await fixture.redeem(player, item)).body.code).toBe('PAYMENT_PASSWORD_REQUIRED');
  });
});

describe('conversion', () => {
  it("converts at the brand's ratio, in steps above the minimum, once per key", async () => {
    const player = await createPlayer(harness);
    await fixture.earn(player, 6_230n);
    expect((await fixture.convert(player, '50')).body.code).toBe('POINTS_CONVERT_INVALID');
    expect((await fixture.convert(player, '150')).body.code).toBe('POINTS_CONVERT_INVALID');
    expect((await fixture.convert(player, '6300')).body.code).toBe('POINTS_INSUFFICIENT');
    expect((await fixture.convert(player, '6200', { password: '999999' })).body.code).toBe('PAYMENT_PASSWORD_WRONG');
    const key = randomUUID();
    const converted = await fixture.convert(player, '6200', { key });
    expect(converted.body.value).toEqual({ points: '6200', amount: '62.00', balance: '30' });
    expect((await fixture.convert(player, '6200', { key })).body.value).toMatchObject({
      points: '6200',
      amount: '62.00',
    });
    expect(await balanceOf(harness.app, player.token)).toBe('62.00');
    const [transfer] = await queryRows<{ kind: string }>(
      harness.database.db,
      sql`select d.kind from ledger_transfer t join ledger_account d on d.id = t.debit_account_id
        where t.type = 'points_conversion' and t.metadata->>'points' = '6200'
          and t.credit_account_id in (select id from ledger_account where member_id = ${player.memberId}::uuid)`,
    );
    expect(transfer?.kind).toBe('promotion_cost');
  });
});

describe('the console', () => {
  it('saves ratios and conversion (audited) and manages items; a content operator cannot decide redemptions', async () => {
    const manager = await operatorToken(harness, 'content');
    const before = await callConsole(harness.app, manager, 'GET', '/bo/points/lucky/settings');
    expect(before.statusCode).toBe(200);
    const saved = await callConsole(harness.app, manager, 'PUT', '/bo/points/lucky/settings', {
      expiryDays: 180,
      rules: [{ category: 'RNG', amount: '50.00', points: '1' }],
      conversion: { enabled: false, pointsPerUnit: '200', unitAmount: '1.00', minPoints: '200', stepPoints: '200' },
    });
    expect(saved.body.value).toMatchObject({ expiryDays: 180, rules: [{ category: 'RNG', amount: '50.00' }] });
    const duplicate = await callConsole(harness.app, manager, 'PUT', '/bo/points/lucky/settings', {
      expiryDays: 180,
      rules: [
        { category: 'RNG', amount: '50.00', points: '1' },
        { category: 'RNG', amount: '60.00', points: '1' },
      ],
      conversion: { enabled: false, pointsPerUnit: '200', unitAmount: '1.00', minPoints: '200', stepPoints: '200' },
    });
    expect(duplicate.statusCode).toBe(400);

    const created = await callConsole(harness.app, manager, 'POST', '/bo/points/lucky/items', {
      type: 'physical',
      name: { en: 'Mug', th: 'แก้ว' },
      pointsCost: '500',
      stockLeft: 3,
    });
    expect(created.body.value).toMatchObject({ type: 'physical', creditAmount: '', stockLeft: 3 });
    const cashWithoutAmount = await callConsole(harness.app, manager, 'POST', '/bo/points/lucky/items', {
      type: 'cash',
      name: { en: 'Cash' },
      pointsCost: '500',
      stockLeft: 3,
    });
    expect(cashWithoutAmount.statusCode).toBe(400);
    const edited = await callConsole(
      harness.app,
      manager,
      'PUT',
      `/bo/points/lucky/items/${String(created.body.value.id)}`,
      {
        type: 'physical',
        name: { en: 'Mug' },
        pointsCost: '450',
        stockLeft: 7,
        active: false,
      },
    );
    expect(edited.body.value).toMatchObject({ pointsCost: '450', stockLeft: 7, active: false });
    const actions = await queryRows<{ action: string }>(
      harness.database.db,
      sql`select action from audit_log where target like 'lucky/points%' order by created_at`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      'points.settings.save',
      'points.item.create',
      'points.item.edit',
    ]);

    const queue = await callConsole(harness.app, manager, 'GET', '/bo/points/lucky/redemptions');
    expect(queue.statusCode).toBe(403);
    const report = await callConsole(
      harness.app,
      await operatorToken(harness, 'finance'),
      'GET',
      '/bo/points/demo/report',
    );
    expect(report.statusCode).toBe(200);
    expect(BigInt(String(report.body.value.outstanding))).toBeGreaterThan(0n);
  });
});
