import type { AgentObligation, AgentSettlementRun } from '@croupier/contracts';
import { agentSettlementKinds, pageQueryShape } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { z } from 'zod';
import { FilterBar } from '@/components/data-table/filter-bar';
import { ListScreen } from '@/components/data-table/list-screen';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAgentObligations } from '../api/list-agent-obligations';
import { useSettlementRuns } from '../api/list-settlement-runs';
import { useRetryAgentObligation } from '../api/retry-agent-obligation';
import { localPeriod } from '../local-period';
import { RunDetail } from './run-detail';

/** Issue #18's settlement runs (decision 0074): the runs and their statements, and what agents still owe down. */
export default function AgentSettlementScreen() {
  return (
    <Routes>
      <Route index element={<SettlementLists />} />
      <Route path="runs/:runId" element={<RunDetail />} />
    </Routes>
  );
}

const views = ['runs', 'owed'] as const;

const searchSchema = z.object({
  view: z.enum(views).default('runs'),
  kind: z.enum(agentSettlementKinds).optional(),
  username: z.string().trim().min(1).max(64).optional(),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});

function SettlementLists() {
  const { t } = useTranslation(['agent-settlement', 'common']);
  const [search, setSearch] = useListSearchParams(searchSchema);
  const tabs = (
    <StatusTabs
      label={t('title')}
      options={views}
      value={search.view}
      labelOf={(option) => t(`views.${option}`)}
      onChange={(option) => setSearch({ view: option })}
    />
  );
  return search.view === 'runs' ? (
    <RunList search={search} setSearch={setSearch} tabs={tabs} />
  ) : (
    <ObligationList search={search} setSearch={setSearch} tabs={tabs} />
  );
}

type Search = z.infer<typeof searchSchema>;
type SetSearch = ReturnType<typeof useListSearchParams<typeof searchSchema>>[1];

function RunList({ search, setSearch, tabs }: { search: Search; setSearch: SetSearch; tabs: ReactNode }) {
  const { t } = useTranslation(['agent-settlement', 'common']);
  const list = useSettlementRuns({
    pageNo: search.pageNo,
    pageSize: search.pageSize,
    ...(search.kind ? { kind: search.kind } : {}),
  });
  const columns = useMemo<ColumnDef<AgentSettlementRun, unknown>[]>(
    () => [
      {
        id: 'period',
        header: t('columns.period'),
        cell: ({ row }) => (
          <Link
            className="font-medium whitespace-nowrap text-sky-700 tabular-nums hover:underline"
            to={`runs/${encodeURIComponent(row.original.id)}`}
          >
            {localPeriod(row.original.periodStart)}
          </Link>
        ),
      },
      { id: 'brand', header: t('columns.brand'), cell: ({ row }) => row.original.merchantCode },
      {
        id: 'kind',
        header: t('columns.kind'),
        cell: ({ row }) => `${t(`kinds.${row.original.kind}`)} · ${t(`periods.${row.original.periodType}`)}`,
      },
      { id: 'lines', header: t('columns.lines'), cell: ({ row }) => row.original.lineCount },
      ...(['platformCost', 'paid', 'owed'] as const).map((key): ColumnDef<AgentSettlementRun, unknown> => ({
        id: key,
        header: t(`columns.${key}`),
        cell: ({ row }) => (
          <span
            className={`block text-right whitespace-nowrap tabular-nums ${key === 'owed' && row.original.owed !== '0.00' ? 'font-medium text-red-700' : ''}`}
          >
            {row.original[key]} {row.original.currency}
          </span>
        ),
      })),
    ],
    [t],
  );
  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      filters={
        <div className="flex flex-col gap-3">
          {tabs}
          <StatusTabs
            label={t('columns.kind')}
            options={['all', ...agentSettlementKinds] as const}
            value={search.kind ?? 'all'}
            labelOf={(kind) => (kind === 'all' ? t('kinds.all') : t(`kinds.${kind}`))}
            onChange={(kind) => setSearch({ kind: kind === 'all' ? undefined : kind })}
          />
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
    />
  );
}

function ObligationList({ search, setSearch, tabs }: { search: Search; setSearch: SetSearch; tabs: ReactNode }) {
  const { t } = useTranslation(['agent-settlement', 'common']);
  const brandTimeZone = useBrandTimeZone();
  const [username, setUsername] = useState(search.username ?? '');
  const list = useAgentObligations({
    status: 'owed',
    pageNo: search.pageNo,
    pageSize: search.pageSize,
    ...(search.username ? { username: search.username } : {}),
  });
  const columns = useMemo<ColumnDef<AgentObligation, unknown>[]>(
    () => [
      {
        id: 'period',
        header: t('columns.period'),
        cell: ({ row }) => (
          <Link
            className="whitespace-nowrap text-sky-700 tabular-nums hover:underline"
            to={`runs/${encodeURIComponent(row.original.runId)}`}
          >
            {localPeriod(row.original.periodStart)} · {t(`kinds.${row.original.kind}`)}
          </Link>
        ),
      },
      { id: 'payer', header: t('columns.payer'), cell: ({ row }) => row.original.payer ?? t('platform') },
      { id: 'payee', header: t('columns.payee'), cell: ({ row }) => row.original.payee },
      {
        id: 'outstanding',
        header: t('columns.outstanding'),
        cell: ({ row }) => (
          <div className="text-right whitespace-nowrap tabular-nums">
            <div className="font-medium text-red-700">
              {row.original.outstanding} {row.original.currency}
            </div>
            <div className="text-xs text-slate-500">
              {t('ofAmount', { amount: row.original.amount, paid: row.original.paid })}
            </div>
          </div>
        ),
      },
      {
        id: 'nextAttempt',
        header: t('columns.nextAttempt'),
        cell: ({ row }) => (
          <div className="text-xs whitespace-nowrap text-slate-600">
            {row.original.nextAttemptAt
              ? formatDateTime(row.original.nextAttemptAt, brandTimeZone(row.original.merchantCode))
              : ''}
            <div>{t('attempts', { count: row.original.attempts })}</div>
          </div>
        ),
      },
      { id: 'actions', header: '', cell: ({ row }) => <RetryButton obligation={row.original} /> },
    ],
    [t, brandTimeZone],
  );
  return (
    <ListScreen
      title={t('title')}
      description={t('owedDescription')}
      filters={
        <div className="flex flex-col gap-3">
          {tabs}
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
            <FormField className="basis-44" label={t('filters.username')} htmlFor="obligations-username">
              <input
                id="obligations-username"
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
    />
  );
}

function RetryButton({ obligation }: { obligation: AgentObligation }) {
  const { t } = useTranslation('agent-settlement');
  const errorMessage = useErrorMessage();
  const retry = useRetryAgentObligation();
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        look="secondary"
        disabled={retry.isPending}
        data-testid="obligation-retry"
        onClick={() => retry.mutate(obligation.id)}
      >
        {t('retry')}
      </Button>
      {retry.data && retry.data.outcome !== 'paid' && (
        <span className="text-xs text-amber-800">{t(`retryOutcome.${retry.data.outcome}`)}</span>
      )}
      {retry.isError && (
        <span role="alert" className="text-xs text-red-700">
          {errorMessage(retry.error)}
        </span>
      )}
    </div>
  );
}
