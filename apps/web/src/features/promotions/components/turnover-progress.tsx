import { useTranslation } from 'react-i18next';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { turnoverPercent } from '../promotion-display';

type TurnoverProgressProps = { done: string; required: string; remaining: string; currency: string };

/** A grant's turnover as a bar with its numbers: done of required, and what is still needed. */
export function TurnoverProgress({ done, required, remaining, currency }: TurnoverProgressProps) {
  const { t } = useTranslation('promotions');
  const percent = turnoverPercent(done, required);
  return (
    <div className="space-y-1.5" data-testid="turnover-progress">
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="text-text-2">{t('bonuses.turnover')}</span>
        <span className="text-text tabular-nums" data-testid="turnover-numbers">
          {t('bonuses.turnoverOf', {
            done: formatMoneyWithSymbol(done, currency),
            required: formatMoneyWithSymbol(required, currency),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('bonuses.turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-pill bg-raised"
      >
        <div
          className={`h-full rounded-pill transition-[width] duration-200 ease-out motion-reduce:transition-none ${percent >= 100 ? 'bg-win' : 'bg-accent'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="font-semibold text-text tabular-nums" data-testid="turnover-percent">
          {percent}%
        </span>
        <span className="text-text-2 tabular-nums" data-testid="turnover-remaining">
          {t('bonuses.remaining', { amount: formatMoneyWithSymbol(remaining, currency) })}
        </span>
      </div>
    </div>
  );
}
