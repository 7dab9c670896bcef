import type { ConsolePromotion, Language } from '@croupier/contracts';
import {
  bonusProfileLimits,
  languages,
  productFamilies,
  promotionBadges,
  promotionCategories,
  promotionTypes,
  wageringBases,
} from '@croupier/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCreatePromotion } from '../api/create-promotion';
import { useUpdatePromotion } from '../api/update-promotion';
import { CashbackTiersEditor } from './cashback-tiers-editor';
import { DayTimeField } from './day-time-field';
import { PrizeTableEditor } from './prize-table-editor';
import { PromotionCardPreview } from './promotion-card-preview';
import type { PerPlayer, PromotionFormState, RewardKind } from './promotion-form-state';
import {
  emptyPromotionForm,
  periodsOf,
  promotionForm,
  promotionFormIssues,
  rewardKindsOf,
  toPromotionBody,
  withType,
} from './promotion-form-state';

const weekdayNumbers = [1, 2, 3, 4, 5, 6, 7] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/**
 * The offer builder: every field of the offer body in sections (texts per language with the terms page as HTML,
 * type and period, reward, wagering terms, eligibility, limits, what an application needs), and beside it the live
 * preview of the player's card and terms page. Saving creates a draft or saves the edit; publishing is the list's.
 */
export function PromotionBuilder({
  merchant,
  timeZone,
  promotion,
  onDone,
}: {
  merchant: string;
  timeZone: string;
  promotion: ConsolePromotion | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['promotions', 'common']);
  const errorMessage = useErrorMessage();
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const [form, setForm] = useState<PromotionFormState>(() =>
    promotion ? promotionForm(promotion, timeZone) : emptyPromotionForm(new Date(), timeZone),
  );
  const [language, setLanguage] = useState<Language>('th');
  const [submitted, setSubmitted] = useState(false);
  const body = toPromotionBody(form, timeZone);
  const issues = promotionFormIssues(body);
  const save = promotion ? update : create;
  const set = <Key extends keyof PromotionFormState>(key: Key, value: PromotionFormState[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setText = (key: 'title' | 'summary' | 'termsHtml', value: string) =>
    setForm((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));
  const issueOf = (path: string) => {
    const code = submitted ? issues.get(path) : undefined;
    if (!code) return undefined;
    return t(`common:errors.${code}` as 'common:errors.VALIDATION_FAILED', { defaultValue: t('builder.invalid') });
  };
  const deposit = form.type === 'FIRST_DEPOSIT' || form.type === 'DEPOSIT';
  const input = (id: string, key: keyof PromotionFormState, extra: Record<string, unknown> = {}) => (
    <input
      id={id}
      className={inputClass}
      value={form[key] as string}
      onChange={(event) => set(key, event.target.value as never)}
      {...extra}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        aria-label={promotion ? t('builder.editTitle') : t('builder.newTitle')}
        className="flex min-w-0 flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (issues.size > 0) return;
          if (promotion) update.mutate({ merchant, id: promotion.id, promotion: body }, { onSuccess: onDone });
          else create.mutate({ merchant, promotion: body }, { onSuccess: onDone });
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">
            {promotion ? t('builder.editTitle') : t('builder.newTitle')}
          </h2>
          {promotion && promotion.status !== 'draft' && (
            <p className="text-xs text-amber-800">{t('builder.liveEditNote')}</p>
          )}
        </div>

        <Section title={t('builder.sections.texts')}>
          <div className="sm:col-span-2">
            <StatusTabs
              label={t('builder.language')}
              options={languages}
              value={language}
              labelOf={(option) => `${t(`languages.${option}`)}${form.title[option].trim() ? ' ✓' : ''}`}
              onChange={setLanguage}
            />
          </div>
          <FormField
            label={t('builder.fields.title')}
            htmlFor="promotion-title"
            error={issueOf('content.title')}
            className="sm:col-span-2"
          >
            <input
              id="promotion-title"
              className={inputClass}
              maxLength={120}
              value={form.title[language]}
              onChange={(event) => setText('title', event.target.value)}
            />
          </FormField>
          <FormField label={t('builder.fields.summary')} htmlFor="promotion-summary" className="sm:col-span-2">
            <textarea
              id="promotion-summary"
              className={inputClass}
              rows={2}
              maxLength={300}
              value={form.summary[language]}
              onChange={(event) => setText('summary', event.target.value)}
            />
          </FormField>
          <FormField label={t('builder.fields.termsHtml')} htmlFor="promotion-terms" className="sm:col-span-2">
            <textarea
              id="promotion-terms"
              className={`${inputClass} font-mono text-xs`}
              rows={8}
              value={form.termsHtml[language]}
              placeholder={t('builder.termsPlaceholder')}
              onChange={(event) => setText('termsHtml', event.target.value)}
            />
            <span className="text-xs text-slate-500">{t('builder.termsHint')}</span>
          </FormField>
          <FormField
            label={t('builder.fields.bannerUrl')}
            htmlFor="promotion-banner"
            error={issueOf('bannerUrl')}
            className="sm:col-span-2"
          >
            {input('promotion-banner', 'bannerUrl', { maxLength: 500, placeholder: '/media/…' })}
          </FormField>
        </Section>

        <Section title={t('builder.sections.offer')}>
          <FormField label={t('builder.fields.type')} htmlFor="promotion-type">
            <select
              id="promotion-type"
              className={inputClass}
              value={form.type}
              onChange={(event) => {
                const type = event.target.value as PromotionFormState['type'];
                // Each type has its rewards and its period (an application's reward is the reviewer's, a birthday is
                // yearly, a raffle daily): the form moves to what the new type allows.
                setForm((current) => withType(current, type));
              }}
            >
              {promotionTypes.map((option) => (
                <option key={option} value={option}>
                  {t(`types.${option}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('builder.fields.category')} htmlFor="promotion-category">
            <select
              id="promotion-category"
              className={inputClass}
              value={form.category}
              onChange={(event) => set('category', event.target.value as PromotionFormState['category'])}
            >
              {promotionCategories.map((option) => (
                <option key={option} value={option}>
                  {t(`categories.${option}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('builder.fields.badge')} htmlFor="promotion-badge">
            <select
              id="promotion-badge"
              className={inputClass}
              value={form.badge}
              onChange={(event) => set('badge', event.target.value as PromotionFormState['badge'])}
            >
              <option value="">{t('builder.noBadge')}</option>
              {promotionBadges.map((option) => (
                <option key={option} value={option}>
                  {t(`badges.${option}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('builder.fields.sortOrder')} htmlFor="promotion-sort" error={issueOf('sortOrder')}>
            {input('promotion-sort', 'sortOrder', { inputMode: 'numeric' })}
          </FormField>
          <FormField
            label={t('builder.fields.displayFrom')}
            htmlFor="promotion-display-from"
            error={issueOf('displayFrom')}
          >
            <DayTimeField
              id="promotion-display-from"
              value={form.displayFrom}
              onChange={(value) => set('displayFrom', value)}
              timeLabel={t('builder.timeOf', { field: t('builder.fields.displayFrom') })}
              invalid={issueOf('displayFrom') !== undefined}
            />
          </FormField>
          <FormField label={t('builder.fields.displayTo')} htmlFor="promotion-display-to" error={issueOf('displayTo')}>
            <DayTimeField
              id="promotion-display-to"
              value={form.displayTo}
              onChange={(value) => set('displayTo', value)}
              timeLabel={t('builder.timeOf', { field: t('builder.fields.displayTo') })}
              invalid={issueOf('displayTo') !== undefined}
            />
          </FormField>
          <FormField label={t('builder.fields.applyFrom')} htmlFor="promotion-apply-from" error={issueOf('applyFrom')}>
            <DayTimeField
              id="promotion-apply-from"
              value={form.applyFrom}
              onChange={(value) => set('applyFrom', value)}
              timeLabel={t('builder.timeOf', { field: t('builder.fields.applyFrom') })}
              invalid={issueOf('applyFrom') !== undefined}
            />
          </FormField>
          <FormField label={t('builder.fields.applyTo')} htmlFor="promotion-apply-to" error={issueOf('applyTo')}>
            <DayTimeField
              id="promotion-apply-to"
              value={form.applyTo}
              onChange={(value) => set('applyTo', value)}
              timeLabel={t('builder.timeOf', { field: t('builder.fields.applyTo') })}
              invalid={issueOf('applyTo') !== undefined}
            />
          </FormField>
          <p className="text-xs text-slate-500 sm:col-span-2">{t('builder.zoneHint', { zone: timeZone })}</p>
        </Section>

        <Section title={t('builder.sections.reward')}>
          <FormField label={t('builder.fields.rewardKind')} htmlFor="promotion-reward-kind">
            <select
              id="promotion-reward-kind"
              className={inputClass}
              value={form.rewardKind}
              onChange={(event) => set('rewardKind', event.target.value as RewardKind)}
            >
              {rewardKindsOf(form.type).map((option) => (
                <option key={option} value={option}>
                  {t(`rewardKinds.${option}`)}
                </option>
              ))}
            </select>
          </FormField>
          {form.rewardKind === 'fixed' && (
            <FormField
              label={t('builder.fields.rewardAmount')}
              htmlFor="promotion-reward-amount"
              error={issueOf('reward.amount')}
            >
              {input('promotion-reward-amount', 'rewardAmount', { inputMode: 'decimal' })}
            </FormField>
          )}
          {form.rewardKind === 'percent_of_deposit' && (
            <>
              <FormField
                label={t('builder.fields.rewardPercent')}
                htmlFor="promotion-reward-percent"
                error={issueOf('reward.percent')}
              >
                {input('promotion-reward-percent', 'rewardPercent', { inputMode: 'numeric' })}
              </FormField>
              <FormField
                label={t('builder.fields.rewardCap')}
                htmlFor="promotion-reward-cap"
                error={issueOf('reward.cap')}
              >
                {input('promotion-reward-cap', 'rewardCap', { inputMode: 'decimal' })}
              </FormField>
            </>
          )}
          {form.rewardKind === 'reviewed' && (
            <FormField
              label={t('builder.fields.rewardMax')}
              htmlFor="promotion-reward-max"
              error={issueOf('reward.max')}
            >
              {input('promotion-reward-max', 'rewardMax', { inputMode: 'decimal' })}
            </FormField>
          )}
          {form.rewardKind === 'percent_of_net_loss' && (
            <CashbackTiersEditor
              form={form}
              onMode={(mode) => set('cashbackMode', mode)}
              onTiers={(tiers) => set('tiers', tiers)}
              onCap={(cap) => set('rewardCap', cap)}
              issueOf={issueOf}
            />
          )}
          {form.rewardKind === 'prize_table' && (
            <PrizeTableEditor
              prizes={form.prizes}
              onChange={(prizes) => set('prizes', prizes)}
              totalBudget={form.totalBudget}
              dailyBudget={form.dailyBudget}
              issueOf={issueOf}
            />
          )}
        </Section>

        {form.type === 'RAFFLE' && (
          <Section title={t('builder.sections.raffle')}>
            <FormField
              label={t('builder.fields.raffleOpensAt')}
              htmlFor="promotion-raffle-opens"
              error={issueOf('raffle.opensAt')}
            >
              {input('promotion-raffle-opens', 'raffleOpensAt', { inputMode: 'numeric', placeholder: '20:00' })}
            </FormField>
            <FormField
              label={t('builder.fields.raffleDuration')}
              htmlFor="promotion-raffle-duration"
              error={issueOf('raffle.durationMinutes')}
            >
              {input('promotion-raffle-duration', 'raffleDurationMinutes', { inputMode: 'numeric' })}
            </FormField>
            <p className="text-xs text-slate-500 sm:col-span-2">{t('builder.raffleHint', { zone: timeZone })}</p>
          </Section>
        )}

        <Section title={t('builder.sections.terms')}>
          <FormField
            label={t('builder.fields.turnoverMultiplier')}
            htmlFor="promotion-turnover"
            error={issueOf('terms.turnoverMultiplier')}
          >
            {input('promotion-turnover', 'turnoverMultiplier', { inputMode: 'numeric' })}
          </FormField>
          <FormField label={t('builder.fields.basis')} htmlFor="promotion-basis">
            <select
              id="promotion-basis"
              className={inputClass}
              value={form.basis}
              onChange={(event) => set('basis', event.target.value as PromotionFormState['basis'])}
            >
              {wageringBases.map((option) => (
                <option key={option} value={option}>
                  {t(`bases.${option}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('builder.fields.productFamily')} htmlFor="promotion-family">
            <select
              id="promotion-family"
              className={inputClass}
              value={form.productFamily}
              onChange={(event) => set('productFamily', event.target.value as PromotionFormState['productFamily'])}
            >
              {productFamilies.map((option) => (
                <option key={option} value={option}>
                  {t(`families.${option}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label={t('builder.fields.expiryDays')}
            htmlFor="promotion-expiry"
            error={issueOf('terms.expiryDays')}
          >
            {input('promotion-expiry', 'expiryDays', { inputMode: 'numeric' })}
          </FormField>
          <FormField label={t('builder.fields.maxBet')} htmlFor="promotion-max-bet" error={issueOf('terms.maxBet')}>
            {input('promotion-max-bet', 'maxBet', { inputMode: 'decimal', placeholder: t('builder.none') })}
          </FormField>
          <FormField
            label={t('builder.fields.maxWinMultiplier')}
            htmlFor="promotion-max-win"
            error={issueOf('terms.maxWinMultiplier')}
          >
            {input('promotion-max-win', 'maxWinMultiplier', { inputMode: 'numeric', placeholder: t('builder.none') })}
          </FormField>
          <p className="text-xs text-slate-500 sm:col-span-2">
            {t('builder.profileHint', {
              strictTurnover: bonusProfileLimits.strict.maxTurnoverMultiplier,
              strictExpiry: bonusProfileLimits.strict.minExpiryDays,
              looseTurnover: bonusProfileLimits.loose.maxTurnoverMultiplier,
            })}
          </p>
        </Section>

        <Section title={t('builder.sections.eligibility')}>
          <FormField
            label={t('builder.fields.registeredFrom')}
            htmlFor="promotion-registered-from"
            error={issueOf('eligibility.registeredFrom')}
          >
            <DayTimeField
              id="promotion-registered-from"
              value={form.registeredFrom}
              onChange={(value) => set('registeredFrom', value)}
              timeLabel={t('builder.timeOf', { field: t('builder.fields.registeredFrom') })}
              invalid={issueOf('eligibility.registeredFrom') !== undefined}
            />
          </FormField>
          <FormField
            label={t('builder.fields.vipLevels')}
            htmlFor="promotion-vip-levels"
            error={issueOf('eligibility.vipLevels')}
          >
            {input('promotion-vip-levels', 'vipLevels', { placeholder: t('builder.anyVipLevel') })}
          </FormField>
          {deposit && (
            <>
              {form.type === 'DEPOSIT' && (
                <FormField
                  label={t('builder.fields.depositNth')}
                  htmlFor="promotion-deposit-nth"
                  error={issueOf('eligibility.depositNth')}
                >
                  {input('promotion-deposit-nth', 'depositNth', {
                    inputMode: 'numeric',
                    placeholder: t('builder.anyDeposit'),
                  })}
                </FormField>
              )}
              <FormField
                label={t('builder.fields.minDeposit')}
                htmlFor="promotion-min-deposit"
                error={issueOf('eligibility.minDeposit')}
              >
                {input('promotion-min-deposit', 'minDeposit', { inputMode: 'decimal', placeholder: t('builder.none') })}
              </FormField>
              <div role="group" aria-label={t('builder.fields.weekdays')} className="flex flex-col gap-1 sm:col-span-2">
                <span className="text-xs font-medium text-slate-600">{t('builder.fields.weekdays')}</span>
                <div className="flex flex-wrap gap-3">
                  {weekdayNumbers.map((day) => (
                    <Check
                      key={day}
                      id={`promotion-weekday-${day}`}
                      label={t(`weekdays.${day}`)}
                      checked={form.weekdays.includes(day)}
                      onChange={(checked) =>
                        set(
                          'weekdays',
                          checked ? [...form.weekdays, day].sort() : form.weekdays.filter((other) => other !== day),
                        )
                      }
                    />
                  ))}
                </div>
                <span className="text-xs text-slate-500">{t('builder.weekdaysHint')}</span>
              </div>
            </>
          )}
          {(form.type === 'RED_ENVELOPE' || form.type === 'RAFFLE') && (
            <>
              <FormField
                label={t('builder.fields.minDepositToday')}
                htmlFor="promotion-min-deposit-today"
                error={issueOf('eligibility.minDepositToday')}
              >
                {input('promotion-min-deposit-today', 'minDepositToday', {
                  inputMode: 'decimal',
                  placeholder: t('builder.none'),
                })}
              </FormField>
              <FormField
                label={t('builder.fields.minValidBetToday')}
                htmlFor="promotion-min-valid-bet-today"
                error={issueOf('eligibility.minValidBetToday')}
              >
                {input('promotion-min-valid-bet-today', 'minValidBetToday', {
                  inputMode: 'decimal',
                  placeholder: t('builder.none'),
                })}
              </FormField>
              <p className="text-xs text-slate-500 sm:col-span-2">{t('builder.dayLevelsHint')}</p>
            </>
          )}
          {form.type === 'BIRTHDAY' && (
            <FormField
              label={t('builder.fields.birthdayWindowDays')}
              htmlFor="promotion-birthday-days"
              error={issueOf('eligibility.birthdayWindowDays')}
            >
              {input('promotion-birthday-days', 'birthdayWindowDays', { inputMode: 'numeric' })}
            </FormField>
          )}
          <div className="sm:col-span-2">
            <Check
              id="promotion-household"
              label={t('builder.fields.onePerHousehold')}
              checked={form.onePerHousehold}
              onChange={(value) => set('onePerHousehold', value)}
            />
          </div>
        </Section>

        <Section title={t('builder.sections.limits')}>
          <FormField label={t('builder.fields.perPlayer')} htmlFor="promotion-per-player">
            <select
              id="promotion-per-player"
              className={inputClass}
              value={form.perPlayer}
              disabled={periodsOf(form.type).length === 1}
              onChange={(event) => set('perPlayer', event.target.value as PerPlayer)}
            >
              {periodsOf(form.type).map((option) => (
                <option key={option} value={option}>
                  {t(`perPlayer.${option}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label={t('builder.fields.totalBudget')}
            htmlFor="promotion-total-budget"
            error={issueOf('limits.totalBudget')}
          >
            {input('promotion-total-budget', 'totalBudget', { inputMode: 'decimal', placeholder: t('builder.none') })}
          </FormField>
          <FormField
            label={t('builder.fields.dailyBudget')}
            htmlFor="promotion-daily-budget"
            error={issueOf('limits.dailyBudget')}
          >
            {input('promotion-daily-budget', 'dailyBudget', { inputMode: 'decimal', placeholder: t('builder.none') })}
          </FormField>
        </Section>

        {form.type === 'APPLICATION' && (
          <Section title={t('builder.sections.application')}>
            <Check
              id="promotion-remark-required"
              label={t('builder.fields.remarkRequired')}
              checked={form.remarkRequired}
              onChange={(value) => set('remarkRequired', value)}
            />
            <Check
              id="promotion-image-required"
              label={t('builder.fields.imageRequired')}
              checked={form.imageRequired}
              onChange={(value) => set('imageRequired', value)}
            />
          </Section>
        )}

        {submitted && issues.size > 0 && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('builder.fixFields')}
          </p>
        )}
        {save.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(save.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button look="secondary" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common:working') : promotion ? t('builder.save') : t('builder.createDraft')}
          </Button>
        </div>
      </form>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <PromotionCardPreview form={form} language={language} timeZone={timeZone} />
      </aside>
    </div>
  );
}
