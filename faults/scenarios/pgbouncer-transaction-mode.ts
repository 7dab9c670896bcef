import { openDatabase } from '../../apps/server/src/db/client.js';
import { openTestDraw } from '../../apps/server/src/test/lottery-helpers.js';
import { countFirstOutcomes, createBetLoad } from '../lib/bet-load.js';
import { describeFailures, describeFirstOutcomes, retryAndCheckLedger } from '../lib/bet-checks.js';
import { openMemberPlay } from '../lib/member-play.js';
import { startPgbouncer } from '../lib/pgbouncer.js';
import { stackDatabaseName, startPlatformStack } from '../lib/platform-stack.js';
import { figure } from '../lib/scenario.js';
import type { Scenario } from '../lib/scenario.js';

/** Server connections PgBouncer opens to PostgreSQL: far fewer than the instances' pools (10 each) ask for. */
const serverPoolSize = 6;

/**
 * PgBouncer 1.18 in transaction mode (deploy/pgbouncer/) between both instances and the primary: DATABASE_URL names
 * PgBouncer, DATABASE_SESSION_URL the primary itself (job and transfer-wallet locks, LISTEN; decision 0021). Boot
 * (migrations, seeding), a burst of signed seamless bets, a wallet transfer to the transfer-model house vendor and
 * back, and a lottery order all go through it and succeed; then the usual ledger checks.
 */
export const pgbouncerTransactionMode: Scenario = {
  name: 'pgbouncer-transaction-mode',
  proves: 'the bet path, a wallet transfer and a lottery order through PgBouncer in transaction mode; ledger whole',
  run: async (context) => {
    const databaseName = stackDatabaseName(context);
    const bouncer = await startPgbouncer({
      primaryPort: context.cluster.port,
      databaseName,
      serverPoolSize,
      logDirectory: context.directory,
    });
    context.defer(() => bouncer.stop());
    const directUrl = `postgres://postgres@127.0.0.1:${context.cluster.port}/${databaseName}`;
    const stack = await startPlatformStack(context, {
      players: 40,
      houseVendor: true,
      environment: {
        DATABASE_URL: bouncer.databaseUrl,
        DATABASE_SESSION_URL: directUrl,
        DATABASE_SESSION_POOL_SIZE: '4',
      },
    });

    const load = createBetLoad({
      baseUrl: stack.loadBalancer.url,
      players: stack.players,
      secret: stack.houseVendorSecret,
    });
    const bets = await load.run({ concurrency: 16, durationMs: 4_000 });
    const counts = countFirstOutcomes(bets);
    context.report(`burst: ${describeFirstOutcomes(bets)}`);
    context.check(
      'every bet of the burst acknowledged through PgBouncer',
      counts.acknowledged === bets.length && bets.length > 0,
      `${figure(counts.acknowledged)} of ${figure(bets.length)}${describeFailures(bets.filter((bet) => bet.outcomes[0] !== 'acknowledged'))}`,
    );

    const play = await openMemberPlay({
      baseUrl: stack.loadBalancer.url,
      databaseUrl: stack.databaseUrl,
      houseVendorSecret: stack.houseVendorSecret,
    });
    const moveIn = await play.call('POST', '/wps/relay/GCS_walletTransfer', {
      vendorCode: 'HOUSE_TW',
      direction: 'in',
      amount: '100',
    });
    const moveOut = await play.call('POST', '/wps/relay/GCS_walletTransfer', {
      vendorCode: 'HOUSE_TW',
      direction: 'out',
      amount: '40',
    });
    const vendorBalance = (answer: typeof moveIn) =>
      (answer.body.value?.vendors as { vendorCode: string; balance: string }[] | undefined)?.find(
        (vendor) => vendor.vendorCode === 'HOUSE_TW',
      )?.balance;
    context.check(
      'a wallet transfer in and out at the transfer-model vendor',
      moveIn.status === 200 &&
        moveOut.status === 200 &&
        vendorBalance(moveIn) === '100.00' &&
        vendorBalance(moveOut) === '60.00',
      `in: ${moveIn.status} ${moveIn.body.code ?? `vendor wallet ${vendorBalance(moveIn)}`}, out: ${moveOut.status} ${moveOut.body.code ?? `vendor wallet ${vendorBalance(moveOut)}, main ${String(moveOut.body.value?.main)}`}`,
    );

    // A draw on sale for ten minutes, as the lottery's tests make one (the calendar's next K3_1 draw may be a minute away).
    const handle = await openDatabase({ kind: 'postgres', url: stack.databaseUrl, poolSize: 1 });
    const { numero } = await openTestDraw(handle.db, 'K3_1').finally(() => handle.close());
    const order = await play.call('POST', '/lgw/orders', {
      gameCode: 'K3_1',
      numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '10', unitStake: '1.00' }],
    });
    context.check(
      'a lottery order',
      order.status === 200 && order.body.success === true,
      `${order.status} ${order.body.code ?? 'placed'} on draw ${numero}`,
    );

    const [stats] = (await bouncer.admin<{ database: string; total_xact_count: string }>('SHOW STATS')).filter(
      (row) => row.database === databaseName,
    );
    const [pool] = (await bouncer.admin<{ database: string; sv_active: string; sv_idle: string }>('SHOW POOLS')).filter(
      (row) => row.database === databaseName,
    );
    const transactions = Number(stats?.total_xact_count ?? 0);
    context.report(
      `PgBouncer carried ${figure(transactions)} transactions on at most ${serverPoolSize} server connections (now ${Number(pool?.sv_active ?? 0) + Number(pool?.sv_idle ?? 0)} open) for two instances of 10`,
    );
    context.check(
      'the traffic went through PgBouncer',
      transactions >= counts.acknowledged,
      `${figure(transactions)} transactions through PgBouncer, ${figure(counts.acknowledged)} bets acknowledged`,
    );

    await retryAndCheckLedger(context, [load], stack.databaseUrl);
  },
};
