import type { QueryValues } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-csv';
import type { QueueKind } from './queue-kind';

/** Every row the queue's filter matches, as the server's CSV. */
export async function exportQueue(kind: QueueKind, filter: QueryValues) {
  await downloadCsv(`/bo/${kind}.csv`, filter);
}
