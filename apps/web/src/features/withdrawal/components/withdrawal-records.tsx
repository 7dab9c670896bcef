import type { Withdrawal, WithdrawalConfirmation } from '@croupier/contracts';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { StatusBadge } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import type { useWithdrawals } from '../api/list-withdrawals';
import { awaitsConfirmation, withdrawalStatusTones } from '../withdrawal-status';
import { WithdrawalConfirmationModal } from './withdrawal-confirmation-modal';

type WithdrawalRecordsProps = {
  withdrawals: ReturnType<typeof useWithdrawals>;
  currentPage: number;
  onPageChange: (page: number) => void;
  timeZone: string;
  /** Minutes after payment when an unanswered withdrawal counts as received (spec §4). */
  confirmTimeoutMinutes: number;
};

type ConfirmationChoice = 'partly_received' | 'not_received';

/** The player's withdrawals with the operator's decision, and for a paid one the player's answer (spec §4). */
export function WithdrawalRecords({
  withdrawals,
  currentPage,
  onPageChange,
  timeZone,
  confirmTimeoutMinutes,
}: WithdrawalRecordsProps) {
  const { t } = useTranslation('withdrawal');
  const errorMessage = useErrorMessage();
  const [answering, setAnswering] = useState<{ withdrawal: Withdrawal; choice: ConfirmationChoice } | null>(null);
  const page = withdrawals.data;

  if (withdrawals.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-text-2">{errorMessage(withdrawals.error)}</p>
        <Button variant="secondary" onClick={() => void withdrawals.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!page) {
    return (
      <div role="status" aria-label={t('loading')} className="space-y-2">
        {[0, 1].map((row) => (
          <div key={row} className="h-16 animate-pulse rounded-control bg-raised/60" />
        ))}
      </div>
    );
  }
  if (page.content.length === 0) {
    return (
      <div data-testid="withdrawal-list">
        <NoDataPanel message={t('records.empty')} />
      </div>
    );
  }
  return (
    <>
      <ul data-testid="withdrawal-list" className="divide-y divide-border/70">
        {page.content.map((withdrawal) => (
          <WithdrawalRow
            key={withdrawal.id}
            withdrawal={withdrawal}
            timeZone={timeZone}
            confirmTimeoutMinutes={confirmTimeoutMinutes}
            onAnswer={(choice) => setAnswering({ withdrawal, choice })}
          />
        ))}
      </ul>
      <div className="mt-4">
        <Pagination pageCount={page.totalPages} currentPage={currentPage} onPageChange={onPageChange} />
      </div>
      {answering ? (
        <WithdrawalConfirmationModal
          withdrawal={answering.withdrawal}
          choice={answering.choice}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </>
  );
}

function WithdrawalRow({
  withdrawal,
  timeZone,
  confirmTimeoutMinutes,
  onAnswer,
}: {
  withdrawal: Withdrawal;
  timeZone: string;
  confirmTimeoutMinutes: number;
  onAnswer: (choice: ConfirmationChoice) => void;
}) {
  const { t } = useTranslation('withdrawal');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const confirm = useConfirmWithdrawal();

  async function markReceived() {
    try {
      await confirm.mutateAsync({ id: withdrawal.id, body: { status: 'received' } });
      showToast(t('confirmation.thanks'), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <li
      data-testid="withdrawal-row"
      data-status={withdrawal.status}
      data-confirmation={withdrawal.confirmation?.status ?? 'none'}
      className="py-3"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-text">
            {t(`banks.${withdrawal.bankCode}`)}{' '}
            <span className="font-normal text-text-2 tabular-nums">{withdrawal.maskedAccountNumber}</span>
          </p>
          <p className="text-xs text-text-3 tabular-nums">{formatDateTime(withdrawal.createdAt, timeZone)}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Money amount={withdrawal.amount} currency={withdrawal.currency} className="font-semibold text-text" />
          <StatusBadge tone={withdrawalStatusTones[withdrawal.status]}>{t(`status.${withdrawal.status}`)}</StatusBadge>
        </div>
      </div>
      {withdrawal.status === 'pending' ? (
        <p className="mt-1.5 text-xs text-text-3">{t('records.pendingNote')}</p>
      ) : null}
      {withdrawal.status === 'rejected' && withdrawal.rejectReason ? (
        <p className="mt-1.5 text-xs text-danger">{t('records.rejectReason', { reason: withdrawal.rejectReason })}</p>
      ) : null}
      {withdrawal.confirmation ? (
        <ConfirmationSummary confirmation={withdrawal.confirmation} currency={withdrawal.currency} />
      ) : null}
      {awaitsConfirmation(withdrawal) ? (
        <div className="mt-3 rounded-control border border-accent/25 bg-accent/6 p-3">
          <p className="text-sm font-medium text-text">{t('confirmation.question')}</p>
          <p className="mt-0.5 text-xs text-text-3">
            {t('confirmation.autoNote', { minutes: confirmTimeoutMinutes })}
            {withdrawal.confirmDeadline
              ? ` ${t('confirmation.deadline', { time: formatDateTime(withdrawal.confirmDeadline, timeZone) })}`
              : ''}
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            <Button
              size="sm"
              busy={confirm.isPending}
              onClick={() => void markReceived()}
              data-testid="withdrawal-confirm-received"
            >
              <CircleCheck className="size-4" aria-hidden="true" />
              {t('confirmation.received')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={confirm.isPending}
              onClick={() => onAnswer('partly_received')}
              data-testid="withdrawal-confirm-partly"
            >
              {t('confirmation.partly')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={confirm.isPending}
              onClick={() => onAnswer('not_received')}
              data-testid="withdrawal-confirm-not-received"
            >
              {t('confirmation.notReceived')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function ConfirmationSummary({ confirmation, currency }: { confirmation: WithdrawalConfirmation; currency: string }) {
  const { t } = useTranslation('withdrawal');
  const tone =
    confirmation.status === 'received' ? 'success' : confirmation.status === 'partly_received' ? 'warning' : 'danger';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-text-2">
      <StatusBadge tone={tone} testId="withdrawal-confirmation">
        {t(`confirmation.states.${confirmation.status}`)}
      </StatusBadge>
      {confirmation.automatic ? <span className="text-text-3">{t('confirmation.automatic')}</span> : null}
      {confirmation.status === 'partly_received' ? (
        <span>
          {t('confirmation.receivedAmount')} <Money amount={confirmation.receivedAmount} currency={currency} /> ·{' '}
          {t('confirmation.remainingAmount')} <Money amount={confirmation.remainingAmount} currency={currency} />
        </span>
      ) : null}
      {confirmation.status !== 'received' ? (
        <span className="w-full text-text-3">{t('confirmation.followUp')}</span>
      ) : null}
    </div>
  );
}
