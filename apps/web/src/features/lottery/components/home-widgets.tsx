import { lotteryPageOfGroup } from '@croupier/contracts';
import type { LotteryGroupCode } from '@croupier/contracts';
import { ChevronRight, Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLatestDraws } from '../api/list-latest-draws';
import { useOpenedNumeros } from '../api/list-opened-numeros';
import { formatCountdown, mayRefetch, msUntilClose } from '../countdown';
import { DrawBalls } from './draw-result';
import { GroupBadge } from './group-badge';

const cardsShown = 6;
const resultsShown = 5;

export function lotteryGamePath(group: LotteryGroupCode, gameCode: string): string {
  return `${lotteryPageOfGroup[group]}?${new URLSearchParams({ gameCode }).toString()}`;
}

type HomeWidgetsProps = {
  signedIn: boolean;
  /** Visitors get the login popup, as a game tile does. */
  onOpenLogin: () => void;
};

function useOpenGame({ signedIn, onOpenLogin }: HomeWidgetsProps) {
  const navigate = useNavigate();
  return (group: LotteryGroupCode, gameCode: string) => {
    if (!signedIn) onOpenLogin();
    else void navigate(lotteryGamePath(group, gameCode));
  };
}

/** The home's lottery strip: countdown cards of the games on sale, and the latest results. */
export function LotteryHomeWidgets(props: HomeWidgetsProps) {
  return (
    <div className="space-y-8">
      {/* The opened-numero call is for members; visitors see the results and are asked to log in to play. */}
      {props.signedIn ? <CountdownCards {...props} /> : null}
      <LatestResults {...props} />
    </div>
  );
}

function CountdownCards(props: HomeWidgetsProps) {
  const { t } = useTranslation('lottery');
  const opened = useOpenedNumeros('ELOTT');
  const openGame = useOpenGame(props);
  const [now, setNow] = useState(() => performance.now());
  const lastRefetch = useRef<number | null>(null);
  const { data, refetch } = opened;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(performance.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const cards = (data?.numeros ?? []).slice(0, cardsShown).map((numero) => ({
    numero,
    remaining: data ? msUntilClose(numero, data, now) : null,
  }));
  const anyElapsed = cards.some((card) => card.remaining === 0);

  useEffect(() => {
    if (!anyElapsed || !mayRefetch(lastRefetch.current, now)) return;
    lastRefetch.current = now;
    void refetch();
  }, [anyElapsed, now, refetch]);

  if (opened.isError || (data && cards.length === 0)) return null;
  return (
    <section aria-labelledby="home-lottery-countdowns">
      <h2 id="home-lottery-countdowns" className="mb-3 text-lg font-semibold sm:text-xl">
        {t('home.countdownsTitle')}
      </h2>
      <ul
        data-testid="lottery-home-countdowns"
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 xl:grid-cols-6"
      >
        {data
          ? cards.map(({ numero, remaining }) => (
              <li key={numero.gameCode} className="w-40 shrink-0 snap-start sm:w-auto">
                <button
                  type="button"
                  onClick={() => openGame(numero.gameGroupCode, numero.gameCode)}
                  data-testid={`lottery-home-card-${numero.gameCode}`}
                  className="flex w-full flex-col gap-2 rounded-card border border-border bg-surface p-3 text-start transition-colors duration-150 hover:border-text-3"
                >
                  <span className="flex items-center gap-2">
                    <GroupBadge group={numero.gameGroupCode} size="sm" />
                    <span
                      className="line-clamp-2 min-w-0 text-sm leading-snug font-semibold wrap-break-word"
                      title={numero.remark}
                    >
                      {numero.remark}
                    </span>
                  </span>
                  <span className="text-[11px] text-text-3 tabular-nums">{numero.numero}</span>
                  <span className="flex items-center gap-1.5 font-mono text-base font-bold tabular-nums">
                    <Timer className="size-4 text-accent" aria-hidden="true" />
                    {formatCountdown(remaining)}
                  </span>
                </button>
              </li>
            ))
          : Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="h-[104px] w-40 shrink-0 animate-pulse rounded-card bg-surface sm:w-auto" />
            ))}
      </ul>
    </section>
  );
}

function LatestResults(props: HomeWidgetsProps) {
  const { t } = useTranslation('lottery');
  const draws = useLatestDraws(resultsShown);
  const openGame = useOpenGame(props);
  if (draws.isError || (draws.data && draws.data.length === 0)) return null;
  return (
    <section aria-labelledby="home-lottery-results">
      <h2 id="home-lottery-results" className="mb-3 text-lg font-semibold sm:text-xl">
        {t('home.resultsTitle')}
      </h2>
      <ul
        data-testid="lottery-home-results"
        className="divide-y divide-border/70 rounded-card border border-border bg-surface"
      >
        {(draws.data ?? []).slice(0, resultsShown).map((draw) => (
          <li key={draw.gameCode} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
            <GroupBadge group={draw.gameGroupCode} size="sm" />
            <div className="min-w-[9rem] flex-1">
              <p className="truncate text-sm font-semibold">{draw.remark}</p>
              <p className="text-xs text-text-3 tabular-nums">{draw.numero}</p>
            </div>
            {/* On a phone the balls take their own line (order), so names and numeros stay readable. */}
            <div className="order-last w-full sm:order-none sm:w-auto">
              <DrawBalls group={draw.gameGroupCode} winNo={draw.winNo} small />
            </div>
            <button
              type="button"
              onClick={() => openGame(draw.gameGroupCode, draw.gameCode)}
              className="inline-flex min-h-10 items-center gap-1 rounded-pill px-3 text-[13px] font-semibold text-accent hover:bg-accent/10"
            >
              {t('home.play')}
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
