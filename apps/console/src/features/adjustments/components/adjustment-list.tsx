import type { Adjustment } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ExportButton } from '@/components/data-table/export-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { listSearchShape } from '@/components/data-table/list-search-schemas';
import { timeRangeOf } from '@/components/data-table/time-range';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { adjustmentFilterSchema } from '@croupier/contracts';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { exportAdjustments } from '../api/export-adjustments';
import { useAdjustments } from '../api/list-adjustments';
import { AdjustmentFilters } from './adjustment-filters';

/** The address of the list: the API's filters (brand optional: the operator's first), days, order and page. */
const adjustmentSearchSchema = adjustmentFilterSchema
  .pick({ username: true, status: true })
  .extend({ ...listSearchShape, merchant: z.string().trim().min(1).max(64).optional() });

const statusLook = {
  pending: 'bg-amber-100 text-amber-900',
  posted: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

/** One brand's balance adjustments, newest first, with the ones still waiting for a second operator. */
export function AdjustmentList() {
  const { t } = useTranslation(['adjustments', 'common']);
  const { brands } = useConsoleSession();
  const [search, setSearch] = useListSearchParams(adjustmentSearchSchema);
  const { fromDate, toDate, pageNo, pageSize, merchant: chosen, order, ...rest } = search;
  const merchant = chosen ?? brands[0]?.code ?? '';
  const timeZone = useBrandTimeZone()(merchant);
  const filter = { ...rest, merchant, order, ...timeRangeOf({ fromDate, toDate }, timeZone) };
  const list = useAdjustments({ ...filter, pageNo, pageSize });

  const columns = useMemo<ColumnDef<Adjustment, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.createdAt, timeZone)}</span>
        ),
      },
      {
        id: 'username',
        header: t('columns.player'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            className="font-medium text-sky-700 hover:underline"
            to={`/players/${encodeURIComponent(merchant)}/${encodeURIComponent(row.original.username)}`}
          >
            {row.original.username}
          </Link>
        ),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        enableSorting: false,
        cell: ({ row }) => (
          <span
            className={`block text-right font-medium whitespace-nowrap tabular-nums ${row.original.direction === 'debit' ? 'text-red-700' : 'text-emerald-700'}`}
          >
            {row.original.direction === 'debit' ? '−' : '+'}
            {row.original.amount} {row.original.currency}
          </span>
        ),
      },
      { id: 'reason', header: t('columns.reason'), enableSorting: false, cell: ({ row }) => row.original.reason },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <span
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${statusLook[row.original.status]}`}
          >
            {t(`statuses.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'operators',
        header: t('columns.operators'),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="text-xs">
            <div className="font-medium text-slate-900">{row.original.requestedBy}</div>
            {row.original.decidedBy && row.original.decidedBy !== row.original.requestedBy && (
              <div className="text-slate-600">{t('confirmedBy', { name: row.original.decidedBy })}</div>
            )}
          </div>
        ),
      },
    ],
    [t, timeZone, merchant],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      actions={
        <div className="flex gap-2">
          <ExportButton onExport={() => exportAdjustments(filter)} />
          <Link
            to={`new?${new URLSearchParams({ merchant }).toString()}`}
            className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium whitespace-nowrap text-white hover:bg-slate-700"
          >
            {t('new')}
          </Link>
        </div>
      }
      filters={
        <AdjustmentFilters
          values={{ merchant, username: rest.username, status: rest.status, fromDate, toDate }}
          onApply={(values) => setSearch(values)}
        />
      }
      table={{
        list,
        columns,
        pageNo,
        pageSize,
        sorting: [{ id: 'createdAt', desc: order === 'desc' }],
        onSortingChange: (sorting) => {
          const next = sorting[0];
          if (next) setSearch({ order: next.desc ? 'desc' : 'asc' });
        },
        rowKey: (row) => row.id,
        ...listPager(setSearch),
      }}
    >
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: timeZone })}</p>
    </ListScreen>
  );
}
