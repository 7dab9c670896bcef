import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { queryRows, sessionPoolOf } from '../db/client.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createWalletService } from '../modules/wallet/index.js';
import { createReportService } from '../modules/report/index.js';

/**
 * The summary against the ledger while it is being written: an open transaction's rows and hundreds of racing bets
 * must each be summed exactly once, however the passes fall between them. PGlite runs one transaction at a time, so
 * these races need PostgreSQL.
 */
describe.skipIf(!process.env.DATABASE_URL)('ledger summary under concurrent writes (PostgreSQL)', () => {
  let testApp: TestApp;
  let db: Database;
  let merchantId = '';
  let vendorAccount = '';
  let wallets: string[] = [];

  async function playTotals() {
    const [summary] = await queryRows<{ stake: string; bets: string }>(
      db,
      sql`select coalesce(sum(stake_minor), 0)::text as stake, coalesce(sum(bet_count), 0)::text as bets
          from play_hour where merchant_id = ${merchantId}::uuid`,
    );
    const [ledger] = await queryRows<{ stake: string; bets: string }>(
      db,
      sql`select coalesce(sum(amount_minor), 0)::text as stake, count(*)::text as bets from ledger_transfer
          where merchant_id = ${merchantId}::uuid and type = 'bet' and credit_account_id = ${vendorAccount}::uuid`,
    );
    return { summary, ledger };
  }

  /** Passes until the horizon has passed everything committed so far (it trails the clock by a second). */
  async function catchUp() {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    while (!(await createReportService({ db }).summarizeLedger()).caughtUp);
  }

  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 30 });
    db = testApp.database.db;
    const [row] = await queryRows<{ id: string }>(db, sql`select id from merchant where code = 'demo'`);
    merchantId = row?.id ?? '';
    const wallet = createWalletService({ db });
    vendorAccount = (
      await wallet.accountRef({ merchantId, currency: 'THB', kind: 'game_vendor', memberId: null, vendorCode: 'RACE' })
    ).id;
    const cashIn = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
    const members = await queryRows<{ id: string }>(
      db,
      sql`insert into member (merchant_id, username, type, nickname, password_hash)
          select ${merchantId}::uuid, 'race_' || n, 0, 'race', 'x' from generate_series(1, 20) n returning id`,
    );
    wallets = [];
    for (const member of members) {
      const main = await wallet.accountRef({
        merchantId,
        currency: 'THB',
        kind: 'player_main',
        memberId: member.id,
        vendorCode: '',
      });
      await wallet.transfer({
        merchantId,
        currency: 'THB',
        idempotencyKey: `race-funds:${member.id}`,
        type: 'deposit',
        debitAccountId: cashIn.id,
        creditAccountId: main.id,
        amountMinor: 1_000_000n,
      });
      wallets.push(main.id);
    }
    await catchUp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('waits for a transaction still open, then sums its bet once', async () => {
    const pool = sessionPoolOf(db);
    if (!pool) throw new Error('no pool');
    const client = new pg.Client(pool.options);
    await client.connect();
    try {
      await client.query('begin');
      const started = await client.query<{ at: Date }>('select now() as at');
      await client.query(
        `insert into ledger_transfer (merchant_id, idempotency_key, request_hash, type, currency, amount_minor,
           debit_account_id, credit_account_id) values ($1, 'open-bet', 'test', 'bet', 'THB', 777, $2, $3)`,
        [merchantId, wallets[0], vendorAccount],
      );
      // The bet is stamped with its transaction's start; passes run while it is open must stop before that.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const pass = await createReportService({ db }).summarizeLedger();
      expect(pass.caughtUp).toBe(true);
      const [cursor] = await queryRows<{ until: Date }>(
        db,
        sql`select summarized_until as until from summary_cursor where name = 'ledger'`,
      );
      expect(new Date(cursor?.until ?? 0).getTime()).toBeLessThanOrEqual(started.rows[0]?.at.getTime() ?? 0);
      await client.query('commit');
    } finally {
      await client.end();
    }
    await catchUp();
    const { summary, ledger } = await playTotals();
    expect(summary).toEqual(ledger);
    expect(ledger?.stake).toBe('777');
  });

  it('sums hundreds of racing bets exactly once while two passes run against each other', async () => {
    const wallet = createWalletService({ db });
    let writing = true;
    const passes = async () => {
      while (writing) await createReportService({ db }).summarizeLedger({ hoursPerPass: 1 });
    };
    const racers = [passes(), passes()];
    await Promise.all(
      Array.from({ length: 400 }, (_, index) =>
        wallet.transfer({
          merchantId,
          currency: 'THB',
          idempotencyKey: `race-bet:${index}`,
          type: 'bet',
          debitAccountId: wallets[index % wallets.length] ?? '',
          creditAccountId: vendorAccount,
          amountMinor: BigInt(100 + index),
        }),
      ),
    );
    writing = false;
    await Promise.all(racers);
    await catchUp();
    const { summary, ledger } = await playTotals();
    expect(summary).toEqual(ledger);
    expect(ledger?.bets).toBe('401');
    const [active] = await queryRows<{ players: string }>(
      db,
      sql`select count(distinct member_id)::text as players from player_day where merchant_id = ${merchantId}::uuid`,
    );
    expect(active?.players).toBe('20');
  });
});
