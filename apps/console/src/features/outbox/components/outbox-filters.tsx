import { zodResolver } from '@hookform/resolvers/zod';
import { outboxChannels, outboxFilterSchema, outboxStatuses } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DayRangeFields, FilterBar } from '@/components/data-table/filter-bar';
import { daySchema, optionalField } from '@/components/data-table/list-search-schemas';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { StatusSelectField } from '@/components/ui/status-select-field';

const filterFields = outboxFilterSchema.shape;
const outboxFilterFormSchema = z.object({
  merchant: optionalField(filterFields.merchant.unwrap()),
  destination: optionalField(filterFields.destination.unwrap()),
  channel: optionalField(filterFields.channel.unwrap()),
  status: optionalField(filterFields.status.unwrap()),
  fromDate: optionalField(daySchema),
  toDate: optionalField(daySchema),
});
type OutboxFilterInput = z.input<typeof outboxFilterFormSchema>;
export type OutboxFilterValues = z.output<typeof outboxFilterFormSchema>;

/** The outbox's filter form, with the brand picker; applying it writes the filters into the address. */
export function OutboxFilters({
  values,
  onApply,
}: {
  values: OutboxFilterValues;
  onApply: (values: OutboxFilterValues) => void;
}) {
  const { t } = useTranslation(['outbox', 'common']);
  const empty: OutboxFilterInput = { merchant: '', destination: '', channel: '', status: '', fromDate: '', toDate: '' };
  const form = useForm<OutboxFilterInput, unknown, OutboxFilterValues>({
    resolver: zodResolver(outboxFilterFormSchema),
    values: { ...empty, ...values },
  });
  const invalid = (name: keyof OutboxFilterInput) =>
    form.formState.errors[name] ? t('common:table.invalid') : undefined;

  return (
    <FilterBar onSubmit={(event) => void form.handleSubmit(onApply)(event)} onClear={() => onApply({})}>
      <BrandSelectField
        id="outbox-brand"
        className="flex-1 basis-36"
        label={t('filters.brand')}
        anyLabel={t('filters.allBrands')}
        {...form.register('merchant')}
      />
      <FormField
        className="flex-1 basis-36"
        label={t('filters.destination')}
        htmlFor="outbox-destination"
        error={invalid('destination')}
      >
        <input
          id="outbox-destination"
          className={inputClass}
          placeholder={t('filters.destinationHint')}
          {...form.register('destination')}
        />
      </FormField>
      <FormField className="flex-1 basis-36" label={t('filters.channel')} htmlFor="outbox-channel">
        <select id="outbox-channel" className={inputClass} {...form.register('channel')}>
          <option value="">{t('filters.any')}</option>
          {outboxChannels.map((channel) => (
            <option key={channel} value={channel}>
              {t(`channels.${channel}`)}
            </option>
          ))}
        </select>
      </FormField>
      <StatusSelectField
        id="outbox-status"
        className="flex-1 basis-36"
        label={t('filters.status')}
        anyLabel={t('filters.any')}
        statuses={outboxStatuses}
        labelOf={(status) => t(`statuses.${status}`)}
        {...form.register('status')}
      />
      <DayRangeFields
        idPrefix="outbox"
        control={form.control}
        from="fromDate"
        to="toDate"
        fromError={invalid('fromDate')}
        toError={invalid('toDate')}
      />
    </FilterBar>
  );
}
