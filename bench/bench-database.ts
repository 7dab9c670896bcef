import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/server/src/db/client.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { seedDemoData } from '../apps/server/src/db/seed.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createGeoService } from '../apps/server/src/modules/geo/index.js';
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
): Promise<DatabaseHandle & { scratchUrl: string | undefined }> {
  let handle: DatabaseHandle;
  let drop = async () => undefined as void;
  let scratchUrl: string | undefined;
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
