import type { OperatorAccountFilter } from '@croupier/contracts';
import { downloadCsv } from '@/lib/download-csv';

/** Every account the filter matches, as the server's CSV. */
export async function exportOperators(filter: OperatorAccountFilter) {
  await downloadCsv('/bo/operators.csv', filter);
}
