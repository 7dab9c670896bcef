import { useQueryClient } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { GameFrame } from '../../features/games/components/game-frame';
import { parseGameFrameUrl } from '../../features/games/game-frame-url';
import { RealityCheckReminder } from '../../features/responsible-gaming/components/reality-check-reminder';
import { balanceQueryKey } from '../../features/wallet/api/get-balance';
import { useMemberSession } from '../../lib/member-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';
import { useLogOutFromGame } from './responsible-gaming-session';

/** The reality check's "See history": the betting record of the member centre. */
const historyPath = '/member?page=personalHistoryCopy';

/** What the page that started the game left in the history entry (see `GameFrameState`); anything else is ignored. */
function readFrameState(state: unknown): { from: string | null; title: string | null } {
  if (typeof state !== 'object' || state === null) return { from: null, title: null };
  const from = 'from' in state && typeof state.from === 'string' && state.from.startsWith('/') ? state.from : null;
  const title = 'title' in state && typeof state.title === 'string' && state.title ? state.title : null;
  return { from, title };
}

/**
 * The Seamless screen group, loaded as its own chunk: the game frame at `/seamless?url=`. Back returns to the page the
 * game was started from (or home when the page was opened directly), and leaving refreshes the header balance, which
 * the game has moved.
 */
export function SeamlessScreen() {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const config = useLoadedSiteConfig();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useMemberSession()?.token ?? null;
  const logOut = useLogOutFromGame();
  const url = parseGameFrameUrl(searchParams.get('url'));
  const { from, title } = readFrameState(location.state);
  const gameTitle = title ?? tCommon('pages.seamless');
  useDocumentTitle(gameTitle, config.merchantName);

  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) });
    },
    [queryClient, token],
  );

  function close() {
    if (from) void navigate(-1);
    else void navigate('/', { replace: true });
  }

  if (!url) {
    return (
      <div
        data-testid="game-frame-refused"
        className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
      >
        <span className="grid size-14 place-items-center rounded-full bg-raised text-text-3">
          <Gamepad2 className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">{t('frame.refused.title')}</h1>
        <p className="text-text-2">{t('frame.refused.description')}</p>
        <Link to="/" replace className={buttonClassName('primary')}>
          {t('frame.refused.home')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <GameFrame url={url} title={gameTitle} onClose={close} />
      {token ? (
        <RealityCheckReminder
          currency={config.currency}
          timeZone={config.timeZone}
          historyPath={historyPath}
          onLogOut={logOut}
        />
      ) : null}
    </>
  );
}
