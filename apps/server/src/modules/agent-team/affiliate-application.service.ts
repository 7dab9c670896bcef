import type { AffiliateApplication } from '@croupier/contracts';
import type { ApplicationRow } from './affiliate-application.repository.js';

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** An application as its member sees it (no operator names). */
export function describeOwnApplication(row: ApplicationRow): AffiliateApplication {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    contact: row.contact,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: isoOf(row.decided_at),
    decisionReason: row.decision_reason,
  };
}
