import { zodResolver } from '@hookform/resolvers/zod';
import { flaggedPlayerQuerySchema, harmMarkers, markerWindows } from '@croupier/contracts';
import type { FlaggedPlayerRow } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FilterBar } from '@/components/data-table/filter-bar';
import { ListScreen } from '@/components/data-table/list-screen';
import { optionalField } from '@/components/data-table/list-search-schemas';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { StatusSelectField } from '@/components/ui/status-select-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { formatAmount } from '@/lib/format-amount';
import { harmMarkerRuleValues } from '@/lib/harm-marker-rule';
import { useFlaggedPlayers } from '../api/list-flagged-players';

/** A column of the list: never sorted on screen (the server gives the order). */
type ShownColumn<Row> = { id: string; header: string; cell: (row: Row) => ReactNode };
const columnOf = <Row,>({ id, header, cell }: ShownColumn<Row>): ColumnDef<Row, unknown> => ({
  id,
  header,
  enableSorting: false,
  cell: ({ row }) => cell(row.original),
});

const queryFields = flaggedPlayerQuerySchema.shape;

/** The address of a flagged-players view: brand (the operator's first when absent), window, marker and page. */
const flaggedSearchSchema = flaggedPlayerQuerySchema.extend({ merchant: queryFields.merchant.optional() });

const filterFormSchema = z.object({
  merchant: queryFields.merchant,
  days: z.enum(markerWindows),
  marker: optionalField(z.enum(harmMarkers)),
});
type FilterInput = z.input<typeof filterFormSchema>;
type FilterValues = z.output<typeof filterFormSchema>;

function FlaggedFilters({ values, onApply }: { values: FilterValues; onApply: (values: FilterValues) => void }) {
  const { t } = useTranslation('responsible-gaming');
  const form = useForm<FilterInput, unknown, FilterValues>({
    resolver: zodResolver(filterFormSchema),
    values: { marker: '', ...values },
  });
  return (
    <FilterBar
      onSubmit={(event) => void form.handleSubmit(onApply)(event)}
      onClear={() => onApply({ merchant: values.merchant, days: '7' })}
    >
      <BrandSelectField id="flagged-brand" label={t('flagged.brand')} {...form.register('merchant')} />
      <FormField className="basis-40" label={t('flagged.days')} htmlFor="flagged-days">
        <select id="flagged-days" className={inputClass} {...form.register('days')}>
          {markerWindows.map((days) => (
            <option key={days} value={days}>
              {t('markers.window', { count: Number(days) })}
            </option>
          ))}
        </select>
      </FormField>
      <StatusSelectField
        id="flagged-marker"
        className="basis-48"
        label={t('flagged.marker')}
        anyLabel={t('flagged.anyMarker')}
        statuses={harmMarkers}
        labelOf={(marker) => t(`markers.names.${marker}`)}
        {...form.register('marker')}
      />
    </FilterBar>
  );
}

/** The brand's players flagged by a marker of harm over the last 7 or 30 days; each row opens the player. */
export default function HarmMarkersScreen() {
  const { t } = useTranslation(['responsible-gaming', 'common']);
  const { brands } = useConsoleSession();
  const [search, setSearch] = useListSearchParams(flaggedSearchSchema);
  const { pageNo, pageSize, merchant: chosen, days, marker } = search;
  const merchant = chosen ?? brands[0]?.code ?? '';
  const list = useFlaggedPlayers({ merchant, days, marker, pageNo, pageSize });
  const currency = list.data?.currency ?? '';

  const columns = useMemo<ColumnDef<FlaggedPlayerRow, unknown>[]>(() => {
    const number = (value: string) => <span className="block text-right whitespace-nowrap tabular-nums">{value}</span>;
    const shown: ShownColumn<FlaggedPlayerRow>[] = [
      {
        id: 'memberNumber',
        header: t('register.memberNumber'),
        cell: (row) => <span className="tabular-nums">{row.memberNumber}</span>,
      },
      {
        id: 'username',
        header: t('register.username'),
        cell: (row) => (
          <Link
            className="font-medium text-sky-700 hover:underline"
            to={`/players/${encodeURIComponent(merchant)}/${encodeURIComponent(row.username)}?tab=responsibleGaming`}
          >
            {row.username}
          </Link>
        ),
      },
      {
        id: 'markers',
        header: t('flagged.markers'),
        cell: (row) => (
          <span className="flex flex-wrap gap-1">
            {row.markers.map((name) => (
              <span key={name} className="rounded-full bg-red-100 px-2 py-0.5 text-xs whitespace-nowrap text-red-800">
                {t(`markers.names.${name}`)}
              </span>
            ))}
          </span>
        ),
      },
      {
        id: 'deposits',
        header: t('markers.figures.deposits'),
        cell: (row) => number(String(row.deposits)),
      },
      {
        id: 'depositTotal',
        header: t('markers.figures.depositTotal'),
        cell: (row) => number(formatAmount(row.depositTotal)),
      },
      {
        id: 'mostDeposits',
        header: t('markers.figures.mostDeposits'),
        cell: (row) => number(String(row.mostDepositsInWindow)),
      },
      {
        id: 'lossChases',
        header: t('markers.figures.lossChases'),
        cell: (row) => number(String(row.lossChases)),
      },
      {
        id: 'stakes',
        header: t('markers.figures.stakes'),
        cell: (row) => number(formatAmount(row.stakes)),
      },
      {
        id: 'nightPercent',
        header: t('markers.figures.nightPercent'),
        cell: (row) => number(`${row.nightPercent}%`),
      },
    ];
    return shown.map(columnOf);
  }, [t, merchant]);

  return (
    <ListScreen
      title={t('flagged.title')}
      description={t('flagged.description')}
      filters={<FlaggedFilters values={{ merchant, days, marker }} onApply={(values) => setSearch(values)} />}
      table={{ list, columns, pageNo, pageSize, rowKey: (row) => String(row.memberNumber), ...listPager(setSearch) }}
    >
      {currency && <p className="text-xs text-slate-500">{t('flagged.amountsIn', { currency })}</p>}
      <details className="rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium">{t('flagged.thresholds')}</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          {harmMarkers.map((name) => (
            <li key={name}>
              <span className="font-medium">{t(`markers.names.${name}`)}</span>:{' '}
              {t(`markers.rules.${name}`, harmMarkerRuleValues(name))}
            </li>
          ))}
        </ul>
      </details>
    </ListScreen>
  );
}
