import type {
  Catalogue,
  GameClassification,
  GameListQuery,
  GamePage,
  GameRoom,
  GameTile,
  GameType,
  Language,
  VendorLane,
  VendorLanes,
} from '@croupier/contracts';
import {
  buildPage,
  cockfightVendorCodes,
  esportsVendorCodes,
  formatMinor,
  gameClassifications,
  gameTypes,
  houseIconSourceSet,
  pageOffset,
} from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { assertUniqueGames } from './catalogue-file.js';
import { drawGameIcon, drawVendorIcon, gameIconPath, iconVersion, vendorIconPath } from './game-icon.js';
import {
  vacuumCatalogue,
  bumpCatalogueVersion,
  claimFavouriteToggle,
  deleteFavourite,
  findCatalogueVersion,
  findGame,
  findGameByCode,
  findIconSubject,
  insertFavourite,
  listLatestWins,
  listFavouriteGames,
  listFavouriteIds,
  listGamePage,
  listGames,
  countMatchingGames,
  listRecentGames,
  listRooms,
  listVendorCategories,
  recordRecentGame,
  setGameMaintenance,
  setVendorMaintenance,
  upsertCatalogue,
  listMemberRounds,
  sumMemberRounds,
} from './games.repository.js';
import type { RoundFilter } from './games.repository.js';
import type { GameFilter, GameWithVendor } from './games.repository.js';

export type { GameWithVendor };

/** The order of the vendor lanes and the top navigation; e-sports and cockfight follow sports (spec §4). */
export const categoryOrder: readonly GameType[] = gameTypes;

const esports = new Set<string>(esportsVendorCodes);
const cockfight = new Set<string>(cockfightVendorCodes);

/** The category a vendor's games are listed under: e-sports and cockfight vendors leave sports. */
export function laneCategoryOf(gameType: GameType, vendorCode: string): GameType {
  if (gameType !== 'SPORTS') return gameType;
  if (esports.has(vendorCode)) return 'ESPORTS';
  if (cockfight.has(vendorCode)) return 'COCKFIGHT';
  return gameType;
}

export function nameIn(names: Record<string, string>, language: string, fallback: string): string {
  return names[language] ?? names.en ?? names.th ?? fallback;
}

/**
 * The studio line of a drawn icon: the vendor's display name, never its code (`TCG_SEA`), without what follows a
 * " · " (the transfer-wallet tables carry the studio's name).
 */
export function iconVendorLabel(vendorName: string): string {
  return (vendorName.split(' · ')[0] ?? vendorName).toUpperCase();
}

export function iconUrlOf(
  row: Pick<GameWithVendor, 'id' | 'names' | 'vendorName' | 'gameType' | 'gameCode' | 'iconUrl'>,
) {
  return (
    row.iconUrl ??
    gameIconPath({
      nodeId: row.id,
      name: nameIn(row.names, 'en', row.gameCode),
      vendor: iconVendorLabel(row.vendorName),
      gameType: row.gameType,
    })
  );
}

export function toGameTile(row: GameWithVendor, language: Language): GameTile {
  const name = nameIn(row.names, language, row.gameCode);
  const iconUrl = iconUrlOf(row);
  const iconSourceSet = houseIconSourceSet(iconUrl);
  return {
    nodeId: row.id,
    nodeName: name,
    gameName: name,
    gameCode: row.gameCode,
    iconUrl,
    ...(iconSourceSet ? { iconSourceSet } : {}),
    showIcon: iconUrl,
    lagerIcon: iconUrl,
    displayName: row.vendorName,
    vassalage: row.vendorCode,
    gameType: row.gameType,
    isHot: row.isHot ? 1 : 0,
    isNew: row.isNew ? 1 : 0,
    supportPlay: row.supportPlay === 0 ? 0 : 1,
    freeplay: row.freeplay === 1 ? 1 : 0,
    isGame: row.kind,
    classifications: row.classifications,
    maintenance: row.maintenance || row.vendorMaintenance,
  };
}

function pageOf(rows: GameWithVendor[], total: number, pageNo: number, pageSize: number, language: Language): GamePage {
  return buildPage(
    rows.map((row) => toGameTile(row, language)),
    { pageNo, pageSize },
    total,
  );
}

const maxCachedCounts = 20_000;

export type ListContext = { merchantId: string; memberId: string | null; language: Language };

/**
 * The game catalogue of each brand: lobby lists and search (by the trigram index, never in memory), vendor
 * lanes (cached per brand until the catalogue changes or a flush), favourites with a one-per-second toggle,
 * recent games, live rooms, maintenance switches and the catalogue import.
 */
