import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { ProgressDelta } from './missions.service.js';
import type { MissionEventSource } from './missions.tables.js';
import { mission, missionClaim, missionEvent, missionLeaderboardEntry, missionProgress } from './missions.tables.js';

type Executor = Database | Transaction;

export type MissionRow = typeof mission.$inferSelect;
export type NewMission = typeof mission.$inferInsert;
export type MissionProgressRow = typeof missionProgress.$inferSelect;
export type MissionClaimRow = typeof missionClaim.$inferSelect;
export type LeaderboardEntryRow = typeof missionLeaderboardEntry.$inferSelect;

export async function insertMission(db: Executor, row: NewMission): Promise<MissionRow | null> {
  const [inserted] = await db.insert(mission).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Changes a draft's rules; answers null when the mission is not a draft any more (or not the brand's). */
export async function updateDraft(
  db: Executor,
  merchantId: string,
  id: string,
  changes: Partial<NewMission>,
): Promise<MissionRow | null> {
  const [updated] = await db
    .update(mission)
    .set(changes)
    .where(and(eq(mission.id, id), eq(mission.merchantId, merchantId), eq(mission.status, 'draft')))
    .returning();
  return updated ?? null;
}

/** Moves a mission from one of `from` to `to`; null when it was in another state. */
export async function moveStatus(
  db: Executor,
  input: {
    merchantId: string;
    id: string;
    from: MissionRow['status'][];
    to: MissionRow['status'];
    by: string;
    at: Date;
  },
): Promise<MissionRow | null> {
  const [updated] = await db
    .update(mission)
    .set({ status: input.to, updatedBy: input.by, updatedAt: input.at })
    .where(and(eq(mission.id, input.id), eq(mission.merchantId, input.merchantId), inArray(mission.status, input.from)))
    .returning();
  return updated ?? null;
}

export async function findMission(db: Executor, merchantId: string, id: string): Promise<MissionRow | null> {
  const [row] = await db
    .select()
    .from(mission)
    .where(and(eq(mission.id, id), eq(mission.merchantId, merchantId)));
  return row ?? null;
}

export function listMissions(db: Executor, merchantId: string) {
  return db.select().from(mission).where(eq(mission.merchantId, merchantId)).orderBy(desc(mission.startsAt));
}

