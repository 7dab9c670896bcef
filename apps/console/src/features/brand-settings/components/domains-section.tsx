import { zodResolver } from '@hookform/resolvers/zod';
import { brandDomainsSchema } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { useSaveBrandSettings } from '../api/save-brand-settings';
import { RowActions } from './row-actions';
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
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-slate-500">
          <tr>
            <th className="py-1 pr-2 font-medium">{t('domains.host')}</th>
            <th className="py-1 pr-2 font-medium">{t('domains.lineUrl')}</th>
            <th className="py-1 font-medium">
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((row, index) => (
            <tr key={row.id} className="align-top">
              <td className="py-1 pr-2">
                <input
                  aria-label={t('domains.host')}
                  className={inputClass}
                  {...form.register(`domains.${index}.host`)}
                />
                {errors?.[index]?.host && (
                  <span role="alert" className="text-xs text-red-700">
                    {t('invalid')}
                  </span>
                )}
              </td>
              <td className="py-1 pr-2">
                <input
                  aria-label={t('domains.lineUrl')}
                  className={inputClass}
                  placeholder="https://"
                  {...form.register(`domains.${index}.lineUrl`, {
                    setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
                  })}
                />
                {errors?.[index]?.lineUrl && (
                  <span role="alert" className="text-xs text-red-700">
                    {t('invalid')}
                  </span>
                )}
              </td>
              <td className="py-1">
                <RowActions index={index} count={rows.fields.length} onMove={rows.move} onRemove={rows.remove} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors?.root && (
        <p role="alert" className="text-xs text-red-700">
          {t('domains.duplicate')}
        </p>
      )}
      <Button look="secondary" className="w-fit" onClick={() => rows.append({ host: '', lineUrl: null })}>
        {t('domains.add')}
      </Button>
    </SectionCard>
  );
}
