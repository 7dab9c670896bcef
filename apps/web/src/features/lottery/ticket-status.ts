import type { StatusTone } from '@/components/ui/status-badge';
import type { TicketStatus } from '@croupier/contracts';
import { ticketStatusCodes } from '@croupier/contracts';

/** The original's `status_betting_N` codes, by their contract name; an unknown code reads as pending. */
export function ticketStatusOfCode(code: number): TicketStatus {
  const found = (Object.entries(ticketStatusCodes) as [TicketStatus, number][]).find(([, value]) => value === code);
  return found?.[0] ?? 'PENDING';
}

export const ticketStatusTones: Record<TicketStatus, StatusTone> = {
  PENDING: 'warning',
  WON: 'success',
  LOST: 'neutral',
  CHASE_STOPPED: 'info',
  CANCELLED: 'neutral',
  VOID: 'neutral',
  PUSH: 'info',
};
