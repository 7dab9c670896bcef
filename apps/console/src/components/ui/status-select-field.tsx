import type { ComponentProps } from 'react';
import { FormField, inputClass } from './form-field';

/**
 * A filter form's status field: a labelled select of a list's statuses, each by its translated name, after a first
 * option (value empty) for any status. As with BrandSelectField, the rest of the props go to the select, so
 * `{...form.register('status')}` works.
 */
export function StatusSelectField<Status extends string>({
  id,
  label,
  anyLabel,
  statuses,
  labelOf,
  className = 'flex-1 basis-36',
  ...select
}: {
  id: string;
  label: string;
  anyLabel: string;
  statuses: readonly Status[];
  labelOf: (status: Status) => string;
  /** Its width in the filter bar. */
  className?: string;
} & Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>) {
  return (
    <FormField className={className} label={label} htmlFor={id}>
      <select id={id} className={inputClass} {...select}>
        <option value="">{anyLabel}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
