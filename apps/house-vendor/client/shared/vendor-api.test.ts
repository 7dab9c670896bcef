import { describe, expect, it } from 'vitest';
import { createVendorClient, readVendorAnswer } from './vendor-api.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('vendor client', () => {
  it('answers the envelope value on success', async () => {
    const answer = await readVendorAnswer<{ balance: string }>(
      json(200, { success: true, message: '', value: { balance: '10.00' } }),
    );
    expect(answer).toEqual({ ok: true, value: { balance: '10.00' } });
  });

  it('answers the stable code and message of a refusal', async () => {
    const answer = await readVendorAnswer(
      json(400, { success: false, message: 'Not enough', value: null, code: 'INSUFFICIENT_FUNDS' }),
    );
    expect(answer).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS', message: 'Not enough' });
  });

  it('derives a code from the status when an answer has none or is not JSON', async () => {
    expect(await readVendorAnswer(json(429, { success: false, message: '' }))).toMatchObject({ code: 'TOO_FAST' });
    expect(await readVendorAnswer(new Response('<html>', { status: 502 }))).toMatchObject({ code: 'NETWORK' });
    expect(await readVendorAnswer(new Response('nope', { status: 401 }))).toMatchObject({ code: 'SESSION_NOT_FOUND' });
  });

  it('posts JSON without caching and turns a lost connection into NETWORK', async () => {
    const calls: { path: RequestInfo | URL; init: RequestInit | undefined }[] = [];
    const client = createVendorClient(async (input, init) => {
      calls.push({ path: input, init });
      return json(200, { success: true, message: '', value: 1 });
    });
    expect(await client.post('/api/slot/spin', { sessionId: 's', stake: '1.00' })).toEqual({ ok: true, value: 1 });
    expect(calls[0]).toMatchObject({
      path: '/api/slot/spin',
      init: { method: 'POST', body: '{"sessionId":"s","stake":"1.00"}', cache: 'no-store' },
    });
    const offline = createVendorClient(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.get('/api/slot/history?sessionId=s')).toEqual({ ok: false, code: 'NETWORK', message: '' });
  });
});
