import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** Where an export batch stopped: the sort key as PostgreSQL prints it (microseconds kept) and the row's id. */
export type KeysetCursor = { key: string; id: string };

/** The sort key as the cursor keeps it: text from SQL, since a JavaScript Date would round a timestamp's microseconds. */
export const cursorKeyOf = (key: AnyColumn) => sql<string>`${key}::text`;

/**
 * The rows after `cursor` in the order (key, id) `direction`: the next export batch is then an index range, not an
 * offset the database must count past. The key's own bound is spelled out so an index on the key alone is used.
 */
export function afterCursor(
  key: AnyColumn,
  keyType: 'timestamptz' | 'bigint',
  id: AnyColumn,
  direction: 'asc' | 'desc',
  cursor: KeysetCursor | null | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const last = sql`${cursor.key}::${sql.raw(keyType)}`;
  return direction === 'asc'
    ? sql`(${key} >= ${last} and (${key} > ${last} or ${id} > ${cursor.id}::uuid))`
    : sql`(${key} <= ${last} and (${key} < ${last} or ${id} < ${cursor.id}::uuid))`;
}
