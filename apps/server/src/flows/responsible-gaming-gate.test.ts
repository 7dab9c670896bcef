import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandMomentText, gateRefusalSchema, seamlessWalletPaths } from '@croupier/contracts';
import { member } from '../modules/member/member.tables.js';
import { playerProtection } from '../modules/responsible-gaming/responsible-gaming.tables.js';
import { memberSession } from '../modules/session/session.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from '../test/account-helpers.js';
import { openTestDraw } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { startTransferVendorDouble } from '../test/transfer-vendor-double.js';
import type { TransferVendorDouble } from '../test/transfer-vendor-double.js';
import {
  changeVendor,
  houseVendorSecret,
  launchToken,
  setTransferWalletVendors,
  signedCall,
} from '../test/vendor-wallet-helpers.js';
import { createPlayer } from '../test/withdrawal-helpers.js';

/** A member with an API token, money, and a live game session at the house vendor. */
type GatePlayer = { token: string; memberId: string; game: { token: string; playerId: string } };

let testApp: TestApp;
let secret = '';
let transferVendor: TransferVendorDouble;
beforeAll(async () => {
  testApp = await createTestApp();
  secret = await houseVendorSecret(testApp.database.db);
  // The house vendor as a ledger-only vendor wallet, and a transfer-model vendor called over HTTP.
  await setTransferWalletVendors(testApp.database.db, 'demo', ['HOUSE', 'HOUSE_TW']);
  transferVendor = await startTransferVendorDouble({ vendorCode: 'HOUSE_TW', secret });
  await changeVendor(testApp.database.db, 'HOUSE_TW', { apiUrl: transferVendor.url });
});
afterAll(async () => {
  await transferVendor.close();
  await testApp.close();
});

/** Money in by an operator's adjustment: not a deposit, so it leaves the deposit limits untouched. */
async function fund(memberId: string, amountMinor: bigint) {
  const db = testApp.database.db;
  const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
  const wallet = createWalletService({ db });
  await wallet.transfer({
    merchantId,
    currency: 'THB',
    idempotencyKey: `test:fund:${randomUUID()}`,
    type: 'adjustment',
    debitAccountId: (await wallet.systemAccount(merchantId, 'THB', 'adjustment')).id,
    creditAccountId: (await wallet.mainWallet(merchantId, 'THB', memberId)).id,
    amountMinor,
  });
}

async function gatePlayer(balanceMinor = 1_000_000n): Promise<GatePlayer> {
  const player = await createPlayer(testApp, { paymentPassword: null, bankAccount: false });
  await fund(player.memberId, balanceMinor);
  const { token } = await launchToken(testApp.app, testApp.database.db, { memberToken: player.token });
  await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
  return { token: player.token, memberId: player.memberId, game: { token, playerId: player.memberId } };
}

const setLimit = async (player: GatePlayer, kind: string, value: string) => {
  const answer = await call(testApp.app, 'PUT', `/wps/responsible-gaming/limits/${kind}`, {
    token: player.token,
    payload: { value },
  });
  expect(answer.statusCode).toBe(200);
};
const vendor = (path: string, body: Record<string, unknown>) => signedCall(testApp.app, path, body, { secret });
const bet = (player: GatePlayer, amount: string, roundId = randomUUID()) => {
  const body = { ...player.game, transactionId: randomUUID(), roundId, amount, currency: 'THB' };
  return vendor(seamlessWalletPaths.bet, body).then((answer) => ({ answer, body }));
};
const win = (player: GatePlayer, roundId: string, amount: string) =>
  vendor(seamlessWalletPaths.win, { ...player.game, transactionId: randomUUID(), roundId, amount, currency: 'THB' });
const deposit = (player: GatePlayer, amount: string) =>
  call(testApp.app, 'POST', '/wps/deposits', { token: player.token, payload: { channelCode: 'sandbox', amount } });
const lotteryOrder = (player: GatePlayer, numero: string, unitStake: string, periods = 1) =>
  call(testApp.app, 'POST', '/lgw/orders', {
    token: player.token,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      gameCode: 'K3_1',
      numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '10', unitStake }],
      ...(periods > 1 ? { chase: { periods, stopOnWin: false } } : {}),
    },
  });
const transferIn = (player: GatePlayer, amount: string, vendorCode = 'HOUSE') =>
  call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
    token: player.token,
    headers: { 'idempotency-key': randomUUID() },
    payload: { vendorCode, direction: 'in', amount },
  });

