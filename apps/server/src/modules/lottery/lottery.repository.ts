import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import type { DrawResult } from './lottery-families.js';
import {
  lotteryBeaconRound,
  lotteryDraw,
  lotteryGameSetting,
  lotteryOddsTable,
  lotteryOrder,
  lotteryResultEntry,
  lotterySeedChain,
  lotterySettlement,
  lotteryTicket,
} from './lottery.tables.js';
import type { TicketStatus } from './lottery.tables.js';

export type DrawRow = typeof lotteryDraw.$inferSelect;
export type TicketRow = typeof lotteryTicket.$inferSelect;
export type OrderRow = typeof lotteryOrder.$inferSelect;
export type SeedChainRow = typeof lotterySeedChain.$inferSelect;
export type ResultEntryRow = typeof lotteryResultEntry.$inferSelect;
export type GameSettingRow = typeof lotteryGameSetting.$inferSelect;
export type NewDraw = typeof lotteryDraw.$inferInsert;
export type NewTicket = typeof lotteryTicket.$inferInsert;
export type NewSettlement = typeof lotterySettlement.$inferInsert;

/** The database's clock: sales, closes and draws are decided by it, never by an app server's. */
export async function databaseNow(db: Database): Promise<Date> {
  const [row] = await queryRows<{ now: string | Date }>(db, sql`select clock_timestamp() as now`);
  return new Date(row?.now ?? Date.now());
}

// ---------------------------------------------------------------------------------------------------------------
// Configuration

export async function findLatestOddsTable(db: Database, merchantId: string, code: string) {
  const [row] = await db
    .select()
    .from(lotteryOddsTable)
    .where(and(eq(lotteryOddsTable.merchantId, merchantId), eq(lotteryOddsTable.code, code)))
    .orderBy(desc(lotteryOddsTable.version))
    .limit(1);
  return row ?? null;
}

export async function insertOddsTable(db: Database, row: typeof lotteryOddsTable.$inferInsert) {
  await db.insert(lotteryOddsTable).values(row);
}

export async function findLatestGameSetting(db: Database, merchantId: string, gameCode: string) {
  const [row] = await db
    .select()
    .from(lotteryGameSetting)
    .where(and(eq(lotteryGameSetting.merchantId, merchantId), eq(lotteryGameSetting.gameCode, gameCode)))
    .orderBy(desc(lotteryGameSetting.version))
    .limit(1);
  return row ?? null;
}

/** Every game setting a brand has saved, the version in force of each. */
export async function listLatestGameSettings(db: Database, merchantId: string) {
  return db
    .selectDistinctOn([lotteryGameSetting.gameCode])
    .from(lotteryGameSetting)
    .where(eq(lotteryGameSetting.merchantId, merchantId))
    .orderBy(lotteryGameSetting.gameCode, desc(lotteryGameSetting.version));
}

export async function insertGameSetting(db: Database, row: typeof lotteryGameSetting.$inferInsert) {
  await db.insert(lotteryGameSetting).values(row);
}

// ---------------------------------------------------------------------------------------------------------------
// Draws and seed chains

