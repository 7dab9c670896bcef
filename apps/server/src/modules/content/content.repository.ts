import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { ContentAnnouncementFilter, ContentArticleFilter } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { announcement, contentImage, helpArticle } from './content.tables.js';

export type AnnouncementRow = typeof announcement.$inferSelect;
export type AnnouncementInsert = typeof announcement.$inferInsert;
export type HelpArticleRow = typeof helpArticle.$inferSelect;
export type HelpArticleInsert = typeof helpArticle.$inferInsert;

/** Adds rows whose code the brand does not have yet; seeds run on every start. */
export async function insertAnnouncementsIfAbsent(db: Database, rows: AnnouncementInsert[]) {
  if (rows.length === 0) return;
  await db.insert(announcement).values(rows).onConflictDoNothing();
}

export async function insertHelpArticlesIfAbsent(db: Database, rows: HelpArticleInsert[]) {
  if (rows.length === 0) return;
  await db.insert(helpArticle).values(rows).onConflictDoNothing();
}

/** A brand's published announcements, whatever their schedule (the reader filters by time, so a cache stays right). */
export async function listPublishedAnnouncements(db: Database, merchantId: string): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcement)
    .where(and(eq(announcement.merchantId, merchantId), eq(announcement.enabled, true)))
    .orderBy(asc(announcement.type), asc(announcement.sortOrder), desc(announcement.startsAt))
    .limit(500);
}

/** `%` and `_` in what the operator typed are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Any language's text of `texts` holds `search` (the values only: the language keys are not text). */
function textsContain(texts: AnyColumn, search: string): SQL {
  return sql`exists (select 1 from jsonb_each_text(${texts}) where value ilike ${containsPattern(search)})`;
}

function announcementConditions(merchantId: string, filter: ContentAnnouncementFilter): SQL | undefined {
  return and(
    eq(announcement.merchantId, merchantId),
    filter.type ? inArray(announcement.type, filter.type) : undefined,
    filter.group === 'home'
      ? isNull(announcement.bannerGroup)
      : filter.group
        ? eq(announcement.bannerGroup, filter.group)
        : undefined,
    filter.execution ? eq(announcement.execution, filter.execution) : undefined,
    filter.published === undefined ? undefined : eq(announcement.enabled, filter.published),
    // Titles of every language are searched: an operator may remember the English title of a Thai banner.
    filter.search ? textsContain(announcement.title, filter.search) : undefined,
  );
}

/** A page of a brand's announcements for the console, published or not; the id breaks ties so pages never overlap. */
export async function listBrandAnnouncements(
  db: Database,
  merchantId: string,
  filter: ContentAnnouncementFilter,
  page: { limit: number; offset: number },
): Promise<AnnouncementRow[]> {
  const direction = filter.order === 'desc' ? desc : asc;
  const first = filter.sort === 'startsAt' ? announcement.startsAt : announcement.sortOrder;
  return db
    .select()
    .from(announcement)
    .where(announcementConditions(merchantId, filter))
    .orderBy(direction(first), desc(announcement.startsAt), asc(announcement.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBrandAnnouncements(db: Database, merchantId: string, filter: ContentAnnouncementFilter) {
  const [row] = await db.select({ rows: count() }).from(announcement).where(announcementConditions(merchantId, filter));
  return row?.rows ?? 0;
}

export async function findAnnouncement(db: Database, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(announcement)
    .where(and(eq(announcement.merchantId, merchantId), eq(announcement.id, id)));
  return row;
}

export async function insertAnnouncement(db: Database, row: AnnouncementInsert): Promise<AnnouncementRow> {
  const [inserted] = await db.insert(announcement).values(row).returning();
  if (!inserted) throw new Error('announcement insert returned no row');
  return inserted;
}

export async function updateAnnouncement(
  db: Database,
  merchantId: string,
  id: string,
  changes: Partial<AnnouncementInsert>,
): Promise<AnnouncementRow | undefined> {
  const [updated] = await db
    .update(announcement)
    .set(changes)
    .where(and(eq(announcement.merchantId, merchantId), eq(announcement.id, id)))
    .returning();
  return updated;
}

export async function countAnnouncementsOf(db: Database, merchantId: string, ids: string[]) {
  const rows = await db
    .select({ id: announcement.id })
    .from(announcement)
    .where(and(eq(announcement.merchantId, merchantId), inArray(announcement.id, ids)));
  return rows.length;
}

export async function listPublishedHelpArticles(db: Database, merchantId: string): Promise<HelpArticleRow[]> {
  return db
    .select()
    .from(helpArticle)
    .where(and(eq(helpArticle.merchantId, merchantId), eq(helpArticle.enabled, true)))
    .orderBy(asc(helpArticle.category), asc(helpArticle.sortOrder))
    .limit(500);
}

function articleConditions(merchantId: string, filter: ContentArticleFilter): SQL | undefined {
  return and(
    eq(helpArticle.merchantId, merchantId),
    filter.category ? eq(helpArticle.category, filter.category) : undefined,
    filter.published === undefined ? undefined : eq(helpArticle.enabled, filter.published),
    filter.search
      ? sql`(${helpArticle.code} ilike ${containsPattern(filter.search)} or ${textsContain(helpArticle.title, filter.search)})`
      : undefined,
  );
}

/** A page of a brand's help articles for the console, published or not. */
export async function listBrandHelpArticles(
  db: Database,
  merchantId: string,
  filter: ContentArticleFilter,
  page: { limit: number; offset: number },
): Promise<HelpArticleRow[]> {
  const direction = filter.order === 'desc' ? desc : asc;
  const order =
    filter.sort === 'updatedAt'
      ? [direction(helpArticle.updatedAt)]
      : [direction(helpArticle.category), direction(helpArticle.sortOrder)];
  return db
    .select()
    .from(helpArticle)
    .where(articleConditions(merchantId, filter))
    .orderBy(...order, asc(helpArticle.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBrandHelpArticles(db: Database, merchantId: string, filter: ContentArticleFilter) {
  const [row] = await db.select({ rows: count() }).from(helpArticle).where(articleConditions(merchantId, filter));
  return row?.rows ?? 0;
}

export async function findHelpArticle(db: Database, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(helpArticle)
    .where(and(eq(helpArticle.merchantId, merchantId), eq(helpArticle.id, id)));
  return row;
}

export async function insertHelpArticle(db: Database, row: HelpArticleInsert): Promise<HelpArticleRow | undefined> {
  const [inserted] = await db.insert(helpArticle).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateHelpArticle(
  db: Database,
  merchantId: string,
  id: string,
  changes: Partial<HelpArticleInsert>,
): Promise<HelpArticleRow | undefined> {
  const [updated] = await db
    .update(helpArticle)
    .set(changes)
    .where(and(eq(helpArticle.merchantId, merchantId), eq(helpArticle.id, id)))
    .returning();
  return updated;
}

export type ContentImageRow = typeof contentImage.$inferSelect;

/** Stores an image under its hash; the same bytes uploaded again keep the first row. */
export async function insertContentImage(db: Database, row: typeof contentImage.$inferInsert) {
  await db.insert(contentImage).values(row).onConflictDoNothing();
}

export async function findContentImage(db: Database, sha256: string): Promise<ContentImageRow | undefined> {
  const [row] = await db.select().from(contentImage).where(eq(contentImage.sha256, sha256));
  return row;
}
