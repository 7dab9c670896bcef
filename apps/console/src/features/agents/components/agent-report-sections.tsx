import type {
  AgentContract,
  AgentContractReport,
  AgentObligation,
  AgentStatementLine,
  AgentTeamReport,
  RevenueReport,
} from '@croupier/contracts';
import { shownDay } from '@croupier/contracts';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TimeChart } from '@/components/charts/time-chart';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';

/**
 * The parts of one agent's report in the console (issue #18), each drawn from one answer of the server: the same
 * figures the agent centre shows the agent itself. Nothing here shows an id: agents by username, runs by window.
 */

const sectionClass = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4';
const cellClass = 'px-3 py-2 whitespace-nowrap';
const amountClass = `${cellClass} text-right tabular-nums`;

export function ReportSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className={sectionClass} aria-label={title}>
      <header>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </header>
      {children}
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-md border border-slate-200 px-3 py-2">
      <div className="text-xs font-medium text-slate-500">{label}</div>
      <div className="text-lg font-semibold text-slate-900 tabular-nums">{value}</div>
      {detail && <div className="text-xs text-slate-500">{detail}</div>}
    </div>
  );
}

/** The team overview: who is in the team and what it did over the days (the agent itself left out). */
export function TeamFigures({ team }: { team: AgentTeamReport }) {
  const { t } = useTranslation('agent-reports');
  const money = (amount: string) => `${formatAmount(amount)} ${team.currency}`;
  return (
    <div className="grid grid-cols-4 gap-3 max-lg:grid-cols-2" data-testid="agent-team-figures">
      <Figure
        label={t('team.members')}
        value={formatCount(team.teamMembers)}
        detail={t('team.membersDetail', { direct: team.directMembers, agents: team.teamAgents })}
      />
      <Figure label={t('team.newMembers')} value={formatCount(team.newMembers)} />
      <Figure label={t('team.activeMembers')} value={formatCount(team.activeMembers)} />
      <Figure label={t('team.balance')} value={money(team.balance)} />
      <Figure
        label={t('team.deposits')}
        value={money(team.deposits)}
        detail={t('team.people', { count: team.depositors })}
      />
      <Figure
        label={t('team.withdrawals')}
        value={money(team.withdrawals)}
        detail={t('team.people', { count: team.withdrawers })}
      />
      <Figure
        label={t('team.validBet')}
        value={money(team.validBet)}
        detail={t('team.stake', { amount: formatAmount(team.stake) })}
      />
      <Figure
        label={t('team.profitLoss')}
        value={money(team.profitLoss)}
        detail={t('team.payout', { amount: formatAmount(team.payout) })}
      />
    </div>
  );
}

const dayMs = 86_400_000;

/** Every day of the range, the quiet ones at zero, so the chart's line does not skip them. */
function everyDay(revenue: RevenueReport) {
  const byDay = new Map(revenue.days.map((day) => [day.day, day]));
  const days: { day: string; salary: number; dividend: number }[] = [];
  const last = Date.parse(`${revenue.endDate}T00:00:00Z`);
  for (let at = Date.parse(`${revenue.startDate}T00:00:00Z`); at <= last; at += dayMs) {
    const day = new Date(at).toISOString().slice(0, 10);
    const figures = byDay.get(day);
    days.push({ day, salary: Number(figures?.salary ?? 0), dividend: Number(figures?.dividend ?? 0) });
  }
  return days;
}

