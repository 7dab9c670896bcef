import type { VipLevelSettings, VipPolicy, VipRuleSettings } from '@croupier/contracts';
import { vipMetricNames, vipWindowNames } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useVipSettings } from '../api/read-vip-settings';
import { useSaveVipLadder } from '../api/save-vip-ladder';
import { useSaveVipPolicy } from '../api/save-vip-policy';

const languages = ['th', 'en', 'pt-BR', 'fil'] as const;

const emptyLevel = (level: number): VipLevelSettings => ({
  level,
  name: { th: '', en: '', 'pt-BR': '', fil: '' },
  upRule: { combinator: 'all', conditions: [{ metric: 'valid_bet', window: 'lifetime', days: null, min: '0.00' }] },
  keepRule: { combinator: 'all', conditions: [] },
  benefits: {
    levelUpGift: '0.00',
    monthlyGift: '0.00',
    monthlyMinDeposit: '0.00',
    giftTurnoverMultiple: 1,
    rebateText: '',
    dailyWithdrawalCount: null,
    dailyWithdrawalLimit: null,
  },
});

/**
 * A brand's VIP ladder (decision 0081): levels 0..N with their names, the rule to reach each (all or any of deposit
 * and valid-bet thresholds over a window), the rule to keep it, and its gifts and shown benefits, saved as one set (the
 * server refuses thresholds that stop rising); and the relegation policy.
 */
export default function VipLadderScreen() {
  const { t } = useTranslation('vip');
  const errorMessage = useErrorMessage();
  const [merchant, setMerchant] = useBrandParam();
  const settings = useVipSettings(merchant);

  return (
    <div className="flex flex-col gap-4" data-testid="vip-ladder-editor">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('ladder.title')}</h1>
          <p className="text-sm text-slate-500">{t('ladder.description')}</p>
        </div>
        <BrandPicker id="vip-ladder-brand" value={merchant} onChange={setMerchant} />
      </header>
      {settings.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(settings.error)}
        </p>
      )}
      {settings.data && (
        <>
          {/* Keyed by what was read, so a save or another brand starts the drafts afresh. */}
          <PolicyForm
            key={`${merchant}:${JSON.stringify(settings.data.policy)}`}
            merchant={merchant}
            policy={settings.data.policy}
          />
          <LadderEditor
            key={`${merchant}:${settings.dataUpdatedAt}`}
            merchant={merchant}
            initial={settings.data.levels}
          />
        </>
      )}
    </div>
  );
}

