import type { OperatorAccountFilter } from '@croupier/contracts';
import { and, asc, count, desc, eq, getTableColumns, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { escapeLike } from './like-pattern.js';
import { auditLog, operatorAccount, operatorSession } from './operator.tables.js';
import type { OperatorRole, OperatorSessionStage } from './operator.tables.js';

export type OperatorRow = typeof operatorAccount.$inferSelect;
export type OperatorListRow = OperatorRow & { twoFactorEnabled: boolean };

export async function findOperatorByUsername(db: Database, username: string) {
  const [row] = await db
    .select()
    .from(operatorAccount)
    .where(sql`lower(${operatorAccount.username}) = lower(${username.trim()})`)
    .limit(1);
  return row;
}

export async function findOperatorById(db: Database, id: string) {
  const [row] = await db.select().from(operatorAccount).where(eq(operatorAccount.id, id)).limit(1);
  return row;
}

export async function insertOperatorIfAbsent(db: Database, row: typeof operatorAccount.$inferInsert) {
  await db.insert(operatorAccount).values(row).onConflictDoNothing();
}

/** The new account, or undefined when the name is taken (whatever its case). */
export async function insertOperator(db: Database, row: typeof operatorAccount.$inferInsert) {
  const [inserted] = await db.insert(operatorAccount).values(row).onConflictDoNothing().returning();
  return inserted;
}

function accountConditions(filter: OperatorAccountFilter): SQL | undefined {
  return and(
    filter.search ? sql`${operatorAccount.username} ilike ${`%${escapeLike(filter.search)}%`}` : undefined,
    filter.role ? sql`${filter.role} = any(${operatorAccount.roles})` : undefined,
    // An account of every brand may act on any brand, so it is among a brand's accounts.
    filter.brand
      ? or(
          isNull(operatorAccount.brands),
          sql`exists (select 1 from unnest(${operatorAccount.brands}) as brand where lower(brand) = lower(${filter.brand}))`,
        )
      : undefined,
    filter.status ? eq(operatorAccount.disabled, filter.status === 'disabled') : undefined,
  );
}

/**
 * A page of the filtered accounts in the filter's order; the id breaks ties so pages never overlap. Each says
 * whether its second factor is on: a confirmed authenticator (the two-factor module's row, read by its key).
 */
export async function listOperatorAccounts(
  db: Database,
  filter: OperatorAccountFilter,
  limit: number,
  offset: number,
): Promise<OperatorListRow[]> {
  const direction = filter.order === 'desc' ? desc : asc;
  const key = filter.sort === 'createdAt' ? operatorAccount.createdAt : sql`lower(${operatorAccount.username})`;
  return db
    .select({
      ...getTableColumns(operatorAccount),
      twoFactorEnabled: sql<boolean>`exists (select 1 from operator_two_factor f
        where f.operator_id = ${operatorAccount.id} and f.enabled_at is not null)`,
    })
    .from(operatorAccount)
    .where(accountConditions(filter))
    .orderBy(direction(key), direction(operatorAccount.id))
    .limit(limit)
    .offset(offset);
}

export async function countOperatorAccounts(db: Database, filter: OperatorAccountFilter): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(operatorAccount).where(accountConditions(filter));
  return row?.rows ?? 0;
}

export async function updateOperatorAccount(
  db: Database,
  id: string,
  change: Partial<Pick<OperatorRow, 'roles' | 'brands' | 'disabled' | 'passwordHash' | 'passwordChangedAt'>>,
) {
  const [row] = await db.update(operatorAccount).set(change).where(eq(operatorAccount.id, id)).returning();
  return row;
}

/**
 * Locks the enabled admins' rows: two admins taking away each other's admin role at once are serialized here,
 * so the second sees the first's change and the last admin of every brand is never removed.
 */
export async function lockEnabledAdmins(db: Database) {
  return db
    .select({ id: operatorAccount.id, brands: operatorAccount.brands })
    .from(operatorAccount)
    .where(and(eq(operatorAccount.disabled, false), sql`'admin' = any(${operatorAccount.roles})`))
    .orderBy(asc(operatorAccount.id))
    .for('update');
}