describe('the gate on every money path', () => {
  it('deposit requests: pending requests count; the refusal names the limit and its reset in Bangkok time', async () => {
    const player = await gatePlayer();
    await setLimit(player, 'deposit_day', '150');
    expect((await deposit(player, '60')).statusCode).toBe(200);
    const refused = await deposit(player, '100');
    expect(refused).toMatchObject({ statusCode: 403, body: { code: 'DEPOSIT_LIMIT_REACHED' } });
    const value = gateRefusalSchema.parse(refused.body.value);
    expect(value).toMatchObject({ limitKind: 'deposit_day', limitText: '150.00' });
    const resetsAt = new Date(value.resetsAt ?? '');
    expect(value.resetsAtText).toBe(brandMomentText(resetsAt, 'Asia/Bangkok'));
    expect(value.resetsAtText?.endsWith(' 00:00')).toBe(true);
    expect(refused.body.message).toContain('150.00');
    expect(refused.body.message).toContain(value.resetsAtText ?? '?');
    expect((await deposit(player, '90')).statusCode).toBe(200);
  });

  it('seamless bets past a loss limit are answered blocked; wins and rollbacks still settle', async () => {
    const player = await gatePlayer();
    await setLimit(player, 'loss_day', '50');
    const first = await bet(player, '30');
    expect(first.answer.statusCode).toBe(200);
    const over = await bet(player, '30');
    expect(over.answer).toMatchObject({ statusCode: 403, body: { code: 'PLAYER_BLOCKED' } });
    expect((await win(player, first.body.roundId, '20')).statusCode).toBe(200);
    // Net of the win, 10 is lost: 30 more fits under 50.
    const third = await bet(player, '30');
    expect(third.answer.statusCode).toBe(200);
    const rollback = await vendor(seamlessWalletPaths.rollback, {
      ...player.game,
      transactionId: randomUUID(),
      referenceTransactionId: third.body.transactionId,
      roundId: third.body.roundId,
    });
    expect(rollback.statusCode).toBe(200);
    expect((await bet(player, '40')).answer.statusCode).toBe(200);
    expect((await bet(player, '0.01')).answer.body.code).toBe('PLAYER_BLOCKED');
  });

  it('seamless bets past a wager limit and bet-and-win requests are refused too', async () => {
    const player = await gatePlayer();
    await setLimit(player, 'wager_week', '25');
    expect((await bet(player, '20')).answer.statusCode).toBe(200);
    const betWin = await vendor(seamlessWalletPaths.betWin, {
      ...player.game,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      bet: '10',
      win: '100',
      currency: 'THB',
    });
    expect(betWin).toMatchObject({ statusCode: 403, body: { code: 'PLAYER_BLOCKED' } });
    expect((await bet(player, '5')).answer.statusCode).toBe(200);
    expect((await bet(player, '0.01')).answer.body.code).toBe('PLAYER_BLOCKED');
  });

  it('transfers into a vendor count as stakes', async () => {
    const player = await gatePlayer();
    await setLimit(player, 'loss_day', '100');
    expect((await transferIn(player, '80')).statusCode).toBe(200);
    const refused = await transferIn(player, '30');
    expect(refused).toMatchObject({ statusCode: 403, body: { code: 'LOSS_LIMIT_REACHED' } });
    expect((await transferIn(player, '20')).statusCode).toBe(200);
  });

  it('transfers into a transfer-model vendor are weighed before the vendor hears of them', async () => {
    const player = await gatePlayer();
    await setLimit(player, 'wager_day', '100');
    expect((await transferIn(player, '70', 'HOUSE_TW')).statusCode).toBe(200);
    const refused = await transferIn(player, '40', 'HOUSE_TW');
    expect(refused).toMatchObject({ statusCode: 403, body: { code: 'WAGER_LIMIT_REACHED' } });
    expect(transferVendor.balanceOf(player.memberId, 'THB')).toBe(7_000n);
    const out = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: player.token,
      headers: { 'idempotency-key': randomUUID() },
      payload: { vendorCode: 'HOUSE_TW', direction: 'out', amount: '70' },
    });
    expect(out.statusCode).toBe(200);
    expect((await transferIn(player, '30', 'HOUSE_TW')).statusCode).toBe(200);
  });

  it('lottery orders count every period of a chase', async () => {
    const player = await gatePlayer();
    await setLimit(player, 'wager_day', '5');
    const draw = await openTestDraw(testApp.database.db, 'K3_1');
    expect((await lotteryOrder(player, draw.numero, '2')).statusCode).toBe(200);
    const refused = await lotteryOrder(player, draw.numero, '4');
    expect(refused).toMatchObject({ statusCode: 403, body: { code: 'WAGER_LIMIT_REACHED' } });
    expect(gateRefusalSchema.parse(refused.body.value).limitText).toBe('5.00');
    expect((await lotteryOrder(player, draw.numero, '3')).statusCode).toBe(200);
  });

  it('a session limit refuses stakes once the login session is older than it, and ends that session', async () => {
    const player = await gatePlayer();
    await setLimit(player, 'session', '15');
    const draw = await openTestDraw(testApp.database.db, 'K3_1');
    expect((await bet(player, '1')).answer.statusCode).toBe(200);
    await testApp.database.db
      .update(memberSession)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(memberSession.memberId, player.memberId));
    expect((await bet(player, '1')).answer.body.code).toBe('PLAYER_BLOCKED');
    const refused = await lotteryOrder(player, draw.numero, '1');
    expect(refused).toMatchObject({ statusCode: 403, body: { code: 'SESSION_LIMIT_REACHED' } });
    expect(refused.body.message).toContain('15');
    // The refusal came from the session's own end (decision 0044, amended): the next call is not logged in.
    expect((await transferIn(player, '1')).body.code).toBe('NOT_LOGGED_IN');
  });

  it('a time-out or self-exclusion refuses every path with its end; wins still settle', async () => {
    const player = await gatePlayer();
    const open = await bet(player, '10');
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    const endsAt = new Date(Date.now() + 24 * 3_600_000);
    await testApp.database.db.insert(playerProtection).values({
      merchantId,
      memberId: player.memberId,
      kind: 'time_out',
      period: '24h',
      endsAt,
    });
    await testApp.database.db.update(member).set({ protectedUntil: endsAt }).where(eq(member.id, player.memberId));
    expect((await bet(player, '1')).answer.body.code).toBe('PLAYER_BLOCKED');
    expect((await win(player, open.body.roundId, '5')).statusCode).toBe(200);
    const refused = await deposit(player, '60');
    expect(refused).toMatchObject({ statusCode: 403, body: { code: 'PLAYER_TIMED_OUT' } });
    expect(gateRefusalSchema.parse(refused.body.value)).toMatchObject({
      endsAt: endsAt.toISOString(),
      endsAtText: brandMomentText(endsAt, 'Asia/Bangkok'),
    });
    const draw = await openTestDraw(testApp.database.db, 'K3_1');
    expect((await lotteryOrder(player, draw.numero, '1')).body.code).toBe('PLAYER_TIMED_OUT');
    expect((await transferIn(player, '1')).body.code).toBe('PLAYER_TIMED_OUT');
    const page = await call(testApp.app, 'GET', '/wps/responsible-gaming', { token: player.token });
    expect(page.body.value.protection).toMatchObject({ kind: 'time_out', period: '24h' });

    await testApp.database.db
      .update(member)
      .set({ protectedUntil: sql`'infinity'::timestamptz` })
      .where(eq(member.id, player.memberId));
    await testApp.database.db
      .update(playerProtection)
      .set({ kind: 'self_exclusion', period: 'permanent', endsAt: null })
      .where(eq(playerProtection.memberId, player.memberId));
    const excluded = await deposit(player, '60');
    expect(excluded.body.code).toBe('PLAYER_SELF_EXCLUDED');
    expect(gateRefusalSchema.parse(excluded.body.value).endsAt).toBeNull();
  });
});

