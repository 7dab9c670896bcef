import type { Deposit } from '@croupier/contracts';
import { CircleCheck, CircleX, Hourglass, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWithSymbol } from '@/lib/format-money';

type DepositOutcomeProps = {
  deposit: Deposit | undefined;
  currency: string;
  /** Polling has stopped without an answer from the provider. */
  gaveUp: boolean;
  onDismiss: () => void;
};

/** What became of the deposit the player just paid on the provider's page, shown when they land back here. */
export function DepositOutcome({ deposit, currency, gaveUp, onDismiss }: DepositOutcomeProps) {
  const { t } = useTranslation('deposit');
  const amount = deposit ? formatMoneyWithSymbol(deposit.amount, currency) : '';
  let tone: 'success' | 'danger' | 'waiting';
  let title: string;
  let message: string;
  if (!deposit || deposit.status === 'awaiting_payment') {
    tone = 'waiting';
    title = t('outcome.waitingTitle');
    message = gaveUp ? t('outcome.stillWaiting') : t('outcome.waiting');
  } else if (deposit.status === 'confirmed') {
    tone = 'success';
    title = t('outcome.confirmedTitle');
    message = t('outcome.confirmed', { amount });
  } else if (deposit.status === 'pending_review') {
    tone = 'waiting';
    title = t('outcome.reviewTitle');
    message = t('outcome.review', { amount });
  } else {
    tone = 'danger';
    title = t('outcome.failedTitle');
    message = deposit.reason ? t('outcome.failedReason', { reason: deposit.reason }) : t('outcome.failed');
  }
  const Icon = tone === 'success' ? CircleCheck : tone === 'danger' ? CircleX : Hourglass;
  const styles = {
    success: 'border-win/30 bg-win/8 text-win',
    danger: 'border-danger/30 bg-danger/8 text-danger',
    waiting: 'border-info/30 bg-info/8 text-info',
  }[tone];
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="deposit-outcome"
      data-status={deposit?.status ?? 'unknown'}
      className={`flex items-start gap-3 rounded-card border p-4 ${styles}`}
    >
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${tone === 'waiting' && !gaveUp ? 'animate-pulse' : ''}`}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-text">{title}</p>
        <p className="mt-0.5 text-sm text-text-2">{message}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('outcome.dismiss')}
        className="-me-2 -mt-2 grid size-10 shrink-0 place-items-center rounded-control text-text-3 transition-colors duration-150 hover:text-text"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
