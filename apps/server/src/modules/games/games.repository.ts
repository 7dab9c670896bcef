import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Catalogue, GameClassification, GameType } from '@croupier/contracts';
import { lotteryRoutes } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import {
  game,
  gameCatalogueVersion,
  gameFavourite,
  gameFavouriteToggle,
  gameRecent,
  gameRoom,
  gameRound,
  gameVendor,
} from './games.tables.js';
import type { GameRoundStatus, LocalizedText } from './games.tables.js';

export type GameRow = typeof game.$inferSelect;
export type VendorRow = typeof gameVendor.$inferSelect;
export type RoomRow = typeof gameRoom.$inferSelect;

/** A game with what the tile needs of its vendor. */
export type GameWithVendor = {
  id: number;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  names: Record<string, string>;
  kind: 'GAME' | 'VASSALAGE';
  parentGameCode: string | null;
  isHot: boolean;
  isNew: boolean;
  supportPlay: number;
  freeplay: number;
  classifications: GameClassification[];
  iconUrl: string | null;
  engine: string | null;
  enabled: boolean;
  maintenance: boolean;
  vendorName: string;
  vendorEnabled: boolean;
  vendorMaintenance: boolean;
};

const tileColumns = {
  id: game.id,
  vendorCode: game.vendorCode,
  gameCode: game.gameCode,
  gameType: game.gameType,
  names: game.names,
  kind: game.kind,
  parentGameCode: game.parentGameCode,
  isHot: game.isHot,
  isNew: game.isNew,
  supportPlay: game.supportPlay,
  freeplay: game.freeplay,
  classifications: game.classifications,
  iconUrl: game.iconUrl,
  engine: game.engine,
  enabled: game.enabled,
  maintenance: game.maintenance,
  vendorName: gameVendor.name,
  vendorEnabled: gameVendor.enabled,
  vendorMaintenance: gameVendor.maintenance,
};

/**
 * A game the player can open (decision 0047): it has an engine (a vendor that runs it) or it is a lottery vendor's
 * game (opened on the lottery's pages), as flows/launch-game.ts decides. A game without either answers
 * GAME_MAINTENANCE, so no list shows it. The lobby index still leads; this only filters the rows it reads.
 */
const launchable = or(isNotNull(game.engine), inArray(game.vendorCode, Object.keys(lotteryRoutes)));

/**
 * In a list of top-level games, a VASSALAGE game shows when one of its sub-games can be opened. `parent_game_code is
 * not null` is implied by the equality but said out loud: PostgreSQL runs this exists as a hash of the sub-games
 * built once per query, and without it the hash was built from every game of every brand (a 10,000-game brand's
 * page 1 paid 30 ms for another brand's 100,000 games, decision 0054); with it, from game_parent_index's few rows.
 */
const launchableOrParent = or(
  launchable,
  and(
    eq(game.kind, 'VASSALAGE'),
    sql`exists (select 1 from game child where child.merchant_id = ${game.merchantId}
      and child.vendor_code = ${game.vendorCode} and child.parent_game_code = ${game.gameCode}
      and child.parent_game_code is not null and child.enabled and child.engine is not null)`,
  ),
);

const vendorJoin = and(eq(gameVendor.merchantId, game.merchantId), eq(gameVendor.code, game.vendorCode));

