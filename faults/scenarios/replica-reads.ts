import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openMemberPlay } from '../lib/member-play.js';
import { stackDatabaseName, startPlatformStack } from '../lib/platform-stack.js';
import { waitUntil } from '../lib/processes.js';
import { figure } from '../lib/scenario.js';
import type { Scenario } from '../lib/scenario.js';
import { startStreamingReplica } from '../lib/streaming-replica.js';

/**
 * A hot standby of the harness's PostgreSQL (`pg_basebackup -R`) named by DATABASE_REPLICA_URL on both instances.
 * The betting record must be read there (the replica's own transaction count grows with the pages asked), lag
 * behind the balance while its replay is paused, catch up when it resumes, and keep answering (from the primary)
 * once the replica is stopped, each instance warning once (decision 0021).
 */
export const replicaReads: Scenario = {
  name: 'replica-reads',
  proves: 'listings read from a streaming replica, lag while the balance does not, and still answer when it stops',
  run: async (context) => {
    const replica = await startStreamingReplica(context.cluster);
    context.defer(() => replica.destroy());
    const databaseName = stackDatabaseName(context);
    const stack = await startPlatformStack(context, {
      players: 1,
      environment: { DATABASE_REPLICA_URL: replica.urlOf(databaseName), DATABASE_REPLICA_POOL_SIZE: '3' },
    });
    const play = await openMemberPlay({
      baseUrl: stack.loadBalancer.url,
      databaseUrl: stack.databaseUrl,
      houseVendorSecret: stack.houseVendorSecret,
    });
    const recordsTotal = async () => {
      const page = await play.call('GET', '/wps/game/records?pageSize=20');
      return page.status === 200 ? Number(page.body.value?.total) : Number.NaN;
    };
    const balance = async () => String((await play.call('GET', '/wps/v2/wallets/balance')).body.value?.balance);
    const replicaTransactions = async () => {
      const [row] = await replica.query<{ count: string }>(
        'select (xact_commit + xact_rollback)::text as count from pg_stat_database where datname = $1',
        [databaseName],
      );
      return Number(row?.count ?? 0);
    };

    const placed = [];
    for (let index = 0; index < 3; index += 1) placed.push(await play.bet('1.00'));
    await replica.catchUp();
    const replayed = await recordsTotal();
    context.check(
      'the betting record shows the bets once the replica has replayed them',
      placed.every((answer) => answer.status === 200) && replayed === 3,
      `${placed.filter((answer) => answer.status === 200).length} bets acknowledged, ${replayed} rounds in the record`,
    );

    const before = await replicaTransactions();
    const pages = 20;
    for (let index = 0; index < pages; index += 1) await recordsTotal();
    const recordReaders = await replica.query<{ count: string }>(
      `select count(*)::text as count from pg_stat_activity
        where datname = $1 and backend_type = 'client backend' and query like '%game_round%'`,
      [databaseName],
    );
    // An idle backend reports its transactions to pg_stat_database within PostgreSQL's idle interval (10 s).
    let readOnReplica = 0;
    await waitUntil(
      'the replica counting the pages',
      async () => {
        readOnReplica = (await replicaTransactions()) - before;
        return readOnReplica >= pages;
      },
      { timeoutMs: 15_000, intervalMs: 500 },
    ).catch(() => undefined);
    context.check(
      'the betting record is read on the replica',
      readOnReplica >= pages && Number(recordReaders[0]?.count) > 0,
      `${figure(pages)} record pages asked: the replica's transaction count grew by ${figure(readOnReplica)}, ${recordReaders[0]?.count ?? 0} of its connections last ran the record's query`,
    );

    await replica.query('select pg_wal_replay_pause()');
    const balanceBefore = await balance();
    const lagged = [await play.bet('2.00'), await play.bet('2.00')];
    const balanceAfter = await balance();
    const whilePaused = await recordsTotal();
    context.report(`replay paused: balance ${balanceBefore} → ${balanceAfter}, betting record ${whilePaused} rounds`);
    context.check(
      'while replay is paused the record lags and the balance does not',
      lagged.every((answer) => answer.status === 200) &&
        Number(balanceBefore) - Number(balanceAfter) === 4 &&
        whilePaused === 3,
      `balance moved by ${(Number(balanceBefore) - Number(balanceAfter)).toFixed(2)}, record still ${whilePaused} rounds`,
    );
    await replica.query('select pg_wal_replay_resume()');
    const resumedAt = Date.now();
    await waitUntil('the record catching up', async () => (await recordsTotal()) === 5, { timeoutMs: 10_000 });
    context.report(`replay resumed: the record showed 5 rounds after ${Date.now() - resumedAt} ms`);
    context.check('the record catches up once replay resumes', true, '5 rounds');

    await replica.stop('fast');
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push({
        records: await recordsTotal(),
        history: (await play.call('GET', '/wps/relay/ODSFE2_MemTransDet?type=bet')).status,
        balance: await balance(),
      });
    context.check(
      'with the replica stopped the pages answer from the primary',
      answers.every((answer) => answer.records === 5 && answer.history === 200 && answer.balance === balanceAfter),
      `${answers.filter((answer) => answer.records === 5).length} of ${answers.length} record pages with 5 rounds, transaction history ${answers.map((answer) => answer.history).join(' ')}`,
    );
    const warnings = stack.instances.map(
      (instance) =>
        readFileSync(path.join(context.directory, `${instance.name}.log`), 'utf8')
          .split('\n')
          .filter((line) => line.includes('read replica unavailable')).length,
    );
    context.check(
      'each instance warns once per outage, not per page',
      warnings.every((count) => count <= 1) && warnings.some((count) => count === 1),
      `warnings: ${warnings.join(', ')}`,
    );
  },
};
