import type { GameType, PointsSettings, PointsSettingsBody } from '@croupier/contracts';
import { gameTypes, pointsSettingsBodySchema } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePointsSettings } from '../api/read-points-settings';
import { useSavePointsSettings } from '../api/save-points-settings';

export type SettingsDraft = {
  expiryDays: string;
  /** Per category: the valid bet and the points it earns; both empty means the category earns nothing. */
  rules: Record<GameType, { amount: string; points: string }>;
  conversion: { enabled: boolean; pointsPerUnit: string; unitAmount: string; minPoints: string; stepPoints: string };
};

export function draftOf(saved: PointsSettings): SettingsDraft {
  return {
    expiryDays: String(saved.expiryDays),
    rules: Object.fromEntries(
      gameTypes.map((category) => {
        const rule = saved.rules.find((candidate) => candidate.category === category);
        return [category, { amount: rule?.amount ?? '', points: rule?.points ?? '' }];
      }),
    ) as SettingsDraft['rules'],
    conversion: { ...saved.conversion },
  };
}

const issueCodes = ['POINTS_INVALID', 'AMOUNT_INVALID', 'POINTS_RULE_DUPLICATE'] as const;
type IssueCode = (typeof issueCodes)[number] | 'EXPIRY_DAYS_INVALID';

/**
 * The body the server takes, or the problems per field. The contract's own schema decides, so the console refuses
 * exactly what the server would; fields are keyed `expiryDays`, `rules.RNG.amount`, `conversion.minPoints`.
 */
export function bodyOf(
  draft: SettingsDraft,
): { body: PointsSettingsBody; problems: null } | { body: null; problems: Record<string, IssueCode> } {
  const rules = gameTypes
    .filter((category) => draft.rules[category].amount.trim() !== '' || draft.rules[category].points.trim() !== '')
    .map((category) => ({ category, ...draft.rules[category] }));
  const expiryDays = draft.expiryDays.trim();
  const parsed = pointsSettingsBodySchema.safeParse({
    expiryDays: /^\d+$/.test(expiryDays) ? Number(expiryDays) : Number.NaN,
    rules,
    conversion: draft.conversion,
  });
  if (parsed.success) return { body: parsed.data, problems: null };
  const problems: Record<string, IssueCode> = {};
  for (const issue of parsed.error.issues) {
    const [head, index, field] = issue.path;
    const key =
      head === 'rules' && typeof index === 'number'
        ? `rules.${rules[index]?.category ?? ''}.${field === 'points' ? 'points' : 'amount'}`
        : issue.path.join('.');
    const known = issueCodes.find((code) => code === issue.message);
    problems[key] ??= known ?? (head === 'expiryDays' ? 'EXPIRY_DAYS_INVALID' : 'POINTS_INVALID');
  }
  return { body: null, problems };
}

/**
 * The brand's points settings (decision 0082): how many points a valid bet earns per game category (a change applies to
 * bets settled from the moment it is saved), how many days earned points live, and the conversion of points to cash.
 */
export default function PointsSettingsScreen() {
  const { t } = useTranslation(['points', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const settings = usePointsSettings(merchant);
  const errorMessage = useErrorMessage();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('settings.title')}</h1>
          <p className="text-sm text-slate-500">{t('settings.description')}</p>
        </div>
        <BrandPicker id="points-settings-brand" value={merchant} onChange={setMerchant} />
      </header>
      {settings.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(settings.error)}
        </p>
      )}
      {settings.data && <PointsSettingsForm key={merchant} merchant={merchant} saved={settings.data} />}
    </div>
  );
}

