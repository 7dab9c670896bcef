import type { ReferralRules, ReferralRulesBody } from '@croupier/contracts';
import { languages, referralRulesBodySchema } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useReferralRules } from '../api/read-referral-rules';
import { useSaveReferralRules } from '../api/save-referral-rules';

type Draft = Omit<ReferralRulesBody, 'qualifyDays' | 'ipWindowDays' | 'turnoverMultiplier' | 'achievementTiers'> & {
  qualifyDays: string;
  ipWindowDays: string;
  turnoverMultiplier: string;
  achievementTiers: { count: string; reward: string }[];
};

function draftOf(rules: ReferralRules): Draft {
  const { merchant: _merchant, updatedAt: _updatedAt, updatedBy: _updatedBy, ...body } = rules;
  return {
    ...body,
    qualifyDays: String(body.qualifyDays),
    ipWindowDays: String(body.ipWindowDays),
    turnoverMultiplier: String(body.turnoverMultiplier),
    achievementTiers: body.achievementTiers.map((tier) => ({ count: String(tier.count), reward: tier.reward })),
  };
}

/** The draft as the call's body, checked by the contract's own schema (null while a field is wrong). */
export function bodyOf(draft: Draft): ReferralRulesBody | null {
  const parsed = referralRulesBodySchema.safeParse({
    ...draft,
    qualifyDays: Number(draft.qualifyDays),
    ipWindowDays: Number(draft.ipWindowDays),
    turnoverMultiplier: Number(draft.turnoverMultiplier),
    achievementTiers: draft.achievementTiers.map((tier) => ({ count: Number(tier.count), reward: tier.reward })),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * A brand's member referral programme (decision 0084): on or off, what each reward pays (invitation per qualified
 * friend, achievement tiers, the deposit and betting shares), the caps, the qualification (first deposit minimum and
 * days), the login-address window of the fraud check, cash or bonus, and the rules text players read per language.
 * Saved and audited in one call; it applies from the job's next pass.
 */
export default function ReferralRulesScreen() {
  const { t } = useTranslation(['referral', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const rules = useReferralRules(merchant);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('rules.title')}</h1>
          <p className="text-sm text-slate-500">{t('rules.description')}</p>
        </div>
        <BrandPicker id="referral-rules-brand" value={merchant} onChange={setMerchant} />
      </header>
      {rules.data && (
        <RulesForm key={`${merchant}-${rules.data.updatedAt ?? ''}`} merchant={merchant} rules={rules.data} />
      )}
    </div>
  );
}

function RulesForm({ merchant, rules }: { merchant: string; rules: ReferralRules }) {
  const { t } = useTranslation(['referral', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveReferralRules();
  const [draft, setDraft] = useState(() => draftOf(rules));
  const body = bodyOf(draft);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (
    key:
      | 'invitationReward'
      | 'depositRate'
      | 'bettingRate'
      | 'minFirstDeposit'
      | 'refereeCap'
      | 'dailyCap'
      | 'qualifyDays'
      | 'ipWindowDays'
      | 'turnoverMultiplier',
  ) => (
    <FormField label={t(`rules.fields.${key}`)} htmlFor={`referral-${key}`}>
      <input
        id={`referral-${key}`}
        className={inputClass}
        inputMode="decimal"
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
        data-testid={`referral-rule-${key}`}
      />
    </FormField>
  );
  return (
    <form
      className="flex flex-col gap-4 rounded-md bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (body) save.mutate({ merchant, rules: body });
      }}
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
          data-testid="referral-rule-enabled"
        />
        {t('rules.fields.enabled')}
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        {text('invitationReward')}
        {text('minFirstDeposit')}
        {text('qualifyDays')}
        {text('depositRate')}
        <FormField label={t('rules.fields.depositScope')} htmlFor="referral-depositScope">
          <select
            id="referral-depositScope"
            className={inputClass}
            value={draft.depositScope}
            onChange={(event) => set('depositScope', event.target.value as Draft['depositScope'])}
          >
            <option value="first">{t('rules.scopes.first')}</option>
            <option value="daily">{t('rules.scopes.daily')}</option>
          </select>
        </FormField>
        {text('bettingRate')}
        {text('refereeCap')}
        {text('dailyCap')}
        {text('ipWindowDays')}
        {text('turnoverMultiplier')}
        <FormField label={t('rules.fields.achievementPeriod')} htmlFor="referral-achievementPeriod">
          <select
            id="referral-achievementPeriod"
            className={inputClass}
            value={draft.achievementPeriod}
            onChange={(event) => set('achievementPeriod', event.target.value as Draft['achievementPeriod'])}
          >
            <option value="none">{t('rules.periods.none')}</option>
            <option value="monthly">{t('rules.periods.monthly')}</option>
          </select>
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('rules.fields.achievementTiers')}</legend>
        {draft.achievementTiers.map((tier, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2" data-testid="referral-tier">
            <FormField label={t('rules.fields.tierCount')} htmlFor={`referral-tier-count-${index}`} className="w-32">
              <input
                id={`referral-tier-count-${index}`}
                className={inputClass}
                inputMode="numeric"
                value={tier.count}
                onChange={(event) =>
                  set(
                    'achievementTiers',
                    draft.achievementTiers.map((entry, at) =>
                      at === index ? { ...entry, count: event.target.value } : entry,
                    ),
                  )
                }
              />
            </FormField>
            <FormField label={t('rules.fields.tierReward')} htmlFor={`referral-tier-reward-${index}`} className="w-40">
              <input
                id={`referral-tier-reward-${index}`}
                className={inputClass}
                inputMode="decimal"
                value={tier.reward}
                onChange={(event) =>
                  set(
                    'achievementTiers',
                    draft.achievementTiers.map((entry, at) =>
                      at === index ? { ...entry, reward: event.target.value } : entry,
                    ),
                  )
                }
              />
            </FormField>
            <Button
              look="secondary"
              type="button"
              onClick={() =>
                set(
                  'achievementTiers',
                  draft.achievementTiers.filter((_entry, at) => at !== index),
                )
              }
            >
              {t('rules.removeTier')}
            </Button>
          </div>
        ))}
        <div>
          <Button
            look="secondary"
            type="button"
            onClick={() => set('achievementTiers', [...draft.achievementTiers, { count: '', reward: '' }])}
            data-testid="referral-add-tier"
          >
            {t('rules.addTier')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-sm font-medium text-slate-800">{t('rules.fields.rulesText')}</legend>
        {languages.map((language) => (
          <FormField key={language} label={language} htmlFor={`referral-text-${language}`}>
            <textarea
              id={`referral-text-${language}`}
              className={inputClass}
              rows={4}
              maxLength={4000}
              value={draft.rulesText[language] ?? ''}
              onChange={(event) => set('rulesText', { ...draft.rulesText, [language]: event.target.value })}
            />
          </FormField>
        ))}
      </fieldset>
      {!body && (
        <p role="alert" className="text-sm text-red-700" data-testid="referral-rules-invalid">
          {t('rules.invalid')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error)}
        </p>
      )}
      {save.isSuccess && <p className="text-sm text-emerald-700">{t('rules.saved')}</p>}
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-slate-500">
          {rules.updatedBy ? t('rules.updated', { by: rules.updatedBy }) : t('rules.neverSaved')}
        </span>
        <Button type="submit" disabled={!body || save.isPending} data-testid="referral-rules-save">
          {t('rules.save')}
        </Button>
      </div>
    </form>
  );
}
