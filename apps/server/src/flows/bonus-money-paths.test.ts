import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberBonuses } from '@croupier/contracts';
import { seamlessWalletPaths } from '@croupier/contracts';
import { defaultContributions, findGrant } from '../modules/bonus/index.js';
import type { StoredBonusTerms } from '../modules/bonus/index.js';
import { systemClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from '../test/account-helpers.js';
import { openTestDraw } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, setTransferWalletVendors, signedCall } from '../test/vendor-wallet-helpers.js';
import { balanceOf, createPlayer, reconciliation, requestWithdrawal } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { grantBonus } from './shared/bonus-wallet.js';

/**
 * Every money path asks the live bonus (decision 0077): a withdrawal forfeits it only once the player agreed, the
 * lottery and the transfer wallet respect its max bet, a time-out forfeits it at once, the player may give it up.
 */

const terms: StoredBonusTerms = {
  turnoverMultiplier: 10,
  basis: 'bonus',
  productFamily: 'casino',
  maxBetMinor: '5000',
  maxWinMultiplier: 5,
  expiryDays: 14,
  contributions: [...defaultContributions],
};

let harness: TestApp;
let merchantId: string;
let secret: string;

async function giveBonus(player: Player, amountMinor = 100_000n) {
  const { grantId } = await grantBonus(harness.database.db, systemClock, {
    merchantId,
    memberId: player.memberId,
    currency: 'THB',
    source: 'promotion',
    sourceRef: `test:${randomUUID()}`,
    amountMinor,
    title: { th: 'โบนัสฝากแรก', en: 'First deposit bonus' },
    terms,
  });
  return grantId;
}

beforeAll(async () => {
  harness = await createTestApp();
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  await setTransferWalletVendors(harness.database.db, 'demo', ['HOUSE_TW']);
  secret = await houseVendorSecret(harness.database.db);
});
afterAll(async () => {
  await harness.close();
});

describe('a withdrawal while a bonus is live', () => {
  it('says what would be lost, and forfeits only the bonus once the player confirms', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    const grantId = await giveBonus(player);
    const refused = await requestWithdrawal(harness.app, player, '500.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'BONUS_FORFEIT_REQUIRED',
      value: { bonus: '1000.00', turnoverRemaining: '10000.00', currency: 'THB' },
    });
    expect((await findGrant(harness.database.db, grantId))?.status).toBe('active');

    const confirmed = await call(harness.app, 'POST', '/wps/withdrawals', {
      token: player.token,
      payload: { amount: '500.00', bankAccountId: player.bankAccountId, paymentPassword: '246810', forfeitBonus: true },
    });
    expect(confirmed.statusCode).toBe(200);
    const grant = await findGrant(harness.database.db, grantId);
    expect(grant).toMatchObject({ status: 'forfeited', forfeit_reason: 'withdrawal', forfeited_minor: '100000' });
    // The player's own money is whole: 1,000 less the 500 held for the withdrawal.
    expect(await balanceOf(harness.app, player.token)).toBe('500.00');
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('asks nothing of a member without a bonus', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    expect((await requestWithdrawal(harness.app, player, '100.00')).statusCode).toBe(200);
  });
});

