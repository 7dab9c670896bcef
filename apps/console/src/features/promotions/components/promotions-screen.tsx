import type { ConsolePromotion, PromotionStatus } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { i18n } from '@/lib/i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePromotions } from '../api/list-promotions';
import { useSetPromotionStatus } from '../api/set-promotion-status';
import { PromotionBuilder } from './promotion-builder';

/** What each status may become: a draft or a paused offer is published, a live one paused; any but archived archived. */
export function nextStatuses(status: PromotionStatus): PromotionStatus[] {
  if (status === 'draft') return ['active', 'archived'];
  if (status === 'active') return ['paused', 'archived'];
  if (status === 'paused') return ['active', 'archived'];
  return [];
}

const statusLooks: Record<PromotionStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-amber-100 text-amber-800',
  archived: 'bg-slate-200 text-slate-500',
};

/** The offer's title in the console's language, else Thai, else any it has. */
export function promotionTitle(promotion: Pick<ConsolePromotion, 'content'>, language: string): string {
  const titles = promotion.content.title as Record<string, string | undefined>;
  return titles[language] ?? titles.th ?? Object.values(titles).find(Boolean) ?? '';
}

/** What the offer has granted against its total budget, for the list's bar. */
function budgetShare(promotion: ConsolePromotion): number | null {
  if (!promotion.limits.totalBudget) return null;
  const budget = Number(promotion.limits.totalBudget);
  return budget > 0 ? Math.min(1, Number(promotion.spent) / budget) : null;
}

/**
 * A brand's offers (status, type, period, spent against budget) with the builder to create or edit one, and the
 * status buttons (publish, pause, archive), each after a confirmation. The server audits every change.
 */
export default function PromotionsScreen() {
  const { t } = useTranslation(['promotions', 'common']);
  const errorMessage = useErrorMessage();
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const promotions = usePromotions(merchant);
  const setStatus = useSetPromotionStatus();
  const [editing, setEditing] = useState<ConsolePromotion | 'new' | null>(null);
  const [change, setChange] = useState<{ promotion: ConsolePromotion; status: PromotionStatus } | null>(null);
  const day = (value: string | null) => (value ? formatDateTime(value, timeZone).slice(0, 10) : t('list.noEnd'));

  if (editing) {
    return (
      <PromotionBuilder
        key={editing === 'new' ? 'new' : editing.id}
        merchant={merchant}
        timeZone={timeZone}
        promotion={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('list.title')}</h1>
          <p className="text-sm text-slate-500">{t('list.description')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <BrandPicker id="promotions-brand" value={merchant} onChange={setMerchant} />
          <Button disabled={!merchant} onClick={() => setEditing('new')}>
            {t('list.create')}
          </Button>
        </div>
      </header>
      {promotions.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(promotions.error)}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse rounded-md bg-white text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th className="px-3 py-2">{t('list.columns.title')}</th>
              <th className="px-3 py-2">{t('list.columns.status')}</th>
              <th className="px-3 py-2">{t('list.columns.type')}</th>
              <th className="px-3 py-2">{t('list.columns.period')}</th>
              <th className="px-3 py-2 text-right">{t('list.columns.spent')}</th>
              <th className="px-3 py-2">{t('list.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {promotions.data?.promotions.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-4 text-center text-slate-500">
                  {t('list.empty')}
                </td>
              </tr>
            )}
            {promotions.data?.promotions.map((promotion) => {
              const share = budgetShare(promotion);
              return (
                <tr key={promotion.id} className="border-b border-slate-100 align-top">
                  <td className="px-3 py-2">
                    <div className="font-medium">{promotionTitle(promotion, i18n.language)}</div>
                    <div className="text-xs text-slate-500">{t(`categories.${promotion.category}`)}</div>
                  </td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusLooks[promotion.status]}`}>
                      {t(`statuses.${promotion.status}`)}
                    </span>
                  </td>
                  <td className="px-3 py-2">{t(`types.${promotion.type}`)}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {day(promotion.applyFrom)} – {day(promotion.applyTo)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    <div>
                      {formatAmount(promotion.spent)}
                      {promotion.limits.totalBudget && (
                        <span className="text-slate-500"> / {formatAmount(promotion.limits.totalBudget)}</span>
                      )}
                    </div>
                    {share !== null && (
                      <div
                        className="mt-1 h-1.5 w-full rounded bg-slate-100"
                        role="progressbar"
                        aria-label={t('list.columns.spent')}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={Math.round(share * 100)}
                      >
                        <div
                          className={`h-1.5 rounded ${share >= 0.9 ? 'bg-red-600' : 'bg-emerald-600'}`}
                          style={{ width: `${share * 100}%` }}
                        />
                      </div>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      {promotion.status !== 'archived' && (
                        <Button look="secondary" className="px-3 py-1" onClick={() => setEditing(promotion)}>
                          {t('list.edit')}
                        </Button>
                      )}
                      {nextStatuses(promotion.status).map((status) => (
                        <Button
                          key={status}
                          look={status === 'archived' ? 'danger' : status === 'active' ? 'primary' : 'secondary'}
                          className="px-3 py-1"
                          onClick={() => {
                            setStatus.reset();
                            setChange({ promotion, status });
                          }}
                        >
                          {t(`statusActions.${status}`)}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {change && (
        <ConfirmDialog
          open
          title={t(`statusActions.${change.status}`)}
          message={t(`statusConfirm.${change.status}`, { title: promotionTitle(change.promotion, i18n.language) })}
          confirmLabel={t(`statusActions.${change.status}`)}
          danger={change.status === 'archived'}
          pending={setStatus.isPending}
          error={setStatus.error ? errorMessage(setStatus.error) : null}
          onCancel={() => setChange(null)}
          onConfirm={() =>
            setStatus.mutate(
              { merchant, id: change.promotion.id, status: change.status },
              { onSuccess: () => setChange(null) },
            )
          }
        />
      )}
    </div>
  );
}
