import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, solveCaptcha } from '../test/account-helpers.js';
import { onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** Races need real connections: on PGlite (one connection) these would run in turn and prove nothing. */
describe.skipIf(!onPostgres)('account races on PostgreSQL', () => {
  it('registers a username once when many requests race for it', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(testApp.app, 'PUT', '/wps/member/register', {
          payload: {
            username: 'RaceUser',
            password: 'Secret#2026',
            confirmPassword: 'Secret#2026',
            terms: true,
            ageConfirmed: true,
          },
          remoteAddress: `10.1.0.${index + 1}`,
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.statusCode === 200)).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt.body.code === 'USERNAME_TAKEN')).toHaveLength(7);
  });

  it('lets one SMS code log in once when it is replayed in parallel', async () => {
    await call(testApp.app, 'POST', '/wps/verification/sms/login', { payload: { mobileNum: '0812345678' } });
    const code = await latestCode(testApp.database.db, '+660812345678');
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(testApp.app, 'POST', '/wps/session/login', {
          payload: { username: '0812345678', password: code, type: 'sms' },
          remoteAddress: `10.2.0.${index + 1}`,
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.statusCode === 200)).toHaveLength(1);
  });

  it('accepts a captcha answer once when it is replayed in parallel', async () => {
    await call(testApp.app, 'POST', '/wps/session/login', {
      payload: { username: 'demo', password: 'Wrong#2026' },
      remoteAddress: '10.3.0.1',
    });
    const solved = await solveCaptcha(testApp.app, testApp.database.db);
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(testApp.app, 'POST', '/wps/session/login', {
          payload: { username: 'demo', password: 'Demo@2026', ...solved },
          remoteAddress: '10.3.0.1',
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.statusCode === 200)).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt.body.code === 'CAPTCHA_INVALID')).toHaveLength(5);
  });
});
