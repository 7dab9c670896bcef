import type { HarmMarker, LimitKind, ProtectionKind, SelfExclusionPeriod, TimeOutPeriod } from '@croupier/contracts';
import { harmMarkerThresholds, selfExclusionLiftCoolingOffHours } from '@croupier/contracts';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { LimitChangeStatus } from './responsible-gaming.tables.js';

/** An instant as ISO text in UTC, the same on both drivers. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type LimitRow = { kind: LimitKind; value: string; updatedAt: string };

export async function selectLimits(db: Database, memberId: string) {
  return queryRows<LimitRow>(
    db,
    sql`select kind, value::text as value, ${iso(sql`updated_at`)} as "updatedAt"
      from player_limit where member_id = ${memberId}::uuid order by kind`,
  );
}

export type LimitChangeRecord = {
  id: string;
  kind: LimitKind;
  previousValue: string | null;
  value: string | null;
  status: LimitChangeStatus;
  requestedAt: string;
  effectiveAt: string;
  decidedAt: string | null;
  operator: string | null;
};

const limitChangeColumns = sql`c.id::text as id, c.kind, c.previous_value::text as "previousValue",
  c.value::text as value, c.status, ${iso(sql`c.requested_at`)} as "requestedAt",
  ${iso(sql`c.effective_at`)} as "effectiveAt", ${iso(sql`c.decided_at`)} as "decidedAt", o.username as operator`;

export async function selectPendingLimitChanges(db: Database, memberId: string) {
  return queryRows<LimitChangeRecord>(
    db,
    sql`select ${limitChangeColumns} from player_limit_change c left join operator_account o on o.id = c.operator_id
      where c.member_id = ${memberId}::uuid and c.status = 'pending' order by c.kind`,
  );
}

/** A page of the member's limit changes, newest first (over `player_limit_change_member_index`). */
export async function selectLimitChanges(db: Database, memberId: string, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    queryRows<LimitChangeRecord>(
      db,
      sql`select ${limitChangeColumns} from player_limit_change c left join operator_account o on o.id = c.operator_id
        where c.member_id = ${memberId}::uuid order by c.requested_at desc, c.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from player_limit_change where member_id = ${memberId}::uuid`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type ProtectionRecord = {
  id: string;
  kind: ProtectionKind;
  period: TimeOutPeriod | SelfExclusionPeriod;
  startedAt: string;
  endsAt: string | null;
  ended: boolean;
  /** The end and the cooling-off after it have passed: an operator may lift a self-exclusion. */
  coolingOffOver: boolean;
  liftedAt: string | null;
  liftedBy: string | null;
  liftNote: string | null;
};

const protectionColumns = (now: Date) => sql`p.id::text as id, p.kind, p.period,
  ${iso(sql`p.started_at`)} as "startedAt", ${iso(sql`p.ends_at`)} as "endsAt",
  coalesce(p.ends_at <= ${now.toISOString()}::timestamptz, false) as ended,
  coalesce(p.ends_at + make_interval(hours => ${selfExclusionLiftCoolingOffHours})
    <= ${now.toISOString()}::timestamptz, false) as "coolingOffOver",
  ${iso(sql`p.lifted_at`)} as "liftedAt", o.username as "liftedBy", p.lift_note as "liftNote"`;

export async function selectProtections(db: Database, memberId: string, now: Date) {
  return queryRows<ProtectionRecord>(
    db,
    sql`select ${protectionColumns(now)} from player_protection p left join operator_account o on o.id = p.lifted_by
      where p.member_id = ${memberId}::uuid order by p.started_at desc`,
  );
}

export async function selectMemberProtection(db: Database, memberId: string) {
  const [row] = await queryRows<{ protectedUntil: string | null; permanent: boolean; realityCheckMinutes: number }>(
    db,
    sql`select case when protected_until = 'infinity' then null else ${iso(sql`protected_until`)} end
        as "protectedUntil", coalesce(protected_until = 'infinity', false) as permanent,
        reality_check_minutes as "realityCheckMinutes"
      from member where id = ${memberId}::uuid`,
  );
  return row ?? { protectedUntil: null, permanent: false, realityCheckMinutes: 60 };
}

/**
 * Lifts the member's self-exclusion `protectionId` if it has ended and is not lifted yet, and frees the member in
 * the same statement's transaction; answers whether a row was lifted. The row is locked by the update, so two
 * operators lifting at once lift it once.
 */
export async function liftSelfExclusion(
  db: Database,
  input: { memberId: string; protectionId: string; operatorId: string; note: string; now: Date },
) {
  const lifted = await queryRows<{ id: string }>(
    db,
    sql`update player_protection set lifted_at = ${input.now.toISOString()}::timestamptz,
        lifted_by = ${input.operatorId}::uuid, lift_note = ${input.note}
      where id = ${input.protectionId}::uuid and member_id = ${input.memberId}::uuid and kind = 'self_exclusion'
        and lifted_at is null and ends_at is not null
        and ends_at + make_interval(hours => ${selfExclusionLiftCoolingOffHours}) <= ${input.now.toISOString()}::timestamptz
      returning id::text as id`,
  );
  if (lifted.length === 0) return false;
  await db.execute(sql`update member set protected_until = null where id = ${input.memberId}::uuid`);
  return true;
}

export async function findProtection(db: Database, memberId: string, protectionId: string, now: Date) {
  const [row] = await queryRows<ProtectionRecord>(
    db,
    sql`select ${protectionColumns(now)} from player_protection p left join operator_account o on o.id = p.lifted_by
      where p.id = ${protectionId}::uuid and p.member_id = ${memberId}::uuid`,
  );
  return row;
}

export type RegisterFilter = {
  merchantId: string;
  kind?: ProtectionKind | undefined;
  status?: 'in_force' | 'ended' | 'lifted' | undefined;
  q?: string | undefined;
  now: Date;
};

export type RegisterRecord = ProtectionRecord & { memberNumber: number; username: string };

function registerWhere(filter: RegisterFilter): SQL {
  const now = sql`${filter.now.toISOString()}::timestamptz`;
  const conditions: SQL[] = [sql`p.merchant_id = ${filter.merchantId}::uuid`];
  if (filter.kind) conditions.push(sql`p.kind = ${filter.kind}`);
  if (filter.status === 'lifted') conditions.push(sql`p.lifted_at is not null`);
  if (filter.status === 'in_force')
    conditions.push(sql`p.lifted_at is null and (p.ends_at is null or p.ends_at > ${now})`);
  if (filter.status === 'ended') conditions.push(sql`p.lifted_at is null and p.ends_at <= ${now}`);
  if (filter.q) {
    // A member number is exact; anything else is a username prefix (the member's prefix index).
    const prefix = `${filter.q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      /^\d{1,9}$/.test(filter.q)
        ? sql`(m.member_number = ${Number(filter.q)} or lower(m.username) like ${prefix})`
        : sql`lower(m.username) like ${prefix}`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The brand's register of time-outs and self-exclusions, newest first. It reads `player_protection_merchant_index`
 * (brand, kind, start): the register grows with protections taken, not with players.
 */
export async function selectRegister(db: Database, filter: RegisterFilter, limit: number, offset: number) {
  const where = registerWhere(filter);
  const [rows, [count]] = await Promise.all([
    queryRows<RegisterRecord>(
      db,
      sql`select ${protectionColumns(filter.now)}, m.member_number as "memberNumber", m.username
        from player_protection p join member m on m.id = p.member_id
        left join operator_account o on o.id = p.lifted_by
        where ${where} order by p.started_at desc, p.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from player_protection p join member m on m.id = p.member_id where ${where}`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many register rows an export reads at a time. */
export const registerExportBatchSize = 500;

export type FigureRow = {
  memberId: string;
  memberNumber: number;
  username: string;
  deposits: number;
  depositTotal: string;
  mostDepositsInWindow: number;
  lossChases: number;
  bets: number;
  stakes: string;
  nightStakes: string;
  nightPercent: number;
  markers: HarmMarker[];
  total: number;
};

const thresholds = harmMarkerThresholds;

/**
 * The markers' figures for the brand's players (or one member) from the ledger since `from`. Only three kinds of
 * transfer count: a `bet` from a player's wallet, a `win` to it, a `deposit` to it. The player accounts are read
 * first (by brand, or by member over `ledger_account_member_index`), then their transfers over the debit and credit
 * account indexes (account, time), so the cost is the transfers of the window of the players read.
 */
export async function selectHarmFigures(
  db: Database,
  input: {
    merchantId: string;
    memberId?: string;
    from: Date;
    marker?: HarmMarker | undefined;
    flaggedOnly: boolean;
    limit: number;
    offset: number;
  },
) {
  const from = sql`${input.from.toISOString()}::timestamptz`;
  const memberCondition = input.memberId ? sql`and a.member_id = ${input.memberId}::uuid` : sql``;
  const markerCondition = input.marker ? sql`and ${input.marker} = any(markers)` : sql``;
  const flaggedCondition = input.flaggedOnly ? sql`and cardinality(markers) > 0` : sql``;
  return queryRows<FigureRow>(
    db,
    sql`with accounts as materialized (
        select a.id, a.member_id from ledger_account a
          where a.merchant_id = ${input.merchantId}::uuid and a.kind in ('player_main', 'player_vendor')
            ${memberCondition}
      ),
      moves as materialized (
        select a.member_id, t.type, t.amount_minor, t.created_at
          from accounts a join ledger_transfer t on t.debit_account_id = a.id
          where t.created_at >= ${from} and t.type = 'bet'
        union all
        select a.member_id, t.type, t.amount_minor, t.created_at
          from accounts a join ledger_transfer t on t.credit_account_id = a.id
          where t.created_at >= ${from} and t.type in ('win', 'deposit')
      ),
      timed as (
        select mv.*,
            count(*) filter (where mv.type = 'deposit') over (partition by mv.member_id order by mv.created_at
              range between ${sql.raw(`interval '${thresholds.depositHours} hours'`)} preceding and current row)
              as deposits_before,
            coalesce(sum(case mv.type when 'bet' then mv.amount_minor when 'win' then -mv.amount_minor else 0 end)
              over (partition by mv.member_id order by mv.created_at
                range between ${sql.raw(`interval '${thresholds.chaseMinutes} minutes'`)} preceding and current row), 0)
              as lost_before
          from moves mv
      ),
      figures as (
        select tm.member_id,
            count(*) filter (where tm.type = 'deposit')::int as deposits,
            coalesce(sum(tm.amount_minor) filter (where tm.type = 'deposit'), 0) as deposit_total,
            coalesce(max(tm.deposits_before) filter (where tm.type = 'deposit'), 0)::int as most_deposits,
            count(*) filter (where tm.type = 'deposit'
              and tm.lost_before * 100 >= tm.amount_minor * ${thresholds.chaseLossPercent}
              and tm.lost_before > 0)::int as loss_chases,
            count(*) filter (where tm.type = 'bet')::int as bets,
            coalesce(sum(tm.amount_minor) filter (where tm.type = 'bet'), 0) as stakes,
            coalesce(sum(tm.amount_minor) filter (where tm.type = 'bet'
              and extract(hour from tm.created_at at time zone mc.time_zone) >= ${thresholds.nightFromHour}
              and extract(hour from tm.created_at at time zone mc.time_zone) < ${thresholds.nightToHour}), 0)
              as night_stakes
          from timed tm cross join (select time_zone from merchant where id = ${input.merchantId}::uuid) mc
          group by tm.member_id
      ),
      marked as (
        select f.*, array_remove(array[
            case when f.most_deposits >= ${thresholds.depositCount} then 'deposit_velocity' end,
            case when f.loss_chases >= ${thresholds.chaseCount} then 'loss_chasing' end,
            case when f.bets >= ${thresholds.nightMinimumBets}
              and f.night_stakes * 100 >= f.stakes * ${thresholds.nightPercent} then 'night_play' end
          ], null)::text[] as markers
          from figures f
      )
      select m.id::text as "memberId", m.member_number as "memberNumber", m.username,
          k.deposits, k.deposit_total::text as "depositTotal", k.most_deposits as "mostDepositsInWindow",
          k.loss_chases as "lossChases", k.bets, k.stakes::text as stakes, k.night_stakes::text as "nightStakes",
          case when k.stakes > 0 then floor(k.night_stakes * 100 / k.stakes)::int else 0 end as "nightPercent",
          k.markers, count(*) over ()::int as total
        from marked k join member m on m.id = k.member_id
        where true ${markerCondition} ${flaggedCondition}
        order by cardinality(k.markers) desc, k.deposit_total desc, m.member_number
        limit ${input.limit} offset ${input.offset}`,
  );
}

export type MarkerNoteRecord = { id: string; marker: HarmMarker; operator: string; body: string; at: string };

/** A note on a marker is a player note tagged with the marker: it shows among the player's notes too. */
export async function insertMarkerNote(
  db: Database,
  input: { merchantId: string; memberId: string; operatorUsername: string; marker: HarmMarker; body: string },
) {
  const [row] = await queryRows<MarkerNoteRecord>(
    db,
    sql`insert into player_note (merchant_id, member_id, operator_username, body, marker)
      values (${input.merchantId}::uuid, ${input.memberId}::uuid, ${input.operatorUsername}, ${input.body},
        ${input.marker})
      returning id::text as id, marker, operator_username as operator, body, ${iso(sql`created_at`)} as at`,
  );
  if (!row) throw new Error('player_note insert returned no row');
  return row;
}

export async function selectMarkerNotes(db: Database, memberId: string, limit: number) {
  return queryRows<MarkerNoteRecord>(
    db,
    sql`select id::text as id, marker, operator_username as operator, body, ${iso(sql`created_at`)} as at
      from player_note where member_id = ${memberId}::uuid and marker is not null
      order by created_at desc limit ${limit}`,
  );
}
