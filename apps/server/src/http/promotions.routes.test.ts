import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrant } from '../modules/bonus/bonus.tables.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { playerPromotion } from '../modules/promotions/promotions.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, nextAddress, operatorToken, pngBase64 } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let player: Player;
let other: Player;
let contentToken = '';
let supportToken = '';
let financeToken = '';

beforeAll(async () => {
  testApp = await createTestApp();
  player = await createPlayer(testApp);
  other = await createPlayer(testApp);
  contentToken = await operatorToken(testApp, 'content');
  supportToken = await operatorToken(testApp, 'support');
  financeToken = await operatorToken(testApp, 'finance');
});
afterAll(async () => {
  await testApp.close();
});

const day = 86_400_000;
/** An offer body as the console's builder sends it; `overrides` replace whole fields. */
function offerBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'FREE_BONUS',
    category: 'other',
    content: {
      title: { th: 'โบนัสฟรี', en: 'Free bonus' },
      summary: { th: 'รับเลย', en: 'Claim it now' },
      termsHtml: { en: '<p>Play <strong>fair</strong>.</p><script>alert(1)</script><a href="javascript:x">x</a>' },
    },
    displayFrom: new Date(Date.now() - day).toISOString(),
    applyFrom: new Date(Date.now() - day).toISOString(),
    reward: { kind: 'fixed', amount: '50.00' },
    terms: { turnoverMultiplier: 1, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
    ...overrides,
  };
}

const consoleCall = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  call(testApp.app, method, url, { token, ...(payload ? { payload } : {}) });

async function publish(body: Record<string, unknown>): Promise<string> {
  const created = await consoleCall(contentToken, 'POST', '/bo/promotions/demo', body);
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const id = String(created.body.value.id);
  const live = await consoleCall(contentToken, 'POST', `/bo/promotions/demo/${id}/status`, { status: 'active' });
  expect(live.statusCode).toBe(200);
  return id;
}

type Card = { id: string; state: string | null; reason: string | null; title: string };

