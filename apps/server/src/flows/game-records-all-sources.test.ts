import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamlessWalletPaths } from '@croupier/contracts';
import { game } from '../modules/games/games.tables.js';
import { lotteryTicket } from '../modules/lottery/lottery.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from '../test/account-helpers.js';
import { openTestDraw, passDrawTime, runCycle } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { registerFundedPlayer } from '../test/transfer-wallet-helpers.js';
import type { FundedPlayer } from '../test/transfer-wallet-helpers.js';
import { startTransferVendorDouble } from '../test/transfer-vendor-double.js';
import type { TransferVendorDouble } from '../test/transfer-vendor-double.js';
import { changeVendor, houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { readVendorRoundFeed } from './shared/vendor-round-feed.js';

/**
 * One member plays a seamless round, a round on a transfer-wallet vendor's own wallet and a lottery order: the
 * betting record lists each, and its totals and profit and loss add them up to the cent.
 */
let testApp: TestApp;
let vendor: TransferVendorDouble;
let player: FundedPlayer;
let transferGame = { gameCode: '', name: '' };
let drawId = 0;
let drawNumero = '';

type RecordPage = {
  content: {
    kind: string;
    gameName: string;
    gameType: string;
    stake: string;
    win: string;
    net: string;
    status: string;
    reference: string;
    draw: string | null;
  }[];
  total: number;
  totals: { rounds: number; stake: string; win: string; net: string };
};

const records = async (query = '') =>
  (await call(testApp.app, 'GET', `/wps/game/records?pageSize=20${query}`, { token: player.token })).body
    .value as unknown as RecordPage;
const profitLoss = async () =>
  (await call(testApp.app, 'GET', '/wps/game/profitLoss', { token: player.token })).body.value;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const secret = await houseVendorSecret(db);
  vendor = await startTransferVendorDouble({ vendorCode: 'HOUSE_TW', secret });
  await changeVendor(db, 'HOUSE_TW', { apiUrl: vendor.url, secret, enabled: true });
  player = await registerFundedPlayer(testApp.app, db, {
    operatorToken: testApp.operatorToken,
    username: 'Records01',
    remoteAddress: '10.61.0.1',
    amount: '1000',
  });
  const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
  const [transferTile] = await db
    .select({ gameCode: game.gameCode, names: game.names })
    .from(game)
    .where(and(eq(game.merchantId, merchantId), like(game.engine, 'HOUSE_TW:%')))
    .limit(1);
  if (!transferTile) throw new Error('no transfer-wallet game in the demo catalogue');
  transferGame = { gameCode: transferTile.gameCode, name: transferTile.names.en ?? transferTile.gameCode };

  // A seamless round: 10.00 staked, 25.00 won.
  const { token } = await launchToken(testApp.app, db, { memberToken: player.token });
  const session = await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
  const playerId = String((session.body.value as { playerId: string }).playerId);
  const seamless = await signedCall(
    testApp.app,
    seamlessWalletPaths.betWin,
    {
      token,
      playerId,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      bet: '10.00',
      win: '25.00',
      currency: 'THB',
    },
    { secret },
  );
  expect(seamless.statusCode).toBe(200);

  // A round on the transfer-wallet vendor's wallet: 100.00 moved in, 40.00 staked and lost there, the rest back.
  const moved = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
    token: player.token,
    payload: { vendorCode: 'HOUSE_TW', direction: 'in', amount: '100' },
  });
  expect(moved.body.success).toBe(true);
  vendor.playRound(player.id, 'THB', {
    roundId: 'bgs-round-000123456789',
    gameCode: transferGame.gameCode,
    stakeMinor: 4_000n,
    winMinor: 0n,
  });
  const recovered = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
    token: player.token,
    payload: { recoverAll: true },
  });
  expect(recovered.body.value).toMatchObject({
    main: '975.00',
    vendors: [{ vendorCode: 'HOUSE_TW', balance: '0.00' }],
  });

  // A lottery order: 20.00 on one draw, waiting for its result.
  const draw = await openTestDraw(db, 'K3_1');
  drawId = draw.id;
  drawNumero = draw.numero;
  const order = await call(testApp.app, 'POST', '/lgw/orders', {
    token: player.token,
    payload: {
      gameCode: 'K3_1',
      numero: draw.numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '10', unitStake: '20.00' }],
    },
  });
  expect(order.statusCode).toBe(200);
});
afterAll(async () => {
  await vendor.close();
  await testApp.close();
});

