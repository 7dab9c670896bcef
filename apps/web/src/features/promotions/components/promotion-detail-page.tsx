import type { PromotionDetail } from '@croupier/contracts';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-error';
import { useSetAppState } from '@/lib/app-store';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePromotion } from '../api/get-promotion';
import { useJoinPromotion } from '../api/join-promotion';
import { isPositive, promotionActionOf } from '../promotion-display';
import { usePromotionClaim } from '../use-promotion-claim';
import { useRaffleStatus } from '../api/get-raffle-status';
import { useReasonText } from '../use-reason-text';
import { PromotionApplyForm } from './promotion-apply-form';
import { PromotionBadge } from './promotion-badge';
import { PromotionBanner } from './promotion-banner';
import { PrizeResultDialog } from './prize-result-dialog';
import { PromotionPeriod } from './promotion-period';
import { PromotionProgress } from './promotion-progress';
import { RewardDetails, RewardText } from './promotion-reward';
import { RaffleWindow } from './raffle-window';
import { PromotionStateButton } from './promotion-state-button';
import { PromotionTermsTable } from './promotion-terms-table';

type PromotionDetailPageProps = { id: string; currency: string; timeZone: string };

/**
 * An offer's page (`/promotions/:id`): its banner and summary, what it gives, the terms page and the terms table, and
 * what the player can do: join (accepting exactly these terms), claim, or apply with a remark and images.
 */
export function PromotionDetailPage({ id, currency, timeZone }: PromotionDetailPageProps) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const promotion = usePromotion(id);

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="promotion-detail">
      <Link
        to="/promotions"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-text-2 hover:text-text"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      {promotion.isPending ? (
        <div role="status" aria-label={t('loading')} className="h-96 animate-pulse rounded-card bg-surface" />
      ) : promotion.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
          <p role="alert" className="text-text-2">
            {errorMessage(promotion.error)}
          </p>
          {promotion.error instanceof ApiError && promotion.error.code === 'PROMOTION_NOT_FOUND' ? null : (
            <Button variant="secondary" onClick={() => void promotion.refetch()}>
              {t('retry')}
            </Button>
          )}
        </div>
      ) : (
        <PromotionDetailContent promotion={promotion.data} currency={currency} timeZone={timeZone} />
      )}
    </div>
  );
}

