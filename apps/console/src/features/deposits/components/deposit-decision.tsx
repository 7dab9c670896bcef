import type { DepositReview } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { DecisionControls } from '@/components/ui/decision-controls';
import { useConsoleSession } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { useReviewDeposit } from '../api/review-deposit';

/**
 * Confirm or reject one deposit waiting for review. Above the brand's threshold the confirmation waits for a
 * different operator (under Approvals); the operator who confirmed sees that instead of the buttons.
 */
export function DepositDecision({ deposit }: { deposit: DepositReview }) {
  const { t } = useTranslation('deposits');
  const errorMessage = useErrorMessage();
  const { username } = useConsoleSession();
  const review = useReviewDeposit();
  if (deposit.status !== 'pending_review' && deposit.status !== 'awaiting_payment') return null;
  const waiting = deposit.approval?.status === 'pending';
  if (waiting && deposit.approval?.requestedBy === username) {
    return <span className="text-xs text-amber-800">{t('awaitingSecond')}</span>;
  }
  const target = { merchant: deposit.merchantCode, id: deposit.id };
  return (
    <DecisionControls
      id={deposit.id}
      texts={{
        accept: t('actions.confirm'),
        question: t('confirmQuestion', { amount: `${deposit.amount} ${deposit.currency}`, username: deposit.member }),
        yesAccept: t('actions.yesConfirm'),
        rejectReason: t('rejectReason'),
        yesReject: t('actions.yesReject'),
      }}
      notice={
        waiting && (
          <span className="text-xs text-amber-800">
            {t('confirmedBy', { name: deposit.approval?.requestedBy ?? '' })}
          </span>
        )
      }
      reasonLength={{ min: 3, max: 500 }}
      pending={review.isPending}
      error={review.isError ? errorMessage(review.error) : null}
      onAccept={() => review.mutateAsync({ ...target, decision: 'confirm' })}
      onReject={(reason) => review.mutateAsync({ ...target, decision: 'reject', reason })}
    />
  );
}
