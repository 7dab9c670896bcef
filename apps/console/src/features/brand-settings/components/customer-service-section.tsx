import { zodResolver } from '@hookform/resolvers/zod';
import { brandCustomerServiceSchema, contactChannelKinds } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { RowActions } from './row-actions';
import { SectionCard } from './section-card';

type CustomerServiceForm = z.input<typeof brandCustomerServiceSchema>;

/** The channels behind the player site's service buttons (maintenance page, floating button), in order. */
export function CustomerServiceSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveBrandSettings(settings.code, 'customer-service');
  const form = useForm<CustomerServiceForm, unknown, z.output<typeof brandCustomerServiceSchema>>({
    resolver: zodResolver(brandCustomerServiceSchema),
    values: { channels: settings.customerService },
  });
  const rows = useFieldArray({ control: form.control, name: 'channels' });
  const channels = useWatch({ control: form.control, name: 'channels' });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const errors = form.formState.errors.channels;
  return (
    <SectionCard
      id="customer-service"
      title={t('customerService.title')}
      description={t('customerService.description')}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-slate-500">
          <tr>
            <th className="py-1 pr-2 font-medium">{t('customerService.kind')}</th>
            <th className="py-1 pr-2 font-medium">{t('customerService.value')}</th>
            <th className="py-1 pr-2 font-medium">{t('customerService.labelTh')}</th>
            <th className="py-1 pr-2 font-medium">{t('customerService.labelEn')}</th>
            <th className="py-1 font-medium">
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((row, index) => (
            <tr key={row.id} className="align-top">
              <td className="py-1 pr-2">
                <select
                  aria-label={t('customerService.kind')}
                  className={inputClass}
                  {...form.register(`channels.${index}.kind`)}
                >
                  {contactChannelKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`customerService.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td className="py-1 pr-2">
                <input
                  aria-label={t('customerService.value')}
                  className={inputClass}
                  placeholder={t(`customerService.hints.${channels[index]?.kind ?? 'LINE'}`)}
                  {...form.register(`channels.${index}.value`)}
                />
                {errors?.[index]?.value && (
                  <span role="alert" className="text-xs text-red-700">
                    {t('customerService.badValue')}
                  </span>
                )}
              </td>
              <td className="py-1 pr-2">
                <input
                  aria-label={t('customerService.labelTh')}
                  className={inputClass}
                  {...form.register(`channels.${index}.labels.th`, { setValueAs: emptyAsUndefined })}
                />
              </td>
              <td className="py-1 pr-2">
                <input
                  aria-label={t('customerService.labelEn')}
                  className={inputClass}
                  {...form.register(`channels.${index}.labels.en`, { setValueAs: emptyAsUndefined })}
                />
              </td>
              <td className="py-1">
                <RowActions index={index} count={rows.fields.length} onMove={rows.move} onRemove={rows.remove} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.fields.length === 0 && <p className="text-sm text-slate-500">{t('customerService.none')}</p>}
      <Button
        look="secondary"
        className="w-fit"
        disabled={rows.fields.length >= 10}
        onClick={() => rows.append({ kind: 'LINE', value: '', labels: {} })}
      >
        {t('customerService.add')}
      </Button>
    </SectionCard>
  );
}

/** An emptied label means "use the kind's name", which the API says by leaving the label out. */
export function emptyAsUndefined(value: unknown) {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
