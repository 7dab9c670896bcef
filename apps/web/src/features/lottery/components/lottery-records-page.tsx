import { ticketStatuses } from '@croupier/contracts';
import type { TicketStatus } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { SelectBox } from '@/components/ui/select-box';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLotteryGames } from '../api/list-games';
import { useBetRecords } from '../api/list-bet-records';
import { OrderDetailDialog } from './order-detail-dialog';
import { TicketRow } from './ticket-row';

/** The original's page size for lottery records. */
export const lotteryRecordPageSize = 13;

export type DateRange = { startDate: string; endDate: string };

type LotteryRecordsPageProps = {
  timeZone: string;
  currency: string;
  initialRange: DateRange;
  /** The member centre's date-range filter, composed in by the app. */
  renderDateRange: (range: DateRange, onChange: (range: DateRange) => void) => ReactNode;
  onBalanceChange: () => void;
};

type Filters = { range: DateRange; gameCode: string; status: TicketStatus | ''; page: number };

const isTicketStatus = (value: string): value is TicketStatus => (ticketStatuses as string[]).includes(value);

/** The member's lottery tickets (`/lgw/orders/records`) by dates, game and state, with totals and each order's detail. */
export function LotteryRecordsPage({
  timeZone,
  currency,
  initialRange,
  renderDateRange,
  onBalanceChange,
}: LotteryRecordsPageProps) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const [filters, setFilters] = useState<Filters>({ range: initialRange, gameCode: '', status: '', page: 1 });
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const games = useLotteryGames();
  const records = useBetRecords({
    pageNo: filters.page,
    pageSize: lotteryRecordPageSize,
    startDate: filters.range.startDate,
    endDate: filters.range.endDate,
    ...(filters.gameCode ? { gameCode: filters.gameCode } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  });
  const change = (next: Partial<Filters>) => setFilters((current) => ({ ...current, ...next, page: 1 }));
  const page = records.data;

  return (
    <div className="space-y-4" data-testid="lottery-records-page">
      <Panel title={t('records.filters')}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-start">
          {renderDateRange(filters.range, (range) => change({ range }))}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            <label className="min-w-0 space-y-1.5">
              <span className="block text-[13.5px] font-medium text-text-2">{t('records.game')}</span>
              <SelectBox
                value={filters.gameCode}
                onChange={(event) => change({ gameCode: event.target.value })}
                data-testid="lottery-records-game"
              >
                <option value="">{t('records.allGames')}</option>
                {(games.data ?? []).map((game) => (
                  <option key={game.gameCode} value={game.gameCode}>
                    {game.remark}
                  </option>
                ))}
              </SelectBox>
            </label>
            <label className="min-w-0 space-y-1.5">
              <span className="block text-[13.5px] font-medium text-text-2">{t('records.status')}</span>
              <SelectBox
                value={filters.status}
                onChange={(event) => change({ status: isTicketStatus(event.target.value) ? event.target.value : '' })}
                data-testid="lottery-records-status"
              >
                <option value="">{t('records.allStatuses')}</option>
                {ticketStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </SelectBox>
            </label>
          </div>
        </div>
      </Panel>

      <Panel
        title={t('records.title')}
        description={page ? t('records.count', { total: page.total }) : undefined}
        className={records.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
      >
        {records.isError ? (
          <div role="alert" className="space-y-3 text-center">
            <p className="text-sm text-danger">{errorMessage(records.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void records.refetch()}>
              {t('records.retry')}
            </Button>
          </div>
        ) : !page ? (
          <p className="py-6 text-center text-sm text-text-3">{t('records.loading')}</p>
        ) : page.content.length === 0 ? (
          <NoDataPanel message={t('records.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-border/70">
              {page.content.map((ticket) => (
                <TicketRow
                  key={ticket.orderDetailId}
                  ticket={ticket}
                  currency={currency}
                  timeZone={timeZone}
                  testId="lottery-record-row"
                  action={
                    <button
                      type="button"
                      onClick={() => setOrderNo(ticket.orderNo)}
                      className="min-h-8 text-xs font-semibold text-info hover:underline"
                      data-testid="lottery-record-detail"
                    >
                      {t('records.detail')}
                    </button>
                  }
                />
              ))}
            </ul>
            <dl
              className="mt-3 flex flex-wrap justify-end gap-x-6 gap-y-1 border-t border-border pt-3 text-sm"
              data-testid="lottery-records-totals"
            >
              <div className="flex gap-2">
                <dt className="text-text-3">{t('records.totalBet')}</dt>
                <dd className="font-semibold">
                  <Money amount={page.totals.betAmount} currency={currency} />
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-text-3">{t('records.totalWin')}</dt>
                <dd className="font-semibold text-win">
                  <Money amount={page.totals.winAmount} currency={currency} />
                </dd>
              </div>
            </dl>
            <div className="mt-4">
              <Pagination
                pageCount={page.totalPages}
                currentPage={filters.page}
                onPageChange={(next) => setFilters((current) => ({ ...current, page: next }))}
              />
            </div>
          </>
        )}
      </Panel>
      {orderNo ? (
        <OrderDetailDialog
          orderNo={orderNo}
          currency={currency}
          onClose={() => setOrderNo(null)}
          onCancelled={onBalanceChange}
        />
      ) : null}
    </div>
  );
}
