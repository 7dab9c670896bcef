import { zodResolver } from '@hookform/resolvers/zod';
import { brandSwitchesSchema, whitelabelSwitches } from '@croupier/contracts';
import type { BrandSettings, BrandSwitches } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { checkboxClass, SectionCard } from './section-card';

/** The whitelabel switches of spec §3: each changes what the player site offers (and what the server allows). */
export function SwitchesSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveBrandSettings(settings.code, 'switches');
  const form = useForm<BrandSwitches>({ resolver: zodResolver(brandSwitchesSchema), values: settings.switches });
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <SectionCard
      id="switches"
      title={t('switches.title')}
      description={t('switches.description')}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <div className="grid grid-cols-2 gap-x-6 gap-y-3">
        {whitelabelSwitches.map((name) => (
          <label key={name} className="flex items-start gap-3 text-sm">
            <input type="checkbox" className={`${checkboxClass} mt-0.5`} {...form.register(name)} />
            <span>
              <span className="block font-medium text-slate-900">{t(`switches.names.${name}`)}</span>
              <span className="block font-mono text-xs text-slate-500">{name}</span>
            </span>
          </label>
        ))}
      </div>
    </SectionCard>
  );
}
