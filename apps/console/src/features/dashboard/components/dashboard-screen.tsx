import { dashboardGranularities, zonedDateParts } from '@croupier/contracts';
import type { Dashboard } from '@croupier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DayRangeFields, FilterBar } from '@/components/data-table/filter-bar';
import { daySchema, optionalField } from '@/components/data-table/list-search-schemas';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDashboard } from '../api/get-dashboard';
import type { ChartSeries } from '@/components/charts/time-chart';
import { TimeChart } from '@/components/charts/time-chart';

/** The address of a dashboard view: brand ('all' for every brand), days and granularity. */
const dashboardSearchSchema = z.object({
  merchant: z.string().min(1).max(32).optional(),
  fromDate: daySchema.optional(),
  toDate: daySchema.optional(),
  granularity: z.enum(dashboardGranularities).default('day'),
});
const allBrands = 'all';

const formSchema = z.object({
  merchant: z.string(),
  fromDate: optionalField(daySchema),
  toDate: optionalField(daySchema),
  granularity: z.enum(dashboardGranularities),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

function todayIn(timeZone: string): string {
  const parts = zonedDateParts(new Date(), timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const colors = { stake: '#2563eb', wins: '#f59e0b', ggr: '#059669', deposits: '#0d9488', withdrawals: '#dc2626' };

/** The brand's day or range at a glance: money in and out, play and GGR by game, players, and what waits for review. */
export default function DashboardScreen() {
  const { t } = useTranslation(['dashboard', 'common']);
  const errorMessage = useErrorMessage();
  const { brands, permissions } = useConsoleSession();
  const zoneOf = useBrandTimeZone();
  const [search, setSearch] = useListSearchParams(dashboardSearchSchema);
  const merchant = search.merchant ?? brands[0]?.code ?? allBrands;
  const zone = zoneOf(merchant === allBrands ? undefined : merchant);
  const toDate = search.toDate ?? todayIn(zone);
  const fromDate = search.fromDate ?? addDays(toDate, -6);
  const { granularity } = search;
  const dashboard = useDashboard({
    merchant: merchant === allBrands ? undefined : merchant,
    from: fromDate,
    to: toDate,
    granularity,
  });

  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    values: { merchant, fromDate, toDate, granularity },
  });
  const invalid = (name: keyof FormInput) => (form.formState.errors[name] ? t('common:table.invalid') : undefined);

  const data = dashboard.data;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('description')}</p>
        </div>
        {data?.summarizedUntil && (
          <p className="text-xs text-slate-500" data-testid="dashboard-freshness">
            {t('freshness', { time: formatDateTime(data.summarizedUntil, zone), zone })}
          </p>
        )}
      </header>
      <FilterBar
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            setSearch({
              merchant: values.merchant,
              fromDate: values.fromDate,
              toDate: values.toDate,
              granularity: values.granularity,
            }),
          )(event)
        }
        onClear={() =>
          setSearch({ merchant: undefined, fromDate: undefined, toDate: undefined, granularity: undefined })
        }
      >
        <FormField className="flex-1 basis-40" label={t('filters.brand')} htmlFor="dashboard-brand">
          <select id="dashboard-brand" className={inputClass} {...form.register('merchant')}>
            {brands.map((brand) => (
              <option key={brand.code} value={brand.code}>
                {brand.name}
              </option>
            ))}
            <option value={allBrands}>{t('filters.allBrands')}</option>
          </select>
        </FormField>
        <DayRangeFields
          idPrefix="dashboard"
          control={form.control}
          from="fromDate"
          to="toDate"
          fromError={invalid('fromDate')}
          toError={invalid('toDate')}
        />
        <FormField className="flex-1 basis-32" label={t('filters.granularity')} htmlFor="dashboard-granularity">
          <select id="dashboard-granularity" className={inputClass} {...form.register('granularity')}>
            {dashboardGranularities.map((value) => (
              <option key={value} value={value}>
                {t(`granularities.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
      </FilterBar>
      {dashboard.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(dashboard.error)}
        </p>
      )}
      {data ? (
        <DashboardBody data={data} zone={zone} permissions={permissions} merchant={merchant} />
      ) : (
        !dashboard.isError && <p className="text-sm text-slate-500">{t('common:table.loading')}</p>
      )}
    </div>
  );
}

function Tile({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4" data-testid={testId}>
      <div className="text-xs font-medium text-slate-500">{label}</div>
      <div className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{value}</div>
      {detail && <div className="mt-0.5 text-xs text-slate-500">{detail}</div>}
    </div>
  );
}

function DashboardBody({
  data,
  zone,
  permissions,
  merchant,
}: {
  data: Dashboard;
  zone: string;
  permissions: string[];
  merchant: string;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { totals } = data;
  const money = (text: string) => `${formatAmount(text)} ${data.currency}`;
  const reviewQuery = merchant === allBrands ? '' : `?merchant=${encodeURIComponent(merchant)}`;
  const mayReview = permissions.includes('payments.review');

  const times = useMemo(() => data.series.map((point) => Date.parse(point.at) / 1000), [data.series]);
  const formatTime = useCallback(
    (seconds: number) => {
      const shown = formatDateTime(new Date(seconds * 1000), zone);
      return data.granularity === 'hour' ? shown : shown.slice(0, 10);
    },
    [zone, data.granularity],
  );
  const formatMoney = useCallback((value: number) => formatAmount(value.toFixed(0)), []);
  const formatPeople = useCallback((value: number) => formatCount(Math.round(value)), []);
  const playSeries = useMemo<ChartSeries[]>(
    () => [
      { label: t('tiles.stake'), color: colors.stake, values: data.series.map((point) => Number(point.stake)) },
      { label: t('tiles.wins'), color: colors.wins, values: data.series.map((point) => Number(point.wins)) },
      { label: t('tiles.ggr'), color: colors.ggr, values: data.series.map((point) => Number(point.ggr)) },
    ],
    [data.series, t],
  );
  const cashSeries = useMemo<ChartSeries[]>(
    () => [
      {
        label: t('tiles.deposits'),
        color: colors.deposits,
        values: data.series.map((point) => Number(point.deposits)),
      },
      {
        label: t('tiles.withdrawals'),
        color: colors.withdrawals,
        values: data.series.map((point) => Number(point.withdrawals)),
      },
    ],
    [data.series, t],
  );
  const playerSeries = useMemo<ChartSeries[]>(
    () => [
      { label: t('tiles.newPlayers'), color: '#7c3aed', values: data.series.map((point) => point.newPlayers) },
      { label: t('tiles.firstDeposits'), color: '#0891b2', values: data.series.map((point) => point.firstDeposits) },
      ...(data.granularity === 'day'
        ? [
            {
              label: t('tiles.activePlayers'),
              color: '#334155',
              values: data.series.map((point) => point.activePlayers ?? 0),
            },
          ]
        : []),
    ],
    [data.series, data.granularity, t],
  );

  return (
    <>
      <section className="grid grid-cols-4 gap-3 max-lg:grid-cols-2" aria-label={t('tilesLabel')}>
        <Tile
          testId="tile-deposits"
          label={t('tiles.deposits')}
          value={money(totals.deposits.amount)}
          detail={t('count', { count: totals.deposits.count, shown: formatCount(totals.deposits.count) })}
        />
        <Tile
          testId="tile-withdrawals"
          label={t('tiles.withdrawals')}
          value={money(totals.withdrawals.amount)}
          detail={t('count', { count: totals.withdrawals.count, shown: formatCount(totals.withdrawals.count) })}
        />
        <Tile testId="tile-net-cash" label={t('tiles.netCash')} value={money(totals.netCash)} />
        <Tile
          testId="tile-ggr"
          label={t('tiles.ggr')}
          value={money(totals.ggr)}
          detail={t('ggrDetail', { stake: formatAmount(totals.stake), wins: formatAmount(totals.wins) })}
        />
        <Tile testId="tile-bets" label={t('tiles.bets')} value={formatCount(totals.bets)} />
        <Tile testId="tile-active" label={t('tiles.activePlayers')} value={formatCount(totals.activePlayers)} />
        <Tile testId="tile-new" label={t('tiles.newPlayers')} value={formatCount(totals.newPlayers)} />
        <Tile testId="tile-first" label={t('tiles.firstDeposits')} value={formatCount(totals.firstDeposits)} />
      </section>

      <section
        className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm"
        aria-label={t('pending.title')}
      >
        <span className="font-semibold text-amber-900">{t('pending.title')}</span>
        {mayReview ? (
          <>
            <Link className="text-amber-900 underline" to={`/deposits${reviewQuery}`} data-testid="pending-deposits">
              {t('pending.deposits', { count: data.pendingReviews.deposits })}
            </Link>
            <Link
              className="text-amber-900 underline"
              to={`/withdrawals${reviewQuery}`}
              data-testid="pending-withdrawals"
            >
              {t('pending.withdrawals', { count: data.pendingReviews.withdrawals })}
            </Link>
          </>
        ) : (
          <>
            <span data-testid="pending-deposits">{t('pending.deposits', { count: data.pendingReviews.deposits })}</span>
            <span data-testid="pending-withdrawals">
              {t('pending.withdrawals', { count: data.pendingReviews.withdrawals })}
            </span>
          </>
        )}
      </section>

      <div className="grid grid-cols-2 gap-3 max-lg:grid-cols-1">
        <TimeChart
          title={t('charts.play', { currency: data.currency })}
          times={times}
          series={playSeries}
          formatTime={formatTime}
          formatValue={formatMoney}
          timeLabel={t('charts.time')}
        />
        <TimeChart
          title={t('charts.cash', { currency: data.currency })}
          times={times}
          series={cashSeries}
          formatTime={formatTime}
          formatValue={formatMoney}
          timeLabel={t('charts.time')}
        />
        <TimeChart
          title={t('charts.players')}
          times={times}
          series={playerSeries}
          formatTime={formatTime}
          formatValue={formatPeople}
          timeLabel={t('charts.time')}
          wholeNumbers
        />
        <GameTable data={data} />
      </div>
      <p className="text-xs text-slate-500">{t('notes', { zone })}</p>
    </>
  );
}

function GameTable({ data }: { data: Dashboard }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('games.title', { currency: data.currency })}</h2>
      <table className="w-full text-sm" data-testid="ggr-table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th className="py-1.5 font-medium">{t('games.category')}</th>
            <th className="py-1.5 font-medium">{t('games.vendor')}</th>
            <th className="py-1.5 text-right font-medium">{t('games.bets')}</th>
            <th className="py-1.5 text-right font-medium">{t('games.stake')}</th>
            <th className="py-1.5 text-right font-medium">{t('games.wins')}</th>
            <th className="py-1.5 text-right font-medium">{t('games.ggr')}</th>
          </tr>
        </thead>
        <tbody>
          {data.byGame.length === 0 ? (
            <tr>
              <td colSpan={6} className="py-6 text-center text-slate-500">
                {t('games.empty')}
              </td>
            </tr>
          ) : (
            data.byGame.map((row) => (
              <tr key={`${row.category}:${row.vendorCode}`} className="border-b border-slate-100 last:border-0">
                <td className="py-1.5">{t(`categories.${row.category}`, { defaultValue: row.category })}</td>
                <td className="py-1.5">{row.vendorCode}</td>
                <td className="py-1.5 text-right tabular-nums">{formatCount(row.bets)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatAmount(row.stake)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatAmount(row.wins)}</td>
                <td
                  className={`py-1.5 text-right font-medium tabular-nums ${row.ggr.startsWith('-') ? 'text-red-700' : 'text-emerald-700'}`}
                >
                  {formatAmount(row.ggr)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