function LadderEditor({ merchant, initial }: { merchant: string; initial: VipLevelSettings[] }) {
  const { t } = useTranslation('vip');
  const errorMessage = useErrorMessage();
  const saveLadder = useSaveVipLadder();
  const [levels, setLevels] = useState<VipLevelSettings[]>(initial);
  const [saved, setSaved] = useState(false);

  const update = (index: number, change: (level: VipLevelSettings) => VipLevelSettings) =>
    setLevels((current) => current.map((level, at) => (at === index ? change(level) : level)));

  return (
    <div className="flex flex-col gap-4">
      {levels.map((level, index) => (
        <fieldset key={level.level} className="rounded-md border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold">{t('ladder.level', { level: level.level })}</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            {languages.map((language) => (
              <FormField key={language} label={t(`ladder.name.${language}`)} htmlFor={`vip-name-${index}-${language}`}>
                <input
                  id={`vip-name-${index}-${language}`}
                  className={inputClass}
                  value={level.name[language]}
                  maxLength={40}
                  onChange={(event) =>
                    update(index, (current) => ({
                      ...current,
                      name: { ...current.name, [language]: event.target.value },
                    }))
                  }
                />
              </FormField>
            ))}
          </div>
          {level.level > 0 && (
            <div className="mt-3 grid gap-3 lg:grid-cols-2">
              <RuleEditor
                id={`vip-up-${index}`}
                title={t('ladder.upRule')}
                rule={level.upRule}
                onChange={(rule) => update(index, (current) => ({ ...current, upRule: rule }))}
              />
              <RuleEditor
                id={`vip-keep-${index}`}
                title={t('ladder.keepRule')}
                rule={level.keepRule}
                onChange={(rule) => update(index, (current) => ({ ...current, keepRule: rule }))}
              />
            </div>
          )}
          <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {(['levelUpGift', 'monthlyGift', 'monthlyMinDeposit'] as const).map((field) => (
              <FormField key={field} label={t(`ladder.benefits.${field}`)} htmlFor={`vip-${field}-${index}`}>
                <input
                  id={`vip-${field}-${index}`}
                  className={`${inputClass} text-right tabular-nums`}
                  inputMode="decimal"
                  value={level.benefits[field]}
                  onChange={(event) =>
                    update(index, (current) => ({
                      ...current,
                      benefits: { ...current.benefits, [field]: event.target.value },
                    }))
                  }
                />
              </FormField>
            ))}
            <FormField label={t('ladder.benefits.giftTurnoverMultiple')} htmlFor={`vip-multiple-${index}`}>
              <input
                id={`vip-multiple-${index}`}
                className={`${inputClass} text-right tabular-nums`}
                inputMode="numeric"
                value={String(level.benefits.giftTurnoverMultiple)}
                onChange={(event) =>
                  update(index, (current) => ({
                    ...current,
                    benefits: { ...current.benefits, giftTurnoverMultiple: Number(event.target.value) || 0 },
                  }))
                }
              />
            </FormField>
            <FormField label={t('ladder.benefits.rebateText')} htmlFor={`vip-rebate-${index}`}>
              <input
                id={`vip-rebate-${index}`}
                className={inputClass}
                maxLength={20}
                value={level.benefits.rebateText}
                onChange={(event) =>
                  update(index, (current) => ({
                    ...current,
                    benefits: { ...current.benefits, rebateText: event.target.value },
                  }))
                }
              />
            </FormField>
          </div>
        </fieldset>
      ))}
      {saveLadder.isError && (
        <p role="alert" className="text-sm text-red-700" data-testid="vip-ladder-error">
          {errorMessage(saveLadder.error)}
        </p>
      )}
      {saved && !saveLadder.isError && <p className="text-sm text-emerald-700">{t('ladder.saved')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button look="secondary" onClick={() => setLevels((current) => [...current, emptyLevel(current.length)])}>
          {t('ladder.addLevel')}
        </Button>
        <Button
          look="secondary"
          disabled={levels.length <= 1}
          onClick={() => setLevels((current) => current.slice(0, -1))}
        >
          {t('ladder.removeLevel')}
        </Button>
        <Button
          disabled={saveLadder.isPending || levels.length === 0}
          data-testid="vip-ladder-save"
          onClick={() => {
            setSaved(false);
            saveLadder.mutate({ merchant, ladder: { levels } }, { onSuccess: () => setSaved(true) });
          }}
        >
          {t('ladder.save')}
        </Button>
      </div>
    </div>
  );
}

function RuleEditor({
  id,
  title,
  rule,
  onChange,
}: {
  id: string;
  title: string;
  rule: VipRuleSettings;
  onChange: (rule: VipRuleSettings) => void;
}) {
  const { t } = useTranslation('vip');
  const setCondition = (index: number, change: Partial<VipRuleSettings['conditions'][number]>) =>
    onChange({
      ...rule,
      conditions: rule.conditions.map((condition, at) => (at === index ? { ...condition, ...change } : condition)),
    });
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <label className="flex items-center gap-2 text-xs text-slate-600" htmlFor={`${id}-combinator`}>
          {t('ladder.combinator')}
          <select
            id={`${id}-combinator`}
            className={`${inputClass} w-auto`}
            value={rule.combinator}
            onChange={(event) => onChange({ ...rule, combinator: event.target.value as 'all' | 'any' })}
          >
            <option value="all">{t('ladder.all')}</option>
            <option value="any">{t('ladder.any')}</option>
          </select>
        </label>
      </div>
      {rule.conditions.map((condition, index) => (
        <div key={index} className="mt-2 flex flex-wrap items-center gap-2">
          <select
            aria-label={t('ladder.metric')}
            className={`${inputClass} w-auto`}
            value={condition.metric}
            onChange={(event) => setCondition(index, { metric: event.target.value as (typeof vipMetricNames)[number] })}
          >
            {vipMetricNames.map((metric) => (
              <option key={metric} value={metric}>
                {t(`metric.${metric}`)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('ladder.window')}
            className={`${inputClass} w-auto`}
            value={condition.window}
            onChange={(event) => {
              const window = event.target.value as (typeof vipWindowNames)[number];
              setCondition(index, { window, days: window === 'rolling_days' ? (condition.days ?? 30) : null });
            }}
          >
            {vipWindowNames.map((window) => (
              <option key={window} value={window}>
                {t(`window.${window}`)}
              </option>
            ))}
          </select>
          {condition.window === 'rolling_days' && (
            <input
              aria-label={t('ladder.days')}
              className={`${inputClass} w-20 text-right tabular-nums`}
              inputMode="numeric"
              value={String(condition.days ?? '')}
              onChange={(event) => setCondition(index, { days: Number(event.target.value) || null })}
            />
          )}
          <input
            aria-label={t('ladder.min')}
            className={`${inputClass} w-32 text-right tabular-nums`}
            inputMode="decimal"
            value={condition.min}
            onChange={(event) => setCondition(index, { min: event.target.value })}
          />
          <Button
            look="secondary"
            onClick={() => onChange({ ...rule, conditions: rule.conditions.filter((_, at) => at !== index) })}
          >
            {t('ladder.removeCondition')}
          </Button>
        </div>
      ))}
      {rule.conditions.length < 4 && (
        <Button
          look="secondary"
          className="mt-2"
          onClick={() =>
            onChange({
              ...rule,
              conditions: [...rule.conditions, { metric: 'deposit', window: 'lifetime', days: null, min: '0.00' }],
            })
          }
        >
          {t('ladder.addCondition')}
        </Button>
      )}
    </div>
  );
}

function PolicyForm({ merchant, policy }: { merchant: string; policy: VipPolicy }) {
  const { t } = useTranslation('vip');
  const errorMessage = useErrorMessage();
  const save = useSaveVipPolicy();
  const [draft, setDraft] = useState(policy);
  return (
    <section className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-4">
      <label className="flex items-center gap-2 text-sm" htmlFor="vip-relegation">
        <input
          id="vip-relegation"
          type="checkbox"
          checked={draft.relegationEnabled}
          onChange={(event) => setDraft({ ...draft, relegationEnabled: event.target.checked })}
        />
        {t('policy.relegation')}
      </label>
      <FormField label={t('policy.protectionDays')} htmlFor="vip-protection" className="w-40">
        <input
          id="vip-protection"
          className={`${inputClass} text-right tabular-nums`}
          inputMode="numeric"
          value={String(draft.protectionDays)}
          onChange={(event) => setDraft({ ...draft, protectionDays: Number(event.target.value) || 0 })}
        />
      </FormField>
      <FormField label={t('policy.giftClaimDays')} htmlFor="vip-claim-days" className="w-40">
        <input
          id="vip-claim-days"
          className={`${inputClass} text-right tabular-nums`}
          inputMode="numeric"
          value={String(draft.giftClaimDays)}
          onChange={(event) => setDraft({ ...draft, giftClaimDays: Number(event.target.value) || 0 })}
        />
      </FormField>
      <Button disabled={save.isPending} onClick={() => save.mutate({ merchant, policy: draft })}>
        {t('policy.save')}
      </Button>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error)}
        </p>
      )}
    </section>
  );
}
