import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrant } from '../modules/bonus/bonus.tables.js';
import { member } from '../modules/member/member.tables.js';
import { playerPromotion } from '../modules/promotions/promotions.tables.js';
import { remindExpiringGrants } from '../flows/shared/promotion-messages.js';
import { takeOnceByKey } from '../flows/shared/promotion-takes.js';
import { insertPlayerPromotion } from '../modules/promotions/index.js';
import { fixedClock } from '../lib/clock.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, nextAddress, operatorToken } from '../test/withdrawal-helpers.js';

// 23:59 in Bangkok (the demo brand's zone), one minute before a daily offer's period turns.
const clock = fixedClock(new Date('2026-11-27T16:59:00Z'));
let testApp: TestApp;
let contentToken = '';
let financeToken = '';

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  contentToken = await operatorToken(testApp, 'content');
  financeToken = await operatorToken(testApp, 'finance');
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
  it('answers the first take when two deliveries of one key race across a period boundary', async () => {
    const id = await publish();
    const racer = await createPlayer(testApp);
    const [row] = await testApp.database.db.select().from(member).where(eq(member.username, racer.username));
    const memberId = row?.id ?? '';
    const key = `race-${crypto.randomUUID()}`;
    // Each delivery takes its own period's row (the clock turned between them); only one may keep the key.
    const deliver = (periodKey: string) =>
      takeOnceByKey(testApp.database.db, { memberId, promotionId: id, requestKey: key }, async (transaction) => {
        const taken = await insertPlayerPromotion(transaction, {
          merchantId: row?.merchantId ?? '',
          promotionId: id,
          promotionVersion: 1,
          memberId,
          periodKey,
          state: 'signed',
          termsHash: 'race',
        });
        if (!taken) throw new Error('the period row exists');
        return taken;
      });
    const [before, after] = await Promise.all([deliver('2026-11-27'), deliver('2026-11-28')]);
    expect(before.take.id).toBe(after.take.id);
    expect([before.replayed, after.replayed].sort()).toEqual([false, true]);
    const rows = await testApp.database.db.select().from(playerPromotion).where(eq(playerPromotion.promotionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.requestKey).toBe(key);
  });

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

  it('keeps the key of a join and refuses a malformed one', async () => {
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

type Message = { title: string; body: string; kind: string; read: boolean };
async function inbox(token: string, language = 'en'): Promise<Message[]> {
  const answer = await call(testApp.app, 'GET', '/wps/member/messages?pageSize=50', { token, headers: { language } });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value.content as Message[];
}
const termsHashOf = async (id: string, token: string) =>
  String((await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token })).body.value.termsHash);

describe('inbox messages of promotions', () => {
  it('tells the player an application was rejected with the reason, then approved with the amount', async () => {
    const id = await publish({
      type: 'APPLICATION',
      content: { title: { th: 'คืนยอดเสีย', en: 'Loss refund' }, summary: {}, termsHtml: {} },
      reward: { kind: 'reviewed', max: '300.00' },
      limits: { perPlayer: 'once' },
    });
    const applicant = await createPlayer(testApp);
    const send = async (requestKey: string) =>
      call(testApp.app, 'POST', `/wps/promotions/${id}/apply`, {
        token: applicant.token,
        headers: { 'idempotency-key': requestKey },
        payload: { termsHash: await termsHashOf(id, applicant.token), remark: 'Ten losses' },
      });
    const apply = async (requestKey = `apply-${crypto.randomUUID()}`) => {
      const applied = await send(requestKey);
      expect(applied.body.value.state).toBe('applying');
      // The retry of the same request answers its card; a new request while applying would be refused.
      expect((await send(requestKey)).body.value.state).toBe('applying');
      expect((await send(`apply-${crypto.randomUUID()}`)).body.code).toBe('INVALID_STATE');
      const [take] = await testApp.database.db
        .select()
        .from(playerPromotion)
        .where(eq(playerPromotion.promotionId, id));
      // An application sent again after a rejection carries its own key.
      expect(take?.requestKey).toBe(requestKey);
      const queue = await call(testApp.app, 'GET', '/bo/promotions/demo/applications?pageSize=100', {
        token: financeToken,
      });
      return (queue.body.value.content as { id: string; promotionId: string }[]).find((row) => row.promotionId === id)
        ?.id;
    };
    const applicationId = await apply();
    const rejected = await call(testApp.app, 'POST', `/bo/promotions/demo/applications/${applicationId}/reject`, {
      token: financeToken,
      payload: { reason: 'No screenshot of the losses' },
    });
    expect(rejected.body.value.state).toBe('rejected');
    const afterReject = await inbox(applicant.token);
    expect(afterReject).toHaveLength(1);
    expect(afterReject[0]).toMatchObject({ kind: 'system', title: 'Promotion application rejected', read: false });
    expect(afterReject[0]?.body).toContain('Loss refund');
    expect(afterReject[0]?.body).toContain('No screenshot of the losses');
    const info = await call(testApp.app, 'GET', '/wps/member/info', { token: applicant.token });
    expect(info.body.value.unreadMessage).toBe(1);

    clock.set(new Date(clock.now().getTime() + 60_000));
    await apply();
    const approved = await call(testApp.app, 'POST', `/bo/promotions/demo/applications/${applicationId}/approve`, {
      token: financeToken,
      payload: { amount: '120.50' },
    });
    expect(approved.body.value.state).toBe('issued');
    const thai = await inbox(applicant.token, 'th');
    expect(thai).toHaveLength(2);
    expect(thai[0]?.title).toBe('อนุมัติคำขอรับโปรโมชั่นแล้ว');
    expect(thai[0]?.body).toContain('คืนยอดเสีย');
    expect(thai[0]?.body).toContain('120.50 THB');
    // An approval is not also told as a reward the system issued.
    expect(thai.filter((message) => message.title === 'คุณได้รับรางวัลโปรโมชั่น')).toHaveLength(0);
  });

  it('tells the player of a deposit match issued with the deposit, and nothing of a claim of their own', async () => {
    const id = await publish({
      type: 'FIRST_DEPOSIT',
      category: 'deposit',
      content: { title: { en: 'Welcome match', 'pt-BR': 'Bônus de boas-vindas' }, summary: {}, termsHtml: {} },
      reward: { kind: 'percent_of_deposit', percent: 50, cap: '500.00' },
      limits: { perPlayer: 'once' },
    });
    const depositor = await createPlayer(testApp);
    const joined = await call(testApp.app, 'POST', `/wps/promotions/${id}/join`, {
      token: depositor.token,
      payload: { termsHash: await termsHashOf(id, depositor.token) },
    });
    expect(joined.body.value.state).toBe('signed');
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token: depositor.token,
      payload: { channelCode: 'promptpay', amount: '400.00' },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const confirmed = await call(testApp.app, 'POST', `/bo/deposits/demo/${String(created.body.value.id)}/confirm`, {
      token: testApp.operatorToken,
    });
    expect(confirmed.body.value.status).toBe('confirmed');
    const portuguese = await inbox(depositor.token, 'pt-BR');
    const issued = portuguese.filter((message) => message.title === 'Prêmio de promoção creditado');
    expect(issued).toHaveLength(1);
    expect(issued[0]?.body).toBe('Você recebeu 200.00 THB de Bônus de boas-vindas. Veja os detalhes do seu bônus.');
    // Filipino has no title of its own: the English one is used.
    const filipino = await inbox(depositor.token, 'fil');
    expect(filipino.find((message) => message.title === 'Naikredito ang premyo ng promo')?.body).toContain(
      'Welcome match',
    );

    const claimer = await createPlayer(testApp);
    const free = await publish();
    const claimed = await call(testApp.app, 'POST', `/wps/promotions/${free}/claim`, {
      token: claimer.token,
      remoteAddress: nextAddress(),
    });
    expect(claimed.body.value.state).toBe('claimed');
    expect(await inbox(claimer.token)).toHaveLength(0);
  });

  it('reminds the holder of a bonus once, within the day before it expires', async () => {
    const holder = await createPlayer(testApp);
    const id = await publish({ content: { title: { en: 'Weekend gift' }, summary: {}, termsHtml: {} } });
    const claimed = await call(testApp.app, 'POST', `/wps/promotions/${id}/claim`, {
      token: holder.token,
      remoteAddress: nextAddress(),
    });
    expect(claimed.body.value.state).toBe('claimed');
    const [grant] = await testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id));
    expect(grant?.status).toBe('active');
    const expiresAt = grant?.expiresAt ?? new Date(0);
    const now = clock.now();
    const reminded = async () =>
      (await inbox(holder.token)).filter((message) => message.title === 'Your bonus expires soon');

    // More than a day before: no reminder yet.
    clock.set(new Date(expiresAt.getTime() - 25 * 3_600_000));
    await remindExpiringGrants(testApp.database.db, clock);
    clock.set(now);
    expect(await reminded()).toHaveLength(0);

    clock.set(new Date(expiresAt.getTime() - 23 * 3_600_000));
    await remindExpiringGrants(testApp.database.db, clock);
    // A second pass (another instance, the next tick) writes nothing more.
    await remindExpiringGrants(testApp.database.db, clock);
    clock.set(new Date(expiresAt.getTime() - 3_600_000));
    await remindExpiringGrants(testApp.database.db, clock);
    clock.set(now);
    const messages = await reminded();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toContain('Weekend gift');
    expect(messages[0]?.body).toContain('Turnover remaining: 20.00 THB');
  });
});

