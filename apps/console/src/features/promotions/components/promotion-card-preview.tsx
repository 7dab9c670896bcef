import type { Language, PromotionState } from '@croupier/contracts';
import { languages, promotionStates } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format-amount';
import { readPrizeTable } from './prize-table-math';
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

/** A raffle's closing time of day: its opening `HH:MM` plus its minutes, around the clock; null while unreadable. */
export function raffleClosesAt(opensAt: string, durationMinutes: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(opensAt.trim());
  const minutes = /^\d{1,4}$/.test(durationMinutes.trim()) ? Number(durationMinutes) : Number.NaN;
  if (!match || Number.isNaN(minutes)) return null;
  const end = (Number(match[1]) * 60 + Number(match[2]) + minutes) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** The offer's reward in the words the player's card uses. */
function useRewardText(form: PromotionFormState): string {
  const { t } = useTranslation('promotions');
  switch (form.rewardKind) {
    case 'fixed':
      return form.type === 'BIRTHDAY'
        ? t('preview.rewardBirthday', { amount: formatAmount(form.rewardAmount || '0') })
        : t('preview.rewardFixed', { amount: formatAmount(form.rewardAmount || '0') });
    case 'percent_of_deposit':
      return t('preview.rewardPercent', {
        percent: form.rewardPercent || '0',
        cap: formatAmount(form.rewardCap || '0'),
      });
    case 'reviewed':
      return t('preview.rewardReviewed', { max: formatAmount(form.rewardMax || '0') });
    case 'percent_of_net_loss': {
      const rates = form.tiers.map((tier) => Number(tier.percent)).filter((rate) => Number.isFinite(rate));
      return t('preview.rewardCashback', {
        percent: rates.length > 0 ? Math.max(...rates) : 0,
        cap: formatAmount(form.rewardCap || '0'),
      });
    }
    case 'prize_table': {
      const top = form.prizes.reduce<string | null>(
        (best, prize) => (best === null || Number(prize.amount) > Number(best) ? prize.amount.trim() : best),
        null,
      );
      const expected = readPrizeTable(form.prizes).expectedValue ?? '0';
      return t('preview.rewardPrizeTable', {
        top: formatAmount(top || '0'),
        expected: formatAmount(expected),
      });
    }
  }
}

/**
 * What a player will see of the offer being built: its card on `/promotions` (banner, badge, title, summary, period,
 * reward and the state button) and its terms page, in the language picked, updated as the form is typed. Texts left
 * empty in that language show the Thai one, as the player site falls back.
 */
export function PromotionCardPreview({
  form,
  language,
  timeZone,
}: {
  form: PromotionFormState;
  language: Language;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('promotions');
  const [state, setState] = useState<PromotionState>('join');
  const text = (texts: Record<Language, string>) => texts[language].trim() || texts.th.trim();
  const title = text(form.title);
  const summary = text(form.summary);
  const terms = text(form.termsHtml);
  const reward = useRewardText(form);
  const odds = form.rewardKind === 'prize_table' ? readPrizeTable(form.prizes).odds : [];
  const closesAt = raffleClosesAt(form.raffleOpensAt, form.raffleDurationMinutes);
  const dayLevels = form.type === 'RED_ENVELOPE' || form.type === 'RAFFLE';
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
          <p className="text-sm font-semibold text-amber-300" data-testid="preview-reward">
            {reward}
          </p>
          {form.rewardKind === 'percent_of_net_loss' && (
            <ul className="text-xs text-slate-300" data-testid="preview-tiers">
              {form.tiers.map((tier, index) => (
                <li key={index} className="flex justify-between gap-2 tabular-nums">
                  <span>{t('preview.tierFrom', { from: formatAmount(tier.from || '0') })}</span>
                  <span className="font-semibold text-white">{tier.percent || '0'}%</span>
                </li>
              ))}
            </ul>
          )}
          {form.rewardKind === 'prize_table' && (
            <table className="w-full text-xs text-slate-300" data-testid="preview-odds">
              <tbody>
                {form.prizes.map((prize, index) => {
                  const chance = odds[index];
                  return (
                    <tr key={index}>
                      <td className="py-0.5">
                        {Number(prize.amount) > 0 ? formatAmount(prize.amount.trim()) : t('preview.noPrize')}
                      </td>
                      <td className="py-0.5 text-end font-semibold text-white tabular-nums">
                        {chance === null || chance === undefined
                          ? '—'
                          : `${chance.toLocaleString(i18n.language, { maximumFractionDigits: 2 })}%`}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {form.type === 'RAFFLE' && (
            <p className="rounded bg-white/5 px-2 py-1.5 text-xs text-slate-300" data-testid="preview-raffle">
              {t('preview.raffleWindow', {
                opens: form.raffleOpensAt || '—',
                closes: closesAt ?? '—',
                zone: timeZone,
              })}
              <br />
              <span className="text-slate-400">{t('preview.raffleFairness')}</span>
            </p>
          )}
          {dayLevels && (form.minDepositToday.trim() || form.minValidBetToday.trim()) && (
            <ul className="flex flex-col gap-1.5 text-xs text-slate-300" data-testid="preview-levels">
              {form.minDepositToday.trim() && (
                <li>
                  <span className="flex justify-between gap-2">
                    <span>{t('preview.depositToday')}</span>
                    <span className="tabular-nums">0 / {formatAmount(form.minDepositToday.trim())}</span>
                  </span>
                  <span className="mt-1 block h-1.5 rounded-full bg-white/10" />
                </li>
              )}
              {form.minValidBetToday.trim() && (
                <li>
                  <span className="flex justify-between gap-2">
                    <span>{t('preview.validBetToday')}</span>
                    <span className="tabular-nums">0 / {formatAmount(form.minValidBetToday.trim())}</span>
                  </span>
                  <span className="mt-1 block h-1.5 rounded-full bg-white/10" />
                </li>
              )}
            </ul>
          )}
          {form.type === 'BIRTHDAY' && (
            <p className="text-xs text-slate-300">
              {t('preview.birthdayWindow', { days: form.birthdayWindowDays || '0' })}
            </p>
          )}
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
