import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrant } from '../modules/bonus/bonus.tables.js';
import { brandDay } from '../modules/promotions/index.js';
import { playerPromotion, promotion, promotionDailySpend } from '../modules/promotions/promotions.tables.js';
import { ledgerTransfer } from '../modules/wallet/wallet.tables.js';
import { call } from '../test/account-helpers.js';
import { allAtOnce, onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, createPlayer, nextAddress } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const day = 86_400_000;
function offerBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'FREE_BONUS',
    category: 'other',
    content: { title: { en: 'Rule test' }, summary: {}, termsHtml: { en: '<p>Terms</p>' } },
    displayFrom: new Date(Date.now() - day).toISOString(),
    applyFrom: new Date(Date.now() - day).toISOString(),
    reward: { kind: 'fixed', amount: '50.00' },
    terms: { turnoverMultiplier: 1, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
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
  expect(live.statusCode).toBe(200);
  return id;
}

const claim = (id: string, player: Player) =>
  call(testApp.app, 'POST', `/wps/promotions/${id}/claim`, { token: player.token, remoteAddress: nextAddress() });
const grantsOf = (id: string) => testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id));
const spentOf = async (id: string) =>
  (await testApp.database.db.select().from(promotion).where(eq(promotion.id, id)))[0]?.spentMinor;

async function deposit(player: Player, amount: string) {
  const created = await call(testApp.app, 'POST', '/wps/deposits', {
    token: player.token,
    payload: { channelCode: 'promptpay', amount },
  });
  const confirmed = await call(testApp.app, 'POST', `/bo/deposits/demo/${String(created.body.value.id)}/confirm`, {
    token: testApp.operatorToken,
  });
  expect(confirmed.body.value.status).toBe('confirmed');
}

describe('budgets', () => {
  it('never spends past the total budget: a claim it cannot pay is refused and the offer shows closed', async () => {
    const id = await publish(offerBody({ limits: { totalBudget: '120.00' } }));
    const players = [await createPlayer(testApp), await createPlayer(testApp), await createPlayer(testApp)];
    expect((await claim(id, players[0]!)).body.value.state).toBe('claimed');
    expect((await claim(id, players[1]!)).body.value.state).toBe('claimed');
    expect((await claim(id, players[2]!)).body.code).toBe('PROMOTION_UNAVAILABLE');
    expect(await spentOf(id)).toBe(10_000n);
    expect(await grantsOf(id)).toHaveLength(2);
    // Nothing of the refused claim stayed: no row, so the card says why it cannot be had.
    const card = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: players[2]!.token });
    expect(card.body.value).toMatchObject({ state: 'closed', reason: 'PROMOTION_UNAVAILABLE' });
  });

  it("keeps the day's budget in the brand's day", async () => {
    const id = await publish(offerBody({ limits: { dailyBudget: '50.00' } }));
    expect((await claim(id, await createPlayer(testApp))).body.value.state).toBe('claimed');
    expect((await claim(id, await createPlayer(testApp))).body.code).toBe('PROMOTION_UNAVAILABLE');
    const [spend] = await testApp.database.db
      .select()
      .from(promotionDailySpend)
      .where(eq(promotionDailySpend.promotionId, id));
    expect(spend).toMatchObject({ day: brandDay(new Date(), 'Asia/Bangkok').day, spentMinor: 5_000n });
  });
});

