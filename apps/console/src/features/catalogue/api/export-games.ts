import type { ConsoleGameFilter } from '@croupier/contracts';
import { downloadCsv } from '@/lib/download-csv';
import { gameQueryValues } from './list-games';

/** Every game the filter matches, as the server's CSV. */
export async function exportGames(filter: ConsoleGameFilter) {
  await downloadCsv('/bo/games.csv', gameQueryValues(filter));
}
