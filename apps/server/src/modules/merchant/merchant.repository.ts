import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchant, merchantDomain } from './merchant.tables.js';

export type MerchantRow = typeof merchant.$inferSelect;
export type NewMerchantRow = typeof merchant.$inferInsert;
export type NewMerchantDomainRow = typeof merchantDomain.$inferInsert;

export async function findMerchantByCode(db: Database, code: string): Promise<MerchantRow | undefined> {
  const [row] = await db
    .select()
    .from(merchant)
    .where(sql`lower(${merchant.code}) = lower(${code})`)
    .limit(1);
  return row;
}

export async function findMerchantByHost(db: Database, host: string): Promise<MerchantRow | undefined> {
  const [row] = await db
    .select({ merchant })
    .from(merchantDomain)
    .innerJoin(merchant, eq(merchant.id, merchantDomain.merchantId))
    .where(eq(merchantDomain.host, host.toLowerCase()))
    .limit(1);
  return row?.merchant;
}

export async function listLineUrls(db: Database, merchantId: string): Promise<string[]> {
  const rows = await db
    .select({ lineUrl: merchantDomain.lineUrl })
    .from(merchantDomain)
    .where(and(eq(merchantDomain.merchantId, merchantId), isNotNull(merchantDomain.lineUrl)))
    .orderBy(asc(merchantDomain.sortOrder), asc(merchantDomain.host));
  return rows.flatMap((row) => (row.lineUrl ? [row.lineUrl] : []));
}

export async function updateMaintenance(
  db: Database,
  merchantId: string,
  change: { maintenance: boolean; maintenanceEnd: Date | null },
): Promise<MerchantRow | undefined> {
  const [row] = await db
    .update(merchant)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(merchant.id, merchantId))
    .returning();
  return row;
}

export type MerchantSettingsChange = Partial<
  Pick<
    NewMerchantRow,
    'whitelabel' | 'languages' | 'defaultLanguage' | 'siteSettings' | 'regionMode' | 'regionCountries'
  >
>;

/** Changes a brand's own settings columns; the row locked first by `lockMerchantByCode` in the same transaction. */
export async function updateMerchantSettings(
  db: Database,
  merchantId: string,
  change: MerchantSettingsChange,
): Promise<MerchantRow | undefined> {
  const [row] = await db
    .update(merchant)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(merchant.id, merchantId))
    .returning();
  return row;
}

/** The brand's row, locked until the transaction ends: two saves of one brand's settings run one after the other. */
export async function lockMerchantByCode(db: Database, code: string): Promise<MerchantRow | undefined> {
  const [row] = await db
    .select()
    .from(merchant)
    .where(sql`lower(${merchant.code}) = lower(${code})`)
    .for('update')
    .limit(1);
  return row;
}

export async function listMerchantDomains(db: Database, merchantId: string) {
  return db
    .select({ host: merchantDomain.host, lineUrl: merchantDomain.lineUrl })
    .from(merchantDomain)
    .where(eq(merchantDomain.merchantId, merchantId))
    .orderBy(asc(merchantDomain.sortOrder), asc(merchantDomain.host));
}

/** The hosts among these that another brand answers on (a host belongs to one brand). */
export async function listHostsOfOtherBrands(db: Database, merchantId: string, hosts: string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .select({ host: merchantDomain.host })
    .from(merchantDomain)
    .where(and(inArray(merchantDomain.host, hosts), sql`${merchantDomain.merchantId} <> ${merchantId}`));
  return rows.map((row) => row.host);
}

/** Makes the brand's domains exactly these, in this order. */
export async function replaceMerchantDomains(
  db: Database,
  merchantId: string,
  domains: { host: string; lineUrl: string | null }[],
) {
  await db.delete(merchantDomain).where(eq(merchantDomain.merchantId, merchantId));
  if (domains.length === 0) return;
  await db
    .insert(merchantDomain)
    .values(domains.map((domain, index) => ({ merchantId, ...domain, sortOrder: index + 1 })));
}

/** Creates the brand and its domains unless a brand with that code exists; answers whether it created it. */
export async function insertMerchantIfAbsent(
  db: Database,
  row: NewMerchantRow,
  domains: Omit<NewMerchantDomainRow, 'merchantId'>[],
): Promise<boolean> {
  const [created] = await db.insert(merchant).values(row).onConflictDoNothing().returning({ id: merchant.id });
  if (!created) return false;
  if (domains.length > 0) {
    await db
      .insert(merchantDomain)
      .values(domains.map((domain) => ({ ...domain, host: domain.host.toLowerCase(), merchantId: created.id })))
      .onConflictDoNothing();
  }
  return true;
}

export async function findMerchantIdByCode(db: Database, code: string): Promise<string | undefined> {
  return (await findMerchantByCode(db, code))?.id;
}

export async function listMerchantsByIds(db: Database, ids: string[]): Promise<MerchantRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(merchant).where(inArray(merchant.id, ids));
}

export async function listMerchants(db: Database): Promise<MerchantRow[]> {
  return db.select().from(merchant).orderBy(merchant.code);
}
