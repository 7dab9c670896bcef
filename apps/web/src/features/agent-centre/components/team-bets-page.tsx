import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format-date-time';
import { useTeamBets } from '../api/list-team-bets';
import { Detail, ListStates } from './list-states';
import { ReportFilters } from './report-filters';
import type { DateRange, RenderDateRange } from './report-filters';
import { SignedMoney } from './signed-money';

type ReportPageProps = {
  currency: string;
  timeZone: string;
  initialRange: DateRange;
  renderDateRange: RenderDateRange;
};

/** Team betting (personalHistoryCopy for the team): settled bets of the team's members, newest first. */
export function TeamBetsPage({ currency, timeZone, initialRange, renderDateRange }: ReportPageProps) {
  const { t } = useTranslation('agent');
  const [range, setRange] = useState(initialRange);
  const [username, setUsername] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const bets = useTeamBets({ ...range, username, pageNo, pageSize: 20 });
  return (
    <div className="space-y-4" data-testid="agent-team-bets">
      <ReportFilters
        range={range}
        renderDateRange={renderDateRange}
        onRangeChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
        onUsernameChange={(next) => {
          setUsername(next);
          setPageNo(1);
        }}
      />
      <Panel
        title={t('bets.title')}
        description={bets.data ? t('count', { total: bets.data.total }) : undefined}
        className={bets.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
      >
        <ListStates query={bets} isEmpty={(page) => page.content.length === 0}>
          {(page) => (
            <>
              <ul className="divide-y divide-border/70">
                {page.content.map((bet, index) => (
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
                ))}
              </ul>
              <div className="mt-4">
                <Pagination pageCount={page.totalPages} currentPage={pageNo} onPageChange={setPageNo} />
              </div>
            </>
          )}
        </ListStates>
      </Panel>
    </div>
  );
}
