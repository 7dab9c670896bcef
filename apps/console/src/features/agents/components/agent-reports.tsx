import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FilterBar } from '@/components/data-table/filter-bar';
import { DayField } from '@/components/ui/day-field';
import { FormField } from '@/components/ui/form-field';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAgentContractReport } from '../api/get-agent-contract-report';
import { useAgentRevenueReport } from '../api/get-agent-revenue-report';
import { useAgentSettlementReport } from '../api/get-agent-settlement-report';
import { useAgentTeamReport } from '../api/get-agent-team-report';
import {
  ContractTables,
  OpenObligations,
  ReportSection,
  RevenueFigures,
  StatementLines,
  TeamFigures,
} from './agent-report-sections';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One agent's reports for an operator of its brand (issue #18): over brand-local days kept in the address, the team
 * overview and the income the agent centre shows the agent, its contracts, its statement lines across runs and what
 * it still owes or is owed. Read only; the server answers for the operator's brands only.
 */
export function AgentReports() {
  const { t } = useTranslation(['agent-reports', 'common']);
  const { merchant = '', username = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return dayPattern.test(value) ? value : undefined;
  };
  const input = { merchant, username, startDate: asked('startDate'), endDate: asked('endDate') };
  const team = useAgentTeamReport(input);
  const revenue = useAgentRevenueReport(input);
  const contracts = useAgentContractReport({ merchant, username });
  const settlement = useAgentSettlementReport(input);
  const timeZone = useBrandTimeZone()(merchant);
  const { permissions } = useConsoleSession();
  // The days answered (the last seven when none were asked) fill the fields.
  const shownStart = input.startDate ?? team.data?.startDate ?? '';
  const shownEnd = input.endDate ?? team.data?.endDate ?? '';
  const [typed, setTyped] = useState<{ startDate: string; endDate: string } | null>(null);
  const fields = typed ?? { startDate: shownStart, endDate: shownEnd };
  const setDays = (days: { startDate: string; endDate: string } | null) => {
    setTyped(null);
    setSearchParams((current) => {
      const parameters = new URLSearchParams(current);
      for (const name of ['startDate', 'endDate'] as const) {
        if (days?.[name]) parameters.set(name, days[name]);
        else parameters.delete(name);
      }
      return parameters;
    });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="agent-reports">
      <Link to={`/agents?brand=${encodeURIComponent(merchant)}`} className="text-sm text-sky-700 hover:underline">
        {t('back')}
      </Link>
      <header>
        <h1 className="text-xl font-semibold text-slate-900">{t('title', { username })}</h1>
        <p className="text-sm text-slate-500">{t('description', { brand: merchant })}</p>
      </header>
      <FilterBar
        onSubmit={(event) => {
          event.preventDefault();
          setDays(fields);
        }}
        onClear={() => setDays(null)}
      >
        <FormField className="basis-40" label={t('common:table.from')} htmlFor="agent-report-from">
          <DayField
            id="agent-report-from"
            value={fields.startDate}
            onChange={(day) => setTyped({ ...fields, startDate: day })}
          />
        </FormField>
        <FormField className="basis-40" label={t('common:table.to')} htmlFor="agent-report-to">
          <DayField
            id="agent-report-to"
            value={fields.endDate}
            onChange={(day) => setTyped({ ...fields, endDate: day })}
          />
        </FormField>
        <p className="self-center text-xs text-slate-500">{t('daysHint', { zone: timeZone })}</p>
      </FilterBar>

      <ReportSection title={t('team.title')} hint={t('team.hint')}>
        <Answer query={team}>{(data) => <TeamFigures team={data} />}</Answer>
      </ReportSection>
      <ReportSection title={t('revenue.title')} hint={t('revenue.hint')}>
        <Answer query={revenue}>
          {(data) => <RevenueFigures revenue={data} currency={team.data?.currency ?? ''} />}
        </Answer>
      </ReportSection>
      <ReportSection title={t('contracts.title')} hint={t('contracts.hint')}>
        <Answer query={contracts}>{(data) => <ContractTables contracts={data} timeZone={timeZone} />}</Answer>
      </ReportSection>
      <ReportSection title={t('statements.title')} hint={t('statements.hint')}>
        <Answer query={settlement}>
          {(data) => (
            <StatementLines statements={data.statements} canOpenRuns={permissions.includes('payments.review')} />
          )}
        </Answer>
      </ReportSection>
      <ReportSection title={t('obligations.title')} hint={t('obligations.hint')}>
        <Answer query={settlement}>
          {(data) => <OpenObligations obligations={data.obligations} username={username} timeZone={timeZone} />}
        </Answer>
      </ReportSection>
    </div>
  );
}

/** A section's answer: loading, the error's text (an unknown agent says so), or the figures. */
function Answer<Data>({
  query,
  children,
}: {
  query: { data: Data | undefined; isError: boolean; error: unknown };
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error)}
      </p>
    );
  }
  if (query.data === undefined) return <p className="text-sm text-slate-500">{t('table.loading')}</p>;
  return children(query.data);
}