describe('property: no accepted move breaks a limit', () => {
  type Move = { kind: 'deposit' | 'bet' | 'win'; amount: number };
  const moveArbitrary = fc.record({
    kind: fc.constantFrom<Move['kind']>('deposit', 'bet', 'win'),
    amount: fc.integer({ min: 50, max: 400 }),
  });

  it('deposits, bets and wins in any order: accepted exactly when they fit under every limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          deposit: fc.integer({ min: 100, max: 1500 }),
          loss: fc.integer({ min: 50, max: 800 }),
          wager: fc.integer({ min: 100, max: 1500 }),
          moves: fc.array(moveArbitrary, { minLength: 1, maxLength: 12 }),
        }),
        async ({ deposit: depositLimit, loss: lossLimit, wager: wagerLimit, moves }) => {
          const player = await gatePlayer(10_000_000n);
          await setLimit(player, 'deposit_day', String(depositLimit));
          await setLimit(player, 'loss_day', String(lossLimit));
          await setLimit(player, 'wager_day', String(wagerLimit));
          let deposited = 0;
          let wagered = 0;
          let lost = 0;
          let openRound: string | null = null;
          for (const move of moves) {
            if (move.kind === 'deposit') {
              const fits = deposited + move.amount <= depositLimit;
              const answer = await deposit(player, String(move.amount));
              expect(answer.statusCode).toBe(fits ? 200 : 403);
              if (fits) deposited += move.amount;
            } else if (move.kind === 'bet') {
              const fits = wagered + move.amount <= wagerLimit && lost + move.amount <= lossLimit;
              const placed = await bet(player, String(move.amount));
              expect(placed.answer.statusCode).toBe(fits ? 200 : 403);
              if (fits) {
                wagered += move.amount;
                lost += move.amount;
                openRound = placed.body.roundId;
              }
            } else if (openRound) {
              expect((await win(player, openRound, String(move.amount))).statusCode).toBe(200);
              lost -= move.amount;
              // A win settles its round here.
              openRound = null;
            }
            expect(deposited).toBeLessThanOrEqual(depositLimit);
            expect(wagered).toBeLessThanOrEqual(wagerLimit);
            expect(lost).toBeLessThanOrEqual(lossLimit);
          }
          const page = await call(testApp.app, 'GET', '/wps/responsible-gaming', { token: player.token });
          const used = Object.fromEntries(
            (page.body.value.limits as { kind: string; used: string }[]).map((row) => [row.kind, row.used]),
          );
          expect(used).toMatchObject({
            deposit_day: deposited.toFixed(2),
            wager_day: wagered.toFixed(2),
            loss_day: lost.toFixed(2),
          });
        },
      ),
      { numRuns: 12 },
    );
  });
});
