import { zodResolver } from '@hookform/resolvers/zod';
import { brandDomainsSchema } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { CellError, EditableRows } from './editable-rows';
import { SectionCard } from './section-card';

type DomainsForm = z.input<typeof brandDomainsSchema>;

/** Host names the brand answers on; those with a line address are the speed panel's server lines, in order. */
export function DomainsSection({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveBrandSettings(settings.code, 'domains');
  const form = useForm<DomainsForm, unknown, z.output<typeof brandDomainsSchema>>({
    resolver: zodResolver(brandDomainsSchema),
    values: { domains: settings.domains },
  });
  const rows = useFieldArray({ control: form.control, name: 'domains' });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const errors = form.formState.errors.domains;
  return (
    <SectionCard
      id="domains"
      title={t('domains.title')}
      description={t('domains.description')}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <EditableRows
        columns={[t('domains.host'), t('domains.lineUrl')]}
        rows={rows.fields}
        cells={(_row, index) => [
          <>
            <input aria-label={t('domains.host')} className={inputClass} {...form.register(`domains.${index}.host`)} />
            <CellError shown={errors?.[index]?.host !== undefined} text={t('invalid')} />
          </>,
          <>
            <input
              aria-label={t('domains.lineUrl')}
              className={inputClass}
              placeholder="https://"
              {...form.register(`domains.${index}.lineUrl`, {
                setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
              })}
            />
            <CellError shown={errors?.[index]?.lineUrl !== undefined} text={t('invalid')} />
          </>,
        ]}
        ordered={{ move: rows.move, remove: rows.remove }}
        add={{ label: t('domains.add'), onAdd: () => rows.append({ host: '', lineUrl: null }) }}
        error={errors?.root ? t('domains.duplicate') : undefined}
      />
    </SectionCard>
  );
}
