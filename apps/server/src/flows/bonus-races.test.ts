import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMinor, seamlessWalletPaths } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { runBonusEnginePass } from '../jobs/run-bonus-engine.js';
import { systemClock } from '../lib/clock.js';
import { defaultContributions, findGrant } from '../modules/bonus/index.js';
import type { StoredBonusTerms } from '../modules/bonus/index.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { sendModes } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { createPlayer, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { forfeitGrant, grantBonus } from './shared/bonus-wallet.js';

/**
 * Races on the bonus wallet (decision 0077): bets at the max bet racing for the last of a grant's money, bets and two
 * counting passes racing over the turnover threshold, a forfeit racing a conversion. Each grant converts at most
 * once, no account goes below zero, the ledger sums to zero. "All at once" runs only on PostgreSQL.
 */

let harness: TestApp;
let secret: string;
let merchantId: string;
const paths = seamlessWalletPaths;

const terms: StoredBonusTerms = {
  turnoverMultiplier: 2,
  basis: 'bonus',
  productFamily: 'casino',
  maxBetMinor: '10000',
  maxWinMultiplier: null,
  expiryDays: 7,
  contributions: [...defaultContributions],
};

async function slotSeat(player: Player) {
  const { token } = await launchToken(harness.app, harness.database.db, { memberToken: player.token });
  return { token, playerId: player.memberId };
}

async function giveBonus(player: Player, amountMinor: bigint) {
  const { grantId } = await grantBonus(harness.database.db, systemClock, {
    merchantId,
    memberId: player.memberId,
    currency: 'THB',
    source: 'promotion',
    sourceRef: `race:${randomUUID()}`,
    amountMinor,
    title: { en: 'Race bonus' },
    terms,
  });
  return grantId;
}

const spin = (seat: { token: string; playerId: string }, stake: string, payout: string) =>
  signedCall(
    harness.app,
    paths.betWin,
    { ...seat, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB', bet: stake, win: payout },
    { secret },
  );

async function transfersOf(grantId: string, type: string) {
  const [row] = await queryRows<{ count: string }>(
    harness.database.db,
    sql`select count(*)::text as count from ledger_transfer t where t.reference = ${grantId} and t.type = ${type}`,
  );
  return Number(row?.count ?? 0);
}

async function cashOf(player: Player) {
  const main = await createWalletService({ db: harness.database.db }).mainWallet(merchantId, 'THB', player.memberId);
  return formatMinor(main.balanceMinor ?? 0n);
}

beforeAll(async () => {
  harness = await createTestApp();
  secret = await houseVendorSecret(harness.database.db);
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
});
afterAll(async () => {
  await harness.close();
});

describe.each(sendModes)('bonus races (%s)', (_mode, send) => {
  it('lets bets at the max bet spend the grant once: the rest are refused, nothing goes below zero', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n, bankAccount: false });
    const grantId = await giveBonus(player, 25_000n);
    const seat = await slotSeat(player);
    const answers = await send(6, (index) => spin(seat, index % 2 === 0 ? '100.00' : '100.01', '0'));
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    const codes = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body.code);
    // The three bets above the max bet are refused for it; of the three at it, two fit in 250.00.
    expect(codes.filter((code) => code === 'MAX_BET_EXCEEDED')).toHaveLength(3);
    expect(accepted).toBe(2);
    expect((await findGrant(harness.database.db, grantId))?.balance_minor).toBe('5000');
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('converts once when bets and two counting passes race over the threshold', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n, bankAccount: false });
    const grantId = await giveBonus(player, 10_000n);
    const seat = await slotSeat(player);
    // 200.00 of turnover needed: ten pushes of 25.00 cross it; the grant still holds 100.00.
    await send(10, () => spin(seat, '25.00', '25.00'));
    await send(2, () => runBonusEnginePass({ db: harness.database.db, clock: systemClock }));
    await runBonusEnginePass({ db: harness.database.db, clock: systemClock });
    expect(await findGrant(harness.database.db, grantId)).toMatchObject({
      status: 'completed',
      converted_minor: '10000',
      turnover_done_minor: '20000',
    });
    expect(await transfersOf(grantId, 'bonus_convert')).toBe(1);
    expect(await cashOf(player)).toBe('100.00');
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('lets a forfeit and a conversion racing on one grant do one of the two', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n, bankAccount: false });
    const grantId = await giveBonus(player, 5_000n);
    const seat = await slotSeat(player);
    await spin(seat, '50.00', '50.00');
    await spin(seat, '50.00', '50.00');
    const outcomes = await send(2, (index) =>
      index === 0
        ? runBonusEnginePass({ db: harness.database.db, clock: systemClock }).then(() => 'counted')
        : forfeitGrant(harness.database.db, systemClock, { grantId, reason: 'operator', note: 'race test' }).then(
            () => 'forfeited',
            (error: unknown) => (error instanceof Error ? error.message : 'error'),
          ),
    );
    const grant = await findGrant(harness.database.db, grantId);
    const converted = await transfersOf(grantId, 'bonus_convert');
    const forfeited = await transfersOf(grantId, 'bonus_forfeit');
    expect(converted + forfeited).toBe(1);
    expect(grant?.status).toBe(converted === 1 ? 'completed' : 'forfeited');
    if (converted === 1) expect(outcomes[1]).toBe('BONUS_GRANT_CLOSED');
    expect((await reconciliation(harness)).balanced).toBe(true);
  });
});
