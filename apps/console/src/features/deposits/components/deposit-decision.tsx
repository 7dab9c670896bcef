import type { DepositReview } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useReviewDeposit } from '../api/review-deposit';

/** Confirm or reject one deposit waiting for review; each asks once more, and a rejection needs its reason. */
export function DepositDecision({ merchant, deposit }: { merchant: string; deposit: DepositReview }) {
  const { t } = useTranslation('deposits');
  const errorMessage = useErrorMessage();
  const review = useReviewDeposit();
  const [step, setStep] = useState<'idle' | 'confirm' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  const [waiting, setWaiting] = useState(false);
  if (deposit.status !== 'pending_review') return null;
  if (waiting) return <span className="text-xs text-amber-800">{t('awaitingSecond')}</span>;
  return (
    <div className="flex w-56 flex-col gap-2">
      {step === 'idle' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setStep('confirm')}>{t('actions.confirm')}</Button>
          <Button look="secondary" onClick={() => setStep('reject')}>
            {t('actions.reject')}
          </Button>
        </div>
      )}
      {step === 'confirm' && (
        <div role="alertdialog" aria-label={t('actions.confirm')} className="rounded-md bg-amber-50 p-2 text-sm">
          <p className="mb-2 text-amber-900">
            {t('confirmQuestion', { amount: deposit.amount, username: deposit.member })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={review.isPending}
              onClick={() =>
                review.mutate(
                  { merchant, id: deposit.id, decision: 'confirm' },
                  {
                    onSuccess: (answer) => {
                      setStep('idle');
                      if ('approval' in answer && answer.approval?.status === 'pending') setWaiting(true);
                    },
                  },
                )
              }
            >
              {t('actions.yesConfirm')}
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
            if (reason.trim().length < 3) return;
            review.mutate(
              { merchant, id: deposit.id, decision: 'reject', reason },
              { onSuccess: () => setStep('idle') },
            );
          }}
        >
          <label htmlFor={`reason-${deposit.id}`} className="text-slate-700">
            {t('rejectReason')}
          </label>
          <input
            id={`reason-${deposit.id}`}
            className={inputClass}
            value={reason}
            required
            minLength={3}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={review.isPending || reason.trim().length < 3}>
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
