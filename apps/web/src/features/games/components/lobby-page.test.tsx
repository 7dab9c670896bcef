import type { GameTile } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppState, useSetAppState } from '@/lib/app-store';
import type { LoginState } from '@/lib/app-store';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import type { FakeAnswer } from '@/test/render-with-providers';
import { LobbyPage } from './lobby-page';

function tile(nodeId: number, vendor = 'PG', supportPlay: 0 | 1 = 1): GameTile {
  return {
    nodeId,
    nodeName: `Game ${nodeId}`,
    gameName: `Game ${nodeId}`,
    gameCode: `G${nodeId}`,
    iconUrl: `/static/game-icons/${nodeId}.svg`,
    showIcon: '',
    lagerIcon: '',
    displayName: vendor,
    vassalage: vendor,
    gameType: 'RNG',
    isHot: 1,
    isNew: 0,
    supportPlay,
    freeplay: 0,
    isGame: 'GAME',
    classifications: [],
    maintenance: false,
  };
}

const lanes = {
  lanes: [
    {
      title: 'RNG',
      gameCategory: 'RNG',
      vendors: ['PG', 'JILI'],
      cards: {},
      gameClassify: [{ code: 'SC', vendors: ['PG'] }],
    },
    { title: 'LOTT', gameCategory: 'LOTT', vendors: ['HOUSE', 'TCG_SEA'], cards: {}, gameClassify: [] },
  ],
};

function Harness({ loginState, gameType = 'RNG' }: { loginState: LoginState; gameType?: 'RNG' | 'LOTT' }) {
  const setState = useSetAppState();
  const dialog = useAppState((state) => state.accountDialog);
  const location = useLocation();
  useEffect(() => setState({ loginState }), [loginState, setState]);
  return (
    <>
      <output data-testid="dialog">{dialog ?? ''}</output>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <LobbyPage gameType={gameType} title="Slots" />
    </>
  );
}

