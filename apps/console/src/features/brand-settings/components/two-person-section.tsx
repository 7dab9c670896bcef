import { zodResolver } from '@hookform/resolvers/zod';
import type { BrandSettings, TwoPersonThresholds } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useTwoPersonThresholds } from '../api/get-two-person-thresholds';
import { useSaveTwoPersonThresholds } from '../api/save-two-person-thresholds';
import { SectionCard } from './section-card';
import { thresholdKinds, thresholdsFormSchema, thresholdsFormValues } from './two-person-thresholds-form';
import type { ThresholdsBody, ThresholdsFormInput } from './two-person-thresholds-form';

/**
 * Above which amount a withdrawal, deposit or balance adjustment needs a second operator (decision 0030). Read with
 * `payments.review`, changed with `payments.configure`; amounts in the brand's currency, stored in minor units.
 */
export function TwoPersonSection({ settings }: { settings: BrandSettings }) {
  const errorMessage = useErrorMessage();
  const { permissions } = useConsoleSession();
  const thresholds = useTwoPersonThresholds(settings.code, permissions.includes('payments.review'));
  if (!permissions.includes('payments.review')) return null;
  if (thresholds.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {errorMessage(thresholds.error)}
      </p>
    );
  }
  if (!thresholds.data) return null;
  return (
    <ThresholdsForm
      settings={settings}
      thresholds={thresholds.data}
      editable={permissions.includes('payments.configure')}
    />
  );
}

/** Who the server names as the author of the thresholds it seeded with a new brand. */
const seedAccount = 'seed';

function ThresholdsForm({
  settings,
  thresholds,
  editable,
}: {
  settings: BrandSettings;
  thresholds: TwoPersonThresholds;
  editable: boolean;
}) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveTwoPersonThresholds(settings.code);
  const form = useForm<ThresholdsFormInput, unknown, ThresholdsBody>({
    resolver: zodResolver(thresholdsFormSchema),
    values: thresholdsFormValues(thresholds),
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const unit = `${settings.currencyDisplay.currencySymbol} (${thresholds.currency})`;
  return (
    <SectionCard
      id="two-person"
      title={t('twoPerson.title')}
      description={t('twoPerson.description')}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
      readOnly={!editable}
    >
      <fieldset disabled={!editable} className="grid grid-cols-3 gap-6 max-lg:grid-cols-1">
        {thresholdKinds.map((kind) => {
          const error = form.formState.errors[kind]?.message;
          return (
            <FormField
              key={kind}
              label={t(`twoPerson.kinds.${kind}`, { unit })}
              htmlFor={`two-person-${kind}`}
              error={error ? t(`twoPerson.errors.${error}`, { defaultValue: t('invalid') }) : undefined}
            >
              <input
                id={`two-person-${kind}`}
                inputMode="decimal"
                autoComplete="off"
                className={`${inputClass} text-right tabular-nums`}
                placeholder={t('twoPerson.none')}
                {...form.register(kind)}
              />
            </FormField>
          );
        })}
      </fieldset>
      <p className="text-xs text-slate-500">
        {t('twoPerson.hint')}
        {thresholds.updatedAt && thresholds.updatedBy && (
          <>
            {' '}
            {/* The platform's seed is no operator: its values are the brand's defaults. */}
            {thresholds.updatedBy === seedAccount
              ? t('twoPerson.defaults')
              : t('twoPerson.changed', {
                  operator: thresholds.updatedBy,
                  at: formatDateTime(thresholds.updatedAt, settings.timeZone),
                })}
          </>
        )}
      </p>
    </SectionCard>
  );
}
