import { parseMinor } from '@croupier/contracts';
import { Crown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';
import { useJackpot } from '../api/get-jackpot';

const countUpMs = 1_200;

/**
 * Counts from the figure shown to the new one (minor units, eased), so a growing pool visibly grows; the figure it
 * ends on is always the server's. Under reduced motion the new figure simply replaces the old one.
 */
function useCountUp(targetMinor: bigint | null): bigint | null {
  const [shown, setShown] = useState(targetMinor);
  const shownRef = useRef(targetMinor);
  useEffect(() => {
    if (targetMinor === null) return;
    const from = shownRef.current;
    // The first figure, a drop (a win reset the pool) or reduced motion: no counting, the figure itself.
    if (from === null || targetMinor <= from || prefersReducedMotion()) {
      shownRef.current = targetMinor;
      setShown(targetMinor);
      return;
    }
    const start = performance.now();
    const distance = Number(targetMinor - from);
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / countUpMs);
      const eased = 1 - (1 - progress) ** 3;
      const next = progress >= 1 ? targetMinor : from + BigInt(Math.floor(distance * eased));
      shownRef.current = next;
      setShown(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [targetMinor]);
  return shown;
}

/**
 * The home page's jackpot display (spec §1, §2): the brand's progressive pool, fed by a share of every house slot
 * spin and paid whole to the spin that triggers it (decision 0087). Nothing is shown when the brand runs no pool.
 */
export function JackpotDisplay() {
  const { t } = useTranslation('jackpot');
  const { data: pool, isPending } = useJackpot();
  const targetMinor = pool ? parseMinor(pool.amount) : null;
  const shownMinor = useCountUp(targetMinor);
  if (isPending) return <div className="h-24 rounded-card border border-border bg-surface" aria-hidden="true" />;
  if (!pool || shownMinor === null) return null;
  return (
    <section
      aria-labelledby="home-jackpot-title"
      data-testid="jackpot-display"
      className="relative overflow-hidden rounded-card border border-accent/40 bg-surface px-4 py-4 sm:px-6"
    >
      <div
        className="pointer-events-none absolute inset-0 bg-gradient-to-r from-accent/15 via-transparent to-accent/15"
        aria-hidden="true"
      />
      <div className="relative flex flex-col items-center gap-1 text-center sm:flex-row sm:justify-between sm:text-start">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-accent/15 text-accent">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="home-jackpot-title" className="text-sm font-semibold tracking-wide text-accent uppercase">
              {t('title')}
            </h2>
            <p className="text-xs text-text-2">{t('description')}</p>
          </div>
        </div>
        {/* Screen readers hear the server's figure, not every frame of the count. */}
        <p className="sr-only" aria-live="polite">
          <Money amount={pool.amount} currency={pool.currency} />
        </p>
        <p aria-hidden="true" className="text-3xl font-bold text-text sm:text-4xl">
          <Money
            amount={shownMinor}
            currency={pool.currency}
            testId="jackpot-amount"
            symbolClassName="me-1 text-accent"
          />
        </p>
      </div>
    </section>
  );
}
