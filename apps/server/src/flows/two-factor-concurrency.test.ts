import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { balanceOf, createPlayer, nextAddress, paymentPassword } from '../test/withdrawal-helpers.js';

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** Real races need real connections: PGlite has one and serializes everything. */
describe.skipIf(!process.env.DATABASE_URL)('two-factor codes under concurrency (PostgreSQL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Enrols the player; waits for the next 30-second step so the enrolment's code is not the one tested. */
  async function enrol(player: Player) {
    const started = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment', {
      token: player.token,
      payload: { password: 'Secret#2026' },
    });
    const secret = (started.body.value.secretGroups as string[]).join('');
    const confirmed = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment/confirm', {
      token: player.token,
      payload: { code: codeOf(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
    return secret;
  }

  it('40 simultaneous wrong codes on one login challenge: at most five are checked, then the right code is refused', async () => {
    const player = await createPlayer(testApp);
    const secret = await enrol(player);
    const login = await call(testApp.app, 'POST', '/wps/session/login', {
      payload: { username: player.username, password: 'Secret#2026' },
      remoteAddress: nextAddress(),
    });
    const challengeToken = String(login.body.value.challengeToken);
    const right = codeOf(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(testApp.app, 'POST', '/wps/session/login/two-factor', {
          payload: { challengeToken, code: wrong },
          remoteAddress: nextAddress(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const checked = answers.filter((answer) => answer.body.code === 'TWO_FACTOR_CODE_INVALID');
    expect(checked.length).toBeLessThanOrEqual(5);
    // The rest were refused unchecked: locked, or asked to retry while five checks were in flight (decision 0017).
    const unchecked = answers.filter((answer) =>
      ['TWO_FACTOR_LOCKED', 'TOO_MANY_ATTEMPTS_IN_FLIGHT'].includes(String(answer.body.code)),
    );
    expect(unchecked).toHaveLength(40 - checked.length);
    const afterwards = await call(testApp.app, 'POST', '/wps/session/login/two-factor', {
      payload: { challengeToken, code: codeOf(secret) },
      remoteAddress: nextAddress(),
    });
    expect(afterwards.statusCode).toBe(429);
    expect(afterwards.body.code).toBe('TWO_FACTOR_LOCKED');
  }, 60_000);

  it('one right code sent with 20 simultaneous withdrawals moves money once', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const secret = await enrol(player);
    const code = codeOf(secret);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(testApp.app, 'POST', '/wps/withdrawals', {
          token: player.token,
          payload: { amount: '100.00', bankAccountId: player.bankAccountId, paymentPassword, twoFactorCode: code },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refusals = new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body.code));
    expect(
      [...refusals].filter(
        (refusal) =>
          !['TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_LOCKED', 'ACCOUNT_LOCKED', 'TOO_MANY_ATTEMPTS_IN_FLIGHT'].includes(
            String(refusal),
          ),
      ),
    ).toEqual([]);
    expect(await balanceOf(testApp.app, player.token)).toBe('9900.00');
  }, 60_000);
});
