import type { LotteryGroupCode } from '@croupier/contracts';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TimedNearNumeros } from '../api/get-near-numeros';
import { formatCountdown } from '../countdown';
import { GroupBadge } from './group-badge';
import { useCountdown } from './use-countdown';

type GameHeaderProps = {
  name: string;
  group: LotteryGroupCode;
  near: TimedNearNumeros | undefined;
  /** The countdown ran out: the page asks for the next numero (throttled by the countdown). */
  onElapsed: () => void;
};

/** The selected game: its name, the numero on sale and the time left to bet on it. */
export function GameHeader({ name, group, near, onElapsed }: GameHeaderProps) {
  const { t } = useTranslation('lottery');
  const current = near?.currentNumero ?? null;
  const remaining = useCountdown(current, near ?? null, onElapsed);
  const closing = remaining !== null && remaining < 10_000;
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-border bg-surface p-4 sm:p-5">
      <GroupBadge group={group} />
      <div className="min-w-[9rem] flex-1">
        <h1 className="truncate text-lg font-bold sm:text-xl" data-testid="lottery-game-name">
          {name}
        </h1>
        <p className="text-[13px] text-text-3">
          {current ? (
            <>
              {t('header.numero')}{' '}
              <span data-testid="lottery-numero" className="font-semibold text-text-2 tabular-nums">
                {current.numero}
              </span>
            </>
          ) : (
            <span data-testid="lottery-numero">{t('header.noNumero')}</span>
          )}
        </p>
      </div>
      <div className="flex items-center gap-2 rounded-control bg-bg/60 px-3 py-2" role="timer" aria-live="off">
        <Timer className={`size-4 ${closing ? 'text-danger' : 'text-accent'}`} aria-hidden="true" />
        <span className="text-xs text-text-3">{current?.isSale ? t('header.closesIn') : t('header.notOnSale')}</span>
        <span
          data-testid="lottery-countdown"
          className={`font-mono text-lg font-bold tabular-nums ${closing ? 'text-danger' : 'text-text'}`}
        >
          {formatCountdown(remaining)}
        </span>
      </div>
    </header>
  );
}
