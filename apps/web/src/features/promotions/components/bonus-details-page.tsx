import type { BonusGrant, BonusGrantStatus } from '@croupier/contracts';
import { CalendarClock, Coins, Hourglass } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StatusTone } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast-provider';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { useMemberBonuses } from '../api/get-member-bonuses';
import { dayOf, daysLeft, isPositive } from '../promotion-display';
import { ContributionList } from './promotion-terms-table';
import { TurnoverProgress } from './turnover-progress';

const statusTones: Record<BonusGrantStatus, StatusTone> = {
  pending: 'info',
  active: 'warning',
  completed: 'success',
  expired: 'neutral',
  forfeited: 'danger',
};

const live = (grant: BonusGrant) => grant.status === 'active' || grant.status === 'pending';

/**
 * Bonus details (reference §3.4): the totals (bonus money held, turnover still needed) and each grant with its
 * balance, turnover bar, expiry countdown, max bet and contributions; a live grant can be given up after a confirm
 * that says exactly what is lost.
 */
export function BonusDetailsPage({ timeZone, now = new Date() }: { timeZone: string; now?: Date }) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const bonuses = useMemberBonuses();
  const forfeit = useForfeitBonus();
  const [leaving, setLeaving] = useState<BonusGrant | null>(null);

  if (bonuses.isPending)
    return <div role="status" aria-label={t('loading')} className="h-60 animate-pulse rounded-card bg-surface" />;
  if (bonuses.isError)
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
        <p role="alert" className="text-text-2">
          {errorMessage(bonuses.error)}
        </p>
        <Button variant="secondary" onClick={() => void bonuses.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const { currency, grants } = bonuses.data;

  const confirmLeave = () => {
    if (!leaving) return;
    forfeit.mutate(leaving.id, {
      onSuccess: () => {
        showToast(t('bonuses.optOutDone'), 'success');
        setLeaving(null);
      },
    });
  };

  return (
    <div className="space-y-4" data-testid="bonus-details">
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-card border border-border bg-surface p-4">
          <p className="flex items-center gap-1.5 text-xs text-text-3">
            <Coins className="size-3.5" aria-hidden="true" />
            {t('bonuses.totalBalance')}
          </p>
          <Money
            amount={bonuses.data.bonusBalance}
            currency={currency}
            className="mt-1 block text-xl font-bold text-text sm:text-2xl"
            testId="bonus-total-balance"
          />
        </div>
        <div className="rounded-card border border-border bg-surface p-4">
          <p className="flex items-center gap-1.5 text-xs text-text-3">
            <Hourglass className="size-3.5" aria-hidden="true" />
            {t('bonuses.totalRemaining')}
          </p>
          <Money
            amount={bonuses.data.turnoverRemaining}
            currency={currency}
            className="mt-1 block text-xl font-bold text-text sm:text-2xl"
            testId="bonus-total-remaining"
          />
        </div>
      </div>
      <p className="text-[13px] leading-relaxed text-text-3">{t('bonuses.explainer')}</p>
      {grants.length === 0 ? (
        <NoDataPanel message={t('bonuses.empty')} />
      ) : (
        <ul className="space-y-3">
          {grants.map((grant) => (
            <GrantCard
              key={grant.id}
              grant={grant}
              timeZone={timeZone}
              now={now}
              onOptOut={() => {
                forfeit.reset();
                setLeaving(grant);
              }}
            />
          ))}
        </ul>
      )}
      <MessageDialog
        open={leaving !== null}
        title={t('bonuses.optOutTitle')}
        message={
          forfeit.isError
            ? errorMessage(forfeit.error)
            : leaving
              ? t('bonuses.optOutQuestion', {
                  title: leaving.title,
                  amount: formatMoneyWithSymbol(leaving.balance, leaving.currency),
                })
              : ''
        }
        confirmLabel={t('bonuses.optOutConfirm')}
        cancelLabel={t('bonuses.keep')}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
        tone="danger"
        size="md"
        busy={forfeit.isPending}
        testId="bonus-opt-out-dialog"
        confirmTestId="bonus-opt-out-confirm"
      />
    </div>
  );
}

