import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DayRangeFields, FilterBar } from '@/components/data-table/filter-bar';
import { daySchema, optionalField } from '@/components/data-table/list-search-schemas';
import { FormField, inputClass } from '@/components/ui/form-field';
import type { QueueKind } from './queue-kind';
import { amountTextSchema } from './queue-search';

const queueFilterFormSchema = z.object({
  search: optionalField(z.string().trim().min(1).max(64)),
  fromDate: optionalField(daySchema),
  toDate: optionalField(daySchema),
  minAmount: optionalField(amountTextSchema),
  maxAmount: optionalField(amountTextSchema),
});
type QueueFilterInput = z.input<typeof queueFilterFormSchema>;
export type QueueFilterValues = z.output<typeof queueFilterFormSchema>;

/** A queue's typed filters: player or order number, days, amount range; applying writes them into the address. */
export function QueueFilters({
  kind,
  values,
  onApply,
}: {
  kind: QueueKind;
  values: QueueFilterValues;
  onApply: (values: QueueFilterValues) => void;
}) {
  const { t } = useTranslation(['money-queue', 'common']);
  const empty = { search: '', fromDate: '', toDate: '', minAmount: '', maxAmount: '' };
  const form = useForm<QueueFilterInput, unknown, QueueFilterValues>({
    resolver: zodResolver(queueFilterFormSchema),
    values: { ...empty, ...values },
  });
  const invalid = (name: keyof QueueFilterInput) =>
    form.formState.errors[name] ? t('common:table.invalid') : undefined;
  return (
    <FilterBar onSubmit={(event) => void form.handleSubmit(onApply)(event)} onClear={() => onApply({})}>
      <FormField
        className="flex-1 basis-52"
        label={t('filters.search')}
        htmlFor={`${kind}-search`}
        error={invalid('search')}
      >
        <input
          id={`${kind}-search`}
          className={inputClass}
          placeholder={t('filters.searchHint')}
          {...form.register('search')}
        />
      </FormField>
      <DayRangeFields
        idPrefix={kind}
        control={form.control}
        from="fromDate"
        to="toDate"
        fromError={invalid('fromDate')}
        toError={invalid('toDate')}
      />
      <FormField
        className="flex-1 basis-28"
        label={t('filters.minAmount')}
        htmlFor={`${kind}-min-amount`}
        error={invalid('minAmount')}
      >
        <input
          id={`${kind}-min-amount`}
          inputMode="decimal"
          className={`${inputClass} tabular-nums`}
          {...form.register('minAmount')}
        />
      </FormField>
      <FormField
        className="flex-1 basis-28"
        label={t('filters.maxAmount')}
        htmlFor={`${kind}-max-amount`}
        error={invalid('maxAmount')}
      >
        <input
          id={`${kind}-max-amount`}
          inputMode="decimal"
          className={`${inputClass} tabular-nums`}
          {...form.register('maxAmount')}
        />
      </FormField>
    </FilterBar>
  );
}
