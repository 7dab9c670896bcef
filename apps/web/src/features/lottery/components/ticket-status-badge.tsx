import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { ticketStatusOfCode, ticketStatusTones } from '../ticket-status';

/** A ticket's state by its `statusCode` (the original's `status_betting_N`). */
export function TicketStatusBadge({ statusCode }: { statusCode: number }) {
  const { t } = useTranslation('lottery');
  const status = ticketStatusOfCode(statusCode);
  return (
    <StatusBadge tone={ticketStatusTones[status]} testId="lottery-ticket-status">
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