describe('promotions for players', () => {
  it("shows the demo brand's seeded offers in the visitor's language", async () => {
    const thai = await call(testApp.app, 'GET', '/wps/promotions', { headers: { language: 'th' } });
    const cards = thai.body.value.promotions as (Card & { type: string; reward: unknown })[];
    expect(cards.filter((card) => card.title.length > 0).map((card) => card.type)).toEqual(
      expect.arrayContaining(['FIRST_DEPOSIT', 'FREE_BONUS', 'APPLICATION']),
    );
    const welcome = cards.find((card) => card.type === 'FIRST_DEPOSIT');
    expect(welcome).toMatchObject({
      title: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด 1,000',
      state: null,
      reward: { kind: 'percent_of_deposit', percent: 100, cap: '1000.00' },
    });
    const detail = await call(testApp.app, 'GET', `/wps/promotions/${welcome?.id ?? ''}`, {
      headers: { language: 'fil' },
    });
    expect(detail.body.value.terms).toMatchObject({
      turnoverMultiplier: 10,
      maxBet: '500.00',
      maxWinMultiplier: 5,
      expiryDays: 14,
    });
    expect(String(detail.body.value.termsHtml)).toContain('Paano makukuha');
  });

  it('shows visitors the cards without a state and members their state', async () => {
    const id = await publish(offerBody());
    const visitor = await call(testApp.app, 'GET', '/wps/promotions');
    expect(visitor.statusCode).toBe(200);
    const seen = (visitor.body.value.promotions as Card[]).find((card) => card.id === id);
    expect(seen).toMatchObject({ state: null, title: 'Free bonus' });
    const thai = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { headers: { language: 'th' } });
    expect(thai.body.value).toMatchObject({ title: 'โบนัสฟรี', state: null });
    // The terms page kept its text and lost the script and the javascript: link.
    expect(thai.body.value.termsHtml).toBe(
      '<p>Play <strong>fair</strong>.</p><a target="_blank" rel="noopener noreferrer">x</a>',
    );
    const member = await call(testApp.app, 'GET', '/wps/promotions', { token: player.token });
    expect((member.body.value.promotions as Card[]).find((card) => card.id === id)?.state).toBe('claim');
  });

  it('refuses bad input with stable codes', async () => {
    const badId = await call(testApp.app, 'POST', '/wps/promotions/nope/join', {
      token: player.token,
      payload: { termsHash: 'x' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.body.code).toBe('VALIDATION_FAILED');
    const noHash = await call(testApp.app, 'POST', `/wps/promotions/${crypto.randomUUID()}/join`, {
      token: player.token,
      payload: {},
    });
    expect(noHash.statusCode).toBe(400);
    const unknown = await call(testApp.app, 'GET', `/wps/promotions/${crypto.randomUUID()}`);
    expect(unknown.body.code).toBe('PROMOTION_NOT_FOUND');
    const longRemark = await call(testApp.app, 'POST', `/wps/promotions/${crypto.randomUUID()}/apply`, {
      token: player.token,
      payload: { termsHash: 'x', remark: 'x'.repeat(141) },
    });
    expect(longRemark.statusCode).toBe(400);
    expect(JSON.stringify(longRemark.body.value)).toContain('REMARK_TOO_LONG');
    const badKey = await call(testApp.app, 'POST', `/wps/promotions/${crypto.randomUUID()}/claim`, {
      token: player.token,
      headers: { 'idempotency-key': 'not a key' },
    });
    expect(badKey.statusCode).toBe(400);
    const visitorJoin = await call(testApp.app, 'POST', `/wps/promotions/${crypto.randomUUID()}/join`, {
      payload: { termsHash: 'x' },
    });
    expect(visitorJoin.statusCode).toBe(401);
  });

  it('joins a deposit offer only with the hash of the terms shown, and an edit changes the hash', async () => {
    const body = offerBody({
      type: 'FIRST_DEPOSIT',
      category: 'deposit',
      reward: { kind: 'percent_of_deposit', percent: 100, cap: '1000.00' },
      terms: { turnoverMultiplier: 10, maxBet: '500.00', maxWinMultiplier: 5, expiryDays: 14 },
    });
    const id = await publish(body);
    const shown = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token });
    expect(shown.body.value.state).toBe('join');
    const hash = String(shown.body.value.termsHash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const stale = await call(testApp.app, 'POST', `/wps/promotions/${id}/join`, {
      token: player.token,
      payload: { termsHash: 'f'.repeat(64) },
    });
    expect(stale.body.code).toBe('PROMOTION_TERMS_CHANGED');
    const joined = await call(testApp.app, 'POST', `/wps/promotions/${id}/join`, {
      token: player.token,
      payload: { termsHash: hash },
    });
    expect(joined.statusCode, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.value.state).toBe('signed');
    const edited = await consoleCall(contentToken, 'PUT', `/bo/promotions/demo/${id}`, {
      ...body,
      terms: { turnoverMultiplier: 8, maxBet: '500.00', maxWinMultiplier: 5, expiryDays: 14 },
    });
    expect(edited.body.value.version).toBe(2);
    const after = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: other.token });
    expect(after.body.value.termsHash).not.toBe(hash);
    const late = await call(testApp.app, 'POST', `/wps/promotions/${id}/join`, {
      token: other.token,
      payload: { termsHash: hash },
    });
    expect(late.body.code).toBe('PROMOTION_TERMS_CHANGED');
  });

  it('takes an application with images, and the reviewer rejects then the player applies again', async () => {
    const id = await publish(
      offerBody({
        type: 'APPLICATION',
        reward: { kind: 'reviewed', max: '300.00' },
        remarkRequired: true,
      }),
    );
    const hash = String(
      (await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token })).body.value.termsHash,
    );
    const noRemark = await call(testApp.app, 'POST', `/wps/promotions/${id}/apply`, {
      token: player.token,
      payload: { termsHash: hash },
    });
    expect(noRemark.body.code).toBe('VALIDATION_FAILED');
    const notImage = await call(testApp.app, 'POST', `/wps/promotions/${id}/apply`, {
      token: player.token,
      payload: {
        termsHash: hash,
        remark: 'Lost ten hands in a row',
        images: [{ data: Buffer.from('GIF89a....').toString('base64') }],
      },
    });
    expect(notImage.body.code).toBe('UPLOAD_INVALID');
    const applied = await call(testApp.app, 'POST', `/wps/promotions/${id}/apply`, {
      token: player.token,
      payload: { termsHash: hash, remark: 'Lost ten hands in a row', images: [{ data: pngBase64, fileName: 'a.png' }] },
    });
    expect(applied.statusCode, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.value.state).toBe('applying');

    const queue = await consoleCall(financeToken, 'GET', '/bo/promotions/demo/applications');
    expect(queue.statusCode).toBe(200);
    type Application = { id: string; promotionId: string; imageIds: string[]; remark: string; flags: string[] };
    const mine = (queue.body.value.content as Application[]).find((row) => row.promotionId === id);
    expect(mine).toMatchObject({ remark: 'Lost ten hands in a row' });
    expect(mine?.imageIds).toHaveLength(1);
    // Every test player binds the same bank account number: the reviewer is told.
    expect(mine?.flags).toContain('same_bank_account');
    const image = await testApp.app.inject({
      method: 'GET',
      url: `/bo/promotions/demo/applications/${mine?.id}/images/${mine?.imageIds[0]}`,
      headers: { authorization: `Bearer ${financeToken}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const over = await consoleCall(financeToken, 'POST', `/bo/promotions/demo/applications/${mine?.id}/approve`, {
      amount: '300.01',
    });
    expect(over.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const rejected = await consoleCall(financeToken, 'POST', `/bo/promotions/demo/applications/${mine?.id}/reject`, {
      reason: 'The screenshot does not show the losses',
    });
    expect(rejected.body.value.state).toBe('rejected');
    const card = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: player.token });
    expect(card.body.value).toMatchObject({ state: 'rejected', reason: 'The screenshot does not show the losses' });
    const again = await call(testApp.app, 'POST', `/wps/promotions/${id}/apply`, {
      token: player.token,
      payload: { termsHash: hash, remark: 'Here is the full history' },
    });
    expect(again.body.value.state).toBe('applying');
    const approved = await consoleCall(financeToken, 'POST', `/bo/promotions/demo/applications/${mine?.id}/approve`, {
      amount: '300.00',
    });
    expect(approved.body.value).toMatchObject({ state: 'issued', amount: '300.00' });
    const twice = await consoleCall(financeToken, 'POST', `/bo/promotions/demo/applications/${mine?.id}/approve`, {
      amount: '300.00',
    });
    expect(twice.body.code).toBe('INVALID_STATE');
    const grants = await testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id));
    expect(grants).toHaveLength(1);
    expect(grants[0]?.grantedMinor).toBe(30_000n);
    const [audited] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promotion.application.reject')));
    expect(audited?.target).toBe(`demo/promotion-application/${mine?.id}`);
  });

  it('pays a claimed free bonus once, however often it is claimed, and refuses a second claimant of the household', async () => {
    const id = await publish(offerBody({ content: { title: { en: 'Welcome gift' }, summary: {}, termsHtml: {} } }));
    const claimer = await createPlayer(testApp);
    // A public address (a documentation range): a private or loopback one names no household.
    const address = '198.51.100.77';
    const claims = await Promise.all(
      [0, 1, 2].map(() =>
        call(testApp.app, 'POST', `/wps/promotions/${id}/claim`, {
          token: claimer.token,
          remoteAddress: address,
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      ),
    );
    for (const claimed of claims) {
      expect(claimed.statusCode, JSON.stringify(claimed.body)).toBe(200);
      expect(claimed.body.value).toMatchObject({ state: 'claimed', amount: '50.00' });
    }
    const grants = await testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ memberId: claimer.memberId, grantedMinor: 5_000n, source: 'promotion' });
    const [row] = await testApp.database.db.select().from(playerPromotion).where(eq(playerPromotion.promotionId, id));
    expect(row?.grantId).toBe(grants[0]?.id);
    const sameHome = await createPlayer(testApp);
    const refused = await call(testApp.app, 'POST', `/wps/promotions/${id}/claim`, {
      token: sameHome.token,
      remoteAddress: address,
    });
    expect(refused.body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    // Behind a loopback or private address nobody is anybody's household.
    const local = await call(testApp.app, 'POST', `/wps/promotions/${id}/claim`, { token: other.token });
    expect(local.body.value.state).toBe('claimed');
    const history = await call(testApp.app, 'GET', '/wps/member/rewards/history', { token: claimer.token });
    expect(history.body.value.content).toMatchObject([{ promotionId: id, state: 'claimed', amount: '50.00' }]);
  });

  it('matches the first deposit of a member who joined: 100 % up to the cap, issued in the deposit', async () => {
    const id = await publish(
      offerBody({
        type: 'FIRST_DEPOSIT',
        category: 'deposit',
        reward: { kind: 'percent_of_deposit', percent: 100, cap: '1000.00' },
        terms: { turnoverMultiplier: 10, maxBet: '500.00', maxWinMultiplier: 5, expiryDays: 14 },
        eligibility: { minDeposit: '100.00' },
      }),
    );
    const depositor = await createPlayer(testApp);
    const shown = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: depositor.token });
    const joined = await call(testApp.app, 'POST', `/wps/promotions/${id}/join`, {
      token: depositor.token,
      payload: { termsHash: String(shown.body.value.termsHash) },
      remoteAddress: nextAddress(),
    });
    expect(joined.body.value.state).toBe('signed');
    const deposit = async (amount: string) => {
      const created = await call(testApp.app, 'POST', '/wps/deposits', {
        token: depositor.token,
        payload: { channelCode: 'promptpay', amount },
      });
      expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
      const depositId = String(created.body.value.id);
      const confirmed = await consoleCall(testApp.operatorToken, 'POST', `/bo/deposits/demo/${depositId}/confirm`);
      expect(confirmed.body.value.status).toBe('confirmed');
      return depositId;
    };
    const depositId = await deposit('1500.00');
    const card = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: depositor.token });
    expect(card.body.value).toMatchObject({ state: 'issued', amount: '1000.00' });
    const [row] = await testApp.database.db.select().from(playerPromotion).where(eq(playerPromotion.promotionId, id));
    expect(row).toMatchObject({ depositId, amountMinor: 100_000n });
    const [grant] = await testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id));
    expect(grant).toMatchObject({ grantedMinor: 100_000n, turnoverRequiredMinor: 1_000_000n, id: row?.grantId });
    // The second deposit qualifies for nothing more.
    await deposit('200.00');
    expect(await testApp.database.db.select().from(bonusGrant).where(eq(bonusGrant.promotionId, id))).toHaveLength(1);
  });

  it('flags applications sent from one device, and refuses the second one where the household rule holds', async () => {
    const open = await publish(
      offerBody({
        type: 'APPLICATION',
        reward: { kind: 'reviewed', max: '100.00' },
        eligibility: { onePerHousehold: false },
      }),
    );
    const strict = await publish(offerBody({ type: 'APPLICATION', reward: { kind: 'reviewed', max: '100.00' } }));
    const device = crypto.randomUUID();
    const applyFrom = async (id: string, who: Player) => {
      const shown = await call(testApp.app, 'GET', `/wps/promotions/${id}`, { token: who.token });
      return call(testApp.app, 'POST', `/wps/promotions/${id}/apply`, {
        token: who.token,
        headers: { 'x-device-id': device },
        payload: { termsHash: String(shown.body.value.termsHash), remark: 'My best round' },
      });
    };
    const first = await createPlayer(testApp);
    const second = await createPlayer(testApp);
    expect((await applyFrom(open, first)).body.value.state).toBe('applying');
    expect((await applyFrom(open, second)).body.value.state).toBe('applying');
    expect((await applyFrom(strict, first)).body.value.state).toBe('applying');
    expect((await applyFrom(strict, second)).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    const queue = await consoleCall(financeToken, 'GET', '/bo/promotions/demo/applications?pageSize=100');
    const flagged = (queue.body.value.content as { promotionId: string; flags: string[] }[]).filter(
      (row) => row.promotionId === open,
    );
    expect(flagged).toHaveLength(2);
    for (const row of flagged) expect(row.flags).toContain('same_device');
  });

  it('offers a trial account nothing', async () => {
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: nextAddress() });
    expect(trial.statusCode).toBe(200);
    const token = String(trial.body.value.token);
    const centre = await call(testApp.app, 'GET', '/wps/member/rewards', { token });
    expect(centre.body.value).toEqual({ claimable: [], availablePromoCount: 0 });
    const cards = await call(testApp.app, 'GET', '/wps/promotions', { token });
    expect((cards.body.value.promotions as Card[]).every((card) => card.state === null)).toBe(true);
  });

  it('counts what the member can act on in the reward centre', async () => {
    const centre = await call(testApp.app, 'GET', '/wps/member/rewards', { token: other.token });
    expect(centre.statusCode).toBe(200);
    expect(Number(centre.body.value.availablePromoCount)).toBeGreaterThan(0);
    const claimable = centre.body.value.claimable as Card[];
    expect(claimable.every((card) => card.state === 'claim')).toBe(true);
    const history = await call(testApp.app, 'GET', '/wps/member/rewards/history', { token: player.token });
    expect(history.statusCode).toBe(200);
    expect(Number(history.body.value.total)).toBeGreaterThan(0);
  });
});

describe('promotions in the console', () => {
  it("refuses terms outside the brand's strict profile and draft-to-paused moves", async () => {
    const tooMuch = await consoleCall(
      contentToken,
      'POST',
      '/bo/promotions/demo',
      offerBody({ terms: { turnoverMultiplier: 11, maxBet: null, maxWinMultiplier: null, expiryDays: 7 } }),
    );
    expect(tooMuch.body.code).toBe('PROMOTION_TERMS_OUTSIDE_PROFILE');
    const tooShort = await consoleCall(
      contentToken,
      'POST',
      '/bo/promotions/demo',
      offerBody({ terms: { turnoverMultiplier: 10, maxBet: null, maxWinMultiplier: null, expiryDays: 6 } }),
    );
    expect(tooShort.body.code).toBe('PROMOTION_TERMS_OUTSIDE_PROFILE');
    const mismatch = await consoleCall(
      contentToken,
      'POST',
      '/bo/promotions/demo',
      offerBody({ reward: { kind: 'reviewed', max: '10.00' } }),
    );
    expect(mismatch.body.code).toBe('VALIDATION_FAILED');
    const cashbackOnce = await consoleCall(
      contentToken,
      'POST',
      '/bo/promotions/demo',
      offerBody({
        type: 'CASHBACK',
        reward: { kind: 'percent_of_net_loss', mode: 'tier', tiers: [{ from: '100.00', percent: 5 }], cap: '500.00' },
        limits: { perPlayer: 'once' },
      }),
    );
    expect(cashbackOnce.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(cashbackOnce.body)).toContain('PERIOD_NOT_ALLOWED');
    const raffleWithoutWindow = await consoleCall(
      contentToken,
      'POST',
      '/bo/promotions/demo',
      offerBody({
        type: 'RAFFLE',
        reward: { kind: 'prize_table', prizes: [{ amount: '10.00', weight: 1 }] },
        limits: { perPlayer: 'daily' },
      }),
    );
    expect(raffleWithoutWindow.body.code).toBe('VALIDATION_FAILED');
    const draft = await consoleCall(contentToken, 'POST', '/bo/promotions/demo', offerBody());
    expect(draft.body.value).toMatchObject({ status: 'draft', version: 1 });
    const paused = await consoleCall(
      contentToken,
      'POST',
      `/bo/promotions/demo/${String(draft.body.value.id)}/status`,
      {
        status: 'paused',
      },
    );
    expect(paused.body.code).toBe('INVALID_STATE');
    const list = await consoleCall(contentToken, 'GET', '/bo/promotions/demo');
    expect((list.body.value.promotions as { id: string }[]).some((row) => row.id === draft.body.value.id)).toBe(true);
  });

  it('needs promotions.manage to build offers and promotions.review to review', async () => {
    expect((await consoleCall(supportToken, 'GET', '/bo/promotions/demo')).statusCode).toBe(403);
    expect((await consoleCall(supportToken, 'POST', '/bo/promotions/demo', offerBody())).statusCode).toBe(403);
    expect((await consoleCall(financeToken, 'GET', '/bo/promotions/demo')).statusCode).toBe(403);
    expect((await consoleCall(contentToken, 'GET', '/bo/promotions/demo/applications')).statusCode).toBe(403);
    expect((await consoleCall(financeToken, 'GET', '/bo/promotions/demo/applications')).statusCode).toBe(200);
    const scoped = await operatorToken(testApp, 'content', ['lucky']);
    expect((await consoleCall(scoped, 'GET', '/bo/promotions/demo')).statusCode).toBe(403);
    expect((await consoleCall(scoped, 'GET', '/bo/promotions/lucky')).statusCode).toBe(200);
  });
});
