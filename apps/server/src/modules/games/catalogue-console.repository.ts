import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ConsoleGameFilter } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { catalogueImport, game, gameVendor } from './games.tables.js';
import type { CatalogueRefusalColumn } from './games.tables.js';

/** A brand's vendors in lane order with the number of their games. */
export async function listConsoleVendors(db: Database, merchantId: string) {
  return db
    .select({
      code: gameVendor.code,
      name: gameVendor.name,
      walletModel: gameVendor.walletModel,
      sortOrder: gameVendor.sortOrder,
      enabled: gameVendor.enabled,
      maintenance: gameVendor.maintenance,
      games: sql<number>`(select count(*)::int from ${game} where ${game.merchantId} = ${gameVendor.merchantId} and ${game.vendorCode} = ${gameVendor.code})`,
    })
    .from(gameVendor)
    .where(eq(gameVendor.merchantId, merchantId))
    .orderBy(asc(gameVendor.sortOrder), asc(gameVendor.code));
}

export async function lockVendor(db: Database, merchantId: string, code: string) {
  const [row] = await db
    .select()
    .from(gameVendor)
    .where(and(eq(gameVendor.merchantId, merchantId), eq(gameVendor.code, code)))
    .for('update');
  return row;
}

export async function updateVendor(
  db: Database,
  merchantId: string,
  code: string,
  change: { enabled: boolean; maintenance: boolean; sortOrder: number },
  now: Date,
) {
  await db
    .update(gameVendor)
    .set({ ...change, updatedAt: now })
    .where(and(eq(gameVendor.merchantId, merchantId), eq(gameVendor.code, code)));
}

const consoleGameColumns = {
  id: game.id,
  vendorCode: game.vendorCode,
  vendorName: gameVendor.name,
  gameCode: game.gameCode,
  gameType: game.gameType,
  names: game.names,
  isHot: game.isHot,
  isNew: game.isNew,
  sortOrder: game.sortOrder,
  enabled: game.enabled,
  maintenance: game.maintenance,
  classifications: game.classifications,
  iconUrl: game.iconUrl,
  updatedAt: game.updatedAt,
};
export type ConsoleGameRow = Awaited<ReturnType<typeof listConsoleGamePage>>[number];

/** LIKE treats %, _ and \ specially; the operator's text matches literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function whereOfConsoleGames(merchantId: string, filter: Omit<ConsoleGameFilter, 'merchant'>): SQL | undefined {
  const flag = (column: PgColumn, value: boolean | undefined) => (value === undefined ? undefined : eq(column, value));
  return and(
    eq(game.merchantId, merchantId),
    filter.vendor ? eq(game.vendorCode, filter.vendor.toUpperCase()) : undefined,
    filter.gameType ? eq(game.gameType, filter.gameType) : undefined,
    flag(game.isHot, filter.hot),
    flag(game.isNew, filter.isNew),
    flag(game.maintenance, filter.maintenance),
    flag(game.enabled, filter.enabled),
    // The same trigram-indexed text the lobby searches: every name and the game code.
    filter.search ? sql`${game.searchText} like ${`%${likeLiteral(filter.search.toLowerCase())}%`}` : undefined,
  );
}

function orderOfConsoleGames(filter: Pick<ConsoleGameFilter, 'sort' | 'order'>): SQL[] {
  const direction = filter.order === 'desc' ? desc : asc;
  const nameColumn = sql`coalesce(${game.names} ->> 'en', ${game.names} ->> 'th', ${game.gameCode})`;
  switch (filter.sort) {
    case 'name':
      return [direction(nameColumn), asc(game.id)];
    case 'updatedAt':
      return [direction(game.updatedAt), asc(game.id)];
    case 'sortOrder':
      return [direction(game.sortOrder), asc(game.id)];
  }
}

export async function listConsoleGamePage(
  db: Database,
  merchantId: string,
  filter: Omit<ConsoleGameFilter, 'merchant'>,
  page: { limit: number; offset: number },
) {
  return db
    .select(consoleGameColumns)
    .from(game)
    .innerJoin(gameVendor, and(eq(gameVendor.merchantId, game.merchantId), eq(gameVendor.code, game.vendorCode)))
    .where(whereOfConsoleGames(merchantId, filter))
    .orderBy(...orderOfConsoleGames(filter))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countConsoleGames(db: Database, merchantId: string, filter: Omit<ConsoleGameFilter, 'merchant'>) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(game)
    .where(whereOfConsoleGames(merchantId, filter));
  return row?.total ?? 0;
}

export async function lockGame(db: Database, merchantId: string, id: number) {
  const [row] = await db
    .select(consoleGameColumns)
    .from(game)
    .innerJoin(gameVendor, and(eq(gameVendor.merchantId, game.merchantId), eq(gameVendor.code, game.vendorCode)))
    .where(and(eq(game.merchantId, merchantId), eq(game.id, id)))
    .for('update', { of: game });
  return row;
}

export async function updateGame(
  db: Database,
  merchantId: string,
  id: number,
  change: Partial<
    Pick<
      typeof game.$inferInsert,
      'isHot' | 'isNew' | 'sortOrder' | 'enabled' | 'maintenance' | 'classifications' | 'iconUrl'
    >
  >,
  now: Date,
) {
  await db
    .update(game)
    .set({ ...change, updatedAt: now })
    .where(and(eq(game.merchantId, merchantId), eq(game.id, id)));
}

/** The games of a brand among these (vendor, code) pairs, with what an import compares. */
export async function listGamesByCodes(db: Database, merchantId: string, keys: { vendor: string; gameCode: string }[]) {
  if (keys.length === 0) return [];
  const codes = [...new Set(keys.map((key) => key.gameCode))];
  return db
    .select()
    .from(game)
    .where(and(eq(game.merchantId, merchantId), inArray(game.gameCode, codes)));
}

