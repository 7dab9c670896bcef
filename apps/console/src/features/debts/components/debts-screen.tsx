import type { Debt, DebtQuery } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FilterBar } from '@/components/data-table/filter-bar';
import { ListScreen } from '@/components/data-table/list-screen';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { pageQueryShape } from '@croupier/contracts';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDebts } from '../api/list-debts';
import { useWriteOffDebt } from '../api/write-off-debt';

const views = ['open', 'closed'] as const;

const debtSearchSchema = z.object({
  view: z.enum(views).default('open'),
  username: z.string().trim().min(1).max(64).optional(),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});

const statusLook = {
  open: 'bg-amber-100 text-amber-900',
  repaid: 'bg-emerald-100 text-emerald-900',
  written_off: 'bg-slate-200 text-slate-800',
} as const;

/**
 * Players' debts (decision 0056): what a vendor's correction took back beyond a balance, open first (withdrawals
 * wait on them), then the closed ones, repaid by later credits or written off. A write-off asks for a reason; above the
 * brand's adjustment threshold a second operator confirms it.
 */
export default function DebtsScreen() {
  const { t } = useTranslation(['debts', 'common']);
  const { username: operatorName } = useConsoleSession();
  const brandTimeZone = useBrandTimeZone();
  const [search, setSearch] = useListSearchParams(debtSearchSchema);
  const [username, setUsername] = useState(search.username ?? '');
  const [writingOff, setWritingOff] = useState<Debt | null>(null);
  const query: DebtQuery = {
    status: search.view,
    pageNo: search.pageNo,
    pageSize: search.pageSize,
    ...(search.username ? { username: search.username } : {}),
  };
  const list = useDebts(query);

  const columns = useMemo<ColumnDef<Debt, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.createdAt, brandTimeZone(row.original.merchantCode))}
          </span>
        ),
      },
      {
        id: 'player',
        header: t('columns.player'),
        cell: ({ row }) => (
          <Link
            className="font-medium text-sky-700 hover:underline"
            to={`/players/${encodeURIComponent(row.original.merchantCode)}/${encodeURIComponent(row.original.username)}`}
          >
            {row.original.username}
          </Link>
        ),
      },
      {
        id: 'outstanding',
        header: t('columns.outstanding'),
        cell: ({ row }) => (
          <div className="text-right whitespace-nowrap tabular-nums">
            <div className="font-medium text-red-700">
              {row.original.outstanding} {row.original.currency}
            </div>
            <div className="text-xs text-slate-500">
              {t('ofAmount', { amount: row.original.amount, repaid: row.original.repaid })}
            </div>
          </div>
        ),
      },
      { id: 'vendor', header: t('columns.vendor'), cell: ({ row }) => row.original.vendorCode },
      { id: 'reason', header: t('columns.reason'), cell: ({ row }) => t(`reasons.${row.original.reason}`) },
      {
        id: 'reference',
        header: t('columns.reference'),
        cell: ({ row }) => (
          <div className="max-w-64 text-xs break-all">
            <div>{row.original.referenceTransactionId}</div>
            <div className="text-slate-500">{t('round', { round: row.original.roundId })}</div>
          </div>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => (
          <div className="text-xs">
            <span className={`inline-block rounded-full px-2 py-0.5 font-medium ${statusLook[row.original.status]}`}>
              {t(`statuses.${row.original.status}`)}
            </span>
            {row.original.closedAt && (
              <div className="mt-1 whitespace-nowrap text-slate-500">
                {formatDateTime(row.original.closedAt, brandTimeZone(row.original.merchantCode))}
              </div>
            )}
            {row.original.writtenOffBy && (
              <div className="text-slate-600">
                {t('writtenOffBy', { name: row.original.writtenOffBy, reason: row.original.writeOffReason ?? '' })}
              </div>
            )}
            {row.original.status === 'open' && row.original.writeOffRequestedBy && (
              <div className="text-amber-800">
                {t('writeOffRequested', {
                  name: row.original.writeOffRequestedBy,
                  reason: row.original.writeOffReason ?? '',
                })}
              </div>
            )}
          </div>
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          row.original.status === 'open' ? (
            <Button look="secondary" onClick={() => setWritingOff(row.original)}>
              {row.original.writeOffRequestedBy && row.original.writeOffRequestedBy !== operatorName
                ? t('confirmWriteOff')
                : t('writeOff')}
            </Button>
          ) : null,
      },
    ],
    [t, brandTimeZone, operatorName],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      filters={
        <div className="flex flex-col gap-3">
          <StatusTabs
            label={t('columns.status')}
            options={views}
            value={search.view}
            labelOf={(view) => t(`views.${view}`)}
            onChange={(view) => setSearch({ view })}
          />
          <FilterBar
            onSubmit={(event) => {
              event.preventDefault();
              setSearch({ username: username.trim() || undefined });
            }}
            onClear={() => {
              setUsername('');
              setSearch({ username: undefined });
            }}
          >
            <FormField className="basis-44" label={t('filters.username')} htmlFor="debts-username">
              <input
                id="debts-username"
                className={inputClass}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </FormField>
          </FilterBar>
        </div>
      }
      table={{
        list,
        columns,
        pageNo: search.pageNo,
        pageSize: search.pageSize,
        rowKey: (row) => row.id,
        ...listPager(setSearch),
      }}
    >
      {writingOff && <WriteOffDialog debt={writingOff} onClose={() => setWritingOff(null)} />}
    </ListScreen>
  );
}

function WriteOffDialog({ debt, onClose }: { debt: Debt; onClose: () => void }) {
  const { t } = useTranslation(['debts', 'common']);
  const errorMessage = useErrorMessage();
  const writeOff = useWriteOffDebt();
  const [reason, setReason] = useState(debt.writeOffReason ?? '');
  const [done, setDone] = useState<string | null>(null);
  return (
    <FormDialog
      title={t('writeOffTitle', { username: debt.username, amount: debt.outstanding, currency: debt.currency })}
      pending={writeOff.isPending}
      error={writeOff.error ? errorMessage(writeOff.error) : done}
      confirmLabel={t('writeOff')}
      danger
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        writeOff.mutate(
          { id: debt.id, reason: reason.trim() },
          {
            onSuccess: (result) => {
              if (result.outcome === 'pending') setDone(t('writeOffPending'));
              else onClose();
            },
          },
        );
      }}
    >
      <p className="text-sm text-slate-600">{t('writeOffHint')}</p>
      <FormField label={t('writeOffReason')} htmlFor="debt-write-off-reason">
        <textarea
          id="debt-write-off-reason"
          rows={3}
          required
          maxLength={200}
          className={inputClass}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
