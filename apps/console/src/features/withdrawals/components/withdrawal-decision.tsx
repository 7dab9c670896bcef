import type { WithdrawalReview } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { useReviewWithdrawal } from '../api/review-withdrawal';

/**
 * Approve or reject one pending withdrawal, each asked once more. Above the brand's threshold the approval waits
 * for a different operator (under Approvals); the operator who approved sees that instead of the buttons.
 */
export function WithdrawalDecision({ withdrawal }: { withdrawal: WithdrawalReview }) {
  const { t } = useTranslation('withdrawals');
  const errorMessage = useErrorMessage();
  const { username } = useConsoleSession();
  const review = useReviewWithdrawal();
  const [step, setStep] = useState<'idle' | 'approve' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  if (withdrawal.status !== 'pending') return null;
  const waiting = withdrawal.approval?.status === 'pending';
  if (waiting && withdrawal.approval?.requestedBy === username) {
    return <span className="text-xs text-amber-800">{t('awaitingSecond')}</span>;
  }
  const amount = `${withdrawal.amount} ${withdrawal.currency}`;
  return (
    <div className="flex w-56 flex-col gap-2">
      {waiting && (
        <span className="text-xs text-amber-800">
          {t('approvedBy', { name: withdrawal.approval?.requestedBy ?? '' })}
        </span>
      )}
      {step === 'idle' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setStep('approve')}>{waiting ? t('actions.confirm') : t('actions.approve')}</Button>
          <Button look="secondary" onClick={() => setStep('reject')}>
            {t('actions.reject')}
          </Button>
        </div>
      )}
      {step === 'approve' && (
        <div role="alertdialog" aria-label={t('actions.approve')} className="rounded-md bg-amber-50 p-2 text-sm">
          <p className="mb-2 text-amber-900">
            {t('approveQuestion', { amount, username: withdrawal.username, account: withdrawal.accountNumber })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={review.isPending}
              onClick={() =>
                review.mutate({ id: withdrawal.id, decision: 'approve' }, { onSuccess: () => setStep('idle') })
              }
            >
              {t('actions.yesApprove')}
            </Button>
            <Button look="secondary" onClick={() => setStep('idle')}>
              {t('actions.cancel')}
            </Button>
          </div>
        </div>
      )}
      {step === 'reject' && (
        <form
          className="flex flex-col gap-2 rounded-md bg-slate-50 p-2 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            review.mutate({ id: withdrawal.id, decision: 'reject', reason }, { onSuccess: () => setStep('idle') });
          }}
        >
          <label htmlFor={`reason-${withdrawal.id}`} className="text-slate-700">
            {t('rejectReason')}
          </label>
          <input
            id={`reason-${withdrawal.id}`}
            className={inputClass}
            value={reason}
            required
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={review.isPending || !reason.trim()}>
              {t('actions.yesReject')}
            </Button>
            <Button look="secondary" onClick={() => setStep('idle')}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
      )}
      {review.isError && (
        <p role="alert" className="text-xs text-red-700">
          {errorMessage(review.error)}
        </p>
      )}
    </div>
  );
}
