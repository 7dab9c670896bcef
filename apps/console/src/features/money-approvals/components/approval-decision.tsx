import type { MoneyApproval } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDecideMoneyApproval } from '../api/decide-money-approval';

/**
 * The checker's confirm and reject for one pending approval: each asks once more (what moves, to whom), and a
 * rejection needs a reason. The operator who asked sees who must confirm instead.
 */
export function ApprovalDecision({ approval }: { approval: MoneyApproval }) {
  const { t } = useTranslation('money-approvals');
  const errorMessage = useErrorMessage();
  const decide = useDecideMoneyApproval();
  const [step, setStep] = useState<'idle' | 'confirm' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  if (approval.status !== 'pending') return null;
  if (approval.requestedByMe) return <span className="text-xs text-slate-500">{t('awaitingOther')}</span>;
  const amount = `${approval.amount} ${approval.currency}`;
  return (
    <div className="flex w-52 flex-col gap-2">
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
            {t(`confirmQuestion.${approval.kind}`, { amount, username: approval.username })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate({ id: approval.id, decision: 'confirm' }, { onSuccess: () => setStep('idle') })
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
            if (!reason.trim()) return;
            decide.mutate({ id: approval.id, decision: 'reject', reason }, { onSuccess: () => setStep('idle') });
          }}
        >
          <label htmlFor={`reason-${approval.id}`} className="text-slate-700">
            {t('rejectReason')}
          </label>
          <input
            id={`reason-${approval.id}`}
            className={inputClass}
            value={reason}
            required
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={decide.isPending || !reason.trim()}>
              {t('actions.yesReject')}
            </Button>
            <Button look="secondary" onClick={() => setStep('idle')}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
      )}
      {decide.isError && (
        <p role="alert" className="text-xs text-red-700">
          {errorMessage(decide.error)}
        </p>
      )}
    </div>
  );
}
