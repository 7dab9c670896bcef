import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneCounters } from '../jobs/prune-counters.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { attemptCounter } from '../modules/security/security.tables.js';
import {
  socialLoginAttempt,
  socialLoginEvent,
  socialLoginProvider,
  socialLoginTicket,
} from '../modules/social-login/social-login.tables.js';
import { call, latestCode } from '../test/account-helpers.js';
import type { OidcTestProvider } from '../test/oidc-test-provider.js';
import { startOidcTestProvider } from '../test/oidc-test-provider.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

const client = { clientId: 'croupier-demo', clientSecret: 'provider-secret-7f3a9c' };
const password = 'Secret#2026';
let testApp: TestApp;
let provider: OidcTestProvider;
let addressNumber = 0;
const nextAddress = () => `10.61.${Math.floor(addressNumber / 250)}.${(addressNumber++ % 250) + 1}`;

beforeAll(async () => {
  [testApp, provider] = await Promise.all([createTestApp(), startOidcTestProvider(client)]);
  const saved = await configure('line', {
    enabled: true,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await Promise.all([testApp.close(), provider.close()]);
});

const configure = (name: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/bo/social-login/demo/providers/${name}`, {
    token: testApp.operatorToken,
    payload: { issuerUrl: provider.issuer, clientId: '', ...body },
  });

const start = (name = 'line') =>
  call(testApp.app, 'POST', `/wps/social-login/${name}/start`, { remoteAddress: nextAddress() });

const bindingOf = (started: { body: { value: Record<string, unknown> } }) => String(started.body.value.browserBinding);

const callback = (callbackQuery: string, browserBinding: string) =>
  call(testApp.app, 'POST', '/wps/social-login/callback', {
    payload: { callbackQuery, browserBinding },
    remoteAddress: nextAddress(),
  });

/** A whole provider round trip as the browser makes it: start, the provider's page, the callback. */
async function signIn(subject: string) {
  provider.signInAs({ subject, email: 'same@example.com' });
  const started = await start();
  expect(started.statusCode).toBe(200);
  const back = await provider.authorize(String(started.body.value.authorizationUrl));
  expect(back.pathname).toBe('/social-login/callback');
  const binding = bindingOf(started);
  return { answer: await callback(back.search, binding), query: back.search, binding };
}

async function register(username: string) {
  const answer = await call(testApp.app, 'PUT', '/wps/member/register', {
    payload: { username, password, confirmPassword: password, terms: true, ageConfirmed: true },
    remoteAddress: nextAddress(),
  });
  expect(answer.statusCode).toBe(200);
  return String(answer.body.value.token);
}

const memberIdOf = async (token: string) =>
  String((await call(testApp.app, 'GET', '/wps/member/info', { token })).body.value.id);
const usernameOf = async (token: string) =>
  String((await call(testApp.app, 'GET', '/wps/member/info', { token })).body.value.account);

const link = (ticket: string, username: string, typed: string) =>
  call(testApp.app, 'POST', '/wps/social-login/link', {
    payload: { ticket, method: 'password', username, password: typed },
    remoteAddress: nextAddress(),
  });

describe('provider settings in the console', () => {
  it('keeps the client secret sealed and write-only, and audits the save without it', async () => {
    const listed = await call(testApp.app, 'GET', '/bo/social-login/demo/providers', { token: testApp.operatorToken });
    expect(listed.statusCode).toBe(200);
    const line = (listed.body.value.providers as Record<string, unknown>[]).find((row) => row.provider === 'line');
    expect(line).toMatchObject({ enabled: true, clientId: client.clientId, clientSecretSet: true });
    expect(JSON.stringify(listed.body)).not.toContain(client.clientSecret);

    const [row] = await testApp.database.db.select().from(socialLoginProvider);
    expect(row?.clientSecretSealed).toBeTruthy();
    expect(row?.clientSecretSealed).not.toContain(client.clientSecret);

    const [audit] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'social-login.provider.save'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.target).toBe('demo:line');
    expect(audit?.detail).toMatchObject({ secretChanged: true, after: { enabled: true } });
    expect(JSON.stringify(audit?.detail)).not.toContain(client.clientSecret);
  });

  it('refuses switching a provider on without a secret, and an issuer that is not https', async () => {
    expect((await configure('google', { enabled: true, clientId: 'x' })).statusCode).toBe(400);
    const plainHttp = await configure('google', { enabled: false, issuerUrl: 'http://accounts.example.com' });
    expect(plainHttp.statusCode).toBe(400);
  });

  it('publishes only the switched-on providers to the site', async () => {
    const site = await call(testApp.app, 'GET', '/wps/system/permission');
    expect(site.body.value.socialLoginProviders).toEqual(['line']);
  });
});

describe('a provider that is off', () => {
  it('refuses to start, and refuses a callback of a login started before it was switched off', async () => {
    const never = await start('google');
    expect(never.statusCode).toBe(403);
    expect(never.body.code).toBe('SOCIAL_LOGIN_DISABLED');

    provider.signInAs({ subject: 'switched-off' });
    const started = await start();
    const back = await provider.authorize(String(started.body.value.authorizationUrl));
    await configure('line', { enabled: false, clientId: client.clientId });
    try {
      const refused = await callback(back.search, bindingOf(started));
      expect(refused.body.code).toBe('SOCIAL_LOGIN_DISABLED');
      expect((await start()).body.code).toBe('SOCIAL_LOGIN_DISABLED');
    } finally {
      // Switched back on without sending the secret again: the stored one is kept.
      expect((await configure('line', { enabled: true, clientId: client.clientId })).statusCode).toBe(200);
    }
  });
});

describe('state, nonce and the ID token', () => {
  it('refuses an unknown state before the code is ever exchanged', async () => {
    provider.signInAs({ subject: 'state-forger' });
    const started = await start();
    const back = await provider.authorize(String(started.body.value.authorizationUrl));
    const forged = new URLSearchParams(back.search);
    forged.set('state', 'made-up-state-value');
    const before = provider.tokenRequests();
    const refused = await callback(forged.toString(), bindingOf(started));
    expect(refused.statusCode).toBe(400);
    expect(refused.body.code).toBe('SOCIAL_LOGIN_STATE_INVALID');
    expect(provider.tokenRequests()).toBe(before);
    const noState = await callback(back.search.replace(/state=[^&]*/, ''), bindingOf(started));
    expect(noState.body.code).toBe('SOCIAL_LOGIN_STATE_INVALID');
  });

  it('uses a state once: the same callback again is refused', async () => {
    const first = await signIn('replayer');
    expect(first.answer.statusCode).toBe(200);
    const again = await callback(first.query, first.binding);
    expect(again.body.code).toBe('SOCIAL_LOGIN_STATE_INVALID');
  });

  it('refuses a callback link opened in another browser (login CSRF), which leaves the login to its own browser', async () => {
    provider.signInAs({ subject: 'attacker-identity' });
    const started = await start();
    const back = await provider.authorize(String(started.body.value.authorizationUrl));
    const before = provider.tokenRequests();
    const victim = await callback(back.search, 'a-binding-the-victim-browser-has-0000');
    expect(victim.body.code).toBe('SOCIAL_LOGIN_STATE_INVALID');
    expect(provider.tokenRequests()).toBe(before);
    const own = await callback(back.search, bindingOf(started));
    expect(own.body.value.outcome).toBe('link-or-register');
  });

  it.each([
    ['another nonce', { nonce: 'not-the-nonce' }],
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'http://127.0.0.1:1' }],
    ['a key the provider does not publish', { signWithOtherKey: true }],
  ])('refuses an ID token with %s', async (_name, tampering) => {
    provider.tamper(tampering);
    try {
      const { answer } = await signIn('tampered');
      expect(answer.statusCode).toBe(400);
      expect(answer.body.code).toBe('SOCIAL_LOGIN_FAILED');
    } finally {
      provider.tamper({});
    }
  });

  it('refuses a callback whose PKCE verifier does not match (code from another login)', async () => {
    provider.signInAs({ subject: 'pkce' });
    const mine = await start();
    const theirs = await start();
    const mineBack = await provider.authorize(String(mine.body.value.authorizationUrl));
    const theirsBack = await provider.authorize(String(theirs.body.value.authorizationUrl));
    const mixed = new URLSearchParams(mineBack.search);
    mixed.set('code', new URLSearchParams(theirsBack.search).get('code') ?? '');
    expect((await callback(mixed.toString(), bindingOf(mine))).body.code).toBe('SOCIAL_LOGIN_FAILED');
  });
});

describe('a new identity', () => {
  it('registers a new account through the normal registration rules, then logs straight in', async () => {
    const { answer } = await signIn('new-subject-1');
    expect(answer.body.value).toMatchObject({ outcome: 'link-or-register', provider: 'line' });
    const ticket = String(answer.body.value.ticket);

    const underAge = await call(testApp.app, 'PUT', '/wps/social-login/register', {
      payload: { ticket, registration: { username: 'social1', password, confirmPassword: password, terms: true } },
      remoteAddress: nextAddress(),
    });
    expect(underAge.statusCode).toBe(400);

    const badCode = await call(testApp.app, 'PUT', '/wps/social-login/register', {
      payload: {
        ticket,
        registration: {
          username: 'social1',
          password,
          confirmPassword: password,
          terms: true,
          ageConfirmed: true,
          affiliateCode: 'NO-SUCH-CODE',
        },
      },
      remoteAddress: nextAddress(),
    });
    expect(badCode.body.code).toBe('INVALID_INVITATION_CODE');

    const registered = await call(testApp.app, 'PUT', '/wps/social-login/register', {
      payload: {
        ticket,
        registration: { username: 'social1', password, confirmPassword: password, terms: true, ageConfirmed: true },
      },
      remoteAddress: nextAddress(),
    });
    expect(registered.statusCode).toBe(200);
    expect(await usernameOf(String((registered.body.value.login as { token: string }).token))).toBe('social1');

    const reused = await call(testApp.app, 'PUT', '/wps/social-login/register', {
      payload: {
        ticket,
        registration: { username: 'social1b', password, confirmPassword: password, terms: true, ageConfirmed: true },
      },
      remoteAddress: nextAddress(),
    });
    expect(reused.body.code).toBe('SOCIAL_LOGIN_TICKET_INVALID');

    const again = await signIn('new-subject-1');
    expect(again.answer.body.value.outcome).toBe('logged-in');
    const login = again.answer.body.value.login as { token: string; twoFactorRequired: boolean };
    expect(login.twoFactorRequired).toBe(false);
    expect(await usernameOf(login.token)).toBe('social1');
  });
});

describe('linking to an existing account', () => {
  it('needs the account password; wrong ones are counted durably and lock the checks', async () => {
    const token = await register('linkme');
    const memberId = await memberIdOf(token);
    const { answer } = await signIn('link-subject');
    const ticket = String(answer.body.value.ticket);

    const unknown = await link(ticket, 'nobody-here', password);
    expect(unknown.body.code).toBe('INVALID_CREDENTIALS');
    const wrong = await link(ticket, 'linkme', 'Wrong#2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.body.value).toMatchObject({ remainingAttempts: 4 });
    const [counter] = await testApp.database.db
      .select()
      .from(attemptCounter)
      .where(eq(attemptCounter.key, `member-password:${memberId}`));
    expect(counter?.attempts).toBe(1);

    const linked = await link(ticket, 'linkme', password);
    expect(linked.statusCode).toBe(200);
    expect(await usernameOf(String((linked.body.value.login as { token: string }).token))).toBe('linkme');
    const events = await testApp.database.db
      .select()
      .from(socialLoginEvent)
      .where(eq(socialLoginEvent.memberId, memberId));
    expect(events).toMatchObject([{ kind: 'linked', method: 'password', provider: 'line' }]);

    // The identity is the subject: another provider login of it (same e-mail or not) is this member.
    const again = await signIn('link-subject');
    expect(await usernameOf(String((again.answer.body.value.login as { token: string }).token))).toBe('linkme');
  });

  it('never links by e-mail: another subject with the same e-mail is a new identity', async () => {
    const { answer } = await signIn('other-subject-same-email');
    expect(answer.body.value.outcome).toBe('link-or-register');
  });

  it('locks after five wrong passwords, even with the right one next', async () => {
    await register('lockme');
    const { answer } = await signIn('lock-subject');
    const ticket = String(answer.body.value.ticket);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await link(ticket, 'lockme', `Wrong#${attempt}`)).body.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await link(ticket, 'lockme', password);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses an identity already linked, and a member who has one of the provider already', async () => {
    const first = await signIn('double-subject');
    const second = await signIn('double-subject');
    await register('double1');
    await register('double2');
    expect((await link(String(first.answer.body.value.ticket), 'double1', password)).statusCode).toBe(200);
    const taken = await link(String(second.answer.body.value.ticket), 'double2', password);
    expect(taken.body.code).toBe('SOCIAL_LOGIN_ALREADY_LINKED');

    const another = await signIn('double-subject-2');
    const twice = await link(String(another.answer.body.value.ticket), 'double1', password);
    expect(twice.body.code).toBe('SOCIAL_LOGIN_ALREADY_LINKED');
  });

  it('refuses a made-up ticket before any password is tried', async () => {
    const made = await link('made-up-ticket-0123456789', 'demo', 'whatever-password');
    expect(made.body.code).toBe('SOCIAL_LOGIN_TICKET_INVALID');
  });
});