/** A brand's published missions whose window has begun by `at` and whose claims may still be open. */
export function listPlayerMissions(db: Executor, merchantId: string, at: Date) {
  return db
    .select()
    .from(mission)
    .where(
      and(
        eq(mission.merchantId, merchantId),
        eq(mission.status, 'published'),
        sql`${mission.startsAt} <= ${at.toISOString()}::timestamptz`,
        sql`${mission.endsAt} + make_interval(days => ${mission.claimDays}) > ${at.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(mission.endsAt), asc(mission.code));
}

/** Published missions counting bets, of the brands (the stream consumer's rules). */
export function listBetMissions(db: Executor, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return Promise.resolve([] as MissionRow[]);
  return db
    .select()
    .from(mission)
    .where(
      and(
        inArray(mission.merchantId, [...merchantIds]),
        eq(mission.status, 'published'),
        inArray(mission.metric, ['valid_bet', 'bet_count']),
      ),
    );
}

/** The brands' time zones. */
export async function timeZonesOf(db: Executor, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; time_zone: string }>(
    db,
    sql`select id, time_zone from merchant where id in (${sql.join(
      merchantIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.id, row.time_zone]));
}

export async function currencyOf(db: Executor, merchantId: string): Promise<string | null> {
  const [row] = await queryRows<{ currency: string }>(
    db,
    sql`select currency from merchant where id = ${merchantId}::uuid`,
  );
  return row?.currency ?? null;
}

/**
 * Counts deltas once each: the events are recorded (unique per mission, source and key) and only those new here
 * move `mission_progress`, in the caller's transaction. Answers how many were new.
 */
export async function applyDeltas(
  db: Executor,
  source: MissionEventSource,
  deltas: readonly ProgressDelta[],
): Promise<number> {
  if (deltas.length === 0) return 0;
  const fresh: { missionId: string; memberId: string; period: string; delta: bigint; at: Date }[] = [];
  // Keep each statement's parameters well below PostgreSQL's limit.
  for (let start = 0; start < deltas.length; start += 1_000) {
    const inserted = await db
      .insert(missionEvent)
      .values(
        deltas.slice(start, start + 1_000).map((delta) => ({
          missionId: delta.missionId,
          memberId: delta.memberId,
          period: delta.period,
          source,
          eventKey: delta.eventKey,
          delta: delta.delta,
          at: delta.at,
        })),
      )
      .onConflictDoNothing()
      .returning({
        missionId: missionEvent.missionId,
        memberId: missionEvent.memberId,
        period: missionEvent.period,
        delta: missionEvent.delta,
        at: missionEvent.at,
      });
    fresh.push(...inserted);
  }
  const sums = new Map<string, { missionId: string; memberId: string; period: string; value: bigint; at: Date }>();
  for (const row of fresh) {
    const key = `${row.missionId}|${row.memberId}|${row.period}`;
    const before = sums.get(key);
    if (!before)
      sums.set(key, {
        missionId: row.missionId,
        memberId: row.memberId,
        period: row.period,
        value: row.delta,
        at: row.at,
      });
    else sums.set(key, { ...before, value: before.value + row.delta, at: before.at > row.at ? before.at : row.at });
  }
  // A stable order, so two transactions touching the same rows take their locks alike.
  const ordered = [...sums.entries()].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  for (let start = 0; start < ordered.length; start += 1_000) {
    await db
      .insert(missionProgress)
      .values(
        ordered.slice(start, start + 1_000).map(([, sum]) => ({
          missionId: sum.missionId,
          memberId: sum.memberId,
          period: sum.period,
          value: sum.value,
          reachedAt: sum.at,
        })),
      )
      .onConflictDoUpdate({
        target: [missionProgress.missionId, missionProgress.memberId, missionProgress.period],
        set: {
          value: sql`${missionProgress.value} + excluded.value`,
          reachedAt: sql`greatest(${missionProgress.reachedAt}, excluded.reached_at)`,
        },
      });
  }
  return fresh.length;
}

/**
 * Counts the brands' confirmed deposits into their published deposit missions, once each: a deposit is an event
 * of each mission whose window holds its confirmation time, in the period of that time in the brand's zone. Every
 * pass looks at the whole window again (the unique event row keeps it once), so a deposit confirmed by a
 * transaction that committed late is counted on a later pass, never skipped.
 */
export async function countDeposits(db: Executor): Promise<number> {
  const rows = await queryRows<{
    mission_id: string;
    member_id: string;
    period: string;
    event_key: string;
    delta: string;
    at: string;
  }>(
    db,
    sql`select m.id as mission_id, d.member_id, case m.kind
          when 'daily' then to_char(d.decided_at at time zone b.time_zone, 'YYYY-MM-DD')
          when 'weekly' then to_char(date_trunc('week', d.decided_at at time zone b.time_zone), 'YYYY-MM-DD')
          else 'event' end as period,
        d.id::text as event_key, d.amount_minor::text as delta, d.decided_at as at
      from mission m
      join merchant b on b.id = m.merchant_id
      join deposit d on d.merchant_id = m.merchant_id and d.status = 'confirmed'
        and d.created_at >= m.starts_at - interval '1 day' and d.decided_at >= m.starts_at and d.decided_at < m.ends_at
      where m.status = 'published' and m.metric = 'deposit' and m.final_at is null
        and m.ends_at > now() - interval '2 days'
        and not exists (select 1 from mission_event e where e.mission_id = m.id and e.source = 'deposit'
          and e.event_key = d.id::text)
      limit 5000`,
  );
  return applyDeltas(
    db,
    'deposit',
    rows.map((row) => ({
      missionId: row.mission_id,
      memberId: row.member_id,
      period: row.period,
      eventKey: row.event_key,
      delta: BigInt(row.delta),
      at: new Date(row.at),
    })),
  );
}

/** A member's progress rows in the missions' given periods. */
export async function progressOf(
  db: Executor,
  memberId: string,
  wanted: readonly { missionId: string; period: string }[],
): Promise<MissionProgressRow[]> {
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.memberId, memberId),
        sql`(${missionProgress.missionId}, ${missionProgress.period}) in (${sql.join(
          wanted.map((item) => sql`(${item.missionId}::uuid, ${item.period})`),
          sql`, `,
        )})`,
      ),
    );
}

/** Locks the member's progress row of a period (a claim reads it under the lock). */
export async function lockProgress(db: Executor, missionId: string, memberId: string, period: string) {
  const [row] = await db
    .select()
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.missionId, missionId),
        eq(missionProgress.memberId, memberId),
        eq(missionProgress.period, period),
      ),
    )
    .for('update');
  return row ?? null;
}

export function claimsOf(db: Executor, memberId: string, missionIds: readonly string[]) {
  if (missionIds.length === 0) return Promise.resolve([] as MissionClaimRow[]);
  return db
    .select()
    .from(missionClaim)
    .where(and(eq(missionClaim.memberId, memberId), inArray(missionClaim.missionId, [...missionIds])));
}

export async function findClaimByKey(db: Executor, memberId: string, requestKey: string) {
  const [row] = await db
    .select()
    .from(missionClaim)
    .where(and(eq(missionClaim.memberId, memberId), eq(missionClaim.requestKey, requestKey)));
  return row ?? null;
}

export async function insertClaim(db: Executor, row: typeof missionClaim.$inferInsert) {
  const [inserted] = await db.insert(missionClaim).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The brand-local days a member checked in to a check-in mission, oldest first. */
export async function checkInDaysOf(db: Executor, missionId: string, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ day: missionEvent.eventKey })
    .from(missionEvent)
    .where(
      and(
        eq(missionEvent.missionId, missionId),
        eq(missionEvent.memberId, memberId),
        eq(missionEvent.source, 'check_in'),
      ),
    )
    .orderBy(asc(missionEvent.eventKey));
  return rows.map((row) => row.day);
}

