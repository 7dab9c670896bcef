import { zodResolver } from '@hookform/resolvers/zod';
import { brandLanguagesSchema, currencyDisplaySchema, languages } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { checkboxClass, SectionCard } from './section-card';

type LanguagesForm = z.input<typeof brandLanguagesSchema>;

/** The languages the player site offers and the one a first visit gets. */
export function LanguagesSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveBrandSettings(settings.code, 'languages');
  const form = useForm<LanguagesForm, unknown, z.output<typeof brandLanguagesSchema>>({
    resolver: zodResolver(brandLanguagesSchema),
    values: settings.languages,
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;
  return (
    <SectionCard
      id="languages"
      title={t('languages.title')}
      description={t('languages.description')}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <fieldset className="flex flex-wrap gap-5">
        <legend className="mb-2 text-xs font-medium text-slate-600">{t('languages.enabled')}</legend>
        {languages.map((language) => (
          <label key={language} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={language} className={checkboxClass} {...form.register('languages')} />
            {t(`languages.names.${language}`)}
          </label>
        ))}
      </fieldset>
      {errors.languages && (
        <p role="alert" className="text-xs text-red-700">
          {t('languages.atLeastOne')}
        </p>
      )}
      <FormField
        className="w-56"
        label={t('languages.default')}
        htmlFor="default-language"
        error={errors.defaultLanguage ? t('languages.defaultNotEnabled') : undefined}
      >
        <select id="default-language" className={inputClass} {...form.register('defaultLanguage')}>
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`languages.names.${language}`)}
            </option>
          ))}
        </select>
      </FormField>
    </SectionCard>
  );
}

type CurrencyForm = z.infer<typeof currencyDisplaySchema>;

/** The symbol before amounts; the ledger's currency itself never changes. */
export function CurrencySection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveBrandSettings(settings.code, 'currency-display');
  const form = useForm<CurrencyForm>({
    resolver: zodResolver(currencyDisplaySchema),
    values: settings.currencyDisplay,
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const symbol = useWatch({ control: form.control, name: 'currencySymbol' });
  return (
    <SectionCard
      id="currency"
      title={t('currency.title')}
      description={t('currency.description', { currency: settings.currency })}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <div className="flex items-end gap-6">
        <FormField
          className="w-40"
          label={t('currency.symbol')}
          htmlFor="currency-symbol"
          error={form.formState.errors.currencySymbol ? t('invalid') : undefined}
        >
          <input id="currency-symbol" className={inputClass} {...form.register('currencySymbol')} />
        </FormField>
        <p className="pb-2 text-sm text-slate-600">
          {t('currency.example')} <span className="font-semibold text-slate-900 tabular-nums">{symbol} 1,250.00</span>
        </p>
      </div>
    </SectionCard>
  );
}