/** The agent's own contract income per day: a chart of the range and the days that had any. */
export function RevenueFigures({ revenue, currency }: { revenue: RevenueReport; currency: string }) {
  const { t } = useTranslation('agent-reports');
  const days = useMemo(() => everyDay(revenue), [revenue]);
  const times = useMemo(() => days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000), [days]);
  const series = useMemo(
    () => [
      { label: t('revenue.salary'), color: '#0284c7', values: days.map((day) => day.salary) },
      { label: t('revenue.dividend'), color: '#059669', values: days.map((day) => day.dividend) },
    ],
    [days, t],
  );
  // The days are brand-local already: shown as they are, never moved to the browser's zone.
  const formatTime = useCallback(
    (seconds: number) => shownDay(new Date(seconds * 1000).toISOString().slice(0, 10)),
    [],
  );
  const formatMoney = useCallback((value: number) => formatAmount(value.toFixed(0)), []);
  return (
    <div className="flex flex-col gap-3">
      {times.length > 1 && (
        <TimeChart
          title={t('revenue.chart', { currency })}
          times={times}
          series={series}
          formatTime={formatTime}
          formatValue={formatMoney}
          timeLabel={t('revenue.day')}
        />
      )}
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full text-sm" data-testid="agent-revenue">
          <thead className="bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className={cellClass}>
                {t('revenue.day')}
              </th>
              {(['salary', 'dividend', 'total'] as const).map((column) => (
                <th key={column} scope="col" className={`${cellClass} text-right`}>
                  {t(`revenue.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {revenue.days.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-2 text-slate-500">
                  {t('revenue.none')}
                </td>
              </tr>
            )}
            {revenue.days.map((day) => (
              <tr key={day.day} className="border-t border-slate-100">
                <td className={`${cellClass} tabular-nums`}>{shownDay(day.day)}</td>
                <td className={amountClass}>{formatAmount(day.salary)}</td>
                <td className={amountClass}>{formatAmount(day.dividend)}</td>
                <td className={amountClass}>{formatAmount(day.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 font-semibold">
            <tr>
              <th scope="row" className={`${cellClass} text-left`}>
                {t('revenue.totals', { currency })}
              </th>
              <td className={amountClass}>{formatAmount(revenue.totals.salary)}</td>
              <td className={amountClass}>{formatAmount(revenue.totals.dividend)}</td>
              <td className={amountClass}>{formatAmount(revenue.totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

const statusLook: Record<AgentContract['status'], string> = {
  P: 'bg-sky-100 text-sky-900',
  E: 'bg-sky-100 text-sky-900',
  A: 'bg-emerald-100 text-emerald-900',
  V: 'bg-amber-100 text-amber-900',
  C: 'bg-slate-200 text-slate-800',
  R: 'bg-slate-200 text-slate-800',
};

function ContractTable({
  contracts,
  side,
  timeZone,
}: {
  contracts: AgentContract[];
  side: 'held' | 'given';
  timeZone: string;
}) {
  const { t } = useTranslation('agent-reports');
  const day = (instant: string | null) => (instant ? formatDateTime(instant, timeZone).slice(0, 10) : '—');
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-sm" data-testid={`agent-contracts-${side}`}>
        <caption className="bg-slate-50 px-3 py-2 text-left text-sm font-medium text-slate-800">
          {t(`contracts.${side}`, { count: contracts.length })}
        </caption>
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            {(['kind', 'product', side === 'held' ? 'from' : 'to', 'status', 'inForce'] as const).map((column) => (
              <th key={column} scope="col" className={cellClass}>
                {t(`contracts.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {contracts.length === 0 && (
            <tr>
              <td colSpan={5} className="px-3 py-2 text-slate-500">
                {t('contracts.none')}
              </td>
            </tr>
          )}
          {contracts.map((contract) => (
            <tr key={contract.id} className="border-t border-slate-100">
              <td className={cellClass}>{t(`kinds.${contract.kind}`)}</td>
              <td className={cellClass}>{t(`products.${contract.product}`, { defaultValue: contract.product })}</td>
              <td className={cellClass}>
                {side === 'held' ? (contract.issuerUsername ?? t('contracts.platform')) : contract.receiverUsername}
              </td>
              <td className={cellClass}>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusLook[contract.status]}`}>
                  {t(`contracts.statuses.${contract.status}`)}
                </span>
              </td>
              <td className={`${cellClass} tabular-nums`}>
                {contract.current
                  ? t('contracts.since', { from: day(contract.current.effectiveFrom) })
                  : t('contracts.notYet')}
                {contract.endsAt && ` · ${t('contracts.ends', { date: day(contract.endsAt) })}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The contracts the agent holds (from the platform or its upline) and those it gave its downlines. */
export function ContractTables({ contracts, timeZone }: { contracts: AgentContractReport; timeZone: string }) {
  const { t } = useTranslation('agent-reports');
  return (
    <div className="flex flex-col gap-3">
      <ContractTable contracts={contracts.received} side="held" timeZone={timeZone} />
      <ContractTable contracts={contracts.issued} side="given" timeZone={timeZone} />
      <p className="text-xs text-slate-500">
        {t('contracts.offers', {
          used: contracts.offersUsed,
          limit: contracts.offersLimit === null ? t('contracts.noLimit') : contracts.offersLimit,
        })}
      </p>
    </div>
  );
}

/** A window as the console writes it: `2026/11/20` or `2026/11/20 13:30`. */
const windowOf = (periodStart: string) => periodStart.replaceAll('-', '/').replace('T', ' ');

const paymentLook = {
  pending: 'bg-slate-200 text-slate-800',
  paid: 'bg-emerald-100 text-emerald-900',
  owed: 'bg-amber-100 text-amber-900',
  claimable: 'bg-sky-100 text-sky-900',
  expired: 'bg-slate-200 text-slate-800',
} as const;

/** The agent's statement lines, newest window first: gross, what it owed each contracted child, net, its own pay. */
export function StatementLines({
  statements,
  canOpenRuns,
}: {
  statements: AgentStatementLine[];
  canOpenRuns: boolean;
}) {
  const { t } = useTranslation('agent-reports');
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-sm" data-testid="agent-statements">
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            {(['window', 'kind', 'team', 'tier', 'gross', 'owedDown', 'net', 'payment'] as const).map((column) => (
              <th key={column} scope="col" className={cellClass}>
                {t(`statements.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statements.length === 0 && (
            <tr>
              <td colSpan={8} className="px-3 py-2 text-slate-500">
                {t('statements.none')}
              </td>
            </tr>
          )}
          {statements.map((line) => (
            <tr key={line.lineId} className="border-t border-slate-100 align-top" data-testid="agent-statement-line">
              <td className={`${cellClass} tabular-nums`}>
                {canOpenRuns ? (
                  <Link className="text-sky-700 hover:underline" to={`/agent-settlement/runs/${line.runId}`}>
                    {windowOf(line.periodStart)}
                  </Link>
                ) : (
                  windowOf(line.periodStart)
                )}
                <div className="text-xs text-slate-500">{t(`periods.${line.periodType}`)}</div>
                {line.adjusts !== null && (
                  <div className="text-xs font-medium text-amber-700" data-testid="agent-statement-adjusts">
                    {t('statements.adjusts', { period: windowOf(line.adjusts) })}
                  </div>
                )}
              </td>
              <td className={cellClass}>
                {t(`kinds.${line.kind}`)}
                <div className="text-xs text-slate-500">
                  {line.issuer ? t('statements.issuedBy', { name: line.issuer }) : t('statements.issuedByPlatform')}
                </div>
              </td>
              <td className={`${cellClass} text-xs text-slate-700 tabular-nums`}>
                <div>{t('statements.validBet', { amount: formatAmount(line.validBet) })}</div>
                {line.netLoss !== null && <div>{t('statements.netLoss', { amount: formatAmount(line.netLoss) })}</div>}
                {line.activeMembers !== null && (
                  <div>{t('statements.activeMembers', { count: line.activeMembers })}</div>
                )}
              </td>
              <td className={cellClass}>
                {line.tier === null ? t('statements.notReached') : t('statements.tier', { tier: line.tier })}
              </td>
              <td className={amountClass}>{formatAmount(line.gross)}</td>
              <td className={`${amountClass} text-xs`}>
                <div className="text-sm">{formatAmount(line.downlineGross)}</div>
                {line.contributions.map((child) => (
                  <div key={child.receiver} className="text-slate-500">
                    {child.receiver}: {formatAmount(child.gross)}
                  </div>
                ))}
              </td>
              <td
                className={`${amountClass} font-medium ${line.net.startsWith('-') ? 'text-red-700' : 'text-slate-900'}`}
              >
                {formatAmount(line.net)} {line.currency}
              </td>
              <td className={`${cellClass} text-xs`}>
                {line.payment ? (
                  <>
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 font-medium ${paymentLook[line.payment.status]}`}
                    >
                      {t(`paymentStatuses.${line.payment.status}`)}
                    </span>
                    <div className="mt-1 text-slate-600 tabular-nums">
                      {t('statements.paidOf', {
                        paid: formatAmount(line.payment.paid),
                        amount: formatAmount(line.payment.amount),
                      })}
                    </div>
                  </>
                ) : (
                  <span className="text-slate-500">{t('statements.nothingDue')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What is still owed where the agent pays (its debts) or is paid, retried every 10 minutes by the server. */
export function OpenObligations({
  obligations,
  username,
  timeZone,
}: {
  obligations: AgentObligation[];
  username: string;
  timeZone: string;
}) {
  const { t } = useTranslation('agent-reports');
  const same = (name: string | null) => name?.toLowerCase() === username.toLowerCase();
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-sm" data-testid="agent-obligations">
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            {(['window', 'direction', 'outstanding', 'attempts', 'nextAttempt'] as const).map((column) => (
              <th key={column} scope="col" className={cellClass}>
                {t(`obligations.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {obligations.length === 0 && (
            <tr>
              <td colSpan={5} className="px-3 py-2 text-slate-500">
                {t('obligations.none')}
              </td>
            </tr>
          )}
          {obligations.map((obligation) => (
            <tr key={obligation.id} className="border-t border-slate-100">
              <td className={`${cellClass} tabular-nums`}>
                {windowOf(obligation.periodStart)}
                <div className="text-xs text-slate-500">{t(`kinds.${obligation.kind}`)}</div>
              </td>
              <td className={cellClass}>
                {same(obligation.payer)
                  ? t('obligations.owes', { name: obligation.payee })
                  : t('obligations.isOwed', { name: obligation.payer ?? t('contracts.platform') })}
              </td>
              <td className={amountClass}>
                <span className={same(obligation.payer) ? 'font-medium text-red-700' : ''}>
                  {formatAmount(obligation.outstanding)} {obligation.currency}
                </span>
                <div className="text-xs text-slate-500">
                  {t('obligations.ofAmount', {
                    amount: formatAmount(obligation.amount),
                    paid: formatAmount(obligation.paid),
                  })}
                </div>
              </td>
              <td className={`${cellClass} tabular-nums`}>{formatCount(obligation.attempts)}</td>
              <td className={`${cellClass} tabular-nums`}>
                {obligation.nextAttemptAt ? formatDateTime(obligation.nextAttemptAt, timeZone) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
