import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/server/src/db/client.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { seedDemoData } from '../apps/server/src/db/seed.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { seamlessAnswerCodes } from '../apps/server/src/http/seamless-answer-codes.js';
import { createGeoService } from '../apps/server/src/modules/geo/index.js';
import { createSeamlessService } from '../apps/server/src/modules/seamless/index.js';
import { createWalletService } from '../apps/server/src/modules/wallet/index.js';

/**
 * A fresh, empty database on `serverUrl` and a way to drop it. Its sessions time PL/pgSQL functions
 * (`track_functions`), so a run can say how much of a request is spent in its database function.
 */
export async function createScratchDatabase(serverUrl: string) {
  const name = `croupier_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.query(`alter database ${name} set track_functions = 'pl'`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A migrated, seeded database for one benchmark: in-memory PGlite, or a fresh database on `serverUrl`.
 * `beforeDrop` runs once the handle's pool is closed (so every session's statistics are flushed) and before the
 * database is dropped.
 */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  poolSize = 20,
  beforeDrop?: () => Promise<void>,
  keptName?: string,
): Promise<DatabaseHandle & { scratchUrl: string | undefined; reused: boolean }> {
  let handle: DatabaseHandle;
  let drop = async () => undefined as void;
  let scratchUrl: string | undefined;
  if (serverUrl && keptName) {
    // A database kept between runs (a slow load done once, then measured again after a change); never dropped here.
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const existing = await admin.query('select 1 from pg_database where datname = $1', [keptName]);
    if (existing.rowCount === 0) await admin.query(`create database ${keptName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${keptName}`;
    scratchUrl = url.toString();
    handle = await openDatabase({ kind: 'postgres', url: scratchUrl, poolSize });
    await migrateDatabase(handle);
    if (existing.rowCount === 0)
      await seedDemoData(handle.db, createGeoService({ db: handle.db, clock: systemClock }), { port: 8080 });
    return { ...handle, scratchUrl, reused: existing.rowCount !== 0 };
  }
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    scratchUrl = scratch.url;
    handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize });
    drop = async () => {
      await beforeDrop?.();
      await scratch.drop();
    };
  } else {
    handle = await openDatabase({ kind: 'pglite' });
  }
  await migrateDatabase(handle);
  await seedDemoData(handle.db, createGeoService({ db: handle.db, clock: systemClock }), { port: 8080 });
  return {
    ...handle,
    scratchUrl,
    reused: false,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** `count` members of the demo brand with 100,000.00 each in their main wallet, credited through the ledger. */
export async function createFundedMembers(handle: DatabaseHandle, count: number, prefix: string) {
  const [merchant] = await queryRows<{ id: string }>(handle.db, sql`select id from merchant where code = 'demo'`);
  const merchantId = merchant?.id ?? '';
  const wallet = createWalletService({ db: handle.db });
  const cashIn = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
  const members: { memberId: string; mainAccountId: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const [member] = await queryRows<{ id: string }>(
      handle.db,
      sql`insert into member (merchant_id, username, nickname, type, password_hash)
          values (${merchantId}::uuid, ${`${prefix}${index}`}, ${`${prefix}${index}`}, 0, 'not-a-hash') returning id`,
    );
    const memberId = member?.id ?? '';
    const main = await wallet.mainWallet(merchantId, 'THB', memberId);
    await wallet.transfer({
      merchantId,
      currency: 'THB',
      idempotencyKey: `bench-fund-${prefix}-${index}`,
      type: 'deposit',
      debitAccountId: cashIn.id,
      creditAccountId: main.id,
      amountMinor: 10_000_000n,
    });
    members.push({ memberId, mainAccountId: main.id });
  }
  return { merchantId, members };
}

/**
 * A real-money launch session at the house vendor for each member (on one of the brand's HOUSE slots), betting from
 * the member's main wallet: the bench's and the fault harness's vendor players. `gameName` says who opened it.
 */
export async function openHouseSessions(
  handle: DatabaseHandle,
  merchantId: string,
  members: readonly { memberId: string; mainAccountId: string }[],
  gameName: string,
): Promise<{ memberId: string; token: string }[]> {
  const [slot] = await queryRows<{ id: number; game_code: string }>(
    handle.db,
    sql`select id, game_code from game where merchant_id = ${merchantId}::uuid and engine like 'HOUSE:slot:%' limit 1`,
  );
  const vendorAccount = await createWalletService({ db: handle.db }).systemAccount(
    merchantId,
    'THB',
    'game_vendor',
    'HOUSE',
  );
  const seamless = createSeamlessService({ db: handle.db, clock: systemClock, codes: seamlessAnswerCodes() });
  const sessions: { memberId: string; token: string }[] = [];
  for (const { memberId, mainAccountId } of members) {
    const { token } = await seamless.openSession({
      vendorCode: 'HOUSE',
      merchantId,
      memberId,
      mode: 'real',
      gameId: slot?.id ?? 0,
      gameCode: slot?.game_code ?? '',
      vendorGameId: 'slot:golden-temple',
      gameName,
      currency: 'THB',
      currencyScale: 2,
      language: 'en',
      walletAccountId: mainAccountId,
      vendorAccountId: vendorAccount.id,
      lifetimeMs: 60 * 60 * 1000,
    });
    sessions.push({ memberId, token });
  }
  return sessions;
}
