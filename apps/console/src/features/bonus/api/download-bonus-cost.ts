import { downloadCsv } from '@/lib/download-csv';
import type { BonusCostQuery } from './read-bonus-cost';

/** The cost report's CSV (the same rows as the screen's table) under the server's file name. */
export function downloadBonusCost(query: BonusCostQuery): Promise<void> {
  return downloadCsv('/bo/bonus-cost.csv', { merchant: query.merchant, from: query.from, to: query.to });
}
