import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { migrationsDigest } from './pglite-template.js';

async function administer<Row extends pg.QueryResultRow>(serverUrl: string, statement: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query<Row>(statement, values)).rows;
  } finally {
    await admin.end();
  }
}

/**
 * A migrated database on the PostgreSQL server that test databases are copied from (`create database … template`),
 * so each test file costs a file copy instead of every migration. Named by the migrations' content; made under a
 * name of its own and renamed when complete, so a run that stops halfway never leaves a half-migrated template, and
 * nobody stays connected to it (PostgreSQL refuses to copy a database others are connected to).
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `croupier_template_${migrationsDigest()}`;
  const found = await administer(serverUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (found.length > 0) return name;
  const partial = `${name}_${randomBytes(4).toString('hex')}`;
  await administer(serverUrl, `create database ${partial}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    await administer(serverUrl, `alter database ${partial} rename to ${name}`);
  } catch (error) {
    await administer(serverUrl, `drop database if exists ${partial} with (force)`);
    // Another run made the same template meanwhile: theirs is as good as ours.
    const madeMeanwhile = await administer(serverUrl, 'select 1 from pg_database where datname = $1', [name]);
    if (madeMeanwhile.length === 0) throw error;
  }
  return name;
}
