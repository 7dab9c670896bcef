import { zodResolver } from '@hookform/resolvers/zod';
import { operatorAccountFilterSchema, operatorAccountStatuses, operatorRoleNames } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterBar } from '@/components/data-table/filter-bar';
import { optionalField } from '@/components/data-table/list-search-schemas';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { StatusSelectField } from '@/components/ui/status-select-field';

const filterFields = operatorAccountFilterSchema.shape;
const operatorsFilterFormSchema = z.object({
  search: optionalField(filterFields.search.unwrap()),
  role: optionalField(filterFields.role.unwrap()),
  brand: optionalField(filterFields.brand.unwrap()),
  status: optionalField(filterFields.status.unwrap()),
});
type OperatorsFilterInput = z.input<typeof operatorsFilterFormSchema>;
export type OperatorsFilterValues = z.output<typeof operatorsFilterFormSchema>;

/** The accounts' filter form; applying it writes the filters into the address. */
export function OperatorsFilters({
  values,
  onApply,
}: {
  values: OperatorsFilterValues;
  onApply: (values: OperatorsFilterValues) => void;
}) {
  const { t } = useTranslation(['operators', 'common']);
  const form = useForm<OperatorsFilterInput, unknown, OperatorsFilterValues>({
    resolver: zodResolver(operatorsFilterFormSchema),
    values: {
      search: values.search ?? '',
      role: values.role ?? '',
      brand: values.brand ?? '',
      status: values.status ?? '',
    },
  });
  const invalid = (name: keyof OperatorsFilterInput) =>
    form.formState.errors[name] ? t('common:table.invalid') : undefined;

  return (
    <FilterBar onSubmit={(event) => void form.handleSubmit(onApply)(event)} onClear={() => onApply({})}>
      <FormField
        className="flex-1 basis-48"
        label={t('filters.search')}
        htmlFor="operators-search"
        error={invalid('search')}
      >
        <input
          id="operators-search"
          className={inputClass}
          placeholder={t('filters.searchHint')}
          {...form.register('search')}
        />
      </FormField>
      <FormField className="basis-40" label={t('filters.role')} htmlFor="operators-role">
        <select id="operators-role" className={inputClass} {...form.register('role')}>
          <option value="">{t('filters.any')}</option>
          {operatorRoleNames.map((role) => (
            <option key={role} value={role}>
              {t(`common:roles.${role}`)}
            </option>
          ))}
        </select>
      </FormField>
      <BrandSelectField
        id="operators-brand"
        className="basis-40"
        label={t('filters.brand')}
        anyLabel={t('filters.any')}
        {...form.register('brand')}
      />
      <StatusSelectField
        id="operators-status"
        className="basis-36"
        label={t('filters.status')}
        anyLabel={t('filters.any')}
        statuses={operatorAccountStatuses}
        labelOf={(status) => t(`statuses.${status}`)}
        {...form.register('status')}
      />
    </FilterBar>
  );
}
