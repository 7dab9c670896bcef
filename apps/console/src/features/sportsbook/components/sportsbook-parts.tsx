import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';

/** A sportsbook screen's title and its one-line purpose. */
export function ScreenHeader({ title, description }: { title: string; description: string }) {
  return (
    <header>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-500">{description}</p>
    </header>
  );
}

/** The loading line, or the call's translated failure (a sportsbook that does not answer says so). */
export function LoadState({ loading, error }: { loading: boolean; error: unknown }) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  if (error)
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {errorMessage(error)}
      </p>
    );
  return loading ? <p className="text-sm text-slate-500">{t('table.loading')}</p> : null;
}

export function Panel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-slate-800">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const cell = 'px-3 py-2 whitespace-nowrap';
export const headCell =
  'border-b border-slate-200 px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';

/** Asks the reason every sportsbook change carries (3 to 500 characters; audited with it). */
export function ReasonDialog({
  title,
  confirmLabel,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  title: string;
  /** The confirm button's text; Save by default. */
  confirmLabel?: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('sportsbook');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormDialog
      title={title}
      confirmLabel={confirmLabel ?? t('settings.save')}
      pending={pending}
      error={problem ?? error}
      onCancel={onCancel}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (reason.trim().length < 3) return setProblem(t('reasonTooShort'));
        setProblem(null);
        onConfirm(reason.trim());
      }}
    >
      <FormField label={t('reason')} htmlFor="settings-reason">
        <textarea
          id="settings-reason"
          className={inputClass}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(changed) => setReason(changed.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
