import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { playerProtection } from './responsible-gaming.tables.js';

// The member and bank account tables belong to other modules: they are named in SQL here, not imported
// (modules are leaves, as player-directory does it).

export type PlayerProtectionRow = typeof playerProtection.$inferSelect;
export type NewPlayerProtectionRow = typeof playerProtection.$inferInsert;

/**
 * The member's protection column, locked for the rest of the transaction so two protections taken at once are
 * decided one after the other. `infinite` says it holds `infinity`, which a Date cannot (drivers answer an invalid
 * date); undefined when the member is not the brand's.
 */
export async function lockProtectedUntil(db: Database, merchantId: string, memberId: string) {
  const [row] = await queryRows<{ until_ms: string | null; infinite: boolean | null }>(
    db,
    sql`select protected_until = 'infinity'::timestamptz as infinite,
          case when protected_until is null or protected_until = 'infinity'::timestamptz then null
            else floor(extract(epoch from protected_until) * 1000)::bigint::text end as until_ms
        from member where id = ${memberId}::uuid and merchant_id = ${merchantId}::uuid for update`,
  );
  if (!row) return undefined;
  return {
    infinite: row.infinite === true,
    protectedUntil: row.until_ms === null ? null : new Date(Number(row.until_ms)),
  };
}

export async function insertProtection(db: Database, row: NewPlayerProtectionRow): Promise<PlayerProtectionRow> {
  const [created] = await db.insert(playerProtection).values(row).returning();
  if (!created) throw new Error('player_protection insert returned nothing');
  return created;
}

/** Sets the column every gate reads: the protection's end, or `infinity` (a self-exclusion until it is lifted). */
export async function setProtectedUntil(db: Database, memberId: string, until: Date | 'infinity') {
  const value = until === 'infinity' ? sql`'infinity'::timestamptz` : sql`${until.toISOString()}::timestamptz`;
  await db.execute(sql`update member set protected_until = ${value} where id = ${memberId}::uuid`);
}

/** The member's latest protection not lifted by an operator: the one `protected_until` stands for. */
export async function findCurrentProtection(db: Database, memberId: string): Promise<PlayerProtectionRow | undefined> {
  const [row] = await db
    .select()
    .from(playerProtection)
    .where(and(eq(playerProtection.memberId, memberId), isNull(playerProtection.liftedAt)))
    .orderBy(desc(playerProtection.startedAt), desc(playerProtection.id))
    .limit(1);
  return row;
}

/** Member `m` is under a self-exclusion in force: the column is set and a self-exclusion of theirs is not lifted. */
const selfExcludedMember = sql`m.protected_until is not null and exists (select 1 from player_protection p
  where p.member_id = m.id and p.kind = 'self_exclusion' and p.lifted_at is null)`;

/**
 * Which of a new account's details a member of the brand under a self-exclusion in force shares: the partial index
 * `member_protected_index` keeps the candidates to the brand's protected members, few beside all. The details come
 * normalized (mobile as digits with the dialing code, e-mail trimmed and lower-case, ID number trimmed).
 */
export async function findExcludedIdentityMatches(
  db: Database,
  merchantId: string,
  identity: { mobileDigits: string | null; email: string | null; idNumber: string | null },
): Promise<('mobileNum' | 'email' | 'idNumber')[]> {
  if (!identity.mobileDigits && !identity.email && !identity.idNumber) return [];
  const [row] = await queryRows<{ mobile: boolean | null; email: boolean | null; id_number: boolean | null }>(
    db,
    sql`select
          bool_or(regexp_replace(coalesce(m.country_dialing_code, '') || m.mobile_num, '[^0-9]', '', 'g')
            = ${identity.mobileDigits}) as mobile,
          bool_or(lower(btrim(m.email)) = ${identity.email}) as email,
          bool_or(btrim(m.id_number) = ${identity.idNumber}) as id_number
        from member m
        where m.merchant_id = ${merchantId}::uuid and ${selfExcludedMember}`,
  );
  const matches: ('mobileNum' | 'email' | 'idNumber')[] = [];
  if (row?.mobile === true) matches.push('mobileNum');
  if (row?.email === true) matches.push('email');
  if (row?.id_number === true) matches.push('idNumber');
  return matches;
}

/**
 * Whether another member of the brand under a self-exclusion in force has this bank account, bound now or removed
 * since (removing it before excluding oneself must not open it to a new account).
 */
export async function isBankAccountExcluded(
  db: Database,
  input: { merchantId: string; memberId: string; bankCode: string; accountNumber: string },
): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (
          select 1 from bank_account b join member m on m.id = b.member_id
          where b.merchant_id = ${input.merchantId}::uuid and b.account_number = ${input.accountNumber}
            and b.bank_code = ${input.bankCode} and b.member_id <> ${input.memberId}::uuid and ${selfExcludedMember}
        ) as found`,
  );
  return row?.found === true;
}
