import { describe, expect, it } from 'vitest';
import { createVendorClient } from '../shared/vendor-api.js';
import { createTableApi } from './table-api.js';

function answering(body: unknown, seen: { url?: string; init?: RequestInit }): typeof fetch {
  return async (input, init) => {
    seen.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    seen.init = init;
    return new Response(JSON.stringify(body), { status: 200 });
  };
}

describe('createTableApi', () => {
  const ok = { success: true, message: '', value: { balance: '10.00' } };

  it('posts bets to the open round', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const api = createTableApi(createVendorClient(answering(ok, seen)));
    const request = { sessionId: 's', roundId: 'r', bets: [{ spot: 'tie', amount: '10.00' }] };
    expect(await api.placeBets(request)).toEqual({ ok: true, value: { balance: '10.00' } });
    expect(seen.url).toBe('/api/table/bets');
    expect(seen.init?.method).toBe('POST');
    expect(JSON.parse(seen.init?.body as string)).toEqual(request);
  });

  it('trades the launch token and polls with the session id in the query', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const api = createTableApi(createVendorClient(answering(ok, seen)));
    await api.openSession('launch-token');
    expect([seen.url, seen.init?.method, seen.init?.body]).toEqual([
      '/api/sessions',
      'POST',
      '{"token":"launch-token"}',
    ]);
    await api.getState('a b&c');
    expect([seen.url, seen.init?.method]).toEqual(['/api/table/state?sessionId=a%20b%26c', 'GET']);
  });
});
