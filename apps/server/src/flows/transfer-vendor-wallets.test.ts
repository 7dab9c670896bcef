import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seamlessWalletPaths } from '@croupier/contracts';
import { createTransferClient, findVendorByCode } from '../modules/seamless/index.js';
import { game } from '../modules/games/games.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { member } from '../modules/member/member.tables.js';
import { vendorTransfer } from '../modules/vendor-transfer/vendor-transfer.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from '../test/account-helpers.js';
import { sendModes } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { startTransferVendorDouble } from '../test/transfer-vendor-double.js';
import type { TransferVendorDouble } from '../test/transfer-vendor-double.js';
import { resolveDueVendorTransfers } from './vendor-wallets.js';
import { changeVendor, houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';

let testApp: TestApp;
let vendor: TransferVendorDouble;
let secret = '';
let players = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  secret = await houseVendorSecret(testApp.database.db);
  vendor = await startTransferVendorDouble({ vendorCode: 'HOUSE_TW', secret });
  await changeVendor(testApp.database.db, 'HOUSE_TW', { apiUrl: vendor.url });
});
afterAll(async () => {
  await vendor.close();
  await testApp.close();
});
beforeEach(async () => {
  await changeVendor(testApp.database.db, 'HOUSE_TW', { apiUrl: vendor.url, secret, enabled: true });
});

/** A new member of the demo brand with money in the main wallet. */
async function newPlayer(amount = '1000') {
  players += 1;
  const username = `Transfer${String(players).padStart(3, '0')}`;
  const created = await call(testApp.app, 'PUT', '/wps/member/register', {
    payload: { username, password: 'Secret#2026', confirmPassword: 'Secret#2026', terms: true, ageConfirmed: true },
    remoteAddress: `10.40.0.${players}`,
  });
  if (!created.body.success) throw new Error(`registration failed: ${created.body.code ?? ''}`);
  await testApp.app.inject({
    method: 'POST',
    url: '/bo/wallets/adjustments',
    headers: { authorization: `Bearer ${testApp.operatorToken}` },
    payload: { merchant: 'demo', username, direction: 'credit', amount, reason: 'transfer wallet test funds' },
  });
  const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
  const [row] = await testApp.database.db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.merchantId, merchantId), eq(member.username, username)));
  if (!row) throw new Error('member not registered');
  return { token: String(created.body.value.token), id: row.id, username };
}

type Player = Awaited<ReturnType<typeof newPlayer>>;

const transfer = (player: Player, payload: Record<string, unknown>, requestKey?: string) =>
  call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
    token: player.token,
    payload,
    ...(requestKey ? { headers: { 'idempotency-key': requestKey } } : {}),
  });
const moveIn = (player: Player, amount: string, requestKey?: string) =>
  transfer(player, { vendorCode: 'HOUSE_TW', direction: 'in', amount }, requestKey);
const moveOut = (player: Player, amount: string, requestKey?: string) =>
  transfer(player, { vendorCode: 'HOUSE_TW', direction: 'out', amount }, requestKey);
const wallets = async (player: Player) =>
  (await call(testApp.app, 'GET', '/wps/relay/GCS_merchantWallet', { token: player.token })).body.value;
const atVendor = (player: Player) => vendor.balanceOf(player.id, 'THB');

async function ledgerVendorWallet(player: Player) {
  const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
  const account = await createWalletService({ db: testApp.database.db }).account({
    merchantId,
    currency: 'THB',
    kind: 'player_vendor',
    memberId: player.id,
    vendorCode: 'HOUSE_TW',
  });
  return account.balanceMinor;
}

async function expectBooksClean() {
  const reconciliation = await createWalletService({ db: testApp.database.db }).reconcile();
  expect(reconciliation.mismatchedAccounts).toEqual([]);
  expect(reconciliation.balanced).toBe(true);
}

/** The player's booked play at the vendor (wins and losses against its game account). */
async function playEntries(player: Player) {
  const history = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet?type=win,bet', {
    token: player.token,
  });
  return (history.body.value.content as { type: string; amount: string }[]).map((entry) => [entry.type, entry.amount]);
}

