import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { captchaLimits } from '../modules/security/index.js';
import { call, solveCaptcha } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { nextAddress } from '../test/withdrawal-helpers.js';

const clock = fixedClock(new Date('2026-11-25T10:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];

const logIn = (payload: Record<string, unknown>, remoteAddress: string) =>
  call(testApp.app, 'POST', '/wps/session/login', { payload, remoteAddress });

async function issue(remoteAddress = nextAddress()) {
  const issued = await call(testApp.app, 'GET', '/wps/captcha', { remoteAddress });
  expect(issued.statusCode).toBe(200);
  return issued.body.value as { captchaId: string; image: string; proofOfWork: Challenge };
}

/** Solves the proof-of-work challenge as the browser does, and packs it as the ALTCHA payload. */
async function prove(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fails a login once unless the account asks for a captcha already (spec §4: one failure asks it). */
async function requireCaptcha(username: string) {
  const first = await logIn({ username, password: 'Wrong#2026' }, nextAddress());
  expect(['INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED']).toContain(first.body.code);
  expect((await logIn({ username, password: 'Demo@2026' }, nextAddress())).body.code).toBe('CAPTCHA_REQUIRED');
}

describe('captcha answers', () => {
  it('issues a PNG to read and a proof-of-work challenge for the same captcha', async () => {
    const issued = await issue();
    expect(issued.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(issued.proofOfWork.parameters.data).toEqual({ captchaId: issued.captchaId });
    expect(issued.proofOfWork.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong answer, and the captcha it used up stays used', async () => {
    await requireCaptcha('demo');
    const solved = await solveCaptcha(testApp.app, testApp.database.db);
    const wrong = String((Number(solved.captcha) + 1) % 10_000).padStart(4, '0');
    const address = nextAddress();
    const refused = await logIn(
      { username: 'demo', password: 'Demo@2026', captchaId: solved.captchaId, captcha: wrong },
      address,
    );
    expect(refused.body).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
    const reused = await logIn({ username: 'demo', password: 'Demo@2026', ...solved }, address);
    expect(reused.body.code).toBe('CAPTCHA_INVALID');
    const fresh = await solveCaptcha(testApp.app, testApp.database.db);
    expect((await logIn({ username: 'demo', password: 'Demo@2026', ...fresh }, address)).statusCode).toBe(200);
  });

  it('accepts the solved proof of work instead of the digits, once: a replay is refused', async () => {
    await requireCaptcha('demo');
    const issued = await issue();
    const captchaProof = await prove(issued.proofOfWork);
    const answer = { username: 'demo', password: 'Demo@2026', captchaId: issued.captchaId, captchaProof };
    expect((await logIn(answer, nextAddress())).statusCode).toBe(200);
    await requireCaptcha('demo');
    expect((await logIn(answer, nextAddress())).body.code).toBe('CAPTCHA_INVALID');
  });

  it('refuses a proof for another captcha, a forged challenge and a malformed payload with a 4xx', async () => {
    await requireCaptcha('demo');
    const first = await issue();
    const second = await issue();
    const forged = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 1,
      data: { captchaId: second.captchaId },
      deriveKey,
      hmacSignatureSecret: 'a'.repeat(64),
    });
    const attempts = [
      { captchaId: second.captchaId, captchaProof: await prove(first.proofOfWork) },
      { captchaId: (await issue()).captchaId, captchaProof: await prove(forged) },
      { captchaId: (await issue()).captchaId, captchaProof: 'not base64 json' },
      { captchaId: (await issue()).captchaId, captchaProof: Buffer.from('{"challenge":1}').toString('base64') },
    ];
    for (const attempt of attempts) {
      const refused = await logIn({ username: 'demo', password: 'Demo@2026', ...attempt }, nextAddress());
      expect(refused.statusCode).toBe(401);
      expect(refused.body.code).toBe('CAPTCHA_INVALID');
    }
  });

  it('counts wrong answers per address durably: past the limit the address answers no captcha for a while', async () => {
    await requireCaptcha('nobody');
    const address = nextAddress();
    for (let answer = 0; answer < captchaLimits.address.limit; answer += 1) {
      const { captchaId } = await issue(nextAddress());
      const refused = await logIn({ username: 'nobody', password: 'Wrong#2026', captchaId, captcha: 'zzzz' }, address);
      expect(refused.body.code).toBe('CAPTCHA_INVALID');
    }
    const solved = await solveCaptcha(testApp.app, testApp.database.db);
    const blocked = await logIn({ username: 'nobody', password: 'Wrong#2026', ...solved }, address);
    expect(blocked.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: captchaLimits.address.lockSeconds },
    });
    expect(blocked.statusCode).toBe(429);
  });
});
