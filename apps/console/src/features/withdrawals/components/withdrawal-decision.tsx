import type { WithdrawalReview } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { DecisionControls } from '@/components/ui/decision-controls';
import { useConsoleSession } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { useReviewWithdrawal } from '../api/review-withdrawal';

/**
 * Approve or reject one pending withdrawal. Above the brand's threshold the approval waits for a different
 * operator (under Approvals); the operator who approved sees that instead of the buttons.
 */
export function WithdrawalDecision({ withdrawal }: { withdrawal: WithdrawalReview }) {
  const { t } = useTranslation('withdrawals');
  const errorMessage = useErrorMessage();
  const { username } = useConsoleSession();
  const review = useReviewWithdrawal();
  if (withdrawal.status !== 'pending') return null;
  const waiting = withdrawal.approval?.status === 'pending';
  if (waiting && withdrawal.approval?.requestedBy === username) {
    return <span className="text-xs text-amber-800">{t('awaitingSecond')}</span>;
  }
  const amount = `${withdrawal.amount} ${withdrawal.currency}`;
  return (
    <DecisionControls
      id={withdrawal.id}
      texts={{
        accept: waiting ? t('actions.confirm') : t('actions.approve'),
        question: t('approveQuestion', { amount, username: withdrawal.username, account: withdrawal.accountNumber }),
        yesAccept: t('actions.yesApprove'),
        rejectReason: t('rejectReason'),
        yesReject: t('actions.yesReject'),
      }}
      notice={
        waiting && (
          <span className="text-xs text-amber-800">
            {t('approvedBy', { name: withdrawal.approval?.requestedBy ?? '' })}
          </span>
        )
      }
      pending={review.isPending}
      error={review.isError ? errorMessage(review.error) : null}
      onAccept={() => review.mutateAsync({ id: withdrawal.id, decision: 'approve' })}
      onReject={(reason) => review.mutateAsync({ id: withdrawal.id, decision: 'reject', reason })}
    />
  );
}
