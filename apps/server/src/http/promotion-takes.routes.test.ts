import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrant } from '../modules/bonus/bonus.tables.js';
import { playerPromotion } from '../modules/promotions/promotions.tables.js';
import { fixedClock } from '../lib/clock.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, nextAddress, operatorToken } from '../test/withdrawal-helpers.js';

// 23:59 in Bangkok (the demo brand's zone), one minute before a daily offer's period turns.
const clock = fixedClock(new Date('2026-11-27T16:59:00Z'));
let testApp: TestApp;
let contentToken = '';

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  contentToken = await operatorToken(testApp, 'content');
});
afterAll(async () => {
  await testApp.close();
});

const day = 86_400_000;
async function publish(overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await call(testApp.app, 'POST', '/bo/promotions/demo', {
    token: contentToken,
    payload: {
      type: 'FREE_BONUS',
      category: 'other',
      content: { title: { en: 'Daily gift' }, summary: {}, termsHtml: {} },
      displayFrom: new Date(clock.now().getTime() - day).toISOString(),
      applyFrom: new Date(clock.now().getTime() - day).toISOString(),
      reward: { kind: 'fixed', amount: '20.00' },
      terms: { turnoverMultiplier: 1, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
      limits: { perPlayer: 'daily' },
      ...overrides,
    },
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const id = String(created.body.value.id);
  const live = await call(testApp.app, 'POST', `/bo/promotions/demo/${id}/status`, {
    token: contentToken,
    payload: { status: 'active' },
  });
  expect(live.statusCode).toBe(200);
  return id;
}

describe('claim keys (decision 0080)', () => {
  it('answers a retried claim with the first claim even after the period turned at midnight in the brand zone', async () => {
    const id = await publish();
    const claimer = await createPlayer(testApp);
    const key = `claim-${crypto.randomUUID()}`;
    const claim = (requestKey: string) =>
      call(testApp.app, 'POST', `/wps/promotions/${id}/claim`, {
        token: claimer.token,
        remoteAddress: nextAddress(),
        headers: { 'idempotency-key': requestKey },
      });
    const first = await claim(key);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ state: 'claimed', amount: '20.00' });
    const [stored] = await testApp.database.db
      .select()
      .from(playerPromotion)
      .where(eq(playerPromotion.promotionId, id));
    expect(stored).toMatchObject({ requestKey: key, periodKey: '2026-11-27' });

    // 00:00:30 on the 28th in Bangkok: a new day, so a claim without the key would be the next period's.
    clock.set(new Date('2026-11-27T17:00:30Z'));
    const retry = await claim(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.body.value).toMatchObject({ id, state: 'claimed', amount: '20.00' });
    const grantsAfterRetry = await testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id));
    expect(grantsAfterRetry).toHaveLength(1);
    const listed = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: claimer.token });
    expect(listed.body.value.state).toBe('claim');

    // A new key is a new claim: the new day's.
    const next = await claim(`claim-${crypto.randomUUID()}`);
    expect(next.body.value.state).toBe('claimed');
    const rows = await testApp.database.db.select().from(playerPromotion).where(eq(playerPromotion.promotionId, id));
    expect(rows.map((row) => row.periodKey).sort()).toEqual(['2026-11-27', '2026-11-28']);
    expect(await testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id))).toHaveLength(2);

    // The key belongs to its offer: used on another one it is refused, not answered with the wrong card.
    const otherOffer = await publish();
    const reused = await call(testApp.app, 'POST', `/wps/promotions/${otherOffer}/claim`, {
      token: claimer.token,
      headers: { 'idempotency-key': key },
    });
    expect(reused.body.code).toBe('INVALID_STATE');
    const malformed = await claim('bad key!');
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps the key of a join, and an application sent again after a rejection carries its own', async () => {
    const deposit = await publish({
      type: 'FIRST_DEPOSIT',
      category: 'deposit',
      reward: { kind: 'percent_of_deposit', percent: 100, cap: '100.00' },
      limits: { perPlayer: 'once' },
    });
    const joiner = await createPlayer(testApp);
    const shown = await call(testApp.app, 'GET', `/wps/promotions/${deposit}`, { token: joiner.token });
    const key = `join-${crypto.randomUUID()}`;
    const join = () =>
      call(testApp.app, 'POST', `/wps/promotions/${deposit}/join`, {
        token: joiner.token,
        headers: { 'idempotency-key': key },
        payload: { termsHash: String(shown.body.value.termsHash) },
      });
    expect((await join()).body.value.state).toBe('signed');
    expect((await join()).body.value.state).toBe('signed');
    const [joined] = await testApp.database.db
      .select()
      .from(playerPromotion)
      .where(eq(playerPromotion.promotionId, deposit));
    expect(joined?.requestKey).toBe(key);
    const badJoin = await call(testApp.app, 'POST', `/wps/promotions/${deposit}/join`, {
      token: joiner.token,
      headers: { 'idempotency-key': 'x' },
      payload: { termsHash: String(shown.body.value.termsHash) },
    });
    expect(badJoin.statusCode).toBe(400);
  });
});

describe('member info badges', () => {
  it('counts the offers a member can act on and the unread messages; a claim lowers the count', async () => {
    const fresh = await createPlayer(testApp);
    const before = await call(testApp.app, 'GET', '/wps/member/info', { token: fresh.token });
    expect(before.statusCode).toBe(200);
    const centre = await call(testApp.app, 'GET', '/wps/member/rewards', { token: fresh.token });
    expect(before.body.value.availablePromoCount).toBe(centre.body.value.availablePromoCount);
    expect(before.body.value.availablePromoCount).toBeGreaterThan(0);
    const unread = await call(testApp.app, 'GET', '/wps/relay/CSP_unreadCount', { token: fresh.token });
    expect(unread.statusCode).toBe(200);
    expect(before.body.value.unreadMessage).toBe(unread.body.value.unreadCount);
    const claimable = centre.body.value.claimable as { id: string }[];
    expect(claimable.length).toBeGreaterThan(0);
    const claimed = await call(testApp.app, 'POST', `/wps/promotions/${claimable[0]?.id ?? ''}/claim`, {
      token: fresh.token,
      remoteAddress: nextAddress(),
    });
    expect(claimed.body.value.state).toBe('claimed');
    const after = await call(testApp.app, 'GET', '/wps/member/info', { token: fresh.token });
    expect(after.body.value.availablePromoCount).toBe(Number(before.body.value.availablePromoCount) - 1);
  });

  it('gives a trial account none of either', async () => {
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: nextAddress() });
    const info = await call(testApp.app, 'GET', '/wps/member/info', { token: String(trial.body.value.token) });
    expect(info.body.value).toMatchObject({ isTrial: true, unreadMessage: 0, availablePromoCount: 0 });
  });
});
