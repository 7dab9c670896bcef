import { createHash, createHmac } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PromotionDetail, RaffleDraw, RaffleStatus } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { startOfLocalDay } from '../lib/time-zone.js';
import { bonusGrant } from '../modules/bonus/bonus.tables.js';
import { member as memberTable } from '../modules/member/member.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { brandDay } from '../modules/promotions/index.js';
import { playerPromotion, promotion, raffleWindow } from '../modules/promotions/promotions.tables.js';
import { settledBet } from '../modules/settled-bets/settled-bets.tables.js';
import { call } from '../test/account-helpers.js';
import { allAtOnce, onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, createPlayer } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

/**
 * BIRTHDAY, RED_ENVELOPE and RAFFLE (issue #19, decision 0080) through the player's routes, on a test clock set to
 * 10:00 of today in the demo brand's zone (Bangkok) and moved through the raffle's window.
 */
const zone = 'Asia/Bangkok';
const minute = 60_000;
const today = brandDay(new Date(), zone).day;
const base = new Date(startOfLocalDay(today, zone).getTime() + 10 * 60 * minute);
const clock = fixedClock(base);
let testApp: TestApp;
let merchantId = '';

beforeAll(async () => {
  testApp = await createTestApp({ clock, ...(onPostgres ? { poolSize: 30 } : {}) });
  merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
});
afterAll(async () => {
  await testApp.close();
});

function offerBody(overrides: Record<string, unknown>) {
  return {
    category: 'other',
    content: { title: { en: 'Campaign' }, summary: {}, termsHtml: { en: '<p>Terms</p>' } },
    displayFrom: new Date(base.getTime() - 2 * 1440 * minute).toISOString(),
    applyFrom: new Date(base.getTime() - 2 * 1440 * minute).toISOString(),
    terms: { turnoverMultiplier: 0, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
    eligibility: { onePerHousehold: false },
    ...overrides,
  };
}

async function publish(body: Record<string, unknown>): Promise<string> {
  const created = await call(testApp.app, 'POST', '/bo/promotions/demo', {
    token: testApp.operatorToken,
    payload: body,
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const id = String(created.body.value.id);
  const live = await call(testApp.app, 'POST', `/bo/promotions/demo/${id}/status`, {
    token: testApp.operatorToken,
    payload: { status: 'active' },
  });
  expect(live.statusCode, JSON.stringify(live.body)).toBe(200);
  return id;
}

const cardOf = async (id: string, player: Player) =>
  (await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token })).body.value as PromotionDetail;
const claim = (id: string, player: Player) =>
  call(testApp.app, 'POST', `/wps/promotions/${id}/claim`, {
    token: player.token,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
const draw = (id: string, player: Player, key: string = crypto.randomUUID()) =>
  call(testApp.app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
    token: player.token,
    payload: { promotionId: id },
    headers: { 'idempotency-key': key },
  });
const status = async (id: string, player: Player) =>
  (
    await call(testApp.app, 'GET', `/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=${id}`, {
      token: player.token,
    })
  ).body.value as RaffleStatus;
const grantsOf = (id: string) => testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id));
const spentOf = async (id: string) =>
  (await testApp.database.db.select().from(promotion).where(eq(promotion.id, id)))[0]?.spentMinor;