export type LiveRankRow = { rank: number; member_id: string; username: string; value: string; reached_at: string };

/**
 * The live leaderboard of an event mission (reference §7.3's order): the top `limit` and, if given, the member's
 * own row wherever it ranks.
 */
export async function liveLeaderboard(
  db: Executor,
  input: { missionId: string; minQualifyMinor: bigint; limit: number; memberId?: string },
): Promise<LiveRankRow[]> {
  const rows = await queryRows<LiveRankRow & { rank: string | number }>(
    db,
    sql`select * from (
        select row_number() over (order by p.value desc, p.reached_at asc, p.member_id asc) as rank,
          p.member_id, m.username, p.value::text as value, p.reached_at
        from mission_progress p join member m on m.id = p.member_id
        where p.mission_id = ${input.missionId}::uuid and p.period = 'event' and p.value > 0
          and p.value >= ${input.minQualifyMinor.toString()}::bigint
      ) ranked
      where rank <= ${input.limit} or member_id = ${input.memberId ?? null}::uuid
      order by rank`,
  );
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** Every qualifying row of an event mission's board, for the final snapshot (locked by the snapshot's claim). */
export function boardEntries(db: Executor, missionId: string) {
  return db
    .select({ memberId: missionProgress.memberId, value: missionProgress.value, reachedAt: missionProgress.reachedAt })
    .from(missionProgress)
    .where(and(eq(missionProgress.missionId, missionId), eq(missionProgress.period, 'event')));
}

export type FinalRow = LeaderboardEntryRow & { username: string };

export async function finalLeaderboard(db: Executor, missionId: string): Promise<FinalRow[]> {
  const rows = await queryRows<{
    mission_id: string;
    rank: number;
    member_id: string;
    value: string;
    reached_at: string;
    prize_minor: string | null;
    grant_id: string | null;
    outcome: string | null;
    username: string;
  }>(
    db,
    sql`select e.*, m.username from mission_leaderboard_entry e join member m on m.id = e.member_id
      where e.mission_id = ${missionId}::uuid order by e.rank`,
  );
  return rows.map((row) => ({
    missionId: row.mission_id,
    rank: Number(row.rank),
    memberId: row.member_id,
    value: BigInt(row.value),
    reachedAt: new Date(row.reached_at),
    prizeMinor: row.prize_minor === null ? null : BigInt(row.prize_minor),
    grantId: row.grant_id,
    outcome: row.outcome,
    username: row.username,
  }));
}

/** Event missions with a leaderboard whose end (plus the settlement lag) has passed and that have no final yet. */
export function dueFinals(db: Executor, before: Date) {
  return db
    .select()
    .from(mission)
    .where(
      and(
        eq(mission.leaderboard, true),
        eq(mission.kind, 'event'),
        inArray(mission.status, ['published', 'closed']),
        isNull(mission.finalAt),
        sql`${mission.endsAt} <= ${before.toISOString()}::timestamptz`,
      ),
    );
}

/** Takes the final snapshot's right: one caller ever sets `final_at`; the rest get false. */
export async function markFinal(db: Executor, missionId: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(mission)
    .set({ finalAt: at })
    .where(and(eq(mission.id, missionId), isNull(mission.finalAt)))
    .returning({ id: mission.id });
  return updated.length === 1;
}

export async function insertLeaderboardEntries(db: Executor, rows: (typeof missionLeaderboardEntry.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 1_000)
    await db.insert(missionLeaderboardEntry).values(rows.slice(start, start + 1_000));
}

/** Participants per mission (members with any progress row). */
export async function participantCounts(db: Executor, missionIds: readonly string[]) {
  if (missionIds.length === 0) return new Map<string, number>();
  const rows = await queryRows<{ mission_id: string; count: string }>(
    db,
    sql`select mission_id, count(distinct member_id)::text as count from mission_progress
      where mission_id in (${sql.join(
        missionIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) group by mission_id`,
  );
  return new Map(rows.map((row) => [row.mission_id, Number(row.count)]));
}

/** Per milestone target: how many member periods reached it. */
export async function reachedCounts(db: Executor, missionId: string, targets: readonly bigint[]) {
  const counts: number[] = [];
  for (const target of targets) {
    const [row] = await queryRows<{ count: string }>(
      db,
      sql`select count(*)::text as count from mission_progress where mission_id = ${missionId}::uuid
        and value >= ${target.toString()}::bigint`,
    );
    counts.push(Number(row?.count ?? 0));
  }
  return counts;
}

/** Claims per milestone and what they paid. */
export async function claimTotals(db: Executor, missionId: string) {
  const rows = await queryRows<{ milestone: number; count: string; paid: string }>(
    db,
    sql`select milestone, count(*)::text as count, coalesce(sum(amount_minor), 0)::text as paid from mission_claim
      where mission_id = ${missionId}::uuid group by milestone`,
  );
  return new Map(rows.map((row) => [Number(row.milestone), { count: Number(row.count), paidMinor: BigInt(row.paid) }]));
}
