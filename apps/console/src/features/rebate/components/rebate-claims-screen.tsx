import { zonedDateParts } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { DayField } from '@/components/ui/day-field';
import { FormField } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRebateClaims } from '../api/read-rebate-claims';

/** Today in the zone as `YYYY-MM-DD`, and the day `days` before it. */
function dayIn(timeZone: string, daysBack: number): string {
  const parts = zonedDateParts(new Date(), timeZone);
  const date = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  date.setUTCDate(date.getUTCDate() - daysBack);
  return date.toISOString().slice(0, 10);
}

/** `YYYY/MM/DD HH:mm` of an instant in the brand's zone. */
function timeIn(value: string, timeZone: string): string {
  const parts = zonedDateParts(new Date(value), timeZone);
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The rebate paid by a brand over brand-local days: each claim (player, time, amount, split per category, what the
 * daily cap held back), the total and the total per category.
 */
export default function RebateClaimsScreen() {
  const { t } = useTranslation(['rebate', 'common']);
  const errorMessage = useErrorMessage();
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [from, setFrom] = useState(() => dayIn(timeZone, 6));
  const [to, setTo] = useState(() => dayIn(timeZone, 0));
  const [pageNo, setPageNo] = useState(1);
  const report = useRebateClaims({ merchant, from, to, pageNo });
  const category = (name: string) => t(`categories.${name}` as 'categories.RNG');

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('claims.title')}</h1>
          <p className="text-sm text-slate-500">{t('claims.description')}</p>
        </div>
        <BrandPicker id="rebate-claims-brand" value={merchant} onChange={setMerchant} />
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('claims.from')} htmlFor="rebate-claims-from" className="w-40">
          <DayField id="rebate-claims-from" value={from} onChange={(day) => (setFrom(day), setPageNo(1))} />
        </FormField>
        <FormField label={t('claims.to')} htmlFor="rebate-claims-to" className="w-40">
          <DayField
            id="rebate-claims-to"
            value={to}
            onChange={(day) => (setTo(day), setPageNo(1))}
            invalid={from !== '' && to !== '' && to < from}
          />
        </FormField>
      </div>
      {report.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(report.error)}
        </p>
      )}
      {report.data && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="rebate-claims-totals">
          <div className="rounded-md bg-white p-3">
            <dt className="text-xs text-slate-500">{t('claims.totalPaid')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatAmount(report.data.totalAmount)}</dd>
          </div>
          <div className="rounded-md bg-white p-3">
            <dt className="text-xs text-slate-500">{t('claims.count')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCount(report.data.total)}</dd>
          </div>
          {report.data.byCategory.map((line) => (
            <div key={line.category} className="rounded-md bg-white p-3">
              <dt className="text-xs text-slate-500">{category(line.category)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatAmount(line.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse rounded-md bg-white text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th className="px-3 py-2">{t('claims.columns.time')}</th>
              <th className="px-3 py-2">{t('claims.columns.player')}</th>
              <th className="px-3 py-2 text-right">{t('claims.columns.amount')}</th>
              <th className="px-3 py-2">{t('claims.columns.split')}</th>
              <th className="px-3 py-2 text-right">{t('claims.columns.capped')}</th>
            </tr>
          </thead>
          <tbody>
            {report.data?.content.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-4 text-center text-slate-500">
                  {t('claims.empty')}
                </td>
              </tr>
            )}
            {report.data?.content.map((row) => (
              <tr key={row.id} className="border-b border-slate-100" data-testid="rebate-claim-row">
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{timeIn(row.claimedAt, timeZone)}</td>
                <td className="px-3 py-2">{row.username}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.amount)}</td>
                <td className="px-3 py-2 text-xs text-slate-600">
                  {row.lines.map((line) => `${category(line.category)} ${formatAmount(line.amount)}`).join(' · ')}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.capped)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.data && report.data.totalPages > 1 && (
        <div className="flex items-center justify-end gap-2">
          <Button look="secondary" disabled={pageNo <= 1} onClick={() => setPageNo((page) => page - 1)}>
            {t('claims.previous')}
          </Button>
          <span className="text-sm tabular-nums text-slate-600">
            {pageNo} / {report.data.totalPages}
          </span>
          <Button
            look="secondary"
            disabled={pageNo >= report.data.totalPages}
            onClick={() => setPageNo((page) => page + 1)}
          >
            {t('claims.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
