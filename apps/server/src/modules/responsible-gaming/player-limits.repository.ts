import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LimitKind } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { playerLimit, playerLimitChange, playerProtection } from './responsible-gaming.tables.js';

export type PlayerLimitRow = typeof playerLimit.$inferSelect;
export type PlayerLimitChangeRow = typeof playerLimitChange.$inferSelect;
export type PlayerProtectionRow = typeof playerProtection.$inferSelect;

const bigintOf = (value: unknown) => BigInt(String(value));
const dateOf = (value: unknown) => new Date(value as string | Date);

// The member row and login sessions belong to other modules; these few reads and writes of them are plain SQL.

/**
 * Takes the member row's lock (never a key lock: a bet's foreign keys to the member must not wait on it), then the
 * limits' locks the gate takes: changes to one member's limits happen one at a time, and never beside a gate check.
 */
export async function lockMemberLimits(db: Database, memberId: string) {
  await db.execute(sql`select 1 from member where id = ${memberId} for no key update`);
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
  await db.execute(sql`update member set has_player_limits = exists (select 1 from player_limit l
    where l.member_id = ${memberId}) where id = ${memberId}`);
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
  await db.execute(sql`update member set reality_check_minutes = ${minutes} where id = ${memberId}`);
}

export async function findRealityCheckMinutes(db: Database, memberId: string): Promise<number | undefined> {
  const [row] = await queryRows<{ minutes: number }>(
    db,
    sql`select reality_check_minutes as minutes from member where id = ${memberId}`,
  );
  return row === undefined ? undefined : Number(row.minutes);
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

/** When the login session began. */
export async function findLoginSessionStart(db: Database, sessionId: string): Promise<Date | undefined> {
  const [row] = await queryRows<{ created_at: unknown }>(
    db,
    sql`select created_at from member_session where id = ${sessionId}::uuid`,
  );
  return row === undefined ? undefined : dateOf(row.created_at);
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
