import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { ReferralRewardKind, ReferralStatus } from './referral.tables.js';
import {
  memberReferral,
  referralBet,
  referralCode,
  referralDevice,
  referralPhoneCheck,
  referralReward,
  referralRule,
} from './referral.tables.js';

type Executor = Database | Transaction;

export type ReferralRuleRow = typeof referralRule.$inferSelect;
export type MemberReferralRow = typeof memberReferral.$inferSelect;
export type ReferralRewardRow = typeof referralReward.$inferSelect;

/** The referee id of an achievement reward, which has none. */
export const noReferee = '00000000-0000-0000-0000-000000000000';

export async function findReferralCode(db: Executor, memberId: string) {
  const [row] = await db.select().from(referralCode).where(eq(referralCode.memberId, memberId));
  return row ?? null;
}

/** Inserts the member's code unless taken (by them or, for another member, the code itself): answers whether it did. */
export async function insertReferralCode(db: Executor, row: { memberId: string; merchantId: string; code: string }) {
  const inserted = await db
    .insert(referralCode)
    .values(row)
    .onConflictDoNothing()
    .returning({ memberId: referralCode.memberId });
  return inserted.length > 0;
}

/** The player owning a referral code of the brand (an ordinary player account, not blocked). */
export async function findReferralCodeOwner(db: Executor, merchantId: string, code: string) {
  const [row] = await queryRows<{ member_id: string }>(
    db,
    sql`select c.member_id from referral_code c join member m on m.id = c.member_id
        where c.merchant_id = ${merchantId}::uuid and c.code = ${code.trim().toUpperCase()}
          and m.type = 0 and m.blocked_at is null`,
  );
  return row?.member_id ?? null;
}

