import type { BonusPolicy, BonusProfile, Contribution } from '@croupier/contracts';
import { bonusProfileLimits, bonusProfiles, contributionScopes } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useBonusPolicy } from '../api/read-bonus-policy';
import { useSaveBonusPolicy } from '../api/save-bonus-policy';

type Row = { scope: Contribution['scope']; reference: string; percent: string };

/** The table's rows as the server wants them, or the index of each row that cannot be sent. */
export function contributionsOf(rows: readonly Row[]): { contributions: Contribution[]; wrong: Set<number> } {
  const wrong = new Set<number>();
  const seen = new Set<string>();
  const contributions = rows.map((row, index) => {
    const percent = Number(row.percent);
    const reference = row.scope === 'default' ? '' : row.reference.trim();
    const key = `${row.scope}:${reference}`;
    if (!/^\d{1,3}$/.test(row.percent.trim()) || percent > 100) wrong.add(index);
    if (row.scope !== 'default' && reference === '') wrong.add(index);
    // Two rows for one game (or the default twice) would leave which one counts to chance.
    if (seen.has(key)) wrong.add(index);
    seen.add(key);
    return { scope: row.scope, reference, percent };
  });
  return { contributions, wrong };
}

/**
 * The brand's bonus policy: the profile (strict or loose, each with what it allows) and the contribution table new
 * grants snapshot (a settled bet counts toward turnover at the percentage of its game, else its vendor, else its
 * category, else the default). Saving asks first; a profile change is recorded in the audit log.
 */
export default function BonusPolicyScreen() {
  const { t } = useTranslation(['bonus', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const policy = useBonusPolicy(merchant);
  const errorMessage = useErrorMessage();
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('policy.title')}</h1>
          <p className="text-sm text-slate-500">{t('policy.description')}</p>
        </div>
        <BrandPicker id="bonus-policy-brand" value={merchant} onChange={setMerchant} />
      </header>
      {policy.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(policy.error)}
        </p>
      )}
      {policy.data && (
        <PolicyForm key={`${merchant}-${JSON.stringify(policy.data)}`} merchant={merchant} saved={policy.data} />
      )}
    </div>
  );
}

export function PolicyForm({ merchant, saved }: { merchant: string; saved: BonusPolicy }) {
  const { t } = useTranslation(['bonus', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveBonusPolicy();
  const [profile, setProfile] = useState<BonusProfile>(saved.profile);
  const [rows, setRows] = useState<Row[]>(
    saved.contributions.map((contribution) => ({ ...contribution, percent: String(contribution.percent) })),
  );
  const [confirming, setConfirming] = useState(false);
  const { contributions, wrong } = contributionsOf(rows);
  const setRow = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <>
      <form
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (wrong.size > 0) return;
          save.reset();
          setConfirming(true);
        }}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('policy.profile')}</legend>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {bonusProfiles.map((option) => (
              <label
                key={option}
                htmlFor={`bonus-profile-${option}`}
                className={`flex cursor-pointer gap-3 rounded-lg border bg-white p-4 ${profile === option ? 'border-slate-900 ring-2 ring-slate-300' : 'border-slate-200'}`}
              >
                <input
                  id={`bonus-profile-${option}`}
                  type="radio"
                  name="bonus-profile"
                  value={option}
                  checked={profile === option}
                  onChange={() => setProfile(option)}
                  className="mt-1"
                />
                <span className="flex flex-col gap-1">
                  <span className="font-medium text-slate-900">{t(`profiles.${option}.name`)}</span>
                  <span className="text-sm text-slate-600">
                    {t(`profiles.${option}.allows`, {
                      turnover: bonusProfileLimits[option].maxTurnoverMultiplier,
                      expiry: bonusProfileLimits[option].minExpiryDays,
                    })}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('policy.contributions')}</legend>
          <p className="text-sm text-slate-600">{t('policy.contributionsHint')}</p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse rounded-md bg-white text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
                  <th className="px-3 py-2">{t('policy.columns.scope')}</th>
                  <th className="px-3 py-2">{t('policy.columns.reference')}</th>
                  <th className="px-3 py-2">{t('policy.columns.percent')}</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">{t('policy.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index} className={`border-b border-slate-100 ${wrong.has(index) ? 'bg-red-50' : ''}`}>
                    <td className="px-3 py-2">
                      <select
                        aria-label={t('policy.columns.scope')}
                        className={inputClass}
                        value={row.scope}
                        onChange={(event) => setRow(index, { scope: event.target.value as Row['scope'] })}
                      >
                        {contributionScopes.map((scope) => (
                          <option key={scope} value={scope}>
                            {t(`scopes.${scope}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-3 py-2">
                      <input
                        aria-label={t('policy.columns.reference')}
                        className={inputClass}
                        disabled={row.scope === 'default'}
                        maxLength={64}
                        placeholder={t(`referencePlaceholders.${row.scope}`)}
                        value={row.scope === 'default' ? '' : row.reference}
                        onChange={(event) => setRow(index, { reference: event.target.value })}
                      />
                    </td>
                    <td className="w-32 px-3 py-2">
                      <input
                        aria-label={t('policy.columns.percent')}
                        aria-invalid={wrong.has(index) || undefined}
                        className={inputClass}
                        inputMode="numeric"
                        value={row.percent}
                        onChange={(event) => setRow(index, { percent: event.target.value })}
                      />
                    </td>
                    <td className="px-3 py-2 text-right">
                      <Button
                        look="secondary"
                        className="px-3 py-1"
                        onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                      >
                        {t('policy.remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {wrong.size > 0 && (
            <p role="alert" className="text-sm text-red-700">
              {t('policy.rowsWrong')}
            </p>
          )}
          <div>
            <Button
              look="secondary"
              onClick={() => setRows((current) => [...current, { scope: 'category', reference: '', percent: '100' }])}
            >
              {t('policy.addRow')}
            </Button>
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={wrong.size > 0}>
            {t('policy.save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('policy.save')}
        message={
          profile !== saved.profile
            ? t('policy.confirmProfile', {
                from: t(`profiles.${saved.profile}.name`),
                to: t(`profiles.${profile}.name`),
              })
            : t('policy.confirm')
        }
        confirmLabel={t('policy.save')}
        pending={save.isPending}
        error={save.error ? errorMessage(save.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          save.mutate({ merchant, policy: { profile, contributions } }, { onSuccess: () => setConfirming(false) })
        }
      />
    </>
  );
}