function stubLobby(
  launchAnswer: FakeAnswer = failure(503, 'GAME_MAINTENANCE', 'Game under maintenance.'),
  totalPages = 1,
) {
  const favourites: string[] = [];
  return stubApi(({ url }) => {
    if (url.pathname === '/wps/game/launchGame') return launchAnswer;
    if (url.pathname === '/wps/relay/GCSGAME_newGameVendor') return ok(lanes);
    if (url.pathname === '/wps/relay/GCSGAME_gameList')
      return ok({ content: [tile(1), tile(2, 'JILI', 0)], pageNum: 1, totalPages, total: 2 * totalPages });
    if (url.pathname === '/wps/relay/MCSFE_getFavoriteGames') return ok([...favourites]);
    if (url.pathname === '/wps/relay/MCSFE_addFavoriteGameV2') {
      favourites.push('1');
      return ok({ nodeId: '1', favourite: true });
    }
    return undefined;
  });
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LobbyPage', () => {
  it('opens the login popup for a visitor who picks Favourite or a heart', async () => {
    const calls = stubLobby();
    renderWithProviders(<Harness loginState="loggedOut" />);
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByTestId('lobby-classify-FAV'));
    expect(screen.getByTestId('dialog').textContent).toBe('login');
    expect(screen.getByTestId('lobby-classify-ALL').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getAllByTestId('game-favourite')[0] as HTMLElement);
    expect(calls.some((call) => call.url.pathname === '/wps/relay/MCSFE_addFavoriteGameV2')).toBe(false);
  });

  it('asks for the picked vendor and keeps it when a classification is picked', async () => {
    const calls = stubLobby();
    renderWithProviders(<Harness loginState="loggedOut" />);
    fireEvent.click(await screen.findByTestId('lobby-vendor-PG'));
    fireEvent.click(await screen.findByTestId('lobby-classify-SC'));
    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === '/wps/relay/GCSGAME_gameList').at(-1);
      expect(last?.url.searchParams.get('vassalage')).toBe('PG');
      expect(last?.url.searchParams.get('gameClassify')).toBe('SC');
      expect(last?.url.searchParams.get('pageSize')).toBe('40');
    });
  });

  it('adds a favourite at once and ignores a second click within a second', async () => {
    startMemberSession({ token: 'token-1' });
    const calls = stubLobby();
    renderWithProviders(<Harness loginState="loggedIn" />);
    const [heart] = await screen.findAllByTestId('game-favourite');
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('getFavoriteGames'))).toBe(true));
    fireEvent.click(heart as HTMLElement);
    fireEvent.click(heart as HTMLElement);
    await waitFor(() => expect(heart?.getAttribute('aria-pressed')).toBe('true'));
    const adds = calls.filter((call) => call.url.pathname === '/wps/relay/MCSFE_addFavoriteGameV2');
    expect(adds).toHaveLength(1);
    expect(JSON.parse(adds[0]?.body ?? '{}')).toMatchObject({ nodeId: 1, vendor: 'PG', gameType: 'RNG' });
    expect(calls.some((call) => call.url.pathname === '/wps/relay/MCSFE_removeFavoriteGameV2')).toBe(false);
  });

  it('starts a free trial into the game frame and remembers the vendor it was started from', async () => {
    const calls = stubLobby(
      ok({
        kind: 'frame',
        url: 'https://games.vendor.example/play?s=1',
        mode: 'demo',
        nodeId: 2,
        gameType: 'RNG',
        vassalage: 'JILI',
        gameCode: 'G2',
      }),
    );
    renderWithProviders(<Harness loginState="loggedOut" />);
    fireEvent.click(await screen.findByTestId('lobby-vendor-JILI'));
    await waitFor(() => expect(screen.getAllByTestId('game-try')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('game-try'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/seamless?url=${encodeURIComponent('https://games.vendor.example/play?s=1')}`,
      ),
    );
    const launch = calls.find((call) => call.url.pathname === '/wps/game/launchGame');
    expect(JSON.parse(launch?.body ?? '{}')).toMatchObject({ nodeId: 2, vassalage: 'JILI', demo: true });
    expect(JSON.parse(sessionStorage.getItem('gameVendor') ?? '{}')).toEqual({ gameType: 'RNG', vendor: 'JILI' });
  });

  it('says plainly that a game is under maintenance and stays in the lobby', async () => {
    stubLobby();
    renderWithProviders(<Harness loginState="loggedOut" />);
    fireEvent.click((await screen.findAllByTestId('game-try'))[0] as HTMLElement);
    expect((await screen.findByTestId('toast')).textContent).toContain('Game under maintenance.');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens on the vendor the last game of this category was launched from', async () => {
    sessionStorage.setItem('gameVendor', JSON.stringify({ gameType: 'RNG', vendor: 'JILI' }));
    const calls = stubLobby();
    renderWithProviders(<Harness loginState="loggedOut" />);
    await waitFor(() => expect(screen.getByTestId('lobby-vendor-JILI').getAttribute('aria-pressed')).toBe('true'));
    const lists = calls.filter((call) => call.url.pathname === '/wps/relay/GCSGAME_gameList');
    expect(lists[0]?.url.searchParams.get('vassalage')).toBe('JILI');
  });

  it('goes to the SEA lottery when a member picks the TCG_SEA vendor, and asks a visitor to log in', async () => {
    startMemberSession({ token: 'token-1' });
    const calls = stubLobby();
    renderWithProviders(<Harness loginState="loggedIn" gameType="LOTT" />);
    fireEvent.click(await screen.findByTestId('lobby-vendor-TCG_SEA'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sealottery'));
    const lists = calls.filter((call) => call.url.pathname === '/wps/relay/GCSGAME_gameList');
    expect(lists.some((call) => call.url.searchParams.get('vassalage') === 'TCG_SEA')).toBe(false);
    cleanup();

    resetMemberSessionForTests();
    renderWithProviders(<Harness loginState="loggedOut" gameType="LOTT" />);
    fireEvent.click(await screen.findByTestId('lobby-vendor-TCG_SEA'));
    expect(screen.getByTestId('dialog').textContent).toBe('login');
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByTestId('lobby-vendor-ALL').getAttribute('aria-pressed')).toBe('true');
  });

  it('brings the top of the list into view when the page changes', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    // The pager was reached by scrolling down: the lobby's top is above the screen.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -900, 390, 2000));
    stubLobby(undefined, 3);
    renderWithProviders(<Harness loginState="loggedOut" />);
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('pagination.next') }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByTestId('lobby-page'));
  });
});