export type CatalogueImportRow = typeof catalogueImport.$inferSelect;

export async function insertCatalogueImport(db: Database, row: typeof catalogueImport.$inferInsert) {
  const [created] = await db.insert(catalogueImport).values(row).returning();
  if (!created) throw new Error('catalogue import row not created');
  return created;
}

/**
 * Adds one chunk's counts and refusals to the job and beats its heartbeat, only if the job is still running, still
 * the runner's (`resumes` unchanged since it started) and stands where this chunk starts: false means another runner
 * took the job over (the caller rolls its chunk back).
 */
export async function addCatalogueImportProgress(
  db: Database,
  id: string,
  resumes: number,
  progress: { start: number; added: number; changed: number; unchanged: number; refusals: CatalogueRefusalColumn[] },
  now: Date,
): Promise<boolean> {
  const done = progress.added + progress.changed + progress.unchanged + progress.refusals.length;
  const updated = await db
    .update(catalogueImport)
    .set({
      doneRows: sql`${catalogueImport.doneRows} + ${done}`,
      added: sql`${catalogueImport.added} + ${progress.added}`,
      changed: sql`${catalogueImport.changed} + ${progress.changed}`,
      unchanged: sql`${catalogueImport.unchanged} + ${progress.unchanged}`,
      refused: sql`${catalogueImport.refused} + ${progress.refusals.length}`,
      // The report keeps the first 1,000 refusals; the count keeps them all.
      refusals: sql`(select coalesce(jsonb_agg(item), '[]'::jsonb) from (select item from jsonb_array_elements(${catalogueImport.refusals} || ${JSON.stringify(progress.refusals)}::jsonb) as item limit 1000) as kept)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(catalogueImport.id, id),
        eq(catalogueImport.status, 'running'),
        eq(catalogueImport.resumes, resumes),
        eq(catalogueImport.doneRows, progress.start),
      ),
    )
    .returning({ id: catalogueImport.id });
  return updated.length === 1;
}

/**
 * Beats a running job's heartbeat between chunks, so a long chunk never reads as interrupted. False when the job is
 * no longer this runner's (taken over: `resumes` moved on) or no longer running: the runner stops.
 */
export async function touchCatalogueImport(db: Database, id: string, resumes: number, now: Date): Promise<boolean> {
  const touched = await db
    .update(catalogueImport)
    .set({ updatedAt: now })
    .where(and(eq(catalogueImport.id, id), eq(catalogueImport.status, 'running'), eq(catalogueImport.resumes, resumes)))
    .returning({ id: catalogueImport.id });
  return touched.length === 1;
}

/** Ends a running job, if it is still the caller's (`resumes`); the file it kept goes with it. */
export async function finishCatalogueImport(
  db: Database,
  id: string,
  resumes: number,
  outcome: { status: 'done' } | { status: 'failed'; failure: 'INTERRUPTED' | 'IMPORT_ERROR' },
  now: Date,
) {
  await db
    .update(catalogueImport)
    .set({
      status: outcome.status,
      failure: outcome.status === 'failed' ? outcome.failure : null,
      source: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(
      and(eq(catalogueImport.id, id), eq(catalogueImport.status, 'running'), eq(catalogueImport.resumes, resumes)),
    );
}

/** Running jobs whose heartbeat is older than `before`: their runner went away. */
export async function listStaleCatalogueImports(db: Database, before: Date, limit: number) {
  return db
    .select()
    .from(catalogueImport)
    .where(and(eq(catalogueImport.status, 'running'), lt(catalogueImport.updatedAt, before)))
    .orderBy(asc(catalogueImport.updatedAt))
    .limit(limit);
}

/**
 * Takes a stale job over: only one instance wins (the heartbeat must still be older than `staleBefore`, and the win
 * beats it), counting the resume.
 */
export async function claimCatalogueImport(db: Database, id: string, staleBefore: Date, now: Date) {
  const [claimed] = await db
    .update(catalogueImport)
    .set({ updatedAt: now, resumes: sql`${catalogueImport.resumes} + 1` })
    .where(
      and(
        eq(catalogueImport.id, id),
        eq(catalogueImport.status, 'running'),
        lt(catalogueImport.updatedAt, staleBefore),
      ),
    )
    .returning();
  return claimed;
}

export async function findCatalogueImport(db: Database, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(catalogueImport)
    .where(and(eq(catalogueImport.merchantId, merchantId), eq(catalogueImport.id, id)));
  return row;
}

export async function listCatalogueImports(db: Database, merchantId: string, limit: number) {
  return db
    .select()
    .from(catalogueImport)
    .where(eq(catalogueImport.merchantId, merchantId))
    .orderBy(desc(catalogueImport.createdAt))
    .limit(limit);
}
