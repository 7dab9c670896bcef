import type { SiteSettings, WhitelabelNode } from '@croupier/contracts';
import type { GeoService } from '../modules/geo/index.js';
import { insertMerchantIfAbsent } from '../modules/merchant/index.js';
import type { Database } from './client.js';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

export const demoWhitelabel: WhitelabelNode[] = [
  node('REG3', true, [node('MOBILENUMREG3', false), node('REGMOBVERF3', false), node('REGSMSVERF3', false)]),
  node('PASS3', true, [node('CHNGPASSVERIF3', false), node('MOBILENUMPASSREG3', true), node('PASSEXPIRY3', false)]),
  node('COMM3', true, [node('MOBVERFLOGIN3', true), node('FREEPLAY3', true)]),
  node('AGENTPOLICY3', true),
  node('MANPLAYREB3', true),
  node('FUNDTRANS3', true),
  node('INBOX3', true),
  node('PTSYS3', true),
];

/**
 * Documentation address ranges (RFC 5737) placed in countries, so a demo or a test can present itself
 * from a country with `X-Forwarded-For` through a trusted proxy. Real deployments import a full table.
 */
export const demoCountryRanges = [
  { network: '203.0.113.0/24', countryCode: 'US' },
  { network: '198.51.100.0/24', countryCode: 'TH' },
  { network: '192.0.2.0/24', countryCode: 'PH' },
] as const;

export type SeedOptions = { port: number };

/** Creates the demo brands and reference data unless they exist; safe to run on every start. */
export async function seedDemoData(
  db: Database,
  geo: GeoService,
  options: SeedOptions,
): Promise<{ created: string[] }> {
  const created: string[] = [];
  const demoSettings: SiteSettings = {
    customerService: [{ csType: 'LIVECHAT', path: '/help', encrypted: false }],
    resources: [
      { resourceType: 'APP_ANDROID', labelNameEn: 'Android app', url: '/down' },
      { resourceType: 'APP_IOS', labelNameEn: 'iOS app', url: '/down' },
    ],
    mainDomain: `http://localhost:${options.port}`,
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
  };
  if (
    await insertMerchantIfAbsent(
      db,
      {
        code: 'demo',
        name: 'Croupier',
        currency: 'THB',
        timeZone: 'Asia/Bangkok',
        defaultLanguage: 'th',
        languages: ['th', 'en', 'pt-BR', 'fil'],
        whitelabel: demoWhitelabel,
        siteSettings: demoSettings,
        regionMode: 'block',
        // Jurisdictions a Curaçao licensee commonly refuses.
        regionCountries: ['US', 'GB', 'FR', 'NL', 'ES', 'AU'],
      },
      [
        { host: '127.0.0.1', lineUrl: `http://127.0.0.1:${options.port}`, sortOrder: 1 },
        { host: 'localhost', lineUrl: `http://localhost:${options.port}`, sortOrder: 2 },
      ],
    )
  ) {
    created.push('demo');
  }
  if (
    await insertMerchantIfAbsent(
      db,
      {
        code: 'lucky',
        name: 'Lucky Star',
        currency: 'PHP',
        timeZone: 'Asia/Manila',
        defaultLanguage: 'fil',
        languages: ['fil', 'en'],
        whitelabel: [node('REG3', true), node('COMM3', true, [node('FREEPLAY3', false)])],
        siteSettings: { ...demoSettings, mainDomain: `http://lucky.localhost:${options.port}`, resources: [] },
        regionMode: 'allow',
        regionCountries: ['PH'],
      },
      [{ host: 'lucky.localhost', lineUrl: `http://lucky.localhost:${options.port}`, sortOrder: 1 }],
    )
  ) {
    created.push('lucky');
  }
  for (const range of demoCountryRanges) await geo.saveCountryRange(range, 'demo');
  return { created };
}
