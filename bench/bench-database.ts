import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { seedDemoData } from '../apps/server/src/db/seed.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createGeoService } from '../apps/server/src/modules/geo/index.js';

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
