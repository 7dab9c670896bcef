import { zodResolver } from '@hookform/resolvers/zod';
import { saveGameSettingBodySchema } from '@croupier/contracts';
import type { GameSettingVersion } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSaveGameSetting } from '../api/save-game-setting';

const fields = saveGameSettingBodySchema.shape;
/** An amount as typed: checked by the contract's rule, sent as the same text (the server parses it once). */
const amountText = z
  .string()
  .trim()
  .refine((text) => fields.minStake.safeParse(text).success);
/** Numbers typed as lists: closed numbers `123, 456`; payout cuts `123=50, 456=80`. */
const settingFormSchema = z.object({
  enabled: z.boolean(),
  allowCancel: z.boolean(),
  minStake: amountText,
  maxStake: amountText,
  maxNumberStake: amountText,
  maxDrawStake: amountText,
  payoutCap: z.union([z.literal(''), amountText]),
  maxChasePeriods: z.coerce.number<string>().pipe(fields.maxChasePeriods),
  memberSeries: z.coerce.number<string>().pipe(fields.memberSeries),
  closedNumbers: z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(fields.closedNumbers),
  numberPayoutPercent: z
    .string()
    .transform((text) =>
      Object.fromEntries(
        text
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((pair) => {
            const [number = '', percent = ''] = pair.split('=');
            return [number, Number(percent)];
          }),
      ),
    )
    .pipe(fields.numberPayoutPercent),
});
type SettingFormInput = z.input<typeof settingFormSchema>;
type SettingFormValues = z.output<typeof settingFormSchema>;

function formValuesOf(setting: GameSettingVersion['setting']): SettingFormInput {
  return {
    enabled: setting.enabled,
    allowCancel: setting.allowCancel,
    minStake: setting.minStake,
    maxStake: setting.maxStake,
    maxNumberStake: setting.maxNumberStake,
    maxDrawStake: setting.maxDrawStake,
    payoutCap: setting.payoutCap ?? '',
    maxChasePeriods: String(setting.maxChasePeriods),
    memberSeries: String(setting.memberSeries),
    closedNumbers: setting.closedNumbers.join(', '),
    numberPayoutPercent: Object.entries(setting.numberPayoutPercent)
      .map(([number, percent]) => `${number}=${percent}`)
      .join(', '),
  };
}

/** A brand's settings of one game, loaded from the version in force; saving makes the next version. */
export function GameSettingEditor({ merchant, current }: { merchant: string; current: GameSettingVersion }) {
  const { t } = useTranslation(['lottery', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveGameSetting();
  const form = useForm<SettingFormInput, unknown, SettingFormValues>({
    resolver: zodResolver(settingFormSchema),
    values: formValuesOf(current.setting),
  });
  const invalid = (name: keyof SettingFormInput) =>
    form.formState.errors[name] ? t('common:table.invalid') : undefined;
  const text = (name: keyof SettingFormInput, label: string, hint?: string) => (
    <FormField className="flex-1 basis-44" label={label} htmlFor={`setting-${name}`} error={invalid(name)}>
      <input id={`setting-${name}`} className={inputClass} placeholder={hint} {...form.register(name)} />
    </FormField>
  );

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="setting-editor"
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          save.mutate({
            ...values,
            merchant,
            gameCode: current.setting.gameCode,
            payoutCap: values.payoutCap === '' ? null : values.payoutCap,
          }),
        )(event)
      }
    >
      <h2 className="text-sm font-semibold text-slate-900">{t('settings.editTitle', { version: current.version })}</h2>
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('enabled')} /> {t('settings.enabled')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('allowCancel')} /> {t('settings.allowCancel')}
        </label>
      </div>
      <div className="flex flex-wrap gap-3">
        {text('minStake', t('settings.minStake'))}
        {text('maxStake', t('settings.maxStake'))}
        {text('maxNumberStake', t('settings.maxNumberStake'))}
        {text('maxDrawStake', t('settings.maxDrawStake'))}
        {text('payoutCap', t('settings.payoutCap'), t('settings.noCap'))}
      </div>
      <div className="flex flex-wrap gap-3">
        {text('maxChasePeriods', t('settings.maxChasePeriods'))}
        {text('memberSeries', t('settings.memberSeries'))}
        {text('closedNumbers', t('settings.closedNumbers'), '123, 456')}
        {text('numberPayoutPercent', t('settings.numberPayoutPercent'), '123=50, 456=80')}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending} data-testid="setting-save">
          {t('settings.save')}
        </Button>
        {save.isSuccess && (
          <span role="status" className="text-sm text-emerald-800">
            {t('settings.saved', { version: save.data.version })}
          </span>
        )}
        {save.isError && (
          <span role="alert" className="text-sm text-red-700">
            {errorMessage(save.error)}
          </span>
        )}
      </div>
    </form>
  );
}
