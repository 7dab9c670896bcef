import { randomUUID } from 'node:crypto';
import type { AccountMovesPage } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { summarizeLedger } from '../jobs/summarize-ledger.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { operatorToken } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let db: Database;
let game = { vendor: '', code: '', type: '' };

type Ids = { demo: string; lucky: string };
const brands: Ids = { demo: '', lucky: '' };
let aliceWallet = '';

async function merchantId(code: string) {
  const [row] = await queryRows<{ id: string }>(db, sql`select id from merchant where code = ${code}`);
  return row?.id ?? '';
}

/** A member registered at `createdAt` (the test's clock of record), with their main wallet. */
async function member(merchant: string, username: string, createdAt: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into member (merchant_id, username, type, nickname, password_hash, created_at)
        values (${merchant}::uuid, ${username}, 0, ${username}, 'x', ${createdAt}::timestamptz) returning id`,
  );
  const id = row?.id ?? '';
  const wallet = createWalletService({ db });
  const main = await wallet.accountRef({
    merchantId: merchant,
    currency: 'THB',
    kind: 'player_main',
    memberId: id,
    vendorCode: '',
  });
  return { id, main: main.id };
}

/**
 * A ledger row written as the writers write it, at a chosen time: the test needs moves on both sides of an hour and
 * of a day in the brand's zone, which the ledger functions (stamping the transaction's start) cannot place.
 */
async function move(input: {
  merchant: string;
  type: string;
  debit: string;
  credit: string;
  amount: bigint;
  at: string;
  metadata?: Record<string, unknown>;
}) {
  await db.execute(sql`
    insert into ledger_transfer (merchant_id, idempotency_key, request_hash, type, currency, amount_minor,
        debit_account_id, credit_account_id, metadata, created_at)
      values (${input.merchant}::uuid, ${randomUUID()}, 'test', ${input.type}, 'THB', ${input.amount.toString()}::bigint,
        ${input.debit}::uuid, ${input.credit}::uuid, ${JSON.stringify(input.metadata ?? {})}::jsonb,
        ${input.at}::timestamptz)`);
}

async function system(merchant: string, kind: 'cash_in' | 'cash_out' | 'withdrawals_held') {
  return (await createWalletService({ db }).systemAccount(merchant, 'THB', kind)).id;
}

async function vendorAccount(merchant: string, vendorCode: string) {
  const account = await createWalletService({ db }).accountRef({
    merchantId: merchant,
    currency: 'THB',
    kind: 'game_vendor',
    memberId: null,
    vendorCode,
  });
  return account.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  brands.demo = await merchantId('demo');
  brands.lucky = await merchantId('lucky');
  const [row] = await queryRows<{ vendor_code: string; game_code: string; game_type: string }>(
    db,
    sql`select vendor_code, game_code, game_type from game where merchant_id = ${brands.demo}::uuid
        and vendor_code <> 'LOTTERY' order by id limit 1`,
  );
  game = { vendor: row?.vendor_code ?? '', code: row?.game_code ?? '', type: row?.game_type ?? '' };

  // Bangkok is UTC+7: 2025-06-01T17:00Z is midnight starting 2 June on the brand's calendar.
  const alice = await member(brands.demo, 'dash_alice', '2025-06-01T10:00:00Z');
  const bob = await member(brands.demo, 'dash_bob', '2025-06-01T17:02:00Z');
  const carol = await member(brands.lucky, 'dash_carol', '2025-06-01T17:03:00Z');
  aliceWallet = alice.main;
  const slots = await vendorAccount(brands.demo, game.vendor);
  const lottery = await vendorAccount(brands.demo, 'LOTTERY');
  const luckySlots = await vendorAccount(brands.lucky, game.vendor);
  const cashIn = await system(brands.demo, 'cash_in');
  const cashOut = await system(brands.demo, 'cash_out');
  const held = await system(brands.demo, 'withdrawals_held');
  const round = { vendor: game.vendor, gameCode: game.code };
  const demo = brands.demo;
  // 1 June, 23:xx in Bangkok.
  await move({
    merchant: demo,
    type: 'deposit',
    debit: cashIn,
    credit: alice.main,
    amount: 50_000n,
    at: '2025-06-01T16:05:00Z',
  });
  await move({
    merchant: demo,
    type: 'bet',
    debit: alice.main,
    credit: slots,
    amount: 10_000n,
    at: '2025-06-01T16:10:00Z',
    metadata: round,
  });
  await move({
    merchant: demo,
    type: 'win',
    debit: slots,
    credit: alice.main,
    amount: 3_000n,
    at: '2025-06-01T16:20:00Z',
    metadata: round,
  });
  // 2 June, 00:xx in Bangkok.
  await move({
    merchant: demo,
    type: 'bet',
    debit: bob.main,
    credit: slots,
    amount: 5_000n,
    at: '2025-06-01T17:05:00Z',
    metadata: round,
  });
  await move({
    merchant: demo,
    type: 'deposit',
    debit: cashIn,
    credit: bob.main,
    amount: 20_000n,
    at: '2025-06-01T17:10:00Z',
  });
  await move({
    merchant: demo,
    type: 'deposit',
    debit: cashIn,
    credit: alice.main,
    amount: 10_000n,
    at: '2025-06-01T17:20:00Z',
  });
  await move({
    merchant: demo,
    type: 'bet',
    debit: alice.main,
    credit: slots,
    amount: 2_000n,
    at: '2025-06-01T17:30:00Z',
    metadata: round,
  });
  await move({
    merchant: demo,
    type: 'bet',
    debit: bob.main,
    credit: lottery,
    amount: 1_000n,
    at: '2025-06-01T17:40:00Z',
    metadata: { lottery: 'TH' },
  });
  // The vendor rolls Alice's second bet back: the stake comes back, it is no longer stake.
  await move({
    merchant: demo,
    type: 'rollback',
    debit: slots,
    credit: alice.main,
    amount: 2_000n,
    at: '2025-06-01T17:45:00Z',
    metadata: round,
  });
  await move({
    merchant: demo,
    type: 'withdrawal_hold',
    debit: alice.main,
    credit: held,
    amount: 8_000n,
    at: '2025-06-01T17:46:00Z',
  });
  await move({
    merchant: demo,
    type: 'withdrawal_settle',
    debit: held,
    credit: cashOut,
    amount: 8_000n,
    at: '2025-06-01T17:50:00Z',
  });
  // Another brand's play in the same hour stays out of the demo brand's figures.
  await move({
    merchant: brands.lucky,
    type: 'bet',
    debit: carol.main,
    credit: luckySlots,
    amount: 99_900n,
    at: '2025-06-01T17:30:00Z',
    metadata: round,
  });
  // One hour a pass, so the sums are built by many passes adding to the same rows.
  await summarizeLedger({ db, hoursPerPass: 1 });
});
afterAll(async () => {
  await testApp.close();
});

const dashboard = (token: string, query: string) => call(testApp.app, 'GET', `/bo/dashboard?${query}`, { token });

describe('GET /bo/dashboard', () => {
  it("sums a known day of deposits, bets, wins, rollbacks and withdrawals by the brand's calendar", async () => {
    const answer = await dashboard(testApp.operatorToken, 'merchant=demo&from=2025-06-01&to=2025-06-02');
    expect(answer.statusCode).toBe(200);
    const value = answer.body.value;
    expect(value).toMatchObject({ merchant: 'demo', currency: 'THB', timeZone: 'Asia/Bangkok', granularity: 'day' });
    expect(value.totals).toEqual({
      deposits: { count: 3, amount: '800.00' },
      withdrawals: { count: 1, amount: '80.00' },
      netCash: '720.00',
      bets: 4,
      stake: '160.00',
      wins: '30.00',
      ggr: '130.00',
      activePlayers: 2,
      newPlayers: 2,
      firstDeposits: 2,
    });
    expect(value.byGame).toEqual([
      { category: game.type, vendorCode: game.vendor, bets: 3, stake: '150.00', wins: '30.00', ggr: '120.00' },
      { category: 'LOTT', vendorCode: 'LOTTERY', bets: 1, stake: '10.00', wins: '0.00', ggr: '10.00' },
    ]);
    expect(value.series).toEqual([
      {
        at: '2025-05-31T17:00:00.000Z',
        deposits: '500.00',
        withdrawals: '0.00',
        stake: '100.00',
        wins: '30.00',
        ggr: '70.00',
        bets: 1,
        newPlayers: 1,
        firstDeposits: 1,
        activePlayers: 1,
      },
      {
        at: '2025-06-01T17:00:00.000Z',
        deposits: '300.00',
        withdrawals: '80.00',
        stake: '60.00',
        wins: '0.00',
        ggr: '60.00',
        bets: 3,
        newPlayers: 1,
        firstDeposits: 1,
        activePlayers: 2,
      },
    ]);
  });

  it('splits the same moves by hour, with every hour of the range present', async () => {
    const answer = await dashboard(
      testApp.operatorToken,
      'merchant=demo&from=2025-06-01&to=2025-06-02&granularity=hour',
    );
    expect(answer.statusCode).toBe(200);
    const series = answer.body.value.series as { at: string; stake: string; deposits: string; activePlayers: null }[];
    expect(series).toHaveLength(48);
    expect(series[0]?.at).toBe('2025-05-31T17:00:00.000Z');
    const at = (instant: string) => series.find((point) => point.at === instant);
    expect(at('2025-06-01T16:00:00.000Z')).toMatchObject({ stake: '100.00', deposits: '500.00', activePlayers: null });
    expect(at('2025-06-01T17:00:00.000Z')).toMatchObject({ stake: '60.00', deposits: '300.00' });
    expect(series.filter((point) => point.stake !== '0.00')).toHaveLength(2);
  });

  it('keeps a day outside the range out', async () => {
    const answer = await dashboard(testApp.operatorToken, 'merchant=demo&from=2025-06-02&to=2025-06-02');
    expect(answer.body.value.totals).toMatchObject({
      stake: '60.00',
      deposits: { count: 2, amount: '300.00' },
      activePlayers: 2,
    });
  });

  it('answers every brand of the currency to an operator of every brand', async () => {
    const answer = await dashboard(testApp.operatorToken, 'from=2025-06-01&to=2025-06-02');
    expect(answer.statusCode).toBe(200);
    // The lucky brand keeps PHP: only the demo brand's baht are summed.
    expect(answer.body.value).toMatchObject({ merchant: null, currency: 'THB' });
  });

  it('lets finance and risk read it, not support or content', async () => {
    for (const role of ['finance', 'risk'] as const) {
      const token = await operatorToken(testApp, role);
      expect((await dashboard(token, 'merchant=demo&from=2025-06-01&to=2025-06-02')).statusCode).toBe(200);
    }
    for (const role of ['support', 'content'] as const) {
      const token = await operatorToken(testApp, role);
      const refused = await dashboard(token, 'merchant=demo&from=2025-06-01&to=2025-06-02');
      expect(refused.statusCode).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
  });

  it("refuses another brand's dashboard and the all-brands view to an operator of some brands", async () => {
    const token = await operatorToken(testApp, 'finance', ['demo']);
    expect((await dashboard(token, 'merchant=demo&from=2025-06-01&to=2025-06-02')).statusCode).toBe(200);
    expect((await dashboard(token, 'merchant=lucky&from=2025-06-01&to=2025-06-02')).statusCode).toBe(403);
    expect((await dashboard(token, 'from=2025-06-01&to=2025-06-02')).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts, or too many hours, with a translated error', async () => {
    const backwards = await dashboard(testApp.operatorToken, 'merchant=demo&from=2025-06-02&to=2025-06-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.code).toBe('VALIDATION_FAILED');
    const long = await dashboard(testApp.operatorToken, 'merchant=demo&from=2025-01-01&to=2025-03-01&granularity=hour');
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /bo/reconciliation/moves', () => {
  it("pages one account's moves newest first, signed for the account, with its entries' sum", async () => {
    const first = await call(testApp.app, 'GET', `/bo/reconciliation/moves?account=${aliceWallet}&pageSize=3`, {
      token: testApp.operatorToken,
    });
    expect(first.statusCode).toBe(200);
    const page = first.body.value as AccountMovesPage;
    expect(page).toMatchObject({ total: 7, pageNum: 1, totalPages: 3 });
    expect(page.account).toMatchObject({ merchant: 'demo', kind: 'player_main', entriesTotal: '450.00' });
    expect(page.content.map((move) => [move.type, move.amount])).toEqual([
      ['withdrawal_hold', '-80.00'],
      ['rollback', '20.00'],
      ['bet', '-20.00'],
    ]);
    expect(page.content[1]).toMatchObject({ counterpartKind: 'game_vendor', counterpartVendor: game.vendor });
    const last = await call(testApp.app, 'GET', `/bo/reconciliation/moves?account=${aliceWallet}&pageSize=3&pageNo=3`, {
      token: testApp.operatorToken,
    });
    expect((last.body.value as AccountMovesPage).content.map((move) => move.type)).toEqual(['deposit']);
  });

  it('exports every move as CSV and refuses an unknown account and operators of some brands', async () => {
    const csv = await testApp.app.inject({
      url: `/bo/reconciliation/moves.csv?account=${aliceWallet}`,
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('transfer,time,type,reference,amount,balance_after,counterpart_kind,counterpart_vendor');
    expect(lines).toHaveLength(8);
    const unknown = await call(testApp.app, 'GET', `/bo/reconciliation/moves?account=${randomUUID()}`, {
      token: testApp.operatorToken,
    });
    expect(unknown.statusCode).toBe(404);
    const scoped = await operatorToken(testApp, 'finance', ['demo']);
    const refused = await call(testApp.app, 'GET', `/bo/reconciliation/moves?account=${aliceWallet}`, {
      token: scoped,
    });
    expect(refused.statusCode).toBe(403);
  });
});