async function transfersOf(player: Player) {
  return testApp.database.db
    .select({
      status: vendorTransfer.status,
      failureCode: vendorTransfer.failureCode,
      resolvedBy: vendorTransfer.resolvedBy,
      statusChecks: vendorTransfer.statusChecks,
    })
    .from(vendorTransfer)
    .where(eq(vendorTransfer.memberId, player.id))
    .orderBy(vendorTransfer.createdAt);
}

/** As if the requests that wrote them had long gone: their pending transfers are the sweeper's now. */
async function makeTransfersDue(...players: Player[]) {
  await testApp.database.db
    .update(vendorTransfer)
    .set({ nextCheckAt: sql`now()` })
    .where(
      and(
        inArray(
          vendorTransfer.memberId,
          players.map((player) => player.id),
        ),
        eq(vendorTransfer.status, 'pending'),
      ),
    );
}

describe('transfer-model vendor wallets (the house vendor in transfer mode)', () => {
  it('is seeded as a transfer-model vendor sharing the house secret, and is the demo brand vendor wallet', async () => {
    const row = await findVendorByCode(testApp.database.db, 'HOUSE_TW');
    expect(row).toMatchObject({ walletModel: 'transfer', secret, launchUrl: 'http://127.0.0.1:8081/play' });
    const player = await newPlayer();
    expect(await wallets(player)).toEqual({
      main: '1000.00',
      currency: 'THB',
      vendors: [{ vendorCode: 'HOUSE_TW', balance: '0.00', name: 'Croupier Studio · Transfer wallet' }],
    });
  });

  it('moves money in and out at the vendor, with the ledger following, once per request key', async () => {
    const player = await newPlayer();
    const into = await moveIn(player, '600', 'transfer-in-happy-1');
    expect(into.body.value).toEqual({
      main: '400.00',
      currency: 'THB',
      vendors: [{ vendorCode: 'HOUSE_TW', balance: '600.00' }],
    });
    expect(atVendor(player)).toBe(60_000n);
    const again = await moveIn(player, '600', 'transfer-in-happy-1');
    expect(again.body.value).toEqual(into.body.value);
    expect(atVendor(player)).toBe(60_000n);

    const out = await moveOut(player, '250', 'transfer-out-happy-1');
    expect(out.body.value).toEqual({
      main: '650.00',
      currency: 'THB',
      vendors: [{ vendorCode: 'HOUSE_TW', balance: '350.00' }],
    });
    await moveOut(player, '250', 'transfer-out-happy-1');
    expect(atVendor(player)).toBe(35_000n);
    expect(await ledgerVendorWallet(player)).toBe(35_000n);
    expect(await wallets(player)).toMatchObject({ main: '650.00', vendors: [{ balance: '350.00' }] });

    const conflict = await moveIn(player, '10', 'transfer-out-happy-1');
    expect(conflict.body.code).toBe('CONFLICT');
    await expectBooksClean();
  });

  it('reverses a transfer in the vendor refuses, and refuses a transfer out beyond what the vendor holds', async () => {
    const player = await newPlayer();
    vendor.failNext('deposit', 'refuse');
    const refused = await moveIn(player, '300');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'VENDOR_TRANSFER_FAILED' });
    expect(JSON.stringify(refused.body)).not.toContain('VENDOR_REFUSED');
    expect(await wallets(player)).toMatchObject({ main: '1000.00', vendors: [{ balance: '0.00' }] });
    expect(await ledgerVendorWallet(player)).toBe(0n);

    await moveIn(player, '100');
    const tooMuch = await moveOut(player, '100.01');
    expect(tooMuch.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '100.00' } });
    expect(await wallets(player)).toMatchObject({ main: '900.00', vendors: [{ balance: '100.00' }] });
    await expectBooksClean();
  });

  it('asks the status of a move whose answer was lost: done stands, failed and unknown are reversed', async () => {
    const player = await newPlayer();
    vendor.failNext('deposit', 'drop-after-apply');
    const landed = await moveIn(player, '200');
    expect(landed.body.value).toMatchObject({ main: '800.00', vendors: [{ balance: '200.00' }] });
    expect(atVendor(player)).toBe(20_000n);

    vendor.failNext('deposit', 'refuse-and-drop');
    const failed = await moveIn(player, '50');
    expect(failed.body.code).toBe('VENDOR_TRANSFER_FAILED');

    vendor.failNext('deposit', 'drop-before-apply');
    const unseen = await moveIn(player, '70', 'transfer-in-never-arrived');
    expect(unseen.body.code).toBe('VENDOR_TRANSFER_FAILED');
    // The reference is closed at the vendor: the same request again cannot land the move late.
    const retried = await moveIn(player, '70', 'transfer-in-never-arrived');
    expect(retried.body.code).toBe('VENDOR_TRANSFER_FAILED');
    expect(atVendor(player)).toBe(20_000n);
    expect(await wallets(player)).toMatchObject({ main: '800.00', vendors: [{ balance: '200.00' }] });

    vendor.failNext('withdraw', 'drop-after-apply');
    const out = await moveOut(player, '120');
    expect(out.body.value).toMatchObject({ main: '920.00', vendors: [{ balance: '80.00' }] });
    expect(await ledgerVendorWallet(player)).toBe(8_000n);
    await expectBooksClean();
  });

  it('keeps a move the vendor never confirms pending, and a retry of the same request finishes it', async () => {
    const player = await newPlayer();
    vendor.failNext('deposit', 'drop-before-apply');
    vendor.failNext('status', 'drop-before-apply', 'drop-before-apply', 'drop-before-apply');
    const pending = await moveIn(player, '150', 'transfer-in-silent-vendor');
    expect(pending.statusCode).toBe(504);
    expect(pending.body.code).toBe('VENDOR_TRANSFER_PENDING');
    expect(await ledgerVendorWallet(player)).toBe(15_000n);
    expect(atVendor(player)).toBe(0n);

    const finished = await moveIn(player, '150', 'transfer-in-silent-vendor');
    expect(finished.body.value).toMatchObject({ main: '850.00', vendors: [{ balance: '150.00' }] });
    expect(atVendor(player)).toBe(15_000n);
    await expectBooksClean();
  });

  it('never books a transfer in the vendor never received as a loss: the next move resolves it by status first', async () => {
    const player = await newPlayer();
    vendor.failNext('deposit', 'drop-before-apply');
    vendor.failNext('status', 'drop-before-apply', 'drop-before-apply', 'drop-before-apply');
    expect((await moveIn(player, '1.00', 'transfer-in-lost-on-the-way')).body.code).toBe('VENDOR_TRANSFER_PENDING');
    expect(atVendor(player)).toBe(0n);

    // The vendor answers again; the player takes everything back. The 1.00 is not play: it never reached the vendor.
    const recovered = await transfer(player, { recoverAll: true }, 'recover-after-lost-transfer-in');
    expect(recovered.body.value).toMatchObject({ main: '1000.00', vendors: [{ balance: '0.00' }] });
    expect(await playEntries(player)).toEqual([]);
    expect(await ledgerVendorWallet(player)).toBe(0n);
    await expectBooksClean();
  });

  it('never books a transfer out the vendor paid as a loss: the next move completes it by status first', async () => {
    const player = await newPlayer();
    await moveIn(player, '300');
    vendor.failNext('withdraw', 'drop-after-apply');
    vendor.failNext('status', 'drop-before-apply', 'drop-before-apply', 'drop-before-apply');
    expect((await moveOut(player, '100', 'transfer-out-answer-lost')).body.code).toBe('VENDOR_TRANSFER_PENDING');
    expect(atVendor(player)).toBe(20_000n);

    const recovered = await transfer(player, { recoverAll: true }, 'recover-after-lost-transfer-out');
    expect(recovered.body.value).toMatchObject({ main: '1000.00', vendors: [{ balance: '0.00' }] });
    expect(await playEntries(player)).toEqual([]);
    await expectBooksClean();
  });

  it('moves nothing else while a transfer of the wallet stays unresolved', async () => {
    const player = await newPlayer();
    vendor.failNext('deposit', 'drop-before-apply');
    vendor.failNext('status', ...Array.from({ length: 6 }, () => 'drop-before-apply' as const));
    expect((await moveIn(player, '40', 'transfer-in-unresolved')).body.code).toBe('VENDOR_TRANSFER_PENDING');
    const blocked = await moveIn(player, '10', 'transfer-in-behind-it');
    expect(blocked.body.code).toBe('VENDOR_TRANSFER_PENDING');
    expect(await wallets(player)).toMatchObject({ main: '960.00' });

    const after = await moveIn(player, '10', 'transfer-in-behind-it');
    expect(after.body.value).toMatchObject({ main: '990.00', vendors: [{ balance: '10.00' }] });
    await expectBooksClean();
  });

  it('leaves a fresh pending transfer to its request; the sweeper then resolves each by the vendor status', async () => {
    const lost = await newPlayer();
    const landed = await newPlayer();
    vendor.failNext('deposit', 'drop-before-apply', 'drop-after-apply');
    vendor.failNext('status', ...Array.from({ length: 6 }, () => 'drop-before-apply' as const));
    await moveIn(lost, '25');
    await moveIn(landed, '35');
    expect(await resolveDueVendorTransfers({ db: testApp.database.db })).toMatchObject({ completed: 0, failed: 0 });

    await makeTransfersDue(lost, landed);
    const swept = await resolveDueVendorTransfers({ db: testApp.database.db });
    expect(swept).toMatchObject({ completed: 1, failed: 1, pending: 0 });
    expect(await wallets(lost)).toMatchObject({ main: '1000.00', vendors: [{ balance: '0.00' }] });
    expect(await wallets(landed)).toMatchObject({ main: '965.00', vendors: [{ balance: '35.00' }] });
    expect(await ledgerVendorWallet(landed)).toBe(3_500n);
    expect(await transfersOf(lost)).toEqual([
      { status: 'failed', failureCode: 'TRANSFER_UNKNOWN', resolvedBy: 'sweeper', statusChecks: 1 },
    ]);
    expect(await transfersOf(landed)).toEqual([
      { status: 'completed', failureCode: null, resolvedBy: 'sweeper', statusChecks: 1 },
    ]);
    expect(await resolveDueVendorTransfers({ db: testApp.database.db })).toMatchObject({ completed: 0, failed: 0 });
    await expectBooksClean();
  });

  it('keeps asking a silent vendor later and later, and flags the transfer for an operator, never booking it', async () => {
    const player = await newPlayer();
    vendor.failNext('withdraw', 'drop-before-apply');
    vendor.failNext('status', ...Array.from({ length: 4 }, () => 'drop-before-apply' as const));
    await moveIn(player, '50');
    expect((await moveOut(player, '20')).body.code).toBe('VENDOR_TRANSFER_PENDING');
    await makeTransfersDue(player);
    const first = await resolveDueVendorTransfers({ db: testApp.database.db }, { flagAfterMs: 0 });
    expect(first).toMatchObject({ pending: 1, flagged: 1 });
    // Claimed and asked once: not due again before its back-off, whatever the number of passes.
    expect(await resolveDueVendorTransfers({ db: testApp.database.db })).toMatchObject({ pending: 0 });
    expect(await playEntries(player)).toEqual([]);

    await makeTransfersDue(player);
    expect(await resolveDueVendorTransfers({ db: testApp.database.db })).toMatchObject({ failed: 1 });
    expect(await wallets(player)).toMatchObject({ main: '950.00', vendors: [{ balance: '50.00' }] });
    await expectBooksClean();
  });

  it('shows operators each vendor wallet beside the vendor figure in /bo/reconciliation, and audits the read', async () => {
    const matched = await newPlayer();
    const playing = await newPlayer();
    const waiting = await newPlayer();
    await moveIn(matched, '10');
    await moveIn(playing, '20');
    vendor.setBalance(playing.id, 'THB', 2_550n);
    vendor.failNext('deposit', 'drop-before-apply');
    vendor.failNext('status', 'drop-before-apply', 'drop-before-apply', 'drop-before-apply');
    await moveIn(waiting, '30');

    const answer = await testApp.app.inject({
      url: '/bo/reconciliation',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(answer.statusCode).toBe(200);
    const report = answer.json<{ value: { balanced: boolean; vendorWallets: { memberId: string }[] } }>().value;
    expect(report.balanced).toBe(true);
    const of = (player: Player) => report.vendorWallets.find((wallet) => wallet.memberId === player.id);
    expect(of(matched)).toMatchObject({
      vendorCode: 'HOUSE_TW',
      currency: 'THB',
      ledgerBalance: '10.00',
      vendorBalance: '10.00',
      difference: '0.00',
      state: 'matched',
    });
    expect(of(playing)).toMatchObject({ ledgerBalance: '20.00', vendorBalance: '25.50', difference: '5.50' });
    expect(of(playing)).toMatchObject({ state: 'unbooked_play', pendingTransfers: 0 });
    expect(of(waiting)).toMatchObject({ ledgerBalance: '30.00', vendorBalance: '0.00', state: 'pending' });
    expect(of(waiting)).toMatchObject({ pendingTransfers: 1, flaggedTransfers: 0 });

    const audit = await testApp.app.inject({
      url: '/bo/audit',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(audit.body).toContain('wallet.reconcile');
    // The next move of the waiting player resolves its transfer (the vendor never saw it): nothing is left pending.
    expect((await moveIn(waiting, '1')).body.value).toMatchObject({ main: '999.00' });
  });

  it('books what the player won or lost at the vendor against its game account at transfer out', async () => {
    const player = await newPlayer();
    await moveIn(player, '500');
    vendor.setBalance(player.id, 'THB', 80_000n);
    expect(await wallets(player)).toMatchObject({ main: '500.00', vendors: [{ balance: '800.00' }] });

    const out = await moveOut(player, '800');
    expect(out.body.value).toMatchObject({ main: '1300.00', vendors: [{ balance: '0.00' }] });
    expect(await ledgerVendorWallet(player)).toBe(0n);

    await moveIn(player, '300');
    vendor.setBalance(player.id, 'THB', 10_000n);
    const partly = await moveOut(player, '40');
    expect(partly.body.value).toMatchObject({ main: '1040.00', vendors: [{ balance: '60.00' }] });
    expect(await ledgerVendorWallet(player)).toBe(6_000n);

    const history = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet?type=win,bet', {
      token: player.token,
    });
    const content = history.body.value.content as { type: string; amount: string; wallet: string }[];
    expect(content.map((entry) => [entry.type, entry.amount, entry.wallet])).toEqual([
      ['bet', '-200.00', 'vendor:HOUSE_TW'],
      ['win', '300.00', 'vendor:HOUSE_TW'],
    ]);
    await expectBooksClean();
  });

  it('recovers everything the vendor holds, winnings included', async () => {
    const player = await newPlayer();
    await moveIn(player, '400');
    vendor.setBalance(player.id, 'THB', 45_000n);
    const recovered = await transfer(player, { recoverAll: true }, 'recover-all-transfer-1');
    expect(recovered.body.value).toEqual({
      main: '1050.00',
      currency: 'THB',
      vendors: [{ vendorCode: 'HOUSE_TW', balance: '0.00', name: 'Croupier Studio · Transfer wallet' }],
    });
    const again = await transfer(player, { recoverAll: true }, 'recover-all-transfer-1');
    expect(again.body.value).toEqual(recovered.body.value);
    expect(await ledgerVendorWallet(player)).toBe(0n);
    await expectBooksClean();
  });

  it('brings the money held at the vendor home when the player takes a time-out', async () => {
    const player = await newPlayer();
    await moveIn(player, '400');
    // Winnings at the vendor come home too.
    vendor.setBalance(player.id, 'THB', 45_000n);
    const timeOut = await call(testApp.app, 'POST', '/wps/responsible-gaming/time-out', {
      token: player.token,
      payload: { period: '24h', password: 'Secret#2026' },
    });
    expect(timeOut.statusCode).toBe(200);
    expect(atVendor(player)).toBe(0n);
    expect(await ledgerVendorWallet(player)).toBe(0n);
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    const main = await createWalletService({ db: testApp.database.db }).mainWallet(merchantId, 'THB', player.id);
    expect(main.balanceMinor).toBe(105_000n);
    await expectBooksClean();
  });

  it('takes the time-out even when the vendor cannot answer, leaving the money where it is', async () => {
    const player = await newPlayer();
    await moveIn(player, '100');
    await changeVendor(testApp.database.db, 'HOUSE_TW', { apiUrl: 'http://127.0.0.1:9' });
    const timeOut = await call(testApp.app, 'POST', '/wps/responsible-gaming/time-out', {
      token: player.token,
      payload: { period: '24h', password: 'Secret#2026' },
    });
    expect(timeOut.statusCode).toBe(200);
    expect(await ledgerVendorWallet(player)).toBe(10_000n);
    expect(atVendor(player)).toBe(10_000n);
    await expectBooksClean();
  });

  it('falls back to the ledger figure while the vendor does not answer, and moves nothing then', async () => {
    const player = await newPlayer();
    await moveIn(player, '100');
    await changeVendor(testApp.database.db, 'HOUSE_TW', { apiUrl: 'http://127.0.0.1:9' });
    expect(await wallets(player)).toMatchObject({ vendors: [{ vendorCode: 'HOUSE_TW', balance: '100.00' }] });
    await changeVendor(testApp.database.db, 'HOUSE_TW', { enabled: false });
    expect((await moveIn(player, '10')).body.code).toBe('VENDOR_TRANSFER_FAILED');
    expect(await wallets(player)).toMatchObject({ main: '900.00' });
  });

  it('is refused by the vendor when the signature or its time is wrong, and the transfer in is reversed', async () => {
    const player = await newPlayer();
    const refusedBefore = vendor.refusedSignatures();
    await changeVendor(testApp.database.db, 'HOUSE_TW', { secret: 'not-the-secret'.repeat(4) });
    const refused = await moveIn(player, '100');
    expect(refused.body.code).toBe('VENDOR_TRANSFER_FAILED');
    expect(vendor.refusedSignatures()).toBeGreaterThan(refusedBefore);
    expect(await wallets(player)).toMatchObject({ main: '1000.00' });

    const move = { reference: 'direct-signature-check', playerId: player.id, currency: 'THB', amountMinor: 100n };
    const forged = createTransferClient({ code: 'HOUSE_TW', apiUrl: vendor.url, secret: 'x'.repeat(64) });
    expect(await forged.deposit(move)).toMatchObject({ status: 'refused', code: 'SIGNATURE_INVALID' });
    const otherVendor = createTransferClient({ code: 'HOUSE', apiUrl: vendor.url, secret });
    expect(await otherVendor.deposit(move)).toMatchObject({ status: 'refused', code: 'SIGNATURE_INVALID' });
    const stale = createTransferClient(
      { code: 'HOUSE_TW', apiUrl: vendor.url, secret },
      { now: () => Date.now() - 60_000 },
    );
    expect(await stale.deposit(move)).toMatchObject({ status: 'refused', code: 'TIMESTAMP_STALE' });
    expect(atVendor(player)).toBe(0n);
    await expectBooksClean();
  });

  it.each(sendModes)('lets exactly one of 20 transfers in of the whole balance through, %s', async (_name, send) => {
    const player = await newPlayer('250');
    const answers = await send(20, () => moveIn(player, '250'));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(19);
    expect(atVendor(player)).toBe(25_000n);
    expect(await wallets(player)).toMatchObject({ main: '0.00', vendors: [{ balance: '250.00' }] });
    await expectBooksClean();
  });
});

