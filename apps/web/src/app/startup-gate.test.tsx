import { siteConfigSchema } from '@croupier/contracts';
import type { SiteConfig, SystemStatus } from '@croupier/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { AppProviders } from './app-providers';
import { StartupGate } from './startup-gate';

// Parsed, so fields the contract gives defaults to are filled in as the API client would.
const siteConfig: SiteConfig = siteConfigSchema.parse({
  merchantCode: 'DEMO',
  merchantName: 'Demo Casino',
  currency: 'THB',
  timeZone: 'Asia/Bangkok',
  defaultLanguage: 'en',
  languages: ['th', 'en', 'pt-BR', 'fil'],
  customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/room', encrypted: false }],
  contactChannels: [
    { kind: 'LINE', value: '@brand', href: 'https://line.me/R/ti/p/%40brand', labels: { en: 'LINE chat' } },
  ],
  currencySymbol: '฿',
  resources: [],
  domainRoute: [{ domainName: 'http://127.0.0.1:8080' }],
  whitelabel: [],
  registerValidation: [],
  mainDomain: 'demo.example',
  analytics: { gtagId: '' },
  imageCDNs: [],
  launchGameCDNs: [],
  location: { ip: '203.0.113.7', countryCode: 'TH' },
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
});

function serve(status: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      const value = url.startsWith('/wps/system/status') ? status : siteConfig;
      return Promise.resolve(new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 }));
    }),
  );
}

function renderGate() {
  return render(
    <AppProviders>
      <StartupGate>
        <p data-testid="site">site</p>
      </StartupGate>
    </AppProviders>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('th');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The first screen the server writes into index.html on the home view (apps/server/src/http/home-hero.ts). */
function addBootHome() {
  const screenFromServer = document.createElement('div');
  screenFromServer.id = 'boot-home';
  document.body.prepend(screenFromServer);
}

describe('StartupGate', () => {
  it("keeps index.html's first screen, without a spinner over it, until the site's own layout takes over", async () => {
    addBootHome();
    serve({ status: 0 } satisfies SystemStatus);
    renderGate();
    expect(screen.queryByTestId('loader')).toBeNull();
    await screen.findByTestId('site');
    // Removing it is the layout's job (main-layout.tsx, home-banners.tsx), in the commit that draws the banner.
    expect(document.getElementById('boot-home')).not.toBeNull();
    document.getElementById('boot-home')?.remove();
  });

  it("removes index.html's first screen when the maintenance page shows instead of the site", async () => {
    addBootHome();
    serve({ status: 1, maintenanceEnd: null } satisfies SystemStatus);
    renderGate();
    await screen.findByTestId('maintenance-page');
    expect(document.getElementById('boot-home')).toBeNull();
  });

  it('shows the site for status 0 and stores the brand default language on a first visit', async () => {
    serve({ status: 0 } satisfies SystemStatus);
    renderGate();
    await screen.findByTestId('site');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('en');
  });

  it('shows the maintenance page with its end in the brand time zone for status 1', async () => {
    localStorage.setItem('lang', 'th');
    serve({ status: 1, maintenanceEnd: '2030-01-01T00:00:00Z' } satisfies SystemStatus);
    renderGate();
    await screen.findByTestId('maintenance-page');
    expect(screen.getByTestId('maintenance-end').textContent).toContain('2030/01/01 07:00:00');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ปิดปรับปรุงระบบ');
    expect(screen.queryByTestId('site')).toBeNull();
  });

  it('leaves out the end time when the end is not known', async () => {
    serve({ status: 1, maintenanceEnd: null } satisfies SystemStatus);
    renderGate();
    await screen.findByTestId('maintenance-page');
    expect(screen.queryByTestId('maintenance-end')).toBeNull();
  });

  it("opens the brand's contact channels from the maintenance page's service button", async () => {
    localStorage.setItem('lang', 'en');
    serve({ status: 1, maintenanceEnd: null } satisfies SystemStatus);
    renderGate();
    await screen.findByTestId('maintenance-page');
    screen.getByRole('button', { name: 'Contact customer service' }).click();
    const dialog = await screen.findByTestId('contact-service-dialog');
    const channels = Array.from(dialog.querySelectorAll('[data-testid="contact-channel"]'));
    expect(channels.map((channel) => channel.getAttribute('data-kind'))).toEqual(['LIVECHAT', 'LINE']);
    expect(channels[1]?.getAttribute('href')).toBe('https://line.me/R/ti/p/%40brand');
    expect(channels[1]?.textContent).toContain('LINE chat');
    expect(channels[1]?.getAttribute('target')).toBe('_blank');
  });

  it("shows the region-block page with the visitor's IP for status 2", async () => {
    serve({ status: 2, ip: '198.51.100.23' } satisfies SystemStatus);
    renderGate();
    await screen.findByTestId('block-page');
    expect(screen.getByTestId('block-ip').textContent).toContain('198.51.100.23');
  });

  it('renders nothing for an unknown status', async () => {
    serve({ status: 9 });
    const { container } = renderGate();
    await waitFor(() => expect(screen.queryByTestId('loader')).toBeNull());
    expect(container.textContent).toBe('');
  });
});
