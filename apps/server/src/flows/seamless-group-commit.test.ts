import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { seamlessWalletPaths } from '@croupier/contracts';
import { postgresPoolOf, queryRows } from '../db/client.js';
import { onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { fundedPlayer, houseVendorSecret, signedCall } from '../test/vendor-wallet-helpers.js';

type Player = { token: string; playerId: string };

/**
 * Group commit on PostgreSQL (decision 0023), with one call in flight so that batches always form: the first
 * request is held on a wallet lock the test takes, and whatever arrives meanwhile goes as one batch after it.
 */
describe.skipIf(!onPostgres)('money requests batched into one call and one commit (PostgreSQL)', () => {
  let testApp: TestApp;
  let secret = '';
  let alice: Player;
  let bruno: Player;
  let carla: Player;
  let holder: pg.PoolClient | undefined;

  const bet = (player: Player, amount = '10.00', transactionId = randomUUID()) => ({
    ...player,
    transactionId,
    roundId: randomUUID(),
    amount,
    currency: 'THB',
  });
  const send = (body: unknown) => signedCall(testApp.app, seamlessWalletPaths.bet, body, { secret });
  const balanceOf = async (player: Player) =>
    String(
      (
        (await signedCall(testApp.app, seamlessWalletPaths.balance, player, { secret })).body.value as {
          balance: string;
        }
      ).balance,
    );
  const pool = () => {
    const found = postgresPoolOf(testApp.database.db);
    if (!found) throw new Error('a PostgreSQL pool is needed');
    return found;
  };
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('waited too long');
  };
  /** Backends of this database running a statement that contains `text` (never the test's own). */
  const backendsRunning = async (text: string) =>
    (
      await queryRows<{ pid: number }>(
        testApp.database.db,
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
          and state = 'active' and query like ${`%${text}%`} and query not like '%pg_stat_activity%'`,
      )
    ).map((row) => row.pid);
  /** Holds the player's wallet row until released: money requests of that player wait on it. */
  const holdWallet = async (player: Player) => {
    holder = await pool().connect();
    await holder.query('begin');
    await holder.query(
      "select 1 from ledger_account where member_id = $1 and kind = 'player_main' and currency = 'THB' for update",
      [player.playerId],
    );
  };
  const releaseWallet = async () => {
    await holder?.query('commit');
    holder?.release();
    holder = undefined;
  };
  /** Ledger moves and vendor records of one transaction id. */
  const recordsOf = async (transactionId: string) => {
    const [row] = await queryRows<{ transfers: number; records: number }>(
      testApp.database.db,
      sql`select (select count(*)::int from ledger_transfer where idempotency_key like ${`seamless:HOUSE:${transactionId}:%`})
          as transfers,
        (select count(*)::int from vendor_transaction where transaction_id = ${transactionId}) as records`,
    );
    return row;
  };
  const reconciled = async () => {
    const answer = await testApp.app.inject({
      url: '/bo/reconciliation',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    return answer.json<{ value: { balanced: boolean } }>().value.balanced;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 20, config: { MONEY_CALLS_IN_FLIGHT: 1, MONEY_BATCH_SIZE: 64 } });
    secret = await houseVendorSecret(testApp.database.db);
    alice = await fundedPlayer(testApp, secret, 'Batcher01', '1000');
    bruno = await fundedPlayer(testApp, secret, 'Batcher02', '1000');
    carla = await fundedPlayer(testApp, secret, 'Batcher03', '50');
  });
  beforeEach(async () => {
    await releaseWallet();
  });
  afterAll(async () => {
    await releaseWallet();
    await testApp.close();
  });

  it('a player short of funds in the middle of a batch: the neighbours are taken, nobody goes below zero', async () => {
    await holdWallet(alice);
    const first = send(bet(alice));
    await waitFor(async () => (await backendsRunning('seamless_post(')).length === 1);
    const queued = Array.from({ length: 10 }, () => [bet(alice), bet(carla), bet(bruno)]).flat();
    const answers = Promise.all(queued.map((body) => send(body)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await releaseWallet();
    expect((await first).statusCode).toBe(200);
    const answered = await answers;

    const codesOf = (player: Player) =>
      answered
        .filter((_answer, index) => queued[index]?.playerId === player.playerId)
        .map((answer) => answer.body.code ?? answer.statusCode);
    const repeated = (value: unknown, count: number) => Array.from({ length: count }, () => value);
    expect(codesOf(alice)).toEqual(repeated(200, 10));
    expect(codesOf(bruno)).toEqual(repeated(200, 10));
    // Requests sent together reach the server in any order: five of Carla's are taken, whichever they are.
    expect(codesOf(carla).sort()).toEqual([...repeated(200, 5), ...repeated('INSUFFICIENT_FUNDS', 5)]);
    expect(await balanceOf(alice)).toBe('890.00');
    expect(await balanceOf(bruno)).toBe('900.00');
    expect(await balanceOf(carla)).toBe('0.00');
    // The 25 bets taken after the first were one transaction: PostgreSQL's now() is the transaction's start.
    const [moves] = await queryRows<{ transfers: number; commits: number }>(
      testApp.database.db,
      sql`select count(*)::int as transfers, count(distinct created_at)::int as commits from ledger_transfer
        where type = 'bet' and idempotency_key = any(string_to_array(${queued.map((body) => `seamless:HOUSE:${body.transactionId}:bet`).join(',')}, ','))`,
    );
    expect(moves).toEqual({ transfers: 25, commits: 1 });
    expect(await reconciled()).toBe(true);
  });

  it('racing duplicates within a batch and across batches apply once, every copy answered with the same bytes', async () => {
    const held = bet(alice, '1.00');
    const twin = bet(bruno, '1.00');
    await holdWallet(alice);
    const first = send(held);
    await waitFor(async () => (await backendsRunning('seamless_post(')).length === 1);
    const copies = [
      ...Array.from({ length: 5 }, () => held),
      ...Array.from({ length: 5 }, () => twin),
      { ...held, amount: '2.00' },
      { ...twin, amount: '2.00' },
    ];
    const answers = Promise.all(copies.map((body) => send(body)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await releaseWallet();
    const firstAnswer = await first;
    const answered = await answers;

    const heldAnswers = answered.slice(0, 5).map((answer) => `${answer.statusCode} ${answer.text}`);
    expect(new Set([...heldAnswers, `${firstAnswer.statusCode} ${firstAnswer.text}`]).size).toBe(1);
    const twinAnswers = answered.slice(5, 10).map((answer) => `${answer.statusCode} ${answer.text}`);
    expect(new Set(twinAnswers).size).toBe(1);
    expect(answered[5]?.statusCode).toBe(200);
    expect(answered.slice(10).map((answer) => answer.body.code)).toEqual([
      'DUPLICATE_TRANSACTION',
      'DUPLICATE_TRANSACTION',
    ]);
    expect(await recordsOf(held.transactionId)).toEqual({ transfers: 1, records: 1 });
    expect(await recordsOf(twin.transactionId)).toEqual({ transfers: 1, records: 1 });
    expect(await reconciled()).toBe(true);
  });

  it('a batch whose connection dies: each request is answered, retries land once, the books stay clean', async () => {
    const aliceBefore = await balanceOf(alice);
    const brunoBefore = await balanceOf(bruno);
    await holdWallet(alice);
    const lone = bet(alice, '1.00');
    const firstAnswer = send(lone);
    await waitFor(async () => (await backendsRunning('seamless_post(')).length === 1);
    const queued = Array.from({ length: 4 }, () => [bet(alice, '1.00'), bet(bruno, '1.00')]).flat();
    const answers = Promise.all(queued.map((body) => send(body)));
    await new Promise((resolve) => setTimeout(resolve, 200));

    // The lone call dies first; then the batch behind it, while it waits on the same wallet.
    const [lonePid] = await backendsRunning('seamless_post(');
    await pool().query('select pg_terminate_backend($1)', [lonePid]);
    const loneAnswer = await firstAnswer;
    expect(loneAnswer.statusCode).toBe(503);
    expect(loneAnswer.body.code).toBe('SERVICE_UNAVAILABLE');
    await waitFor(async () => (await backendsRunning('seamless_post_batch(')).length === 1);
    const [batchPid] = await backendsRunning('seamless_post_batch(');
    await pool().query('select pg_terminate_backend($1)', [batchPid]);
    // Each request of the dead batch now runs on its own: Bruno's at once, Alice's behind the held wallet.
    await waitFor(async () => (await backendsRunning('seamless_post(')).length === 4);
    await releaseWallet();
    const answered = await answers;
    expect(answered.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));

    // The vendor retries what was not acknowledged, with the same id and body: it lands once.
    const retried = await send(lone);
    expect(retried.statusCode).toBe(200);
    expect((await send(lone)).text).toBe(retried.text);
    for (const body of [lone, ...queued])
      expect(await recordsOf(body.transactionId)).toEqual({ transfers: 1, records: 1 });
    const minor = (text: string) => Math.round(Number(text) * 100);
    expect(minor(aliceBefore) - minor(await balanceOf(alice))).toBe(500);
    expect(minor(brunoBefore) - minor(await balanceOf(bruno))).toBe(400);
    expect(await reconciled()).toBe(true);
  });
});

/**
 * Whatever mix arrives at once (bets, wins, bets-and-wins, rollbacks, copies of each), batched on either database
 * (on PGlite one call runs at a time, so everything sent together is batched): every request is answered, every
 * copy alike, nothing applied twice, no wallet below zero, and each balance is what the applied moves make it.
 */
describe('mixed money requests sent at once', () => {
  let testApp: TestApp;
  let secret = '';
  let players: Player[] = [];
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 20, config: { MONEY_CALLS_IN_FLIGHT: 2, MONEY_BATCH_SIZE: 16 } });
    secret = await houseVendorSecret(testApp.database.db);
    players = [
      await fundedPlayer(testApp, secret, 'Mixer01', '30'),
      await fundedPlayer(testApp, secret, 'Mixer02', '30'),
    ];
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('plain bets sent together are applied as sets, shared by the free calls: one insert per table each', async () => {
    const bets = Array.from({ length: 6 }, (_, index) => ({
      ...(players[index % 2] as Player),
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount: '0.10',
      currency: 'THB',
    }));
    const answers = await Promise.all(
      bets.map((body) => signedCall(testApp.app, seamlessWalletPaths.bet, body, { secret })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(bets.map(() => 200));
    // Rows written by one statement of one transaction share its transaction id (xmin) and command id (cmin): six
    // bets in one turn went as two calls of three (two calls may run at once here), each one insert statement.
    const written = await queryRows<{ transactions: number; statements: number; rows: number }>(
      testApp.database.db,
      sql`select count(distinct xmin::text)::int as transactions, count(distinct (xmin::text, cmin::text))::int
          as statements, count(*)::int as rows
        from ledger_transfer where idempotency_key = any(string_to_array(${bets
          .map((body) => `seamless:HOUSE:${body.transactionId}:bet`)
          .join(',')}, ','))`,
    );
    expect(written).toEqual([{ transactions: 2, statements: 2, rows: 6 }]);
    const balancesOf = (player: number) =>
      answers
        .filter((_answer, index) => index % 2 === player)
        .map((answer) => (answer.body.value as { balance: string }).balance)
        .sort();
    expect(balancesOf(0)).toEqual(['29.70', '29.80', '29.90']);
    expect(balancesOf(1)).toEqual(['29.70', '29.80', '29.90']);
  });

  it('bets sent together that a rule refuses, or that must go one by one, answer as they would alone', async () => {
    const [first, second] = players as [Player, Player];
    const blocked = await fundedPlayer(testApp, secret, 'Mixer03', '30');
    await queryRows(
      testApp.database.db,
      sql`update member set blocked_at = now() where id = ${blocked.playerId}::uuid`,
    );
    const opening = { ...first, transactionId: randomUUID(), roundId: randomUUID(), amount: '0.10', currency: 'THB' };
    const opened = await signedCall(testApp.app, seamlessWalletPaths.bet, opening, { secret });
    expect(opened.statusCode).toBe(200);
    const fresh = (player: Player, changes: Record<string, string> = {}) => ({
      ...player,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount: '0.10',
      currency: 'THB',
      ...changes,
    });
    const cases: [string, Record<string, string>, number | string][] = [
      ['plain', fresh(first), 200],
      ['second bet of an open round', fresh(first, { roundId: opening.roundId }), 200],
      ['another currency', fresh(first, { currency: 'PHP' }), 'CURRENCY_MISMATCH'],
      ["another player's id", fresh(second, { playerId: first.playerId }), 'SESSION_NOT_FOUND'],
      ['a blocked player', fresh(blocked), 'PLAYER_BLOCKED'],
      ['a replay', opening, 200],
      ['plain, other player', fresh(second), 200],
      ['an unknown token', fresh(second, { token: [...second.token].reverse().join('') }), 'SESSION_NOT_FOUND'],
    ];
    const answers = await Promise.all(
      cases.map(([, body]) => signedCall(testApp.app, seamlessWalletPaths.bet, body, { secret })),
    );
    expect(cases.map(([name], index) => [name, answers[index]?.body.code ?? answers[index]?.statusCode])).toEqual(
      cases.map(([name, , expected]) => [name, expected]),
    );
    expect(answers[5]?.text).toBe(opened.text);
    const [rounds] = await queryRows<{ stake: string }>(
      testApp.database.db,
      sql`select stake_minor::text as stake from game_round where round_id = ${opening.roundId}`,
    );
    expect(rounds).toEqual({ stake: '20' });
  });

  it('answers each request once and alike, and the books follow the applied moves', async () => {
    const operation = fc.record({
      player: fc.integer({ min: 0, max: 1 }),
      kind: fc.constantFrom('bet', 'bet', 'win', 'betWin', 'rollback'),
      round: fc.integer({ min: 0, max: 5 }),
      amount: fc.integer({ min: 1, max: 900 }),
      target: fc.nat(),
      copies: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 30 }), async (operations) => {
        const run = randomUUID();
        const sent: { path: string; body: Record<string, unknown> }[] = [];
        for (const [index, item] of operations.entries()) {
          const player = players[item.player] as Player;
          const base = { ...player, transactionId: `${run}-${index}`, roundId: `${run}-${item.player}-${item.round}` };
          const money = (item.amount / 100).toFixed(2);
          const request =
            item.kind === 'bet'
              ? { path: seamlessWalletPaths.bet, body: { ...base, amount: money, currency: 'THB' } }
              : item.kind === 'win'
                ? {
                    path: seamlessWalletPaths.win,
                    body: { ...base, amount: money, currency: 'THB', closeRound: false },
                  }
                : item.kind === 'betWin'
                  ? { path: seamlessWalletPaths.betWin, body: { ...base, bet: money, win: '0.50', currency: 'THB' } }
                  : {
                      path: seamlessWalletPaths.rollback,
                      body: { ...base, referenceTransactionId: `${run}-${item.target % operations.length}` },
                    };
          if (
            request.path === seamlessWalletPaths.rollback &&
            request.body.referenceTransactionId === base.transactionId
          )
            continue;
          for (let copy = 0; copy < item.copies; copy += 1) sent.push(request);
        }
        const answers = await Promise.all(
          sent.map((request) => signedCall(testApp.app, request.path, request.body, { secret })),
        );
        expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
        const byId = new Map<string, Set<string>>();
        sent.forEach((request, index) => {
          const key = String(request.body.transactionId);
          const texts = byId.get(key) ?? new Set<string>();
          texts.add(`${answers[index]?.statusCode} ${answers[index]?.text}`);
          byId.set(key, texts);
        });
        for (const texts of byId.values()) expect(texts.size).toBe(1);

        const [books] = await queryRows<{ duplicated: number; negative: number; mismatched: number }>(
          testApp.database.db,
          sql`select
              (select count(*)::int from (select idempotency_key from ledger_transfer group by idempotency_key
                having count(*) > 1) twice) as duplicated,
              (select count(*)::int from ledger_account where balance_minor < 0) as negative,
              (select count(*)::int from ledger_account a where a.balance_minor is not null and a.balance_minor <>
                (select coalesce(sum(e.amount_minor), 0) from ledger_entry e where e.account_id = a.id)) as mismatched`,
        );
        expect(books).toEqual({ duplicated: 0, negative: 0, mismatched: 0 });
        for (const player of players) {
          const [expected] = await queryRows<{ applied: string }>(
            testApp.database.db,
            sql`select coalesce(sum(win_minor - bet_minor), 0)::text as applied from vendor_transaction
              where member_id = ${player.playerId}::uuid and applied and not rolled_back
                and kind in ('bet', 'win', 'bet_win')`,
          );
          const [wallet] = await queryRows<{ balance: string }>(
            testApp.database.db,
            sql`select balance_minor::text as balance from ledger_account
              where member_id = ${player.playerId}::uuid and kind = 'player_main'`,
          );
          expect(BigInt(wallet?.balance ?? '0')).toBe(3_000n + BigInt(expected?.applied ?? '0'));
        }
      }),
      { numRuns: onPostgres ? 15 : 8 },
    );
  });
});
