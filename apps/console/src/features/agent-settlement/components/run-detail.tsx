import type { AgentStatement } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSettlementRun } from '../api/get-settlement-run';
import { localPeriod } from '../local-period';

const paymentLook = {
  pending: 'bg-slate-200 text-slate-800',
  paid: 'bg-emerald-100 text-emerald-900',
  owed: 'bg-amber-100 text-amber-900',
  claimable: 'bg-sky-100 text-sky-900',
  expired: 'bg-slate-200 text-slate-800',
} as const;

/**
 * One run's statements, top-down: each agent's team figures, the tier it reached, its gross, what it owed its
 * contracted downlines (each named), its net, and how its own pay went. The tree's nets add up to the platform's cost.
 */
export function RunDetail() {
  const { t } = useTranslation(['agent-settlement', 'common']);
  const { runId = '' } = useParams();
  const errorMessage = useErrorMessage();
  const brandTimeZone = useBrandTimeZone();
  const detail = useSettlementRun(runId);
  if (detail.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(detail.error)}
      </p>
    );
  }
  if (!detail.data) return <p className="text-sm text-slate-500">{t('common:table.loading')}</p>;
  const { run, statements } = detail.data;
  return (
    <div className="flex flex-col gap-4" data-testid="settlement-run">
      <Link to=".." relative="path" className="text-sm text-sky-700 hover:underline">
        {t('back')}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900">
          {t('runTitle', {
            kind: t(`kinds.${run.kind}`),
            period: `${localPeriod(run.periodStart)} (${t(`periods.${run.periodType}`)})`,
          })}
        </h1>
        <p className="text-sm text-slate-600">
          {t('runSummary', {
            brand: run.merchantCode,
            cost: `${run.platformCost} ${run.currency}`,
            paid: `${run.paid} ${run.currency}`,
            owed: `${run.owed} ${run.currency}`,
          })}
          {run.finishedAt ? ` · ${formatDateTime(run.finishedAt, brandTimeZone(run.merchantCode))}` : ''}
        </p>
      </header>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              {(['agent', 'team', 'tier', 'gross', 'owedDown', 'net', 'payment'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {t(`statement.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statements.map((statement) => (
              <StatementRow key={statement.lineId} statement={statement} currency={run.currency} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function StatementRow({ statement, currency }: { statement: AgentStatement; currency: string }) {
  const { t } = useTranslation('agent-settlement');
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="statement-row">
      <td className="px-3 py-2">
        <div style={{ paddingInlineStart: `${statement.depth * 16}px` }} className="font-medium text-slate-900">
          {statement.receiver}
        </div>
        <div className="text-xs text-slate-500" style={{ paddingInlineStart: `${statement.depth * 16}px` }}>
          {statement.issuer ? t('issuedBy', { name: statement.issuer }) : t('issuedByPlatform')}
        </div>
        {statement.adjusts !== null && (
          <div
            className="text-xs font-medium text-amber-700"
            style={{ paddingInlineStart: `${statement.depth * 16}px` }}
            data-testid="statement-adjusts"
          >
            {t('adjustsWindow', { period: localPeriod(statement.adjusts) })}
          </div>
        )}
      </td>
      <td className="px-3 py-2 text-xs whitespace-nowrap text-slate-700 tabular-nums">
        <div>{t('validBet', { amount: statement.validBet })}</div>
        {statement.netLoss !== null && <div>{t('netLoss', { amount: statement.netLoss })}</div>}
        {statement.activeMembers !== null && <div>{t('activeMembers', { count: statement.activeMembers })}</div>}
        {statement.carryIn !== '0.00' && <div>{t('carryIn', { amount: statement.carryIn })}</div>}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {statement.tier === null ? t('notReached') : t('tierNumber', { tier: statement.tier })}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{statement.gross}</td>
      <td className="px-3 py-2 text-right text-xs whitespace-nowrap tabular-nums">
        <div className="text-sm">{statement.downlineGross}</div>
        {statement.contributions.map((child) => (
          <div key={child.receiver} className="text-slate-500">
            {child.receiver}: {child.gross}
          </div>
        ))}
      </td>
      <td
        className={`px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums ${statement.net.startsWith('-') ? 'text-red-700' : ''}`}
      >
        {statement.net} {currency}
      </td>
      <td className="px-3 py-2 text-xs">
        {statement.payment ? (
          <>
            <span
              className={`inline-block rounded-full px-2 py-0.5 font-medium ${paymentLook[statement.payment.status]}`}
            >
              {t(`paymentStatuses.${statement.payment.status}`)}
            </span>
            <div className="mt-1 whitespace-nowrap text-slate-600 tabular-nums">
              {t('paidOf', { paid: statement.payment.paid, amount: statement.payment.amount })}
            </div>
          </>
        ) : (
          <span className="text-slate-500">{t('nothingDue')}</span>
        )}
      </td>
    </tr>
  );
}
