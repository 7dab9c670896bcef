import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/use-error-message';

/** One section of the brand settings: its own form, saved on its own, with what the save answered. */
export function SectionCard({
  id,
  title,
  description,
  onSubmit,
  saving,
  saved,
  error,
  readOnly = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  saved: boolean;
  error: unknown;
  /** The operator may read the section but not change it: no save button (the server refuses the change anyway). */
  readOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('brand-settings');
  const errorMessage = useErrorMessage();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <header>
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-500">{description}</p>
        </header>
        {children}
        <div className={`flex items-center gap-3 ${readOnly ? 'hidden' : ''}`}>
          <Button type="submit" disabled={saving} data-testid={`${id}-save`}>
            {saving ? t('saving') : t('save')}
          </Button>
          {saved && !saving && (
            <span role="status" className="text-sm text-emerald-700">
              {t('saved')}
            </span>
          )}
          {error !== null && error !== undefined && !saving && (
            <span role="alert" className="text-sm text-red-700">
              {errorMessage(error)}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}

export const checkboxClass = 'h-4 w-4 rounded border-slate-300 text-slate-900 focus:ring-slate-400';
