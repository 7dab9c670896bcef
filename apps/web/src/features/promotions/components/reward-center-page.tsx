import type { PromotionCard, PromotionState } from '@croupier/contracts';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StatusTone } from '@/components/ui/status-badge';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRewardCenter } from '../api/get-reward-center';
import { useRewardHistory } from '../api/list-reward-history';
import { dayOf, rewardInWordsTypes } from '../promotion-display';
import { usePromotionClaim } from '../use-promotion-claim';
import { useReasonText } from '../use-reason-text';
import { PrizeResultDialog } from './prize-result-dialog';
import { PromotionPeriod } from './promotion-period';
import { RewardText } from './promotion-reward';

const stateTones: Record<PromotionState, StatusTone> = {
  join: 'neutral',
  signed: 'info',
  process: 'info',
  claim: 'warning',
  applying: 'info',
  rejected: 'danger',
  issued: 'success',
  claimed: 'success',
  closed: 'neutral',
};

/** What a claim pays, when known: the amount reserved for the member, else a fixed reward's amount. */
function claimAmountOf(card: PromotionCard): string | null {
  return card.amount ?? (card.reward.kind === 'fixed' ? card.reward.amount : null);
}

type RewardCenterPageProps = { currency: string; timeZone: string };

/** The reward centre: rewards ready to claim now, and the history of what the member had (state, amount, day). */
export function RewardCenterPage({ currency, timeZone }: RewardCenterPageProps) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const center = useRewardCenter();
  const { claimCard, claimingId, result, closeResult } = usePromotionClaim(currency);
  return (
    <div className="space-y-4" data-testid="reward-center">
      <Panel title={t('rewards.claimable')} description={t('rewards.claimableDescription')}>
        {center.isPending ? (
          <div role="status" aria-label={t('loading')} className="h-24 animate-pulse rounded-control bg-raised/60" />
        ) : center.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(center.error)}
          </p>
        ) : center.data.claimable.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <Gift className="size-9 text-text-3" strokeWidth={1.5} aria-hidden="true" />
            <p className="text-sm text-text-2">{t('rewards.nothingToClaim')}</p>
            <Link to="/promotions" className="text-sm font-semibold text-info hover:underline">
              {t('rewards.seePromotions')}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {center.data.claimable.map((card) => (
              <li
                key={card.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                data-testid="claimable-reward"
              >
                <div className="min-w-0 flex-1">
                  <Link to={`/promotions/${card.id}`} className="font-semibold text-text hover:text-accent">
                    {card.title}
                  </Link>
                  <p className="mt-0.5 line-clamp-2 text-[13px] text-text-2">{card.summary}</p>
                  {rewardInWordsTypes.has(card.type) && !claimAmountOf(card) ? (
                    // A prize table's amount is drawn at the claim: the row says what it may give instead.
                    <p className="mt-0.5 text-[13px] font-semibold text-accent">
                      <RewardText reward={card.reward} type={card.type} currency={currency} />
                    </p>
                  ) : null}
                  <div className="mt-1">
                    <PromotionPeriod card={card} timeZone={timeZone} />
                  </div>
                </div>
                <div className="flex items-center gap-3">
                  {claimAmountOf(card) ? (
                    <Money
                      amount={claimAmountOf(card) ?? ''}
                      currency={currency}
                      className="font-semibold text-accent"
                      testId="claimable-amount"
                    />
                  ) : null}
                  <Button
                    size="sm"
                    busy={claimingId === card.id}
                    onClick={() => void claimCard(card)}
                    data-testid="reward-claim"
                  >
                    {t('states.claim')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('rewards.history')}>
        <RewardHistory currency={currency} timeZone={timeZone} />
      </Panel>
      <PrizeResultDialog result={result} currency={currency} onClose={closeResult} />
    </div>
  );
}

function RewardHistory({ currency, timeZone }: RewardCenterPageProps) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const reasonText = useReasonText();
  const [pageNo, setPageNo] = useState(1);
  const history = useRewardHistory(pageNo);
  if (history.isPending) return <p className="text-sm text-text-3">{t('loading')}</p>;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(history.error)}
      </p>
    );
  const page = history.data;
  if (page.content.length === 0) return <NoDataPanel message={t('rewards.noHistory')} />;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border">
        {page.content.map((item) => {
          const reason = item.state === 'rejected' ? reasonText(item.reason) : null;
          return (
            <li
              key={item.id}
              className="flex items-start justify-between gap-3 py-3 first:pt-0"
              data-testid="reward-history-row"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-text">{item.title}</p>
                <p className="mt-0.5 text-xs text-text-3 tabular-nums">{dayOf(item.at, timeZone)}</p>
                {reason ? <p className="mt-0.5 text-xs text-danger">{reason}</p> : null}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <StatusBadge tone={stateTones[item.state]}>{t(`states.${item.state}`)}</StatusBadge>
                {item.amount ? (
                  <Money amount={item.amount} currency={currency} className="text-sm font-semibold" signed />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination pageCount={page.totalPages} currentPage={page.pageNum} onPageChange={setPageNo} />
    </div>
  );
}
