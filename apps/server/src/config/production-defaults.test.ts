import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppConfig } from '../app.js';
import { findDemoCredentialsInUse } from '../db/seed.js';
import { hashPassword } from '../lib/password-hasher.js';
import { member } from '../modules/member/member.tables.js';
import { operatorAccount } from '../modules/operator/operator.tables.js';
import { call, logInToken } from '../test/account-helpers.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import { parseEnvironment } from './env.js';

describe('demo data and the sandbox payment channel are off unless asked for (defect 8)', () => {
  it('seeds the demo and offers the sandbox only for the embedded demo', () => {
    const embedded = parseEnvironment({});
    expect(embedded.SEED_DEMO).toBe(true);
    expect(embedded.SANDBOX_PAYMENTS).toBe(true);
    for (const source of [
      { DATABASE_URL: 'postgres://db/croupier' },
      { NODE_ENV: 'production' },
      { DATABASE_URL: 'postgres://db/croupier', NODE_ENV: 'production' },
    ]) {
      const environment = parseEnvironment(source);
      expect(environment.SEED_DEMO, JSON.stringify(source)).toBe(false);
      expect(environment.SANDBOX_PAYMENTS, JSON.stringify(source)).toBe(false);
    }
  });

  it('seeds the demo or offers the sandbox on a server when asked explicitly', () => {
    const asked = parseEnvironment({
      DATABASE_URL: 'postgres://db/croupier',
      SEED_DEMO: 'true',
      SANDBOX_PAYMENTS: 'true',
    });
    expect(asked.SEED_DEMO).toBe(true);
    expect(asked.SANDBOX_PAYMENTS).toBe(true);
    expect(parseEnvironment({ SEED_DEMO: 'false' }).SANDBOX_PAYMENTS).toBe(false);
  });

  it('serves the end-to-end test controls only when asked, and never in production (decision 0076)', () => {
    expect(parseEnvironment({}).TEST_CONTROLS).toBe(false);
    expect(parseEnvironment({ TEST_CONTROLS: 'true' }).TEST_CONTROLS).toBe(true);
    expect(() => parseEnvironment({ TEST_CONTROLS: 'true', NODE_ENV: 'production' })).toThrow(/TEST_CONTROLS/);
  });
});

describe('the sandbox provider and demo credentials on a real deployment', () => {
  let seeded: Awaited<ReturnType<typeof createSeededTestDatabase>>;
  beforeAll(async () => {
    seeded = await createSeededTestDatabase();
  });
  afterAll(async () => {
    await seeded.database.close();
  });

  it('does not serve the sandbox provider (which credits anyone who asks) unless enabled', async () => {
    const config: AppConfig = { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' };
    const demoApp = await buildApp({
      db: seeded.database.db,
      logger: false,
      config: { ...config, SANDBOX_PAYMENTS: true },
    });
    const realApp = await buildApp({ db: seeded.database.db, logger: false, config });
    try {
      const headers = { host: 'localhost', language: 'en' };
      const token = await logInToken(demoApp, 'demo', 'Demo@2026', '10.255.1.1');
      const created = await call(demoApp, 'POST', '/wps/deposits', {
        token,
        payload: { channelCode: 'sandbox', amount: '300' },
      });
      const redirectUrl = String(created.body.value.redirectUrl);
      expect((await demoApp.inject({ url: redirectUrl, headers })).statusCode).toBe(200);

      expect((await realApp.inject({ url: redirectUrl, headers })).statusCode).toBe(404);
      const pay = await realApp.inject({ method: 'POST', url: `${redirectUrl}/pay`, headers });
      expect(pay.statusCode).toBe(404);
      const refused = await call(realApp, 'POST', '/wps/deposits', {
        token,
        payload: { channelCode: 'sandbox', amount: '300' },
      });
      expect(refused.body.code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
      const channels = await call(realApp, 'GET', '/wps/deposit/channels', { token });
      expect(JSON.stringify(channels.body.value)).not.toContain('sandbox');
    } finally {
      await demoApp.close();
      await realApp.close();
    }
  });

  it('names every demo account whose published password still works', async () => {
    const { db } = seeded.database;
    expect((await findDemoCredentialsInUse(db)).sort()).toEqual(
      ['member demo/agent', 'member demo/demo', 'operator checker', 'operator operator'].sort(),
    );
    await db
      .update(operatorAccount)
      .set({ passwordHash: await hashPassword('A-new-one-2026!') })
      .where(eq(operatorAccount.username, 'operator'));
    await db
      .update(member)
      .set({ passwordHash: await hashPassword('A-new-one-2026!') })
      .where(eq(member.username, 'agent'));
    expect((await findDemoCredentialsInUse(db)).sort()).toEqual(['member demo/demo', 'operator checker']);
  });
});
