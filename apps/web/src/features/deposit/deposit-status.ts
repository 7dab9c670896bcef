import type { depositStatuses } from '@croupier/contracts';
import type { StatusTone } from '@/components/ui/status-badge';

export type DepositStatus = (typeof depositStatuses)[number];

/** How each deposit state reads at a glance: money in is good news, waiting is amber, refusals are red. */
export const depositStatusTones: Record<DepositStatus, StatusTone> = {
  awaiting_payment: 'info',
  pending_review: 'warning',
  confirmed: 'success',
  rejected: 'danger',
  failed: 'danger',
};
