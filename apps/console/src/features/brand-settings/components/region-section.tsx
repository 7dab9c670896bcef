import { zodResolver } from '@hookform/resolvers/zod';
import { brandRegionSchema, regionModes } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { CountryMultiSelect } from './country-multi-select';
import { SectionCard } from './section-card';

/** Who may play: only the chosen countries (allow) or everyone but them (block), by the caller's address. */
export function RegionSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveBrandSettings(settings.code, 'region');
  const form = useForm<z.input<typeof brandRegionSchema>, unknown, z.output<typeof brandRegionSchema>>({
    resolver: zodResolver(brandRegionSchema),
    values: settings.region,
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <SectionCard
      id="region"
      title={t('region.title')}
      description={t('region.description')}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <div className="flex flex-wrap items-start gap-6">
        <FormField className="w-64" label={t('region.mode')} htmlFor="region-mode">
          <select id="region-mode" className={inputClass} {...form.register('mode')}>
            {regionModes.map((mode) => (
              <option key={mode} value={mode}>
                {t(`region.modes.${mode}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          className="min-w-72 flex-1"
          label={t('region.countries')}
          htmlFor="region-countries"
          error={form.formState.errors.countries ? t('region.badCountries') : undefined}
        >
          <Controller
            control={form.control}
            name="countries"
            render={({ field }) => (
              <CountryMultiSelect id="region-countries" value={field.value} onChange={field.onChange} />
            )}
          />
        </FormField>
      </div>
    </SectionCard>
  );
}
