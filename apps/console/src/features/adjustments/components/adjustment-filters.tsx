import { zodResolver } from '@hookform/resolvers/zod';
import { adjustmentFilterSchema, adjustmentStatuses } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DayRangeFields, FilterBar } from '@/components/data-table/filter-bar';
import { daySchema, optionalField } from '@/components/data-table/list-search-schemas';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { StatusSelectField } from '@/components/ui/status-select-field';

const filterFields = adjustmentFilterSchema.shape;
const adjustmentFilterFormSchema = z.object({
  merchant: filterFields.merchant,
  username: optionalField(filterFields.username.unwrap()),
  status: optionalField(z.enum(adjustmentStatuses)),
  fromDate: optionalField(daySchema),
  toDate: optionalField(daySchema),
});
type AdjustmentFilterInput = z.input<typeof adjustmentFilterFormSchema>;
export type AdjustmentFilterValues = z.output<typeof adjustmentFilterFormSchema>;

/** The adjustments list's filters: brand, player, status and days. */
export function AdjustmentFilters({
  values,
  onApply,
}: {
  values: AdjustmentFilterValues;
  onApply: (values: Partial<AdjustmentFilterValues>) => void;
}) {
  const { t } = useTranslation(['adjustments', 'common']);
  const { brands } = useConsoleSession();
  const form = useForm<AdjustmentFilterInput, unknown, AdjustmentFilterValues>({
    resolver: zodResolver(adjustmentFilterFormSchema),
    values: { username: '', status: '', fromDate: '', toDate: '', ...values },
  });
  const invalid = (name: keyof AdjustmentFilterInput) =>
    form.formState.errors[name] ? t('common:table.invalid') : undefined;

  return (
    <FilterBar
      onSubmit={(event) => void form.handleSubmit(onApply)(event)}
      onClear={() => onApply({ merchant: values.merchant, username: undefined, status: undefined })}
    >
      <FormField className="basis-32" label={t('filters.brand')} htmlFor="adjustments-brand">
        <select id="adjustments-brand" className={inputClass} {...form.register('merchant')}>
          {brands.map((brand) => (
            <option key={brand.code} value={brand.code}>
              {brand.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        className="basis-44"
        label={t('filters.username')}
        htmlFor="adjustments-username"
        error={invalid('username')}
      >
        <input id="adjustments-username" className={inputClass} {...form.register('username')} />
      </FormField>
      <StatusSelectField
        id="adjustments-status"
        className="basis-36"
        label={t('filters.status')}
        anyLabel={t('filters.anyStatus')}
        statuses={adjustmentStatuses}
        labelOf={(status) => t(`statuses.${status}`)}
        {...form.register('status')}
      />
      <DayRangeFields
        idPrefix="adjustments"
        control={form.control}
        from="fromDate"
        to="toDate"
        fromError={invalid('fromDate')}
        toError={invalid('toDate')}
      />
    </FilterBar>
  );
}