/** Whether an agent's affiliate code of the brand reads the same (a new referral code must not shadow one). */
export async function isAgentCode(db: Executor, merchantId: string, code: string) {
  const [row] = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from member where merchant_id = ${merchantId}::uuid
        and lower(affiliate_code) = lower(${code})) as taken`,
  );
  return row?.taken === true;
}

export async function insertMemberReferral(db: Executor, row: typeof memberReferral.$inferInsert) {
  await db.insert(memberReferral).values(row);
}

export async function findMemberReferral(db: Executor, refereeId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(memberReferral).where(eq(memberReferral.refereeId, refereeId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function recordReferralDevice(db: Executor, memberId: string, deviceId: string, at: Date) {
  await db
    .insert(referralDevice)
    .values({ memberId, deviceId, lastSeenAt: at })
    .onConflictDoUpdate({ target: [referralDevice.memberId, referralDevice.deviceId], set: { lastSeenAt: at } });
}

/** Keeps the member's proven phone number and marks their referral (if any) phone-verified. */
export async function recordPhoneCheck(
  db: Executor,
  row: { memberId: string; merchantId: string; destination: string; at: Date },
) {
  await db
    .insert(referralPhoneCheck)
    .values({ memberId: row.memberId, merchantId: row.merchantId, destination: row.destination, verifiedAt: row.at })
    .onConflictDoUpdate({
      target: referralPhoneCheck.memberId,
      set: { destination: row.destination, verifiedAt: row.at },
    });
  await db
    .update(memberReferral)
    .set({ phoneVerifiedAt: row.at })
    .where(and(eq(memberReferral.refereeId, row.memberId), sql`${memberReferral.phoneVerifiedAt} is null`));
}

export async function findPhoneCheck(db: Executor, memberId: string) {
  const [row] = await db.select().from(referralPhoneCheck).where(eq(referralPhoneCheck.memberId, memberId));
  return row ?? null;
}

export async function findReferralRule(db: Executor, merchantId: string) {
  const [row] = await db.select().from(referralRule).where(eq(referralRule.merchantId, merchantId));
  return row ?? null;
}

export async function saveReferralRule(db: Executor, row: typeof referralRule.$inferInsert) {
  const { merchantId: _merchantId, ...set } = row;
  await db.insert(referralRule).values(row).onConflictDoUpdate({ target: referralRule.merchantId, set });
}

/** Brands with an enabled programme and their zones: the payout pass visits each. */
export function listEnabledBrands(db: Executor) {
  return queryRows<{ merchant_id: string; time_zone: string; currency: string }>(
    db,
    sql`select r.merchant_id, m.time_zone, m.currency from referral_rule r join merchant m on m.id = r.merchant_id
        where r.enabled order by r.merchant_id`,
  );
}

/** Referees whose status the pass may still change: not voided (an operator's restore is not checked again). */
export function listOpenReferrals(db: Executor, merchantId: string) {
  return db
    .select()
    .from(memberReferral)
    .where(
      and(eq(memberReferral.merchantId, merchantId), sql`${memberReferral.status} in ('not_qualified', 'qualified')`),
    );
}

export async function setReferralStatus(
  db: Executor,
  input: {
    refereeId: string;
    status: ReferralStatus;
    reason: string | null;
    qualifiedAt?: Date | null;
    firstDeposit?: { amountMinor: bigint; at: Date } | null;
    operator?: { username: string; at: Date };
  },
) {
  await db
    .update(memberReferral)
    .set({
      status: input.status,
      statusReason: input.reason,
      ...(input.qualifiedAt !== undefined ? { qualifiedAt: input.qualifiedAt } : {}),
      ...(input.firstDeposit
        ? { firstDepositMinor: input.firstDeposit.amountMinor, firstDepositAt: input.firstDeposit.at }
        : {}),
      ...(input.operator
        ? { operatorDecided: true, reviewedBy: input.operator.username, reviewedAt: input.operator.at }
        : {}),
    })
    .where(eq(memberReferral.refereeId, input.refereeId));
}

export async function noteFirstDeposit(db: Executor, refereeId: string, deposit: { amountMinor: bigint; at: Date }) {
  await db
    .update(memberReferral)
    .set({ firstDepositMinor: deposit.amountMinor, firstDepositAt: deposit.at })
    .where(and(eq(memberReferral.refereeId, refereeId), sql`${memberReferral.firstDepositAt} is null`));
}

/** The member's first confirmed deposit (its amount and when it was confirmed), if any. */
export async function findFirstDeposit(db: Executor, memberId: string) {
  const [row] = await queryRows<{ amount_minor: string; at: Date | string }>(
    db,
    sql`select amount_minor::text, coalesce(decided_at, created_at) as at from deposit
        where member_id = ${memberId}::uuid and status = 'confirmed'
        order by coalesce(decided_at, created_at), id limit 1`,
  );
  return row ? { amountMinor: BigInt(row.amount_minor), at: new Date(row.at) } : null;
}

/**
 * The traces a referee shares with their referrer: a device id, a bank account number (bound now or before), and
 * the addresses both logged in from within the window (or the referee registered from), for the caller to keep
 * the public ones. And whether another member of the brand holds or proved the same phone number.
 */
export async function fraudSignalsOf(
  db: Executor,
  input: { refereeId: string; referrerId: string; merchantId: string; since: Date },
) {
  const [row] = await queryRows<{
    shared_device: boolean;
    shared_bank_account: boolean;
    duplicate_phone: boolean;
    shared_addresses: string[] | null;
  }>(
    db,
    sql`with referee as (select * from member where id = ${input.refereeId}::uuid),
        referee_phone as (
          select destination from referral_phone_check where member_id = ${input.refereeId}::uuid
          union select '+' || country_dialing_code || ltrim(mobile_num, '0') from referee where mobile_num is not null
        ),
        referee_ips as (
          select ip from member_session where member_id = ${input.refereeId}::uuid and created_at >= ${input.since}
            and ip is not null
          union select registration_ip from member_referral where referee_id = ${input.refereeId}::uuid
            and registration_ip is not null
        ),
        referrer_ips as (
          select ip from member_session where member_id = ${input.referrerId}::uuid and created_at >= ${input.since}
            and ip is not null
          union select registration_ip from member where id = ${input.referrerId}::uuid and registration_ip is not null
        )
      select
        exists (select 1 from referral_device mine join referral_device theirs on theirs.device_id = mine.device_id
            where mine.member_id = ${input.refereeId}::uuid and theirs.member_id = ${input.referrerId}::uuid)
          or exists (select 1 from member_referral r join referral_device theirs on theirs.device_id = r.device_id
            where r.referee_id = ${input.refereeId}::uuid and theirs.member_id = ${input.referrerId}::uuid)
          as shared_device,
        exists (select 1 from bank_account mine join bank_account theirs on theirs.account_number = mine.account_number
            where mine.member_id = ${input.refereeId}::uuid and theirs.member_id = ${input.referrerId}::uuid)
          as shared_bank_account,
        (exists (select 1 from referral_phone_check other, referee_phone p
            where other.merchant_id = ${input.merchantId}::uuid and other.member_id <> ${input.refereeId}::uuid
              and other.destination = p.destination)
          or exists (select 1 from member other, referee_phone p
            where other.merchant_id = ${input.merchantId}::uuid and other.id <> ${input.refereeId}::uuid
              and other.mobile_num is not null
              and '+' || other.country_dialing_code || ltrim(other.mobile_num, '0') = p.destination))
          as duplicate_phone,
        (select array_agg(ip) from (select ip from referee_ips intersect select ip from referrer_ips) shared)
          as shared_addresses`,
  );
  return {
    sharedDevice: row?.shared_device === true,
    sharedBankAccount: row?.shared_bank_account === true,
    duplicatePhone: row?.duplicate_phone === true,
    sharedAddresses: row?.shared_addresses ?? [],
  };
}

/** Inserts the referee's valid-bet rows of settled-bet events (a replayed event adds nothing). */
export async function insertReferralBets(db: Executor, rows: (typeof referralBet.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(referralBet).values(rows).onConflictDoNothing();
}

/** Which of these members are referees (qualified or not): the stream consumer keeps only their bets. */
export async function refereesAmong(db: Executor, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await queryRows<{ referee_id: string }>(
    db,
    sql`select referee_id from member_referral where referee_id in (${sql.join(
      memberIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.referee_id));
}

