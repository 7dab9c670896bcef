import { accountTypes, formatMinor } from '@croupier/contracts';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';
import { createSeededTestDatabase } from '../../test/test-database.js';
import { createLedgerGroupCommit, createWalletService, mainWalletKind } from './wallet.service.js';
import type { WalletService } from './wallet.service.js';

let database: DatabaseHandle;
let merchantId = '';
let wallet: WalletService;
let memberIds: string[] = [];

/** A seeded database of its own: the demo brand, its wallet service and its members. */
async function openLedger(options: { poolSize?: number } = {}) {
  const seeded = await createSeededTestDatabase(undefined, options);
  const demo = seeded.merchantIds.demo;
  const rows = await queryRows<{ id: string }>(
    seeded.database.db,
    sql`select id from member where merchant_id = ${demo}::uuid order by username`,
  );
  return {
    database: seeded.database,
    merchantId: demo,
    wallet: createWalletService({ db: seeded.database.db }),
    memberIds: rows.map((row) => row.id),
  };
}

beforeAll(async () => {
  ({ database, merchantId, wallet, memberIds } = await openLedger({ poolSize: 50 }));
});
afterAll(async () => {
  await database.close();
});

let keyCounter = 0;
const key = (label: string) => `${label}-${++keyCounter}`;

async function fund(memberId: string, amountMinor: bigint) {
  const cashIn = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
  const main = await wallet.mainWallet(merchantId, 'THB', memberId);
  await wallet.transfer({
    merchantId,
    currency: 'THB',
    idempotencyKey: key('fund'),
    type: 'deposit',
    debitAccountId: cashIn.id,
    creditAccountId: main.id,
    amountMinor,
  });
  return main;
}

describe('ledger transfers', () => {
  it('credits a wallet and keeps the books balanced', async () => {
    const main = await fund(memberIds[0] ?? '', 100_000n);
    expect((await wallet.mainWallet(merchantId, 'THB', memberIds[0] ?? '')).balanceMinor).toBeGreaterThanOrEqual(
      100_000n,
    );
    expect(main.kind).toBe('player_main');
    expect((await wallet.reconcile()).balanced).toBe(true);
  });

  it('refuses an overdraft with the current balance and changes nothing', async () => {
    const memberId = memberIds[1] ?? '';
    const main = await fund(memberId, 5_000n);
    const balance = (await wallet.mainWallet(merchantId, 'THB', memberId)).balanceMinor ?? 0n;
    const house = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'TEST');
    const before = await wallet.reconcile();
    const attempt = wallet.transfer({
      merchantId,
      currency: 'THB',
      idempotencyKey: key('bet'),
      type: 'bet',
      debitAccountId: main.id,
      creditAccountId: house.id,
      amountMinor: balance + 1n,
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      value: { balance: formatMinor(balance) },
    });
    expect((await wallet.mainWallet(merchantId, 'THB', memberId)).balanceMinor).toBe(balance);
    expect(await wallet.reconcile()).toEqual(before);
  });

  it('answers a replay with the first result and a reused key with CONFLICT', async () => {
    const memberId = memberIds[0] ?? '';
    const main = await wallet.mainWallet(merchantId, 'THB', memberId);
    const house = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'TEST');
    const request = {
      merchantId,
      currency: 'THB',
      idempotencyKey: 'bet-replay-1',
      type: 'bet',
      reference: 'round-1',
      debitAccountId: main.id,
      creditAccountId: house.id,
      amountMinor: 1_000n,
    };
    const first = await wallet.transfer(request);
    const second = await wallet.transfer(request);
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ ...first, replayed: true });
    const balanceAfter = (await wallet.mainWallet(merchantId, 'THB', memberId)).balanceMinor;
    expect(balanceAfter).toBe(first.debitBalanceMinor);
    await expect(wallet.transfer({ ...request, amountMinor: 2_000n })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await wallet.mainWallet(merchantId, 'THB', memberId)).balanceMinor).toBe(balanceAfter);
  });

  it('refuses zero, negative and cross-currency moves', async () => {
    const main = await wallet.mainWallet(merchantId, 'THB', memberIds[0] ?? '');
    const house = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'TEST');
    const base = { merchantId, currency: 'THB', type: 'bet', debitAccountId: main.id, creditAccountId: house.id };
    await expect(wallet.transfer({ ...base, idempotencyKey: key('zero'), amountMinor: 0n })).rejects.toBeInstanceOf(
      DomainError,
    );
    await expect(
      wallet.transfer({ ...base, idempotencyKey: key('negative'), amountMinor: -5n }),
    ).rejects.toBeInstanceOf(DomainError);
    await expect(
      wallet.transfer({ ...base, currency: 'USD', idempotencyKey: key('currency'), amountMinor: 5n }),
    ).rejects.toThrow();
    expect((await wallet.reconcile()).balanced).toBe(true);
  });

  it('keeps entries and transfers append-only, and wallets above zero, in the database itself', async () => {
    await expect(database.db.execute(sql`update ledger_entry set amount_minor = amount_minor + 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transfer`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`update ledger_account set balance_minor = -1 where balance_minor is not null`),
    ).rejects.toThrow();
  });
});

