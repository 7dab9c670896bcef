import { downloadCsv } from '@/lib/download-csv';
import type { ArticleListFilter } from './list-articles';

/** Every help article the filter matches, as the server's CSV. */
export async function exportArticles(filter: ArticleListFilter) {
  await downloadCsv('/bo/content/articles.csv', filter);
}
