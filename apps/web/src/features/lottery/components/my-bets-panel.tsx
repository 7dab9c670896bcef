import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useBetRecords } from '../api/list-bet-records';
import { TicketRow } from './ticket-row';

const pageSize = 10;

/** The member's tickets on this game: those still open, and the settled history (the full list is in the member centre). */
export function MyBetsPanel({
  gameCode,
  currency,
  timeZone,
}: {
  gameCode: string;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('lottery');
  const [view, setView] = useState<'open' | 'history'>('open');
  const records = useBetRecords({ pageNo: 1, pageSize, gameCode, ...(view === 'open' ? { open: true } : {}) });
  const tickets = records.data?.content ?? [];
  return (
    <section
      aria-labelledby="lottery-my-bets-title"
      className="rounded-card border border-border bg-surface p-4 sm:p-5"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 id="lottery-my-bets-title" className="text-base font-semibold">
          {t('myBets.title')}
        </h2>
        <div className="w-56">
          <SegmentedTabs
            label={t('myBets.title')}
            value={view}
            onChange={setView}
            tabs={[
              { value: 'open', label: t('myBets.open'), testId: 'lottery-open-bets-tab' },
              { value: 'history', label: t('myBets.history'), testId: 'lottery-history-tab' },
            ]}
          />
        </div>
      </div>
      <div data-testid={view === 'open' ? 'lottery-open-bets' : 'lottery-history'}>
        {records.isPending ? (
          <p className="py-6 text-center text-sm text-text-3">{t('myBets.loading')}</p>
        ) : tickets.length === 0 ? (
          <p className="py-6 text-center text-sm text-text-3">
            {view === 'open' ? t('myBets.noOpen') : t('myBets.noHistory')}
          </p>
        ) : (
          <ul className="divide-y divide-border/70">
            {tickets.map((ticket) => (
              <TicketRow
                key={ticket.orderDetailId}
                ticket={ticket}
                currency={currency}
                timeZone={timeZone}
                testId="lottery-my-bet-row"
              />
            ))}
          </ul>
        )}
      </div>
      <Link
        to="/member?page=lotteryRecords"
        className="mt-2 inline-flex min-h-10 items-center text-[13px] font-semibold text-info"
      >
        {t('myBets.all')}
      </Link>
    </section>
  );
}