/** Rows per multi-row statement: 1,000 games of 17 columns stay far below PostgreSQL's 65,535 parameters. */
const chunkSize = 1_000;

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Upserts vendors and games by (brand, vendor, gameCode) in multi-row statements; answers the counts. */
export async function upsertCatalogue(db: Database, merchantId: string, catalogue: Catalogue, now: Date) {
  const vendorCodes = new Set(catalogue.vendors.map((vendor) => vendor.code));
  for (const part of chunks(catalogue.vendors, chunkSize)) {
    await db
      .insert(gameVendor)
      .values(part.map((vendor) => ({ merchantId, ...vendor, updatedAt: now })))
      .onConflictDoUpdate({
        target: [gameVendor.merchantId, gameVendor.code],
        set: {
          name: sql`excluded.name`,
          walletModel: sql`excluded.wallet_model`,
          sortOrder: sql`excluded.sort_order`,
          enabled: sql`excluded.enabled`,
          maintenance: sql`excluded.maintenance`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  // Games may name a vendor the file does not describe: it is created with its code as its name.
  const unnamed = [...new Set(catalogue.games.map((entry) => entry.vendor))].filter((code) => !vendorCodes.has(code));
  if (unnamed.length > 0) {
    await db
      .insert(gameVendor)
      .values(unnamed.map((code) => ({ merchantId, code, name: code, updatedAt: now })))
      .onConflictDoNothing();
  }
  for (const part of chunks(catalogue.games, chunkSize)) {
    await db
      .insert(game)
      .values(
        part.map((entry) => ({
          merchantId,
          vendorCode: entry.vendor,
          gameCode: entry.gameCode,
          gameType: entry.gameType,
          names: entry.names,
          kind: entry.isGame,
          parentGameCode: entry.parentGameCode ?? null,
          isHot: entry.isHot,
          isNew: entry.isNew,
          supportPlay: entry.supportPlay,
          freeplay: entry.freeplay,
          classifications: entry.classifications,
          sortOrder: entry.sortOrder,
          iconUrl: entry.iconUrl ?? null,
          engine: entry.engine ?? null,
          enabled: entry.enabled,
          maintenance: entry.maintenance,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [game.merchantId, game.vendorCode, game.gameCode],
        set: {
          gameType: sql`excluded.game_type`,
          names: sql`excluded.names`,
          kind: sql`excluded.kind`,
          parentGameCode: sql`excluded.parent_game_code`,
          isHot: sql`excluded.is_hot`,
          isNew: sql`excluded.is_new`,
          supportPlay: sql`excluded.support_play`,
          freeplay: sql`excluded.freeplay`,
          classifications: sql`excluded.classifications`,
          sortOrder: sql`excluded.sort_order`,
          iconUrl: sql`excluded.icon_url`,
          engine: sql`excluded.engine`,
          enabled: sql`excluded.enabled`,
          maintenance: sql`excluded.maintenance`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return { vendors: catalogue.vendors.length + unnamed.length, games: catalogue.games.length };
}

/**
 * After a bulk load: fresh planner statistics (so searches pick the trigram index) and a visibility map (so
 * counts read the index alone). PGlite has no autovacuum; on PostgreSQL this saves waiting for it.
 * Never inside a transaction.
 */
export async function vacuumCatalogue(db: Database) {
  await db.execute(sql`vacuum (analyze) ${game}, ${gameVendor}`);
}

export async function countGames(db: Database, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(game)
    .where(eq(game.merchantId, merchantId));
  return row?.total ?? 0;
}

export async function countVendorGames(db: Database, merchantId: string, vendorCode: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(game)
    .where(and(eq(game.merchantId, merchantId), eq(game.vendorCode, vendorCode)));
  return row?.total ?? 0;
}

/**
 * Sets the icon of a vendor's games that have none, by game code; a game an operator gave an icon keeps it. Answers
 * how many games changed.
 */
export async function fillMissingIcons(
  db: Database,
  merchantId: string,
  vendorCode: string,
  icons: readonly { gameCode: string; iconUrl: string }[],
): Promise<number> {
  let changed = 0;
  for (const icon of icons) {
    const rows = await db
      .update(game)
      .set({ iconUrl: icon.iconUrl })
      .where(
        and(
          eq(game.merchantId, merchantId),
          eq(game.vendorCode, vendorCode),
          eq(game.gameCode, icon.gameCode),
          isNull(game.iconUrl),
        ),
      )
      .returning({ id: game.id });
    changed += rows.length;
  }
  return changed;
}

export async function bumpCatalogueVersion(db: Database, merchantId: string, now: Date) {
  await db
    .insert(gameCatalogueVersion)
    .values({ merchantId, version: 1, changedAt: now })
    .onConflictDoUpdate({
      target: gameCatalogueVersion.merchantId,
      set: { version: sql`${gameCatalogueVersion.version} + 1`, changedAt: now },
    });
}

export async function findCatalogueVersion(db: Database, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ version: gameCatalogueVersion.version })
    .from(gameCatalogueVersion)
    .where(eq(gameCatalogueVersion.merchantId, merchantId));
  return row?.version ?? 0;
}

/** LIKE treats %, _ and \ specially; a player's text matches literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type GameFilter = {
  merchantId: string;
  gameType?: GameType;
  vendorCode?: string;
  hot?: boolean;
  isNew?: boolean;
  classification?: GameClassification;
  /** Lower-cased, trimmed search text; matched anywhere in the names and code through the trigram index. */
  search?: string;
  favouritesOf?: string;
  /** Sub-games of this VASSALAGE game code (with `vendorCode`); otherwise sub-games are left out. */
  parentGameCode?: string;
};

function whereOf(filter: GameFilter): SQL | undefined {
  return and(
    eq(game.merchantId, filter.merchantId),
    eq(game.enabled, true),
    eq(gameVendor.enabled, true),
    filter.parentGameCode === undefined ? launchableOrParent : launchable,
    filter.parentGameCode === undefined ? isNull(game.parentGameCode) : eq(game.parentGameCode, filter.parentGameCode),
    filter.gameType ? eq(game.gameType, filter.gameType) : undefined,
    filter.vendorCode ? eq(game.vendorCode, filter.vendorCode) : undefined,
    filter.hot ? eq(game.isHot, true) : undefined,
    filter.isNew ? eq(game.isNew, true) : undefined,
    filter.classification ? sql`${game.classifications} @> array[${filter.classification}]::text[]` : undefined,
    filter.search ? sql`${game.searchText} like ${`%${likeLiteral(filter.search)}%`}` : undefined,
    filter.favouritesOf
      ? sql`${game.id} in (select ${gameFavourite.gameId} from ${gameFavourite} where ${gameFavourite.memberId} = ${filter.favouritesOf})`
      : undefined,
  );
}

/** One page of games in the lobby's order: sort order, then node id. */
export async function listGamePage(
  db: Database,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<GameWithVendor[]> {
  const rows = await db
    .select(tileColumns)
    .from(game)
    .innerJoin(gameVendor, vendorJoin)
    .where(whereOf(filter))
    .orderBy(asc(game.sortOrder), asc(game.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** The number of games a filter matches (for totalPages). */
export async function countMatchingGames(db: Database, filter: GameFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(game)
    .innerJoin(gameVendor, vendorJoin)
    .where(whereOf(filter));
  return row?.total ?? 0;
}

/** One page of games and the number of all matches. */
export async function listGames(
  db: Database,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GameWithVendor[]; total: number }> {
  const [rows, total] = await Promise.all([listGamePage(db, filter, page), countMatchingGames(db, filter)]);
  return { rows, total };
}

export async function findGame(db: Database, merchantId: string, id: number): Promise<GameWithVendor | undefined> {
  const [row] = await db
    .select(tileColumns)
    .from(game)
    .innerJoin(gameVendor, vendorJoin)
    .where(and(eq(game.merchantId, merchantId), eq(game.id, id)))
    .limit(1);
  return row;
}

export async function findGameByCode(
  db: Database,
  merchantId: string,
  vendorCode: string,
  gameCode: string,
): Promise<GameWithVendor | undefined> {
  const [row] = await db
    .select(tileColumns)
    .from(game)
    .innerJoin(gameVendor, vendorJoin)
    .where(and(eq(game.merchantId, merchantId), eq(game.vendorCode, vendorCode), eq(game.gameCode, gameCode)))
    .limit(1);
  return row;
}

/** What a drawn icon needs, for any brand's game: the icon URL carries a hash of exactly this. */
export async function findIconSubject(db: Database, id: number) {
  const [row] = await db
    .select({ id: game.id, names: game.names, vendorName: gameVendor.name, gameType: game.gameType })
    .from(game)
    .innerJoin(gameVendor, vendorJoin)
    .where(eq(game.id, id))
    .limit(1);
  return row;
}

/** Per category and vendor: the number of playable lobby games, and which tabs have games. */
export async function listVendorCategories(db: Database, merchantId: string) {
  return db
    .select({
      gameType: game.gameType,
      vendorCode: game.vendorCode,
      vendorName: gameVendor.name,
      walletModel: gameVendor.walletModel,
      vendorMaintenance: gameVendor.maintenance,
      vendorSortOrder: gameVendor.sortOrder,
      gameCount: sql<number>`count(distinct ${game.id})::int`,
      hasHot: sql<boolean>`bool_or(${game.isHot})`,
      hasNew: sql<boolean>`bool_or(${game.isNew})`,
      classifications: sql<string[]>`coalesce(array_agg(distinct c.code) filter (where c.code is not null), '{}')`,
    })
    .from(game)
    .innerJoin(gameVendor, vendorJoin)
    .leftJoin(sql`unnest(${game.classifications}) as c(code)`, sql`true`)
    .where(
      and(
        eq(game.merchantId, merchantId),
        eq(game.enabled, true),
        eq(gameVendor.enabled, true),
        isNull(game.parentGameCode),
        launchableOrParent,
      ),
    )
    .groupBy(
      game.gameType,
      game.vendorCode,
      gameVendor.name,
      gameVendor.walletModel,
      gameVendor.maintenance,
      gameVendor.sortOrder,
    )
    .orderBy(asc(gameVendor.sortOrder), asc(game.vendorCode));
}

export async function setGameMaintenance(
  db: Database,
  merchantId: string,
  id: number,
  maintenance: boolean,
  now: Date,
) {
  const rows = await db
    .update(game)
    .set({ maintenance, updatedAt: now })
    .where(and(eq(game.merchantId, merchantId), eq(game.id, id)))
    .returning({ id: game.id });
  return rows.length === 1;
}

export async function setVendorMaintenance(
  db: Database,
  merchantId: string,
  code: string,
  maintenance: boolean,
  now: Date,
) {
  const rows = await db
    .update(gameVendor)
    .set({ maintenance, updatedAt: now })
    .where(and(eq(gameVendor.merchantId, merchantId), eq(gameVendor.code, code)))
    .returning({ code: gameVendor.code });
  return rows.length === 1;
}

/** Takes the member's toggle slot unless their last toggle was less than a second ago; atomic across instances. */
export async function claimFavouriteToggle(db: Database, memberId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(gameFavouriteToggle)
    .values({ memberId, toggledAt: now })
    .onConflictDoUpdate({
      target: gameFavouriteToggle.memberId,
      set: { toggledAt: sql`excluded.toggled_at` },
      setWhere: sql`${gameFavouriteToggle.toggledAt} <= excluded.toggled_at - interval '1 second'`,
    })
    .returning({ memberId: gameFavouriteToggle.memberId });
  return rows.length === 1;
}

export async function insertFavourite(db: Database, row: typeof gameFavourite.$inferInsert) {
  await db.insert(gameFavourite).values(row).onConflictDoNothing();
}

export async function deleteFavourite(db: Database, memberId: string, gameId: number) {
  await db.delete(gameFavourite).where(and(eq(gameFavourite.memberId, memberId), eq(gameFavourite.gameId, gameId)));
}

export async function listFavouriteIds(
  db: Database,
  input: { merchantId: string; memberId: string; gameType?: GameType; vendorCode?: string },
): Promise<number[]> {
  const rows = await db
    .select({ id: gameFavourite.gameId })
    .from(gameFavourite)
    .innerJoin(game, eq(game.id, gameFavourite.gameId))
    .where(
      and(
        eq(gameFavourite.memberId, input.memberId),
        eq(game.merchantId, input.merchantId),
        input.gameType ? eq(game.gameType, input.gameType) : undefined,
        input.vendorCode ? eq(game.vendorCode, input.vendorCode) : undefined,
      ),
    )
    .orderBy(desc(gameFavourite.createdAt), desc(gameFavourite.gameId));
  return rows.map((row) => row.id);
}

/** The member's own lists of games: favourites (newest first) and recent launches (latest first). */
const memberGameLists = {
  favourite: { table: gameFavourite, newest: gameFavourite.createdAt },
  recent: { table: gameRecent, newest: gameRecent.lastLaunchedAt },
} as const;

async function listMemberGames(
  db: Database,
  list: keyof typeof memberGameLists,
  input: { merchantId: string; memberId: string; gameType?: GameType; limit: number; offset: number },
): Promise<{ rows: GameWithVendor[]; total: number }> {
  const { table, newest } = memberGameLists[list];
  const where = and(
    eq(table.memberId, input.memberId),
    eq(game.merchantId, input.merchantId),
    eq(game.enabled, true),
    eq(gameVendor.enabled, true),
    launchableOrParent,
    input.gameType ? eq(game.gameType, input.gameType) : undefined,
  );
  const rows = await db
    .select(tileColumns)
    .from(table)
    .innerJoin(game, eq(game.id, table.gameId))
    .innerJoin(gameVendor, vendorJoin)
    .where(where)
    .orderBy(desc(newest), desc(table.gameId))
    .limit(input.limit)
    .offset(input.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .innerJoin(game, eq(game.id, table.gameId))
    .innerJoin(gameVendor, vendorJoin)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export function listFavouriteGames(db: Database, input: Parameters<typeof listMemberGames>[2]) {
  return listMemberGames(db, 'favourite', input);
}

export function listRecentGames(db: Database, input: Parameters<typeof listMemberGames>[2]) {
  return listMemberGames(db, 'recent', input);
}

export async function recordRecentGame(
  db: Database,
  input: { merchantId: string; memberId: string; gameId: number; now: Date },
) {
  await db
    .insert(gameRecent)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      gameId: input.gameId,
      lastLaunchedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [gameRecent.memberId, gameRecent.gameId],
      set: { lastLaunchedAt: input.now, launchCount: sql`${gameRecent.launchCount} + 1` },
    });
}

export async function insertRooms(db: Database, rows: (typeof gameRoom.$inferInsert)[]) {
  for (const part of chunks(rows, chunkSize)) await db.insert(gameRoom).values(part).onConflictDoNothing();
}

export async function listRooms(db: Database, input: { merchantId: string; gameId?: number; vendorCode?: string }) {
  return db
    .select({ room: gameRoom })
    .from(gameRoom)
    .innerJoin(game, eq(game.id, gameRoom.gameId))
    .where(
      and(
        eq(gameRoom.merchantId, input.merchantId),
        eq(game.enabled, true),
        input.gameId ? eq(gameRoom.gameId, input.gameId) : undefined,
        input.vendorCode ? eq(game.vendorCode, input.vendorCode) : undefined,
      ),
    )
    .orderBy(asc(game.sortOrder), asc(game.id), asc(gameRoom.sortOrder))
    .limit(500);
}

/** Ids of the brand's live games, for seeding their tables. */
export async function listGameIdsOfType(db: Database, merchantId: string, gameType: GameType) {
  const rows = await db
    .select({ id: game.id, names: game.names })
    .from(game)
    .where(and(eq(game.merchantId, merchantId), eq(game.gameType, gameType), eq(game.kind, 'GAME')))
    .orderBy(asc(game.id));
  return rows;
}

/** The settled wins of at least `minWinMinor` since `since`, newest first. */
export async function listLatestWins(
  db: Database,
  input: { merchantId: string; gameType?: GameType; since: Date; minWinMinor: bigint; limit: number },
) {
  return db
    .select({
      memberId: gameRound.memberId,
      winMinor: gameRound.winMinor,
      gameId: game.id,
      gameCode: game.gameCode,
      names: game.names,
      vendorCode: game.vendorCode,
      vendorName: gameVendor.name,
      gameType: game.gameType,
      iconUrl: game.iconUrl,
      settledAt: gameRound.settledAt,
    })
    .from(gameRound)
    .innerJoin(game, eq(game.id, gameRound.gameId))
    .innerJoin(gameVendor, vendorJoin)
    .where(
      and(
        eq(gameRound.merchantId, input.merchantId),
        eq(gameRound.status, 'settled'),
        // The partial index holds the settled wins (win > 0) by time: the floor is checked on its rows, newest first.
        sql`${gameRound.winMinor} > 0`,
        gte(gameRound.winMinor, input.minWinMinor),
        gte(gameRound.settledAt, input.since),
        input.gameType ? eq(game.gameType, input.gameType) : undefined,
      ),
    )
    .orderBy(desc(gameRound.settledAt), desc(gameRound.id))
    .limit(input.limit);
}

export async function insertRound(db: Database, row: typeof gameRound.$inferInsert) {
  await db.insert(gameRound).values(row);
}

/** A round a vendor reported on its own wallet (transfer model), as it stands now. */
export type ReportedRound = {
  vendorCode: string;
  roundId: string;
  memberId: string;
  currency: string;
  gameCode: string;
  stakeMinor: bigint;
  winMinor: bigint;
  status: GameRoundStatus;
  startedAt: Date;
  settledAt: Date | null;
};

/**
 * Writes a reported round's current figures: a new round is added, a known one takes the figures (not their sum),
 * so a report read twice changes nothing. The brand is the member's; the game is the brand's game with that code on
 * the vendor's engine. A member unknown here, or of another currency than the report, is answered false.
 */
export async function recordReportedRound(db: Database, round: ReportedRound): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into game_round (merchant_id, vendor_code, round_id, game_id, game_code, member_id, currency,
          stake_minor, win_minor, status, started_at, settled_at)
        select m.merchant_id, ${round.vendorCode}, ${round.roundId},
          (select g.id from game g where g.merchant_id = m.merchant_id and g.game_code = ${round.gameCode}
             and g.engine like ${`${round.vendorCode}:%`} order by g.id limit 1),
          ${round.gameCode}, m.id, ${round.currency}, ${round.stakeMinor.toString()}::bigint,
          ${round.winMinor.toString()}::bigint, ${round.status}, ${round.startedAt.toISOString()}::timestamptz,
          ${round.settledAt?.toISOString() ?? null}::timestamptz
        from member m join merchant b on b.id = m.merchant_id
        where m.id = ${round.memberId}::uuid and b.currency = ${round.currency}
        on conflict (merchant_id, vendor_code, round_id, member_id) do update set
          stake_minor = excluded.stake_minor, win_minor = excluded.win_minor, status = excluded.status,
          settled_at = excluded.settled_at, game_id = coalesce(game_round.game_id, excluded.game_id)
        returning id`,
  );
  return rows.length > 0;
}

export type RoundFilter = {
  merchantId: string;
  memberId: string;
  from: Date;
  to: Date;
  gameType?: GameType | undefined;
  vendorCode?: string | undefined;
};

function roundConditions(filter: RoundFilter) {
  return and(
    eq(gameRound.merchantId, filter.merchantId),
    eq(gameRound.memberId, filter.memberId),
    gte(gameRound.startedAt, filter.from),
    sql`${gameRound.startedAt} < ${filter.to}`,
    filter.gameType ? eq(game.gameType, filter.gameType) : undefined,
    filter.vendorCode ? eq(game.vendorCode, filter.vendorCode) : undefined,
  );
}

/** A member's rounds, newest first, with the game they were played at. */
export async function listMemberRounds(db: Database, filter: RoundFilter & { limit: number; offset: number }) {
  return db
    .select({
      roundId: gameRound.roundId,
      names: game.names,
      gameCode: gameRound.gameCode,
      vendorCode: game.vendorCode,
      vendorName: gameVendor.name,
      gameType: game.gameType,
      stakeMinor: gameRound.stakeMinor,
      winMinor: gameRound.winMinor,
      currency: gameRound.currency,
      status: gameRound.status,
      startedAt: gameRound.startedAt,
      settledAt: gameRound.settledAt,
    })
    .from(gameRound)
    .leftJoin(game, eq(game.id, gameRound.gameId))
    .leftJoin(gameVendor, vendorJoin)
    .where(roundConditions(filter))
    .orderBy(desc(gameRound.startedAt), desc(gameRound.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Round count, stake and win per category over the filter; cancelled rounds count for nothing. */
export async function sumMemberRounds(db: Database, filter: RoundFilter) {
  const rows = await db
    .select({
      gameType: game.gameType,
      rounds: sql<string>`count(*) filter (where ${gameRound.status} <> 'cancelled')`,
      all: sql<string>`count(*)`,
      stakeMinor: sql<string>`coalesce(sum(${gameRound.stakeMinor}), 0)`,
      winMinor: sql<string>`coalesce(sum(${gameRound.winMinor}), 0)`,
    })
    .from(gameRound)
    .leftJoin(game, eq(game.id, gameRound.gameId))
    .where(roundConditions(filter))
    .groupBy(game.gameType);
  return rows.map((row) => ({
    gameType: row.gameType ?? 'RNG',
    rounds: Number(row.rounds),
    all: Number(row.all),
    stakeMinor: BigInt(row.stakeMinor),
    winMinor: BigInt(row.winMinor),
  }));
}

/**
 * The display names of transfer wallets (by the wallet vendor's code, e.g. HOUSE_TW): the names of the brand's game
 * vendors whose games run on that wallet vendor's engine, joined when there are several.
 */
export async function findWalletVendorNames(db: Database, merchantId: string, walletCodes: readonly string[]) {
  const names = new Map<string, string>();
  if (walletCodes.length === 0) return names;
  const rows = await queryRows<{ wallet: string; name: string }>(
    db,
    sql`select distinct split_part(g.engine, ':', 1) as wallet, v.name
        from game g join game_vendor v on v.merchant_id = g.merchant_id and v.code = g.vendor_code
        where g.merchant_id = ${merchantId}::uuid
          and split_part(g.engine, ':', 1) in (${sql.join(
            walletCodes.map((code) => sql`${code}`),
            sql`, `,
          )})
        order by 1, 2`,
  );
  for (const row of rows)
    names.set(row.wallet, names.has(row.wallet) ? `${names.get(row.wallet)} · ${row.name}` : row.name);
  return names;
}

/** The names of the brand's games by code (the first game of a code when vendors share one). */
export async function findGameNamesByCode(db: Database, merchantId: string, gameCodes: readonly string[]) {
  const names = new Map<string, LocalizedText>();
  if (gameCodes.length === 0) return names;
  const rows = await db
    .select({ gameCode: game.gameCode, names: game.names })
    .from(game)
    .where(and(eq(game.merchantId, merchantId), inArray(game.gameCode, [...gameCodes])))
    .orderBy(asc(game.id));
  for (const row of rows) if (!names.has(row.gameCode)) names.set(row.gameCode, row.names);
  return names;
}
