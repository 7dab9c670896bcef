import { and, asc, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessage, passwordResetToken, verificationCode } from './verification.tables.js';

export type VerificationPurpose = (typeof verificationCode.$inferSelect)['purpose'];
export type OutboxRow = typeof outboxMessage.$inferSelect;

export async function insertCode(db: Database, row: typeof verificationCode.$inferInsert) {
  await db.insert(verificationCode).values(row);
}

/**
 * Takes one attempt at the newest code sent to the destination, in one statement committed by the caller's
 * handle: only while it is unused, live and under the attempt limit. Simultaneous guesses queue on the row
 * and each re-reads the count, so no more than the limit are ever compared. Answers the code's hash to
 * compare, or nothing.
 */
export async function takeCodeAttempt(
  db: Database,
  input: { merchantId: string; purpose: VerificationPurpose; destination: string; now: Date; maxAttempts: number },
) {
  const newest = db
    .select({ id: verificationCode.id })
    .from(verificationCode)
    .where(
      and(
        eq(verificationCode.merchantId, input.merchantId),
        eq(verificationCode.purpose, input.purpose),
        eq(verificationCode.destination, input.destination),
      ),
    )
    .orderBy(desc(verificationCode.createdAt))
    .limit(1);
  const [row] = await db
    .update(verificationCode)
    .set({ attempts: sql`${verificationCode.attempts} + 1` })
    .where(
      and(
        eq(verificationCode.id, newest),
        isNull(verificationCode.usedAt),
        gt(verificationCode.expiresAt, input.now),
        lt(verificationCode.attempts, input.maxAttempts),
      ),
    )
    .returning({ id: verificationCode.id, codeHash: verificationCode.codeHash });
  return row;
}

/** Uses the code up; answers false when another request used it first. */
export async function markCodeUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCode)
    .set({ usedAt: now })
    .where(and(eq(verificationCode.id, id), isNull(verificationCode.usedAt)))
    .returning({ id: verificationCode.id });
  return rows.length === 1;
}

export async function insertOutboxMessage(db: Database, row: typeof outboxMessage.$inferInsert): Promise<string> {
  const [created] = await db.insert(outboxMessage).values(row).returning({ id: outboxMessage.id });
  if (!created) throw new Error('outbox insert returned nothing');
  return created.id;
}

export async function listPendingMessages(db: Database, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.status, 'pending'))
    .orderBy(asc(outboxMessage.createdAt))
    .limit(limit);
}

export async function updateMessageStatus(
  db: Database,
  id: string,
  change: { status: OutboxRow['status']; sentAt?: Date | null; lastError?: string | null },
) {
  await db
    .update(outboxMessage)
    .set({ ...change, attempts: sql`${outboxMessage.attempts} + 1` })
    .where(eq(outboxMessage.id, id));
}

export async function listMessagesTo(db: Database, merchantId: string, destination: string, limit: number) {
  return db
    .select()
    .from(outboxMessage)
    .where(and(eq(outboxMessage.merchantId, merchantId), eq(outboxMessage.destination, destination)))
    .orderBy(desc(outboxMessage.createdAt))
    .limit(limit);
}

export async function insertResetToken(db: Database, row: typeof passwordResetToken.$inferInsert) {
  await db.insert(passwordResetToken).values(row);
}

/** Uses a live reset token up and answers its member; a second use finds nothing. */
export async function consumeResetToken(db: Database, merchantId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetToken.merchantId, merchantId),
        eq(passwordResetToken.tokenHash, tokenHash),
        isNull(passwordResetToken.usedAt),
        gt(passwordResetToken.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResetToken.memberId });
  return row?.memberId;
}

/** The outbox filters of the console, with the brand already resolved to its id. */
export type OutboxSearch = {
  merchantId?: string | undefined;
  destination?: string | undefined;
  channel?: OutboxRow['channel'] | undefined;
  status?: OutboxRow['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order: 'asc' | 'desc';
};

function outboxConditions(search: OutboxSearch): SQL | undefined {
  return and(
    search.merchantId ? eq(outboxMessage.merchantId, search.merchantId) : undefined,
    search.destination ? eq(outboxMessage.destination, search.destination) : undefined,
    search.channel ? eq(outboxMessage.channel, search.channel) : undefined,
    search.status ? eq(outboxMessage.status, search.status) : undefined,
    search.from ? gte(outboxMessage.createdAt, new Date(search.from)) : undefined,
    search.to ? lt(outboxMessage.createdAt, new Date(search.to)) : undefined,
  );
}

/**
 * The filtered messages in time order, after the message `afterId` when given (a cursor: the export) or from
 * `offset` (a page). The cursor's time is read in SQL at the column's microseconds, which a Date would round.
 */
export async function listOutboxMessages(
  db: Database,
  search: OutboxSearch,
  page: { limit: number; offset?: number; afterId?: string | null },
): Promise<OutboxRow[]> {
  const direction = search.order === 'asc' ? asc : desc;
  const afterId = page.afterId ?? null;
  const cursorTime = sql`(select ${outboxMessage.createdAt} from ${outboxMessage} where ${outboxMessage.id} = ${afterId})`;
  const cursor =
    afterId === null
      ? undefined
      : search.order === 'asc'
        ? sql`(${outboxMessage.createdAt}, ${outboxMessage.id}) > (${cursorTime}, ${afterId}::uuid)`
        : sql`(${outboxMessage.createdAt}, ${outboxMessage.id}) < (${cursorTime}, ${afterId}::uuid)`;
  return db
    .select()
    .from(outboxMessage)
    .where(and(outboxConditions(search), cursor))
    .orderBy(direction(outboxMessage.createdAt), direction(outboxMessage.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export async function countOutboxMessages(db: Database, search: OutboxSearch): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(outboxMessage).where(outboxConditions(search));
  return row?.rows ?? 0;
}
