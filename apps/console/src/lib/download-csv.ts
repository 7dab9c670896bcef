import { request } from './api-client';
import type { QueryValues } from './api-client';

/**
 * Downloads a CSV export of the server (which streams every filtered row). The token travels in a header, which a
 * plain link cannot carry, so the file is fetched and handed to the browser as a blob under the server's name.
 */
export async function downloadCsv(path: string, query: QueryValues): Promise<void> {
  const response = await request(path, { query });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
