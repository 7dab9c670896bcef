import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';

/** A list's filter form: the list's own fields, then search and clear. Every list screen's filters sit in one. */
export function FilterBar({
  onSubmit,
  onClear,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={onSubmit}
    >
      {children}
      <div className="ml-auto flex gap-2">
        <Button type="submit">{t('table.search')}</Button>
        <Button look="secondary" onClick={onClear}>
          {t('table.clear')}
        </Button>
      </div>
    </form>
  );
}

/** The first and last day of a list's time filter (`fromDate`, `toDate` in the address). */
export function DayRangeFields({
  idPrefix,
  from,
  to,
  fromError,
  toError,
}: {
  idPrefix: string;
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  fromError: string | undefined;
  toError: string | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <FormField className="flex-1 basis-36" label={t('table.from')} htmlFor={`${idPrefix}-from`} error={fromError}>
        <input id={`${idPrefix}-from`} type="date" className={inputClass} {...from} />
      </FormField>
      <FormField className="flex-1 basis-36" label={t('table.to')} htmlFor={`${idPrefix}-to`} error={toError}>
        <input id={`${idPrefix}-to`} type="date" className={inputClass} {...to} />
      </FormField>
    </>
  );
}
