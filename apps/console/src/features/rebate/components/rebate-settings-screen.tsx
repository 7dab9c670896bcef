import type { RebateSettings, RebateSettingsBody } from '@croupier/contracts';
import { maximumRebateRatePercent, parseMinor, rebateRateScale } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRebateSettings } from '../api/read-rebate-settings';
import { useSaveRebateSettings } from '../api/save-rebate-settings';

/** A rate typed as a percent: up to 4 decimals, 0 to the maximum. */
export function isRate(text: string): boolean {
  try {
    const units = parseMinor(text.trim(), rebateRateScale);
    return units >= 0n && units <= parseMinor(maximumRebateRatePercent, rebateRateScale);
  } catch {
    return false;
  }
}

/** An amount typed with at most two decimals, not negative. */
export function isAmount(text: string): boolean {
  try {
    return parseMinor(text.trim()) >= 0n;
  } catch {
    return false;
  }
}

const cellKey = (level: number, category: string) => `${level}:${category}`;

/**
 * The brand's manual rebate (decision 0079): the rate matrix VIP level × category (percent of the valid bet; a change
 * applies to bets settled from the moment it is saved, never to those already accrued), the daily cap per level and
 * the minimum claim. VIP levels do not exist yet, so every member is at level 0.
 */
export default function RebateSettingsScreen() {
  const { t } = useTranslation(['rebate', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const settings = useRebateSettings(merchant);
  const errorMessage = useErrorMessage();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('settings.title')}</h1>
          <p className="text-sm text-slate-500">{t('settings.description')}</p>
        </div>
        <BrandPicker id="rebate-settings-brand" value={merchant} onChange={setMerchant} />
      </header>
      {settings.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(settings.error)}
        </p>
      )}
      {settings.data && (
        <SettingsForm key={`${merchant}-${JSON.stringify(settings.data)}`} merchant={merchant} saved={settings.data} />
      )}
    </div>
  );
}

export function SettingsForm({ merchant, saved }: { merchant: string; saved: RebateSettings }) {
  const { t } = useTranslation(['rebate', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveRebateSettings();
  const [rates, setRates] = useState<Record<string, string>>(() =>
    Object.fromEntries(saved.rates.map((cell) => [cellKey(cell.level, cell.category), cell.rate])),
  );
  const [caps, setCaps] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      saved.levels.map((level) => [level, saved.dailyCaps.find((cap) => cap.level === level)?.cap ?? '']),
    ),
  );
  const [minimum, setMinimum] = useState(saved.minimum);
  const [confirming, setConfirming] = useState(false);
  const wrongRates = Object.entries(rates).filter(([, rate]) => !isRate(rate));
  const wrongCaps = saved.levels.filter((level) => !isAmount(caps[level] ?? ''));
  const wrong = wrongRates.length > 0 || wrongCaps.length > 0 || !isAmount(minimum);
  const changed = saved.rates.filter((cell) => rates[cellKey(cell.level, cell.category)]?.trim() !== cell.rate);

  const body = {
    rates: saved.rates.map((cell) => ({
      level: cell.level,
      // The server answered these categories; it checks them again.
      category: cell.category as RebateSettingsBody['rates'][number]['category'],
      rate: (rates[cellKey(cell.level, cell.category)] ?? '').trim(),
    })),
    dailyCaps: saved.levels.map((level) => ({ level, cap: (caps[level] ?? '').trim() })),
    minimum: minimum.trim(),
  };

  return (
    <>
      <form
        className="flex min-w-0 flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (wrong) return;
          save.reset();
          setConfirming(true);
        }}
      >
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.rates')}</legend>
          <p className="text-sm text-slate-600">{t('settings.ratesHint')}</p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse rounded-md bg-white text-sm" data-testid="rebate-rate-matrix">
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
                  <th className="px-3 py-2">{t('settings.level')}</th>
                  {saved.categories.map((category) => (
                    <th key={category} className="px-2 py-2 text-right">
                      {t(`categories.${category}` as 'categories.RNG')}
                    </th>
                  ))}
                  <th className="px-3 py-2 text-right">{t('settings.dailyCap')}</th>
                </tr>
              </thead>
              <tbody>
                {saved.levels.map((level) => (
                  <tr key={level} className="border-b border-slate-100">
                    <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                      {t('settings.levelName', { level })}
                    </th>
                    {saved.categories.map((category) => {
                      const key = cellKey(level, category);
                      const invalid = !isRate(rates[key] ?? '');
                      return (
                        <td key={category} className={`px-1 py-2 ${invalid ? 'bg-red-50' : ''}`}>
                          <div className="flex w-20 items-center gap-0.5">
                            <input
                              aria-label={t('settings.rateOf', {
                                level,
                                category: t(`categories.${category}` as 'categories.RNG'),
                              })}
                              aria-invalid={invalid || undefined}
                              className={`${inputClass} min-w-0 px-1.5 text-right tabular-nums`}
                              inputMode="decimal"
                              value={rates[key] ?? ''}
                              onChange={(event) => setRates((current) => ({ ...current, [key]: event.target.value }))}
                            />
                            <span className="text-xs text-slate-500">%</span>
                          </div>
                        </td>
                      );
                    })}
                    <td className={`px-2 py-2 ${wrongCaps.includes(level) ? 'bg-red-50' : ''}`}>
                      <input
                        aria-label={t('settings.capOf', { level })}
                        className={`${inputClass} w-28 px-2 text-right tabular-nums`}
                        inputMode="decimal"
                        value={caps[level] ?? ''}
                        onChange={(event) => setCaps((current) => ({ ...current, [level]: event.target.value }))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {wrongRates.length > 0 && (
            <p role="alert" className="text-sm text-red-700">
              {t('settings.ratesWrong', { maximum: maximumRebateRatePercent })}
            </p>
          )}
          <p className="text-xs text-slate-500">{t('settings.levelsNote')}</p>
        </fieldset>
        <FormField label={t('settings.minimum')} htmlFor="rebate-minimum" className="w-48">
          <input
            id="rebate-minimum"
            className={`${inputClass} text-right tabular-nums`}
            inputMode="decimal"
            aria-invalid={!isAmount(minimum) || undefined}
            value={minimum}
            onChange={(event) => setMinimum(event.target.value)}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={wrong} data-testid="rebate-settings-save">
            {t('settings.save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('settings.save')}
        message={
          changed.length > 0 ? t('settings.confirmRates', { count: changed.length }) : t('settings.confirmNoRates')
        }
        confirmLabel={t('settings.save')}
        pending={save.isPending}
        error={save.error ? errorMessage(save.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => save.mutate({ merchant, settings: body }, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
