import type { AdjustmentFilter } from '@croupier/contracts';
import { downloadCsv } from '@/lib/download-csv';

/** Every adjustment the filter matches, as the server's CSV. */
export async function exportAdjustments(filter: AdjustmentFilter) {
  await downloadCsv('/bo/wallets/adjustments.csv', filter);
}
