import type { AuditLogFilter } from '@croupier/contracts';
import { and, asc, count, desc, gte, like, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { escapeLike } from './like-pattern.js';
import { auditLog } from './operator.tables.js';

export type AuditRow = typeof auditLog.$inferSelect;

function conditionsOf(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.operator ? sql`lower(${auditLog.operatorUsername}) = lower(${filter.operator})` : undefined,
    filter.action ? like(auditLog.action, `${escapeLike(filter.action)}%`) : undefined,
    filter.target ? sql`${auditLog.target} ilike ${`%${escapeLike(filter.target)}%`}` : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, new Date(filter.to)) : undefined,
  );
}

/** A page of the filtered log in time order; the id breaks ties so pages never overlap. */
export async function listAuditEntries(
  db: Database,
  filter: AuditLogFilter,
  limit: number,
  offset: number,
): Promise<AuditRow[]> {
  const direction = filter.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(auditLog)
    .where(conditionsOf(filter))
    .orderBy(direction(auditLog.createdAt), direction(auditLog.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The filtered rows that come after row `afterId` in the filter's order (from the start without one). The cursor's
 * time is read in SQL, at the column's microseconds: a JavaScript Date would round it and skip or repeat rows.
 */
export async function listAuditEntriesAfter(
  db: Database,
  filter: AuditLogFilter,
  afterId: bigint | null,
  limit: number,
): Promise<AuditRow[]> {
  const direction = filter.order === 'asc' ? asc : desc;
  const cursorTime = sql`(select ${auditLog.createdAt} from ${auditLog} where ${auditLog.id} = ${afterId})`;
  const cursor =
    afterId === null
      ? undefined
      : filter.order === 'asc'
        ? sql`(${auditLog.createdAt}, ${auditLog.id}) > (${cursorTime}, ${afterId})`
        : sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursorTime}, ${afterId})`;
  return db
    .select()
    .from(auditLog)
    .where(and(conditionsOf(filter), cursor))
    .orderBy(direction(auditLog.createdAt), direction(auditLog.id))
    .limit(limit);
}

export async function countAuditEntries(db: Database, filter: AuditLogFilter): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(auditLog).where(conditionsOf(filter));
  return row?.rows ?? 0;
}
