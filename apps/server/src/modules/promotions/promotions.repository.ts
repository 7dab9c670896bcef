import type { PromotionState, PromotionStatus } from '@croupier/contracts';
import { agentAccountTypes } from '@croupier/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { playerPromotion, promotion, promotionApplicationImage } from './promotions.tables.js';

export type PromotionRow = typeof promotion.$inferSelect;
export type PlayerPromotionRow = typeof playerPromotion.$inferSelect;
export type NewPromotion = typeof promotion.$inferInsert;
type Executor = Pick<Database, 'execute'>;

export async function insertPromotion(db: Database, row: NewPromotion): Promise<PromotionRow> {
  const [created] = await db.insert(promotion).values(row).returning();
  if (!created) throw new Error('promotion insert answered no row');
  return created;
}

/** Saves an edit and bumps the version; answers null when the offer is not the brand's or is archived. */
export async function updatePromotion(
  db: Database,
  merchantId: string,
  id: string,
  changes: Omit<NewPromotion, 'merchantId' | 'createdBy' | 'id'>,
): Promise<PromotionRow | null> {
  const [updated] = await db
    .update(promotion)
    .set({ ...changes, version: sql`${promotion.version} + 1` })
    .where(and(eq(promotion.id, id), eq(promotion.merchantId, merchantId), sql`${promotion.status} <> 'archived'`))
    .returning();
  return updated ?? null;
}

/** Moves an offer's status only from the states given (the caller's transition table): null when it was not in one. */
export async function changePromotionStatus(
  db: Database,
  input: { merchantId: string; id: string; from: PromotionStatus[]; to: PromotionStatus; by: string; at: Date },
): Promise<PromotionRow | null> {
  const [updated] = await db
    .update(promotion)
    .set({ status: input.to, updatedBy: input.by, updatedAt: input.at })
    .where(
      and(
        eq(promotion.id, input.id),
        eq(promotion.merchantId, input.merchantId),
        inArray(promotion.status, input.from),
      ),
    )
    .returning();
  return updated ?? null;
}

export async function findPromotion(db: Database, merchantId: string, id: string): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotion)
    .where(and(eq(promotion.id, id), eq(promotion.merchantId, merchantId)));
  return row ?? null;
}

export async function listConsolePromotions(db: Database, merchantId: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotion)
    .where(eq(promotion.merchantId, merchantId))
    .orderBy(asc(promotion.sortOrder), desc(promotion.createdAt));
}

/** The offers players may see now: active, inside their display window, in the brand's order. */
export async function listVisiblePromotions(db: Database, merchantId: string, at: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotion)
    .where(
      and(
        eq(promotion.merchantId, merchantId),
        eq(promotion.status, 'active'),
        sql`${promotion.displayFrom} <= ${at.toISOString()}::timestamptz`,
        sql`(${promotion.displayTo} is null or ${promotion.displayTo} > ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(promotion.sortOrder), desc(promotion.createdAt));
}

/** The member's rows of these offers in the periods given (one period per offer: its current one). */
export async function findPlayerPromotions(
  db: Database,
  memberId: string,
  keys: { promotionId: string; periodKey: string }[],
): Promise<PlayerPromotionRow[]> {
  if (keys.length === 0) return [];
  const pairs = sql.join(
    keys.map((key) => sql`(${key.promotionId}::uuid, ${key.periodKey})`),
    sql`, `,
  );
  return db
    .select()
    .from(playerPromotion)
    .where(
      and(
        eq(playerPromotion.memberId, memberId),
        sql`(${playerPromotion.promotionId}, ${playerPromotion.periodKey}) in (${pairs})`,
      ),
    );
}

export async function findPlayerPromotionById(
  db: Database,
  merchantId: string,
  id: string,
): Promise<PlayerPromotionRow | null> {
  const [row] = await db
    .select()
    .from(playerPromotion)
    .where(and(eq(playerPromotion.id, id), eq(playerPromotion.merchantId, merchantId)));
  return row ?? null;
}

/** Locks the member's row of an offer's period (a claim, an application or a review decides on it). */
export async function lockPlayerPromotion(
  db: Database,
  input: { promotionId: string; memberId: string; periodKey: string },
): Promise<PlayerPromotionRow | null> {
  const [row] = await db
    .select()
    .from(playerPromotion)
    .where(
      and(
        eq(playerPromotion.promotionId, input.promotionId),
        eq(playerPromotion.memberId, input.memberId),
        eq(playerPromotion.periodKey, input.periodKey),
      ),
    )
    .for('update');
  return row ?? null;
}

export type NewPlayerPromotion = typeof playerPromotion.$inferInsert;

/**
 * Creates the member's row of an offer's period, unless one exists: the unique (offer, member, period) makes racing
 * callers wait for the first one's commit and then insert nothing (answers null), so only one of them goes on.
 */
export async function insertPlayerPromotion(db: Database, row: NewPlayerPromotion): Promise<PlayerPromotionRow | null> {
  const [created] = await db.insert(playerPromotion).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updatePlayerPromotion(
  db: Database,
  id: string,
  changes: Partial<Omit<NewPlayerPromotion, 'id' | 'promotionId' | 'memberId' | 'periodKey' | 'merchantId'>>,
  fromStates?: Exclude<PromotionState, 'join'>[],
): Promise<PlayerPromotionRow | null> {
  const [updated] = await db
    .update(playerPromotion)
    .set(changes)
    .where(
      fromStates
        ? and(eq(playerPromotion.id, id), inArray(playerPromotion.state, fromStates))
        : eq(playerPromotion.id, id),
    )
    .returning();
  return updated ?? null;
}

/**
 * Raises what an offer granted, in the grant's transaction, only while `spent + amount` stays within the total
 * budget (the guard is in the update, so racing grants cannot both pass it): false when the budget cannot take it.
 */
export async function spendTotalBudget(db: Executor, promotionId: string, amountMinor: bigint): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update promotion set spent_minor = spent_minor + ${amountMinor.toString()}::bigint
        where id = ${promotionId}::uuid
          and (limits->>'totalBudgetMinor' is null
            or spent_minor + ${amountMinor.toString()}::bigint <= (limits->>'totalBudgetMinor')::bigint)
        returning id`,
  );
  return rows.length === 1;
}

