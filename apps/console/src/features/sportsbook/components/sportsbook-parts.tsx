import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
