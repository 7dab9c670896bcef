import type { Language, PromotionState } from '@croupier/contracts';
import { languages, promotionStates } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format-amount';
import type { PromotionFormState } from './promotion-form-state';
import { sanitizeTermsHtml } from './sanitize-terms-html';

/** The state button as the player site colours it: an action the player can take stands out, a result is muted. */
const stateLooks: Record<PromotionState, string> = {
  join: 'bg-amber-500 text-white',
  claim: 'bg-emerald-600 text-white',
  signed: 'bg-sky-100 text-sky-800',
  process: 'bg-sky-100 text-sky-800',
  applying: 'bg-slate-200 text-slate-700',
  rejected: 'bg-red-100 text-red-800',
  issued: 'bg-emerald-100 text-emerald-800',
  claimed: 'bg-emerald-100 text-emerald-800',
  closed: 'bg-slate-200 text-slate-500',
};

/** `YYYY-MM-DDTHH:mm` as the card's `YYYY/MM/DD` (already in the brand's zone). */
const shownDay = (local: string) => local.slice(0, 10).replaceAll('-', '/');

/**
 * What a player will see of the offer being built: its card on `/promotions` (banner, badge, title, summary, period,
 * reward and the state button) and its terms page, in the language picked, updated as the form is typed. Texts left
 * empty in that language show the Thai one, as the player site falls back.
 */
export function PromotionCardPreview({ form, language }: { form: PromotionFormState; language: Language }) {
  const { t } = useTranslation('promotions');
  const [state, setState] = useState<PromotionState>('join');
  const text = (texts: Record<Language, string>) => texts[language].trim() || texts.th.trim();
  const title = text(form.title);
  const summary = text(form.summary);
  const terms = text(form.termsHtml);
  const reward =
    form.rewardKind === 'fixed'
      ? t('preview.rewardFixed', { amount: formatAmount(form.rewardAmount || '0') })
      : form.rewardKind === 'percent_of_deposit'
        ? t('preview.rewardPercent', { percent: form.rewardPercent || '0', cap: formatAmount(form.rewardCap || '0') })
        : t('preview.rewardReviewed', { max: formatAmount(form.rewardMax || '0') });
  const period = form.applyTo
    ? `${shownDay(form.applyFrom)} – ${shownDay(form.applyTo)}`
    : t('preview.periodOpen', { from: shownDay(form.applyFrom) });
  return (
    <section aria-label={t('preview.label')} className="flex flex-col gap-3" lang={language}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">{t('preview.label')}</h2>
        <label className="flex items-center gap-2 text-xs text-slate-600">
          {t('preview.stateLabel')}
          <select
            className="rounded border border-slate-300 bg-white px-2 py-1 text-xs"
            value={state}
            onChange={(event) => setState(event.target.value as PromotionState)}
          >
            {promotionStates.map((option) => (
              <option key={option} value={option}>
                {t(`states.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <article
        data-testid="promotion-card-preview"
        className="overflow-hidden rounded-xl bg-slate-900 text-white shadow-lg"
      >
        <div className="relative aspect-[16/7] bg-gradient-to-br from-amber-500 via-rose-600 to-violet-700">
          {form.bannerUrl.trim() && /^(https?:\/\/|\/)/.test(form.bannerUrl.trim()) && (
            <img src={form.bannerUrl.trim()} alt="" className="absolute inset-0 h-full w-full object-cover" />
          )}
          {form.badge && (
            <span className="absolute top-2 left-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide uppercase">
              {t(`badges.${form.badge}`)}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2 p-4">
          <h3 className="text-lg leading-snug font-bold">{title || t('preview.noTitle')}</h3>
          {summary && <p className="text-sm text-slate-300">{summary}</p>}
          <p className="text-sm font-semibold text-amber-300">{reward}</p>
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-slate-400 tabular-nums">{period}</span>
            <span className={`rounded-full px-4 py-1.5 text-sm font-semibold ${stateLooks[state]}`}>
              {t(`states.${state}`)}
            </span>
          </div>
        </div>
      </article>
      <div className="rounded-md border border-slate-200 bg-white p-3">
        <h3 className="mb-2 text-xs font-semibold text-slate-600">{t('preview.terms')}</h3>
        {terms ? (
          <div
            data-testid="terms-preview"
            className="prose-sm max-h-72 overflow-auto text-sm text-slate-800 [&_a]:text-sky-700 [&_a]:underline [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
            // Sanitized above with an allow-list: formatting elements and http(s) links only.
            dangerouslySetInnerHTML={{ __html: sanitizeTermsHtml(terms) }}
          />
        ) : (
          <p className="text-xs text-slate-500">{t('preview.noTerms')}</p>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {t('preview.languages', {
          filled: languages.filter((candidate) => form.title[candidate].trim()).join(', ') || '—',
        })}
      </p>
    </section>
  );
}
