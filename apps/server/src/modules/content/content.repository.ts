import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AnnouncementType } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { announcement, helpArticle } from './content.tables.js';

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

/** A brand's announcements for the console, published or not. */
export async function listBrandAnnouncements(
  db: Database,
  input: { merchantId: string; type?: AnnouncementType | undefined },
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcement)
    .where(
      and(eq(announcement.merchantId, input.merchantId), input.type ? eq(announcement.type, input.type) : undefined),
    )
    .orderBy(asc(announcement.type), asc(announcement.sortOrder), desc(announcement.startsAt))
    .limit(500);
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

export async function listBrandHelpArticles(db: Database, merchantId: string): Promise<HelpArticleRow[]> {
  return db
    .select()
    .from(helpArticle)
    .where(eq(helpArticle.merchantId, merchantId))
    .orderBy(asc(helpArticle.category), asc(helpArticle.sortOrder))
    .limit(500);
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