export function createGamesService({ db, clock }: { db: Database; clock: Clock }) {
  const laneCache = new Map<string, { version: number; lanes: VendorLanes }>();
  const countCache = new Map<string, number>();

  async function bumpVersion(merchantId: string) {
    await bumpCatalogueVersion(db, merchantId, clock.now());
  }

  function memberOf(context: ListContext): string {
    if (!context.memberId) throw new DomainError('NOT_LOGGED_IN');
    return context.memberId;
  }

  /** The lobby's game list (spec §3 game list query): category, tab, vendor, search, paging from 1. */
  async function listLobbyGames(context: ListContext, query: GameListQuery): Promise<GamePage> {
    const { pageNo, pageSize } = query;
    const page = { limit: pageSize, offset: pageOffset({ pageNo, pageSize }) };
    const classify = query.gameClassify ?? '';
    const gameType = gameTypes.find((type) => type === query.gameType);
    if (classify === 'RECENT') {
      const { rows, total } = await listRecentGames(db, {
        merchantId: context.merchantId,
        memberId: memberOf(context),
        ...(gameType ? { gameType } : {}),
        ...page,
      });
      return pageOf(rows, total, pageNo, pageSize, context.language);
    }
    const search = query.gameName?.trim().toLowerCase();
    const filter: GameFilter = {
      merchantId: context.merchantId,
      ...(gameType ? { gameType } : {}),
      ...(query.vassalage ? { vendorCode: query.vassalage } : {}),
      ...(classify === 'HOT' || query.gameType === 'HOT' ? { hot: true } : {}),
      ...(classify === 'NEW' || query.isNew ? { isNew: true } : {}),
      ...(classify === 'FAV' ? { favouritesOf: memberOf(context) } : {}),
      ...(search ? { search } : {}),
    };
    const classification = gameClassifications.find((code) => code === classify);
    if (classification) filter.classification = classification;
    if (filter.favouritesOf) {
      const { rows, total } = await listGames(db, filter, page);
      return pageOf(rows, total, pageNo, pageSize, context.language);
    }
    const [rows, total] = await Promise.all([listGamePage(db, filter, page), countOf(filter)]);
    return pageOf(rows, total, pageNo, pageSize, context.language);
  }

  /**
   * Totals of lobby filters, cached per catalogue version: counting 90,000 games costs tens of ms, and the
   * answer only changes with the catalogue (every change bumps the version, on any instance).
   */
  async function countOf(filter: GameFilter): Promise<number> {
    const version = await findCatalogueVersion(db, filter.merchantId);
    const key = `${version}|${JSON.stringify(filter)}`;
    const cached = countCache.get(key);
    if (cached !== undefined) return cached;
    const total = await countMatchingGames(db, filter);
    if (countCache.size >= maxCachedCounts) countCache.clear();
    countCache.set(key, total);
    return total;
  }

  async function buildLanes(merchantId: string): Promise<VendorLanes> {
    const categories = await listVendorCategories(db, merchantId);
    const lanes = new Map<GameType, VendorLane>();
    const tabs = new Map<GameType, Map<string, Set<string>>>();
    for (const row of categories) {
      const category = laneCategoryOf(row.gameType, row.vendorCode);
      let lane = lanes.get(category);
      if (!lane) {
        lane = { title: category, gameCategory: category, vendors: [], cards: {}, gameClassify: [] };
        lanes.set(category, lane);
        tabs.set(category, new Map([['ALL', new Set<string>()]]));
      }
      const existing = lane.cards[row.vendorCode];
      if (existing) {
        existing.gameCount += row.gameCount;
      } else {
        lane.vendors.push(row.vendorCode);
        lane.cards[row.vendorCode] = {
          vendor: row.vendorCode,
          name: row.vendorName,
          iconUrl: vendorIconPath(row.vendorCode),
          gameCount: row.gameCount,
          walletModel: row.walletModel,
          maintenance: row.vendorMaintenance,
        };
      }
      const laneTabs = tabs.get(category) ?? new Map<string, Set<string>>();
      const addTab = (code: string) => {
        const vendors = laneTabs.get(code) ?? new Set<string>();
        vendors.add(row.vendorCode);
        laneTabs.set(code, vendors);
      };
      addTab('ALL');
      if (row.hasHot) addTab('HOT');
      if (row.hasNew && category === 'RNG') addTab('NEW');
      for (const code of row.classifications) addTab(code);
    }
    const tabOrder = ['ALL', 'HOT', 'NEW', ...gameClassifications];
    const ordered = categoryOrder.flatMap((category) => {
      const lane = lanes.get(category);
      if (!lane) return [];
      const laneTabs = tabs.get(category) ?? new Map<string, Set<string>>();
      lane.gameClassify = tabOrder
        .filter((code) => laneTabs.has(code))
        .map((code) => ({ code, vendors: [...(laneTabs.get(code) ?? [])] }));
      return [lane];
    });
    return { lanes: ordered };
  }

  /** Vendor lanes (spec GCSGAME_newGameVendor): cached per brand until a catalogue change or `flush`. */
  async function listVendorLanes(merchantId: string, options: { flush?: boolean } = {}): Promise<VendorLanes> {
    if (options.flush) await bumpVersion(merchantId);
    const version = await findCatalogueVersion(db, merchantId);
    const cached = laneCache.get(merchantId);
    if (cached && cached.version === version) return cached.lanes;
    const lanes = await buildLanes(merchantId);
    laneCache.set(merchantId, { version, lanes });
    return lanes;
  }

  async function listHotGames(
    context: Omit<ListContext, 'memberId'>,
    input: { gameType?: GameType; limit: number },
  ): Promise<GameTile[]> {
    const rows = await listGamePage(
      db,
      { merchantId: context.merchantId, hot: true, ...(input.gameType ? { gameType: input.gameType } : {}) },
      { limit: input.limit, offset: 0 },
    );
    return rows.map((row) => toGameTile(row, context.language));
  }

  /** A playable game of the brand, by node id or by vendor and game code; NOT_FOUND otherwise. */
  async function getGame(
    merchantId: string,
    key: { nodeId?: number | undefined; vendorCode?: string | undefined; gameCode?: string | undefined },
  ): Promise<GameWithVendor> {
    const found =
      key.nodeId !== undefined
        ? await findGame(db, merchantId, key.nodeId)
        : key.vendorCode && key.gameCode
          ? await findGameByCode(db, merchantId, key.vendorCode, key.gameCode)
          : undefined;
    if (!found?.enabled || !found.vendorEnabled) throw new DomainError('NOT_FOUND');
    return found;
  }

  /** Adds or removes a favourite; one toggle per second per member (FAVOURITE_TOO_FAST otherwise). */
  async function toggleFavourite(input: {
    merchantId: string;
    memberId: string;
    nodeId: number;
    favourite: boolean;
  }): Promise<{ nodeId: string; favourite: boolean }> {
    // A game taken out of the catalogue can still be removed from the favourites, never added.
    const found = input.favourite
      ? await getGame(input.merchantId, { nodeId: input.nodeId })
      : await findGame(db, input.merchantId, input.nodeId);
    if (!found) throw new DomainError('NOT_FOUND');
    const now = clock.now();
    await runInTransaction(db, async (transaction) => {
      if (!(await claimFavouriteToggle(transaction, input.memberId, now))) {
        throw new DomainError('FAVOURITE_TOO_FAST', { retryAfterMs: 1_000 });
      }
      if (input.favourite) {
        await insertFavourite(transaction, {
          memberId: input.memberId,
          gameId: found.id,
          merchantId: input.merchantId,
          createdAt: now,
        });
      } else {
        await deleteFavourite(transaction, input.memberId, found.id);
      }
    });
    return { nodeId: String(found.id), favourite: input.favourite };
  }

  async function listFavouriteNodeIds(input: {
    merchantId: string;
    memberId: string;
    gameType?: GameType;
    vendorCode?: string;
  }): Promise<string[]> {
    return (await listFavouriteIds(db, input)).map(String);
  }

  async function listFavourites(
    context: ListContext,
    input: { gameType?: GameType; pageNo: number; pageSize: number },
  ): Promise<GamePage> {
    const { rows, total } = await listFavouriteGames(db, {
      merchantId: context.merchantId,
      memberId: memberOf(context),
      ...(input.gameType ? { gameType: input.gameType } : {}),
      limit: input.pageSize,
      offset: pageOffset(input),
    });
    return pageOf(rows, total, input.pageNo, input.pageSize, context.language);
  }

  async function listRecent(
    context: ListContext,
    input: { gameType?: GameType; pageNo: number; pageSize: number },
  ): Promise<GamePage> {
    const { rows, total } = await listRecentGames(db, {
      merchantId: context.merchantId,
      memberId: memberOf(context),
      ...(input.gameType ? { gameType: input.gameType } : {}),
      limit: input.pageSize,
      offset: pageOffset(input),
    });
    return pageOf(rows, total, input.pageNo, input.pageSize, context.language);
  }

  /** The games of a VASSALAGE game's sub-list (spec GCSGAME_getVassGameType). */
  async function listSubGames(context: Omit<ListContext, 'memberId'>, nodeId: number): Promise<GameTile[]> {
    const parent = await getGame(context.merchantId, { nodeId });
    if (parent.kind !== 'VASSALAGE') return [];
    const rows = await listGamePage(
      db,
      { merchantId: context.merchantId, vendorCode: parent.vendorCode, parentGameCode: parent.gameCode },
      { limit: 500, offset: 0 },
    );
    return rows.map((row) => toGameTile(row, context.language));
  }

  async function listGameRooms(
    context: Omit<ListContext, 'memberId'>,
    input: { nodeId?: number; vendorCode?: string },
  ): Promise<GameRoom[]> {
    const rows = await listRooms(db, {
      merchantId: context.merchantId,
      ...(input.nodeId ? { gameId: input.nodeId } : {}),
      ...(input.vendorCode ? { vendorCode: input.vendorCode } : {}),
    });
    return rows.map(({ room }) => ({
      roomId: room.id,
      nodeId: room.gameId,
      roomName: nameIn(room.names, context.language, room.roomCode),
      dealerName: room.dealerName,
      minBet: formatMinor(room.minBetMinor),
      maxBet: formatMinor(room.maxBetMinor),
      players: room.players,
      status: room.open ? 'OPEN' : 'CLOSED',
    }));
  }

  /**
   * Loads a vendor's game list; upserts by (brand, vendor, gameCode), so a second import changes nothing.
   * `withinImport` runs in the import's transaction (the caller's audit row): if it fails, nothing is imported.
   */
  async function importCatalogue(
    merchantId: string,
    catalogue: Catalogue,
    withinImport?: (transaction: Database, counts: Awaited<ReturnType<typeof upsertCatalogue>>) => Promise<void>,
  ) {
    assertUniqueGames(catalogue);
    const counts = await runInTransaction(db, async (transaction) => {
      const result = await upsertCatalogue(transaction, merchantId, catalogue, clock.now());
      await bumpCatalogueVersion(transaction, merchantId, clock.now());
      await withinImport?.(transaction, result);
      return result;
    });
    if (catalogue.games.length >= 100) await vacuumCatalogue(db);
    return counts;
  }

  async function setMaintenance(
    merchantId: string,
    target: { vendorCode?: string | undefined; nodeId?: number | undefined },
    maintenance: boolean,
  ): Promise<{ maintenance: boolean }> {
    const now = clock.now();
    const changed =
      target.nodeId !== undefined
        ? await setGameMaintenance(db, merchantId, target.nodeId, maintenance, now)
        : target.vendorCode
          ? await setVendorMaintenance(db, merchantId, target.vendorCode, maintenance, now)
          : false;
    if (!changed) throw new DomainError('NOT_FOUND');
    await bumpVersion(merchantId);
    return { maintenance };
  }

  /** A drawn icon, if `version` is the hash of the game's current look; any brand (the URL is unguessable). */
  async function drawIcon(nodeId: number, version: string): Promise<string | null> {
    const subject = await findIconSubject(db, nodeId);
    if (!subject) return null;
    const name = nameIn(subject.names, 'en', '');
    const drawn = { nodeId, name, vendor: iconVendorLabel(subject.vendorName), gameType: subject.gameType };
    if (iconVersion(drawn) !== version) return null;
    return drawGameIcon(drawn);
  }

  return {
    listLobbyGames,
    listVendorLanes,
    listHotGames,
    getGame,
    toggleFavourite,
    listFavouriteNodeIds,
    listFavourites,
    listRecent,
    recordLaunch: (merchantId: string, memberId: string, gameId: number) =>
      recordRecentGame(db, { merchantId, memberId, gameId, now: clock.now() }),
    listSubGames,
    listGameRooms,
    listLatestWins: (input: {
      merchantId: string;
      gameType?: GameType;
      since: Date;
      minWinMinor: bigint;
      limit: number;
    }) => listLatestWins(db, input),
    listMemberRounds: (filter: RoundFilter & { limit: number; offset: number }) => listMemberRounds(db, filter),
    sumMemberRounds: (filter: RoundFilter) => sumMemberRounds(db, filter),
    importCatalogue,
    setMaintenance,
    flushCaches: (merchantId: string) => bumpVersion(merchantId),
    drawIcon,
    drawVendorIcon: (vendor: string, path: string) => (vendorIconPath(vendor) === path ? drawVendorIcon(vendor) : null),
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
export type { GameClassification };