/** Per qualified referee of the brand and brand-local day up to `throughDay`: confirmed deposits not yet rewarded. */
export function listUnpaidDepositDays(
  db: Executor,
  input: { merchantId: string; timeZone: string; throughDay: string; firstOnly: boolean },
) {
  return queryRows<{ referee_id: string; referrer_id: string; day: string; base_minor: string }>(
    db,
    sql`select referee_id, referrer_id, day::text as day, sum(amount_minor)::text as base_minor
        from (select r.referee_id, r.referrer_id, d.amount_minor,
                (coalesce(d.decided_at, d.created_at) at time zone ${input.timeZone})::date as day
              from member_referral r join deposit d on d.member_id = r.referee_id and d.status = 'confirmed'
              where r.merchant_id = ${input.merchantId}::uuid and r.status = 'qualified'
                ${
                  input.firstOnly
                    ? sql`and d.id = (select f.id from deposit f where f.member_id = r.referee_id
                        and f.status = 'confirmed' order by coalesce(f.decided_at, f.created_at), f.id limit 1)`
                    : sql``
                }) deposits
        where day <= ${input.throughDay}::date
          and not exists (select 1 from referral_reward w where w.referrer_id = deposits.referrer_id
            and w.referee_id = deposits.referee_id and w.kind = 'deposit'
            and w.period_key = ${input.firstOnly ? sql`'first'` : sql`deposits.day::text`})
        group by referee_id, referrer_id, day order by 3, 1`,
  );
}

/** Per qualified referee and day up to `throughDay`, from their qualification day: valid bets not yet rewarded. */
export function listUnpaidBettingDays(
  db: Executor,
  input: { merchantId: string; timeZone: string; throughDay: string },
) {
  return queryRows<{ referee_id: string; referrer_id: string; day: string; base_minor: string }>(
    db,
    sql`select r.referee_id, r.referrer_id, b.biz_date::text as day, sum(b.valid_bet_minor)::text as base_minor
        from member_referral r join referral_bet b on b.referee_id = r.referee_id
        where r.merchant_id = ${input.merchantId}::uuid and r.status = 'qualified'
          and b.biz_date <= ${input.throughDay}::date
          and b.biz_date >= (r.qualified_at at time zone ${input.timeZone})::date
          and not exists (select 1 from referral_reward w where w.referrer_id = r.referrer_id
            and w.referee_id = r.referee_id and w.kind = 'betting' and w.period_key = b.biz_date::text)
        group by r.referee_id, r.referrer_id, b.biz_date order by 3, 1`,
  );
}

