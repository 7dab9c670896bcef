import type { Withdrawal, WithdrawalStatus } from '@croupier/contracts';
import type { StatusTone } from '@/components/ui/status-badge';

export const withdrawalStatusTones: Record<WithdrawalStatus, StatusTone> = {
  pending: 'warning',
  paid: 'success',
  rejected: 'danger',
};

/** A paid withdrawal waits for the player's answer (spec §4) until they give one or the time-out gives it for them. */
export function awaitsConfirmation(withdrawal: Pick<Withdrawal, 'status' | 'confirmation'>): boolean {
  return withdrawal.status === 'paid' && withdrawal.confirmation === null;
}
