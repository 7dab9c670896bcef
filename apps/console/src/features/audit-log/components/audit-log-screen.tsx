import { auditLogFilterSchema } from '@croupier/contracts';
import type { AuditEntry } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/data-table/export-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { listSearchShape } from '@/components/data-table/list-search-schemas';
import { timeRangeOf } from '@/components/data-table/time-range';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { exportAuditLog } from '../api/export-audit-log';
import { useAuditLog } from '../api/list-audit-log';
import { auditActionLabelKey, isAuditAction } from './action-label';
import { AuditLogFilters } from './audit-log-filters';
import { DetailCell } from './detail-cell';

/** The address of an audit log view: the API's filters, with the time range as days of the shown zone. */
const auditSearchSchema = auditLogFilterSchema
  .pick({ operator: true, action: true, target: true })
  .extend(listSearchShape);

/** The audit log: every operator action, filtered, sorted by time, paged on the server, exported whole. */
export default function AuditLogScreen() {
  const { t } = useTranslation(['audit-log', 'common']);
  // The log spans brands: its times read in the platform's zone.
  const timeZone = useBrandTimeZone()();
  const [search, setSearch] = useListSearchParams(auditSearchSchema);
  const { fromDate, toDate, pageNo, pageSize, ...rest } = search;
  const filter = { ...rest, ...timeRangeOf({ fromDate, toDate }, timeZone) };
  const list = useAuditLog({ ...filter, pageNo, pageSize });

  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('columns.time'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.createdAt, timeZone)}</span>
        ),
      },
      { id: 'operator', header: t('columns.operator'), enableSorting: false, cell: ({ row }) => row.original.operator },
      {
        id: 'action',
        header: t('columns.action'),
        enableSorting: false,
        // The label reads as a sentence; the code stays beneath it, since the filter and the CSV speak in codes.
        cell: ({ row }) => {
          const action = row.original.action;
          return (
            <span className="flex flex-col" title={action}>
              {isAuditAction(action) && <span className="text-slate-900">{t(auditActionLabelKey(action))}</span>}
              <code className="text-xs text-slate-500">{action}</code>
            </span>
          );
        },
      },
      {
        id: 'target',
        header: t('columns.target'),
        enableSorting: false,
        cell: ({ row }) => <span className="break-words">{row.original.target}</span>,
      },
      {
        id: 'ip',
        header: t('columns.ip'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.ip}</span>,
      },
      {
        id: 'detail',
        header: t('columns.detail'),
        enableSorting: false,
        cell: ({ row }) => <DetailCell detail={row.original.detail} timeZone={timeZone} />,
      },
    ],
    [t, timeZone],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      actions={<ExportButton onExport={() => exportAuditLog(filter)} />}
      filters={
        <AuditLogFilters
          values={{ operator: rest.operator, action: rest.action, target: rest.target, fromDate, toDate }}
          onApply={(values) => setSearch(values)}
        />
      }
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
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: timeZone })}</p>
    </ListScreen>
  );
}
