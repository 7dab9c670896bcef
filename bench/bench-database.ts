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

/** A migrated, seeded database for one benchmark: in-memory PGlite, or a fresh database on `serverUrl`. */
export async function openBenchDatabase(serverUrl: string | undefined, poolSize = 20): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  let drop = async () => undefined as void;
  if (serverUrl) {
    const name = `croupier_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
    drop = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    handle = await openDatabase({ kind: 'pglite' });
  }
  await migrateDatabase(handle);
  await seedDemoData(handle.db, createGeoService({ db: handle.db, clock: systemClock }), { port: 8080 });
  return {
    ...handle,
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