describe('the seamless wallet API and a transfer-model vendor', () => {
  it('tells the vendor the launch is transfer-model, shows it no platform balance, and refuses it money moves', async () => {
    const player = await newPlayer();
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    const [transferGame] = await testApp.database.db
      .select({ engine: game.engine })
      .from(game)
      .where(and(eq(game.merchantId, merchantId), eq(game.vendorCode, 'CROUPIER_TW')))
      .limit(1);
    expect(transferGame?.engine).toMatch(/^HOUSE_TW:/);
    const { token } = await launchToken(testApp.app, testApp.database.db, {
      memberToken: player.token,
      engine: transferGame?.engine ?? '',
    });
    const session = await signedCall(
      testApp.app,
      seamlessWalletPaths.authenticate,
      { token },
      { secret, vendor: 'HOUSE_TW' },
    );
    expect(session.body.value).toMatchObject({ playerId: player.id, walletModel: 'transfer', balance: null });
    const seamless = await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
    expect(seamless.body.code).toBe('SESSION_NOT_FOUND');

    const bet = await signedCall(
      testApp.app,
      seamlessWalletPaths.bet,
      { token, playerId: player.id, transactionId: 'tw-bet-1', roundId: 'tw-round-1', amount: '1.00', currency: 'THB' },
      { secret, vendor: 'HOUSE_TW' },
    );
    expect(bet.statusCode).toBe(403);
    expect(await wallets(player)).toMatchObject({ main: '1000.00' });
  });
});
