import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format-date-time';
import { useTeamBets } from '../api/list-team-bets';
import { Detail } from './list-states';
import { PagedReportPanel, ReportLayout, useReportFilters } from './report-layout';
import type { ReportPageProps } from './report-layout';
import { SignedMoney } from './signed-money';

/** Team betting (personalHistoryCopy for the team): settled bets of the team's members, newest first. */
export function TeamBetsPage({ currency, timeZone, initialRange, renderDateRange }: ReportPageProps) {
  const { t } = useTranslation('agent');
  const filters = useReportFilters(initialRange);
  const bets = useTeamBets({ ...filters.range, username: filters.username, pageNo: filters.pageNo, pageSize: 20 });
  return (
    <ReportLayout testId="agent-team-bets" filters={filters} renderDateRange={renderDateRange}>
      <PagedReportPanel title={t('bets.title')} query={bets} filters={filters}>
        {(rows) =>
          rows.map((bet, index) => (
            <li key={`${bet.settledAt}-${index}`} className="py-3" data-testid="agent-bet-row">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-text">{bet.username}</span>
                <span className="min-w-0 truncate text-sm text-text-2">{bet.gameName}</span>
                {bet.voided ? <StatusBadge tone="neutral">{t('bets.voided')}</StatusBadge> : null}
                <span className="ms-auto text-xs text-text-3 tabular-nums">
                  {formatDateTime(bet.settledAt, timeZone)}
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
                <Detail label={t('columns.stake')}>
                  <Money amount={bet.stake} currency={currency} />
                </Detail>
                <Detail label={t('columns.validBet')}>
                  <Money amount={bet.validBet} currency={currency} />
                </Detail>
                <Detail label={t('columns.payout')}>
                  <Money amount={bet.payout} currency={currency} />
                </Detail>
                <Detail label={t('columns.profitLoss')}>
                  <SignedMoney amount={bet.profitLoss} currency={currency} />
                </Detail>
              </dl>
            </li>
          ))
        }
      </PagedReportPanel>
    </ReportLayout>
  );
}
