import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { formatMinor, parseMinor, seamlessWalletPaths } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { feedJackpotsPass } from '../jobs/feed-jackpots.js';
import { contributionOf } from '../modules/jackpot/index.js';
import { jackpotPool } from '../modules/jackpot/jackpot.tables.js';
import { allAtOnce, sendModes } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { fundedPlayer, houseVendorSecret, signedCall } from '../test/vendor-wallet-helpers.js';

const operator = (testApp: TestApp) => ({ authorization: `Bearer ${testApp.operatorToken}` });

async function poolAccountBalance(testApp: TestApp): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    testApp.database.db,
    sql`select coalesce(sum(case when t.credit_account_id = a.id then t.amount_minor else -t.amount_minor end), 0)::text as balance
        from ledger_account a join ledger_transfer t on t.credit_account_id = a.id or t.debit_account_id = a.id
        where a.kind = 'jackpot_pool'`,
  );
  return BigInt(row?.balance ?? '0');
}

async function poolRow(testApp: TestApp) {
  const [row] = await testApp.database.db.select().from(jackpotPool);
  if (!row) throw new Error('no pool');
  return row;
}

async function reconciled(testApp: TestApp) {
  const answer = await testApp.app.inject({ url: '/bo/reconciliation', headers: operator(testApp) });
  return answer.json<{ value: { balanced: boolean } }>().value.balanced;
}

describe('contributions', () => {
  it('sum to ⌊Σ stake × share / 10,000⌋ however the stakes are batched (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10_000_000n }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 60 }),
        (stakes, share, cuts) => {
          let numerator = 0n;
          let contributed = 0n;
          let index = 0;
          let cut = 0;
          while (index < stakes.length) {
            const size = cuts[cut % cuts.length] ?? 1;
            cut += 1;
            const batch = stakes.slice(index, index + size).reduce((sum, stake) => sum + stake, 0n);
            index += size;
            const next = contributionOf({ accruedNumerator: numerator, stakeMinor: batch, shareBasisPoints: share });
            expect(next.contributionMinor >= 0n).toBe(true);
            numerator = next.accruedNumerator;
            contributed += next.contributionMinor;
          }
          const total = stakes.reduce((sum, stake) => sum + stake, 0n);
          expect(contributed).toBe((total * BigInt(share)) / 10_000n);
        },
      ),
    );
  });
});

