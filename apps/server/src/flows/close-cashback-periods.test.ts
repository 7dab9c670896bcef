import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { formatMinor, seamlessWalletPaths } from '@croupier/contracts';
import type { Clock } from '../lib/clock.js';
import { bonusGrant } from '../modules/bonus/bonus.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { cashbackPeriodAt, periodKeyOf } from '../modules/promotions/index.js';
import { playerPromotion } from '../modules/promotions/promotions.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from '../test/account-helpers.js';
import { sendModes } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { createPlayer, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { closeCashbackPeriods } from './close-cashback-periods.js';
import { bonusPortFor } from './shared/bonus-port.js';

/**
 * CASHBACK (decision 0080) played through the seamless wallet and closed by the job: the engagement reference's E2.2
 * (a week's net loss of 15,000 at 5 % from 1,000 and 8 % from 10,000 by tier: 850.00, paid as cash), once however
 * often or however concurrently the job runs; nothing for a member under a time-out. "All at once" runs only on
 * PostgreSQL.
 */

let harness: TestApp;
let secret: string;
let merchantId: string;
let offerId: string;
const timeZone = 'Asia/Bangkok';
const day = 86_400_000;

/** A clock an hour after the end of this week in the brand's zone: the week the bets were played in has ended. */
function afterThisWeek(): Clock {
  const { end } = cashbackPeriodAt('weekly', new Date(), timeZone);
  const at = new Date(end.getTime() + 60 * 60_000);
  return { now: () => at };
}

const runJob = (clock: Clock) => closeCashbackPeriods({ db: harness.database.db, clock, bonus: bonusPortFor(clock) });

/** Plays rounds on a house slot: `losses` stakes of 500.00 lost, then one of 1,000.00 paid 2,000.00. */
async function loseFifteenThousand(player: Player) {
  const { token } = await launchToken(harness.app, harness.database.db, { memberToken: player.token });
  const spin = async (bet: string, win: string) => {
    const answer = await signedCall(
      harness.app,
      seamlessWalletPaths.betWin,
      {
        token,
        playerId: player.memberId,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        currency: 'THB',
        bet,
        win,
      },
      { secret },
    );
    expect(answer.statusCode, answer.text).toBe(200);
  };
  for (let round = 0; round < 32; round += 1) await spin('500.00', '0');
  // Stakes 17,000, payouts 2,000: a net loss of 15,000.
  await spin('1000.00', '2000.00');
}

async function cashOf(player: Player) {
  const main = await createWalletService({ db: harness.database.db }).mainWallet(merchantId, 'THB', player.memberId);
  return formatMinor(main.balanceMinor ?? 0n);
}

const rowsOf = (player: Player) =>
  harness.database.db
    .select()
    .from(playerPromotion)
    .where(and(eq(playerPromotion.promotionId, offerId), eq(playerPromotion.memberId, player.memberId)));
const grantsOf = (player: Player) =>
  harness.database.db
    .select()
    .from(bonusGrant)
    .where(and(eq(bonusGrant.promotionId, offerId), eq(bonusGrant.memberId, player.memberId)));

/** Builds and publishes a weekly cashback offer of E2.2 (tier mode, cash) through the console; `overrides` replace fields. */
async function publishCashback(overrides: Record<string, unknown>): Promise<string> {
  const created = await call(harness.app, 'POST', '/bo/promotions/demo', {
    token: harness.operatorToken,
    payload: {
      type: 'CASHBACK',
      category: 'slots',
      content: { title: { th: 'คืนยอดเสีย', en: 'Weekly cashback' }, summary: {}, termsHtml: {} },
      displayFrom: new Date(Date.now() - 30 * day).toISOString(),
      applyFrom: new Date(Date.now() - 30 * day).toISOString(),
      reward: {
        kind: 'percent_of_net_loss',
        mode: 'tier',
        tiers: [
          { from: '1000.00', percent: 5 },
          { from: '10000.00', percent: 8 },
        ],
        cap: '5000.00',
      },
      terms: { turnoverMultiplier: 0, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
      eligibility: { onePerHousehold: false },
      limits: { perPlayer: 'weekly' },
      ...overrides,
    },
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const id = String(created.body.value.id);
  const live = await call(harness.app, 'POST', `/bo/promotions/demo/${id}/status`, {
    token: harness.operatorToken,
    payload: { status: 'active' },
  });
  expect(live.statusCode, JSON.stringify(live.body)).toBe(200);
  return id;
}

beforeAll(async () => {
  harness = await createTestApp();
  secret = await houseVendorSecret(harness.database.db);
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  // The seeded weekly cashback would pay these players too: only the offer built here runs.
  await harness.database.db.execute(
    sql`update promotion set status = 'paused' where type = 'CASHBACK' and merchant_id = ${merchantId}::uuid`,
  );
  offerId = await publishCashback({});
});
afterAll(async () => {
  await harness.close();
});

describe('weekly cashback', () => {
  it("shows the running week's net loss and the cashback it would earn on the member's card", async () => {
    const player = await createPlayer(harness, { balanceMinor: 2_000_000n, bankAccount: false });
    const before = await call(harness.app, 'GET', '/wps/promotions', { token: player.token });
    const fresh = (before.body.value.promotions as { id: string }[]).find((card) => card.id === offerId);
    expect(fresh).toMatchObject({
      state: 'process',
      progress: [
        { kind: 'net_loss', current: '0.00', required: '1000.00' },
        { kind: 'cashback_now', current: '0.00', required: null },
      ],
    });
    await loseFifteenThousand(player);
    const after = await call(harness.app, 'GET', `/wps/promotions/${offerId}`, { token: player.token });
    expect(after.body.value).toMatchObject({
      type: 'CASHBACK',
      state: 'process',
      progress: [
        { kind: 'net_loss', current: '15000.00', required: '1000.00' },
        { kind: 'cashback_now', current: '850.00', required: null },
      ],
    });
    // A visitor sees the offer without a state or progress.
    const visitor = await call(harness.app, 'GET', `/wps/promotions/${offerId}`, {});
    expect(visitor.body.value).toMatchObject({ state: null, progress: [] });
  });

  it('issues 850.00 in cash once the week has ended, once however often the job runs', async () => {
    const player = await createPlayer(harness, { balanceMinor: 2_000_000n, bankAccount: false });
    await loseFifteenThousand(player);
    expect(await cashOf(player)).toBe('5000.00');
    const clock = afterThisWeek();
    // While the week runs nothing is issued for it.
    await runJob({ now: () => new Date() });
    expect(await rowsOf(player)).toHaveLength(0);
    const first = await runJob(clock);
    expect(first.issued).toBeGreaterThanOrEqual(1);
    const [row] = await rowsOf(player);
    expect(row).toMatchObject({
      state: 'issued',
      amountMinor: 85_000n,
      periodKey: periodKeyOf('weekly', new Date(), timeZone),
    });
    const grants = await grantsOf(player);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ id: row?.grantId, grantedMinor: 85_000n, status: 'completed' });
    expect(await cashOf(player)).toBe('5850.00');
    await runJob(clock);
    expect(await cashOf(player)).toBe('5850.00');
    expect(await grantsOf(player)).toHaveLength(1);
    expect(await rowsOf(player)).toHaveLength(1);
    const history = await call(harness.app, 'GET', '/wps/member/rewards/history', { token: player.token });
    expect(history.body.value.content).toMatchObject([{ promotionId: offerId, state: 'issued', amount: '850.00' }]);
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('gives a member under a time-out nothing, and keeps nothing for later', async () => {
    const player = await createPlayer(harness, { balanceMinor: 2_000_000n, bankAccount: false });
    await loseFifteenThousand(player);
    await harness.database.db.execute(
      sql`update member set protected_until = now() + interval '1 day' where id = ${player.memberId}::uuid`,
    );
    const clock = afterThisWeek();
    await runJob(clock);
    expect(await rowsOf(player)).toMatchObject([
      { state: 'closed', amountMinor: null, grantId: null, reason: 'PROMOTION_NOT_ELIGIBLE' },
    ]);
    expect(await grantsOf(player)).toHaveLength(0);
    // The time-out over, a later pass does not pay the closed week after all.
    await harness.database.db.execute(
      sql`update member set protected_until = null where id = ${player.memberId}::uuid`,
    );
    await runJob(clock);
    expect(await grantsOf(player)).toHaveLength(0);
    expect(await cashOf(player)).toBe('5000.00');
  });

  it('pays nothing for a loss below the lowest tier, and nothing for a win', async () => {
    const player = await createPlayer(harness, { balanceMinor: 2_000_000n, bankAccount: false });
    const { token } = await launchToken(harness.app, harness.database.db, { memberToken: player.token });
    const answer = await signedCall(
      harness.app,
      seamlessWalletPaths.betWin,
      {
        token,
        playerId: player.memberId,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        currency: 'THB',
        bet: '999.99',
        win: '0',
      },
      { secret },
    );
    expect(answer.statusCode, answer.text).toBe(200);
    await runJob(afterThisWeek());
    expect(await rowsOf(player)).toHaveLength(0);
  });
});

describe.each(sendModes)('cashback close races (%s)', (_mode, send) => {
  it('pays a member once when job passes race', async () => {
    const player = await createPlayer(harness, { balanceMinor: 2_000_000n, bankAccount: false });
    await loseFifteenThousand(player);
    const clock = afterThisWeek();
    const passes = await send(3, () => runJob(clock));
    expect(passes.every((pass) => pass.issued <= 1)).toBe(true);
    expect(await grantsOf(player)).toHaveLength(1);
    expect(await rowsOf(player)).toMatchObject([{ state: 'issued', amountMinor: 85_000n }]);
    expect(await cashOf(player)).toBe('5850.00');
    expect((await reconciliation(harness)).balanced).toBe(true);
  });
});

describe('cashback closed late', () => {
  it('pays a week whose end no pass saw, at the next pass', async () => {
    const player = await createPlayer(harness, { balanceMinor: 2_000_000n, bankAccount: false });
    await loseFifteenThousand(player);
    const { end } = cashbackPeriodAt('weekly', new Date(), timeZone);
    const late = new Date(end.getTime() + 8 * day);
    await runJob({ now: () => late });
    expect(await rowsOf(player)).toMatchObject([
      { state: 'issued', amountMinor: 85_000n, periodKey: periodKeyOf('weekly', new Date(), timeZone) },
    ]);
    expect(await cashOf(player)).toBe('5850.00');
  });
});

describe('cashback offers of other families and budgets', () => {
  it("counts only the offer's product family, and stops at the offer's budget", async () => {
    const first = await createPlayer(harness, { balanceMinor: 2_000_000n, bankAccount: false });
    const second = await createPlayer(harness, { balanceMinor: 2_000_000n, bankAccount: false });
    await loseFifteenThousand(first);
    await loseFifteenThousand(second);
    const sports = await publishCashback({
      terms: { turnoverMultiplier: 0, productFamily: 'sports', maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
    });
    // An offer open only from now on owes nothing for the losses played before it opened.
    const opened = await publishCashback({ applyFrom: new Date().toISOString() });
    // A budget of 1,000.00 takes one cashback of 850.00, not two.
    const budgeted = await publishCashback({ limits: { perPlayer: 'weekly', totalBudget: '1000.00' } });
    await runJob(afterThisWeek());
    const rowsOfOffer = (id: string) =>
      harness.database.db.select().from(playerPromotion).where(eq(playerPromotion.promotionId, id));
    // Every loss of this week was played on a slot: nothing of it is a sports loss.
    expect(await rowsOfOffer(sports)).toHaveLength(0);
    expect(await rowsOfOffer(opened)).toHaveLength(0);
    const rows = await rowsOfOffer(budgeted);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.state === 'issued')).toMatchObject([{ amountMinor: 85_000n }]);
    expect(rows.filter((row) => row.state === 'closed').map((row) => row.reason)).toEqual(
      Array.from({ length: rows.length - 1 }, () => 'PROMOTION_UNAVAILABLE'),
    );
    const offers = await call(harness.app, 'GET', '/bo/promotions/demo', { token: harness.operatorToken });
    const spent = (offers.body.value.promotions as { id: string; spent: string }[]).find(
      (offer) => offer.id === budgeted,
    );
    expect(spent?.spent).toBe('850.00');
    expect((await reconciliation(harness)).balanced).toBe(true);
  });
});
