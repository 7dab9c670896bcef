import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipCountryRange } from '../modules/geo/geo.tables.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function auditRows() {
  const [row] = await testApp.database.db.select({ rows: count() }).from(auditLog);
  return row?.rows ?? 0;
}

async function rangesOf(network: string) {
  return testApp.database.db.select().from(ipCountryRange).where(eq(ipCountryRange.network, network));
}

describe('text that no database column can hold is refused at the boundary', () => {
  it('refuses a NUL in a body field the schema ignores, and neither acts nor audits (defect 6)', async () => {
    const before = await auditRows();
    const answer = await call(testApp.app, 'PUT', '/bo/geo/ranges', {
      token: testApp.operatorToken,
      payload: { network: '100.64.7.0/24', countryCode: 'TH', note: 'a\u0000b' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('INVALID_TEXT');
    expect(await rangesOf('100.64.7.0/24')).toHaveLength(0);
    expect(await auditRows()).toBe(before);
  });

  it('refuses a lone surrogate in a JSON body, written as an escape', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/geo/ranges',
      headers: {
        host: 'localhost',
        language: 'en',
        authorization: `Bearer ${testApp.operatorToken}`,
        'content-type': 'application/json',
      },
      payload: '{"network":"100.64.8.0/24","countryCode":"TH","note":"a\\ud800b"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('INVALID_TEXT');
    expect(await rangesOf('100.64.8.0/24')).toHaveLength(0);
  });

  it('refuses a NUL or a lone surrogate in an object key', async () => {
    const answer = await call(testApp.app, 'PUT', '/bo/geo/ranges', {
      token: testApp.operatorToken,
      payload: { network: '100.64.9.0/24', countryCode: 'TH', nested: [{ 'x\uDC00': 1 }] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('INVALID_TEXT');
  });

  it('refuses a NUL in a form-encoded body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'localhost', language: 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo%00&password=Demo%402026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('INVALID_TEXT');
  });

  it('refuses a NUL in the path and in the query, percent-encoded', async () => {
    const inPath = await call(
      testApp.app,
      'POST',
      '/bo/deposits/de%00mo/00000000-0000-4000-8000-000000000000/confirm',
      {
        token: testApp.operatorToken,
        payload: {},
      },
    );
    expect(inPath.statusCode).toBe(400);
    expect(inPath.body.code).toBe('INVALID_TEXT');
    const inQuery = await call(testApp.app, 'GET', '/wps/relay/GCSGAME_gameList?keyword=a%00b', {
      headers: { merchant: 'demo' },
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.body.code).toBe('INVALID_TEXT');
  });

  it('answers a 4xx, never a 5xx, to percent-encoded bytes that are not UTF-8', async () => {
    for (const url of ['/wps/relay/GCSGAME_gameList?keyword=%ED%A0%80', '/bo/deposits/%ED%A0%80/x/confirm']) {
      const answer = await call(testApp.app, url.startsWith('/bo') ? 'POST' : 'GET', url, {
        token: testApp.operatorToken,
        headers: { merchant: 'demo' },
        ...(url.startsWith('/bo') ? { payload: {} } : {}),
      });
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });

  it('accepts well-formed text beyond the basic plane (a surrogate pair)', async () => {
    const answer = await call(testApp.app, 'PUT', '/bo/geo/ranges', {
      token: testApp.operatorToken,
      payload: { network: '100.64.10.0/24', countryCode: 'TH', note: 'ไทย 🎰' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await rangesOf('100.64.10.0/24')).toHaveLength(1);
  });
});
