import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LimitKind } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { member } from '../member/member.tables.js';
import { memberSession } from '../session/session.tables.js';
import { playerLimit, playerLimitChange, playerProtection } from './responsible-gaming.tables.js';

export type PlayerLimitRow = typeof playerLimit.$inferSelect;
export type PlayerLimitChangeRow = typeof playerLimitChange.$inferSelect;
export type PlayerProtectionRow = typeof playerProtection.$inferSelect;

const bigintOf = (value: unknown) => BigInt(String(value));
const dateOf = (value: unknown) => new Date(value as string | Date);

/** Takes the member row's lock: changes to one member's limits happen one at a time. */
export async function lockMemberLimits(db: Database, memberId: string) {
  await db.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for('no key update');
  await db.select({ kind: playerLimit.kind }).from(playerLimit).where(eq(playerLimit.memberId, memberId)).for('update');
}

export function listLimits(db: Database, memberId: string): Promise<PlayerLimitRow[]> {
  return db.select().from(playerLimit).where(eq(playerLimit.memberId, memberId));
}

export function listPendingChanges(db: Database, memberId: string): Promise<PlayerLimitChangeRow[]> {
  return db
    .select()
    .from(playerLimitChange)
    .where(and(eq(playerLimitChange.memberId, memberId), eq(playerLimitChange.status, 'pending')));
}

/** Sets (or, with null, removes) a limit in force, keeping `member.has_player_limits` equal to "a row exists". */
export async function writeLimit(db: Database, memberId: string, kind: LimitKind, value: bigint | null, at: Date) {
  if (value === null) {
    await db.delete(playerLimit).where(and(eq(playerLimit.memberId, memberId), eq(playerLimit.kind, kind)));
  } else {
    await db
      .insert(playerLimit)
      .values({ memberId, kind, value, updatedAt: at })
      .onConflictDoUpdate({ target: [playerLimit.memberId, playerLimit.kind], set: { value, updatedAt: at } });
  }
  await db
    .update(member)
    .set({
      hasPlayerLimits: sql`exists (select 1 from ${playerLimit} where ${playerLimit.memberId} = ${memberId})`,
    })
    .where(eq(member.id, memberId));
}

export async function insertChange(db: Database, row: typeof playerLimitChange.$inferInsert) {
  const [inserted] = await db.insert(playerLimitChange).values(row).returning();
  if (!inserted) throw new Error('player_limit_change insert returned nothing');
  return inserted;
}

export async function decideChange(db: Database, id: string, status: 'applied' | 'cancelled', at: Date) {
  await db.update(playerLimitChange).set({ status, decidedAt: at }).where(eq(playerLimitChange.id, id));
}

export async function setRealityCheckMinutes(db: Database, memberId: string, minutes: number) {
  await db.update(member).set({ realityCheckMinutes: minutes }).where(eq(member.id, memberId));
}

export async function findMemberFlags(db: Database, memberId: string) {
  const [row] = await db
    .select({ realityCheckMinutes: member.realityCheckMinutes, protectedUntil: member.protectedUntil })
    .from(member)
    .where(eq(member.id, memberId));
  return row;
}

/** The protection in force (not lifted; its end, if any, still ahead). */
export async function findProtectionInForce(db: Database, memberId: string, at: Date) {
  const [row] = await db
    .select()
    .from(playerProtection)
    .where(
      and(
        eq(playerProtection.memberId, memberId),
        isNull(playerProtection.liftedAt),
        sql`(${playerProtection.endsAt} is null or ${playerProtection.endsAt} > ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(desc(playerProtection.startedAt))
    .limit(1);
  return row;
}

export type PeriodUse = { kind: LimitKind; used: bigint; startsAt: Date; resetsAt: Date };

/** For each money limit kind: the current period in the brand's zone and what the member used of it (ledger). */
export async function periodUses(db: Database, memberId: string, timeZone: string): Promise<PeriodUse[]> {
  const rows = await queryRows<{ kind: LimitKind; used: unknown; starts_at: unknown; resets_at: unknown }>(
    db,
    sql`select k.kind, responsible_gaming_used(${memberId}::uuid, split_part(k.kind, '_', 1), p.starts_at) as used,
        p.starts_at, p.resets_at
      from unnest(array['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month',
        'wager_day', 'wager_week', 'wager_month']) as k(kind)
      cross join lateral responsible_gaming_period(split_part(k.kind, '_', 2), ${timeZone}, clock_timestamp()) as p`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    used: bigintOf(row.used),
    startsAt: dateOf(row.starts_at),
    resetsAt: dateOf(row.resets_at),
  }));
}

export async function findLoginSession(db: Database, sessionId: string) {
  const [row] = await db
    .select({ createdAt: memberSession.createdAt })
    .from(memberSession)
    .where(eq(memberSession.id, sessionId));
  return row;
}

/** Stakes and wins minus stakes of the member's main wallet since `from`, from the ledger. */
export async function playSince(db: Database, memberId: string, from: Date) {
  const [row] = await queryRows<{ stakes: unknown; loss: unknown }>(
    db,
    sql`select responsible_gaming_used(${memberId}::uuid, 'wager', ${from.toISOString()}::timestamptz) as stakes,
      responsible_gaming_used(${memberId}::uuid, 'loss', ${from.toISOString()}::timestamptz) as loss`,
  );
  return { stakesMinor: bigintOf(row?.stakes ?? 0), netMinor: -bigintOf(row?.loss ?? 0) };
}
