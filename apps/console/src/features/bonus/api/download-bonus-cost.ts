import { downloadCsv } from '@/lib/download-csv';
import type { BonusCostQuery } from './read-bonus-cost';

/** The cost report's CSV (same rows as the screen's table) under the server's file name. */
export function downloadBonusCost(query: BonusCostQuery): Promise<void> {
  return downloadCsv(`/bo/bonus-cost/${encodeURIComponent(query.merchant)}.csv`, { from: query.from, to: query.to });
}