function GrantCard({
  grant,
  timeZone,
  now,
  onOptOut,
}: {
  grant: BonusGrant;
  timeZone: string;
  now: Date;
  onOptOut: () => void;
}) {
  const { t } = useTranslation('promotions');
  const isLive = live(grant);
  const left = grant.expiresAt ? daysLeft(grant.expiresAt, now) : null;
  return (
    <li
      className="space-y-4 rounded-card border border-border bg-surface p-4 sm:p-5"
      data-testid="bonus-grant"
      data-status={grant.status}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-text">{grant.title}</h2>
          <p className="mt-0.5 text-xs text-text-3 tabular-nums">
            {t('bonuses.grantedOn', { day: dayOf(grant.activatedAt ?? grant.createdAt, timeZone) })}
          </p>
        </div>
        <StatusBadge tone={statusTones[grant.status]} testId="bonus-status">
          {t(`bonuses.statuses.${grant.status}`)}
        </StatusBadge>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={t('bonuses.balance')}>
          <Money amount={grant.balance} currency={grant.currency} testId="bonus-balance" />
        </Figure>
        <Figure label={t('bonuses.granted')}>
          <Money amount={grant.granted} currency={grant.currency} />
        </Figure>
        <Figure label={t('bonuses.maxBet')}>
          {grant.terms.maxBet ? (
            <Money amount={grant.terms.maxBet} currency={grant.currency} testId="bonus-max-bet" />
          ) : (
            t('terms.noLimit')
          )}
        </Figure>
        <Figure label={t('bonuses.maxWin')}>
          {grant.terms.maxWinMultiplier === null
            ? t('terms.noCap')
            : t('terms.maxWinValue', { multiple: grant.terms.maxWinMultiplier })}
        </Figure>
      </dl>
      {isLive ? (
        <TurnoverProgress
          done={grant.turnoverDone}
          required={grant.turnoverRequired}
          remaining={grant.turnoverRemaining}
          currency={grant.currency}
        />
      ) : (
        <ClosedSummary grant={grant} timeZone={timeZone} />
      )}
      {isLive && grant.expiresAt ? (
        <p className="flex items-center gap-1.5 text-[13px] text-text-2 tabular-nums" data-testid="bonus-expiry">
          <CalendarClock className="size-4 shrink-0 text-text-3" aria-hidden="true" />
          {t('bonuses.expires', { day: dayOf(grant.expiresAt, timeZone), days: left ?? 0 })}
        </p>
      ) : null}
      <ContributionList contributions={grant.terms.contributions} />
      {isLive ? (
        <div className="flex justify-end border-t border-border pt-3">
          <Button variant="danger" size="sm" onClick={onOptOut} data-testid="bonus-opt-out">
            {t('bonuses.optOut')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function ClosedSummary({ grant, timeZone }: { grant: BonusGrant; timeZone: string }) {
  const { t } = useTranslation('promotions');
  const day = grant.closedAt ? dayOf(grant.closedAt, timeZone) : '';
  let text: string;
  if (grant.status === 'completed')
    text = t('bonuses.completedText', { amount: formatMoneyWithSymbol(grant.converted, grant.currency), day });
  else if (grant.status === 'forfeited')
    text = t('bonuses.forfeitedText', {
      amount: formatMoneyWithSymbol(grant.forfeited, grant.currency),
      day,
      reason: grant.forfeitReason ? t(`bonuses.forfeitReasons.${grant.forfeitReason}`) : '',
    });
  else text = t('bonuses.expiredText', { amount: formatMoneyWithSymbol(grant.forfeited, grant.currency), day });
  return (
    <p
      className={`rounded-control px-3.5 py-2.5 text-sm ${grant.status === 'completed' && isPositive(grant.converted) ? 'bg-win/10 text-win' : 'bg-bg/50 text-text-2'}`}
      data-testid="bonus-closed-summary"
    >
      {text}
    </p>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-control bg-bg/50 px-3 py-2.5">
      <dt className="text-xs text-text-3">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-text tabular-nums">{children}</dd>
    </div>
  );
}
