import { playerFilterSchema } from '@croupier/contracts';
import type { PlayerRow } from '@croupier/contracts';
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
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatAmount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { exportPlayers } from '../api/export-players';
import { usePlayers } from '../api/list-players';
import { PlayerFilters } from './player-filters';
import { StatusBadge } from './status-badge';

/** The address of a players view: the API's filters (brand optional: the operator's first), days, sort and page. */
const playerSearchSchema = playerFilterSchema
  .pick({ searchBy: true, q: true, status: true, sort: true })
  .extend({ ...listSearchShape, merchant: z.string().trim().min(1).max(64).optional() });

const sortable = new Set(['registered', 'lastLogin', 'username']);

/** Search one brand's players; each row opens the player's profile. */
export function PlayerList() {
  const { t } = useTranslation(['players', 'common']);
  const { brands } = useConsoleSession();
  const [search, setSearch] = useListSearchParams(playerSearchSchema);
  const { fromDate, toDate, pageNo, pageSize, merchant: chosen, ...rest } = search;
  const merchant = chosen ?? brands[0]?.code ?? '';
  const timeZone = useBrandTimeZone()(merchant);
  const filter = { ...rest, merchant, ...timeRangeOf({ fromDate, toDate }, timeZone) };
  const list = usePlayers({ ...filter, pageNo, pageSize });

  const columns = useMemo<ColumnDef<PlayerRow, unknown>[]>(
    () => [
      {
        id: 'memberNumber',
        header: t('columns.memberNumber'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.memberNumber}</span>,
      },
      {
        id: 'username',
        header: t('columns.username'),
        enableSorting: true,
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
        id: 'name',
        header: t('columns.name'),
        enableSorting: false,
        cell: ({ row }) => row.original.payeeName ?? row.original.nickname,
      },
      {
        id: 'mobile',
        header: t('columns.mobile'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.mobile ?? ''}</span>,
      },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'mainBalance',
        header: t('columns.mainBalance'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="block text-right tabular-nums">{formatAmount(row.original.mainBalance)}</span>
        ),
      },
      {
        id: 'registered',
        header: t('columns.registered'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.registeredAt, timeZone)}</span>
        ),
      },
      {
        id: 'lastLogin',
        header: t('columns.lastLogin'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.lastLoginAt ? formatDateTime(row.original.lastLoginAt, timeZone) : t('never')}
          </span>
        ),
      },
    ],
    [t, timeZone, merchant],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      actions={<ExportButton onExport={() => exportPlayers(filter)} />}
      filters={
        <PlayerFilters
          values={{ merchant, searchBy: rest.searchBy, q: rest.q, status: rest.status, fromDate, toDate }}
          onApply={(values) => setSearch(values)}
        />
      }
      table={{
        list,
        columns,
        pageNo,
        pageSize,
        sorting: [{ id: rest.sort, desc: search.order === 'desc' }],
        onSortingChange: (sorting) => {
          const next = sorting[0];
          if (next && sortable.has(next.id)) setSearch({ sort: next.id, order: next.desc ? 'desc' : 'asc' });
        },
        rowKey: (row) => String(row.memberNumber),
        ...listPager(setSearch),
      }}
    >
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: timeZone })}</p>
    </ListScreen>
  );
}
