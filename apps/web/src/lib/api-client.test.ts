import { systemStatusSchema } from '@croupier/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

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
});
