import { randomUUID } from 'node:crypto';
import { seamlessWalletPaths } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { call, logInToken } from '../test/account-helpers.js';
import { databaseLink } from '../test/database-link.js';
import type { DatabaseLink, SentStatement } from '../test/database-link.js';
import { openTestDraw } from '../test/lottery-helpers.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import { urlOfDatabase } from '../test/transfer-wallet-helpers.js';
import { startTransferVendorDouble } from '../test/transfer-vendor-double.js';
import type { TransferVendorDouble } from '../test/transfer-vendor-double.js';
import { changeVendor, houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import type { DatabaseHandle } from './client.js';
import { openDatabase } from './client.js';

/**
 * What PgBouncer in transaction mode cannot carry: it lends a server connection for one transaction (or one
 * statement outside one), so anything that lives on in the session would stay behind on a connection other clients
 * get next, and a later statement of ours would land on another. PgBouncer 1.18 also has no named prepared
 * statements in this mode. `SET LOCAL`, `SET TRANSACTION` and transaction-scoped advisory locks are fine.
 */
const sessionScoped: [what: string, pattern: RegExp][] = [
  ['a session advisory lock', /\bpg_(try_)?advisory_lock(_shared)?\s*\(/i],
  ['a session advisory unlock', /\bpg_advisory_unlock(_shared|_all)?\s*\(/i],
  ['LISTEN', /^\s*(un)?listen\b/i],
  ['SET without LOCAL', /^\s*set\s+(?!local\b|transaction\b|constraints\b)/i],
  ['set_config for the session', /\bset_config\s*\([^)]*,\s*false\s*\)/i],
  ['a PREPARE', /^\s*(prepare|deallocate)\b/i],
  ['a cursor kept past its transaction', /\bwith\s+hold\b/i],
  ['a temporary table', /^\s*create\s+(temp|temporary)\b/i],
];

function sessionScopedIn(statements: readonly SentStatement[]) {
  const found: string[] = [];
  for (const statement of statements) {
    if (statement.name !== '') found.push(`named prepared statement ${statement.name}: ${statement.text}`);
    for (const [what, pattern] of sessionScoped)
      if (pattern.test(statement.text)) found.push(`${what}: ${statement.text}`);
  }
  return found;
}

/**
 * The app with DATABASE_URL through a link that reads every statement sent over it (where PgBouncer would sit) and
 * DATABASE_SESSION_URL through another, straight to the database. The bet path, a transfer-wallet move, a lottery
 * order, the jobs and the live-event listener all run; the pooled side must carry nothing session-scoped. The real
 * PgBouncer 1.18 run is the fault harness's (decision 0021).
 */
describe.skipIf(!process.env.DATABASE_URL)('pooled connections under transaction pooling (PostgreSQL)', () => {
  const pooled: SentStatement[] = [];
  const direct: SentStatement[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let vendor: TransferVendorDouble;

  beforeAll(async () => {
    const { database } = await createSeededTestDatabase();
    closers.push(database.close);
    const url = await urlOfDatabase(database.db);
    const server = new URL(url);
    const target = { host: server.hostname, port: Number(server.port || 5432) };
    const links: DatabaseLink[] = [
      await databaseLink(target, { onStatement: (statement) => pooled.push(statement) }),
      await databaseLink(target, { onStatement: (statement) => direct.push(statement) }),
    ];
    closers.push(async () => Promise.all(links.map((link) => link.close())));
    const [pooledLink, directLink] = links as [DatabaseLink, DatabaseLink];
    const secret = await houseVendorSecret(database.db);
    vendor = await startTransferVendorDouble({ vendorCode: 'HOUSE_TW', secret });
    closers.push(vendor.close);
    await changeVendor(database.db, 'HOUSE_TW', { apiUrl: vendor.url });
    handle = await openDatabase({
      kind: 'postgres',
      url: pooledLink.urlOf(url),
      poolSize: 10,
      sessionUrl: directLink.urlOf(url),
      sessionPoolSize: 4,
    });
    closers.push(handle.close);
    app = await buildApp({
      db: handle.db,
      logger: false,
      config: {
        TRUSTED_PROXIES: [],
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        // The sweeper and the round-feed reader start at once: job leadership and the feed's session lock run too.
        VENDOR_TRANSFER_SWEEPER: true,
      },
    });
    closers.push(() => app.close());
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('carries the bet path, a transfer-wallet move and a lottery order with nothing session-scoped on the pool', async () => {
    const token = await logInToken(app, 'demo', 'Demo@2026', '10.255.41.1');
    const secret = await houseVendorSecret(handle.db);
    const launch = await launchToken(app, handle.db, { memberToken: token });
    const player = await signedCall(app, seamlessWalletPaths.authenticate, { token: launch.token }, { secret });
    const round = {
      token: launch.token,
      playerId: (player.body.value as { playerId: string }).playerId,
      roundId: randomUUID(),
      currency: 'THB',
    };
    const bet = await signedCall(
      app,
      seamlessWalletPaths.bet,
      { ...round, transactionId: randomUUID(), amount: '10.00' },
      { secret },
    );
    expect(bet.body.value).toMatchObject({ balance: '9990.00' });
    const win = await signedCall(
      app,
      seamlessWalletPaths.win,
      { ...round, transactionId: randomUUID(), amount: '4.00' },
      { secret },
    );
    expect(win.body.value).toMatchObject({ balance: '9994.00' });

    const moved = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      payload: { vendorCode: 'HOUSE_TW', direction: 'in', amount: '100' },
    });
    expect(moved.body.value).toMatchObject({
      main: '9894.00',
      vendors: [{ vendorCode: 'HOUSE_TW', balance: '100.00' }],
    });
    expect(vendor.balanceOf(round.playerId, 'THB')).toBe(10_000n);

    const draw = await openTestDraw(handle.db, 'K3_1');
    const order = await call(app, 'POST', '/lgw/orders', {
      token,
      payload: {
        gameCode: 'K3_1',
        numero: draw.numero,
        bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection: '10', unitStake: '1.00' }],
      },
    });
    expect(order.statusCode).toBe(200);

    // The pool carried the work; the session side took the locks and listens.
    expect(pooled.some((statement) => /^begin\b/i.test(statement.text))).toBe(true);
    expect(sessionScopedIn(pooled)).toEqual([]);
    const directTexts = direct.map((statement) => statement.text);
    expect(directTexts.filter((text) => text.includes('pg_try_advisory_lock')).length).toBeGreaterThanOrEqual(2);
    expect(directTexts).toContain('listen croupier_member_events');
  });
});