/** Qualified referees without their invitation reward, qualified by the end of `throughDay`. */
export function listUnpaidInvitations(
  db: Executor,
  input: { merchantId: string; timeZone: string; throughDay: string },
) {
  return queryRows<{ referee_id: string; referrer_id: string; day: string }>(
    db,
    sql`select r.referee_id, r.referrer_id, (r.qualified_at at time zone ${input.timeZone})::date::text as day
        from member_referral r
        where r.merchant_id = ${input.merchantId}::uuid and r.status = 'qualified'
          and (r.qualified_at at time zone ${input.timeZone})::date <= ${input.throughDay}::date
          and not exists (select 1 from referral_reward w where w.referrer_id = r.referrer_id
            and w.referee_id = r.referee_id and w.kind = 'invitation')
        order by r.qualified_at, r.referee_id`,
  );
}

/** Per referrer of the brand: qualified referees by qualification day (the achievement tiers count them). */
export function listQualifiedCounts(
  db: Executor,
  input: { merchantId: string; timeZone: string; periodStart: string | null; throughDay: string },
) {
  const day = sql`(r.qualified_at at time zone ${input.timeZone})::date`;
  return queryRows<{ referrer_id: string; qualified: number }>(
    db,
    sql`select r.referrer_id, count(*)::int as qualified from member_referral r
        where r.merchant_id = ${input.merchantId}::uuid and r.status = 'qualified' and ${day} <= ${input.throughDay}::date
          ${input.periodStart ? sql`and ${day} >= ${input.periodStart}::date` : sql``}
        group by r.referrer_id`,
  );
}

/** What a referrer was paid from one referee in all, and for one day in all: the caps read them. */
export async function paidSoFar(db: Executor, input: { referrerId: string; refereeId: string; day: string }) {
  const [row] = await queryRows<{ referee_paid: string; day_paid: string }>(
    db,
    sql`select coalesce(sum(amount_minor) filter (where referee_id = ${input.refereeId}::uuid), 0)::text as referee_paid,
          coalesce(sum(amount_minor) filter (where biz_date = ${input.day}::date), 0)::text as day_paid
        from referral_reward where referrer_id = ${input.referrerId}::uuid`,
  );
  return { refereePaidMinor: BigInt(row?.referee_paid ?? 0), dayPaidMinor: BigInt(row?.day_paid ?? 0) };
}

/** Claims a reward's key: false when another pass (or an earlier one) holds it, so it is decided once. */
export async function claimRewardKey(db: Executor, row: typeof referralReward.$inferInsert) {
  const inserted = await db
    .insert(referralReward)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: referralReward.id });
  return inserted.length > 0;
}

export async function settleReward(
  db: Executor,
  input: { id: string; status: 'paid' | 'capped' | 'refused'; grantId: string | null },
) {
  await db
    .update(referralReward)
    .set({ status: input.status, grantId: input.grantId })
    .where(eq(referralReward.id, input.id));
}

export type ReferralKindKey = ReferralRewardKind;

/** The referral page's counters of a referrer, by brand-local days. */
export async function referrerCounters(
  db: Executor,
  input: { referrerId: string; timeZone: string; today: string; yesterday: string },
) {
  const [row] = await queryRows<{
    registers: number;
    depositors: number;
    qualified: number;
    today_minor: string;
    yesterday_minor: string;
    total_minor: string;
  }>(
    db,
    sql`select
          (select count(*)::int from member_referral where referrer_id = ${input.referrerId}::uuid) as registers,
          (select count(*)::int from member_referral where referrer_id = ${input.referrerId}::uuid
            and first_deposit_at is not null) as depositors,
          (select count(*)::int from member_referral where referrer_id = ${input.referrerId}::uuid
            and status = 'qualified') as qualified,
          coalesce(sum(amount_minor) filter (where (created_at at time zone ${input.timeZone})::date = ${input.today}::date), 0)::text as today_minor,
          coalesce(sum(amount_minor) filter (where (created_at at time zone ${input.timeZone})::date = ${input.yesterday}::date), 0)::text as yesterday_minor,
          coalesce(sum(amount_minor), 0)::text as total_minor
        from referral_reward where referrer_id = ${input.referrerId}::uuid`,
  );
  return row;
}

