import { sportsbookSports } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { FormField, inputClass } from '@/components/ui/form-field';
import { TimeChart } from '@/components/charts/time-chart';
import { formatCount } from '@/lib/format-amount';
import { useHoldReport } from '../api/sportsbook-calls';
import { dailyHold, minorAmount, percentText } from './sportsbook-figures';
import { cell, headCell, LoadState, Panel, ScreenHeader } from './sportsbook-parts';

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const holdSearchSchema = z.object({
  from: dayText.default(dayOf(-13)),
  to: dayText.default(dayOf(0)),
  sport: z.enum(sportsbookSports).optional(),
});

const secondsOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const dayOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10).replaceAll('-', '/');

/** The hold monitor (reference §8.2): realised hold per day against the theoretical margin, per sport. */
export default function SportsbookHoldScreen() {
  const { t } = useTranslation('sportsbook');
  const [search, setSearch] = useListSearchParams(holdSearchSchema);
  const report = useHoldReport({ from: search.from, to: search.to });
  const rows = (report.data?.rows ?? []).filter((row) => !search.sport || row.sport === search.sport);
  const days = dailyHold(rows);
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('hold.title')} description={t('hold.description')} />
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('hold.from')} htmlFor="hold-from" className="w-44">
          <input
            id="hold-from"
            type="date"
            className={inputClass}
            value={search.from}
            onChange={(changed) => setSearch({ from: changed.target.value })}
          />
        </FormField>
        <FormField label={t('hold.to')} htmlFor="hold-to" className="w-44">
          <input
            id="hold-to"
            type="date"
            className={inputClass}
            value={search.to}
            onChange={(changed) => setSearch({ to: changed.target.value })}
          />
        </FormField>
        <FormField label={t('filters.sport')} htmlFor="hold-sport" className="w-40">
          <select
            id="hold-sport"
            className={inputClass}
            value={search.sport ?? ''}
            onChange={(changed) => setSearch({ sport: changed.target.value })}
          >
            <option value="">{t('filters.allSports')}</option>
            {sportsbookSports.map((sport) => (
              <option key={sport} value={sport}>
                {t(`sports.${sport}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <LoadState loading={report.isLoading} error={report.error} />
      {report.data && (
        <>
          <div>
            <TimeChart
              title={t('hold.chartTitle')}
              times={days.map((day) => secondsOfDay(day.day))}
              series={[
                {
                  label: t('hold.realised'),
                  color: '#0f766e',
                  values: days.map((day) => (day.holdBasisPoints ?? Number.NaN) / 100),
                },
                {
                  label: t('hold.theoretical'),
                  color: '#b45309',
                  values: days.map((day) => (day.theoreticalBasisPoints ?? Number.NaN) / 100),
                },
              ]}
              formatTime={dayOfSeconds}
              formatValue={(value) => `${value.toFixed(2)}%`}
              timeLabel={t('hold.day')}
            />
          </div>
          <Panel title={t('hold.tableTitle')}>
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <thead className="bg-slate-50">
                  <tr>
                    {(['day', 'sport', 'tickets', 'stake', 'payout', 'realised', 'theoretical'] as const).map(
                      (column) => (
                        <th
                          key={column}
                          scope="col"
                          className={`${headCell} ${column === 'day' || column === 'sport' ? '' : 'text-right'}`}
                        >
                          {t(`hold.columns.${column}`)}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={7} className={`${cell} text-slate-500`}>
                        {t('hold.empty')}
                      </td>
                    </tr>
                  )}
                  {rows.map((row) => {
                    const below = row.holdBasisPoints < row.theoreticalMarginBasisPoints;
                    return (
                      <tr key={`${row.day}/${row.sport}`} className="border-t border-slate-100">
                        <td className={cell}>{row.day}</td>
                        <td className={cell}>{t(`sports.${row.sport}`)}</td>
                        <td className={`${cell} text-right`}>{formatCount(row.tickets)}</td>
                        <td className={`${cell} text-right`}>{minorAmount(row.stakeMinor)}</td>
                        <td className={`${cell} text-right`}>{minorAmount(row.payoutMinor)}</td>
                        <td className={`${cell} text-right ${below ? 'text-red-700' : 'text-emerald-800'}`}>
                          {percentText(row.holdBasisPoints)}
                        </td>
                        <td className={`${cell} text-right`}>{percentText(row.theoreticalMarginBasisPoints)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </Panel>
        </>
      )}
    </div>
  );
}
