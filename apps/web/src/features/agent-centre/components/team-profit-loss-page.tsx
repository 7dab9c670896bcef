import { shownDay } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { useTeamProfitLoss } from '../api/get-team-profit-loss';
import { Detail, ListStates } from './list-states';
import { ReportLayout, useReportFilters } from './report-layout';
import type { ReportPageProps } from './report-layout';
import { SignedMoney } from './signed-money';

/** Team profit and loss (palStatementsAgentCopy): each member's stake, valid bet, payout and P&L, with the totals. */
export function TeamProfitLossPage({ currency, initialRange, renderDateRange }: Omit<ReportPageProps, 'timeZone'>) {
  const { t } = useTranslation('agent');
  const filters = useReportFilters(initialRange);
  const report = useTeamProfitLoss({
    ...filters.range,
    username: filters.username,
    pageNo: filters.pageNo,
    pageSize: 20,
  });
  return (
    <ReportLayout testId="agent-team-profit-loss" filters={filters} renderDateRange={renderDateRange}>
      <ListStates query={report} isEmpty={() => false}>
        {(data) => (
          <>
            <Panel
              title={t('profitLoss.totals')}
              description={t('range', { from: shownDay(data.startDate), to: shownDay(data.endDate) })}
              testId="agent-profit-loss-totals"
            >
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <Detail label={t('columns.stake')}>
                  <Money amount={data.totals.stake} currency={currency} />
                </Detail>
                <Detail label={t('columns.validBet')}>
                  <Money amount={data.totals.validBet} currency={currency} />
                </Detail>
                <Detail label={t('columns.payout')}>
                  <Money amount={data.totals.payout} currency={currency} />
                </Detail>
                <Detail label={t('columns.profitLoss')}>
                  <SignedMoney amount={data.totals.profitLoss} currency={currency} />
                </Detail>
              </dl>
              <p className="mt-3 text-xs text-text-3">{t('profitLossHint')}</p>
            </Panel>
            <Panel title={t('profitLoss.title')} description={t('count', { total: data.rows.total })}>
              <ListStates query={report} isEmpty={(answer) => answer.rows.content.length === 0}>
                {() => (
                  <>
                    <ul className="divide-y divide-border/70">
                      {data.rows.content.map((row) => (
                        <li key={row.username} className="py-3" data-testid="agent-profit-loss-row">
                          <div className="flex items-center gap-2">
                            <span className="font-semibold text-text">{row.username}</span>
                            <span className="text-xs text-text-3">
                              {t('downlines.levelValue', { level: row.level })}
                            </span>
                          </div>
                          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
                            <Detail label={t('columns.stake')}>
                              <Money amount={row.stake} currency={currency} />
                            </Detail>
                            <Detail label={t('columns.validBet')}>
                              <Money amount={row.validBet} currency={currency} />
                            </Detail>
                            <Detail label={t('columns.payout')}>
                              <Money amount={row.payout} currency={currency} />
                            </Detail>
                            <Detail label={t('columns.profitLoss')}>
                              <SignedMoney amount={row.profitLoss} currency={currency} />
                            </Detail>
                          </dl>
                        </li>
                      ))}
                    </ul>
                    <div className="mt-4">
                      <Pagination
                        pageCount={data.rows.totalPages}
                        currentPage={filters.pageNo}
                        onPageChange={filters.setPageNo}
                      />
                    </div>
                  </>
                )}
              </ListStates>
            </Panel>
          </>
        )}
      </ListStates>
    </ReportLayout>
  );
}