function PromotionDetailContent({
  promotion,
  currency,
  timeZone,
}: {
  promotion: PromotionDetail;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('promotions');
  const reasonText = useReasonText();
  const reason = promotion.state === 'rejected' || promotion.state === 'closed' ? reasonText(promotion.reason) : null;
  return (
    <>
      <article className="overflow-hidden rounded-card border border-border bg-surface">
        <div className="relative">
          <PromotionBanner
            bannerUrl={promotion.bannerUrl}
            category={promotion.category}
            title={promotion.title}
            className="sm:aspect-[3/1]"
          />
          {promotion.badge ? <PromotionBadge badge={promotion.badge} className="absolute start-4 top-4" /> : null}
        </div>
        <div className="space-y-3 p-4 sm:p-6">
          <h1 className="text-xl leading-snug font-bold text-text sm:text-2xl" data-testid="promotion-title">
            {promotion.title}
          </h1>
          <p className="text-[15px] leading-relaxed text-text-2">{promotion.summary}</p>
          <PromotionPeriod card={promotion} timeZone={timeZone} />
          <dl className="grid gap-2 sm:grid-cols-2">
            <div className="rounded-control bg-bg/50 px-3.5 py-3">
              <dt className="text-xs text-text-3">{t('detail.reward')}</dt>
              <dd className="mt-0.5 font-semibold text-text" data-testid="promotion-reward">
                <RewardText reward={promotion.reward} type={promotion.type} currency={currency} />
              </dd>
            </div>
            {promotion.minDeposit ? (
              <div className="rounded-control bg-bg/50 px-3.5 py-3">
                <dt className="text-xs text-text-3">{t('detail.minDeposit')}</dt>
                <dd className="mt-0.5 font-semibold text-text">
                  <Money amount={promotion.minDeposit} currency={currency} />
                </dd>
              </div>
            ) : null}
          </dl>
          <RewardDetails reward={promotion.reward} currency={currency} />
          {promotion.raffle ? <RaffleWindow raffle={promotion.raffle} timeZone={timeZone} /> : null}
          {promotion.type === 'RAFFLE' ? <RaffleDrawLine promotion={promotion} currency={currency} /> : null}
          <PromotionProgress progress={promotion.progress} currency={currency} />
          {reason ? (
            <p
              role="status"
              className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm"
              data-testid="promotion-reason"
            >
              {t('card.reason', { reason })}
            </p>
          ) : null}
          <PromotionActions promotion={promotion} currency={currency} />
        </div>
      </article>
      <section className="rounded-card border border-border bg-surface p-4 sm:p-6" aria-labelledby="promotion-terms">
        <h2 id="promotion-terms" className="mb-4 text-base font-semibold text-text">
          {t('detail.terms')}
        </h2>
        <PromotionTermsTable terms={promotion.terms} currency={currency} />
        {promotion.termsHtml ? (
          // The server sanitizes the operator's rich text on save (contracts: promotionContentSchema).
          <div
            className="rich-text mt-6 border-t border-border pt-5 text-sm text-text-2"
            data-testid="promotion-terms-html"
            dangerouslySetInnerHTML={{ __html: promotion.termsHtml }}
          />
        ) : null}
      </section>
    </>
  );
}

/** What the player can do on the offer's page, by its state. */
function PromotionActions({ promotion, currency }: { promotion: PromotionDetail; currency: string }) {
  const { t } = useTranslation('promotions');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const setAppState = useSetAppState();
  const join = useJoinPromotion();
  const joinKey = useIdempotencyKey();
  const { claimCard, claimingId, result, closeResult } = usePromotionClaim(currency);
  const [joinError, setJoinError] = useState<string | null>(null);
  const action = promotionActionOf(promotion);
  const canApply = action.kind === 'apply' || (promotion.state === 'rejected' && promotion.type === 'APPLICATION');

  async function joinNow() {
    setJoinError(null);
    try {
      const idempotencyKey = joinKey.keyFor(`${promotion.id}:${promotion.termsHash}`);
      await join.mutateAsync({ id: promotion.id, termsHash: promotion.termsHash, idempotencyKey });
      joinKey.settle();
      showToast(t('join.done'), 'success');
    } catch (error) {
      joinKey.settle(error);
      // New terms: the refreshed page shows them, and the player reads them before joining again.
      setJoinError(errorMessage(error));
    }
  }

  if (canApply) {
    return (
      <div className="border-t border-border pt-4">
        <h2 className="mb-3 text-base font-semibold text-text">{t('apply.title')}</h2>
        <PromotionApplyForm promotion={promotion} />
      </div>
    );
  }
  if (action.kind === 'join') {
    return (
      <div className="space-y-3 border-t border-border pt-4">
        <p className="flex items-start gap-2 text-sm text-text-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-win" aria-hidden="true" />
          {t('join.note')}
        </p>
        {joinError ? (
          <p role="alert" className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm">
            {joinError}
          </p>
        ) : null}
        <Button
          className="w-full sm:w-auto"
          busy={join.isPending}
          onClick={() => void joinNow()}
          data-testid="promotion-join"
        >
          {t('join.accept')}
        </Button>
      </div>
    );
  }
  const credited = (promotion.state === 'issued' || promotion.state === 'claimed') && isPositive(promotion.amount);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
      {credited && promotion.amount ? (
        <p className="text-sm text-text-2">
          {t('detail.credited')}{' '}
          <Money amount={promotion.amount} currency={currency} className="font-semibold text-win" />
        </p>
      ) : (
        <span />
      )}
      <PromotionStateButton
        card={promotion}
        onLogIn={() => setAppState({ accountDialog: 'login' })}
        onOpen={() => undefined}
        onClaim={() => void claimCard(promotion)}
        claiming={claimingId === promotion.id}
      />
      <PrizeResultDialog result={result} currency={currency} onClose={closeResult} />
    </div>
  );
}

/** A raffle the member has drawn in today: what the draw gave (the status call answers it). */
function RaffleDrawLine({ promotion, currency }: { promotion: PromotionDetail; currency: string }) {
  const { t } = useTranslation('promotions');
  const status = useRaffleStatus(promotion.id, promotion.state !== null);
  const draw = status.data?.isClaimed ? status.data.draw : null;
  if (!draw) return null;
  return (
    <p className="text-sm text-text-2" data-testid="raffle-drawn">
      {isPositive(draw.amount) ? (
        <>
          {t('raffle.drawnWon')} <Money amount={draw.amount} currency={currency} className="font-semibold text-win" />
        </>
      ) : (
        t('raffle.drawnNothing')
      )}
    </p>
  );
}
