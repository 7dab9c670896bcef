import { pageQueryShape } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { formatAmount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import type { PlayerKey } from '../api/get-player';
import { usePlayerDeposits } from '../api/list-player-deposits';
import { usePlayerLedger } from '../api/list-player-ledger';
import { usePlayerRounds } from '../api/list-player-rounds';
import { usePlayerWithdrawals } from '../api/list-player-withdrawals';
import { useConsoleSession } from '@/lib/console-session-context';
import { PlayerNotes } from './player-notes';
import { PlayerResponsibleGaming } from './player-responsible-gaming';

const recordTabs = ['ledger', 'rounds', 'lottery', 'deposits', 'withdrawals', 'notes', 'responsibleGaming'] as const;
type RecordTab = (typeof recordTabs)[number];

/** The open tab and its page live in the address, so a player's deposits page 3 is a link. */
const recordSearchSchema = z.object({
  tab: z.enum(recordTabs).default('ledger'),
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
});
export type RecordSearch = z.output<typeof recordSearchSchema>;

type Page<Row> = { content: Row[]; pageNum: number; totalPages: number; total: number };

function RecordTable<Row extends { id: string }>({
  list,
  columns,
  search,
  onSearch,
  note,
}: {
  list: UseQueryResult<Page<Row>>;
  columns: ColumnDef<Row, unknown>[];
  search: RecordSearch;
  onSearch: SearchUpdate;
  note?: ReactNode;
}) {
  const errorMessage = useErrorMessage();
  return (
    <div className="flex flex-col gap-3">
      {note}
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
          onPage={(page) => onSearch({ pageNo: page }, { keepPage: true })}
          onPageSize={(size) => onSearch({ pageSize: size })}
        />
      )}
    </div>
  );
}

type TabProps = { playerKey: PlayerKey; timeZone: string; search: RecordSearch; onSearch: SearchUpdate };
export type SearchUpdate = (
  patch: { pageNo?: number; pageSize?: number; tab?: RecordTab },
  options?: { keepPage?: boolean },
) => void;

/** A column that shows `value` of a row; the records are never sorted on screen (the server gives newest first). */
function column<Row>(id: string, header: string, value: (row: Row) => ReactNode): ColumnDef<Row, unknown> {
  return { id, header, enableSorting: false, cell: ({ row }) => value(row.original) };
}

const shownTime = (value: string, timeZone: string) => (
  <span className="whitespace-nowrap tabular-nums">{formatDateTime(value, timeZone)}</span>
);
const money = (value: string) => (
  <span className="block text-right whitespace-nowrap tabular-nums">{value === '' ? '' : formatAmount(value)}</span>
);

function LedgerTab({ playerKey, timeZone, search, onSearch }: TabProps) {
  const { t } = useTranslation('players');
  const list = usePlayerLedger(playerKey, { pageNo: search.pageNo, pageSize: search.pageSize });
  type Row = NonNullable<typeof list.data>['content'][number];
  const columns = [
    column<Row>('at', t('recordColumns.time'), (row) => shownTime(row.at, timeZone)),
    // A kind of move a later version adds shows as the server names it until it has words here.
    column<Row>('type', t('recordColumns.type'), (row) => t(`ledgerTypes.${row.type}`, { defaultValue: row.type })),
    column<Row>('reference', t('recordColumns.reference'), (row) => row.reference),
    column<Row>('description', t('recordColumns.description'), (row) => row.description),
    column<Row>('wallet', t('recordColumns.wallet'), (row) =>
      row.wallet === 'main' ? t('profile.mainWallet') : row.wallet,
    ),
    column<Row>('amount', t('recordColumns.amount'), (row) => money(row.amount)),
    column<Row>('balanceAfter', t('recordColumns.balanceAfter'), (row) => money(row.balanceAfter ?? '')),
  ];
  return <RecordTable list={list} columns={columns} search={search} onSearch={onSearch} />;
}

