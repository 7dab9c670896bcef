import type { PromotionCard as Card } from '@croupier/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { isPositive, rewardInWordsTypes } from '../promotion-display';
import { useReasonText } from '../use-reason-text';
import { PromotionBadge } from './promotion-badge';
import { PromotionBanner } from './promotion-banner';
import { PromotionPeriod } from './promotion-period';
import { PromotionProgress } from './promotion-progress';
import { RewardText } from './promotion-reward';
import { RaffleWindow } from './raffle-window';
import { PromotionStateButton } from './promotion-state-button';

type PromotionCardProps = {
  card: Card;
  currency: string;
  timeZone: string;
  onLogIn: () => void;
  onOpen: () => void;
  onClaim: () => void;
  claiming: boolean;
};

/**
 * One offer on `/promotions`: banner, badge, title, summary, period, the reward in words for the types whose reward is
 * not one amount, the raffle's window, the member's progress and its state button.
 */
export function PromotionCard({ card, currency, timeZone, onLogIn, onOpen, onClaim, claiming }: PromotionCardProps) {
  const { t } = useTranslation('promotions');
  const reasonText = useReasonText();
  const reason = card.state === 'rejected' || card.state === 'closed' ? reasonText(card.reason) : null;
  const credited = (card.state === 'issued' || card.state === 'claimed') && isPositive(card.amount);
  return (
    <article
      data-testid="promotion-card"
      data-state={card.state ?? 'visitor'}
      className="group flex min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface transition-colors duration-200 hover:border-text-3/60"
    >
      <Link
        to={`/promotions/${card.id}`}
        className="relative block focus-visible:outline-2 focus-visible:outline-accent"
      >
        <PromotionBanner bannerUrl={card.bannerUrl} category={card.category} title={card.title} />
        {card.badge ? <PromotionBadge badge={card.badge} className="absolute start-3 top-3" /> : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base leading-snug font-semibold text-text">
          <Link to={`/promotions/${card.id}`} className="hover:text-accent">
            {card.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-text-2">{card.summary}</p>
        <PromotionPeriod card={card} timeZone={timeZone} />
        {rewardInWordsTypes.has(card.type) ? (
          <p className="text-sm font-semibold text-accent" data-testid="promotion-card-reward">
            <RewardText reward={card.reward} type={card.type} currency={currency} />
          </p>
        ) : null}
        {card.raffle ? <RaffleWindow raffle={card.raffle} timeZone={timeZone} /> : null}
        <PromotionProgress progress={card.progress} currency={currency} />
        {reason ? (
          <p className="text-[13px] text-danger" data-testid="promotion-reason">
            {t('card.reason', { reason })}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          {credited && card.amount ? (
            <Money amount={card.amount} currency={currency} className="text-sm font-semibold text-win" />
          ) : (
            <Link
              to={`/promotions/${card.id}`}
              className="min-h-11 content-center text-sm font-medium text-info hover:underline"
            >
              {t('card.details')}
            </Link>
          )}
          <PromotionStateButton card={card} onLogIn={onLogIn} onOpen={onOpen} onClaim={onClaim} claiming={claiming} />
        </div>
      </div>
    </article>
  );
}
