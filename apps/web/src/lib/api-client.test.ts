import { systemStatusSchema } from '@croupier/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import {
  dismissSessionEndNotice,
  getMemberSession,
  getSessionEndNotice,
  resetMemberSessionForTests,
  startMemberSession,
} from './member-session';

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(response: Response | Error | DOMException) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Response ? Promise.resolve(response) : Promise.reject(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the parsed value of a successful envelope and sends the Language header', async () => {
    const fetchMock = stubFetch(answer(200, { success: true, message: '', value: { status: 0 } }));
    await expect(
      apiRequest('/wps/system/domainRoute', {
        schema: systemStatusSchema,
        language: 'pt-BR',
        query: { device: 'WEB', skipped: undefined },
      }),
    ).resolves.toEqual({ status: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/system/domainRoute?device=WEB');
    expect(new Headers(init?.headers).get('Language')).toBe('pt-BR');
  });

  it('sends one device id, kept in localStorage, with every call', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(answer(200, { success: true, message: '', value: { status: 0 } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/wps/system/domainRoute', { schema: systemStatusSchema, language: 'th' });
    await apiRequest('/wps/system/domainRoute', { schema: systemStatusSchema, language: 'th' });
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Device-Id'));
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(localStorage.getItem('deviceId')).toBe(sent[0]);
  });

  it('throws the typed error of a failure envelope with its code, message and value', async () => {
    stubFetch(
      answer(503, {
        success: false,
        message: 'ระบบอยู่ระหว่างการปรับปรุง',
        value: { maintenanceEnd: '2030-01-01T00:00:00Z' },
        code: 'SYSTEM_MAINTENANCE',
      }),
    );
    const error = await failure(apiRequest('/wps/anything', { schema: systemStatusSchema, language: 'th' }));
    expect(error.code).toBe('SYSTEM_MAINTENANCE');
    expect(error.message).toBe('ระบบอยู่ระหว่างการปรับปรุง');
    expect(error.status).toBe(503);
    expect(error.value).toEqual({ maintenanceEnd: '2030-01-01T00:00:00Z' });
  });

  it('reports a failure envelope even when it comes with status 200', async () => {
    stubFetch(answer(200, { success: false, message: 'no', value: null, code: 'FORBIDDEN' }));
    const error = await failure(apiRequest('/wps/x', { schema: systemStatusSchema, language: 'en' }));
    expect(error.code).toBe('FORBIDDEN');
  });

  it('rejects an answer whose value does not match the contract', async () => {
    stubFetch(answer(200, { success: true, message: '', value: { status: 7 } }));
    const error = await failure(apiRequest('/wps/system/status', { schema: systemStatusSchema, language: 'en' }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('rejects an answer that is not an envelope at all', async () => {
    stubFetch(answer(200, '<html>proxy page</html>'));
    const error = await failure(apiRequest('/wps/system/status', { schema: systemStatusSchema, language: 'en' }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('turns an HTTP error without an envelope into a request failure', async () => {
    stubFetch(answer(502, 'Bad gateway'));
    const error = await failure(apiRequest('/wps/system/status', { schema: systemStatusSchema, language: 'en' }));
    expect(error.code).toBe('REQUEST_FAILED');
    expect(error.status).toBe(502);
  });

  it('turns a network failure into a network error', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/wps/system/status', { schema: systemStatusSchema, language: 'en' }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
  });

  it('lets an abort the caller asked for through untouched', async () => {
    stubFetch(new DOMException('aborted', 'AbortError'));
    await expect(
      apiRequest('/wps/system/status', { schema: systemStatusSchema, language: 'en' }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends no Authorization header without a session, and the bearer token with one', async () => {
    const fetchMock = stubFetch(answer(200, { success: true, message: '', value: { status: 0 } }));
    await apiRequest('/wps/system/status', { schema: systemStatusSchema, language: 'th' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);

    startMemberSession({ token: 'token-1' });
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: '', value: { status: 0 } }));
    await apiRequest('/wps/system/status', { schema: systemStatusSchema, language: 'th' });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('ends the session when the server no longer knows its token', async () => {
    startMemberSession({ token: 'expired', remember: true });
    stubFetch(answer(401, { success: false, message: 'Not logged in', value: null, code: 'NOT_LOGGED_IN' }));
    const error = await failure(apiRequest('/wps/member/info', { schema: z.unknown(), language: 'en' }));
    expect(error.code).toBe('NOT_LOGGED_IN');
    expect(getMemberSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(getSessionEndNotice()).toBeNull();
  });

  it('ends the session at the session limit and keeps the server’s explanation until dismissed', async () => {
    startMemberSession({ token: 'token-1' });
    const message = 'Your session time limit of 30 minutes is reached. Please log in again later.';
    stubFetch(answer(403, { success: false, message, value: null, code: 'SESSION_LIMIT_REACHED' }));
    await failure(apiRequest('/wps/responsible-gaming/session', { schema: z.unknown(), language: 'en' }));
    expect(getMemberSession()).toBeNull();
    expect(getSessionEndNotice()).toBe(message);
    dismissSessionEndNotice();
    expect(getSessionEndNotice()).toBeNull();
  });

  it('ends the session when the member took a time-out or a self-exclusion on another device', async () => {
    startMemberSession({ token: 'token-1' });
    stubFetch(
      answer(403, {
        success: false,
        message: 'Your account is on a time-out until 2026/11/27 10:00.',
        value: null,
        code: 'PLAYER_TIMED_OUT',
      }),
    );
    const error = await failure(apiRequest('/wps/member/info', { schema: z.unknown(), language: 'en' }));
    expect(error.code).toBe('PLAYER_TIMED_OUT');
    expect(getMemberSession()).toBeNull();
  });

  it('notes a forced password change whatever call finds it', async () => {
    startMemberSession({ token: 'token-1' });
    stubFetch(answer(403, { success: false, message: 'change', value: null, code: 'PASSWORD_CHANGE_REQUIRED' }));
    await failure(apiRequest('/wps/anything', { schema: z.unknown(), language: 'en' }));
    expect(getMemberSession()?.mustChangePassword).toBe(true);
  });

  it('sends a form-encoded body where the spec asks for one', async () => {
    const fetchMock = stubFetch(answer(200, { success: true, message: '', value: true }));
    await apiRequest('/wps/member/password/email', {
      schema: z.boolean(),
      language: 'en',
      method: 'POST',
      body: { username: 'lucky1', email: 'a+b@example.com' },
      bodyEncoding: 'form',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init?.body).toBe('username=lucky1&email=a%2Bb%40example.com');
  });
});
