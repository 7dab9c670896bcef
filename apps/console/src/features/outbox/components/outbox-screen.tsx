import { outboxFilterSchema } from '@croupier/contracts';
import type { OutboxMessage } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/data-table/export-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { listSearchShape } from '@/components/data-table/list-search-schemas';
import { timeRangeOf } from '@/components/data-table/time-range';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { exportOutbox } from '../api/export-outbox';
import { useOutbox } from '../api/list-outbox';
import { OutboxFilters } from './outbox-filters';

/** The address of an outbox view: the API's filters, with the time range as days of the brand's zone. */
const outboxSearchSchema = outboxFilterSchema
  .pick({ merchant: true, destination: true, channel: true, status: true })
  .extend(listSearchShape);

const statusLook = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  kept: 'bg-slate-200 text-slate-800',
} as const;

/** The SMS and e-mails the platform sent, with their delivery state, per brand or across brands. */
export default function OutboxScreen() {
  const { t } = useTranslation(['outbox', 'common']);
  const { brands } = useConsoleSession();
  const zoneOf = useBrandTimeZone();
  const [search, setSearch] = useListSearchParams(outboxSearchSchema);
  const { fromDate, toDate, pageNo, pageSize, ...rest } = search;
  const rangeZone = zoneOf(rest.merchant);
  const filter = { ...rest, ...timeRangeOf({ fromDate, toDate }, rangeZone) };
  const list = useOutbox({ ...filter, pageNo, pageSize });

  const columns = useMemo<ColumnDef<OutboxMessage, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('columns.time'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.createdAt, zoneOf(row.original.merchant))}
          </span>
        ),
      },
      {
        id: 'brand',
        header: t('columns.brand'),
        enableSorting: false,
        cell: ({ row }) => brands.find((brand) => brand.code === row.original.merchant)?.name ?? row.original.merchant,
      },
      {
        id: 'channel',
        header: t('columns.channel'),
        enableSorting: false,
        cell: ({ row }) => t(`channels.${row.original.channel}`),
      },
      {
        id: 'destination',
        header: t('columns.destination'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.destination}</span>,
      },
      {
        id: 'message',
        header: t('columns.message'),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="max-w-md text-xs">
            {row.original.subject && <div className="font-medium text-slate-900">{row.original.subject}</div>}
            <div className="break-words whitespace-pre-line text-slate-700">{row.original.body}</div>
          </div>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${statusLook[row.original.status]}`}
          >
            {t(`statuses.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'attempts',
        header: t('columns.attempts'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.attempts}</span>,
      },
      {
        id: 'sentAt',
        header: t('columns.sentAt'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.sentAt ? (
            <span className="whitespace-nowrap tabular-nums">
              {formatDateTime(row.original.sentAt, zoneOf(row.original.merchant))}
            </span>
          ) : (
            '—'
          ),
      },
    ],
    [t, brands, zoneOf],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      actions={<ExportButton onExport={() => exportOutbox(filter)} />}
      filters={<OutboxFilters values={{ ...rest, fromDate, toDate }} onApply={(values) => setSearch(values)} />}
      table={{
        list,
        columns,
        pageNo,
        pageSize,
        sorting: [{ id: 'createdAt', desc: search.order === 'desc' }],
        onSortingChange: (sorting) => setSearch({ order: sorting[0]?.desc === false ? 'asc' : 'desc' }),
        rowKey: (row) => row.id,
        ...listPager(setSearch),
      }}
    >
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: rangeZone })}</p>
    </ListScreen>
  );
}
