import { moneyApprovalKinds, moneyApprovalQuerySchema, moneyApprovalStatuses } from '@croupier/contracts';
import type { MoneyApproval } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ListScreen } from '@/components/data-table/list-screen';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useMoneyApprovals } from '../api/list-money-approvals';
import { ApprovalDecision } from './approval-decision';

/** The address of a view: whose approvals (default: other operators', the ones I may confirm), status, kind, brand. */
const views = ['others', 'me', 'all'] as const;
const approvalsSearchSchema = moneyApprovalQuerySchema.extend({ requestedBy: z.enum(views).default('others') });

const statusLook = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

/**
 * Money actions one operator approved above the brand's threshold: "awaiting my confirmation" by default, where a
 * second operator confirms (the money moves) or rejects with a reason.
 */
export default function MoneyApprovalsScreen() {
  const { t } = useTranslation(['money-approvals', 'common']);
  const { brands } = useConsoleSession();
  const zoneOf = useBrandTimeZone();
  const [search, setSearch] = useListSearchParams(approvalsSearchSchema);
  const view = search.requestedBy;
  const list = useMoneyApprovals({ ...search, requestedBy: view === 'all' ? undefined : view });

  const columns = useMemo<ColumnDef<MoneyApproval, unknown>[]>(
    () => [
      {
        id: 'requestedAt',
        header: t('columns.requestedAt'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.requestedAt, zoneOf(row.original.merchantCode))}
          </span>
        ),
      },
      {
        id: 'brand',
        header: t('columns.brand'),
        cell: ({ row }) =>
          brands.find((brand) => brand.code === row.original.merchantCode)?.name ?? row.original.merchantCode,
      },
      { id: 'kind', header: t('columns.kind'), cell: ({ row }) => t(`kinds.${row.original.kind}`) },
      { id: 'member', header: t('columns.member'), cell: ({ row }) => row.original.username },
      {
        id: 'amount',
        header: t('columns.amount'),
        cell: ({ row }) => (
          <span className="font-medium whitespace-nowrap tabular-nums">
            {row.original.amount} {row.original.currency}
          </span>
        ),
      },
      {
        id: 'requestedBy',
        header: t('columns.requestedBy'),
        cell: ({ row }) => (
          <div className="text-xs">
            <div className="font-medium text-slate-900">{row.original.requestedBy}</div>
            {row.original.note && <div className="text-slate-600">{row.original.note}</div>}
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
            {row.original.decidedBy && (
              <div className="mt-1 text-slate-600">
                {t('decidedBy', { name: row.original.decidedBy })}
                {row.original.decisionReason ? ` · ${row.original.decisionReason}` : ''}
              </div>
            )}
          </div>
        ),
      },
      { id: 'actions', header: t('columns.actions'), cell: ({ row }) => <ApprovalDecision approval={row.original} /> },
    ],
    [t, brands, zoneOf],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      filters={
        <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <StatusTabs
            label={t('filters.view')}
            options={views}
            value={view}
            labelOf={(option) => t(`views.${option}`)}
            onChange={(option) => setSearch({ requestedBy: option })}
          />
          <FormField className="basis-52" label={t('filters.status')} htmlFor="approvals-status">
            <select
              id="approvals-status"
              className={inputClass}
              value={search.status}
              onChange={(event) => setSearch({ status: event.target.value })}
            >
              {moneyApprovalStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField className="basis-40" label={t('filters.kind')} htmlFor="approvals-kind">
            <select
              id="approvals-kind"
              className={inputClass}
              value={search.kind ?? ''}
              onChange={(event) => setSearch({ kind: event.target.value })}
            >
              <option value="">{t('filters.any')}</option>
              {moneyApprovalKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </FormField>
          <BrandSelectField
            id="approvals-brand"
            className="basis-40"
            label={t('filters.brand')}
            anyLabel={t('filters.allBrands')}
            value={search.merchant ?? ''}
            onChange={(event) => setSearch({ merchant: event.target.value })}
          />
        </div>
      }
      table={{
        list,
        columns,
        pageNo: search.pageNo,
        pageSize: search.pageSize,
        ...listPager(setSearch),
        rowKey: (row) => row.id,
      }}
    ></ListScreen>
  );
}
