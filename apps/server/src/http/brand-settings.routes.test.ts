import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandSettings, SiteConfig } from '@croupier/contracts';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { operatorToken } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = testApp.operatorToken;
});
afterAll(async () => {
  await testApp.close();
});

const console = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  call(testApp.app, method, url, { token, ...(payload === undefined ? {} : { payload }) });
const player = (method: 'GET' | 'POST', url: string, merchant: string) =>
  call(testApp.app, method, url, { headers: { merchant } });

async function settingsOf(code: string): Promise<BrandSettings> {
  const answer = await console('GET', `/bo/brands/${code}/settings`);
  expect(answer.statusCode).toBe(200);
  return answer.body.value as unknown as BrandSettings;
}

async function latestAudit(action: string, target: string) {
  const [row] = await testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('access', () => {
  it('is refused to roles without brand.settings and to operators of other brands', async () => {
    const content = await operatorToken(testApp, 'content');
    expect((await console('GET', '/bo/brands/demo/settings', undefined, content)).statusCode).toBe(403);
    const demoAdmin = await operatorToken(testApp, 'admin', ['demo']);
    expect((await console('GET', '/bo/brands/demo/settings', undefined, demoAdmin)).statusCode).toBe(200);
    const refused = await console(
      'PUT',
      '/bo/brands/lucky/settings/currency-display',
      { currencySymbol: 'X' },
      demoAdmin,
    );
    expect(refused.statusCode).toBe(403);
    expect((await settingsOf('lucky')).currencyDisplay.currencySymbol).toBe('₱');
    expect((await console('GET', '/bo/brands/nobody/settings')).statusCode).toBe(404);
  });
});

describe('sections', () => {
  it('reads every section of a brand', async () => {
    const settings = await settingsOf('demo');
    expect(settings).toMatchObject({
      code: 'demo',
      currency: 'THB',
      switches: { FREEPLAY3: true, MOBILENUMREG3: false, AGENTPOLICY3: true },
      languages: { defaultLanguage: 'th' },
      region: { mode: 'block' },
      domains: [
        { host: '127.0.0.1', lineUrl: 'http://127.0.0.1:8080' },
        { host: 'localhost', lineUrl: 'http://localhost:8080' },
      ],
    });
    expect(settings.registrationRules).toHaveLength(12);
  });

  it('turns free play on for a brand, which the player API then allows, audited before and after', async () => {
    const refused = await player('POST', '/wps/session/login/freeplay', 'lucky');
    expect(refused.body.code).toBe('OPERATION_NOT_ENABLED');
    const switches = { ...(await settingsOf('lucky')).switches, FREEPLAY3: true };
    const saved = await console('PUT', '/bo/brands/lucky/settings/switches', switches);
    expect(saved.statusCode).toBe(200);
    expect((saved.body.value as unknown as BrandSettings).switches.FREEPLAY3).toBe(true);
    const trial = await player('POST', '/wps/session/login/freeplay', 'lucky');
    expect(trial.statusCode).toBe(200);
    expect(typeof trial.body.value.token).toBe('string');
    const audit = await latestAudit('brand.settings.switches', 'lucky');
    expect(audit?.detail).toMatchObject({ before: { FREEPLAY3: false }, after: { FREEPLAY3: true } });
    // The switch sits where the brand's tree had it, not a second copy.
    const tree = (await player('GET', '/wps/system/whitelabel', 'lucky')).body.value as unknown as {
      modId: string;
      childrenNodes: { modId: string; enabled: string }[];
    }[];
    const freePlayNodes = JSON.stringify(tree).match(/FREEPLAY3/g) ?? [];
    expect(freePlayNodes).toHaveLength(1);
    await console('PUT', '/bo/brands/lucky/settings/switches', { ...switches, FREEPLAY3: false });
    expect((await player('POST', '/wps/session/login/freeplay', 'lucky')).body.code).toBe('OPERATION_NOT_ENABLED');
  });

  it('publishes the customer-service channels in order with where each leads', async () => {
    const channels = [
      { kind: 'TELEGRAM', value: '@lucky_help', labels: { en: 'Telegram' } },
      { kind: 'LINE', value: '@luckystar', labels: { en: 'LINE', th: 'ไลน์' } },
      { kind: 'PHONE', value: '+63 2 555 0100', labels: {} },
    ];
    const saved = await console('PUT', '/bo/brands/lucky/settings/customer-service', { channels });
    expect(saved.statusCode).toBe(200);
    const site = (await player('GET', '/wps/system/permission', 'lucky')).body.value as unknown as SiteConfig;
    expect(site.contactChannels).toEqual([
      { kind: 'TELEGRAM', value: '@lucky_help', href: 'https://t.me/lucky_help', labels: { en: 'Telegram' } },
      {
        kind: 'LINE',
        value: '@luckystar',
        href: 'https://line.me/R/ti/p/%40luckystar',
        labels: { en: 'LINE', th: 'ไลน์' },
      },
      { kind: 'PHONE', value: '+63 2 555 0100', href: 'tel:+6325550100', labels: {} },
    ]);
    const bad = await console('PUT', '/bo/brands/lucky/settings/customer-service', {
      channels: [{ kind: 'EMAIL', value: 'not an address' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('saves languages and the currency symbol, which the site description answers', async () => {
    const refused = await console('PUT', '/bo/brands/lucky/settings/languages', {
      languages: ['en'],
      defaultLanguage: 'fil',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (
        await console('PUT', '/bo/brands/lucky/settings/languages', {
          languages: ['fil', 'en', 'th'],
          defaultLanguage: 'en',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await console('PUT', '/bo/brands/lucky/settings/currency-display', { currencySymbol: 'PHP' })).statusCode,
    ).toBe(200);
    const site = (await player('GET', '/wps/system/permission', 'lucky')).body.value as unknown as SiteConfig;
    expect(site).toMatchObject({ languages: ['fil', 'en', 'th'], defaultLanguage: 'en', currencySymbol: 'PHP' });
    const audit = await latestAudit('brand.settings.languages', 'lucky');
    expect(audit?.detail).toEqual({
      before: { languages: ['fil', 'en'], defaultLanguage: 'fil' },
      after: { languages: ['fil', 'en', 'th'], defaultLanguage: 'en' },
    });
  });

  it('changes registration field rules that registration then publishes', async () => {
    const rules = (await settingsOf('lucky')).registrationRules.map((rule) =>
      rule.field === 'email'
        ? { ...rule, show: true, required: true, acceptedPattern: 'EMAIL', minLength: 6, maxLength: 80 }
        : rule,
    );
    expect((await console('PUT', '/bo/brands/lucky/settings/registration-rules', { rules })).statusCode).toBe(200);
    const published = (await player('GET', '/wps/system/setting/register', 'lucky')).body.value as unknown as {
      fields: { field: string; show: boolean; required: boolean; minLength: number }[];
    };
    expect(published.fields.find((rule) => rule.field === 'email')).toMatchObject({
      show: true,
      required: true,
      minLength: 6,
    });
    const badLengths = rules.map((rule) => (rule.field === 'email' ? { ...rule, minLength: 90 } : rule));
    expect(
      (await console('PUT', '/bo/brands/lucky/settings/registration-rules', { rules: badLengths })).statusCode,
    ).toBe(400);
  });

  it('keeps domains in order, refuses a host of another brand, and answers the lines', async () => {
    const domains = [
      { host: 'lucky.localhost', lineUrl: 'http://lucky.localhost:8080' },
      { host: 'www.lucky.example', lineUrl: null },
      { host: 'play.lucky.example', lineUrl: 'https://play.lucky.example' },
    ];
    expect((await console('PUT', '/bo/brands/lucky/settings/domains', { domains })).statusCode).toBe(200);
    const lines = (await player('GET', '/wps/system/domainRoute', 'lucky')).body.value as unknown as {
      domainList: { domainName: string }[];
    };
    expect(lines.domainList.map((line) => line.domainName)).toEqual([
      'http://lucky.localhost:8080',
      'https://play.lucky.example',
    ]);
    const taken = await console('PUT', '/bo/brands/lucky/settings/domains', {
      domains: [...domains, { host: 'localhost', lineUrl: null }],
    });
    expect(taken.statusCode).toBe(409);
    expect((await settingsOf('lucky')).domains).toHaveLength(3);
  });

  it('blocks a country for a brand at once', async () => {
    const usAddress = '203.0.113.9';
    const status = async () =>
      (
        await call(testApp.app, 'GET', '/wps/system/status', {
          headers: { merchant: 'lucky', 'x-forwarded-for': usAddress },
          remoteAddress: usAddress,
        })
      ).body.value.status;
    await console('PUT', '/bo/brands/lucky/settings/region', { mode: 'block', countries: ['gb'] });
    expect(await status()).toBe(0);
    await console('PUT', '/bo/brands/lucky/settings/region', { mode: 'block', countries: ['GB', 'US'] });
    expect(await status()).toBe(2);
    expect((await settingsOf('lucky')).region).toEqual({ mode: 'block', countries: ['GB', 'US'] });
    await console('PUT', '/bo/brands/lucky/settings/region', { mode: 'allow', countries: ['PH'] });
  });

  it('refuses a region rule naming a code of no country, with a stable message per field, and keeps the rule', async () => {
    const before = (await settingsOf('lucky')).region;
    const refused = await console('PUT', '/bo/brands/lucky/settings/region', {
      mode: 'block',
      countries: ['GB', 'ZZ'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.value.fields).toEqual([{ path: 'countries.1', message: 'UNKNOWN_COUNTRY' }]);
    expect((await settingsOf('lucky')).region).toEqual(before);
    // Kosovo is no ISO code, but IP-to-country tables name it XK: a rule may too.
    const kosovo = await console('PUT', '/bo/brands/lucky/settings/region', { mode: 'block', countries: ['xk'] });
    expect(kosovo.statusCode).toBe(200);
    expect((await settingsOf('lucky')).region).toEqual({ mode: 'block', countries: ['XK'] });
    await console('PUT', '/bo/brands/lucky/settings/region', before);
  });

  it('puts a brand in maintenance with its end, audited before and after', async () => {
    const end = '2030-01-01T02:00:00.000Z';
    await console('PUT', '/bo/merchants/lucky/maintenance', { maintenance: true, maintenanceEnd: end });
    const status = (await player('GET', '/wps/system/status', 'lucky')).body.value;
    expect(status).toEqual({ status: 1, maintenanceEnd: end });
    expect((await settingsOf('lucky')).maintenance).toEqual({ maintenance: true, maintenanceEnd: end });
    await console('PUT', '/bo/merchants/lucky/maintenance', { maintenance: false });
    expect((await player('GET', '/wps/system/status', 'lucky')).body.value.status).toBe(0);
    expect((await latestAudit('merchant.maintenance.set', 'lucky'))?.detail).toEqual({
      before: { maintenance: true, maintenanceEnd: end },
      after: { maintenance: false, maintenanceEnd: null },
    });
  });
});

describe('IP-to-country table', () => {
  it('lists by address or prefix, adds and removes ranges (platform operators only)', async () => {
    await console('PUT', '/bo/geo/ranges', { network: '100.64.10.0/24', countryCode: 'VN' });
    const byAddress = await console('GET', '/bo/geo/ranges?search=100.64.10.77');
    expect(byAddress.body.value).toMatchObject({
      total: 1,
      content: [{ network: '100.64.10.0/24', countryCode: 'VN', source: 'manual' }],
    });
    const byCountry = await console('GET', '/bo/geo/ranges?countryCode=us');
    expect(byCountry.body.value).toMatchObject({ content: [{ network: '203.0.113.0/24' }] });
    const demoAdmin = await operatorToken(testApp, 'admin', ['demo']);
    expect((await console('GET', '/bo/geo/ranges', undefined, demoAdmin)).statusCode).toBe(403);
    const removed = await console('DELETE', '/bo/geo/ranges', { network: '100.64.10.0/24' });
    expect(removed.statusCode).toBe(200);
    expect((await latestAudit('geo.range.remove', '100.64.10.0/24'))?.detail).toMatchObject({
      before: { countryCode: 'VN' },
      after: null,
    });
    expect((await console('DELETE', '/bo/geo/ranges', { network: '100.64.10.0/24' })).statusCode).toBe(404);
    expect((await console('GET', '/bo/geo/ranges?search=100.64.10.77')).body.value.total).toBe(0);
  });
});