/**
 * On a database of its own: the other tests' moves (and their balances, keys and system accounts) cannot make a
 * run pass or fail, and its reconciliation covers only what it did.
 */
describe('ledger transfers sent together (group commit)', () => {
  it('answers each as if alone, in arrival order, as one call and one commit', async () => {
    const batched = createWalletService({
      db: database.db,
      postTransfer: createLedgerGroupCommit(database.db, { maxBatchSize: 64, maxCallsInFlight: 1 }),
    });
    const [first, second] = [memberIds[0] ?? '', memberIds[1] ?? ''];
    const rich = await fund(first, 5_000n);
    const poor = await fund(second, 1_000n);
    const richBefore = (await wallet.mainWallet(merchantId, 'THB', first)).balanceMinor ?? 0n;
    const poorBefore = (await wallet.mainWallet(merchantId, 'THB', second)).balanceMinor ?? 0n;
    const house = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'TEST');
    const base = { merchantId, currency: 'THB', type: 'bet', creditAccountId: house.id };
    const keys = [key('together'), key('together'), key('together'), key('together'), key('together')];
    const requests = [
      { ...base, idempotencyKey: keys[0] ?? '', debitAccountId: rich.id, amountMinor: 1_000n },
      { ...base, idempotencyKey: keys[1] ?? '', debitAccountId: poor.id, amountMinor: poorBefore - 400n },
      { ...base, idempotencyKey: keys[2] ?? '', debitAccountId: rich.id, amountMinor: 1_000n },
      { ...base, idempotencyKey: keys[3] ?? '', debitAccountId: poor.id, amountMinor: 600n },
      { ...base, idempotencyKey: keys[0] ?? '', debitAccountId: rich.id, amountMinor: 1_000n },
      { ...base, idempotencyKey: keys[2] ?? '', debitAccountId: rich.id, amountMinor: 2_000n },
      { ...base, idempotencyKey: keys[4] ?? '', debitAccountId: rich.id, amountMinor: 1_000n },
    ];
    const answers = await Promise.allSettled(requests.map((request) => batched.transfer(request)));
    const value = (index: number) => {
      const answer = answers[index];
      if (answer?.status !== 'fulfilled') throw new Error(`request ${index} was refused`);
      return answer.value;
    };
    expect(value(0)).toMatchObject({ replayed: false, debitBalanceMinor: richBefore - 1_000n });
    expect(value(1)).toMatchObject({ replayed: false, debitBalanceMinor: 400n });
    expect(value(2)).toMatchObject({ replayed: false, debitBalanceMinor: richBefore - 2_000n });
    expect(answers[3]).toMatchObject({
      status: 'rejected',
      reason: { code: 'INSUFFICIENT_FUNDS', value: { balance: formatMinor(400n) } },
    });
    expect(value(4)).toEqual({ ...value(0), replayed: true });
    expect(answers[5]).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT' } });
    expect(value(6)).toMatchObject({ replayed: false, debitBalanceMinor: richBefore - 3_000n });
    expect((await wallet.mainWallet(merchantId, 'THB', first)).balanceMinor).toBe(richBefore - 3_000n);
    expect((await wallet.mainWallet(merchantId, 'THB', second)).balanceMinor).toBe(400n);
    // Rows written in one transaction share its id (xmin): the four moves were one call and one commit.
    const written = await queryRows<{ transactions: number; rows: number }>(
      database.db,
      sql`select count(distinct xmin::text)::int as transactions, count(*)::int as rows from ledger_transfer
        where idempotency_key = any(string_to_array(${keys.join(',')}, ','))`,
    );
    expect(written).toEqual([{ transactions: 1, rows: 4 }]);
    expect((await wallet.reconcile()).balanced).toBe(true);
  });

  it('runs each transfer alone when the call fails as a whole, so only the bad one fails', async () => {
    const failures: number[] = [];
    const batched = createWalletService({
      db: database.db,
      postTransfer: createLedgerGroupCommit(database.db, {
        maxBatchSize: 64,
        maxCallsInFlight: 1,
        onBatchFailed: (_error, size) => failures.push(size),
      }),
    });
    const memberId = memberIds[0] ?? '';
    const main = await fund(memberId, 3_000n);
    const before = (await wallet.mainWallet(merchantId, 'THB', memberId)).balanceMinor ?? 0n;
    const house = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'TEST');
    const base = { merchantId, currency: 'THB', type: 'bet', debitAccountId: main.id, creditAccountId: house.id };
    const answers = await Promise.allSettled([
      batched.transfer({ ...base, idempotencyKey: key('alone'), amountMinor: 1_000n }),
      // Accounts of another currency: the database raises, which fails the whole call.
      batched.transfer({ ...base, currency: 'USD', idempotencyKey: key('alone'), amountMinor: 1_000n }),
      batched.transfer({ ...base, idempotencyKey: key('alone'), amountMinor: 1_000n }),
    ]);
    expect(failures).toEqual([3]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await wallet.mainWallet(merchantId, 'THB', memberId)).balanceMinor).toBe(before - 2_000n);
    expect((await wallet.reconcile()).balanced).toBe(true);
  });
});

