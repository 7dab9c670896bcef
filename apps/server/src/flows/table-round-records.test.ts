import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamlessWalletPaths } from '@croupier/contracts';
import { game } from '../modules/games/games.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { registerFundedPlayer } from '../test/transfer-wallet-helpers.js';
import type { FundedPlayer } from '../test/transfer-wallet-helpers.js';
import { startTransferVendorDouble } from '../test/transfer-vendor-double.js';
import type { TransferVendorDouble } from '../test/transfer-vendor-double.js';
import { changeVendor, houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { readVendorRoundFeed } from './shared/vendor-round-feed.js';

/**
 * A live table round as the house vendor plays it: on the seamless wallet, bets placed one confirmation at a time
 * and then the win when the reveal ends; on a transfer-wallet vendor, the round its feed reports. Both are in the
 * betting record and in profit and loss, under the live category.
 */
let testApp: TestApp;
let vendor: TransferVendorDouble;
let player: FundedPlayer;
let secret = '';

type RecordPage = {
  content: {
    kind: string;
    gameName: string;
    vendorName: string;
    gameType: string;
    stake: string;
    win: string;
    status: string;
  }[];
  totals: { rounds: number; stake: string; win: string; net: string };
};

const records = async (query = '') =>
  (await call(testApp.app, 'GET', `/wps/game/records?pageSize=20${query}`, { token: player.token })).body
    .value as unknown as RecordPage;
const profitLoss = async () =>
  (await call(testApp.app, 'GET', '/wps/game/profitLoss', { token: player.token })).body.value as {
    categories: { gameType: string; rounds: number; stake: string; win: string }[];
  };

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  secret = await houseVendorSecret(db);
  vendor = await startTransferVendorDouble({ vendorCode: 'HOUSE_TW', secret });
  await changeVendor(db, 'HOUSE_TW', { apiUrl: vendor.url, secret, enabled: true });
  player = await registerFundedPlayer(testApp.app, db, {
    operatorToken: testApp.operatorToken,
    username: 'Tables01',
    remoteAddress: '10.61.0.7',
    amount: '1000',
  });
});
afterAll(async () => {
  await vendor.close();
  await testApp.close();
});

describe('live table rounds in the betting record and profit and loss', () => {
  it('lists a seamless baccarat round: two confirmations, then the win at the end of the reveal', async () => {
    const { db } = testApp.database;
    const { token } = await launchToken(testApp.app, db, { memberToken: player.token, engine: 'HOUSE:baccarat' });
    const session = await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
    const playerId = String((session.body.value as { playerId: string }).playerId);
    const roundId = 'baccarat-2026112600001';
    const move = { token, playerId, roundId, currency: 'THB' };
    for (const [transactionId, amount] of [
      ['table-bet-1', '50.00'],
      ['table-bet-2', '20.00'],
    ] as const) {
      const bet = await signedCall(
        testApp.app,
        seamlessWalletPaths.bet,
        { ...move, transactionId, amount },
        { secret },
      );
      expect(bet.statusCode).toBe(200);
    }
    const win = await signedCall(
      testApp.app,
      seamlessWalletPaths.win,
      { ...move, transactionId: `${roundId}:${playerId}:win`, amount: '97.50' },
      { secret },
    );
    expect(win.statusCode).toBe(200);

    const live = await records('&gameType=LIVE');
    expect(live.content).toEqual([
      expect.objectContaining({ kind: 'round', gameType: 'LIVE', stake: '70.00', win: '97.50', status: 'settled' }),
    ]);
    expect((await profitLoss()).categories).toContainEqual({
      gameType: 'LIVE',
      rounds: 1,
      stake: '70.00',
      win: '97.50',
      net: '27.50',
    });
  });

  it('lists a dragon-tiger round played on the transfer-wallet vendor, learnt from its round feed', async () => {
    const { db } = testApp.database;
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const [table] = await db
      .select({ gameCode: game.gameCode, names: game.names })
      .from(game)
      .where(and(eq(game.merchantId, merchantId), like(game.engine, 'HOUSE_TW:dragon-tiger')))
      .limit(1);
    if (!table) throw new Error('no transfer-wallet dragon-tiger table in the demo catalogue');
    const moved = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: player.token,
      payload: { vendorCode: 'HOUSE_TW', direction: 'in', amount: '100' },
    });
    expect(moved.body.success).toBe(true);
    vendor.playRound(player.id, 'THB', {
      roundId: 'dragon-tiger-2026112600002',
      gameCode: table.gameCode,
      stakeMinor: 4_000n,
      winMinor: 8_000n,
    });
    expect(await readVendorRoundFeed(db, 'HOUSE_TW')).toEqual({ read: 1, recorded: 1, busy: false });

    const live = await records('&gameType=LIVE');
    expect(live.content).toHaveLength(2);
    expect(live.content[0]).toMatchObject({
      kind: 'round',
      gameName: table.names.en,
      // The studio's display name for players, never its code (decision 0054).
      vendorName: 'Croupier Studio · Transfer wallet',
      gameType: 'LIVE',
      stake: '40.00',
      win: '80.00',
      status: 'settled',
    });
    expect(live.totals).toEqual({ rounds: 2, stake: '110.00', win: '177.50', net: '67.50' });
    expect((await profitLoss()).categories).toContainEqual({
      gameType: 'LIVE',
      rounds: 2,
      stake: '110.00',
      win: '177.50',
      net: '67.50',
    });
  });
});
