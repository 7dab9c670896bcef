import type { Page } from '@croupier/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '@/components/data-table/export-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { timeRangeOf } from '@/components/data-table/time-range';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import type { QueryValues } from '@/lib/api-client';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { exportQueue } from './export-queue';
import { BulkActions } from './bulk-actions';
import { PlayerContext } from './player-context';
import type { QueueKind } from './queue-kind';
import { QueueFilters } from './queue-filters';
import { queueSearchSchema } from './queue-search';

/** What every queue row has: the shared columns, the context and the bulk selection read only these. */
export type QueueRow = {
  id: string;
  amount: string;
  currency: string;
  status: string;
  createdAt: string;
  merchantCode: string;
};

export type MoneyQueueProps<Row extends QueueRow> = {
  kind: QueueKind;
  title: string;
  description: string;
  statuses: readonly string[];
  defaultStatus: string;
  /** The status whose rows wait for a decision: selectable, oldest first. */
  openStatus: string;
  statusLabel: (status: string) => string;
  acceptLabel: string;
  useList: (query: QueryValues) => UseQueryResult<Page<Row>>;
  usernameOf: (row: Row) => string;
  /** The queue's own columns between the amount and the actions. */
  detailColumns: ColumnDef<Row, unknown>[];
  decision: (row: Row) => ReactNode;
};

/**
 * The one screen behind the withdrawal and deposit queues (decision 0036): status tabs, brand (one or all the
 * operator's), search, days in the brand's time zone, amount range, server-side sort and paging, all in the
 * address; CSV of the filtered rows; the player's context under a row; bulk decisions on the selected rows.
 */
