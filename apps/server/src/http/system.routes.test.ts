import { siteConfigSchema, systemStatusSchema } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ config: { TRUSTED_PROXIES: ['127.0.0.1'] } });
});
afterAll(async () => {
  await testApp.close();
});

const operator = () => ({ authorization: `Bearer ${testApp.operatorToken}` });

describe('brand resolution', () => {
  it('answers the demo brand on 127.0.0.1 and localhost without a Merchant header', async () => {
    for (const host of ['127.0.0.1:8080', 'localhost:8080']) {
      const response = await testApp.app.inject({ url: '/wps/system/permission', headers: { host } });
      expect(response.statusCode).toBe(200);
      const config = siteConfigSchema.parse(response.json<{ value: unknown }>().value);
      expect(config.merchantCode).toBe('demo');
      expect(config.currency).toBe('THB');
      expect(config.timeZone).toBe('Asia/Bangkok');
      expect(config.defaultLanguage).toBe('th');
      expect(config.languages).toEqual(['th', 'en', 'pt-BR', 'fil']);
      expect(config.registerValidation.find((rule) => rule.field === 'email')).toMatchObject({
        show: true,
        acceptedPattern: 'EMAIL',
      });
    }
  });

  it('prefers the Merchant header over the host', async () => {
    const response = await testApp.app.inject({
      url: '/wps/system/permission',
      headers: { host: 'localhost', merchant: 'lucky' },
    });
    expect(response.json<{ value: { merchantCode: string } }>().value.merchantCode).toBe('lucky');
  });

  it('refuses an unknown brand with a clear 400', async () => {
    const byHeader = await testApp.app.inject({ url: '/wps/system/status', headers: { merchant: 'nope' } });
    expect(byHeader.statusCode).toBe(400);
    expect(byHeader.json()).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT' });
    const byHost = await testApp.app.inject({ url: '/wps/system/status', headers: { host: 'evil.example' } });
    expect(byHost.statusCode).toBe(400);
    expect(byHost.json()).toMatchObject({ code: 'UNKNOWN_MERCHANT', value: { host: 'evil.example' } });
  });

  it('translates the error message to the request language', async () => {
    const thai = await testApp.app.inject({ url: '/wps/system/status', headers: { merchant: 'nope' } });
    const english = await testApp.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'nope', language: 'en' },
    });
    expect(thai.json<{ message: string }>().message).toBe('ไม่พบแบรนด์ที่ร้องขอ');
    expect(english.json<{ message: string }>().message).toBe('Unknown brand.');
  });

  it('never shows one brand the domain lines of another', async () => {
    const demo = await testApp.app.inject({
      url: '/wps/system/domainRoute?device=WEB',
      headers: { host: 'localhost' },
    });
    const lucky = await testApp.app.inject({ url: '/wps/system/domainRoute', headers: { host: 'lucky.localhost' } });
    const demoLines = demo.json<{ value: { domainList: { domainName: string }[] } }>().value.domainList;
    const luckyLines = lucky.json<{ value: { domainList: { domainName: string }[] } }>().value.domainList;
    expect(demoLines.map((line) => line.domainName)).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    expect(luckyLines.map((line) => line.domainName)).toEqual(['http://lucky.localhost:8080']);
  });

  it('answers the brand whitelabel tree', async () => {
    const response = await testApp.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost' } });
    const tree = response.json<{ value: { modId: string }[] }>().value;
    expect(tree.map((node) => node.modId)).toContain('AGENTPOLICY3');
  });
});

