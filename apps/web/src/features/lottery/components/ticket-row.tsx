import type { Ticket } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { formatDateTime } from '@/lib/format-date-time';
import { isPlayCode } from '../bet-type-pickers';
import { TicketStatusBadge } from './ticket-status-badge';

/** The play's name in the player's language; a play this web does not know yet shows the server's name. */
export function usePlayName(): (ticket: Pick<Ticket, 'playCode' | 'playName'>) => string {
  const { t } = useTranslation('lottery');
  return (ticket) => (isPlayCode(ticket.playCode) ? t(`plays.${ticket.playCode}`) : ticket.playName);
}

/** One ticket in a list: game and numero, the play and its numbers, the amount, the win and the state. */
export function TicketRow({
  ticket,
  currency,
  timeZone,
  testId,
  action,
}: {
  ticket: Ticket;
  currency: string;
  timeZone: string;
  testId: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('lottery');
  const playName = usePlayName();
  return (
    <li
      data-testid={testId}
      data-status={ticket.status}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 py-3"
    >
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">
          {ticket.gameName} <span className="font-normal text-text-3 tabular-nums">{ticket.numero}</span>
        </p>
        <p className="text-[13px] text-text-2">
          {playName(ticket)} · <span className="font-mono break-all text-text">{ticket.betContent}</span>
        </p>
        <p className="text-xs text-text-3 tabular-nums">
          {formatDateTime(ticket.betTime, timeZone)}
          {ticket.totalChase > 1
            ? ` · ${t('records.chasePeriod', { period: ticket.chasePeriod, total: ticket.totalChase })}`
            : ''}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1 text-end">
        <Money amount={ticket.betAmount} currency={currency} className="text-sm font-semibold" />
        {ticket.winningNumber !== null || ticket.statusCode === 4 ? (
          <span className="text-xs text-text-3">
            {t('records.win')}{' '}
            <Money
              amount={ticket.winAmount}
              currency={currency}
              className={ticket.statusCode === 4 ? 'text-win' : ''}
            />
          </span>
        ) : null}
        <TicketStatusBadge statusCode={ticket.statusCode} />
        {action}
      </div>
    </li>
  );
}
