import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { call, logInToken } from '../test/account-helpers.js';
import { databaseLink } from '../test/database-link.js';
import type { DatabaseLink } from '../test/database-link.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { isDatabaseUnavailable } from './error-handler.js';

describe('a database error is told from a query error', () => {
  it('knows a refused or cut connection, also wrapped, and not a constraint violation', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1'))).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL unreachable (PostgreSQL)', () => {
  let seeded: TestApp;
  let link: DatabaseLink;
  let proxied: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    seeded = await createTestApp();
    const url = new URL(
      String((seeded.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString),
    );
    link = await databaseLink({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(link.port);
    proxied = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
    app = await buildApp({
      db: proxied.db,
      logger: false,
      config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
    });
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await link.close();
    await seeded.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE while the database is down, and serves again by itself once it is back', async () => {
    const token = await logInToken(app, 'demo', 'Demo@2026', '10.255.31.1');
    const balance = () => call(app, 'GET', '/wps/v2/wallets/balance', { token });
    const before = await balance();
    expect(before.statusCode).toBe(200);

    await link.down();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const down = await balance();
      expect(down.statusCode).toBe(503);
      expect(down.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(down.body.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
    }
    const login = await call(app, 'POST', '/wps/session/login', {
      payload: { username: 'demo', password: 'Demo@2026' },
      remoteAddress: '10.255.31.2',
      headers: { language: 'th' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.body.message).toBe('ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ในอีกสักครู่');

    await link.up();
    let after = await balance();
    for (let attempt = 0; after.statusCode !== 200 && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await balance();
    }
    expect(after.statusCode).toBe(200);
    expect(after.body.value.balance).toBe(before.body.value.balance);
  });
});
