import { downloadCsv } from '@/lib/download-csv';
import type { AnnouncementListFilter } from './list-announcements';

/** Every announcement the filter matches, as the server's CSV. */
export async function exportAnnouncements(filter: AnnouncementListFilter) {
  await downloadCsv('/bo/content/announcements.csv', filter);
}
