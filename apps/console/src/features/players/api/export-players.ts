import type { PlayerFilter } from '@croupier/contracts';
import { downloadCsv } from '@/lib/download-csv';

/** Every player the filter matches, as the server's CSV. */
export async function exportPlayers(filter: PlayerFilter) {
  await downloadCsv('/bo/players.csv', filter);
}
