import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountPolicy, member, registrationRule } from './member.tables.js';

export type MemberRow = typeof member.$inferSelect;
export type NewMemberRow = typeof member.$inferInsert;
export type AccountPolicyRow = typeof accountPolicy.$inferSelect;
export type RegistrationRuleRow = typeof registrationRule.$inferSelect;

export async function findMemberByUsername(db: Database, merchantId: string, username: string) {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.merchantId, merchantId), sql`lower(${member.username}) = lower(${username.trim()})`))
    .limit(1);
  return row;
}

export async function findMemberByMobile(
  db: Database,
  merchantId: string,
  countryDialingCode: string,
  mobileNum: string,
) {
  const [row] = await db
    .select()
    .from(member)
    .where(
      and(
        eq(member.merchantId, merchantId),
        eq(member.countryDialingCode, countryDialingCode),
        eq(member.mobileNum, mobileNum),
      ),
    )
    .limit(1);
  return row;
}

export async function findMemberById(db: Database, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.merchantId, merchantId), eq(member.id, id)))
    .limit(1);
  return row;
}

/** The usernames of some of a brand's members, in one query (the winners board names up to 50 at once). */
export async function listUsernames(db: Database, merchantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: member.id, username: member.username })
    .from(member)
    .where(and(eq(member.merchantId, merchantId), inArray(member.id, [...ids])));
}

export async function findAgentByAffiliateCode(db: Database, merchantId: string, code: string) {
  const [row] = await db
    .select()
    .from(member)
    .where(
      and(
        eq(member.merchantId, merchantId),
        sql`lower(${member.affiliateCode}) = lower(${code.trim()})`,
        sql`${member.type} in (1, 2, 41, 42)`,
      ),
    )
    .limit(1);
  return row;
}

/** Inserts the member unless the username (or mobile number) is taken in the brand; answers the row or nothing. */
export async function insertMemberIfFree(db: Database, row: NewMemberRow): Promise<MemberRow | undefined> {
  const [created] = await db.insert(member).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateMember(db: Database, merchantId: string, id: string, change: Partial<NewMemberRow>) {
  const [row] = await db
    .update(member)
    .set(change)
    .where(and(eq(member.merchantId, merchantId), eq(member.id, id)))
    .returning();
  return row;
}

/**
 * Gives the member `code` as its own invitation code unless it has one already or another member of the brand holds
 * it (case-insensitively, as codes are looked up); answers the code the member holds afterwards, or nothing when
 * `code` was taken and the member still has none (the caller draws another).
 */
export async function assignAffiliateCodeIfNone(db: Database, merchantId: string, id: string, code: string) {
  const [row] = await db
    .update(member)
    .set({ affiliateCode: sql`coalesce(${member.affiliateCode}, ${code})` })
    .where(
      and(
        eq(member.merchantId, merchantId),
        eq(member.id, id),
        sql`(${member.affiliateCode} is not null or not exists (select 1 from ${member} as taken where taken.merchant_id = ${merchantId} and lower(taken.affiliate_code) = lower(${code})))`,
      ),
    )
    .returning({ affiliateCode: member.affiliateCode });
  return row?.affiliateCode ?? undefined;
}

/** Records a login; `first_login_at` is set once, so the caller learns whether this was the first. */
export async function markLoggedIn(db: Database, merchantId: string, id: string, now: Date) {
  const [row] = await db
    .update(member)
    .set({ lastLoginAt: now, firstLoginAt: sql`coalesce(${member.firstLoginAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(member.merchantId, merchantId), eq(member.id, id)))
    .returning({ firstLoginAt: member.firstLoginAt });
  return row;
}

export async function findAccountPolicy(db: Database, merchantId: string) {
  const [row] = await db.select().from(accountPolicy).where(eq(accountPolicy.merchantId, merchantId)).limit(1);
  return row;
}

export async function listRegistrationRules(db: Database, merchantId: string) {
  return db
    .select()
    .from(registrationRule)
    .where(eq(registrationRule.merchantId, merchantId))
    .orderBy(asc(registrationRule.sortOrder), asc(registrationRule.field));
}

export async function upsertAccountPolicy(db: Database, row: typeof accountPolicy.$inferInsert) {
  await db.insert(accountPolicy).values(row).onConflictDoNothing();
}

/** Sets the brand's second-factor rule, creating its policy row (with the defaults) when it has none. */
export async function saveTwoFactorRequired(db: Database, merchantId: string, required: boolean) {
  await db
    .insert(accountPolicy)
    .values({ merchantId, twoFactorRequired: required })
    .onConflictDoUpdate({ target: accountPolicy.merchantId, set: { twoFactorRequired: required } });
}

export async function upsertRegistrationRules(db: Database, rows: (typeof registrationRule.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(registrationRule).values(rows).onConflictDoNothing();
}

/** Makes the brand's rules exactly these: fields not given are removed (hidden), in the given order. */
export async function replaceRegistrationRules(
  db: Database,
  merchantId: string,
  rules: Omit<typeof registrationRule.$inferInsert, 'merchantId' | 'sortOrder'>[],
) {
  await db.delete(registrationRule).where(eq(registrationRule.merchantId, merchantId));
  if (rules.length === 0) return;
  await db.insert(registrationRule).values(rules.map((rule, index) => ({ ...rule, merchantId, sortOrder: index + 1 })));
}

/** Sets the first-login acknowledgement once; answers true only to the call that set it. */
export async function acknowledgeFirstLogin(db: Database, merchantId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(member)
    .set({ firstLoginAcknowledgedAt: now })
    .where(and(eq(member.merchantId, merchantId), eq(member.id, id), sql`${member.firstLoginAcknowledgedAt} is null`))
    .returning({ id: member.id });
  return rows.length === 1;
}

/** Records the real name only while none is on file; answers whether it did. */
export async function setPayeeNameWhereEmpty(db: Database, merchantId: string, id: string, payeeName: string) {
  const rows = await db
    .update(member)
    .set({ payeeName })
    .where(
      and(eq(member.merchantId, merchantId), eq(member.id, id), sql`coalesce(btrim(${member.payeeName}), '') = ''`),
    )
    .returning({ id: member.id });
  return rows.length === 1;
}

/** Compare and swap of the payment-password hash: replaced only if it is still `expected`. */
export async function swapPaymentPasswordHash(
  db: Database,
  input: { merchantId: string; id: string; expected: string | null; next: string },
) {
  const rows = await db
    .update(member)
    .set({ paymentPasswordHash: input.next })
    .where(
      and(
        eq(member.merchantId, input.merchantId),
        eq(member.id, input.id),
        input.expected === null ? isNull(member.paymentPasswordHash) : eq(member.paymentPasswordHash, input.expected),
      ),
    )
    .returning({ id: member.id });
  return rows.length === 1;
}