describe('abuse flags', () => {
  it("flags a referral ring (accounts one member referred, or its referrer), not an agent's team", async () => {
    const id = await publish({
      type: 'APPLICATION',
      reward: { kind: 'reviewed', max: '100.00' },
      limits: { perPlayer: 'once' },
      eligibility: { onePerHousehold: false },
    });
    const register = async (referralCode?: string) => {
      const username = `r${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
      const registered = await call(testApp.app, 'PUT', '/wps/member/register', {
        payload: {
          username,
          password: 'Secret#2026',
          confirmPassword: 'Secret#2026',
          terms: true,
          ageConfirmed: true,
          ...(referralCode ? { referralCode } : {}),
        },
        remoteAddress: nextAddress(),
      });
      expect(registered.statusCode, JSON.stringify(registered.body)).toBe(200);
      const [row] = await testApp.database.db.select().from(member).where(eq(member.username, username));
      return { token: String(registered.body.value.token), username, id: row?.id ?? '' };
    };
    const apply = async (token: string) => {
      const applied = await call(testApp.app, 'POST', `/wps/promotions/${id}/apply`, {
        token,
        headers: { 'x-device-id': crypto.randomUUID() },
        payload: { termsHash: await termsHashOf(id, token), remark: 'My losses' },
      });
      expect(applied.body.value.state, JSON.stringify(applied.body)).toBe('applying');
    };
    const flagsOf = async () => {
      const queue = await call(testApp.app, 'GET', '/bo/promotions/demo/applications?pageSize=100', {
        token: financeToken,
      });
      return new Map(
        (queue.body.value.content as { promotionId: string; username: string; flags: string[] }[])
          .filter((row) => row.promotionId === id)
          .map((row) => [row.username.toLowerCase(), row.flags]),
      );
    };
    // A member referrer (the referral link of the loyalty work sets `upline_id` to a plain member, as here).
    const referrer = await register();
    const first = await register();
    await testApp.database.db.update(member).set({ uplineId: referrer.id }).where(eq(member.id, first.id));
    await apply(first.token);
    // Two players of one agent are its team, not a ring.
    const teamOne = await register('AGENT01');
    const teamTwo = await register('AGENT01');
    await apply(teamOne.token);
    await apply(teamTwo.token);
    // Alone under its referrer, nobody is a ring yet.
    expect((await flagsOf()).get(first.username.toLowerCase())).not.toContain('referral_ring');
    const second = await register();
    await testApp.database.db.update(member).set({ uplineId: referrer.id }).where(eq(member.id, second.id));
    await apply(second.token);
    // The referrer applying too is a ring with the accounts it referred.
    await apply(referrer.token);
    const flags = await flagsOf();
    expect(flags.get(first.username.toLowerCase())).toContain('referral_ring');
    expect(flags.get(second.username.toLowerCase())).toContain('referral_ring');
    expect(flags.get(referrer.username.toLowerCase())).toContain('referral_ring');
    expect(flags.get(teamOne.username.toLowerCase())).not.toContain('referral_ring');
    expect(flags.get(teamTwo.username.toLowerCase())).not.toContain('referral_ring');
  });
});
