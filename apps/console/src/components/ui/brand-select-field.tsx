import type { ComponentProps } from 'react';
import { useConsoleSession } from '@/lib/console-session-context';
import { FormField, inputClass } from './form-field';

/**
 * A filter form's brand field: a labelled select of the operator's brands, by name. With `anyLabel`, a first option
 * (value empty) for every brand. The rest of the props go to the select, so `{...form.register('merchant')}` or
 * `name` and `defaultValue` of an uncontrolled form both work.
 */
export function BrandSelectField({
  id,
  label,
  anyLabel,
  className = 'basis-32',
  ...select
}: {
  id: string;
  label: string;
  anyLabel?: string;
  /** Its width in the filter bar. */
  className?: string;
} & Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>) {
  const { brands } = useConsoleSession();
  return (
    <FormField className={className} label={label} htmlFor={id}>
      <select id={id} className={inputClass} {...select}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {brands.map((brand) => (
          <option key={brand.code} value={brand.code}>
            {brand.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
