import { zodResolver } from '@hookform/resolvers/zod';
import type { BrandSettings } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, inputClass } from '@/components/ui/form-field';
import { dateTimeInputIn, formatDateTime, instantIn } from '@/lib/format-date-time';
import { useSetMaintenance } from '../api/set-maintenance';
import { checkboxClass, SectionCard } from './section-card';

const maintenanceFormSchema = z.object({
  maintenance: z.boolean(),
  /** A wall-clock time of the brand's zone, or empty when the end is not known. */
  maintenanceEnd: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)]),
});
type MaintenanceForm = z.infer<typeof maintenanceFormSchema>;

/** The brand's maintenance switch: on, the player site shows its maintenance page with the end time. */
export function MaintenanceSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSetMaintenance(settings.code);
  const form = useForm<MaintenanceForm>({
    resolver: zodResolver(maintenanceFormSchema),
    values: {
      maintenance: settings.maintenance.maintenance,
      maintenanceEnd: settings.maintenance.maintenanceEnd
        ? dateTimeInputIn(settings.maintenance.maintenanceEnd, settings.timeZone)
        : '',
    },
  });
  const submit = form.handleSubmit((values) => {
    const end = values.maintenanceEnd ? instantIn(values.maintenanceEnd, settings.timeZone) : null;
    save.mutate({ maintenance: values.maintenance, maintenanceEnd: end });
  });
  const { maintenance, maintenanceEnd } = settings.maintenance;
  return (
    <SectionCard
      id="maintenance"
      title={t('maintenance.title')}
      description={t('maintenance.description')}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <p
        data-testid="maintenance-state"
        className={`w-fit rounded-full px-3 py-1 text-xs font-medium ${maintenance ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
      >
        {maintenance
          ? maintenanceEnd
            ? t('maintenance.onUntil', { end: formatDateTime(maintenanceEnd, settings.timeZone) })
            : t('maintenance.on')
          : t('maintenance.off')}
      </p>
      <div className="flex flex-wrap items-end gap-6">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className={checkboxClass} {...form.register('maintenance')} />
          {t('maintenance.switch')}
        </label>
        <FormField
          className="w-64"
          label={t('maintenance.end', { zone: settings.timeZone })}
          htmlFor="maintenance-end"
          error={form.formState.errors.maintenanceEnd ? t('invalid') : undefined}
        >
          <input
            id="maintenance-end"
            type="datetime-local"
            className={inputClass}
            {...form.register('maintenanceEnd')}
          />
        </FormField>
      </div>
    </SectionCard>
  );
}
