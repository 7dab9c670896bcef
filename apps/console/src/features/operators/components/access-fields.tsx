import { operatorRoleNames } from '@croupier/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConsoleSession } from '@/lib/console-session-context';

/** Roles (one or more) and brands (every brand, or some) as a form holds them. */
export const accessFormShape = {
  roles: z.array(z.enum(operatorRoleNames)).min(1, { message: 'ROLES_REQUIRED' }),
  brandScope: z.enum(['all', 'some']),
  brands: z.array(z.string()),
};
const accessFormSchema = z.object(accessFormShape);
export type AccessFormValues = z.infer<typeof accessFormSchema>;

/** Some brands means at least one: none would be read as every brand. */
export function refineAccess(values: { brandScope: 'all' | 'some'; brands: string[] }, context: z.RefinementCtx) {
  if (values.brandScope === 'some' && values.brands.length === 0)
    context.addIssue({ code: 'custom', path: ['brands'], message: 'BRANDS_REQUIRED' });
}

/** The roles and brands form's schema. */
export const accessSchema = accessFormSchema.superRefine(refineAccess);

/** The API's brands: null for every brand. */
export const brandsOfForm = (values: AccessFormValues) => (values.brandScope === 'all' ? null : values.brands);

/**
 * The roles as checkboxes with what each may do, and the brands: every brand, or the ones ticked. Inside the
 * FormProvider of a form whose values include AccessFormValues.
 */
export function AccessFields() {
  const { t } = useTranslation(['operators', 'common']);
  const { brands } = useConsoleSession();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AccessFormValues>();
  const brandScope = useWatch({ control, name: 'brandScope' });
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-slate-600">{t('form.roles')}</legend>
        {operatorRoleNames.map((role) => (
          <label key={role} className="flex items-start gap-2 text-sm">
            <input type="checkbox" value={role} className="mt-0.5 size-4" {...register('roles')} />
            <span>
              <span className="font-medium text-slate-900">{t(`common:roles.${role}`)}</span>
              <span className="block text-xs text-slate-500">{t(`roleHints.${role}`)}</span>
            </span>
          </label>
        ))}
        {errors.roles && (
          <span role="alert" className="text-xs text-red-700">
            {t('form.rolesRequired')}
          </span>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-slate-600">{t('form.brands')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="all" className="size-4" {...register('brandScope')} />
          {t('form.allBrands')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="some" className="size-4" {...register('brandScope')} />
          {t('form.someBrands')}
        </label>
        {brandScope === 'some' && (
          <div className="ml-6 flex flex-wrap gap-x-4 gap-y-1">
            {brands.map((brand) => (
              <label key={brand.code} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={brand.code} className="size-4" {...register('brands')} />
                {brand.name} <span className="text-xs text-slate-500">({brand.code})</span>
              </label>
            ))}
          </div>
        )}
        {errors.brands && (
          <span role="alert" className="text-xs text-red-700">
            {t('form.brandsRequired')}
          </span>
        )}
      </fieldset>
    </>
  );
}
