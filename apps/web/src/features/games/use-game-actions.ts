import type { GameTile } from '@croupier/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { useAppState, useSetAppState } from '@/lib/app-store';
import { useErrorMessage } from '@/lib/use-error-message';
import { useFavouriteIds } from './api/get-favourite-ids';
import { useLaunchGame } from './api/launch-game';
import { useToggleFavourite } from './api/toggle-favourite';
import { createFavouriteThrottle } from './favourite-throttle';

/**
 * What a game tile's clicks do (spec §4 starting a game, favourite toggle): visitors get the login popup, a trial
 * account the trial dialog (unless the game offers demo play), a VASSALAGE parent its sub-game list; other games start.
 */
export function useGameActions() {
  const loginState = useAppState((state) => state.loginState);
  const setAppState = useSetAppState();
  const navigate = useNavigate();
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
      setVassalageParent(null);
      launch.mutate(
        { game, demo },
        {
          onSuccess: (answer) => {
            if (answer.kind === 'route') void navigate(answer.url);
            else void navigate(`/seamless?url=${encodeURIComponent(answer.url)}`);
          },
          onError: (error) => showToast(errorMessage(error), 'error'),
        },
      );
    },
    [errorMessage, launch, loggedOut, loginState, navigate, openLogin, setAppState, showToast],
  );

  return {
    favouriteIds,
    toggleFavourite,
    openGame,
    openLogin,
    loggedOut,
    vassalageParent,
    closeVassalage: () => setVassalageParent(null),
  };
}
