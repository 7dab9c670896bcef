import type { LotteryDrawFilter } from '@croupier/contracts';
import { downloadCsv } from '@/lib/download-csv';

/** Every draw the filter matches, as the server's CSV. */
export async function exportLotteryDraws(filter: LotteryDrawFilter) {
  await downloadCsv('/bo/lottery/draws.csv', filter);
}