export async function insertDraws(db: Database, rows: NewDraw[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(lotteryDraw)
    .values(rows)
    .onConflictDoNothing({ target: [lotteryDraw.gameCode, lotteryDraw.numero] })
    .returning({ id: lotteryDraw.id });
  return inserted.length;
}

/** The latest draw already scheduled for a game (an index scan), so the scheduler only adds what is missing. */
export async function findLatestDrawTime(db: Database, gameCode: string): Promise<Date | null> {
  const [row] = await db
    .select({ drawAt: lotteryDraw.drawAt })
    .from(lotteryDraw)
    .where(eq(lotteryDraw.gameCode, gameCode))
    .orderBy(desc(lotteryDraw.drawAt))
    .limit(1);
  return row ? new Date(row.drawAt) : null;
}

export async function findSeedChain(db: Database, gameCode: string, day: string) {
  const [row] = await db
    .select()
    .from(lotterySeedChain)
    .where(and(eq(lotterySeedChain.gameCode, gameCode), eq(lotterySeedChain.day, day)));
  return row ?? null;
}

export async function insertSeedChain(db: Database, row: typeof lotterySeedChain.$inferInsert) {
  await db.insert(lotterySeedChain).values(row).onConflictDoNothing();
}

/**
 * Closes every draw whose close time has passed. The UPDATE waits for the share locks of placements in flight,
 * so once a draw reads CLOSED no ticket can still be joining it.
 */
export async function closeDueDraws(db: Database): Promise<number> {
  const rows = await db
    .update(lotteryDraw)
    .set({ status: 'CLOSED' })
    .where(and(eq(lotteryDraw.status, 'SCHEDULED'), lte(lotteryDraw.closeAt, sql`clock_timestamp()`)))
    .returning({ id: lotteryDraw.id });
  return rows.length;
}

/**
 * Stops a draw's sales now (by the database's clock); only a draw still on sale or not yet open. The row is locked
 * first, which waits for every placement in flight and keeps new ones out, so the close time written is after the
 * last ticket let in; a placement waiting behind this lock then reads the new close time and is refused.
 */
export async function closeDrawNow(db: Database, gameCode: string, numero: string) {
  return runInTransaction(db, async (transaction) => {
    const tx = transaction as unknown as Database;
    const [locked] = await tx
      .select({ id: lotteryDraw.id })
      .from(lotteryDraw)
      .where(
        and(
          eq(lotteryDraw.gameCode, gameCode),
          eq(lotteryDraw.numero, numero),
          eq(lotteryDraw.status, 'SCHEDULED'),
          gt(lotteryDraw.closeAt, sql`clock_timestamp()`),
        ),
      )
      .for('update');
    if (!locked) return null;
    const [row] = await tx
      .update(lotteryDraw)
      .set({
        openAt: sql`least(${lotteryDraw.openAt}, clock_timestamp() - interval '1 millisecond')`,
        closeAt: sql`clock_timestamp()`,
        drawAt: sql`greatest(${lotteryDraw.drawAt}, clock_timestamp())`,
      })
      .where(eq(lotteryDraw.id, locked.id))
      .returning();
    return row ?? null;
  });
}

/** Closed draws of the given games whose draw time has come, oldest first. */
export async function listDueDraws(db: Database, gameCodes: readonly string[], limit: number) {
  if (gameCodes.length === 0) return [];
  return db
    .select()
    .from(lotteryDraw)
    .where(
      and(
        eq(lotteryDraw.status, 'CLOSED'),
        inArray(lotteryDraw.gameCode, [...gameCodes]),
        lte(lotteryDraw.drawAt, sql`clock_timestamp()`),
      ),
    )
    .orderBy(asc(lotteryDraw.drawAt))
    .limit(limit);
}

/** Closed draws (of the given games) still without a result this long after their draw time. */
export async function listOverdueDraws(db: Database, gameCode: string, windowSeconds: number, limit: number) {
  return db
    .select()
    .from(lotteryDraw)
    .where(
      and(
        eq(lotteryDraw.status, 'CLOSED'),
        eq(lotteryDraw.gameCode, gameCode),
        lte(lotteryDraw.drawAt, sql`clock_timestamp() - make_interval(secs => ${windowSeconds})`),
      ),
    )
    .orderBy(asc(lotteryDraw.drawAt))
    .limit(limit);
}

/** Records an outcome (a result or a void) as the next version; only from the states given. */
export async function recordDrawOutcome(
  db: Database,
  input: {
    drawId: number;
    fromStatuses: DrawRow['status'][];
    expectedVersion: number;
    outcome:
      | { status: 'RESULTED'; result: DrawResult; winNumbers: string; beacon?: string; beaconSource?: string }
      | { status: 'VOID'; reason: string };
  },
): Promise<DrawRow | null> {
  const { outcome } = input;
  const [row] = await db
    .update(lotteryDraw)
    .set({
      status: outcome.status,
      resultVersion: input.expectedVersion + 1,
      resultedAt: sql`clock_timestamp()`,
      ...(outcome.status === 'RESULTED'
        ? {
            result: outcome.result,
            winNumbers: outcome.winNumbers,
            voidReason: null,
            ...(outcome.beacon === undefined ? {} : { beacon: outcome.beacon, beaconSource: outcome.beaconSource }),
          }
        : { voidReason: outcome.reason }),
    })
    .where(
      and(
        eq(lotteryDraw.id, input.drawId),
        inArray(lotteryDraw.status, input.fromStatuses),
        eq(lotteryDraw.resultVersion, input.expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function listDrawsToSettle(db: Database, limit: number) {
  return db
    .select()
    .from(lotteryDraw)
    .where(
      and(
        inArray(lotteryDraw.status, ['RESULTED', 'VOID']),
        sql`${lotteryDraw.settledVersion} < ${lotteryDraw.resultVersion}`,
      ),
    )
    .orderBy(asc(lotteryDraw.drawAt))
    .limit(limit);
}

export async function markDrawSettled(
  db: Database,
  input: { drawId: number; version: number; revealedSeed: string | null },
): Promise<boolean> {
  const rows = await db
    .update(lotteryDraw)
    .set({
      settledVersion: input.version,
      settledAt: sql`clock_timestamp()`,
      status: sql`case when ${lotteryDraw.status} = 'VOID' then 'VOID' else 'SETTLED' end`,
      ...(input.revealedSeed ? { revealedSeed: input.revealedSeed } : {}),
    })
    .where(and(eq(lotteryDraw.id, input.drawId), eq(lotteryDraw.resultVersion, input.version)))
    .returning({ id: lotteryDraw.id });
  return rows.length > 0;
}

export async function findDrawById(db: Database, id: number) {
  const [row] = await db.select().from(lotteryDraw).where(eq(lotteryDraw.id, id));
  return row ?? null;
}

export async function findDraw(db: Database, gameCode: string, numero: string) {
  const [row] = await db
    .select()
    .from(lotteryDraw)
    .where(and(eq(lotteryDraw.gameCode, gameCode), eq(lotteryDraw.numero, numero)));
  return row ?? null;
}

/** A chase's draws: the given one and the next ones of the game, in draw order. */
export async function listDrawsFrom(db: Database, gameCode: string, first: DrawRow, count: number) {
  return db
    .select()
    .from(lotteryDraw)
    .where(and(eq(lotteryDraw.gameCode, gameCode), gte(lotteryDraw.drawAt, first.drawAt)))
    .orderBy(asc(lotteryDraw.drawAt))
    .limit(count);
}

/** The games as a set-returning list, so each game's draws are read through the (game, draw time) index. */
const gameList = (gameCodes: readonly string[]) =>
  sql`unnest(array[${sql.join(
    gameCodes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]) as g(code)`;

/**
 * The last drawn, the current (next to draw) and the following draw of each game: per game, two short index scans
 * from `now`, whatever the length of the draw history.
 */
export async function listNearDraws(db: Database, gameCodes: readonly string[], now: Date) {
  if (gameCodes.length === 0) return [];
  const at = now.toISOString();
  return queryRows<{
    game_code: string;
    numero: string;
    open_at: string | Date;
    close_at: string | Date;
    draw_at: string | Date;
    status: DrawRow['status'];
    position: string;
  }>(
    db,
    sql`select d.game_code, d.numero, d.open_at, d.close_at, d.draw_at, d.status, d.position::text
        from ${gameList(gameCodes)}
        cross join lateral (
          (select u.*, row_number() over (order by u.draw_at) as position
            from (select * from lottery_draw x where x.game_code = g.code and x.draw_at > ${at}::timestamptz
                  order by x.draw_at limit 2) u)
          union all
          (select p.*, 0::bigint as position from lottery_draw p
            where p.game_code = g.code and p.draw_at <= ${at}::timestamptz order by p.draw_at desc limit 1)
        ) d`,
  );
}

/** The latest result of each game, newest first (per game a short backward scan of its draws). */
export async function listLatestResults(db: Database, gameCodes: readonly string[]) {
  if (gameCodes.length === 0) return [];
  return queryRows<{ game_code: string; numero: string; win_numbers: string; draw_at: string | Date }>(
    db,
    sql`select d.game_code, d.numero, d.win_numbers, d.draw_at
        from ${gameList(gameCodes)}
        cross join lateral (
          select x.game_code, x.numero, x.win_numbers, x.draw_at from lottery_draw x
          where x.game_code = g.code and x.status in ('RESULTED', 'SETTLED')
          order by x.draw_at desc limit 1
        ) d
        order by d.draw_at desc`,
  );
}

/** A game's past draws (with an outcome or past their draw time), newest first. */
export async function listDrawHistory(db: Database, gameCode: string, now: Date, offset: number, limit: number) {
  const where = and(eq(lotteryDraw.gameCode, gameCode), lte(lotteryDraw.drawAt, now));
  const [rows, [count]] = await Promise.all([
    db.select().from(lotteryDraw).where(where).orderBy(desc(lotteryDraw.drawAt)).offset(offset).limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(lotteryDraw)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

// ---------------------------------------------------------------------------------------------------------------
// Beacon

export async function findBeaconRound(db: Database, source: string, round: number) {
  const [row] = await db
    .select()
    .from(lotteryBeaconRound)
    .where(and(eq(lotteryBeaconRound.source, source), eq(lotteryBeaconRound.round, round)));
  return row ?? null;
}

/** Keeps the first value read for a round; a second writer gets the first one back. */
export async function keepBeaconRound(db: Database, source: string, round: number, value: string) {
  await db.insert(lotteryBeaconRound).values({ source, round, value }).onConflictDoNothing();
  return findBeaconRound(db, source, round);
}

// ---------------------------------------------------------------------------------------------------------------
// Results entered by operators

export async function insertResultEntry(db: Database, row: typeof lotteryResultEntry.$inferInsert) {
  const [inserted] = await db.insert(lotteryResultEntry).values(row).returning();
  if (!inserted) throw new Error('result entry not written');
  return inserted;
}

/**
 * Queues saves of the same versioned row (a brand's odds table or game settings) one behind another until the
 * transaction ends, so two saves at once get consecutive versions instead of racing for the same one.
 */
export async function lockVersionedSave(transaction: Database, key: string) {
  await transaction.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function findResultEntry(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(lotteryResultEntry).where(eq(lotteryResultEntry.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function confirmResultEntry(
  db: Database,
  input: { entryId: string; confirmedBy: string; resultVersion: number },
) {
  const rows = await db
    .update(lotteryResultEntry)
    .set({
      status: 'CONFIRMED',
      confirmedBy: input.confirmedBy,
      resultVersion: input.resultVersion,
      confirmedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(lotteryResultEntry.id, input.entryId), eq(lotteryResultEntry.status, 'PENDING')))
    .returning({ id: lotteryResultEntry.id });
  return rows.length > 0;
}

export async function supersedeResultEntries(db: Database, drawId: number, keep: string) {
  await db
    .update(lotteryResultEntry)
    .set({ status: 'SUPERSEDED' })
    .where(
      and(
        eq(lotteryResultEntry.drawId, drawId),
        eq(lotteryResultEntry.status, 'PENDING'),
        ne(lotteryResultEntry.id, keep),
      ),
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Orders and tickets

export async function findOrderByKey(db: Database, merchantId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(lotteryOrder)
    .where(and(eq(lotteryOrder.merchantId, merchantId), eq(lotteryOrder.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function findOrderByNumber(db: Database, merchantId: string, orderNo: string) {
  const [row] = await db
    .select()
    .from(lotteryOrder)
    .where(and(eq(lotteryOrder.merchantId, merchantId), eq(lotteryOrder.orderNo, orderNo)));
  return row ?? null;
}

export async function insertOrder(db: Database, row: typeof lotteryOrder.$inferInsert): Promise<OrderRow> {
  const [inserted] = await db.insert(lotteryOrder).values(row).returning();
  if (!inserted) throw new Error('order not written');
  return inserted;
}

export async function insertTickets(db: Database, rows: NewTicket[]): Promise<TicketRow[]> {
  if (rows.length === 0) return [];
  return db.insert(lotteryTicket).values(rows).returning();
}

/** The member's live tickets in these draws (limits and round rules count them). */
export async function listMemberDrawTickets(db: Database, memberId: string, drawIds: readonly number[]) {
  if (drawIds.length === 0) return [];
  return db
    .select({
      drawId: lotteryTicket.drawId,
      betTypeCode: lotteryTicket.betTypeCode,
      selection: lotteryTicket.selection,
      numbers: lotteryTicket.numbers,
      amountMinor: lotteryTicket.amountMinor,
    })
    .from(lotteryTicket)
    .where(
      and(
        eq(lotteryTicket.memberId, memberId),
        inArray(lotteryTicket.drawId, [...drawIds]),
        inArray(lotteryTicket.status, ['PENDING', 'WON', 'LOST', 'PUSH']),
      ),
    );
}

/**
 * Locks the next tickets of a draw that are not yet settled at `version` (cancelled and stopped tickets never
 * settle). SKIP LOCKED lets another settler take other tickets instead of waiting.
 */
export async function claimTicketsToSettle(db: Database, drawId: number, version: number, limit: number) {
  return db
    .select({
      ticket: lotteryTicket,
      currency: lotteryOrder.currency,
      walletAccountId: lotteryOrder.walletAccountId,
      stopOnWin: lotteryOrder.stopOnWin,
    })
    .from(lotteryTicket)
    .innerJoin(lotteryOrder, eq(lotteryOrder.id, lotteryTicket.orderId))
    .where(
      and(
        eq(lotteryTicket.drawId, drawId),
        lt(lotteryTicket.settledVersion, version),
        inArray(lotteryTicket.status, ['PENDING', 'WON', 'LOST', 'PUSH', 'VOID']),
      ),
    )
    .orderBy(asc(lotteryTicket.memberId), asc(lotteryTicket.id))
    .limit(limit)
    .for('update', { of: lotteryTicket, skipLocked: true });
}

/** Only one settler works on a draw at a time (its payout caps add up across batches); others move on. */
export async function tryLockDrawSettlement(db: Database, drawId: number): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(hashtext('lottery-settle'), ${drawId}::int) as locked`,
  );
  return row?.locked === true;
}

/** What each member's tickets of a draw have been paid in prizes at a version (the payout cap counts it). */
export async function sumMemberPrizes(db: Database, drawId: number, version: number, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, bigint>();
  const rows = await queryRows<{ member_id: string; prize: string }>(
    db,
    sql`select t.member_id, coalesce(sum(s.prize_minor - s.cap_deducted_minor), 0)::text as prize
        from lottery_settlement s join lottery_ticket t on t.id = s.ticket_id
        where t.draw_id = ${drawId} and s.result_version = ${version}
          and t.member_id in (${sql.join(
            memberIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        group by t.member_id`,
  );
  return new Map(rows.map((row) => [row.member_id, BigInt(row.prize)]));
}

export async function insertSettlements(db: Database, rows: NewSettlement[]) {
  if (rows.length === 0) return;
  await db.insert(lotterySettlement).values(rows);
}

/** Writes each settled ticket's state in one statement. */
export async function updateSettledTickets(
  db: Database,
  rows: { id: number; status: TicketStatus; version: number; returnedMinor: bigint }[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::bigint, ${row.status}::text, ${row.version}::int, ${row.returnedMinor}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`update lottery_ticket t
    set status = v.status, settled_version = v.version, returned_minor = v.returned, settled_at = clock_timestamp()
    from (values ${values}) as v(id, status, version, returned)
    where t.id = v.id`);
}

/** A stop-on-win chase's tickets in draws still on sale after `drawAt`: they are stopped and refunded. */
export async function stopChaseTickets(db: Database, orderIds: readonly string[], after: Date) {
  if (orderIds.length === 0) return [];
  return queryRows<{
    id: string;
    order_id: string;
    merchant_id: string;
    member_id: string;
    amount_minor: string;
    self_rebate_minor: string;
    currency: string;
    wallet_account_id: string;
  }>(
    db,
    sql`update lottery_ticket t set status = 'CHASE_STOPPED', settled_at = clock_timestamp()
        from lottery_draw d
        where d.id = t.draw_id and t.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and t.status = 'PENDING' and d.status = 'SCHEDULED' and d.draw_at > ${after.toISOString()}::timestamptz
        returning t.id::text, t.order_id, t.merchant_id, t.member_id, t.amount_minor::text, t.self_rebate_minor::text,
          (select o.currency from lottery_order o where o.id = t.order_id) as currency,
          (select o.wallet_account_id from lottery_order o where o.id = t.order_id) as wallet_account_id`,
  );
}

/**
 * Cancels a member's open chases (a player protection, issue #15): every pending ticket of their chase orders whose
 * draw is still on sale by the database's clock. Tickets of draws already closed were played and settle as usual.
 * Answers what each cancelled ticket needs for its refund.
 */
export async function cancelOpenChaseTickets(db: Database, memberId: string) {
  return queryRows<{
    id: string;
    merchant_id: string;
    amount_minor: string;
    self_rebate_minor: string;
    currency: string;
    wallet_account_id: string;
    order_no: string;
    game_code: string;
    numero: string;
  }>(
    db,
    sql`update lottery_ticket t set status = 'CANCELLED', settled_at = clock_timestamp()
        from lottery_draw d, lottery_order o
        where d.id = t.draw_id and o.id = t.order_id and t.member_id = ${memberId}::uuid and t.status = 'PENDING'
          and o.periods > 1 and d.status = 'SCHEDULED' and d.close_at > clock_timestamp()
        returning t.id::text, t.merchant_id, t.amount_minor::text, t.self_rebate_minor::text, o.currency,
          o.wallet_account_id, o.order_no, d.game_code, d.numero`,
  );
}

export async function findTicketForUpdate(db: Database, merchantId: string, ticketId: number) {
  const [row] = await db
    .select({ ticket: lotteryTicket, draw: lotteryDraw, order: lotteryOrder })
    .from(lotteryTicket)
    .innerJoin(lotteryDraw, eq(lotteryDraw.id, lotteryTicket.drawId))
    .innerJoin(lotteryOrder, eq(lotteryOrder.id, lotteryTicket.orderId))
    .where(and(eq(lotteryTicket.id, ticketId), eq(lotteryTicket.merchantId, merchantId)))
    .for('update', { of: lotteryTicket });
  return row ?? null;
}

export async function hasLaterPendingPeriod(db: Database, orderId: string, period: number) {
  const [row] = await db
    .select({ id: lotteryTicket.id })
    .from(lotteryTicket)
    .where(
      and(eq(lotteryTicket.orderId, orderId), eq(lotteryTicket.status, 'PENDING'), gt(lotteryTicket.period, period)),
    )
    .limit(1);
  return row !== undefined;
}

export async function markTicketCancelled(db: Database, ticketId: number) {
  const rows = await db
    .update(lotteryTicket)
    .set({ status: 'CANCELLED', settledAt: sql`clock_timestamp()` })
    .where(and(eq(lotteryTicket.id, ticketId), eq(lotteryTicket.status, 'PENDING')))
    .returning({ id: lotteryTicket.id });
  return rows.length > 0;
}

export type TicketView = {
  ticket: TicketRow;
  draw: Pick<DrawRow, 'numero' | 'gameCode' | 'winNumbers' | 'status' | 'closeAt'>;
  order: Pick<OrderRow, 'orderNo' | 'periods' | 'stopOnWin'>;
  lastPendingPeriod: number | null;
};

const ticketViewColumns = {
  ticket: lotteryTicket,
  draw: {
    numero: lotteryDraw.numero,
    gameCode: lotteryDraw.gameCode,
    winNumbers: lotteryDraw.winNumbers,
    status: lotteryDraw.status,
    closeAt: lotteryDraw.closeAt,
  },
  order: { orderNo: lotteryOrder.orderNo, periods: lotteryOrder.periods, stopOnWin: lotteryOrder.stopOnWin },
  lastPendingPeriod: sql<number | null>`(select max(p.period) from lottery_ticket p
    where p.order_id = ${lotteryTicket.orderId} and p.status = 'PENDING')`,
};

export type TicketFilter = {
  merchantId: string;
  memberId: string;
  from?: Date | undefined;
  to?: Date | undefined;
  gameCode?: string | undefined;
  statuses?: TicketStatus[] | undefined;
  numero?: string | undefined;
  orderNo?: string | undefined;
};

function ticketConditions(filter: TicketFilter): SQL | undefined {
  return and(
    eq(lotteryTicket.merchantId, filter.merchantId),
    eq(lotteryTicket.memberId, filter.memberId),
    filter.from ? gte(lotteryTicket.placedAt, filter.from) : undefined,
    filter.to ? lt(lotteryTicket.placedAt, filter.to) : undefined,
    filter.gameCode ? eq(lotteryDraw.gameCode, filter.gameCode) : undefined,
    filter.statuses ? inArray(lotteryTicket.status, filter.statuses) : undefined,
    filter.numero ? eq(lotteryDraw.numero, filter.numero) : undefined,
    filter.orderNo ? eq(lotteryOrder.orderNo, filter.orderNo) : undefined,
  );
}

export async function listTickets(db: Database, filter: TicketFilter, offset: number, limit: number) {
  const where = ticketConditions(filter);
  const joined = () =>
    db
      .select(ticketViewColumns)
      .from(lotteryTicket)
      .innerJoin(lotteryDraw, eq(lotteryDraw.id, lotteryTicket.drawId))
      .innerJoin(lotteryOrder, eq(lotteryOrder.id, lotteryTicket.orderId));
  const [rows, [totals]] = await Promise.all([
    joined().where(where).orderBy(desc(lotteryTicket.placedAt), desc(lotteryTicket.id)).offset(offset).limit(limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        betMinor: sql<string>`coalesce(sum(${lotteryTicket.amountMinor}), 0)::text`,
        returnedMinor: sql<string>`coalesce(sum(${lotteryTicket.returnedMinor}), 0)::text`,
      })
      .from(lotteryTicket)
      .innerJoin(lotteryDraw, eq(lotteryDraw.id, lotteryTicket.drawId))
      .innerJoin(lotteryOrder, eq(lotteryOrder.id, lotteryTicket.orderId))
      .where(where),
  ]);
  return {
    rows: rows as TicketView[],
    total: Number(totals?.total ?? 0),
    betMinor: BigInt(totals?.betMinor ?? '0'),
    returnedMinor: BigInt(totals?.returnedMinor ?? '0'),
  };
}

export async function listOrderTickets(db: Database, orderId: string) {
  const rows = await db
    .select(ticketViewColumns)
    .from(lotteryTicket)
    .innerJoin(lotteryDraw, eq(lotteryDraw.id, lotteryTicket.drawId))
    .innerJoin(lotteryOrder, eq(lotteryOrder.id, lotteryTicket.orderId))
    .where(eq(lotteryTicket.orderId, orderId))
    .orderBy(asc(lotteryTicket.period), asc(lotteryTicket.id));
  return rows as TicketView[];
}

/** The games a member bet on lately, most recent first. */
export async function listRecentGameCodes(db: Database, memberId: string, limit: number) {
  const rows = await queryRows<{ game_code: string }>(
    db,
    sql`select game_code from lottery_order where member_id = ${memberId}::uuid
        group by game_code order by max(created_at) desc limit ${limit}`,
  );
  return rows.map((row) => row.game_code);
}

/** A member's tickets placed in [from, to), the betting record's lottery side. */
export type MemberTicketFilter = { merchantId: string; memberId: string; from: Date; to: Date };

function memberTicketConditions(filter: MemberTicketFilter) {
  return and(
    eq(lotteryTicket.merchantId, filter.merchantId),
    eq(lotteryTicket.memberId, filter.memberId),
    gte(lotteryTicket.placedAt, filter.from),
    lt(lotteryTicket.placedAt, filter.to),
  );
}

/** The member's tickets, newest first, with their order and draw. */
export async function listMemberTickets(db: Database, filter: MemberTicketFilter & { limit: number; offset: number }) {
  return db
    .select({
      ticketId: lotteryTicket.id,
      orderNo: lotteryOrder.orderNo,
      period: lotteryTicket.period,
      gameCode: lotteryOrder.gameCode,
      currency: lotteryOrder.currency,
      numero: lotteryDraw.numero,
      amountMinor: lotteryTicket.amountMinor,
      selfRebateMinor: lotteryTicket.selfRebateMinor,
      returnedMinor: lotteryTicket.returnedMinor,
      status: lotteryTicket.status,
      placedAt: lotteryTicket.placedAt,
      settledAt: lotteryTicket.settledAt,
    })
    .from(lotteryTicket)
    .innerJoin(lotteryOrder, eq(lotteryOrder.id, lotteryTicket.orderId))
    .innerJoin(lotteryDraw, eq(lotteryDraw.id, lotteryTicket.drawId))
    .where(memberTicketConditions(filter))
    .orderBy(desc(lotteryTicket.placedAt), desc(lotteryTicket.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Count, stake (after the self-rebate paid with it) and returns of the member's tickets; `played` leaves out the undone. */
export async function sumMemberTickets(db: Database, filter: MemberTicketFilter) {
  const [row] = await db
    .select({
      all: sql<string>`count(*)`,
      played: sql<string>`count(*) filter (where ${lotteryTicket.status} not in ('VOID', 'CANCELLED', 'CHASE_STOPPED'))`,
      stakeMinor: sql<string>`coalesce(sum(${lotteryTicket.amountMinor} - ${lotteryTicket.selfRebateMinor}), 0)`,
      returnedMinor: sql<string>`coalesce(sum(${lotteryTicket.returnedMinor}), 0)`,
    })
    .from(lotteryTicket)
    .where(memberTicketConditions(filter));
  return {
    all: Number(row?.all ?? 0),
    played: Number(row?.played ?? 0),
    stakeMinor: BigInt(row?.stakeMinor ?? 0),
    returnedMinor: BigInt(row?.returnedMinor ?? 0),
  };
}
