import { teamTransactionTypes } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { SelectBox } from '@/components/ui/select-box';
import { formatDateTime } from '@/lib/format-date-time';
import { useTeamTransactions } from '../api/list-team-transactions';
import { ListStates } from './list-states';
import { ReportFilters } from './report-filters';
import type { DateRange, RenderDateRange } from './report-filters';

type TeamTransactionType = (typeof teamTransactionTypes)[number];
const isTeamTransactionType = (value: string): value is TeamTransactionType =>
  (teamTransactionTypes as readonly string[]).includes(value);

/**
 * Downline transaction details (agentDownlineTransactionDetailsCopy): deposits, withdrawals, transfers and pay of the
 * team's members, newest first, by member, type and days.
 */
export function DownlineTransactionsPage({
  currency,
  timeZone,
  initialRange,
  renderDateRange,
}: {
  currency: string;
  timeZone: string;
  initialRange: DateRange;
  renderDateRange: RenderDateRange;
}) {
  const { t } = useTranslation('agent');
  const [range, setRange] = useState(initialRange);
  const [username, setUsername] = useState<string | undefined>();
  const [type, setType] = useState<TeamTransactionType | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const moves = useTeamTransactions({ ...range, username, type, pageNo, pageSize: 20 });
  const typeLabel = (value: string) => (isTeamTransactionType(value) ? t(`transactionTypes.${value}`) : value);
  return (
    <div className="space-y-4" data-testid="agent-team-transactions">
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
      >
        <label className="min-w-0 space-y-1.5">
          <span className="block text-[13.5px] font-medium text-text-2">{t('transactions.type')}</span>
          <SelectBox
            value={type ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setType(isTeamTransactionType(value) ? value : undefined);
              setPageNo(1);
            }}
            data-testid="agent-transaction-type"
          >
            <option value="">{t('transactions.allTypes')}</option>
            {teamTransactionTypes.map((value) => (
              <option key={value} value={value}>
                {typeLabel(value)}
              </option>
            ))}
          </SelectBox>
        </label>
      </ReportFilters>
      <Panel
        title={t('transactions.title')}
        description={moves.data ? t('count', { total: moves.data.total }) : undefined}
        className={moves.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
      >
        <ListStates query={moves} isEmpty={(page) => page.content.length === 0}>
          {(page) => (
            <>
              <ul className="divide-y divide-border/70">
                {page.content.map((move, index) => (
                  <li
                    key={`${move.createdAt}-${index}`}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3"
                    data-testid="agent-transaction-row"
                  >
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="font-semibold text-text">{move.username}</p>
                      <p className="text-xs text-text-3">
                        {typeLabel(move.type)}
                        {move.reference ? ` · ${t('transactions.reference', { reference: move.reference })}` : ''}
                      </p>
                    </div>
                    <div className="text-end">
                      <Money
                        amount={move.amount}
                        currency={currency}
                        signed
                        className={move.amount.startsWith('-') ? 'text-text' : 'text-win'}
                      />
                      <p className="text-xs text-text-3 tabular-nums">{formatDateTime(move.createdAt, timeZone)}</p>
                    </div>
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
