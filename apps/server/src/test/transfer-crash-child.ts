/**
 * A process for the transfer-wallet crash test: the app on the PostgreSQL database of `CRASH_DATABASE_URL`, making
 * one transfer-wallet move for the member of `CRASH_MEMBER_TOKEN` (`CRASH_MOVE` is the request body as JSON, `CRASH_REQUEST_KEY` its
 * Idempotency-Key). The test
 * kills it with SIGKILL while the vendor holds the call, so it never answers.
 */
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';

const url = process.env.CRASH_DATABASE_URL ?? '';
const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const app = await buildApp({
  db: database.db,
  logger: false,
  config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
});
process.stdout.write('ready\n');
await app.inject({
  method: 'POST',
  url: '/wps/relay/GCS_walletTransfer',
  headers: {
    authorization: `Bearer ${process.env.CRASH_MEMBER_TOKEN ?? ''}`,
    host: 'localhost',
    language: 'en',
    'idempotency-key': process.env.CRASH_REQUEST_KEY ?? '',
  },
  payload: JSON.parse(process.env.CRASH_MOVE ?? '{}') as Record<string, unknown>,
});
process.stdout.write('answered\n');
await app.close();
await database.close();
