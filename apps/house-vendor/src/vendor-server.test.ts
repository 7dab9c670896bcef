import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVendorEnvironment } from './vendor-environment.js';
import { createVendorServer } from './vendor-server.js';

const server = createVendorServer();
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('house vendor server', () => {
  it('answers its health check', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: { status: 'ok' } });
  });

  it('answers 404 in the envelope for anything else', async () => {
    const response = await fetch(`${base}/games/anything`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuses a bad port, naming the field', () => {
    expect(() => parseVendorEnvironment({ HOUSE_VENDOR_PORT: '99999' })).toThrow(/HOUSE_VENDOR_PORT/);
  });
});
