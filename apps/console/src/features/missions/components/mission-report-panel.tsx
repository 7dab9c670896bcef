import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { useErrorMessage } from '@/lib/use-error-message';
import { useMissionReport } from '../api/read-mission-report';
import { localInputOf } from '../brand-time';

/** A mission's report: participants, reached and claimed per milestone, what was paid, and its leaderboard. */
export function MissionReportPanel({
  merchant,
  id,
  timeZone,
  onClose,
}: {
  merchant: string;
  id: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['missions', 'common']);
  const errorMessage = useErrorMessage();
  const report = useMissionReport({ merchant, id });
  const when = (iso: string) => localInputOf(iso, timeZone).replace(/-/g, '/').replace('T', ' ');
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={t('reportTitle')}
      data-testid="mission-report"
    >
      <header className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          {t('reportTitle')}
          {report.data ? `: ${report.data.mission.code}` : ''}
        </h2>
        <Button look="secondary" onClick={onClose}>
          {t('hideReport')}
        </Button>
      </header>
      {report.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(report.error)}
        </p>
      )}
      {report.data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t('columns.participants')}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="mission-report-participants">
                {formatCount(report.data.participants)}
              </dd>
            </div>
            <div className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t('claimsPaid')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatAmount(report.data.claimsPaid)}</dd>
            </div>
            <div className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t('prizesPaid')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatAmount(report.data.prizesPaid)}</dd>
            </div>
            <div className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t('finalSnapshot')}</dt>
              <dd className="text-sm font-semibold" data-testid="mission-report-final">
                {report.data.finalAt ? when(report.data.finalAt) : t('notFinal')}
              </dd>
            </div>
          </dl>
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th className="px-3 py-2">{t('milestone')}</th>
                <th className="px-3 py-2 text-right">{t('reached')}</th>
                <th className="px-3 py-2 text-right">{t('claimed')}</th>
                <th className="px-3 py-2 text-right">{t('paid')}</th>
              </tr>
            </thead>
            <tbody>
              {report.data.milestones.map((line) => (
                <tr key={line.ordinal} className="border-t border-slate-100">
                  <td className="px-3 py-2">{line.ordinal}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(line.reached)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(line.claimed)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatAmount(line.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.data.mission.leaderboard && (
            <table className="w-full text-left text-sm" data-testid="mission-report-leaderboard">
              <caption className="py-2 text-left font-semibold text-slate-800">
                {report.data.finalAt ? t('leaderboardFinal') : t('leaderboardLive')}
              </caption>
              <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
                <tr>
                  <th className="px-3 py-2">{t('rank')}</th>
                  <th className="px-3 py-2">{t('account')}</th>
                  <th className="px-3 py-2 text-right">{t('value')}</th>
                  <th className="px-3 py-2">{t('reachedAt')}</th>
                  <th className="px-3 py-2 text-right">{t('prize')}</th>
                  <th className="px-3 py-2">{t('outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {report.data.leaderboard.map((row) => (
                  <tr key={row.rank} className="border-t border-slate-100">
                    <td className="px-3 py-2 tabular-nums">{row.rank}</td>
                    <td className="px-3 py-2">{row.account}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.value}</td>
                    <td className="px-3 py-2 tabular-nums">{when(row.reachedAt)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.prize ? formatAmount(row.prize) : '—'}</td>
                    <td className="px-3 py-2">{row.outcome ? t(`outcomes.${row.outcome}` as 'outcomes.paid') : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
