import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { fixedClock, systemClock } from '../lib/clock.js';
import { expireDueLots } from '../modules/points/index.js';
import { pointsBook, pointsFixture } from '../test/points-helpers.js';
import { allAtOnce, onPostgres, sendModes } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, createPlayer, operatorToken } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

/**
 * Races of the mall and conversion (decision 0082, reference PT2, PT3, PT5): the last unit of stock goes to one
 * player, one Idempotency-Key redeems once, conversions never spend more points than the member has, and two
 * decisions on one redemption apply one. At once on PostgreSQL; in turn everywhere.
 */

let harness: TestApp;
let fixture: Awaited<ReturnType<typeof pointsFixture>>;

beforeAll(async () => {
  harness = await createTestApp(onPostgres ? { poolSize: 12 } : {});
  fixture = await pointsFixture(harness);
});
afterAll(async () => {
  await harness.close();
});

describe.each(sendModes)('points races, %s', (_mode, send) => {
  it('never oversells the last item in stock', async () => {
    const players: Player[] = [];
    for (let index = 0; index < 6; index += 1) players.push(await createPlayer(harness, { bankAccount: false }));
    for (const player of players) await fixture.settle(player, 'RNG', 100_000n);
    await fixture.run();
    const item = await fixture.makeItem({ type: 'physical', pointsCost: 10n, stockLeft: 1 });
    const answers = await send(players.length, (index) => fixture.redeem(players[index] ?? players[0]!, item));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'MALL_OUT_OF_STOCK')).toHaveLength(players.length - 1);
    const [row] = await queryRows<{ stock_left: number; redeemed: string }>(
      harness.database.db,
      sql`select i.stock_left, (select count(*) from points_redemption r where r.item_id = i.id)::text as redeemed
        from mall_item i where i.id = ${item}::uuid`,
    );
    expect(row).toEqual({ stock_left: 0, redeemed: '1' });
    const held = await Promise.all(players.map((player) => pointsBook(harness, player.memberId)));
    expect(held.map((book) => book.held).reduce((sum, value) => sum + value, 0n)).toBe(10n);
  });

  it('pays a redemption once however often its key is sent', async () => {
    const player = await createPlayer(harness);
    await fixture.earn(player, 1_000n);
    const item = await fixture.makeItem({ type: 'cash', pointsCost: 300n, creditMinor: 5_000n, stockLeft: 50 });
    const key = randomUUID();
    const answers = await send(4, () => fixture.redeem(player, item, { key }));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid.length).toBeGreaterThan(0);
    // A burst of one member's right passwords may be slowed (TOO_MANY_ATTEMPTS_IN_FLIGHT), never paid twice.
    for (const answer of answers)
      if (answer.statusCode !== 200) expect(answer.body.code).toBe('TOO_MANY_ATTEMPTS_IN_FLIGHT');
    expect(await balanceOf(harness.app, player.token)).toBe('50.00');
    expect(await pointsBook(harness, player.memberId)).toMatchObject({ balance: 700n, lots: 700n, held: 0n });
  });

  it('never converts more points than the member has', async () => {
    const player = await createPlayer(harness);
    await fixture.earn(player, 1_000n);
    const answers = await send(4, () => fixture.convert(player, '400'));
    const converted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(converted).toBeLessThanOrEqual(2);
    expect(converted).toBeGreaterThan(0);
    for (const answer of answers)
      if (answer.statusCode !== 200)
        expect(['POINTS_INSUFFICIENT', 'TOO_MANY_ATTEMPTS_IN_FLIGHT']).toContain(answer.body.code);
    const book = await pointsBook(harness, player.memberId);
    expect(book).toMatchObject({ balance: 1_000n - 400n * BigInt(converted), lots: 1_000n - 400n * BigInt(converted) });
    expect(await balanceOf(harness.app, player.token)).toBe(`${4 * converted}.00`);
  });

  it('applies one of two decisions on one redemption', async () => {
    const player = await createPlayer(harness);
    await fixture.earn(player, 500n);
    const item = await fixture.makeItem({ type: 'physical', pointsCost: 200n, stockLeft: 3 });
    expect((await fixture.redeem(player, item)).statusCode).toBe(200);
    const [redemption] = await queryRows<{ id: string }>(
      harness.database.db,
      sql`select id from points_redemption where member_id = ${player.memberId}::uuid`,
    );
    const reviewer = await operatorToken(harness, 'finance');
    const url = `/bo/points/demo/redemptions/${redemption?.id}`;
    const answers = await send(2, (index) =>
      index === 0
        ? callConsole(harness.app, reviewer, 'POST', `${url}/approve`)
        : callConsole(harness.app, reviewer, 'POST', `${url}/reject`, { reason: 'race' }),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'REDEMPTION_NOT_IN_PROCESS')).toHaveLength(1);
    const book = await pointsBook(harness, player.memberId);
    expect(book.held).toBe(0n);
    expect(book.balance).toBe(answers[0]?.statusCode === 200 ? 300n : 500n);
  });
});

describe.runIf(onPostgres)('points earning on PostgreSQL', () => {
  it('earns each event once when two passes of the job run at once', async () => {
    const player = await createPlayer(harness);
    for (let index = 0; index < 5; index += 1) await fixture.settle(player, 'RNG', 100_000n);
    await allAtOnce(3, () => fixture.run());
    await fixture.run();
    expect(await pointsBook(harness, player.memberId)).toMatchObject({ balance: 50n, lots: 50n });
  });

  it('expires each lot once when two instances run the expiry at once', async () => {
    const player = await createPlayer(harness);
    const longAgo = fixedClock(new Date(Date.now() - 400 * 86_400_000));
    await fixture.earn(player, 70n, longAgo);
    await fixture.earn(player, 30n, longAgo);
    await allAtOnce(3, () => expireDueLots(harness.database.db, systemClock));
    const book = await pointsBook(harness, player.memberId);
    expect(book).toMatchObject({ balance: 0n, lots: 0n });
    expect(book.moved('expire')).toBe(100n);
  });
});
