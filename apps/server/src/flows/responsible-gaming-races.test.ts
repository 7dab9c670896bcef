import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seamlessWalletPaths } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from '../test/account-helpers.js';
import { allAtOnce, onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, setTransferWalletVendors, signedCall } from '../test/vendor-wallet-helpers.js';
import { createPlayer } from '../test/withdrawal-helpers.js';

type RacePlayer = { token: string; memberId: string; game: { token: string; playerId: string } };

/**
 * No two moves of one member slip under a limit together (issue #15): on PostgreSQL, with money calls batched
 * (decision 0023) so that racing bets share batches with other players' plain bets.
 */
describe.skipIf(!onPostgres)('racing moves against a limit (PostgreSQL)', () => {
  let testApp: TestApp;
  let secret = '';

  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 20, config: { MONEY_CALLS_IN_FLIGHT: 2, MONEY_BATCH_SIZE: 64 } });
    secret = await houseVendorSecret(testApp.database.db);
    await setTransferWalletVendors(testApp.database.db, 'demo', ['HOUSE']);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function racePlayer(balanceMinor: bigint): Promise<RacePlayer> {
    const db = testApp.database.db;
    const player = await createPlayer(testApp, { paymentPassword: null, bankAccount: false });
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const wallet = createWalletService({ db });
    await wallet.transfer({
      merchantId,
      currency: 'THB',
      idempotencyKey: `test:fund:${randomUUID()}`,
      type: 'adjustment',
      debitAccountId: (await wallet.systemAccount(merchantId, 'THB', 'adjustment')).id,
      creditAccountId: (await wallet.mainWallet(merchantId, 'THB', player.memberId)).id,
      amountMinor: balanceMinor,
    });
    const { token } = await launchToken(testApp.app, db, { memberToken: player.token });
    await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
    return { token: player.token, memberId: player.memberId, game: { token, playerId: player.memberId } };
  }
  const setLimit = async (player: RacePlayer, kind: string, value: string) =>
    expect(
      (
        await call(testApp.app, 'PUT', `/wps/responsible-gaming/limits/${kind}`, {
          token: player.token,
          payload: { value },
        })
      ).statusCode,
    ).toBe(200);
  const bet = (player: RacePlayer, amount: string) =>
    signedCall(
      testApp.app,
      seamlessWalletPaths.bet,
      { ...player.game, transactionId: randomUUID(), roundId: randomUUID(), amount, currency: 'THB' },
      { secret },
    );
  /** Stakes (bets and transfers into a vendor) that left the member's main wallet, from the ledger. */
  const stakedMinor = async (player: RacePlayer) => {
    const [row] = await queryRows<{ total: string }>(
      testApp.database.db,
      sql`select coalesce(sum(t.amount_minor), 0)::text as total from ledger_transfer t
        join ledger_account a on a.id = t.debit_account_id
        where a.member_id = ${player.memberId} and a.kind = 'player_main' and t.type in ('bet', 'transfer_out')`,
    );
    return BigInt(row?.total ?? '0');
  };

  it('200 racing seamless bets against a loss limit: the accepted total never passes it', async () => {
    const limited = await racePlayer(100_000n);
    const free = await racePlayer(100_000n);
    await setLimit(limited, 'loss_day', '100');
    const answers = await allAtOnce(200, (index) => (index % 4 === 3 ? bet(free, '1.00') : bet(limited, '1.00')));
    const limitedAnswers = answers.filter((_answer, index) => index % 4 !== 3);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.body.code === 'PLAYER_BLOCKED')).toBe(true);
    expect(answers.filter((_answer, index) => index % 4 === 3).every((answer) => answer.statusCode === 200)).toBe(true);
    const accepted = limitedAnswers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBe(100);
    expect(await stakedMinor(limited)).toBe(10_000n);
  });

  it('bets and transfers into a vendor racing against one loss limit: no deadlock, never past it', async () => {
    const player = await racePlayer(100_000n);
    await setLimit(player, 'loss_day', '60');
    const answers = await allAtOnce(200, (index) =>
      index % 2 === 0
        ? bet(player, '1.00').then((answer) => answer.statusCode)
        : call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
            token: player.token,
            headers: { 'idempotency-key': randomUUID() },
            payload: { vendorCode: 'HOUSE', direction: 'in', amount: '1.00' },
          }).then((answer) => answer.statusCode),
    );
    expect(answers.every((status) => status === 200 || status === 403)).toBe(true);
    expect(answers.filter((status) => status === 200).length).toBe(60);
    expect(await stakedMinor(player)).toBe(6_000n);
  });

  it('200 racing deposit requests against a deposit limit: the accepted total never passes it', async () => {
    const player = await racePlayer(1n);
    await setLimit(player, 'deposit_day', '1000');
    const answers = await allAtOnce(200, () =>
      call(testApp.app, 'POST', '/wps/deposits', {
        token: player.token,
        payload: { channelCode: 'sandbox', amount: '50' },
      }),
    );
    expect(answers.every((answer) => answer.statusCode === 200 || answer.body.code === 'DEPOSIT_LIMIT_REACHED')).toBe(
      true,
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(20);
  });
});
