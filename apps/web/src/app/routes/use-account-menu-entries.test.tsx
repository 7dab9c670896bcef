import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryStrip } from '@/features/home/components/category-strip';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { useAccountMenuEntries } from './use-account-menu-entries';

function HomeMenu() {
  return <CategoryStrip accountEntries={useAccountMenuEntries()} />;
}

function stubRecent(total: number) {
  return stubApi(({ url }) =>
    url.pathname === '/wps/relay/GCSGAME_gameList' && url.searchParams.get('gameClassify') === 'RECENT'
      ? ok({ content: [], pageNum: 1, totalPages: 1, total })
      : undefined,
  );
}

const menuLinks = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home game menu of a logged-in player (spec §2)', () => {
  it('shows hot, favourites and recent, then the vendor categories', async () => {
    startMemberSession({ token: 'token-1' });
    const calls = stubRecent(3);
    renderWithProviders(<HomeMenu />);
    await screen.findByRole('link', { name: 'Recent' }, { timeout: 5_000 });
    expect(calls).toHaveLength(1);
    expect(menuLinks().slice(0, 5)).toEqual([
      '/home?type=ALL',
      '/home?type=HOT',
      '/favorite',
      '/favorite/recent',
      '/live',
    ]);
    expect(screen.getByRole('link', { name: 'Favourites' })).toBeTruthy();
  });

  it('leaves recent out while the player has played nothing', async () => {
    startMemberSession({ token: 'token-1' });
    const calls = stubRecent(0);
    renderWithProviders(<HomeMenu />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(menuLinks()).toContain('/favorite');
    expect(menuLinks()).not.toContain('/favorite/recent');
  });

  it('shows a visitor neither, and asks nothing', () => {
    const calls = stubRecent(3);
    renderWithProviders(<HomeMenu />);
    expect(menuLinks()).not.toContain('/favorite');
    expect(calls).toHaveLength(0);
  });
});