/** The day's budget likewise: the day's row is created or raised under `spent + amount <= daily budget`. */
export async function spendDailyBudget(
  db: Executor,
  input: { promotionId: string; day: string; amountMinor: bigint; dailyBudgetMinor: bigint },
): Promise<boolean> {
  if (input.amountMinor > input.dailyBudgetMinor) return false;
  const rows = await queryRows<{ day: string }>(
    db,
    sql`insert into promotion_daily_spend (promotion_id, day, spent_minor)
        values (${input.promotionId}::uuid, ${input.day}::date, ${input.amountMinor.toString()}::bigint)
        on conflict (promotion_id, day) do update set spent_minor = promotion_daily_spend.spent_minor + excluded.spent_minor
          where promotion_daily_spend.spent_minor + excluded.spent_minor <= ${input.dailyBudgetMinor.toString()}::bigint
        returning day::text`,
  );
  return rows.length === 1;
}

/** How many of the member's deposits are confirmed (the qualifying deposit included once it is). */
export async function countConfirmedDeposits(db: Executor, memberId: string): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`select count(*)::text as count from deposit where member_id = ${memberId}::uuid and status = 'confirmed'`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Whether another member took this offer (joined, applied or was paid) from the same device or address: the
 * one-per-household rule.
 */
export async function sharesHousehold(
  db: Executor,
  input: { promotionId: string; memberId: string; requestAddress: string | null; deviceId: string | null },
): Promise<boolean> {
  if (input.requestAddress === null && input.deviceId === null) return false;
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (
          select 1 from player_promotion
          where promotion_id = ${input.promotionId}::uuid and member_id <> ${input.memberId}::uuid
            and state in ('signed', 'applying', 'issued', 'claimed')
            and ((${input.deviceId}::text is not null and device_id = ${input.deviceId}::text)
              or (${input.requestAddress}::text is not null and request_address = ${input.requestAddress}::text))
        ) as found`,
  );
  return row?.found === true;
}

export async function replaceApplicationImages(
  db: Database,
  playerPromotionId: string,
  images: { contentType: string; bytes: Buffer }[],
): Promise<void> {
  await db.delete(promotionApplicationImage).where(eq(promotionApplicationImage.playerPromotionId, playerPromotionId));
  if (images.length === 0) return;
  await db
    .insert(promotionApplicationImage)
    .values(images.map((image) => ({ playerPromotionId, contentType: image.contentType, bytes: image.bytes })));
}

export async function findApplicationImage(
  db: Database,
  input: { merchantId: string; playerPromotionId: string; imageId: string },
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: promotionApplicationImage.contentType, bytes: promotionApplicationImage.bytes })
    .from(promotionApplicationImage)
    .innerJoin(playerPromotion, eq(playerPromotion.id, promotionApplicationImage.playerPromotionId))
    .where(
      and(
        eq(promotionApplicationImage.id, input.imageId),
        eq(promotionApplicationImage.playerPromotionId, input.playerPromotionId),
        eq(playerPromotion.merchantId, input.merchantId),
      ),
    );
  return row ?? null;
}

export type ApplicationRow = {
  id: string;
  promotion_id: string;
  title: Record<string, string>;
  username: string;
  member_number: number;
  state: Exclude<PromotionState, 'join'>;
  remark: string | null;
  image_ids: string[] | null;
  amount_minor: string | null;
  reason: string | null;
  created_at: Date | string;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  same_device: boolean;
  same_address: boolean;
  same_bank_account: boolean;
  referral_ring: boolean;
};

/**
 * The review queue: applications of a brand in one state, oldest first (first come, first served), each with its
 * abuse flags: another member took the same offer from the same device or address, or a bank account number of
 * the applicant is bound by another member of the brand.
 */
export async function listApplications(
  db: Executor,
  input: { merchantId: string; state: 'applying' | 'rejected' | 'issued'; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = sql`pp.merchant_id = ${input.merchantId}::uuid and pp.state = ${input.state}
    and p.type = 'APPLICATION'`;
  const rows = await queryRows<ApplicationRow>(
    db,
    sql`select pp.id, pp.promotion_id, p.title, m.username, m.member_number, pp.state, pp.remark,
          (select array_agg(i.id::text order by i.created_at, i.id) from promotion_application_image i
            where i.player_promotion_id = pp.id) as image_ids,
          pp.amount_minor::text as amount_minor, pp.reason, pp.created_at, pp.reviewed_by, pp.reviewed_at,
          exists (select 1 from player_promotion o where o.promotion_id = pp.promotion_id and o.member_id <> pp.member_id
            and pp.device_id is not null and o.device_id = pp.device_id) as same_device,
          exists (select 1 from player_promotion o where o.promotion_id = pp.promotion_id and o.member_id <> pp.member_id
            and pp.request_address is not null and o.request_address = pp.request_address) as same_address,
          exists (select 1 from bank_account mine join bank_account other
              on other.merchant_id = mine.merchant_id and other.account_number = mine.account_number
                and other.member_id <> mine.member_id
            where mine.member_id = pp.member_id and mine.merchant_id = pp.merchant_id) as same_bank_account,
          exists (select 1 from player_promotion o join member om on om.id = o.member_id
            where o.promotion_id = pp.promotion_id and o.member_id <> pp.member_id
              and (om.upline_id = m.id or m.upline_id = om.id
                or (om.upline_id = m.upline_id and exists (select 1 from member referrer
                  where referrer.id = m.upline_id and referrer.type not in (${sql.join(
                    agentAccountTypes.map((type) => sql`${type}`),
                    sql`, `,
                  )}))))) as referral_ring
        from player_promotion pp
        join promotion p on p.id = pp.promotion_id
        join member m on m.id = pp.member_id
        where ${where}
        order by pp.updated_at, pp.id limit ${input.limit} offset ${input.offset}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from player_promotion pp join promotion p on p.id = pp.promotion_id
        where ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export type HistoryRow = {
  id: string;
  promotion_id: string;
  title: Record<string, string>;
  state: Exclude<PromotionState, 'join'>;
  amount_minor: string | null;
  reason: string | null;
  updated_at: Date | string;
};

/** The member's takes on offers, newest first (the reward centre's history). */
export async function listRewardHistory(
  db: Executor,
  input: { memberId: string; limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await queryRows<HistoryRow>(
    db,
    sql`select pp.id, pp.promotion_id, p.title, pp.state, pp.amount_minor::text as amount_minor, pp.reason,
          pp.updated_at
        from player_promotion pp join promotion p on p.id = pp.promotion_id
        where pp.member_id = ${input.memberId}::uuid
        order by pp.updated_at desc, pp.id desc limit ${input.limit} offset ${input.offset}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from player_promotion where member_id = ${input.memberId}::uuid`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** The member's rows waiting for a deposit (`signed`) on active deposit offers, in the brand's order. */
export async function listSignedDepositOffers(
  db: Database,
  memberId: string,
): Promise<{ offer: PromotionRow; row: PlayerPromotionRow }[]> {
  const found = await db
    .select({ offer: promotion, row: playerPromotion })
    .from(playerPromotion)
    .innerJoin(promotion, eq(promotion.id, playerPromotion.promotionId))
    .where(
      and(
        eq(playerPromotion.memberId, memberId),
        eq(playerPromotion.state, 'signed'),
        eq(promotion.status, 'active'),
        inArray(promotion.type, ['FIRST_DEPOSIT', 'DEPOSIT']),
      ),
    )
    .orderBy(asc(promotion.sortOrder), asc(playerPromotion.createdAt));
  return found;
}

/** The member's take stored under a claim's `Idempotency-Key` (decision 0080), or null. */
export async function findTakeByRequestKey(
  db: Database,
  input: { memberId: string; requestKey: string },
): Promise<PlayerPromotionRow | null> {
  const [row] = await db
    .select()
    .from(playerPromotion)
    .where(and(eq(playerPromotion.memberId, input.memberId), eq(playerPromotion.requestKey, input.requestKey)));
  return row ?? null;
}

/**
 * Stores a take's `Idempotency-Key`. A take that already has one keeps it unless `replace` (an application sent
 * again after a rejection is a new take of the same row): the first key of a claim still answers its retries.
 */
export async function keepRequestKey(
  db: Database,
  input: { id: string; requestKey: string; replace: boolean },
): Promise<void> {
  await db
    .update(playerPromotion)
    .set({ requestKey: input.requestKey })
    .where(
      input.replace
        ? eq(playerPromotion.id, input.id)
        : and(eq(playerPromotion.id, input.id), isNull(playerPromotion.requestKey)),
    );
}
