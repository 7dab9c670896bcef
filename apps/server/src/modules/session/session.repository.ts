import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberSession } from './session.tables.js';

export type SessionRow = typeof memberSession.$inferSelect;

export async function insertSession(db: Database, row: typeof memberSession.$inferInsert): Promise<SessionRow> {
  const [created] = await db.insert(memberSession).values(row).returning();
  if (!created) throw new Error('session insert returned nothing');
  return created;
}

export async function findLiveSession(db: Database, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(memberSession)
    .where(
      and(
        eq(memberSession.tokenHash, tokenHash),
        isNull(memberSession.revokedAt),
        gt(memberSession.expiresAt, now),
        gt(memberSession.idleExpiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Database, id: string, now: Date, idleExpiresAt: Date) {
  await db
    .update(memberSession)
    .set({
      lastSeenAt: now,
      idleExpiresAt: sql`least(${memberSession.expiresAt}, ${idleExpiresAt.toISOString()}::timestamptz)`,
    })
    .where(eq(memberSession.id, id));
}

export async function revokeSessionByHash(db: Database, tokenHash: string, now: Date) {
  await db
    .update(memberSession)
    .set({ revokedAt: now })
    .where(and(eq(memberSession.tokenHash, tokenHash), isNull(memberSession.revokedAt)));
}

/** Revokes every live session of the member except `keepId` (if given). */
export async function revokeMemberSessions(db: Database, memberId: string, now: Date, keepId?: string) {
  await db
    .update(memberSession)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSession.memberId, memberId),
        isNull(memberSession.revokedAt),
        keepId ? ne(memberSession.id, keepId) : undefined,
      ),
    );
}
