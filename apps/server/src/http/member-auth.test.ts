import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInToken } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { ok } from './envelope.js';
import { requireAgent, requireMember, requireOwner, requireRealMember } from './member-auth.js';

let testApp: TestApp;
const tokens: Record<'member' | 'agent' | 'trial', string> = { member: '', agent: '', trial: '' };

beforeAll(async () => {
  testApp = await createTestApp({
    playerRoutes: async (app) => {
      app.get('/wps/test/member', async (request) => ok(requireMember(request).member.username));
      app.get('/wps/test/real', async (request) => ok(requireRealMember(request).member.username));
      app.get('/wps/test/agent', async (request) => ok(requireAgent(request).member.username));
      app.get('/wps/test/owned/:ownerId', async (request) =>
        ok(requireOwner(request, (request.params as { ownerId: string }).ownerId).member.username),
      );
    },
  });
  const { app } = testApp;
  const logIn = (username: string, password: string, remoteAddress: string) =>
    logInToken(app, username, password, remoteAddress);
  tokens.member = await logIn('demo', 'Demo@2026', '10.5.0.1');
  tokens.agent = await logIn('agent', 'Agent@2026', '10.5.0.2');
  tokens.trial = String(
    (await call(app, 'POST', '/wps/session/login/freeplay', { remoteAddress: '10.5.0.3' })).body.value.token,
  );
});
afterAll(async () => {
  await testApp.close();
});

const statusOf = async (url: string, token?: string) =>
  (await call(testApp.app, 'GET', url, token ? { token } : {})).statusCode;

describe('authorization helpers', () => {
  it('requireMember: any logged-in account, else 401', async () => {
    expect(await statusOf('/wps/test/member')).toBe(401);
    expect(await statusOf('/wps/test/member', tokens.trial)).toBe(200);
    expect(await statusOf('/wps/test/member', tokens.member)).toBe(200);
  });

  it('requireRealMember: trial accounts are refused with TRIAL_ACCOUNT_NOT_ALLOWED', async () => {
    const trial = await call(testApp.app, 'GET', '/wps/test/real', { token: tokens.trial });
    expect(trial.statusCode).toBe(403);
    expect(trial.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    expect(await statusOf('/wps/test/real', tokens.member)).toBe(200);
  });

  it('requireAgent: members are refused with AGENT_ONLY', async () => {
    const member = await call(testApp.app, 'GET', '/wps/test/agent', { token: tokens.member });
    expect(member.body.code).toBe('AGENT_ONLY');
    expect(await statusOf('/wps/test/agent', tokens.agent)).toBe(200);
  });

  it('requireOwner: someone else’s resource answers 404, as if it did not exist', async () => {
    const memberId = String(
      (await call(testApp.app, 'GET', '/wps/member/info', { token: tokens.member })).body.value.id,
    );
    expect(await statusOf(`/wps/test/owned/${memberId}`, tokens.member)).toBe(200);
    expect(await statusOf(`/wps/test/owned/${memberId}`, tokens.agent)).toBe(404);
  });
});