describe('the progressive jackpot', () => {
  let testApp: TestApp;
  let secret = '';
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 40 });
    secret = await houseVendorSecret(testApp.database.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('runs no pool until the console makes one; a trigger is then refused and nothing moves', async () => {
    const publicAnswer = await testApp.app.inject({ url: '/wps/jackpot', headers: { host: 'localhost' } });
    expect(publicAnswer.json()).toMatchObject({ success: true, value: { pool: null } });
    const player = await fundedPlayer(testApp, secret, 'JackpotNone1', '100');
    const session = await signedCall(
      testApp.app,
      seamlessWalletPaths.authenticate,
      { token: player.token },
      { secret },
    );
    expect((session.body.value as { jackpot?: unknown }).jackpot).toBeUndefined();
    const refused = await signedCall(
      testApp.app,
      seamlessWalletPaths.jackpotWin,
      { ...player, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB' },
      { secret },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('JACKPOT_UNAVAILABLE');
  });

  it('is fed exactly its share of slot stakes from the house, paid whole once, and reset to its seed', async () => {
    // Counting starts before the pool exists: stakes settled while it is off feed nothing.
    await feedJackpotsPass({ db: testApp.database.db });
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/jackpot/demo',
      headers: operator(testApp),
      payload: { enabled: true, shareBasisPoints: 150, seed: '1000.00', oneIn: 100 },
    });
    expect(saved.json()).toMatchObject({
      success: true,
      value: { enabled: true, amount: '1000.00', seededTotal: '1000.00', contributedTotal: '0.00' },
    });
    const audit = await queryRows<{ target: string; detail: { seed: string } }>(
      testApp.database.db,
      sql`select target, detail from audit_log where action = 'jackpot.settings.save'`,
    );
    expect(audit).toMatchObject([{ target: 'demo', detail: { seed: '1000.00' } }]);

    const player = await fundedPlayer(testApp, secret, 'JackpotWin01', '5000');
    const session = await signedCall(
      testApp.app,
      seamlessWalletPaths.authenticate,
      { token: player.token },
      { secret },
    );
    expect(session.body.value).toMatchObject({ jackpot: { oneIn: 100 } });

    // Stakes of odd cents: per-spin rounding would lose some; the pool gets ⌊Σ × 1.5%⌋ exactly.
    const stakes = ['1.07', '3.33', '0.67', '12.45', '0.01', '7.77', '2.50', '9.99'];
    for (const stake of stakes) {
      const answer = await signedCall(
        testApp.app,
        seamlessWalletPaths.betWin,
        { ...player, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB', bet: stake, win: '0.00' },
        { secret },
      );
      expect(answer.statusCode).toBe(200);
    }
    await feedJackpotsPass({ db: testApp.database.db });
    const stakeTotal = stakes.reduce((sum, stake) => sum + parseMinor(stake), 0n);
    const contributed = (stakeTotal * 150n) / 10_000n;
    const pool = await poolRow(testApp);
    expect(pool.stakeTotalMinor).toBe(stakeTotal);
    expect(pool.contributedMinor).toBe(contributed);
    expect(await poolAccountBalance(testApp)).toBe(100_000n + contributed);
    // A second pass finds nothing new: each settled stake is counted once.
    await feedJackpotsPass({ db: testApp.database.db });
    expect((await poolRow(testApp)).contributedMinor).toBe(contributed);
    // Each instance answers the home page from what it read for a few seconds (the first test read "no pool").
    await vi.waitFor(
      async () => {
        const shown = await testApp.app.inject({ url: '/wps/jackpot', headers: { host: 'localhost' } });
        expect(shown.json()).toMatchObject({
          value: { pool: { amount: formatMinor(100_000n + contributed), currency: 'THB' } },
        });
      },
      { timeout: 5_000, interval: 250 },
    );
    const before = await signedCall(testApp.app, seamlessWalletPaths.balance, player, { secret });
    const trigger = { ...player, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB' };
    const won = await signedCall(testApp.app, seamlessWalletPaths.jackpotWin, trigger, { secret });
    expect(won.statusCode).toBe(200);
    const paid = 100_000n + contributed;
    expect(won.body.value).toMatchObject({ amount: formatMinor(paid), transactionId: trigger.transactionId });
    const balanceBefore = parseMinor((before.body.value as { balance: string }).balance);
    expect((won.body.value as { balance: string }).balance).toBe(formatMinor(balanceBefore + paid));
    // The same trigger again pays nothing more and answers the same amount.
    const replay = await signedCall(testApp.app, seamlessWalletPaths.jackpotWin, trigger, { secret });
    expect(replay.body.value).toMatchObject({ amount: formatMinor(paid), balance: formatMinor(balanceBefore + paid) });

    expect(await poolAccountBalance(testApp)).toBe(100_000n);
    const after = await poolRow(testApp);
    expect(after.seededMinor + after.contributedMinor - after.paidMinor).toBe(100_000n);
    expect(after.wins).toBe(1);
    expect(await reconciled(testApp)).toBe(true);

    const wins = await testApp.app.inject({ url: '/bo/jackpot/demo/wins', headers: operator(testApp) });
    expect(wins.json()).toMatchObject({
      value: { total: 1, content: [{ username: 'JackpotWin01', amount: formatMinor(paid), seed: '1000.00' }] },
    });
    // The winners ticker shows the jackpot among the brand's wins.
    const board = await testApp.app.inject({
      url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=10',
      headers: { host: 'localhost' },
    });
    expect(JSON.stringify(board.json())).toContain(formatMinor(paid));
  });

  it('refuses a trigger for another player, or a demo launch', async () => {
    const player = await fundedPlayer(testApp, secret, 'JackpotOther', '10');
    const refused = await signedCall(
      testApp.app,
      seamlessWalletPaths.jackpotWin,
      { token: player.token, playerId: randomUUID(), transactionId: randomUUID(), roundId: 'r', currency: 'THB' },
      { secret },
    );
    expect(refused.body.code).toBe('SESSION_NOT_FOUND');
  });

  it.each(sendModes)('ten deliveries of one trigger pay once (%s)', async (_name, send) => {
    const player = await fundedPlayer(testApp, secret, `JackpotOnce${String(Math.random()).slice(2, 6)}`, '10');
    const trigger = { ...player, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB' };
    const poolBefore = await poolAccountBalance(testApp);
    const answers = await send(10, () => signedCall(testApp.app, seamlessWalletPaths.jackpotWin, trigger, { secret }));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => (answer.body.value as { amount: string }).amount))).toEqual(
      new Set([formatMinor(poolBefore)]),
    );
    const [wins] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from jackpot_win where transaction_id = ${trigger.transactionId}`,
    );
    expect(wins?.count).toBe(1);
    expect(await poolAccountBalance(testApp)).toBe(100_000n);
    expect(await reconciled(testApp)).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'racing spins, contribution passes and triggers on PostgreSQL: every stake counted once, no pool below zero',
    async () => {
      await testApp.database.db.update(jackpotPool).set({ shareBasisPoints: 100 }).where(eq(jackpotPool.enabled, true));
      await feedJackpotsPass({ db: testApp.database.db });
      const start = await poolRow(testApp);
      const players = await Promise.all(
        Array.from({ length: 4 }, (_, index) => fundedPlayer(testApp, secret, `JackpotRace${index}`, '1000')),
      );
      const stakes: string[] = [];
      const spins = allAtOnce(200, async (index) => {
        const stake = `${(index % 9) + 1}.${String(index % 100).padStart(2, '0')}`;
        const player = players[index % players.length] ?? players[0];
        if (!player) throw new Error('no player');
        const answer = await signedCall(
          testApp.app,
          seamlessWalletPaths.betWin,
          { ...player, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB', bet: stake, win: '0.00' },
          { secret },
        );
        if (answer.statusCode === 200) stakes.push(stake);
      });
      const passes = allAtOnce(6, () => feedJackpotsPass({ db: testApp.database.db }));
      const triggers = allAtOnce(8, (index) => {
        const player = players[index % players.length] ?? players[0];
        if (!player) throw new Error('no player');
        return signedCall(
          testApp.app,
          seamlessWalletPaths.jackpotWin,
          { ...player, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB' },
          { secret },
        );
      });
      const [, , triggered] = await Promise.all([spins, passes, triggers]);
      await feedJackpotsPass({ db: testApp.database.db });
      expect(triggered.every((answer) => answer.statusCode === 200)).toBe(true);
      const paidTotal = triggered.reduce(
        (sum, answer) => sum + parseMinor((answer.body.value as { amount: string }).amount),
        0n,
      );
      const stakeTotal = stakes.reduce((sum, stake) => sum + parseMinor(stake), 0n);
      const end = await poolRow(testApp);
      expect(end.stakeTotalMinor - start.stakeTotalMinor).toBe(stakeTotal);
      expect(end.accruedNumerator - start.accruedNumerator).toBe(stakeTotal * 100n);
      expect(end.paidMinor - start.paidMinor).toBe(paidTotal);
      expect(end.wins - start.wins).toBe(8);
      // Each payout paid the pool as it stood, so the pool is its seed plus whatever came after the last one.
      const balance = await poolAccountBalance(testApp);
      expect(balance).toBe(end.seededMinor + end.contributedMinor - end.paidMinor);
      expect(balance >= 100_000n).toBe(true);
      expect(await reconciled(testApp)).toBe(true);
    },
    60_000,
  );
});