export async function insertOperatorSession(db: Database, row: typeof operatorSession.$inferInsert) {
  const [inserted] = await db.insert(operatorSession).values(row).returning({ id: operatorSession.id });
  return inserted;
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

/**
 * The session and its operator when the session is open (not revoked, before its absolute end, used since
 * `idleSince`) and the operator enabled. The call is recorded as the session's last in the same statement, but
 * only when the recorded one is older than `touchBefore`: the idle clock needs minutes, not every call's write.
 */
export async function touchLiveOperatorSession(
  db: Database,
  tokenHash: string,
  times: { now: Date; idleSince: Date; touchBefore: Date },
) {
  const [row] = await queryRows<{
    sessionId: string;
    stage: OperatorSessionStage;
    id: string;
    username: string;
    roles: OperatorRole[];
    brands: string[] | null;
  }>(
    db,
    sql`with live as (
      select s.id as "sessionId", s.stage, s.last_seen_at, a.id, a.username, a.roles, a.brands
      from ${operatorSession} s join ${operatorAccount} a on a.id = s.operator_id
      where s.token_hash = ${tokenHash}
        and s.revoked_at is null
        and s.expires_at > ${times.now.toISOString()}::timestamptz
        and s.last_seen_at > ${times.idleSince.toISOString()}::timestamptz
        and s.stage <> 'second-factor'
        and not a.disabled
    ), touched as (
      update ${operatorSession} set last_seen_at = ${times.now.toISOString()}::timestamptz
      where id = (select "sessionId" from live) and last_seen_at < ${times.touchBefore.toISOString()}::timestamptz
    )
    select "sessionId", stage, id, username, roles, brands from live`,
  );
  return row;
}

/** The operator of a live login challenge (the password was right, the second factor is still to give). */
export async function findLiveChallengeOperator(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ operatorId: operatorSession.operatorId })
    .from(operatorSession)
    .innerJoin(operatorAccount, eq(operatorAccount.id, operatorSession.operatorId))
    .where(
      and(
        eq(operatorSession.tokenHash, tokenHash),
        eq(operatorSession.stage, 'second-factor'),
        isNull(operatorSession.revokedAt),
        gt(operatorSession.expiresAt, now),
        eq(operatorAccount.disabled, false),
      ),
    )
    .limit(1);
  return row?.operatorId;
}

/**
 * Turns a session of one stage into a full one, under a new token and expiry when given; guarded by the stage,
 * so a challenge opens one session however many requests race with it.
 */
export async function promoteOperatorSession(
  db: Database,
  where: { tokenHash?: string; sessionId?: string; stage: 'second-factor' | 'enrolment' },
  change: { tokenHash?: string; expiresAt?: Date; now: Date },
) {
  const rows = await db
    .update(operatorSession)
    .set({
      stage: 'active',
      lastSeenAt: change.now,
      ...(change.tokenHash ? { tokenHash: change.tokenHash } : {}),
      ...(change.expiresAt ? { expiresAt: change.expiresAt } : {}),
    })
    .where(
      and(
        where.tokenHash ? eq(operatorSession.tokenHash, where.tokenHash) : undefined,
        where.sessionId ? eq(operatorSession.id, where.sessionId) : undefined,
        eq(operatorSession.stage, where.stage),
        isNull(operatorSession.revokedAt),
        gt(operatorSession.expiresAt, change.now),
      ),
    )
    .returning({ operatorId: operatorSession.operatorId });
  return rows[0];
}

export async function revokeOperatorSession(db: Database, tokenHash: string, now: Date) {
  await db.update(operatorSession).set({ revokedAt: now }).where(eq(operatorSession.tokenHash, tokenHash));
}

/** Revokes the operator's open sessions, but the one kept (if any); answers how many ended. */
export async function revokeOperatorSessions(db: Database, operatorId: string, now: Date, keepSessionId?: string) {
  const ended = await db
    .update(operatorSession)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSession.operatorId, operatorId),
        isNull(operatorSession.revokedAt),
        gt(operatorSession.expiresAt, now),
        ...(keepSessionId ? [ne(operatorSession.id, keepSessionId)] : []),
      ),
    )
    .returning({ id: operatorSession.id });
  return ended.length;
}

export async function insertAudit(db: Database, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row);
}
