import { shownDay } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { useRevenueReport } from '../api/get-revenue-report';
import { Detail, ListStates } from './list-states';
import { ReportLayout, useReportFilters } from './report-layout';
import type { ReportPageProps } from './report-layout';

/**
 * The revenue report (agentRevenueReport, "my income"): per day, the salary and dividend pay the agent kept (what
 * reached its wallet less what it paid its own downlines), as the ledger holds it.
 */
export function RevenueReportPage({ currency, initialRange, renderDateRange }: Omit<ReportPageProps, 'timeZone'>) {
  const { t } = useTranslation('agent');
  const filters = useReportFilters(initialRange);
  const report = useRevenueReport(filters.range);
  return (
    <ReportLayout testId="agent-revenue" filters={filters} renderDateRange={renderDateRange} byUsername={false}>
      <ListStates query={report} isEmpty={() => false}>
        {(data) => (
          <>
            <Panel
              title={t('revenue.totals')}
              description={t('range', { from: shownDay(data.startDate), to: shownDay(data.endDate) })}
            >
              <dl className="grid grid-cols-3 gap-3">
                <Detail label={t('revenue.salary')}>
                  <Money amount={data.totals.salary} currency={currency} />
                </Detail>
                <Detail label={t('revenue.dividend')}>
                  <Money amount={data.totals.dividend} currency={currency} />
                </Detail>
                <Detail label={t('revenue.total')}>
                  <Money amount={data.totals.total} currency={currency} testId="agent-revenue-total" />
                </Detail>
              </dl>
              <p className="mt-3 text-xs text-text-3">{t('revenue.hint')}</p>
            </Panel>
            <Panel title={t('revenue.title')}>
              <ListStates
                query={report}
                isEmpty={(answer) => answer.days.length === 0}
                emptyMessage={t('revenue.empty')}
              >
                {() => (
                  <ul className="divide-y divide-border/70">
                    {data.days.map((day) => (
                      <li
                        key={day.day}
                        className="grid grid-cols-2 gap-3 py-3 sm:grid-cols-4"
                        data-testid="agent-revenue-row"
                      >
                        <Detail label={t('revenue.day')}>{shownDay(day.day)}</Detail>
                        <Detail label={t('revenue.salary')}>
                          <Money amount={day.salary} currency={currency} />
                        </Detail>
                        <Detail label={t('revenue.dividend')}>
                          <Money amount={day.dividend} currency={currency} />
                        </Detail>
                        <Detail label={t('revenue.total')}>
                          <Money amount={day.total} currency={currency} />
                        </Detail>
                      </li>
                    ))}
                  </ul>
                )}
              </ListStates>
            </Panel>
          </>
        )}
      </ListStates>
    </ReportLayout>
  );
}