export function MoneyQueueScreen<Row extends QueueRow>(props: MoneyQueueProps<Row>) {
  const { kind, statuses, defaultStatus, openStatus, usernameOf, detailColumns, decision } = props;
  const { t } = useTranslation(['money-queue', 'common']);
  const { brands } = useConsoleSession();
  const zoneOf = useBrandTimeZone();
  const schema = useMemo(() => queueSearchSchema(statuses, defaultStatus), [statuses, defaultStatus]);
  const [search, setSearch] = useListSearchParams(schema);
  // Days are read in the picked brand's zone; with all brands, in the first brand's (the zone is shown).
  const timeZone = zoneOf(search.merchant ?? brands[0]?.code);
  const order = search.order ?? (search.status === openStatus ? 'asc' : 'desc');
  const filter: QueryValues = {
    status: search.status,
    merchant: search.merchant,
    search: search.search,
    ...timeRangeOf(search, timeZone),
    minAmount: search.minAmount,
    maxAmount: search.maxAmount,
    sort: search.sort,
    order,
  };
  const list = props.useList({ ...filter, pageNo: search.pageNo, pageSize: search.pageSize });
  const rows = useMemo(() => list.data?.content ?? [], [list.data]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<string | null>(null);
  // Only rows on screen and still open for a decision stay selected, whatever the page or filter did.
  const selectable = useMemo(
    () => new Set(rows.filter((row) => row.status === openStatus).map((row) => row.id)),
    [rows, openStatus],
  );
  const selected = [...chosen].filter((id) => selectable.has(id));
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'select',
        header: () =>
          selectable.size > 0 ? (
            <input
              type="checkbox"
              aria-label={t('bulk.selectAll')}
              checked={[...selectable].every((id) => chosen.has(id))}
              onChange={(event) => setChosen(event.target.checked ? new Set(selectable) : new Set())}
            />
          ) : null,
        cell: ({ row }) =>
          selectable.has(row.original.id) ? (
            <input
              type="checkbox"
              aria-label={t('bulk.select', { username: usernameOf(row.original) })}
              checked={chosen.has(row.original.id)}
              onChange={() => toggle(row.original.id)}
            />
          ) : null,
      },
      {
        id: 'createdAt',
        accessorFn: (row) => row.createdAt,
        header: t('columns.createdAt'),
        cell: ({ row }) => (
          <div className="text-xs whitespace-nowrap">
            <div className="text-sm tabular-nums">
              {formatDateTime(row.original.createdAt, zoneOf(row.original.merchantCode))}
            </div>
            {/* The monospace face has no Thai letters: only the number itself is monospaced. */}
            <div className="text-slate-500 tabular-nums" title={row.original.id}>
              {t('orderNumber', { number: row.original.id.slice(0, 8) })}
            </div>
          </div>
        ),
      },
      {
        id: 'player',
        header: t('columns.player'),
        cell: ({ row }) => {
          const username = usernameOf(row.original);
          const open = opened === row.original.id;
          return (
            <div className="flex flex-col items-start gap-0.5 text-xs">
              <Link
                className="text-sm font-medium text-sky-700 hover:underline"
                to={`/players/${encodeURIComponent(row.original.merchantCode)}/${encodeURIComponent(username)}`}
              >
                {username}
              </Link>
              <span className="text-slate-500">
                {brands.find((brand) => brand.code === row.original.merchantCode)?.name ?? row.original.merchantCode}
              </span>
              <button
                type="button"
                aria-expanded={open}
                className="text-left whitespace-nowrap text-sky-700 hover:underline"
                onClick={() => setOpened(open ? null : row.original.id)}
              >
                {open ? t('context.hide') : t('context.show')}
              </button>
            </div>
          );
        },
      },
      {
        id: 'amount',
        accessorFn: (row) => row.amount,
        header: t('columns.amount'),
        cell: ({ row }) => (
          <span className="block text-right font-medium whitespace-nowrap tabular-nums">
            {row.original.amount} {row.original.currency}
          </span>
        ),
      },
      ...detailColumns,
      { id: 'actions', header: t('columns.actions'), cell: ({ row }) => decision(row.original) },
    ],
    [t, brands, zoneOf, usernameOf, detailColumns, decision, selectable, chosen, opened],
  );

  const pickedBrand = search.merchant ?? '';
  return (
    <ListScreen
      title={props.title}
      description={props.description}
      actions={<ExportButton onExport={() => exportQueue(kind, filter)} />}
      filters={
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
            <BrandSelectField
              id={`${kind}-brand`}
              className="w-56"
              label={t('filters.brand')}
              anyLabel={t('filters.allBrands')}
              value={pickedBrand}
              onChange={(event) => setSearch({ merchant: event.target.value })}
            />
            <StatusTabs
              label={t('filters.status')}
              options={statuses}
              value={search.status}
              labelOf={props.statusLabel}
              onChange={(status) => setSearch({ status })}
            />
          </div>
          <QueueFilters
            kind={kind}
            values={{
              search: search.search,
              fromDate: search.fromDate,
              toDate: search.toDate,
              minAmount: search.minAmount,
              maxAmount: search.maxAmount,
            }}
            onApply={(values) =>
              setSearch({
                search: values.search,
                fromDate: values.fromDate,
                toDate: values.toDate,
                minAmount: values.minAmount,
                maxAmount: values.maxAmount,
              })
            }
          />
        </div>
      }
      table={{
        list,
        columns,
        pageNo: search.pageNo,
        pageSize: search.pageSize,
        sorting: [{ id: search.sort, desc: order === 'desc' }],
        onSortingChange: (sorting) => {
          const first = sorting[0];
          if (first) setSearch({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
        },
        ...listPager(setSearch),
        rowKey: (row) => row.id,
        expanded: (row) =>
          opened === row.id ? <PlayerContext merchant={row.merchantCode} username={usernameOf(row)} /> : null,
      }}
    >
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: timeZone })}</p>
      <BulkActions
        kind={kind}
        selected={selected}
        acceptLabel={props.acceptLabel}
        describeRow={(id) => {
          const row = rows.find((candidate) => candidate.id === id);
          return row ? `${usernameOf(row)} · ${row.amount} ${row.currency}` : id.slice(0, 8);
        }}
        onDone={() => setChosen(new Set())}
      />
    </ListScreen>
  );
}
