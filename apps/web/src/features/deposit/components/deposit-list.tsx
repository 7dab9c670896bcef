import type { Deposit, DepositChannel } from '@croupier/contracts';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format-date-time';
import type { DepositPage } from '../api/list-deposits';
import { depositStatusTones } from '../deposit-status';

type DepositListProps = {
  page: DepositPage | undefined;
  channels: DepositChannel[];
  currency: string;
  timeZone: string;
  currentPage: number;
  onPageChange: (page: number) => void;
  /** The deposit the player came back to, marked so it is easy to find. */
  highlightId: string | null;
};

/** The player's recent deposits with what became of each. */
export function DepositList({
  page,
  channels,
  currency,
  timeZone,
  currentPage,
  onPageChange,
  highlightId,
}: DepositListProps) {
  const { t } = useTranslation('deposit');
  if (!page) {
    return (
      <div role="status" aria-label={t('list.loading')} className="space-y-2">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-16 animate-pulse rounded-control bg-raised/60" />
        ))}
      </div>
    );
  }
  if (page.content.length === 0) {
    return (
      <div data-testid="deposit-list">
        <NoDataPanel message={t('list.empty')} />
      </div>
    );
  }
  const channelName = (deposit: Deposit) =>
    channels.find((channel) => channel.code === deposit.channelCode)?.name ?? t(`kinds.${deposit.kind}`);
  return (
    <>
      <ul data-testid="deposit-list" className="divide-y divide-border/70">
        {page.content.map((deposit) => (
          <li
            key={deposit.id}
            data-testid="deposit-row"
            data-status={deposit.status}
            data-id={deposit.id}
            className={`flex items-start justify-between gap-3 py-3 ${deposit.id === highlightId ? '-mx-2 rounded-control bg-accent/6 px-2' : ''}`}
          >
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 truncate font-medium text-text">
                {channelName(deposit)}
                {deposit.hasSlip ? (
                  <Paperclip className="size-3.5 shrink-0 text-text-3" aria-label={t('list.slipAttached')} />
                ) : null}
              </p>
              <p className="text-xs text-text-3 tabular-nums">{formatDateTime(deposit.createdAt, timeZone)}</p>
              {deposit.reason && (deposit.status === 'rejected' || deposit.status === 'failed') ? (
                <p className="mt-1 text-xs text-danger">{t('list.reason', { reason: deposit.reason })}</p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <Money amount={deposit.amount} currency={currency} className="font-semibold text-text" />
              <StatusBadge tone={depositStatusTones[deposit.status]}>{t(`status.${deposit.status}`)}</StatusBadge>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <Pagination pageCount={page.totalPages} currentPage={currentPage} onPageChange={onPageChange} />
      </div>
    </>
  );
}
