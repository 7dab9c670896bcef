import { zodResolver } from '@hookform/resolvers/zod';
import { playerFilterSchema, playerSearchKinds, playerStatuses } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DayRangeFields, FilterBar } from '@/components/data-table/filter-bar';
import { daySchema, optionalField } from '@/components/data-table/list-search-schemas';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { StatusSelectField } from '@/components/ui/status-select-field';

const filterFields = playerFilterSchema.shape;
const playerFilterFormSchema = z.object({
  merchant: filterFields.merchant,
  searchBy: z.enum(playerSearchKinds),
  q: optionalField(filterFields.q.unwrap()),
  status: optionalField(z.enum(playerStatuses)),
  fromDate: optionalField(daySchema),
  toDate: optionalField(daySchema),
});
type PlayerFilterInput = z.input<typeof playerFilterFormSchema>;
export type PlayerFilterValues = z.output<typeof playerFilterFormSchema>;

/** The players list's search: brand, what to search by, the search text, status and registration days. */
export function PlayerFilters({
  values,
  onApply,
}: {
  values: PlayerFilterValues;
  onApply: (values: Partial<PlayerFilterValues>) => void;
}) {
  const { t } = useTranslation(['players', 'common']);
  const form = useForm<PlayerFilterInput, unknown, PlayerFilterValues>({
    resolver: zodResolver(playerFilterFormSchema),
    values: { q: '', status: '', fromDate: '', toDate: '', ...values },
  });
  const invalid = (name: keyof PlayerFilterInput) =>
    form.formState.errors[name] ? t('common:table.invalid') : undefined;

  return (
    <FilterBar
      onSubmit={(event) => void form.handleSubmit(onApply)(event)}
      onClear={() => onApply({ merchant: values.merchant, searchBy: 'name' })}
    >
      <BrandSelectField id="players-brand" label={t('filters.brand')} {...form.register('merchant')} />
      <FormField className="basis-44" label={t('filters.searchBy')} htmlFor="players-search-by">
        <select id="players-search-by" className={inputClass} {...form.register('searchBy')}>
          {playerSearchKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`searchKinds.${kind}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField className="flex-1 basis-48" label={t('filters.query')} htmlFor="players-query" error={invalid('q')}>
        <input
          id="players-query"
          type="search"
          className={inputClass}
          placeholder={t('filters.queryHint')}
          {...form.register('q')}
        />
      </FormField>
      <StatusSelectField
        id="players-status"
        className="basis-32"
        label={t('filters.status')}
        anyLabel={t('filters.anyStatus')}
        statuses={playerStatuses}
        labelOf={(status) => t(`statuses.${status}`)}
        {...form.register('status')}
      />
      <DayRangeFields
        idPrefix="players"
        control={form.control}
        from="fromDate"
        to="toDate"
        fromError={invalid('fromDate')}
        toError={invalid('toDate')}
      />
    </FilterBar>
  );
}