describe('linking with an SMS code', () => {
  it('links to the account of the mobile number the code was sent to; a wrong code links nothing', async () => {
    const mobileNum = '0877001122';
    const registered = await call(testApp.app, 'PUT', '/wps/member/register', {
      payload: { username: 'smslink', password, confirmPassword: password, terms: true, ageConfirmed: true, mobileNum },
      remoteAddress: nextAddress(),
    });
    expect(registered.statusCode).toBe(200);
    const { answer } = await signIn('sms-subject');
    const ticket = String(answer.body.value.ticket);
    const sent = await call(testApp.app, 'POST', '/wps/verification/sms/login', {
      payload: { mobileNum },
      remoteAddress: nextAddress(),
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(testApp.database.db, `+66${mobileNum}`);
    const linkBySms = (typed: string) =>
      call(testApp.app, 'POST', '/wps/social-login/link', {
        payload: { ticket, method: 'sms', mobileNum, code: typed },
        remoteAddress: nextAddress(),
      });

    const wrong = await linkBySms(code === '000000' ? '000001' : '000000');
    expect(wrong.body.code).toBe('VERIFICATION_CODE_INVALID');
    const linked = await linkBySms(code);
    expect(linked.statusCode).toBe(200);
    expect(await usernameOf(String((linked.body.value.login as { token: string }).token))).toBe('smslink');
    // The code is used up with the link.
    const again = await signIn('sms-subject-2');
    const reused = await call(testApp.app, 'POST', '/wps/social-login/link', {
      payload: { ticket: String(again.answer.body.value.ticket), method: 'sms', mobileNum, code },
      remoteAddress: nextAddress(),
    });
    expect(reused.body.code).toBe('VERIFICATION_CODE_INVALID');
  });
});

describe('a member with a second factor', () => {
  it('gets the second-factor challenge, not a session, from a provider login', async () => {
    const token = await register('twofactor');
    const enrolment = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment', {
      token,
      payload: { password },
    });
    const secret = (enrolment.body.value.secretGroups as string[]).join('');
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const confirmed = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment/confirm', {
      token,
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);

    const { answer } = await signIn('two-factor-subject');
    const linked = await link(String(answer.body.value.ticket), 'twofactor', password);
    expect(linked.body.value.login).toMatchObject({ twoFactorRequired: true });
    expect(linked.body.value.login).not.toHaveProperty('token');

    const again = await signIn('two-factor-subject');
    expect(again.answer.body.value).toMatchObject({ outcome: 'logged-in', login: { twoFactorRequired: true } });
    expect(again.answer.body.value.login).toHaveProperty('challengeToken');
  });
});

