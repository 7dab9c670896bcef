import { siteConfigSchema } from '@croupier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { InitialEntry } from 'react-router';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStoreProvider } from '@/lib/app-store';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { SiteConfigContext } from '../site-config-context';
import { SeamlessScreen } from './seamless-screen';

const siteConfig = siteConfigSchema.parse({
  merchantCode: 'DEMO',
  merchantName: 'Demo Casino',
  currency: 'THB',
  timeZone: 'Asia/Bangkok',
  defaultLanguage: 'th',
  languages: ['th', 'en'],
  customerService: [],
  contactChannels: [],
  currencySymbol: '฿',
  resources: [],
  domainRoute: [],
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

const gameUrl = 'https://games.vendor.example/slot?session=abc';
const framePath = `/seamless?url=${encodeURIComponent(gameUrl)}`;

function renderAt(entries: InitialEntry[]) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <AppStoreProvider>
        <SiteConfigContext value={siteConfig}>
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            <Routes>
              <Route path="/seamless" element={<SeamlessScreen />} />
              <Route path="/" element={<p>home page</p>} />
              <Route path="/rng" element={<p>slots lobby</p>} />
            </Routes>
          </MemoryRouter>
        </SiteConfigContext>
      </AppStoreProvider>
    </QueryClientProvider>,
  );
  return { invalidate };
}

beforeEach(async () => {
  sessionStorage.clear();
  resetMemberSessionForTests();
  await i18n.changeLanguage('en');
});

afterEach(cleanup);

describe('SeamlessScreen', () => {
  it('refuses an address that is not an absolute http(s) URL', () => {
    renderAt([`/seamless?url=${encodeURIComponent('javascript:alert(1)')}`]);
    expect(screen.getByTestId('game-frame-refused')).toBeTruthy();
    expect(screen.queryByTestId('game-frame-iframe')).toBeNull();
  });

  it('frames the game with a loading state, then goes back to the page it came from and refreshes the balance', () => {
    startMemberSession({ token: 'member-token' });
    const { invalidate } = renderAt([
      '/rng',
      {
        pathname: '/seamless',
        search: `?url=${encodeURIComponent(gameUrl)}`,
        state: { from: '/rng', title: 'Golden Dragon' },
      },
    ]);
    const frame = screen.getByTestId('game-frame-iframe');
    expect(frame.getAttribute('src')).toBe(gameUrl);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByRole('heading', { name: 'Golden Dragon' })).toBeTruthy();
    expect(screen.getByTestId('game-frame-loading')).toBeTruthy();
    fireEvent.load(frame);
    expect(screen.queryByTestId('game-frame-loading')).toBeNull();

    fireEvent.click(screen.getByTestId('game-frame-close'));
    expect(screen.getByText('slots lobby')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'balance', 'member-token'] });
  });

  it('goes home when the frame was opened directly', () => {
    renderAt([framePath]);
    fireEvent.click(screen.getByTestId('game-frame-close'));
    expect(screen.getByText('home page')).toBeTruthy();
  });
});
