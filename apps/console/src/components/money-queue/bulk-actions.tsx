import type { BulkDecisionResult } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-error';
import type { ApiErrorCode } from '@/lib/api-error';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDecideInBulk } from './decide-in-bulk';
import type { QueueKind } from './queue-kind';

/** A failed row's code as the error the console translates (an unknown code reads as a failed request). */
const rowError = (code: string | null) =>
  new ApiError({ code: (code ?? 'REQUEST_FAILED') as ApiErrorCode, message: '', status: 0 });

const outcomeLook = {
  done: 'text-emerald-800',
  awaiting_second: 'text-amber-800',
  unchanged: 'text-slate-600',
  failed: 'text-red-700',
} as const;

/**
 * Decides the selected rows at once: accept each (the two-person rule still holds per row: above the threshold a
 * row only records the first approval) or reject each with one reason. Each row's outcome is listed on its own.
 */
export function BulkActions({
  kind,
  selected,
  acceptLabel,
  describeRow,
  onDone,
}: {
  kind: QueueKind;
  selected: string[];
  acceptLabel: string;
  /** How a row is named in the outcomes (its player and amount). */
  describeRow: (id: string) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation('money-queue');
  const errorMessage = useErrorMessage();
  const decide = useDecideInBulk();
  const [step, setStep] = useState<'idle' | 'accept' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<{ rows: BulkDecisionResult['rows']; names: Map<string, string> } | null>(null);
  const run = (body: Parameters<typeof decide.mutate>[0]['body']) => {
    const names = new Map(selected.map((id) => [id, describeRow(id)]));
    decide.mutate(
      { kind, body },
      {
        onSuccess: (answer) => {
          setResult({ rows: answer.rows, names });
          setStep('idle');
          setReason('');
          onDone();
        },
      },
    );
  };
  if (selected.length === 0 && !result) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm" aria-live="polite">
      {selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-800">{t('bulk.selected', { count: selected.length })}</span>
          {step === 'idle' && (
            <>
              <Button onClick={() => setStep('accept')}>{t('bulk.accept', { action: acceptLabel })}</Button>
              <Button look="secondary" onClick={() => setStep('reject')}>
                {t('bulk.reject')}
              </Button>
            </>
          )}
          {step === 'accept' && (
            <div role="alertdialog" aria-label={acceptLabel} className="flex flex-wrap items-center gap-2">
              <span className="text-amber-900">{t('bulk.acceptQuestion', { count: selected.length })}</span>
              <Button disabled={decide.isPending} onClick={() => run({ decision: 'approve', ids: selected })}>
                {t('bulk.yes')}
              </Button>
              <Button look="secondary" onClick={() => setStep('idle')}>
                {t('bulk.cancel')}
              </Button>
            </div>
          )}
          {step === 'reject' && (
            <form
              className="flex flex-wrap items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (reason.trim().length >= 3) run({ decision: 'reject', ids: selected, reason: reason.trim() });
              }}
            >
              <label htmlFor={`${kind}-bulk-reason`} className="text-slate-700">
                {t('bulk.reason')}
              </label>
              <input
                id={`${kind}-bulk-reason`}
                className={`${inputClass} w-72`}
                value={reason}
                required
                minLength={3}
                maxLength={200}
                onChange={(event) => setReason(event.target.value)}
              />
              <Button type="submit" disabled={decide.isPending || reason.trim().length < 3}>
                {t('bulk.yesReject', { count: selected.length })}
              </Button>
              <Button look="secondary" onClick={() => setStep('idle')}>
                {t('bulk.cancel')}
              </Button>
            </form>
          )}
        </div>
      )}
      {decide.isError && (
        <p role="alert" className="text-red-700">
          {errorMessage(decide.error)}
        </p>
      )}
      {result && (
        <div>
          <div className="flex items-center justify-between">
            <h2 className="font-medium text-slate-800">{t('bulk.outcomes')}</h2>
            <Button look="secondary" onClick={() => setResult(null)}>
              {t('bulk.close')}
            </Button>
          </div>
          <ul className="mt-1 flex flex-col gap-0.5" aria-label={t('bulk.outcomes')}>
            {result.rows.map((row) => (
              <li key={row.id} className="flex gap-2">
                <span className="text-slate-700">{result.names.get(row.id) ?? row.id.slice(0, 8)}</span>
                <span className={outcomeLook[row.outcome]}>
                  {row.outcome === 'failed'
                    ? t('bulk.failed', { error: errorMessage(rowError(row.code)) })
                    : t(`bulk.outcome.${row.outcome}`)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
