import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const operator = () => ({ authorization: `Bearer ${testApp.operatorToken}` });

const setMaintenance = (code: string, maintenance: boolean) =>
  call(testApp.app, 'PUT', `/bo/merchants/${code}/maintenance`, {
    headers: operator(),
    payload: { maintenance, maintenanceEnd: null },
  });

// Defect 5 of issue 12: the gates matched the raw URL while the router decodes it, so a percent-encoded
// prefix reached the route without its brand, maintenance, region or session gate.
describe('gates act on the routed route, not the raw URL', () => {
  it('refuses an unknown brand on a percent-encoded player path as on the plain one', async () => {
    const query = '?gameCode=WINGO_1M';
    for (const url of [`/lgw/numeros/near${query}`, `/%6cgw/numeros/near${query}`, `/%6Cgw/numeros/near${query}`]) {
      const answer = await call(testApp.app, 'GET', url, { headers: { merchant: 'nope' } });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body.code, url).toBe('UNKNOWN_MERCHANT');
    }
  });

  it('resolves the brand of a percent-encoded path (no 500)', async () => {
    for (const url of ['/wps/system/whitelabel', '/%77ps/system/whitelabel', '/wps/system/%77hitelabel']) {
      const known = await call(testApp.app, 'GET', url, { headers: { merchant: 'demo' } });
      expect(known.statusCode, url).toBe(200);
      expect(Array.isArray(known.body.value), url).toBe(true);
      const unknown = await call(testApp.app, 'GET', url, { headers: { merchant: 'nope' } });
      expect(unknown.statusCode, url).toBe(400);
    }
  });

  it('keeps a brand in maintenance closed whatever the spelling of the path', async () => {
    expect((await setMaintenance('lucky', true)).statusCode).toBe(200);
    try {
      for (const url of ['/lgw/games', '/%6cgw/games', '/%77ps/relay/GCSGAME_hotGamesV2']) {
        const answer = await call(testApp.app, 'GET', url, { headers: { merchant: 'lucky' } });
        expect(answer.statusCode, url).toBe(503);
        expect(answer.body.code, url).toBe('SYSTEM_MAINTENANCE');
      }
      // The two startup calls still answer, so the site can say why.
      const status = await call(testApp.app, 'GET', '/%77ps/system/status', { headers: { merchant: 'lucky' } });
      expect(status.statusCode).toBe(200);
    } finally {
      await setMaintenance('lucky', false);
    }
  });

  it('asks for a member session on a percent-encoded member path', async () => {
    const answer = await call(testApp.app, 'GET', '/%77ps/v2/wallets/balance', { headers: { merchant: 'demo' } });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe('NOT_LOGGED_IN');
  });

  it('asks for an operator session on a percent-encoded console path', async () => {
    for (const url of ['/bo/audit', '/%62o/audit', '/b%6f/audit']) {
      const answer = await call(testApp.app, 'GET', url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.body.code, url).toBe('NOT_LOGGED_IN');
    }
    const allowed = await call(testApp.app, 'GET', '/%62o/audit', { headers: operator() });
    expect(allowed.statusCode).toBe(200);
  });

  it('gates nothing that is not a player or console route: an unknown path is a plain 404', async () => {
    const answer = await call(testApp.app, 'GET', '/wps/no-such-call', { headers: { merchant: 'nope' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  });
});
