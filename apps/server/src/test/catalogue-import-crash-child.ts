/**
 * A process for the catalogue-import restart test: the app on the PostgreSQL database of `CRASH_DATABASE_URL`,
 * starting the import in the file `CRASH_IMPORT_FILE` (the request body as JSON, too large for a variable) as the
 * operator of `CRASH_OPERATOR_TOKEN`, then running it until the test kills it with SIGKILL mid-import.
 */
import { readFile } from 'node:fs/promises';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';

const url = process.env.CRASH_DATABASE_URL ?? '';
const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const app = await buildApp({
  db: database.db,
  logger: false,
  config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
});
const response = await app.inject({
  method: 'POST',
  url: '/bo/games/imports',
  headers: { authorization: `Bearer ${process.env.CRASH_OPERATOR_TOKEN ?? ''}`, language: 'en' },
  payload: JSON.parse(await readFile(process.env.CRASH_IMPORT_FILE ?? '', 'utf8')) as Record<string, unknown>,
});
process.stdout.write(`started ${response.body}\n`);
