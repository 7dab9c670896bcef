import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export type CsvColumn<Row> = { header: string; value: (row: Row) => string };

/**
 * Streams `rows` as a CSV attachment: a header row, then one line per row as the source yields it, so an export of
 * any length holds one batch in memory. A byte-order mark lets spreadsheet programs read Thai as UTF-8; cells that
 * a spreadsheet would run as a formula are escaped.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    bom: true,
    escape_formulas: true,
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => column.value(row));
    })(),
  );
  records.pipe(csv);
  records.on('error', (error) => csv.destroy(error));
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

/** The date of `now` for a file name: `audit-log-2026-11-26.csv`. */
export function csvFileName(prefix: string, now: Date) {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}
