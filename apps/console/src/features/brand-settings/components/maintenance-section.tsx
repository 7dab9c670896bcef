import { zodResolver } from '@hookform/resolvers/zod';
import type { BrandSettings } from '@croupier/contracts';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DayField } from '@/components/ui/day-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { dateTimeInputIn, formatDateTime, instantIn } from '@/lib/format-date-time';
import { useSetMaintenance } from '../api/set-maintenance';
import { checkboxClass, SectionCard } from './section-card';

// The end is a day typed as YYYY/MM/DD and a 24-hour time, both wall-clock in the brand's zone: a datetime-local
// input would show the browser's own format (mm/dd/yyyy and AM/PM in an English browser).
const maintenanceFormSchema = z
  .object({
    maintenance: z.boolean(),
    endDay: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
    endTime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)]),
  })
  .refine((values) => values.endDay !== '' || values.endTime === '', { path: ['endDay'] });
type MaintenanceForm = z.infer<typeof maintenanceFormSchema>;

/** The brand's maintenance switch: on, the player site shows its maintenance page with the end time. */
export function MaintenanceSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSetMaintenance(settings.code);
  const shownEnd = settings.maintenance.maintenanceEnd
    ? dateTimeInputIn(settings.maintenance.maintenanceEnd, settings.timeZone)
    : '';
  const form = useForm<MaintenanceForm>({
    resolver: zodResolver(maintenanceFormSchema),
    values: {
      maintenance: settings.maintenance.maintenance,
      endDay: shownEnd.slice(0, 10),
      endTime: shownEnd.slice(11, 16),
    },
  });
  const endDay = useController({ control: form.control, name: 'endDay' });
  const submit = form.handleSubmit((values) => {
    const end = values.endDay ? instantIn(`${values.endDay}T${values.endTime || '00:00'}`, settings.timeZone) : null;
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
          className="w-48"
          label={t('maintenance.end', { zone: settings.timeZone })}
          htmlFor="maintenance-end"
          error={form.formState.errors.endDay ? t('invalid') : undefined}
        >
          <DayField
            id="maintenance-end"
            value={endDay.field.value}
            onChange={endDay.field.onChange}
            onBlur={endDay.field.onBlur}
            invalid={form.formState.errors.endDay !== undefined}
          />
        </FormField>
        <FormField
          className="w-32"
          label={t('maintenance.endTime')}
          htmlFor="maintenance-end-time"
          error={form.formState.errors.endTime ? t('invalid') : undefined}
        >
          <input
            id="maintenance-end-time"
            inputMode="numeric"
            placeholder="HH:mm"
            maxLength={5}
            className={inputClass}
            {...form.register('endTime')}
          />
        </FormField>
      </div>
    </SectionCard>
  );
}
