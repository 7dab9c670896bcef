import { depositStatuses, pageQueryShape } from '@croupier/contracts';
import type { DepositReview } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDeposits } from '../api/list-deposits';
import { DepositDecision } from './deposit-decision';

const depositSearchSchema = z.object({
  merchant: z.string().trim().min(1).max(64).optional(),
  status: z.enum(depositStatuses).default('pending_review'),
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
});

/** One brand's deposits by status: those waiting for review first, to confirm (credit) or reject. */
export default function DepositsScreen() {
  const { t } = useTranslation(['deposits', 'common']);
  const errorMessage = useErrorMessage();
  const { brands } = useConsoleSession();
  const [search, setSearch] = useListSearchParams(depositSearchSchema);
  const merchant = search.merchant ?? brands[0]?.code ?? '';
  const timeZone = useBrandTimeZone()(merchant);
  const list = useDeposits({ merchant, status: search.status, pageNo: search.pageNo, pageSize: search.pageSize });

  const columns = useMemo<ColumnDef<DepositReview, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.createdAt, timeZone)}</span>
        ),
      },
      {
        id: 'player',
        header: t('columns.player'),
        cell: ({ row }) => (
          <Link
            className="font-medium text-sky-700 hover:underline"
            to={`/players/${encodeURIComponent(merchant)}/${encodeURIComponent(row.original.member)}`}
          >
            {row.original.member}
          </Link>
        ),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        cell: ({ row }) => (
          <span className="block text-right font-medium whitespace-nowrap tabular-nums">{row.original.amount}</span>
        ),
      },
      {
        id: 'channel',
        header: t('columns.channel'),
        cell: ({ row }) => (
          <div className="text-xs">
            <div className="font-medium text-slate-900">{t(`kinds.${row.original.kind}`)}</div>
            {row.original.hasSlip && <div className="text-slate-600">{t('hasSlip')}</div>}
          </div>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => (
          <div className="text-xs">
            <div>{t(`statuses.${row.original.status}`)}</div>
            {row.original.reason && <div className="text-slate-600">{row.original.reason}</div>}
          </div>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => <DepositDecision merchant={merchant} deposit={row.original} />,
      },
    ],
    [t, timeZone, merchant],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      filters={
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <label htmlFor="deposits-brand" className="text-sm font-medium text-slate-700">
            {t('brand')}
          </label>
          <select
            id="deposits-brand"
            className={`${inputClass} w-44`}
            value={merchant}
            onChange={(event) => setSearch({ merchant: event.target.value })}
          >
            {brands.map((brand) => (
              <option key={brand.code} value={brand.code}>
                {brand.name}
              </option>
            ))}
          </select>
          <div role="group" aria-label={t('columns.status')} className="flex flex-wrap gap-1">
            {depositStatuses.map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={search.status === status}
                onClick={() => setSearch({ status })}
                className={`rounded-md px-3 py-2 text-sm ${search.status === status ? 'bg-slate-900 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
              >
                {t(`statuses.${status}`)}
              </button>
            ))}
          </div>
        </div>
      }
    >
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: timeZone })}</p>
      {list.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(list.error)}
        </p>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.content ?? []}
        total={list.data?.total ?? 0}
        pageNo={search.pageNo}
        pageSize={search.pageSize}
        sorting={[]}
        onSortingChange={() => undefined}
        loading={list.isFetching}
        rowKey={(row) => row.id}
      />
      {list.data && (
        <PaginationBar
          pageNo={list.data.pageNum}
          totalPages={list.data.totalPages}
          total={list.data.total}
          pageSize={search.pageSize}
          onPage={(page) => setSearch({ pageNo: page }, { keepPage: true })}
          onPageSize={(size) => setSearch({ pageSize: size })}
        />
      )}
    </ListScreen>
  );
}