describe('ledger invariants (property), on a database of its own', () => {
  let ledger: Awaited<ReturnType<typeof openLedger>>;
  beforeAll(async () => {
    ledger = await openLedger();
  });
  afterAll(async () => {
    await ledger.database.close();
  });

  it('random moves, replays and overdrafts keep every invariant', async () => {
    const { merchantId, wallet, memberIds } = ledger;
    const players = memberIds.slice(0, 2);
    const wallets = await Promise.all(players.map((memberId) => wallet.mainWallet(merchantId, 'THB', memberId)));
    const systems = await Promise.all([
      wallet.systemAccount(merchantId, 'THB', 'cash_in'),
      wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'PROP'),
      wallet.systemAccount(merchantId, 'THB', 'bonus'),
    ]);
    const accounts = [...wallets, ...systems];
    const move = fc.record({
      from: fc.integer({ min: 0, max: accounts.length - 1 }),
      to: fc.integer({ min: 0, max: accounts.length - 1 }),
      amount: fc.bigInt({ min: 1n, max: 50_000n }),
      keySlot: fc.integer({ min: 0, max: 30 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 25 }), async (moves) => {
        run += 1;
        const sent = new Map<string, { from: number; to: number; amount: bigint }>();
        for (const step of moves) {
          if (step.from === step.to) continue;
          const idempotencyKey = `prop-${run}-${step.keySlot}`;
          const before = await Promise.all(
            wallets.map(async (item) => (await wallet.mainWallet(merchantId, 'THB', item.memberId ?? '')).balanceMinor),
          );
          const previous = sent.get(idempotencyKey);
          try {
            await wallet.transfer({
              merchantId,
              currency: 'THB',
              idempotencyKey,
              type: 'adjustment',
              debitAccountId: accounts[step.from]?.id ?? '',
              creditAccountId: accounts[step.to]?.id ?? '',
              amountMinor: step.amount,
            });
            if (!previous) sent.set(idempotencyKey, step);
            if (previous) {
              // A replay of the same request changes nothing.
              const after = await Promise.all(
                wallets.map(
                  async (item) => (await wallet.mainWallet(merchantId, 'THB', item.memberId ?? '')).balanceMinor,
                ),
              );
              expect(after).toEqual(before);
            }
          } catch (error) {
            expect((error as DomainError).code).toMatch(/INSUFFICIENT_FUNDS|CONFLICT/);
            const after = await Promise.all(
              wallets.map(
                async (item) => (await wallet.mainWallet(merchantId, 'THB', item.memberId ?? '')).balanceMinor,
              ),
            );
            expect(after).toEqual(before);
          }
        }
        for (const item of wallets) {
          expect(
            (await wallet.mainWallet(merchantId, 'THB', item.memberId ?? '')).balanceMinor ?? -1n,
          ).toBeGreaterThanOrEqual(0n);
        }
        const reconciliation = await wallet.reconcile();
        expect(reconciliation.balanced).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('ledger under concurrency (PostgreSQL)', () => {
  it('500 concurrent debits of 10.00 against 1,000.00: exactly 100 succeed and the balance ends at zero', async () => {
    const [racer] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into member (merchant_id, username, nickname, type, password_hash)
          values (${merchantId}::uuid, 'racer', 'racer', 0, 'not-a-hash') returning id`,
    );
    const memberId = racer?.id ?? '';
    const main = await fund(memberId, 100_000n);
    const house = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'RACE');
    const results = await Promise.allSettled(
      Array.from({ length: 500 }, (_, index) =>
        wallet.transfer({
          merchantId,
          currency: 'THB',
          idempotencyKey: `race-${index}`,
          type: 'bet',
          debitAccountId: main.id,
          creditAccountId: house.id,
          amountMinor: 1_000n,
        }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter(
      (result) => result.status === 'rejected' && (result.reason as DomainError).code === 'INSUFFICIENT_FUNDS',
    ).length;
    expect(succeeded).toBe(100);
    expect(refused).toBe(400);
    expect((await wallet.mainWallet(merchantId, 'THB', memberId)).balanceMinor).toBe(0n);
    expect((await wallet.reconcile()).balanced).toBe(true);
  });

  it('the same transfer delivered 20 times at once is posted once', async () => {
    const memberId = memberIds[0] ?? '';
    const cashIn = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
    const main = await wallet.mainWallet(merchantId, 'THB', memberId);
    const before = main.balanceMinor ?? 0n;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        wallet.transfer({
          merchantId,
          currency: 'THB',
          idempotencyKey: 'webhook-once',
          type: 'deposit',
          debitAccountId: cashIn.id,
          creditAccountId: main.id,
          amountMinor: 12_345n,
        }),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect((await wallet.mainWallet(merchantId, 'THB', memberId)).balanceMinor).toBe(before + 12_345n);
    expect((await wallet.reconcile()).balanced).toBe(true);
  });
});

describe('which main wallet a member uses', () => {
  it('is the agent wallet for agents only; a trial account, like a plain member, has a player wallet', () => {
    expect(mainWalletKind(accountTypes.member)).toBe('player_main');
    expect(mainWalletKind(accountTypes.trial)).toBe('player_main');
    for (const agent of [
      accountTypes.agent,
      accountTypes.agentLevelTwo,
      accountTypes.subAgent,
      accountTypes.subAgentLevelTwo,
    ]) {
      expect(mainWalletKind(agent)).toBe('agent_main');
    }
  });
});
