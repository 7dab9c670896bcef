import { zodResolver } from '@hookform/resolvers/zod';
import { brandCustomerServiceSchema, contactChannelKinds } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { CellError, EditableRows } from './editable-rows';
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
      <EditableRows
        columns={[
          t('customerService.kind'),
          t('customerService.value'),
          t('customerService.labelTh'),
          t('customerService.labelEn'),
        ]}
        rows={rows.fields}
        cells={(_row, index) => [
          <select
            key="kind"
            aria-label={t('customerService.kind')}
            className={inputClass}
            {...form.register(`channels.${index}.kind`)}
          >
            {contactChannelKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`customerService.kinds.${kind}`)}
              </option>
            ))}
          </select>,
          <>
            <input
              aria-label={t('customerService.value')}
              className={inputClass}
              placeholder={t(`customerService.hints.${channels[index]?.kind ?? 'LINE'}`)}
              {...form.register(`channels.${index}.value`)}
            />
            <CellError shown={errors?.[index]?.value !== undefined} text={t('customerService.badValue')} />
          </>,
          <input
            key="th"
            aria-label={t('customerService.labelTh')}
            className={inputClass}
            {...form.register(`channels.${index}.labels.th`, { setValueAs: emptyAsUndefined })}
          />,
          <input
            key="en"
            aria-label={t('customerService.labelEn')}
            className={inputClass}
            {...form.register(`channels.${index}.labels.en`, { setValueAs: emptyAsUndefined })}
          />,
        ]}
        ordered={{ move: rows.move, remove: rows.remove }}
        add={{
          label: t('customerService.add'),
          onAdd: () => rows.append({ kind: 'LINE', value: '', labels: {} }),
          disabled: rows.fields.length >= 10,
        }}
        empty={t('customerService.none')}
      />
    </SectionCard>
  );
}

/** An emptied label means "use the kind's name", which the API says by leaving the label out. */
export function emptyAsUndefined(value: unknown) {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
