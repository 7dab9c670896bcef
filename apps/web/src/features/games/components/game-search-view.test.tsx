import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { GameSearchView } from './game-search-view';

function Harness() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <GameSearchView />
    </>
  );
}

beforeEach(async () => {
  sessionStorage.clear();
  resetMemberSessionForTests();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GameSearchView', () => {
  it('asks for nothing until a name is typed, then searches the trimmed name 15 a page', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname === '/wps/relay/GCSGAME_gameList'
        ? ok({ content: [], pageNum: 1, totalPages: 0, total: 0 })
        : undefined,
    );
    renderWithProviders(<Harness />, { route: '/home?type=SEARCH' });
    expect(document.activeElement).toBe(screen.getByTestId('home-search-input'));
    expect(calls.filter((call) => call.url.pathname === '/wps/relay/GCSGAME_gameList')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('home-search-input'), { target: { value: '  Dragon  ' } });
    fireEvent.click(screen.getByTestId('home-search-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home?type=SEARCH&name=Dragon'));
    expect(screen.getByTestId<HTMLInputElement>('home-search-input').value).toBe('Dragon');
    await waitFor(() => expect(screen.getByTestId('no-data').textContent).toContain('No games match “Dragon”'));
    const search = calls.find((call) => call.url.pathname === '/wps/relay/GCSGAME_gameList');
    expect(Object.fromEntries(search?.url.searchParams ?? [])).toMatchObject({
      gameType: 'SEARCH',
      gameName: 'Dragon',
      pageNo: '1',
      pageSize: '15',
    });
    expect(screen.getByTestId('home-search-all').getAttribute('href')).toBe('/home?type=ALL&name=Dragon');
  });
});
