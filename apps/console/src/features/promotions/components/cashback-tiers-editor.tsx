import { cashbackModes } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import type { PromotionFormState, TierInput } from './promotion-form-state';

/** The contracts' bounds of a cashback's tiers. */
const maxTiers = 10;

/**
 * A cashback's reward: how the net loss is counted against the tiers (heap: all of it at the highest tier reached;
 * tier: each slice at its own rate), the tier rows (net loss from, percent), added and removed, and the cap.
 */
export function CashbackTiersEditor({
  form,
  onMode,
  onTiers,
  onCap,
  issueOf,
}: {
  form: Pick<PromotionFormState, 'cashbackMode' | 'tiers' | 'rewardCap'>;
  onMode: (mode: PromotionFormState['cashbackMode']) => void;
  onTiers: (tiers: TierInput[]) => void;
  onCap: (cap: string) => void;
  issueOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('promotions');
  const setRow = (index: number, change: Partial<TierInput>) =>
    onTiers(form.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)));
  return (
    <>
      <FormField label={t('builder.fields.cashbackMode')} htmlFor="promotion-cashback-mode">
        <select
          id="promotion-cashback-mode"
          className={inputClass}
          value={form.cashbackMode}
          onChange={(event) => onMode(event.target.value as PromotionFormState['cashbackMode'])}
        >
          {cashbackModes.map((mode) => (
            <option key={mode} value={mode}>
              {t(`cashbackModes.${mode}`)}
            </option>
          ))}
        </select>
        <span className="text-xs text-slate-500">{t(`cashbackModeHints.${form.cashbackMode}`)}</span>
      </FormField>
      <FormField label={t('builder.fields.cashbackCap')} htmlFor="promotion-cashback-cap" error={issueOf('reward.cap')}>
        <input
          id="promotion-cashback-cap"
          className={inputClass}
          inputMode="decimal"
          value={form.rewardCap}
          onChange={(event) => onCap(event.target.value)}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:col-span-2" data-testid="cashback-tiers-editor">
        <span className="text-xs font-medium text-slate-600">{t('tiers.title')}</span>
        {form.tiers.map((tier, index) => {
          const fromIssue = issueOf(`reward.tiers.${index}.from`);
          const percentIssue = issueOf(`reward.tiers.${index}.percent`);
          return (
            <div key={index} className="flex flex-wrap items-start gap-2" data-testid="tier-row">
              <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-slate-500">
                {t('tiers.from', { number: index + 1 })}
                <input
                  className={`${inputClass} ${fromIssue ? 'border-red-500' : ''}`}
                  inputMode="decimal"
                  value={tier.from}
                  onChange={(event) => setRow(index, { from: event.target.value })}
                />
                {fromIssue && <span className="text-red-700">{fromIssue}</span>}
              </label>
              <label className="flex w-32 flex-col gap-1 text-xs text-slate-500">
                {t('tiers.percent', { number: index + 1 })}
                <input
                  className={`${inputClass} ${percentIssue ? 'border-red-500' : ''}`}
                  inputMode="decimal"
                  value={tier.percent}
                  onChange={(event) => setRow(index, { percent: event.target.value })}
                />
                {percentIssue && <span className="text-red-700">{percentIssue}</span>}
              </label>
              <button
                type="button"
                className="mt-5 rounded px-2 py-2 text-xs text-red-700 hover:bg-red-50 disabled:opacity-40"
                disabled={form.tiers.length <= 1}
                aria-label={t('tiers.removeRow', { number: index + 1 })}
                onClick={() => onTiers(form.tiers.filter((_, at) => at !== index))}
              >
                {t('prizeTable.remove')}
              </button>
            </div>
          );
        })}
        <div>
          <Button
            look="secondary"
            disabled={form.tiers.length >= maxTiers}
            onClick={() => onTiers([...form.tiers, { from: '', percent: '' }])}
          >
            {t('tiers.add')}
          </Button>
        </div>
      </div>
    </>
  );
}