describe('the security centre', () => {
  it('lists the linked providers and unlinks one only with the password', async () => {
    const token = await register('unlinkme');
    const { answer } = await signIn('unlink-subject');
    await link(String(answer.body.value.ticket), 'unlinkme', password);

    const listed = await call(testApp.app, 'GET', '/wps/social-login/identities', { token });
    expect(listed.body.value).toMatchObject({ identities: [{ provider: 'line' }], enabledProviders: ['line'] });

    const unlink = (typed: string) =>
      call(testApp.app, 'POST', '/wps/social-login/identities/line/unlink', { token, payload: { password: typed } });
    expect((await unlink('Wrong#2026')).body.code).toBe('OLD_PASSWORD_WRONG');
    expect((await unlink(password)).statusCode).toBe(200);
    expect((await unlink(password)).body.code).toBe('NOT_FOUND');

    const after = await signIn('unlink-subject');
    expect(after.answer.body.value.outcome).toBe('link-or-register');
    const anonymous = await call(testApp.app, 'GET', '/wps/social-login/identities');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('pruning', () => {
  it('deletes used and expired logins in flight and tickets, and keeps a live one', async () => {
    const live = await start();
    expect(live.statusCode).toBe(200);
    const pruned = await pruneCounters({ db: testApp.database.db, clock: { now: () => new Date() } });
    expect(pruned.socialLoginAttempts).toBeGreaterThan(10);
    expect(pruned.socialLoginTickets).toBeGreaterThan(3);
    const kept = await testApp.database.db.select().from(socialLoginAttempt);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((attempt) => attempt.usedAt === null)).toBe(true);
    const later = new Date(Date.now() + 11 * 60_000);
    const afterExpiry = await pruneCounters({ db: testApp.database.db, clock: { now: () => later } });
    expect(afterExpiry.socialLoginAttempts).toBe(kept.length);
    expect(await testApp.database.db.select().from(socialLoginAttempt)).toHaveLength(0);
    expect(await testApp.database.db.select().from(socialLoginTicket)).toHaveLength(0);
  });
});
