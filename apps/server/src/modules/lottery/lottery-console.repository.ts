import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { LotteryDrawFilter } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { lotteryDraw, lotteryGameSetting, lotteryOddsTable, lotteryResultEntry } from './lottery.tables.js';
import type { DrawRow } from './lottery.repository.js';

/** The console's reads of the lottery: draws by game, day and status, a draw's money, result entries, versions. */

function drawConditions(filter: LotteryDrawFilter): SQL | undefined {
  return and(
    filter.game ? eq(lotteryDraw.gameCode, filter.game) : undefined,
    filter.day ? eq(lotteryDraw.day, filter.day) : undefined,
    filter.status ? eq(lotteryDraw.status, filter.status) : undefined,
  );
}

const drawOrder = (order: 'asc' | 'desc') =>
  order === 'asc' ? [asc(lotteryDraw.drawAt), asc(lotteryDraw.id)] : [desc(lotteryDraw.drawAt), desc(lotteryDraw.id)];

export async function listConsoleDraws(db: Database, filter: LotteryDrawFilter, offset: number, limit: number) {
  const where = drawConditions(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(lotteryDraw)
      .where(where)
      .orderBy(...drawOrder(filter.order))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(lotteryDraw)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** The next batch of an export after the last row sent, in the list's order (rows written meanwhile do not repeat). */
export async function listConsoleDrawsAfter(
  db: Database,
  filter: LotteryDrawFilter,
  after: Pick<DrawRow, 'drawAt' | 'id'> | null,
  limit: number,
) {
  const comparison = filter.order === 'asc' ? sql`>` : sql`<`;
  const afterCondition = after
    ? sql`(${lotteryDraw.drawAt}, ${lotteryDraw.id}) ${comparison} (${new Date(after.drawAt).toISOString()}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select()
    .from(lotteryDraw)
    .where(and(drawConditions(filter), afterCondition))
    .orderBy(...drawOrder(filter.order))
    .limit(limit);
}

export type DrawTotalsRow = {
  currency: string;
  tickets: number;
  members: number;
  stakes_minor: string;
  returned_minor: string;
  pending_tickets: number;
};

/** A draw's tickets, members, stakes and what was paid back, per currency; one aggregate over the draw's index. */
export async function sumDrawTickets(db: Database, drawId: number) {
  return queryRows<DrawTotalsRow>(
    db,
    sql`select o.currency,
               count(*)::int as tickets,
               count(distinct t.member_id)::int as members,
               coalesce(sum(t.amount_minor), 0)::text as stakes_minor,
               coalesce(sum(t.returned_minor), 0)::text as returned_minor,
               count(*) filter (where t.status = 'PENDING')::int as pending_tickets
          from lottery_ticket t
          join lottery_order o on o.id = t.order_id
         where t.draw_id = ${drawId}
         group by o.currency
         order by o.currency`,
  );
}

/**
 * An operator's name by id, read where the entry is (the operator module's table is referenced by the entry's keys;
 * reading its name column here keeps the module from importing another's code).
 */
const operatorName = (id: typeof lotteryResultEntry.enteredBy | typeof lotteryResultEntry.confirmedBy) =>
  sql<string>`(select username from operator_account where id = ${id})`;

/** A draw's result entries, newest first, with the names of who entered and who confirmed each. */
export async function listDrawResultEntries(db: Database, drawId: number) {
  return db
    .select({
      entry: lotteryResultEntry,
      enteredByName: operatorName(lotteryResultEntry.enteredBy),
      confirmedByName: sql<string | null>`${operatorName(lotteryResultEntry.confirmedBy)}`,
    })
    .from(lotteryResultEntry)
    .where(eq(lotteryResultEntry.drawId, drawId))
    .orderBy(desc(lotteryResultEntry.createdAt));
}

/** Every entry waiting for its confirmation, oldest first, with its draw and the name of who entered it. */
export async function listPendingEntriesWithNames(db: Database, limit: number) {
  return db
    .select({ entry: lotteryResultEntry, draw: lotteryDraw, enteredByName: operatorName(lotteryResultEntry.enteredBy) })
    .from(lotteryResultEntry)
    .innerJoin(lotteryDraw, eq(lotteryDraw.id, lotteryResultEntry.drawId))
    .where(eq(lotteryResultEntry.status, 'PENDING'))
    .orderBy(asc(lotteryResultEntry.createdAt))
    .limit(limit);
}

export async function listOddsTableVersions(db: Database, merchantId: string, code: string) {
  return db
    .select({
      version: lotteryOddsTable.version,
      createdBy: lotteryOddsTable.createdBy,
      createdAt: lotteryOddsTable.createdAt,
    })
    .from(lotteryOddsTable)
    .where(and(eq(lotteryOddsTable.merchantId, merchantId), eq(lotteryOddsTable.code, code)))
    .orderBy(desc(lotteryOddsTable.version))
    .limit(500);
}

export async function findOddsTableVersion(db: Database, merchantId: string, code: string, version: number) {
  const [row] = await db
    .select()
    .from(lotteryOddsTable)
    .where(
      and(
        eq(lotteryOddsTable.merchantId, merchantId),
        eq(lotteryOddsTable.code, code),
        eq(lotteryOddsTable.version, version),
      ),
    );
  return row ?? null;
}

/** The version in force of each of a brand's saved odds tables. */
export async function listLatestOddsTableVersions(db: Database, merchantId: string, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .selectDistinctOn([lotteryOddsTable.code], { code: lotteryOddsTable.code, version: lotteryOddsTable.version })
    .from(lotteryOddsTable)
    .where(and(eq(lotteryOddsTable.merchantId, merchantId), inArray(lotteryOddsTable.code, [...codes])))
    .orderBy(lotteryOddsTable.code, desc(lotteryOddsTable.version));
}

export async function listGameSettingVersions(db: Database, merchantId: string, gameCode: string) {
  return db
    .select({
      version: lotteryGameSetting.version,
      createdBy: lotteryGameSetting.createdBy,
      createdAt: lotteryGameSetting.createdAt,
    })
    .from(lotteryGameSetting)
    .where(and(eq(lotteryGameSetting.merchantId, merchantId), eq(lotteryGameSetting.gameCode, gameCode)))
    .orderBy(desc(lotteryGameSetting.version))
    .limit(500);
}

export async function findGameSettingVersion(db: Database, merchantId: string, gameCode: string, version: number) {
  const [row] = await db
    .select()
    .from(lotteryGameSetting)
    .where(
      and(
        eq(lotteryGameSetting.merchantId, merchantId),
        eq(lotteryGameSetting.gameCode, gameCode),
        eq(lotteryGameSetting.version, version),
      ),
    );
  return row ?? null;
}
