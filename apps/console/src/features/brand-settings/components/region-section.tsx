import { zodResolver } from '@hookform/resolvers/zod';
import { regionModes } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { SectionCard } from './section-card';

const regionFormSchema = z.object({
  mode: z.enum(regionModes),
  /** Country codes separated by commas or spaces, as an operator types them. */
  countries: z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(250)),
});

/** Who may play: only the listed countries (allow) or everyone but them (block), by the caller's address. */
export function RegionSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveBrandSettings(settings.code, 'region');
  const form = useForm<z.input<typeof regionFormSchema>, unknown, z.output<typeof regionFormSchema>>({
    resolver: zodResolver(regionFormSchema),
    values: { mode: settings.region.mode, countries: settings.region.countries.join(', ') },
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
          <input id="region-countries" className={inputClass} placeholder="US, GB" {...form.register('countries')} />
        </FormField>
      </div>
    </SectionCard>
  );
}