async function deposit(player: Player, amount: string) {
  const created = await call(testApp.app, 'POST', '/wps/deposits', {
    token: player.token,
    payload: { channelCode: 'promptpay', amount },
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const confirmed = await call(testApp.app, 'POST', `/bo/deposits/demo/${String(created.body.value.id)}/confirm`, {
    token: testApp.operatorToken,
  });
  expect(confirmed.body.value.status).toBe('confirmed');
}

/** A settled bet in the settled-bet stream as the round triggers write it, at the test clock's time. */
async function settledBetOf(player: Player, validBetMinor: bigint) {
  await testApp.database.db.insert(settledBet).values({
    source: 'round',
    betKey: `HOUSE:${crypto.randomUUID()}:${player.memberId}`,
    eventNo: 1,
    eventType: 'SETTLED',
    merchantId,
    memberId: player.memberId,
    currency: 'THB',
    gameType: 'RNG',
    vendorCode: 'HOUSE',
    gameCode: 'slot',
    stakeMinor: validBetMinor,
    payoutMinor: 0n,
    validBetMinor,
    stakeTotalMinor: validBetMinor,
    payoutTotalMinor: 0n,
    validBetTotalMinor: validBetMinor,
    settledAt: clock.now(),
  });
}

/** The Bangkok time of day `minutes` after the test clock's, HH:MM. */
function timeOfDayIn(minutes: number): string {
  const at = new Date(clock.now().getTime() + minutes * minute + 7 * 60 * minute);
  return at.toISOString().slice(11, 16);
}

describe('birthday', () => {
  it('is claimable in the days from the birthday, once, and closed to members without one or outside it', async () => {
    clock.set(base);
    const id = await publish(
      offerBody({
        type: 'BIRTHDAY',
        reward: { kind: 'fixed', amount: '88.00' },
        eligibility: { onePerHousehold: false, birthdayWindowDays: 3 },
        limits: { perPlayer: 'yearly' },
      }),
    );
    const [celebrant, noBirthday, longAgo] = [
      await createPlayer(testApp),
      await createPlayer(testApp),
      await createPlayer(testApp),
    ];
    const birthdayOn = (daysAgo: number) => {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 1440 * minute).toISOString().slice(0, 10);
      return `1990${day.slice(4)}`;
    };
    await testApp.database.db
      .update(memberTable)
      .set({ birthday: birthdayOn(2) })
      .where(eq(memberTable.id, celebrant.memberId));
    await testApp.database.db
      .update(memberTable)
      .set({ birthday: birthdayOn(3) })
      .where(eq(memberTable.id, longAgo.memberId));
    expect(await cardOf(id, noBirthday)).toMatchObject({ state: 'closed', reason: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await claim(id, noBirthday)).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect(await cardOf(id, longAgo)).toMatchObject({ state: 'closed', reason: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await claim(id, longAgo)).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect((await cardOf(id, celebrant)).state).toBe('claim');
    const before = Number(await balanceOf(testApp.app, celebrant.token));
    const claimed = await claim(id, celebrant);
    expect(claimed.body.value, JSON.stringify(claimed.body)).toMatchObject({ state: 'claimed', amount: '88.00' });
    // A multiple of 0: paid as cash at once.
    expect(Number(await balanceOf(testApp.app, celebrant.token))).toBeCloseTo(before + 88, 2);
    expect((await claim(id, celebrant)).body.value).toMatchObject({ state: 'claimed', amount: '88.00' });
    const rows = await testApp.database.db.select().from(playerPromotion).where(eq(playerPromotion.promotionId, id));
    expect(rows.map((row) => row.periodKey)).toEqual([today.slice(0, 4)]);
    expect(await grantsOf(id)).toHaveLength(1);
  });
});

describe('red envelope', () => {
  it("stays in process below the day's level, then pays a prize of its table once the deposit and bets reach it", async () => {
    clock.set(base);
    const prizes = [
      { amount: '8.88', weight: 1 },
      { amount: '18.88', weight: 1 },
    ];
    const id = await publish(
      offerBody({
        type: 'RED_ENVELOPE',
        reward: { kind: 'prize_table', prizes },
        terms: { turnoverMultiplier: 1, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
        eligibility: { onePerHousehold: false, minDepositToday: '100.00', minValidBetToday: '500.00' },
        limits: { perPlayer: 'daily' },
      }),
    );
    const player = await createPlayer(testApp);
    expect(await cardOf(id, player)).toMatchObject({
      state: 'process',
      progress: [
        { kind: 'deposit_today', current: '0.00', required: '100.00' },
        { kind: 'valid_bet_today', current: '0.00', required: '500.00' },
      ],
      reward: { kind: 'prize_table', expectedValue: '13.88' },
    });
    expect((await claim(id, player)).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    await deposit(player, '100.00');
    await settledBetOf(player, 30_000n);
    expect(await cardOf(id, player)).toMatchObject({
      state: 'process',
      progress: [
        { kind: 'deposit_today', current: '100.00', required: '100.00' },
        { kind: 'valid_bet_today', current: '300.00', required: '500.00' },
      ],
    });
    await settledBetOf(player, 20_000n);
    expect((await cardOf(id, player)).state).toBe('claim');
    const claimed = await claim(id, player);
    expect(claimed.body.value.state, JSON.stringify(claimed.body)).toBe('claimed');
    const [row] = await testApp.database.db.select().from(playerPromotion).where(eq(playerPromotion.promotionId, id));
    expect(row?.periodKey).toBe(today);
    expect([0, 1]).toContain(row?.prizeIndex);
    expect(claimed.body.value.amount).toBe(prizes[row?.prizeIndex ?? -1]?.amount);
    const [grant] = await grantsOf(id);
    expect(grant?.grantedMinor).toBe(row?.amountMinor);
    expect(await spentOf(id)).toBe(row?.amountMinor);
    // Once a day: claimed again, the same take.
    expect((await claim(id, player)).body.value).toMatchObject({ state: 'claimed', amount: claimed.body.value.amount });
  });

  it('records a prize of 0 as the take, paying and spending nothing', async () => {
    clock.set(base);
    const id = await publish(
      offerBody({
        type: 'RED_ENVELOPE',
        reward: { kind: 'prize_table', prizes: [{ amount: '0', weight: 5 }] },
        limits: { perPlayer: 'daily', totalBudget: '10.00' },
      }),
    );
    const player = await createPlayer(testApp);
    expect((await cardOf(id, player)).progress).toEqual([]);
    expect((await claim(id, player)).body.value).toMatchObject({ state: 'claimed', amount: '0.00' });
    expect(await grantsOf(id)).toHaveLength(0);
    expect(await spentOf(id)).toBe(0n);
  });

  it("changes the terms' hash when the prize table changes", async () => {
    const body = offerBody({
      type: 'RED_ENVELOPE',
      reward: { kind: 'prize_table', prizes: [{ amount: '5', weight: 1 }] },
      limits: { perPlayer: 'daily' },
    });
    const id = await publish(body);
    const player = await createPlayer(testApp);
    const hash = (await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token })).body.value
      .termsHash;
    await call(testApp.app, 'PUT', `/bo/promotions/demo/${id}`, {
      token: testApp.operatorToken,
      payload: { ...body, reward: { kind: 'prize_table', prizes: [{ amount: '5', weight: 2 }] } },
    });
    const after = (await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token })).body
      .value as PromotionDetail;
    expect(after.termsHash).not.toBe(hash);
    expect(after.reward).toMatchObject({ prizes: [{ amount: '5.00', weight: 2 }] });
  });
});

/** A player's check of a draw with node:crypto only (the one in flows/shared/raffle-fairness.test.ts, short). */
function recompute(seed: string, message: string, weights: number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let byteCount = 1;
  while (256 ** byteCount < total) byteCount += 1;
  const limit = 256 ** byteCount - (256 ** byteCount % total);
  const bytes: number[] = [];
  for (let block = 0; ; block += 1) {
    bytes.push(
      ...createHmac('sha256', Buffer.from(seed, 'hex'))
        .update(block === 0 ? message : `${message}:${block}`)
        .digest(),
    );
    while (bytes.length >= byteCount) {
      const value = bytes.splice(0, byteCount).reduce((sum, byte) => sum * 256 + byte, 0);
      if (value < limit) {
        let running = 0;
        return weights.findIndex((weight) => (running += weight) > value % total);
      }
    }
  }
}

describe('raffle', () => {
  const prizes = [
    { amount: '0', weight: 5 },
    { amount: '10.00', weight: 3 },
    { amount: '50.00', weight: 2 },
  ];

  it('opens its window at the time of day, draws once per member, and reveals a seed that proves every draw', async () => {
    clock.set(base);
    const id = await publish(
      offerBody({
        type: 'RAFFLE',
        reward: { kind: 'prize_table', prizes },
        raffle: { opensAt: timeOfDayIn(20), durationMinutes: 20 },
        limits: { perPlayer: 'daily' },
      }),
    );
    const players = [await createPlayer(testApp), await createPlayer(testApp), await createPlayer(testApp)];
    const [first, second, late] = players as [Player, Player, Player];
    // Sessions idle out after 30 minutes: the clock moves less than that between a player's calls.
    const opensAt = new Date(base.getTime() + 20 * minute);

    // Before the window: the commitment is out, the seed is not; nothing can be drawn.
    const waiting = await cardOf(id, first);
    expect(waiting).toMatchObject({
      state: 'process',
      raffle: {
        opensAt: opensAt.toISOString(),
        closesAt: new Date(opensAt.getTime() + 20 * minute).toISOString(),
        revealedSeed: null,
      },
    });
    const commitment = String(waiting.raffle?.commitment);
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(await status(id, first)).toMatchObject({
      isClaimed: false,
      hasStarted: false,
      hasEnded: false,
      due: 1200,
      time: 2400,
      draw: null,
    });
    expect((await draw(id, first)).body.code).toBe('PROMOTION_UNAVAILABLE');

    // In the window.
    clock.set(new Date(opensAt.getTime() + 5 * minute));
    expect((await cardOf(id, first)).state).toBe('claim');
    expect((await cardOf(id, first)).raffle?.commitment).toBe(commitment);
    const firstKey = crypto.randomUUID();
    const drawn = await draw(id, first, firstKey);
    expect(drawn.statusCode, JSON.stringify(drawn.body)).toBe(200);
    const firstDraw = drawn.body.value as RaffleDraw;
    expect(firstDraw).toMatchObject({
      promotionId: id,
      windowDay: today,
      proof: { commitment, message: `${id}:${today}:${first.memberId}`, revealedSeed: null },
    });
    expect(firstDraw.amount).toBe(Number(prizes[firstDraw.prizeIndex]?.amount).toFixed(2));
    const again = await draw(id, first);
    expect(again.body.value).toEqual(firstDraw);
    expect(await status(id, first)).toMatchObject({
      isClaimed: true,
      hasStarted: true,
      hasEnded: false,
      due: 0,
      time: 900,
      draw: firstDraw,
    });
    expect(await cardOf(id, first)).toMatchObject({ state: 'claimed', amount: firstDraw.amount });
    const secondDraw = (await draw(id, second)).body.value as RaffleDraw;
    expect((await cardOf(id, late)).state).toBe('claim');

    // After the window: the seed is revealed, and each draw recomputes from it.
    clock.set(new Date(opensAt.getTime() + 21 * minute));
    expect(await cardOf(id, late)).toMatchObject({ state: 'closed', reason: 'PROMOTION_UNAVAILABLE' });
    expect((await draw(id, late)).body.code).toBe('PROMOTION_UNAVAILABLE');
    const closed = await status(id, first);
    expect(closed).toMatchObject({ isClaimed: true, hasEnded: true, time: 0 });
    const seed = String(closed.draw?.proof.revealedSeed);
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(commitment);
    const weights = prizes.map((prize) => prize.weight);
    for (const [one, player] of [
      [firstDraw, first],
      [secondDraw, second],
    ] as const) {
      expect(recompute(seed, `${id}:${today}:${player.memberId}`, weights)).toBe(one.prizeIndex);
    }
    // A retry with the first draw's key answers that draw, now with the seed, though the window has closed.
    const retried = await draw(id, first, firstKey);
    expect(retried.body.value).toEqual({ ...firstDraw, proof: { ...firstDraw.proof, revealedSeed: seed } });
    const [stored] = await testApp.database.db.select().from(raffleWindow).where(eq(raffleWindow.promotionId, id));
    expect(stored).toMatchObject({ day: today, seed, commitment });
    // Paid what was drawn, no more: a prize of 0 pays nothing.
    const paid = [firstDraw, secondDraw].filter((one) => one.amount !== '0.00');
    expect(await grantsOf(id)).toHaveLength(paid.length);
    expect(await spentOf(id)).toBe(paid.reduce((sum, one) => sum + BigInt(Math.round(Number(one.amount) * 100)), 0n));
  });

  it('refuses the raffle calls for an offer that is no raffle, and a visitor', async () => {
    clock.set(base);
    const id = await publish(offerBody({ type: 'FREE_BONUS', reward: { kind: 'fixed', amount: '1.00' } }));
    const player = await createPlayer(testApp);
    expect((await draw(id, player)).body.code).toBe('INVALID_STATE');
    expect(await grantsOf(id)).toHaveLength(0);
    const visitor = await call(testApp.app, 'GET', `/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=${id}`);
    expect(visitor.statusCode).toBe(401);
  });
});

/** Real races need real connections: PGlite has one and serializes everything. */
describe.skipIf(!onPostgres)('raffle under concurrency (PostgreSQL)', () => {
  async function openRaffle(overrides: Record<string, unknown>) {
    clock.set(base);
    const id = await publish(
      offerBody({
        type: 'RAFFLE',
        reward: { kind: 'prize_table', prizes: [{ amount: '10.00', weight: 1 }] },
        raffle: { opensAt: timeOfDayIn(-10), durationMinutes: 60 },
        limits: { perPlayer: 'daily' },
        ...overrides,
      }),
    );
    return id;
  }

  it('pays 100 racing draws of one member once: one take, one grant, the same draw for all', async () => {
    const id = await openRaffle({});
    const player = await createPlayer(testApp);
    const answers = await allAtOnce(100, () => draw(id, player));
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.value))).size).toBe(1);
    expect(await grantsOf(id)).toHaveLength(1);
    expect(await spentOf(id)).toBe(1_000n);
  });

  it('never spends past a budget of 10 prizes under 50 members racing', async () => {
    const id = await openRaffle({ limits: { perPlayer: 'daily', totalBudget: '100.00' } });
    const players: Player[] = [];
    for (let index = 0; index < 50; index += 1) players.push(await createPlayer(testApp));
    const answers = await allAtOnce(players.length, (index) => draw(id, players[index]!));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(10);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.body.code).toBe('PROMOTION_UNAVAILABLE');
    }
    expect(await spentOf(id)).toBe(10_000n);
    expect(await grantsOf(id)).toHaveLength(10);
    const rows = await testApp.database.db
      .select()
      .from(playerPromotion)
      .where(
        and(
          eq(playerPromotion.promotionId, id),
          inArray(
            playerPromotion.memberId,
            players.map((one) => one.memberId),
          ),
        ),
      );
    expect(rows).toHaveLength(10);
  });
});