describe("the player's bonus details", () => {
  it('lists the grants with their turnover, and lets the player give one up once', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n });
    const first = await giveBonus(player, 5_000n);
    const second = await giveBonus(player, 3_000n);
    const details = await call(harness.app, 'GET', '/wps/member/bonuses', {
      token: player.token,
      headers: { language: 'th' },
    });
    expect(details.body.value).toMatchObject({ bonusBalance: '80.00', turnoverRemaining: '800.00', currency: 'THB' });
    const bonuses = details.body.value as MemberBonuses;
    expect(bonuses.grants.map((grant) => [grant.id, grant.status])).toEqual([
      [first, 'active'],
      [second, 'pending'],
    ]);
    expect(bonuses.grants[0]).toMatchObject({
      title: 'โบนัสฝากแรก',
      terms: { maxBet: '50.00', turnoverMultiplier: 10 },
    });

    const given = await call(harness.app, 'POST', `/wps/member/bonuses/${first}/forfeit`, { token: player.token });
    expect(given.body.value).toMatchObject({
      status: 'forfeited',
      forfeitReason: 'player_opt_out',
      forfeited: '50.00',
    });
    // The waiting grant takes its place, its expiry counted from now.
    const next = await findGrant(harness.database.db, second);
    expect(next?.status).toBe('active');
    expect(next?.expires_at).not.toBeNull();
    const again = await call(harness.app, 'POST', `/wps/member/bonuses/${first}/forfeit`, { token: player.token });
    expect(again.body.code).toBe('BONUS_GRANT_CLOSED');

    const stranger = await createPlayer(harness, { balanceMinor: 0n });
    const theirs = await call(harness.app, 'POST', `/wps/member/bonuses/${second}/forfeit`, { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    expect((await findGrant(harness.database.db, second))?.status).toBe('active');
  });
});

describe('the max bet on the other money paths', () => {
  it('refuses a lottery bet above it and takes one below it', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n, bankAccount: false });
    await giveBonus(player);
    const draw = await openTestDraw(harness.database.db, 'K3_1');
    const bet = (unitStake: string) =>
      call(harness.app, 'POST', '/lgw/orders', {
        token: player.token,
        payload: {
          gameCode: 'K3_1',
          numero: draw.numero,
          bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '10', unitStake }],
        },
      });
    const above = await bet('60.00');
    expect(above.body).toMatchObject({ code: 'MAX_BET_EXCEEDED', value: { maxBet: '50.00' } });
    expect((await bet('40.00')).statusCode).toBe(200);
  });

  it('keeps money out of a transfer-wallet vendor while the bonus applies', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n, bankAccount: false });
    await giveBonus(player);
    const moved = await call(harness.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: player.token,
      headers: { 'idempotency-key': `transfer-${randomUUID()}` },
      payload: { vendorCode: 'HOUSE_TW', direction: 'in', amount: '100' },
    });
    expect(moved.body.code).toBe('BONUS_TRANSFER_BLOCKED');
    expect(await balanceOf(harness.app, player.token)).toBe('1000.00');
  });
});

describe('the responsible-gaming limits', () => {
  it('grant nothing to a member whose deposit limit is used up', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n, bankAccount: false });
    const limited = await call(harness.app, 'PUT', '/wps/responsible-gaming/limits/deposit_day', {
      token: player.token,
      payload: { value: '500' },
    });
    expect(limited.statusCode).toBe(200);
    await expect(giveBonus(player)).rejects.toThrow('PROMOTION_NOT_ELIGIBLE');
  });

  it('count stakes funded by a bonus toward a wager limit', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n, bankAccount: false });
    await giveBonus(player);
    const limited = await call(harness.app, 'PUT', '/wps/responsible-gaming/limits/wager_day', {
      token: player.token,
      payload: { value: '60' },
    });
    expect(limited.statusCode).toBe(200);
    const { token } = await launchToken(harness.app, harness.database.db, { memberToken: player.token });
    const seat = { token, playerId: player.memberId };
    const spin = () =>
      signedCall(
        harness.app,
        seamlessWalletPaths.betWin,
        { ...seat, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB', bet: '40.00', win: '0' },
        { secret },
      );
    expect((await spin()).statusCode).toBe(200);
    expect((await spin()).body.code).toBe('PLAYER_BLOCKED');
  });
});

describe('a time-out', () => {
  it('forfeits the live bonuses at once', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n, bankAccount: false });
    const grantId = await giveBonus(player);
    const taken = await call(harness.app, 'POST', '/wps/responsible-gaming/time-out', {
      token: player.token,
      payload: { period: '24h', password: 'Secret#2026' },
    });
    expect(taken.statusCode).toBe(200);
    expect(await findGrant(harness.database.db, grantId)).toMatchObject({
      status: 'forfeited',
      forfeit_reason: 'self_exclusion',
    });
  });
});
