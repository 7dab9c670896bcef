import type { FormEvent, ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DayField } from '@/components/ui/day-field';
import { FormField } from '@/components/ui/form-field';

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

/**
 * The first and last day of a list's time filter (`fromDate`, `toDate` in the address), typed and shown as
 * `YYYY/MM/DD` (DayField) and held in the form as `YYYY-MM-DD`.
 */
export function DayRangeFields<Values extends FieldValues>({
  idPrefix,
  control,
  from,
  to,
  fromError,
  toError,
}: {
  idPrefix: string;
  control: Control<Values>;
  from: FieldPathByValue<Values, string | undefined>;
  to: FieldPathByValue<Values, string | undefined>;
  fromError: string | undefined;
  toError: string | undefined;
}) {
  const { t } = useTranslation('common');
  const fromField = useController({ control, name: from });
  const toField = useController({ control, name: to });
  return (
    <>
      <FormField className="flex-1 basis-36" label={t('table.from')} htmlFor={`${idPrefix}-from`} error={fromError}>
        <DayField
          id={`${idPrefix}-from`}
          value={fromField.field.value ?? ''}
          onChange={fromField.field.onChange}
          onBlur={fromField.field.onBlur}
          invalid={fromError !== undefined}
        />
      </FormField>
      <FormField className="flex-1 basis-36" label={t('table.to')} htmlFor={`${idPrefix}-to`} error={toError}>
        <DayField
          id={`${idPrefix}-to`}
          value={toField.field.value ?? ''}
          onChange={toField.field.onChange}
          onBlur={toField.field.onBlur}
          invalid={toError !== undefined}
        />
      </FormField>
    </>
  );
}