function RoundsTab({ playerKey, timeZone, search, onSearch, lottery }: TabProps & { lottery: boolean }) {
  const { t } = useTranslation('players');
  const page = { pageNo: search.pageNo, pageSize: search.pageSize };
  const list = usePlayerRounds(playerKey, lottery ? { ...page, gameType: 'LOTT' } : page);
  type Row = NonNullable<typeof list.data>['content'][number];
  const columns = [
    column<Row>('at', t('recordColumns.time'), (row) => shownTime(row.at, timeZone)),
    column<Row>('game', t('recordColumns.game'), (row) => row.gameName),
    column<Row>('vendor', t('recordColumns.vendor'), (row) => row.vendor),
    column<Row>('reference', t('recordColumns.reference'), (row) =>
      row.draw ? `${row.reference} · ${t('recordColumns.draw')} ${row.draw}` : row.reference,
    ),
    column<Row>('stake', t('recordColumns.stake'), (row) => money(row.stake)),
    column<Row>('win', t('recordColumns.win'), (row) => money(row.win)),
    column<Row>('status', t('recordColumns.status'), (row) => row.status),
  ];
  return (
    <RecordTable
      list={list}
      columns={columns}
      search={search}
      onSearch={onSearch}
      note={<p className="text-xs text-slate-500">{t('roundsPeriod')}</p>}
    />
  );
}

function DepositsTab({ playerKey, timeZone, search, onSearch }: TabProps) {
  const { t } = useTranslation('players');
  const list = usePlayerDeposits(playerKey, { pageNo: search.pageNo, pageSize: search.pageSize });
  type Row = NonNullable<typeof list.data>['content'][number];
  const columns = [
    column<Row>('at', t('recordColumns.time'), (row) => shownTime(row.at, timeZone)),
    column<Row>('channel', t('recordColumns.channel'), (row) => row.channel),
    column<Row>('reference', t('recordColumns.reference'), (row) => row.reference),
    column<Row>('amount', t('recordColumns.amount'), (row) => money(row.amount)),
    column<Row>('status', t('recordColumns.status'), (row) => row.status),
    column<Row>('decidedBy', t('recordColumns.decidedBy'), (row) => row.decidedBy ?? ''),
  ];
  return <RecordTable list={list} columns={columns} search={search} onSearch={onSearch} />;
}

function WithdrawalsTab({ playerKey, timeZone, search, onSearch }: TabProps) {
  const { t } = useTranslation('players');
  const list = usePlayerWithdrawals(playerKey, { pageNo: search.pageNo, pageSize: search.pageSize });
  type Row = NonNullable<typeof list.data>['content'][number];
  const columns = [
    column<Row>('at', t('recordColumns.time'), (row) => shownTime(row.at, timeZone)),
    column<Row>('bank', t('recordColumns.bank'), (row) => row.bank),
    column<Row>('accountNumber', t('recordColumns.accountNumber'), (row) => (
      <span className="tabular-nums">{row.accountNumber}</span>
    )),
    column<Row>('amount', t('recordColumns.amount'), (row) => money(row.amount)),
    column<Row>('status', t('recordColumns.status'), (row) => row.status),
    column<Row>('reviewedBy', t('recordColumns.decidedBy'), (row) => row.reviewedBy ?? ''),
  ];
  return <RecordTable list={list} columns={columns} search={search} onSearch={onSearch} />;
}

/** The player's records, one tab each, every one paged on the server; only the open tab is fetched. */
export function PlayerRecords({ playerKey, timeZone }: { playerKey: PlayerKey; timeZone: string }) {
  const { t } = useTranslation('players');
  const [search, setSearch] = useListSearchParams(recordSearchSchema);
  const { permissions } = useConsoleSession();
  const props = { playerKey, timeZone, search, onSearch: setSearch };
  // Responsible gaming is its own permission (support and risk, not finance).
  const shownTabs = recordTabs.filter(
    (tab) => tab !== 'responsibleGaming' || permissions.includes('responsible-gaming.read'),
  );
  const panels: Record<RecordTab, ReactNode> = {
    ledger: <LedgerTab {...props} />,
    rounds: <RoundsTab {...props} lottery={false} />,
    lottery: <RoundsTab {...props} lottery />,
    deposits: <DepositsTab {...props} />,
    withdrawals: <WithdrawalsTab {...props} />,
    notes: <PlayerNotes {...props} />,
    responsibleGaming: <PlayerResponsibleGaming playerKey={playerKey} timeZone={timeZone} />,
  };

  return (
    <section className="flex flex-col gap-3">
      <div role="tablist" aria-label={t('tabs.label')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {shownTabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`player-tab-${tab}`}
            aria-selected={search.tab === tab}
            aria-controls="player-tab-panel"
            className={`-mb-px rounded-t-md border px-4 py-2 text-sm ${
              search.tab === tab
                ? 'border-slate-200 border-b-white bg-white font-semibold text-slate-900'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
            onClick={() => setSearch({ tab })}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div id="player-tab-panel" role="tabpanel" aria-labelledby={`player-tab-${search.tab}`}>
        {panels[search.tab]}
      </div>
    </section>
  );
}
