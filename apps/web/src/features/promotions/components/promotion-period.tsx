import type { PromotionCard } from '@croupier/contracts';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../promotion-display';

/** When an offer can be taken, as days in the brand's zone; an offer without an end says so. */
export function PromotionPeriod({
  card,
  timeZone,
}: {
  card: Pick<PromotionCard, 'applyFrom' | 'applyTo'>;
  timeZone: string;
}) {
  const { t } = useTranslation('promotions');
  const from = dayOf(card.applyFrom, timeZone);
  return (
    <p className="flex items-center gap-1.5 text-xs text-text-3 tabular-nums" data-testid="promotion-period">
      <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {card.applyTo ? t('card.period', { from, to: dayOf(card.applyTo, timeZone) }) : t('card.periodOpen', { from })}
      </span>
    </p>
  );
}
