import type { ExclusionFilter } from '@croupier/contracts';
import { downloadCsv } from '@/lib/download-csv';

/** Every register row the filter matches, as the server's CSV. */
export async function exportExclusions(filter: ExclusionFilter) {
  await downloadCsv('/bo/responsible-gaming/exclusions.csv', filter);
}
