import type { WinnerEntry } from '@croupier/contracts';
import { Pause, Play, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';
import { useWinners } from '../api/list-winners';
import { winnersWindow } from '../winners-window';

/** Spec §9: 5 winners a view, the next one every 3 s. */
export const winnersPerView = 5;
export const winnersIntervalMs = 3_000;
/** Each row's height (px): the list's place is kept at 5 rows from the first paint, so nothing below moves. */
const rowHeight = 56;
const slideMs = 450;

/**
 * The home page's winner scroll (spec §2, §9): the brand's latest big wins, masked names, five in view, a new one
 * every 3 s. It moves only while nobody points at or focuses it, and can be paused; under reduced motion the rows
 * change without sliding.
 */
export function WinnersTicker({ currency }: { currency: string }) {
  const { t } = useTranslation('games');
  const { data, isPending } = useWinners();
  const winners = data ?? [];
  const [offset, setOffset] = useState(0);
  const [sliding, setSliding] = useState(false);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const moving = winners.length > winnersPerView && !paused && !held;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      if (prefersReducedMotion()) setOffset((current) => (current + 1) % winners.length);
      else setSliding(true);
    }, winnersIntervalMs);
    return () => window.clearInterval(timer);
  }, [moving, winners.length]);

  // A slide ends by moving the window on by one and putting the list back where it was, without a transition.
  useEffect(() => {
    if (!sliding) return;
    const timer = window.setTimeout(() => {
      setOffset((current) => (current + 1) % Math.max(winners.length, 1));
      setSliding(false);
    }, slideMs);
    return () => window.clearTimeout(timer);
  }, [sliding, winners.length]);

  const shown = winnersWindow(winners, offset, winnersPerView);
  return (
    <section
      aria-labelledby="home-winners-title"
      data-testid="winners-ticker"
      className="flex flex-col rounded-card border border-border bg-surface"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="flex h-14 items-center gap-2 border-b border-border ps-4 pe-2">
        <Trophy className="size-5 text-accent" aria-hidden="true" />
        <h2 id="home-winners-title" className="flex-1 font-semibold">
          {t('winners.title')}
        </h2>
        {winners.length > winnersPerView ? (
          <button
            type="button"
            onClick={() => setPaused((current) => !current)}
            aria-pressed={paused}
            aria-label={paused ? t('winners.play') : t('winners.pause')}
            title={paused ? t('winners.play') : t('winners.pause')}
            data-testid="winners-pause"
            className="grid size-11 place-items-center rounded-full text-text-2 transition-colors duration-150 hover:bg-raised hover:text-text"
          >
            {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      <div className="relative overflow-hidden" style={{ height: rowHeight * winnersPerView }}>
        {isPending ? (
          <ul aria-hidden="true">
            {Array.from({ length: winnersPerView }, (_, index) => (
              <li key={index} className="flex items-center gap-3 px-4" style={{ height: rowHeight }}>
                <span className="size-9 shrink-0 rounded-control bg-raised" />
                <span className="h-3 flex-1 rounded-pill bg-raised" />
              </li>
            ))}
          </ul>
        ) : winners.length === 0 ? (
          <p
            className="grid h-full place-items-center px-6 text-center text-sm text-text-2"
            data-testid="winners-empty"
          >
            {t('winners.empty')}
          </p>
        ) : (
          <ul
            aria-label={t('winners.list')}
            className={sliding ? 'transition-transform ease-out' : ''}
            style={{
              transform: sliding ? `translateY(-${rowHeight}px)` : 'none',
              transitionDuration: sliding ? `${slideMs}ms` : undefined,
            }}
          >
            {shown.map((entry, index) => (
              <WinnerRow
                key={`${(offset + index) % winners.length}`}
                entry={entry}
                currency={currency}
                hidden={index >= winnersPerView}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function WinnerRow({ entry, currency, hidden }: { entry: WinnerEntry; currency: string; hidden: boolean }) {
  const { t } = useTranslation('games');
  const { vo } = entry;
  return (
    <li
      data-testid="winner-row"
      aria-hidden={hidden || undefined}
      className="flex items-center gap-3 px-4"
      style={{ height: rowHeight }}
    >
      <img
        src={vo.iconUrl}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
        className="size-9 shrink-0 rounded-control bg-raised object-cover"
      />
      <p className="min-w-0 flex-1 text-sm leading-tight">
        <span className="block truncate font-medium" data-testid="winner-name">
          {vo.customerName}
        </span>
        <span className="block truncate text-xs text-text-2">{t('winners.wonIn', { game: vo.gameName })}</span>
      </p>
      <Money amount={vo.winAmount} currency={currency} className="text-sm font-semibold text-win" />
    </li>
  );
}
