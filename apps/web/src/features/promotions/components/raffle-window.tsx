import type { RaffleWindow as Window } from '@croupier/contracts';
import { Check, Copy, ShieldCheck, Timer } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/copy-text';
import { useMemberSession } from '@/lib/member-session';
import { promotionsQueryKey } from '../api/promotion-query-keys';
import { dayOf, formatCountdown, rafflePhaseAt, shortHash, timeOf } from '../promotion-display';
import { useNow } from '@/lib/use-now';

/**
 * A raffle's window today: when it opens and closes (in the brand's zone), a countdown to the opening or the close,
 * the fairness commitment published before it opened (short, with a copy button for the whole hash) and, once the
 * window has closed, the revealed seed every draw can be checked against.
 */
export function RaffleWindow({ raffle, timeZone }: { raffle: Window; timeZone: string }) {
  const { t } = useTranslation('promotions');
  const now = useNow();
  const phase = rafflePhaseAt(raffle, now);
  const queryClient = useQueryClient();
  const token = useMemberSession()?.token ?? null;
  const shownPhase = useRef(phase.phase);
  useEffect(() => {
    if (shownPhase.current === phase.phase) return;
    shownPhase.current = phase.phase;
    // The window opened or closed while shown: the card's state and the revealed seed are the server's to say.
    void queryClient.invalidateQueries({ queryKey: promotionsQueryKey(token) });
  }, [phase.phase, queryClient, token]);
  const windowText = t('raffle.window', {
    day: dayOf(raffle.opensAt, timeZone),
    opens: timeOf(raffle.opensAt, timeZone),
    closes: timeOf(raffle.closesAt, timeZone),
  });
  return (
    <div
      className="space-y-2 rounded-control bg-bg/50 px-3.5 py-3"
      data-testid="raffle-window"
      data-phase={phase.phase}
    >
      <p className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="text-text-2 tabular-nums">{windowText}</span>
        <span
          className={`inline-flex items-center gap-1 font-semibold tabular-nums ${phase.phase === 'open' ? 'text-win' : phase.phase === 'before' ? 'text-accent' : 'text-text-3'}`}
          data-testid="raffle-countdown"
          aria-live="off"
        >
          <Timer className="size-3.5" aria-hidden="true" />
          {phase.phase === 'before'
            ? t('raffle.opensIn', { time: formatCountdown(phase.seconds) })
            : phase.phase === 'open'
              ? t('raffle.closesIn', { time: formatCountdown(phase.seconds) })
              : t('raffle.closed')}
        </span>
      </p>
      <HashLine label={t('raffle.commitment')} value={raffle.commitment} testId="raffle-commitment" />
      {raffle.revealedSeed ? (
        <HashLine label={t('raffle.revealedSeed')} value={raffle.revealedSeed} testId="raffle-seed" />
      ) : null}
    </div>
  );
}

function HashLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('promotions');
  const [copied, setCopied] = useState(false);
  return (
    <p className="flex items-center justify-between gap-2 text-xs">
      <span className="inline-flex min-w-0 items-center gap-1 text-text-3">
        <ShieldCheck className="size-3.5 shrink-0 text-win" aria-hidden="true" />
        {label}
      </span>
      <span className="inline-flex items-center gap-1">
        <code className="font-mono whitespace-nowrap text-text-2" title={value} data-testid={testId}>
          {shortHash(value)}
        </code>
        <button
          type="button"
          className="grid size-8 place-items-center rounded-control text-text-3 hover:bg-raised hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
          aria-label={copied ? t('raffle.copied') : t('raffle.copy', { what: label })}
          onClick={() => {
            void copyText(value).then((done) => setCopied(done));
          }}
        >
          {copied ? (
            <Check className="size-3.5 text-win" aria-hidden="true" />
          ) : (
            <Copy className="size-3.5" aria-hidden="true" />
          )}
        </button>
      </span>
    </p>
  );
}