export function PointsSettingsForm({ merchant, saved }: { merchant: string; saved: PointsSettings }) {
  const { t } = useTranslation(['points', 'catalogue', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSavePointsSettings();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [savedNow, setSavedNow] = useState(false);
  const result = bodyOf(draft);
  const problem = (key: string) => {
    const code = result.problems?.[key];
    return code ? t(`settings.invalid.${code}`) : undefined;
  };
  const change = (next: SettingsDraft) => {
    setSavedNow(false);
    setDraft(next);
  };
  const changeRule = (category: GameType, field: 'amount' | 'points', value: string) =>
    change({ ...draft, rules: { ...draft.rules, [category]: { ...draft.rules[category], [field]: value } } });
  const changeConversion = (patch: Partial<SettingsDraft['conversion']>) =>
    change({ ...draft, conversion: { ...draft.conversion, ...patch } });
  const conversionField = (field: 'pointsPerUnit' | 'unitAmount' | 'minPoints' | 'stepPoints') => (
    <FormField
      key={field}
      label={t(`settings.conversion.${field}`)}
      htmlFor={`points-conversion-${field}`}
      error={problem(`conversion.${field}`)}
      className="w-44"
    >
      <input
        id={`points-conversion-${field}`}
        className={`${inputClass} text-right tabular-nums`}
        inputMode={field === 'unitAmount' ? 'decimal' : 'numeric'}
        aria-invalid={problem(`conversion.${field}`) ? true : undefined}
        value={draft.conversion[field]}
        onChange={(event) => changeConversion({ [field]: event.target.value })}
      />
    </FormField>
  );

  return (
    <form
      className="flex min-w-0 flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!result.body) return;
        save.reset();
        save.mutate({ merchant, settings: result.body }, { onSuccess: () => setSavedNow(true) });
      }}
    >
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.rules')}</legend>
        <p className="text-sm text-slate-600">{t('settings.rulesHint')}</p>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse rounded-md bg-white text-sm" data-testid="points-rules">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
                <th className="px-3 py-2">{t('settings.category')}</th>
                <th className="px-3 py-2 text-right">{t('settings.amount')}</th>
                <th className="px-3 py-2 text-right">{t('settings.points')}</th>
              </tr>
            </thead>
            <tbody>
              {gameTypes.map((category) => {
                const name = t(`catalogue:games.types.${category}`);
                const amountProblem = problem(`rules.${category}.amount`);
                const pointsProblem = problem(`rules.${category}.points`);
                return (
                  <tr key={category} className="border-b border-slate-100 align-top">
                    <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                      {name}
                    </th>
                    <td className="px-2 py-2">
                      <input
                        aria-label={t('settings.amountOf', { category: name })}
                        aria-invalid={amountProblem ? true : undefined}
                        className={`${inputClass} ml-auto block w-32 px-2 text-right tabular-nums`}
                        inputMode="decimal"
                        value={draft.rules[category].amount}
                        onChange={(event) => changeRule(category, 'amount', event.target.value)}
                      />
                      {amountProblem && (
                        <span role="alert" className="block text-right text-xs text-red-700">
                          {amountProblem}
                        </span>
                      )}
                    </td>
                    <td className="px-2 py-2">
                      <input
                        aria-label={t('settings.pointsOf', { category: name })}
                        aria-invalid={pointsProblem ? true : undefined}
                        className={`${inputClass} ml-auto block w-28 px-2 text-right tabular-nums`}
                        inputMode="numeric"
                        value={draft.rules[category].points}
                        onChange={(event) => changeRule(category, 'points', event.target.value)}
                      />
                      {pointsProblem && (
                        <span role="alert" className="block text-right text-xs text-red-700">
                          {pointsProblem}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </fieldset>
      <FormField
        label={t('settings.expiryDays')}
        htmlFor="points-expiry-days"
        error={problem('expiryDays')}
        className="w-48"
      >
        <input
          id="points-expiry-days"
          className={`${inputClass} text-right tabular-nums`}
          inputMode="numeric"
          aria-invalid={problem('expiryDays') ? true : undefined}
          value={draft.expiryDays}
          onChange={(event) => change({ ...draft, expiryDays: event.target.value })}
        />
      </FormField>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.conversion.title')}</legend>
        <p className="text-sm text-slate-600">{t('settings.conversion.hint')}</p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.conversion.enabled}
            onChange={(event) => changeConversion({ enabled: event.target.checked })}
          />
          {t('settings.conversion.enabled')}
        </label>
        <div className="flex flex-wrap gap-3">
          {(['pointsPerUnit', 'unitAmount', 'minPoints', 'stepPoints'] as const).map(conversionField)}
        </div>
      </fieldset>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error)}
        </p>
      )}
      {savedNow && (
        <p role="status" className="text-sm text-emerald-700">
          {t('settings.saved')}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!result.body || save.isPending} data-testid="points-settings-save">
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
