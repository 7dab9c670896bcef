import { randomUUID } from 'node:crypto';
import { seamlessWalletPaths } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { call, logInToken } from '../test/account-helpers.js';
import { databaseLink } from '../test/database-link.js';
import type { DatabaseLink } from '../test/database-link.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import { urlOfDatabase } from '../test/transfer-wallet-helpers.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import type { DatabaseHandle } from './client.js';
import { openDatabase, postgresPoolOf, queryRows } from './client.js';

/**
 * The "replica" here is a copy of the primary's database taken before the test's bets (CREATE DATABASE … TEMPLATE),
 * reached through a TCP link the test can cut: it never receives what the primary writes afterwards, so whatever a
 * page shows tells which database answered. A real streaming replica is the fault harness's (decision 0021).
 */
describe.skipIf(!process.env.DATABASE_URL)('read replica routing and fallback (PostgreSQL)', () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const names = { primary: '', replica: '' };
  const warnings: string[] = [];
  const notices: string[] = [];
  let link: DatabaseLink;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let token = '';

  async function admin<Result>(work: (client: pg.Client) => Promise<Result>) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    const { database } = await createSeededTestDatabase();
    const primaryUrl = await urlOfDatabase(database.db);
    names.primary = new URL(primaryUrl).pathname.slice(1);
    names.replica = `${names.primary}_replica`;
    // A template must have no session open on it: the seeding pool goes (the database stays, dropped in afterAll).
    await postgresPoolOf(database.db)?.end();
    await admin((client) => client.query(`create database ${names.replica} template ${names.primary}`));
    const server = new URL(serverUrl);
    link = await databaseLink({ host: server.hostname, port: Number(server.port || 5432) });
    const replicaUrl = new URL(link.urlOf(serverUrl));
    replicaUrl.pathname = `/${names.replica}`;
    handle = await openDatabase({
      kind: 'postgres',
      url: primaryUrl,
      poolSize: 5,
      replica: { url: replicaUrl.toString(), poolSize: 3, retryAfterMs: 200 },
      log: { warn: (message) => warnings.push(message), info: (message) => notices.push(message) },
    });
    app = await buildApp({
      db: handle.db,
      readReplica: handle.readReplica,
      logger: false,
      config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
    });
    token = await logInToken(app, 'demo', 'Demo@2026', '10.255.40.1');
    const secret = await houseVendorSecret(handle.db);
    const launch = await launchToken(app, handle.db, { memberToken: token });
    const player = await signedCall(app, seamlessWalletPaths.authenticate, { token: launch.token }, { secret });
    const bet = await signedCall(
      app,
      seamlessWalletPaths.bet,
      {
        token: launch.token,
        playerId: (player.body.value as { playerId: string }).playerId,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        amount: '25.00',
        currency: 'THB',
      },
      { secret },
    );
    expect(bet.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await link.close();
    await admin(async (client) => {
      for (const name of [names.replica, names.primary])
        await client.query(`drop database if exists ${name} with (force)`);
    });
  });

  const records = () => call(app, 'GET', '/wps/game/records?pageSize=20', { token });
  const history = () => call(app, 'GET', '/wps/relay/ODSFE2_MemTransDet?type=bet', { token });
  const balance = () => call(app, 'GET', '/wps/v2/wallets/balance', { token });

  it('serves the betting record and transaction history from the replica, and the balance from the primary', async () => {
    const [rounds] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from game_round`);
    expect(rounds?.count).toBe(1);
    expect((await balance()).body.value.balance).toBe('9975.00');
    // The replica has not seen the bet yet: listings lag, money does not.
    expect((await records()).body.value).toMatchObject({ total: 0 });
    expect((await history()).body.value).toMatchObject({ total: 0 });
    expect(warnings).toEqual([]);
  });

  it('refuses a write through the replica handle', async () => {
    await expect(handle.readReplica.execute(sql`create table replica_write_probe (id int)`)).rejects.toMatchObject({
      cause: { code: '25006' },
    });
  });

  it('takes a replica that refuses the database as down, for statements and transactions alike', async () => {
    const refusing = new URL(serverUrl);
    refusing.pathname = '/croupier_no_such_replica';
    const told: string[] = [];
    const misnamed = await openDatabase({
      kind: 'postgres',
      url: new URL(`/${names.primary}`, serverUrl).toString(),
      poolSize: 2,
      replica: { url: refusing.toString(), poolSize: 1 },
      log: { warn: (message) => told.push(message), info: (message) => told.push(message) },
    });
    try {
      const nameOf = async (db: Pick<typeof misnamed.db, 'execute'>) =>
        (await queryRows<{ name: string }>(db, sql`select current_database() as name`))[0]?.name;
      expect(await nameOf(misnamed.readReplica)).toBe(names.primary);
      expect(await misnamed.readReplica.transaction((transaction) => nameOf(transaction))).toBe(names.primary);
      expect(told).toEqual(['read replica unavailable: listings read from the primary until it answers again']);
    } finally {
      await misnamed.close();
    }
  });

  it('answers from the primary while the replica is down, warned once, and reads the replica again once it is back', async () => {
    await link.down();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const page = await records();
      expect(page.statusCode).toBe(200);
      expect(page.body.value).toMatchObject({ total: 1 });
      expect((await history()).body.value).toMatchObject({ total: 1 });
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('read replica unavailable');

    await link.up();
    let page = await records();
    for (let attempt = 0; page.body.value.total !== 0 && attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await records();
    }
    expect(page.body.value).toMatchObject({ total: 0 });
    expect(notices).toEqual(['read replica available again: listings read from it']);
    expect(warnings).toHaveLength(1);
  });
});