describe('eligibility and periods', () => {
  it('refuses a member registered before the offer\'s "registered from"', async () => {
    const player = await createPlayer(testApp);
    const id = await publish(offerBody({ eligibility: { registeredFrom: new Date(Date.now() + day).toISOString() } }));
    const card = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token });
    expect(card.body.value).toMatchObject({ state: 'closed', reason: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await claim(id, player)).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
  });

  it('offers a VIP-level offer only to members at one of its levels, whatever the card said before', async () => {
    const player = await createPlayer(testApp);
    const id = await publish(offerBody({ eligibility: { onePerHousehold: false, vipLevels: [2, 3] } }));
    const card = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token });
    expect(card.body.value).toMatchObject({ state: 'closed', reason: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await claim(id, player)).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    await testApp.database.db.execute(sql`update member set vip_level = 3 where id = ${player.memberId}::uuid`);
    const claimed = await claim(id, player);
    expect(claimed.body.value, JSON.stringify(claimed.body)).toMatchObject({ state: 'claimed', amount: '50.00' });
    expect(await grantsOf(id)).toHaveLength(1);
  });

  it("keys a daily offer's take by the brand's day, and a paused offer is neither shown nor claimed", async () => {
    const player = await createPlayer(testApp);
    const id = await publish(offerBody({ limits: { perPlayer: 'daily' } }));
    expect((await claim(id, player)).body.value.state).toBe('claimed');
    const [row] = await testApp.database.db.select().from(playerPromotion).where(eq(playerPromotion.promotionId, id));
    expect(row?.periodKey).toBe(brandDay(new Date(), 'Asia/Bangkok').day);
    await call(testApp.app, 'POST', `/bo/promotions/demo/${id}/status`, {
      token: testApp.operatorToken,
      payload: { status: 'paused' },
    });
    const list = await call(testApp.app, 'GET', '/wps/promotions', { token: player.token });
    expect((list.body.value.promotions as { id: string }[]).some((card) => card.id === id)).toBe(false);
    expect((await claim(id, await createPlayer(testApp))).body.code).toBe('PROMOTION_NOT_FOUND');
  });

  it('grants a reload only on the nth deposit from the minimum, and not outside its weekdays', async () => {
    const player = await createPlayer(testApp);
    const second = await publish(
      offerBody({
        type: 'DEPOSIT',
        category: 'deposit',
        reward: { kind: 'fixed', amount: '88.00' },
        eligibility: { depositNth: 2, minDeposit: '300.00', onePerHousehold: false },
      }),
    );
    const today = brandDay(new Date(), 'Asia/Bangkok').weekday;
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((weekday) => weekday !== today);
    const weekdays = await publish(
      offerBody({
        type: 'DEPOSIT',
        category: 'deposit',
        reward: { kind: 'percent_of_deposit', percent: 50, cap: '100.00' },
        eligibility: { weekdays: otherDays, onePerHousehold: false },
      }),
    );
    for (const id of [second, weekdays]) {
      const shown = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token });
      const joined = await call(testApp.app, 'POST', `/wps/promotions/${id}/join`, {
        token: player.token,
        payload: { termsHash: String(shown.body.value.termsHash) },
      });
      expect(joined.body.value.state).toBe('signed');
    }
    await deposit(player, '500.00');
    expect(await grantsOf(second)).toHaveLength(0);
    await deposit(player, '400.00');
    const [grant] = await grantsOf(second);
    expect(grant?.grantedMinor).toBe(8_800n);
    const card = await call(testApp.app, 'GET', `/wps/promotions/${weekdays}`, { token: player.token });
    expect(card.body.value.state).toBe('signed');
    expect(await grantsOf(weekdays)).toHaveLength(0);
  });

  it('asks a member who joined to join again when the terms change, and grants only on terms accepted', async () => {
    const body = offerBody({
      type: 'DEPOSIT',
      category: 'deposit',
      reward: { kind: 'fixed', amount: '20.00' },
      terms: { turnoverMultiplier: 2, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
    });
    const id = await publish(body);
    const player = await createPlayer(testApp);
    const join = async () => {
      const shown = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token });
      return call(testApp.app, 'POST', `/wps/promotions/${id}/join`, {
        token: player.token,
        payload: { termsHash: String(shown.body.value.termsHash) },
      });
    };
    expect((await join()).body.value.state).toBe('signed');
    await call(testApp.app, 'PUT', `/bo/promotions/demo/${id}`, {
      token: testApp.operatorToken,
      payload: { ...body, terms: { turnoverMultiplier: 5, maxBet: null, maxWinMultiplier: null, expiryDays: 7 } },
    });
    const card = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token });
    expect(card.body.value).toMatchObject({ state: 'join', reason: 'PROMOTION_TERMS_CHANGED' });
    await deposit(player, '100.00');
    expect(await grantsOf(id)).toHaveLength(0);
    expect((await join()).body.value.state).toBe('signed');
    await deposit(player, '100.00');
    const [grant] = await grantsOf(id);
    expect(grant).toMatchObject({ grantedMinor: 2_000n, turnoverRequiredMinor: 10_000n });
  });

  it('pays a reward with no turnover (a multiple of 0) as cash at once', async () => {
    const id = await publish(
      offerBody({ terms: { turnoverMultiplier: 0, maxBet: null, maxWinMultiplier: null, expiryDays: 7 } }),
    );
    const player = await createPlayer(testApp);
    const before = Number(await balanceOf(testApp.app, player.token));
    expect((await claim(id, player)).body.value).toMatchObject({ state: 'claimed', amount: '50.00' });
    expect(Number(await balanceOf(testApp.app, player.token))).toBeCloseTo(before + 50, 2);
    const [grant] = await grantsOf(id);
    expect(grant?.status).toBe('completed');
  });

  it('keeps the terms a grant was given when the offer is edited afterwards', async () => {
    const body = offerBody({ terms: { turnoverMultiplier: 2, maxBet: '100.00', maxWinMultiplier: 3, expiryDays: 7 } });
    const id = await publish(body);
    expect((await claim(id, await createPlayer(testApp))).body.value.state).toBe('claimed');
    const edited = await call(testApp.app, 'PUT', `/bo/promotions/demo/${id}`, {
      token: testApp.operatorToken,
      payload: { ...body, terms: { turnoverMultiplier: 8, maxBet: '10.00', maxWinMultiplier: 1, expiryDays: 30 } },
    });
    expect(edited.body.value.version).toBe(2);
    const [grant] = await grantsOf(id);
    expect(grant?.terms).toMatchObject({ turnoverMultiplier: 2, maxBetMinor: '10000', maxWinMultiplier: 3 });
  });
});

