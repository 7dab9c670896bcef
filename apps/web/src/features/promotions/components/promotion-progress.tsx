import type { PromotionProgress as Progress } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { turnoverPercent } from '../promotion-display';

/**
 * What the member has done toward the offer in this period: a bar for each level to reach ("current / required"),
 * and a plain figure where there is no level (a net loss, the cashback it earns).
 */
export function PromotionProgress({ progress, currency }: { progress: readonly Progress[]; currency: string }) {
  const { t } = useTranslation('promotions');
  if (progress.length === 0) return null;
  const money = (amount: string) => formatMoneyWithSymbol(amount, currency);
  return (
    <ul className="space-y-2.5" data-testid="promotion-progress">
      {progress.map((item) => {
        const label = t(`progress.${item.kind}`);
        if (item.required === null)
          return (
            <li key={item.kind} className="flex items-baseline justify-between gap-3 text-xs" data-kind={item.kind}>
              <span className="text-text-2">{label}</span>
              <span className="font-semibold text-text tabular-nums" data-testid="progress-numbers">
                {money(item.current)}
              </span>
            </li>
          );
        const percent = turnoverPercent(item.current, item.required);
        return (
          <li key={item.kind} className="space-y-1" data-kind={item.kind}>
            <div className="flex items-baseline justify-between gap-3 text-xs">
              <span className="text-text-2">{label}</span>
              <span className="text-text tabular-nums" data-testid="progress-numbers">
                {t('progress.of', { current: money(item.current), required: money(item.required) })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
              className="h-2 overflow-hidden rounded-pill bg-raised"
            >
              <div
                className={`h-full rounded-pill transition-[width] duration-200 ease-out motion-reduce:transition-none ${percent >= 100 ? 'bg-win' : 'bg-accent'}`}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
