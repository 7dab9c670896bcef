import { withdrawalStatuses } from '@croupier/contracts';
import type { WithdrawalReview } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { pageQueryShape } from '@croupier/contracts';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useWithdrawals } from '../api/list-withdrawals';
import { ProofImage } from './proof-image';
import { WithdrawalDecision } from './withdrawal-decision';

const withdrawalSearchSchema = z.object({
  status: z.enum(withdrawalStatuses).default('pending'),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});

/**
 * The withdrawal queue of every brand the operator may see: pending ones to pay or refuse, then paid and rejected
 * ones with the player's answer and the proof images of those they say they did not receive.
 */
export default function WithdrawalsScreen() {
  const { t } = useTranslation(['withdrawals', 'common']);
  const errorMessage = useErrorMessage();
  const { brands } = useConsoleSession();
  const zoneOf = useBrandTimeZone();
  const [search, setSearch] = useListSearchParams(withdrawalSearchSchema);
  const list = useWithdrawals(search);

  const columns = useMemo<ColumnDef<WithdrawalReview, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.createdAt, zoneOf(row.original.merchantCode))}
          </span>
        ),
      },
      {
        id: 'player',
        header: t('columns.player'),
        cell: ({ row }) => (
          <div className="text-xs">
            <Link
              className="text-sm font-medium text-sky-700 hover:underline"
              to={`/players/${encodeURIComponent(row.original.merchantCode)}/${encodeURIComponent(row.original.username)}`}
            >
              {row.original.username}
            </Link>
            <div className="text-slate-500">
              {brands.find((brand) => brand.code === row.original.merchantCode)?.name ?? row.original.merchantCode}
            </div>
          </div>
        ),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        cell: ({ row }) => (
          <span className="block text-right font-medium whitespace-nowrap tabular-nums">
            {row.original.amount} {row.original.currency}
          </span>
        ),
      },
      {
        id: 'bank',
        header: t('columns.bank'),
        cell: ({ row }) => (
          <div className="text-xs">
            <div className="font-medium text-slate-900">
              {row.original.bankCode} <span className="tabular-nums">{row.original.accountNumber}</span>
            </div>
            <div className="text-slate-600">{row.original.accountName}</div>
          </div>
        ),
      },
      {
        id: 'outcome',
        header: t('columns.outcome'),
        cell: ({ row }) => {
          const { confirmation, rejectReason, reviewedBy } = row.original;
          return (
            <div className="flex flex-col gap-1 text-xs text-slate-700">
              {reviewedBy && <span>{t('reviewedBy', { name: reviewedBy })}</span>}
              {rejectReason && <span>{t('rejectedBecause', { reason: rejectReason })}</span>}
              {confirmation && (
                <span>
                  {t(`confirmations.${confirmation.status}`)}
                  {confirmation.remark ? ` · ${confirmation.remark}` : ''}
                </span>
              )}
              {row.original.proofs.length > 0 && (
                <div className="flex flex-wrap gap-1">
                  {row.original.proofs.map((proof, index) => (
                    <ProofImage key={proof.id} withdrawalId={row.original.id} proofId={proof.id} index={index} />
                  ))}
                </div>
              )}
            </div>
          );
        },
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => <WithdrawalDecision withdrawal={row.original} />,
      },
    ],
    [t, brands, zoneOf],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      filters={
        <div
          role="group"
          aria-label={t('status')}
          className="flex gap-1 rounded-lg border border-slate-200 bg-white p-3"
        >
          {withdrawalStatuses.map((status) => (
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
      }
    >
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
