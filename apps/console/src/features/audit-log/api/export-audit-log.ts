import type { AuditLogFilter } from '@croupier/contracts';
import { downloadCsv } from '@/lib/download-csv';

/** Every row the filter matches, as the server's CSV. */
export async function exportAuditLog(filter: AuditLogFilter) {
  await downloadCsv('/bo/audit.csv', filter);
}