/** Real races need real connections: PGlite has one and serializes everything. */
describe.skipIf(!onPostgres)('promotions under concurrency (PostgreSQL)', () => {
  it('pays 100 racing claims of one free bonus by one member exactly once: one grant, one ledger transfer', async () => {
    const id = await publish(offerBody());
    const player = await createPlayer(testApp);
    const answers = await allAtOnce(100, () => claim(id, player));
    for (const answer of answers) {
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.value).toMatchObject({ state: 'claimed', amount: '50.00' });
    }
    const grants = await grantsOf(id);
    expect(grants).toHaveLength(1);
    const transfers = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(and(eq(ledgerTransfer.type, 'bonus_grant'), eq(ledgerTransfer.reference, grants[0]!.id)));
    expect(transfers).toHaveLength(1);
    expect(await spentOf(id)).toBe(5_000n);
  });

  it('never overdraws a small budget under racing claims of many members', async () => {
    const id = await publish(offerBody({ limits: { totalBudget: '120.00', dailyBudget: '110.00' } }));
    const players: Player[] = [];
    for (let index = 0; index < 12; index += 1) players.push(await createPlayer(testApp));
    const answers = await allAtOnce(players.length, (index) => claim(id, players[index]!));
    const paid = answers.filter((answer) => answer.body.value?.state === 'claimed');
    expect(paid).toHaveLength(2);
    for (const answer of answers.filter((one) => one.body.value?.state !== 'claimed')) {
      expect(answer.body.code).toBe('PROMOTION_UNAVAILABLE');
    }
    expect(await spentOf(id)).toBe(10_000n);
    const grants = await grantsOf(id);
    expect(grants).toHaveLength(2);
    const rows = await testApp.database.db
      .select()
      .from(playerPromotion)
      .where(
        and(
          eq(playerPromotion.promotionId, id),
          inArray(
            playerPromotion.memberId,
            players.map((player) => player.memberId),
          ),
        ),
      );
    expect(rows).toHaveLength(2);
  });
});
