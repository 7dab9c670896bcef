import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { systemClock } from './lib/clock.js';
import { createTestApp } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    playerRoutes: async (app) => {
      app.get('/wps/test/boom', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
      });
      app.post('/wps/test/echo', async (request) => ({ success: true, message: '', value: request.body }));
    },
  });
});
afterAll(async () => {
  await testApp.close();
});

describe('errors', () => {
  it('hides internals on 5xx and answers the envelope with a stable code', async () => {
    const response = await testApp.app.inject({ url: '/wps/test/boom', headers: { language: 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      value: null,
      code: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toContain('secret_table');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('takes a JSON request with an empty body as one without input', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts form-encoded bodies as the spec sends some calls', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=somchai&email=a%40b.co',
    });
    expect(response.json()).toMatchObject({ value: { username: 'somchai', email: 'a@b.co' } });
  });

  it('answers an unknown path with 404 NOT_FOUND in the envelope', async () => {
    const response = await testApp.app.inject({ url: '/wps/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers in the brand default language when the caller names none', async () => {
    const response = await testApp.app.inject({ url: '/wps/v2/wallets/balance', headers: { merchant: 'lucky' } });
    expect(response.json<{ message: string }>().message).toBe('Hindi ka naka-log in, mag-log in muna.');
  });
});

describe('security headers', () => {
  it('sets CSP, frame-ancestors, nosniff and referrer policy, and no HSTS over plain HTTP', async () => {
    const response = await testApp.app.inject({ url: '/wps/system/status' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over TLS', async () => {
    const behindProxy = await createTestApp({ config: { TRUSTED_PROXIES: ['127.0.0.1'] } });
    try {
      const response = await behindProxy.app.inject({
        url: '/wps/system/status',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('operator console', () => {
  const operator = () => ({ authorization: `Bearer ${testApp.operatorToken}` });

  it('needs an operator session: none or a wrong one is 401, the right one works', async () => {
    const payload = { maintenance: false };
    const missing = await testApp.app.inject({ method: 'PUT', url: '/bo/merchants/demo/maintenance', payload });
    expect(missing.statusCode).toBe(401);
    const wrong = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/merchants/demo/maintenance',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
      payload,
    });
    expect(wrong.statusCode).toBe(401);
    const right = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/merchants/demo/maintenance',
      headers: operator(),
      payload,
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a wrong password with the same answer as an unknown operator', async () => {
    const wrongPassword = await testApp.app.inject({
      method: 'POST',
      url: '/bo/session/login',
      payload: { username: 'operator', password: 'Wrong@2026' },
    });
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/bo/session/login',
      payload: { username: 'nobody', password: 'Wrong@2026' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('lets a role do only what it is allowed', async () => {
    const { createOperatorService } = await import('./modules/operator/index.js');
    await createOperatorService({ db: testApp.database.db, clock: systemClock }).createOperator({
      username: 'helpdesk',
      password: 'Helpdesk@2026',
      roles: ['support'],
    });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/bo/session/login',
      payload: { username: 'helpdesk', password: 'Helpdesk@2026' },
    });
    const support = { authorization: `Bearer ${login.json<{ value: { token: string } }>().value.token}` };
    const maintenance = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/merchants/demo/maintenance',
      headers: support,
      payload: { maintenance: true },
    });
    expect(maintenance.statusCode).toBe(403);
    expect(maintenance.json()).toMatchObject({ code: 'FORBIDDEN' });
    const outbox = await testApp.app.inject({ url: '/bo/outbox?merchant=demo&destination=x%40y.co', headers: support });
    expect(outbox.statusCode).toBe(200);
    const logout = await testApp.app.inject({ method: 'DELETE', url: '/bo/session/logout', headers: support });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await testApp.app.inject({
      url: '/bo/outbox?merchant=demo&destination=x%40y.co',
      headers: support,
    });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('writes every change to an append-only audit log, without secrets', async () => {
    await testApp.app.inject({
      method: 'PUT',
      url: '/bo/merchants/lucky/maintenance',
      headers: operator(),
      payload: { maintenance: false },
    });
    const audit = await testApp.app.inject({ url: '/bo/audit', headers: operator() });
    const entries = audit.json<{
      value: { content: { operator: string; action: string; target: string; ip: string }[] };
    }>().value.content;
    expect(entries[0]).toMatchObject({
      operator: 'operator',
      action: 'merchant.maintenance.set',
      target: 'lucky',
      ip: '127.0.0.1',
    });
    // Console logins are audited (docs/architecture.md), refusals included, and never with the password tried.
    const logins = entries.filter((entry) => entry.action.startsWith('operator.login'));
    expect(logins.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['operator.login', 'operator.login.refused']),
    );
    expect(JSON.stringify(logins)).not.toMatch(/Wrong@2026|Helpdesk@2026/);
    await expect(testApp.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(testApp.database.db.execute(sql`update audit_log set ip = 'elsewhere'`)).rejects.toThrow();
  });

  it('validates operator input and names the field', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/geo/ranges',
      headers: operator(),
      payload: { network: '999.1.1.1/8', countryCode: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ value: { fields: { path: string }[] } }>().value.fields.map((field) => field.path);
    expect(fields).toEqual(['network', 'countryCode']);
  });

  it('answers 404 for maintenance of an unknown brand', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/merchants/ghost/maintenance',
      headers: operator(),
      payload: { maintenance: true },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('health and web app', () => {
  it('reports health', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { status: 'ok' } });
  });

  it('serves the built web app with a history fallback and long-cached assets', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'croupier-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Croupier</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    const withWeb = await createTestApp({ config: { WEB_DIST_DIR: dist } });
    try {
      const page = await withWeb.app.inject({ url: '/member?tab=wallet', headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Croupier</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(String(page.headers['content-security-policy'])).toContain('http://localhost:8080');
      const asset = await withWeb.app.inject({ url: '/assets/app-1234.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.body).toBe('console.log(1)');
      const compressed = await withWeb.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      const missingAsset = await withWeb.app.inject({ url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      const api = await withWeb.app.inject({ url: '/wps/not-a-call' });
      expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await withWeb.close();
    }
  });
});
