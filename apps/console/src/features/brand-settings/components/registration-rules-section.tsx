import { zodResolver } from '@hookform/resolvers/zod';
import { brandRegistrationRulesSchema, patternKindNames } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { checkboxClass, SectionCard } from './section-card';

type RulesForm = z.input<typeof brandRegistrationRulesSchema>;

/** Which optional registration fields the player site shows, which it requires, and what it accepts. */
export function RegistrationRulesSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveBrandSettings(settings.code, 'registration-rules');
  const form = useForm<RulesForm, unknown, z.output<typeof brandRegistrationRulesSchema>>({
    resolver: zodResolver(brandRegistrationRulesSchema),
    values: { rules: settings.registrationRules },
  });
  const rows = useFieldArray({ control: form.control, name: 'rules' });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const errors = form.formState.errors.rules;
  const numberClass = `${inputClass.replace('w-full', 'w-20')} tabular-nums`;
  return (
    <SectionCard
      id="registration-rules"
      title={t('registration.title')}
      description={t('registration.description')}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-slate-500">
          <tr>
            <th className="py-1 pr-2 font-medium">{t('registration.field')}</th>
            <th className="py-1 pr-2 font-medium">{t('registration.show')}</th>
            <th className="py-1 pr-2 font-medium">{t('registration.required')}</th>
            <th className="py-1 pr-2 font-medium">{t('registration.pattern')}</th>
            <th className="py-1 pr-2 font-medium">{t('registration.minLength')}</th>
            <th className="py-1 font-medium">{t('registration.maxLength')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.fields.map((row, index) => (
            <tr key={row.id}>
              <td className="py-1.5 pr-2 font-medium text-slate-800">{t(`registration.fields.${row.field}`)}</td>
              <td className="py-1.5 pr-2">
                <input
                  type="checkbox"
                  aria-label={`${t('registration.show')}: ${t(`registration.fields.${row.field}`)}`}
                  className={checkboxClass}
                  {...form.register(`rules.${index}.show`)}
                />
              </td>
              <td className="py-1.5 pr-2">
                <input
                  type="checkbox"
                  aria-label={`${t('registration.required')}: ${t(`registration.fields.${row.field}`)}`}
                  className={checkboxClass}
                  {...form.register(`rules.${index}.required`)}
                />
              </td>
              <td className="py-1.5 pr-2">
                <select
                  aria-label={t('registration.pattern')}
                  className={inputClass}
                  {...form.register(`rules.${index}.acceptedPattern`)}
                >
                  {patternKindNames.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`registration.patterns.${kind}`, { defaultValue: kind })}
                    </option>
                  ))}
                </select>
              </td>
              <td className="py-1.5 pr-2">
                <input
                  type="number"
                  aria-label={t('registration.minLength')}
                  className={numberClass}
                  {...form.register(`rules.${index}.minLength`, { valueAsNumber: true })}
                />
              </td>
              <td className="py-1.5">
                <input
                  type="number"
                  aria-label={t('registration.maxLength')}
                  className={numberClass}
                  {...form.register(`rules.${index}.maxLength`, { valueAsNumber: true })}
                />
                {errors?.[index] && (
                  <span role="alert" className="block text-xs text-red-700">
                    {t('invalid')}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors?.root && (
        <p role="alert" className="text-xs text-red-700">
          {t('registration.lengths')}
        </p>
      )}
    </SectionCard>
  );
}
