import { buildPage, pageOffset } from '@croupier/contracts';
import type { AuditLogFilter, AuditLogQuery, Page } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { countAuditEntries, listAuditEntries, listAuditEntriesAfter } from './audit-log.repository.js';
import { maskDetail } from './mask-detail.js';

export type AuditLogEntry = {
  id: string;
  operator: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  ip: string;
  createdAt: Date;
};

/** How many rows an export reads at a time: memory stays flat however long the log is. */
const exportBatchSize = 1_000;

function entryOf(row: Awaited<ReturnType<typeof listAuditEntries>>[number]): AuditLogEntry {
  return {
    id: row.id.toString(),
    operator: row.operatorUsername,
    action: row.action,
    target: row.target,
    detail: maskDetail(row.detail),
    ip: row.ip,
    createdAt: row.createdAt,
  };
}

/** The audit log as the console reads it: filtered, sorted by time, paged or exported whole, details masked. */
export function createAuditLogService({ db }: { db: Database }) {
  async function listAuditLog(query: AuditLogQuery): Promise<Page<AuditLogEntry>> {
    const [rows, total] = await Promise.all([
      listAuditEntries(db, query, query.pageSize, pageOffset(query)),
      countAuditEntries(db, query),
    ]);
    return buildPage(rows.map(entryOf), query, total);
  }

  /**
   * Every row the filter matches, a batch at a time, in the filter's order. Batches follow a cursor, not an offset,
   * so rows written during a long export neither repeat nor push others out.
   */
  async function* exportAuditLog(filter: AuditLogFilter): AsyncGenerator<AuditLogEntry> {
    let afterId: bigint | null = null;
    for (;;) {
      const rows = await listAuditEntriesAfter(db, filter, afterId, exportBatchSize);
      for (const row of rows) yield entryOf(row);
      const last = rows.at(-1);
      if (!last || rows.length < exportBatchSize) return;
      afterId = last.id;
    }
  }

  return { listAuditLog, exportAuditLog };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
