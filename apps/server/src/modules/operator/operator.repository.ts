import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, operatorAccount, operatorSession } from './operator.tables.js';

export type OperatorRow = typeof operatorAccount.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function findOperatorByUsername(db: Database, username: string) {
  const [row] = await db
    .select()
    .from(operatorAccount)
    .where(sql`lower(${operatorAccount.username}) = lower(${username.trim()})`)
    .limit(1);
  return row;
}

export async function insertOperatorIfAbsent(db: Database, row: typeof operatorAccount.$inferInsert) {
  await db.insert(operatorAccount).values(row).onConflictDoNothing();
}

export async function insertOperatorSession(db: Database, row: typeof operatorSession.$inferInsert) {
  await db.insert(operatorSession).values(row);
}

/** Whether the operator named has ever started a session from this address. */
export async function hasSessionFromAddress(db: Database, username: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: operatorSession.id })
    .from(operatorSession)
    .innerJoin(operatorAccount, eq(operatorAccount.id, operatorSession.operatorId))
    .where(and(sql`lower(${operatorAccount.username}) = lower(${username.trim()})`, eq(operatorSession.ip, ip)))
    .limit(1);
  return Boolean(row);
}

export async function findLiveOperatorSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: operatorSession, operator: operatorAccount })
    .from(operatorSession)
    .innerJoin(operatorAccount, eq(operatorAccount.id, operatorSession.operatorId))
    .where(
      and(
        eq(operatorSession.tokenHash, tokenHash),
        isNull(operatorSession.revokedAt),
        gt(operatorSession.expiresAt, now),
        eq(operatorAccount.disabled, false),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeOperatorSession(db: Database, tokenHash: string, now: Date) {
  await db.update(operatorSession).set({ revokedAt: now }).where(eq(operatorSession.tokenHash, tokenHash));
}

export async function insertAudit(db: Database, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row);
}

export async function listAudit(db: Database, limit: number, offset: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit).offset(offset);
}
