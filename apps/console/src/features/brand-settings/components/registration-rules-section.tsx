import { zodResolver } from '@hookform/resolvers/zod';
import { brandRegistrationRulesSchema, patternKindNames } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { CellError, EditableRows } from './editable-rows';
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
      <EditableRows
        columns={[
          t('registration.field'),
          t('registration.show'),
          t('registration.required'),
          t('registration.pattern'),
          t('registration.minLength'),
          t('registration.maxLength'),
        ]}
        rows={rows.fields}
        cells={(row, index) => {
          const field = t(`registration.fields.${row.field}`);
          return [
            <span key="field" className="font-medium text-slate-800">
              {field}
            </span>,
            <input
              key="show"
              type="checkbox"
              aria-label={`${t('registration.show')}: ${field}`}
              className={checkboxClass}
              {...form.register(`rules.${index}.show`)}
            />,
            <input
              key="required"
              type="checkbox"
              aria-label={`${t('registration.required')}: ${field}`}
              className={checkboxClass}
              {...form.register(`rules.${index}.required`)}
            />,
            <select
              key="pattern"
              aria-label={t('registration.pattern')}
              className={inputClass}
              {...form.register(`rules.${index}.acceptedPattern`)}
            >
              {patternKindNames.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`registration.patterns.${kind}`, { defaultValue: kind })}
                </option>
              ))}
            </select>,
            <input
              key="min"
              type="number"
              aria-label={t('registration.minLength')}
              className={numberClass}
              {...form.register(`rules.${index}.minLength`, { valueAsNumber: true })}
            />,
            <>
              <input
                type="number"
                aria-label={t('registration.maxLength')}
                className={numberClass}
                {...form.register(`rules.${index}.maxLength`, { valueAsNumber: true })}
              />
              <CellError shown={errors?.[index] !== undefined} text={t('invalid')} />
            </>,
          ];
        }}
        error={errors?.root ? t('registration.lengths') : undefined}
      />
    </SectionCard>
  );
}
