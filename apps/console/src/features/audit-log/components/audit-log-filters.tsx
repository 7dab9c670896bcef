import { zodResolver } from '@hookform/resolvers/zod';
import { auditActions, auditLogFilterSchema } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DayRangeFields, FilterBar } from '@/components/data-table/filter-bar';
import { daySchema, optionalField } from '@/components/data-table/list-search-schemas';
import { FormField, inputClass } from '@/components/ui/form-field';
import { auditActionLabelKey } from './action-label';

const filterFields = auditLogFilterSchema.shape;
const auditFilterFormSchema = z.object({
  operator: optionalField(filterFields.operator.unwrap()),
  action: optionalField(filterFields.action.unwrap()),
  target: optionalField(filterFields.target.unwrap()),
  fromDate: optionalField(daySchema),
  toDate: optionalField(daySchema),
});
type AuditFilterInput = z.input<typeof auditFilterFormSchema>;
export type AuditFilterValues = z.output<typeof auditFilterFormSchema>;

/** The audit log's filter form; applying it writes the filters into the address. */
export function AuditLogFilters({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const { t } = useTranslation(['audit-log', 'common']);
  const empty = { operator: '', action: '', target: '', fromDate: '', toDate: '' };
  const form = useForm<AuditFilterInput, unknown, AuditFilterValues>({
    resolver: zodResolver(auditFilterFormSchema),
    values: { ...empty, ...values },
  });
  const invalid = (name: keyof AuditFilterInput) =>
    form.formState.errors[name] ? t('common:table.invalid') : undefined;

  return (
    <FilterBar onSubmit={(event) => void form.handleSubmit(onApply)(event)} onClear={() => onApply({})}>
      <FormField
        className="flex-1 basis-36"
        label={t('filters.operator')}
        htmlFor="audit-operator"
        error={invalid('operator')}
      >
        <input
          id="audit-operator"
          className={inputClass}
          placeholder={t('filters.operatorHint')}
          {...form.register('operator')}
        />
      </FormField>
      <FormField
        className="flex-1 basis-36"
        label={t('filters.action')}
        htmlFor="audit-action"
        error={invalid('action')}
      >
        <input
          id="audit-action"
          className={inputClass}
          placeholder={t('filters.actionHint')}
          list="audit-actions"
          {...form.register('action')}
        />
        {/* The filter takes a code or its start; the suggestions name each code as the log's rows do. */}
        <datalist id="audit-actions">
          {auditActions.map((action) => (
            <option key={action} value={action} label={t(auditActionLabelKey(action))} />
          ))}
        </datalist>
      </FormField>
      <FormField
        className="flex-1 basis-36"
        label={t('filters.target')}
        htmlFor="audit-target"
        error={invalid('target')}
      >
        <input
          id="audit-target"
          className={inputClass}
          placeholder={t('filters.targetHint')}
          {...form.register('target')}
        />
      </FormField>
      <DayRangeFields
        idPrefix="audit"
        control={form.control}
        from="fromDate"
        to="toDate"
        fromError={invalid('fromDate')}
        toError={invalid('toDate')}
      />
    </FilterBar>
  );
}
