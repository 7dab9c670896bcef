import type { OutboxFilter } from '@croupier/contracts';
import { downloadCsv } from '@/lib/download-csv';

/** Every message the filter matches, as the server's CSV. */
export async function exportOutbox(filter: OutboxFilter) {
  await downloadCsv('/bo/outbox.csv', filter);
}