describe('system status', () => {
  it('is 0 for a normal caller', async () => {
    const response = await testApp.app.inject({ url: '/wps/system/status' });
    expect(response.statusCode).toBe(200);
    expect(systemStatusSchema.parse(response.json<{ value: unknown }>().value)).toEqual({ status: 0 });
  });

  it('puts a brand in maintenance: 503 on player calls, status and configuration still answer', async () => {
    const end = '2099-01-01T03:00:00.000Z';
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/merchants/lucky/maintenance',
      headers: operator(),
      payload: { maintenance: true, maintenanceEnd: end },
    });
    expect(put.statusCode).toBe(200);
    try {
      const headers = { merchant: 'lucky' };
      const status = await testApp.app.inject({ url: '/wps/system/status', headers });
      expect(status.json()).toMatchObject({ value: { status: 1, maintenanceEnd: end } });
      const config = await testApp.app.inject({ url: '/wps/system/permission', headers });
      expect(config.json()).toMatchObject({ value: { maintenance: true, maintenanceEnd: end } });
      const blocked = await testApp.app.inject({ url: '/wps/system/domainRoute', headers });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json()).toMatchObject({
        success: false,
        code: 'SYSTEM_MAINTENANCE',
        value: { maintenanceEnd: end },
      });
      const otherBrand = await testApp.app.inject({ url: '/wps/system/domainRoute', headers: { merchant: 'demo' } });
      expect(otherBrand.statusCode).toBe(200);
    } finally {
      await testApp.app.inject({
        method: 'PUT',
        url: '/bo/merchants/lucky/maintenance',
        headers: operator(),
        payload: { maintenance: false },
      });
    }
    const after = await testApp.app.inject({ url: '/wps/system/domainRoute', headers: { merchant: 'lucky' } });
    expect(after.statusCode).toBe(200);
  });

  it('restricts a caller whose IP is in a blocked country by a CIDR rule', async () => {
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/bo/geo/ranges',
      headers: operator(),
      payload: { network: '100.100.0.0/16', countryCode: 'FR' },
    });
    expect(put.statusCode).toBe(200);
    const headers = { 'x-forwarded-for': '100.100.7.9' };
    // 100.100/16 lies inside carrier-grade NAT space, which is never public: not restricted.
    expect((await testApp.app.inject({ url: '/wps/system/status', headers })).json()).toMatchObject({
      value: { status: 0 },
    });
    await testApp.app.inject({
      method: 'PUT',
      url: '/bo/geo/ranges',
      headers: operator(),
      payload: { network: '81.0.0.7/8', countryCode: 'FR' },
    });
    const restricted = { 'x-forwarded-for': '81.23.4.5' };
    const status = await testApp.app.inject({ url: '/wps/system/status', headers: restricted });
    expect(status.json()).toMatchObject({ value: { status: 2, ip: '81.23.4.5' } });
    const config = await testApp.app.inject({ url: '/wps/system/permission', headers: restricted });
    expect(config.json()).toMatchObject({
      value: { regionRestriction: true, location: { ip: '81.23.4.5', countryCode: 'FR' } },
    });
    const other = await testApp.app.inject({ url: '/wps/system/domainRoute', headers: restricted });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'REGION_RESTRICTED', value: { ip: '81.23.4.5' } });
  });

  it('restricts by the demo documentation range and allows other countries', async () => {
    const blocked = await testApp.app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(blocked.json()).toMatchObject({ value: { status: 2, ip: '203.0.113.50' } });
    const thai = await testApp.app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(thai.json()).toMatchObject({ value: { status: 0 } });
  });

  it('applies an allow list: lucky serves the Philippines only', async () => {
    const philippines = await testApp.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'lucky', 'x-forwarded-for': '192.0.2.10' },
    });
    expect(philippines.json()).toMatchObject({ value: { status: 0 } });
    const thailand = await testApp.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'lucky', 'x-forwarded-for': '198.51.100.9' },
    });
    expect(thailand.json()).toMatchObject({ value: { status: 2 } });
  });
});

describe('forwarded addresses', () => {
  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const untrusted = await createTestApp({ config: { TRUSTED_PROXIES: ['10.9.9.9'] } });
    try {
      const response = await untrusted.app.inject({
        url: '/wps/system/status',
        headers: { 'x-forwarded-for': '203.0.113.50' },
        remoteAddress: '198.51.100.77',
      });
      expect(response.json()).toMatchObject({ value: { status: 0 } });
      const config = await untrusted.app.inject({
        url: '/wps/system/permission',
        headers: { 'x-forwarded-for': '203.0.113.50' },
        remoteAddress: '198.51.100.77',
      });
      expect(config.json()).toMatchObject({ value: { location: { ip: '198.51.100.77', countryCode: 'TH' } } });
      const trusted = await untrusted.app.inject({
        url: '/wps/system/status',
        headers: { 'x-forwarded-for': '203.0.113.50' },
        remoteAddress: '10.9.9.9',
      });
      expect(trusted.json()).toMatchObject({ value: { status: 2, ip: '203.0.113.50' } });
    } finally {
      await untrusted.close();
    }
  });
});

describe('speed ping', () => {
  it('answers without a brand, open to other origins, never cached', async () => {
    const response = await testApp.app.inject({
      url: '/common/v.1.0.1/ping.json?r=0.123',
      headers: { host: 'nowhere' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