describe('the betting record and profit and loss of every source', () => {
  it('learns a transfer-wallet round only from the vendor’s round feed, once however often it is read', async () => {
    const before = await records();
    expect(before.content.map((row) => row.kind).sort()).toEqual(['lottery', 'round']);
    const read = await readVendorRoundFeed(testApp.database.db, 'HOUSE_TW');
    expect(read).toEqual({ read: 1, recorded: 1, busy: false });
    expect(await readVendorRoundFeed(testApp.database.db, 'HOUSE_TW')).toEqual({ read: 0, recorded: 0, busy: false });
    expect((await records()).total).toBe(3);
  });

  it('lists the seamless round, the transfer-wallet round and the lottery ticket, and sums them exactly', async () => {
    const page = await records();
    expect(page.total).toBe(3);
    const byKind = (kind: string, gameType: string) =>
      page.content.find((row) => row.kind === kind && row.gameType === gameType);
    expect(byKind('round', 'RNG')).toBeDefined();
    // The demo's transfer-wallet games are the house vendor's live tables.
    expect(byKind('round', 'LIVE')).toBeDefined();
    expect(page.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'round', stake: '10.00', win: '25.00', net: '15.00', status: 'settled' }),
        expect.objectContaining({
          kind: 'round',
          gameName: transferGame.name,
          stake: '40.00',
          win: '0.00',
          net: '-40.00',
          status: 'settled',
          reference: '23456789',
        }),
        expect.objectContaining({
          kind: 'lottery',
          gameType: 'LOTT',
          stake: '20.00',
          win: '0.00',
          net: '-20.00',
          status: 'open',
          draw: drawNumero,
        }),
      ]),
    );
    // Newest first: the lottery order came last.
    expect(page.content[0]?.kind).toBe('lottery');
    expect(page.content.every((row) => !/[0-9a-f]{8}-[0-9a-f]{4}-/i.test(row.reference))).toBe(true);
    expect(page.totals).toEqual({ rounds: 3, stake: '70.00', win: '25.00', net: '-45.00' });
    expect(await profitLoss()).toEqual({
      currency: 'THB',
      categories: [
        { gameType: 'LIVE', rounds: 1, stake: '40.00', win: '0.00', net: '-40.00' },
        { gameType: 'LOTT', rounds: 1, stake: '20.00', win: '0.00', net: '-20.00' },
        { gameType: 'RNG', rounds: 1, stake: '10.00', win: '25.00', net: '15.00' },
      ],
      totals: { rounds: 3, stake: '70.00', win: '25.00', net: '-45.00' },
    });
    const lotteryOnly = await records('&gameType=LOTT');
    expect(lotteryOnly.content.map((row) => row.kind)).toEqual(['lottery']);
    expect((await records('&gameType=RNG')).totals).toEqual({ rounds: 1, stake: '10.00', win: '25.00', net: '15.00' });
    expect((await records('&gameType=LIVE')).totals).toEqual({ rounds: 1, stake: '40.00', win: '0.00', net: '-40.00' });
  });

  it('pages through rounds and tickets together, each row once, newest first', async () => {
    const all = (await records()).content.map((row) => row.reference);
    const paged: string[] = [];
    for (const pageNo of [1, 2, 3, 4]) {
      const page = (
        await call(testApp.app, 'GET', `/wps/game/records?pageSize=1&pageNo=${pageNo}`, { token: player.token })
      ).body.value as unknown as RecordPage;
      expect(page.total).toBe(3);
      paged.push(...page.content.map((row) => row.reference));
    }
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(3);
  });

  it('counts what a settled lottery ticket returned, and the page totals still add up', async () => {
    await passDrawTime(testApp.database.db, drawId);
    await runCycle(testApp.database.db);
    const [ticket] = await testApp.database.db
      .select({ status: lotteryTicket.status, returnedMinor: lotteryTicket.returnedMinor })
      .from(lotteryTicket)
      .where(eq(lotteryTicket.drawId, drawId));
    expect(['WON', 'LOST']).toContain(ticket?.status);
    const returned = Number(ticket?.returnedMinor ?? 0n) / 100;
    const page = await records();
    expect(page.content.find((row) => row.kind === 'lottery')).toMatchObject({
      status: 'settled',
      win: returned.toFixed(2),
    });
    const answer = (await profitLoss()) as { totals: { stake: string; win: string; net: string } };
    expect(answer.totals).toEqual({
      rounds: 3,
      stake: '70.00',
      win: (25 + returned).toFixed(2),
      net: (25 + returned - 70).toFixed(2),
    });
    const rows = page.content.reduce((sum, row) => sum + Math.round(Number(row.net) * 100), 0);
    expect(rows).toBe(Math.round(Number(answer.totals.net) * 100));
  });

  it('shows the transaction history with names and readable references, never an id or a vendor code', async () => {
    const wallets = await call(testApp.app, 'GET', '/wps/relay/GCS_merchantWallet', { token: player.token });
    // Every game vendor whose games run on the transfer wallet (the demo has a slot and a live vendor there).
    expect(wallets.body.value).toMatchObject({
      vendors: [{ vendorCode: 'HOUSE_TW', name: 'Croupier Studio · Transfer wallet' }],
    });
    const history = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet?pageSize=50', {
      token: player.token,
      headers: { language: 'en' },
    });
    const entries = history.body.value.content as {
      type: string;
      reference: string;
      description: string;
      walletName: string | null;
    }[];
    const shown = entries.map(({ type, reference, description, walletName }) => ({
      type,
      reference,
      description,
      walletName,
    }));
    const text = JSON.stringify(shown);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
    expect(text).not.toContain('HOUSE_TW');
    expect(shown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'transfer_out',
          description: 'Croupier Studio · Transfer wallet',
          walletName: null,
          reference: '',
        }),
        expect.objectContaining({
          type: 'transfer_out',
          description: 'Croupier Studio · Transfer wallet',
          walletName: 'Croupier Studio · Transfer wallet',
        }),
        expect.objectContaining({
          type: 'bet',
          description: 'Croupier Studio · Transfer wallet',
          walletName: 'Croupier Studio · Transfer wallet',
        }),
        expect.objectContaining({ type: 'bet', description: 'K3 dice 1 min', walletName: null }),
      ]),
    );
    const seamlessBet = shown.find(
      (entry) => entry.type === 'bet' && entry.walletName === null && entry.description !== 'K3 dice 1 min',
    );
    expect(seamlessBet?.description).toMatch(/\S/);
    expect(seamlessBet?.reference).toMatch(/^[0-9A-F]{8}$/);
  });
});
