import { formatMinor, parseMinor, zonedDateParts } from '@croupier/contracts';
import type { BonusCostReport } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/data-table/export-button';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { DayField } from '@/components/ui/day-field';
import { FormField } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { useErrorMessage } from '@/lib/use-error-message';
import { downloadBonusCost } from '../api/download-bonus-cost';
import { useBonusCost } from '../api/read-bonus-cost';

/** Today in the zone as `YYYY-MM-DD`, and the day `days` before it. */
function dayIn(timeZone: string, daysBack: number): string {
  const parts = zonedDateParts(new Date(), timeZone);
  const date = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  date.setUTCDate(date.getUTCDate() - daysBack);
  return date.toISOString().slice(0, 10);
}

/** The report's totals over every row, summed in minor units so no cent is lost. */
export function costTotals(report: BonusCostReport) {
  let grants = 0;
  let granted = 0n;
  let converted = 0n;
  let forfeited = 0n;
  for (const row of report.rows) {
    grants += row.grants;
    granted += parseMinor(row.granted);
    converted += parseMinor(row.converted);
    forfeited += parseMinor(row.forfeited);
  }
  return {
    grants,
    granted: formatMinor(granted),
    converted: formatMinor(converted),
    forfeited: formatMinor(forfeited),
  };
}

/**
 * What bonuses cost a brand per day (in its zone) and offer: how many grants, the bonus money granted, what became
 * cash once its turnover was done and what was forfeited or expired; totals under the table, and the CSV.
 */
export default function BonusCostScreen() {
  const { t } = useTranslation(['bonus', 'common']);
  const errorMessage = useErrorMessage();
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [from, setFrom] = useState(() => dayIn(timeZone, 6));
  const [to, setTo] = useState(() => dayIn(timeZone, 0));
  const query = { merchant, from, to };
  const report = useBonusCost(query);
  const totals = report.data ? costTotals(report.data) : null;
  const day = (value: string) => value.replaceAll('-', '/');

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('cost.title')}</h1>
          <p className="text-sm text-slate-500">{t('cost.description')}</p>
        </div>
        <BrandPicker id="bonus-cost-brand" value={merchant} onChange={setMerchant} />
      </header>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={t('cost.from')} htmlFor="bonus-cost-from" className="w-40">
            <DayField id="bonus-cost-from" value={from} onChange={setFrom} />
          </FormField>
          <FormField label={t('cost.to')} htmlFor="bonus-cost-to" className="w-40">
            <DayField id="bonus-cost-to" value={to} onChange={setTo} invalid={from !== '' && to !== '' && to < from} />
          </FormField>
        </div>
        <ExportButton onExport={() => downloadBonusCost(query)} />
      </div>
      {report.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(report.error)}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse rounded-md bg-white text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th className="px-3 py-2">{t('cost.columns.day')}</th>
              <th className="px-3 py-2">{t('cost.columns.offer')}</th>
              <th className="px-3 py-2 text-right">{t('cost.columns.grants')}</th>
              <th className="px-3 py-2 text-right">{t('cost.columns.granted')}</th>
              <th className="px-3 py-2 text-right">{t('cost.columns.converted')}</th>
              <th className="px-3 py-2 text-right">{t('cost.columns.forfeited')}</th>
            </tr>
          </thead>
          <tbody>
            {report.data?.rows.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-4 text-center text-slate-500">
                  {t('cost.empty')}
                </td>
              </tr>
            )}
            {report.data?.rows.map((row) => (
              <tr key={`${row.day}-${row.promotionId ?? 'none'}`} className="border-b border-slate-100">
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{day(row.day)}</td>
                <td className="px-3 py-2">{row.promotionId ? row.promotionTitle : t('cost.noOffer')}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.grants)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.granted)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.converted)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.forfeited)}</td>
              </tr>
            ))}
          </tbody>
          {totals && report.data && report.data.rows.length > 0 && (
            <tfoot>
              <tr className="border-t-2 border-slate-300 font-semibold">
                <td className="px-3 py-2" colSpan={2}>
                  {t('cost.total', { currency: report.data.currency })}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(totals.grants)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.granted)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.converted)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.forfeited)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
