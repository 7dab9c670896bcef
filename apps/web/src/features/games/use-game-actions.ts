import type { GameTile } from '@croupier/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { useAppState, useSetAppState } from '@/lib/app-store';
import { useErrorMessage } from '@/lib/use-error-message';
import { useFavouriteIds } from './api/get-favourite-ids';
import { useLaunchGame } from './api/launch-game';
import { useToggleFavourite } from './api/toggle-favourite';
import { createFavouriteThrottle } from './favourite-throttle';
import { gameFramePath } from './game-frame-url';
import { rememberLaunchOrigin } from './launch-origin';
import type { LaunchOrigin } from './launch-origin';

/** What the game frame (/seamless) gets from the page that started a game: where to go back to, and the game's name. */
export type GameFrameState = { from: string; title: string };

/**
 * What a game tile's clicks do (spec §4 starting a game, favourite toggle): visitors get the login popup, a trial
 * account the trial dialog (unless the game offers demo play), a VASSALAGE parent its sub-game list; other games start.
 * A free trial (supportPlay 0) needs no account. `origin` is the lobby's category and vendor, remembered on a launch.
 */
export function useGameActions({ origin }: { origin?: LaunchOrigin } = {}) {
  const loginState = useAppState((state) => state.loginState);
  const setAppState = useSetAppState();
  const navigate = useNavigate();
  const location = useLocation();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const favouriteQuery = useFavouriteIds();
  const toggle = useToggleFavourite();
  const launch = useLaunchGame();
  const [throttle] = useState(() => createFavouriteThrottle());
  const [vassalageParent, setVassalageParent] = useState<GameTile | null>(null);
  const loggedOut = loginState === 'loggedOut';

  const favouriteIds = useMemo(
    () => new Set(loggedOut ? [] : (favouriteQuery.data ?? [])),
    [favouriteQuery.data, loggedOut],
  );

  const openLogin = useCallback(() => setAppState({ accountDialog: 'login' }), [setAppState]);

  const toggleFavourite = useCallback(
    (game: GameTile) => {
      if (loggedOut) {
        openLogin();
        return;
      }
      if (!throttle.accept(game.nodeId)) return;
      toggle.mutate(
        { game, favourite: !favouriteIds.has(String(game.nodeId)) },
        { onError: (error) => showToast(errorMessage(error), 'error') },
      );
    },
    [errorMessage, favouriteIds, loggedOut, openLogin, showToast, throttle, toggle],
  );

  const launchGame = useCallback(
    (game: GameTile, demo: boolean) => {
      if (launch.isPending) return;
      setVassalageParent(null);
      setAppState({ loaderVisible: true });
      launch.mutate(
        { game, demo },
        {
          onSuccess: (answer) => {
            if (origin) rememberLaunchOrigin(origin);
            if (answer.kind === 'route') {
              void navigate(answer.url);
              return;
            }
            const state: GameFrameState = { from: `${location.pathname}${location.search}`, title: game.gameName };
            void navigate(gameFramePath(answer.url), { state });
          },
          onError: (error) => {
            setAppState({ loaderVisible: false });
            showToast(errorMessage(error), 'error');
          },
        },
      );
    },
    [errorMessage, launch, location.pathname, location.search, navigate, origin, setAppState, showToast],
  );

  const openGame = useCallback(
    (game: GameTile) => {
      if (loggedOut) {
        openLogin();
        return;
      }
      if (game.isGame === 'VASSALAGE') {
        setVassalageParent(game);
        return;
      }
      const demo = loginState === 'trial';
      if (demo && game.supportPlay !== 0) {
        setAppState({ accountDialog: 'trial' });
        return;
      }
      launchGame(game, demo);
    },
    [launchGame, loggedOut, loginState, openLogin, setAppState],
  );

  const tryGame = useCallback(
    (game: GameTile) => {
      if (game.isGame === 'VASSALAGE') setVassalageParent(game);
      else if (game.supportPlay === 0) launchGame(game, true);
    },
    [launchGame],
  );

  return {
    favouriteIds,
    toggleFavourite,
    openGame,
    tryGame,
    openLogin,
    loggedOut,
    vassalageParent,
    closeVassalage: () => setVassalageParent(null),
  };
}
