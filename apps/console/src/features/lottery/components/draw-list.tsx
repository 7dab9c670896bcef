import { lotteryDrawFilterSchema, pageQueryShape } from '@croupier/contracts';
import type { ConsoleDraw } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '@/components/data-table/export-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { formatDateTime } from '@/lib/format-date-time';
import { exportLotteryDraws } from '../api/export-lottery-draws';
import { useLotteryDraws } from '../api/list-lottery-draws';
import { useLotteryGames } from '../api/list-lottery-games';
import { DrawFilters } from './draw-filters';
import { DrawStatusBadge, WinNumbers } from './draw-status-badge';

/** The address of a draws view: the API's filters, sort and page. */
const drawSearchSchema = lotteryDrawFilterSchema.extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));

/** Every draw of every game (shared by the brands), by game, day and status, with its result. */
export function DrawList() {
  const { t } = useTranslation(['lottery', 'common']);
  const games = useLotteryGames();
  const [search, setSearch] = useListSearchParams(drawSearchSchema);
  const { pageNo, pageSize, ...filter } = search;
  const list = useLotteryDraws({ ...filter, pageNo, pageSize });
  const zoneOf = useMemo(() => {
    const zones = new Map((games.data ?? []).map((game) => [game.code, game.timeZone]));
    return (gameCode: string) => zones.get(gameCode) ?? 'Asia/Bangkok';
  }, [games.data]);

  const columns = useMemo<ColumnDef<ConsoleDraw, unknown>[]>(
    () => [
      {
        id: 'drawAt',
        header: t('columns.drawAt'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.drawAt, zoneOf(row.original.gameCode))}
          </span>
        ),
      },
      {
        id: 'game',
        header: t('columns.game'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.gameName}</span>,
      },
      {
        id: 'numero',
        header: t('columns.numero'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            className="font-mono text-sky-800 underline-offset-2 hover:underline"
            to={`${encodeURIComponent(row.original.gameCode)}/${encodeURIComponent(row.original.numero)}`}
          >
            {row.original.numero}
          </Link>
        ),
      },
      {
        id: 'day',
        header: t('columns.day'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.day.replaceAll('-', '/')}</span>,
      },
      {
        id: 'closeAt',
        header: t('columns.closeAt'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.closeAt, zoneOf(row.original.gameCode))}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        cell: ({ row }) => <DrawStatusBadge status={row.original.status} />,
      },
      {
        id: 'result',
        header: t('columns.result'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.winNo ? (
            <div className="max-w-xs">
              <WinNumbers winNo={row.original.winNo} />
            </div>
          ) : (
            '—'
          ),
      },
      {
        id: 'version',
        header: t('columns.version'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.resultVersion}</span>,
      },
    ],
    [t, zoneOf],
  );

  return (
    <ListScreen
      title={t('draws.title')}
      description={t('draws.description')}
      actions={<ExportButton onExport={() => exportLotteryDraws(filter)} />}
      filters={
        <DrawFilters
          // Mounted again once the games arrive, so the game picked in the address shows in the picker.
          key={games.data ? 'games' : 'loading'}
          games={games.data ?? []}
          values={{ game: filter.game, day: filter.day, status: filter.status }}
          onApply={(values) => setSearch(values)}
        />
      }
      table={{
        list,
        columns,
        pageNo,
        pageSize,
        sorting: [{ id: 'drawAt', desc: search.order === 'desc' }],
        onSortingChange: (sorting) => setSearch({ order: sorting[0]?.desc === false ? 'asc' : 'desc' }),
        rowKey: (row) => `${row.gameCode}:${row.numero}`,
        ...listPager(setSearch),
      }}
    >
      <p className="text-xs text-slate-500">{t('draws.zoneNote')}</p>
    </ListScreen>
  );
}
