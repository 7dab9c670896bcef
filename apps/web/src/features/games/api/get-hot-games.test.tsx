import type { GameTile } from '@croupier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ok, stubApi } from '@/test/render-with-providers';
import { findCachedHotGames, useHotGames } from './get-hot-games';

const tile: GameTile = {
  nodeId: 7,
  nodeName: 'Golden Dragon',
  gameName: 'Golden Dragon',
  gameCode: 'PG-7',
  iconUrl: '/static/game-icons/7.svg',
  showIcon: '',
  lagerIcon: '',
  displayName: 'PG Soft',
  vassalage: 'PG',
  gameType: 'RNG',
  isHot: 1,
  isNew: 0,
  supportPlay: 0,
  freeplay: 1,
  isGame: 'GAME',
  classifications: [],
  maintenance: false,
};

/** A fresh query cache each time, as after a reload: only the session storage is kept. */
function renderHotGames() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useHotGames({ limit: 15 }), { wrapper });
}

beforeEach(async () => {
  sessionStorage.clear();
  await i18n.changeLanguage('th');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useHotGames', () => {
  it('asks the server once a session and answers from session storage after that', async () => {
    const calls = stubApi(({ url }) => (url.pathname === '/wps/relay/GCSGAME_hotGamesV2' ? ok([tile]) : undefined));
    const first = renderHotGames();
    await waitFor(() => expect(first.result.current.data).toEqual([tile]));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('limit')).toBe('15');
    expect(findCachedHotGames({ limit: 15 }, 'th')).toEqual([tile]);
    cleanup();

    const again = renderHotGames();
    expect(again.result.current.data).toEqual([tile]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('asks again for another language and ignores an unreadable cache', async () => {
    const calls = stubApi(({ url }) => (url.pathname === '/wps/relay/GCSGAME_hotGamesV2' ? ok([tile]) : undefined));
    sessionStorage.setItem('HOT_GAMES', JSON.stringify({ 'th|ALL|15': [{ nodeId: 'not a tile' }] }));
    const broken = renderHotGames();
    await waitFor(() => expect(broken.result.current.data).toEqual([tile]));
    expect(calls).toHaveLength(1);
    cleanup();

    await i18n.changeLanguage('en');
    const english = renderHotGames();
    await waitFor(() => expect(english.result.current.data).toEqual([tile]));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url.searchParams.get('language')).toBe('en');
  });
});