/** A referrer's invitees, newest first, with their usernames for masking. */
export async function listInvitees(db: Executor, input: { referrerId: string; limit: number; offset: number }) {
  const rows = await queryRows<{
    referee_id: string;
    username: string;
    registered_at: Date | string;
    status: ReferralStatus;
    status_reason: string | null;
    phone_verified_at: Date | string | null;
    first_deposit_at: Date | string | null;
    qualified_at: Date | string | null;
    earned_minor: string;
  }>(
    db,
    sql`select r.referee_id, m.username, r.registered_at, r.status, r.status_reason, r.phone_verified_at,
          r.first_deposit_at, r.qualified_at,
          coalesce((select sum(w.amount_minor) from referral_reward w where w.referrer_id = r.referrer_id
            and w.referee_id = r.referee_id), 0)::text as earned_minor
        from member_referral r join member m on m.id = r.referee_id
        where r.referrer_id = ${input.referrerId}::uuid
        order by r.registered_at desc, r.referee_id limit ${input.limit} offset ${input.offset}`,
  );
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from member_referral where referrer_id = ${input.referrerId}::uuid`,
  );
  return { rows, total: count?.total ?? 0 };
}

/** A referrer's rewards, newest first. */
export async function listRewards(db: Executor, input: { referrerId: string; limit: number; offset: number }) {
  const rows = await queryRows<{
    id: string;
    kind: ReferralRewardKind;
    period_key: string;
    biz_date: string;
    base_minor: string;
    amount_minor: string;
    capped_minor: string;
    status: 'paid' | 'capped' | 'refused';
    created_at: Date | string;
    username: string | null;
  }>(
    db,
    sql`select w.id, w.kind, w.period_key, w.biz_date::text as biz_date, w.base_minor::text, w.amount_minor::text,
          w.capped_minor::text, w.status, w.created_at, m.username
        from referral_reward w left join member m on m.id = w.referee_id
        where w.referrer_id = ${input.referrerId}::uuid
        order by w.created_at desc, w.id limit ${input.limit} offset ${input.offset}`,
  );
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from referral_reward where referrer_id = ${input.referrerId}::uuid`,
  );
  return { rows, total: count?.total ?? 0 };
}

/** The console's list of a brand's referees (optionally of one status), newest first, with both usernames. */
export async function listBrandReferrals(
  db: Executor,
  input: { merchantId: string; status: ReferralStatus | null; limit: number; offset: number },
) {
  const where = sql`r.merchant_id = ${input.merchantId}::uuid ${input.status ? sql`and r.status = ${input.status}` : sql``}`;
  const rows = await queryRows<{
    referee_id: string;
    referee: string;
    referrer: string;
    referrer_id: string;
    code_used: string;
    registered_at: Date | string;
    status: ReferralStatus;
    status_reason: string | null;
    phone_verified_at: Date | string | null;
    first_deposit_minor: string | null;
    qualified_at: Date | string | null;
    reviewed_by: string | null;
    paid_minor: string;
  }>(
    db,
    sql`select r.referee_id, e.username as referee, o.username as referrer, r.referrer_id, r.code_used, r.registered_at,
          r.status, r.status_reason, r.phone_verified_at, r.first_deposit_minor::text, r.qualified_at, r.reviewed_by,
          coalesce((select sum(w.amount_minor) from referral_reward w where w.referrer_id = r.referrer_id
            and w.referee_id = r.referee_id), 0)::text as paid_minor
        from member_referral r join member e on e.id = r.referee_id join member o on o.id = r.referrer_id
        where ${where} order by r.registered_at desc, r.referee_id limit ${input.limit} offset ${input.offset}`,
  );
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from member_referral r where ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

/** The brand's funnel: referees registered, who deposited, qualified, voided, and what was paid. */
export async function brandFunnel(db: Executor, merchantId: string) {
  const [row] = await queryRows<{
    registered: number;
    depositors: number;
    qualified: number;
    voided: number;
    paid_minor: string;
  }>(
    db,
    sql`select count(*)::int as registered, count(first_deposit_at)::int as depositors,
          count(*) filter (where status = 'qualified')::int as qualified,
          count(*) filter (where status in ('failed', 'duplicate'))::int as voided,
          (select coalesce(sum(amount_minor), 0) from referral_reward where merchant_id = ${merchantId}::uuid)::text
            as paid_minor
        from member_referral where merchant_id = ${merchantId}::uuid`,
  );
  return row;
}
