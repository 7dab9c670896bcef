import type { GameType } from '@croupier/contracts';
import type { GameListRequest } from './api/list-games';

/** The lobby's page size (spec §9). */
export const lobbyPageSize = 40;

/** The lobby's selection: vendor (`ALL` for every vendor), classification tab, searched name and page. */
export type LobbyFilter = {
  vendor: string;
  classify: string;
  gameName: string;
  page: number;
};

export const initialLobbyFilter: LobbyFilter = { vendor: 'ALL', classify: 'ALL', gameName: '', page: 1 };

/** The tabs that need a login (spec §2): visitors get the login popup instead. */
export const memberOnlyClassifies: readonly string[] = ['FAV', 'RECENT'];

/** Picking a vendor resets the classification to All, the page to 1 and clears the search (spec §4 lobby filter). */
export function pickVendor(filter: LobbyFilter, vendor: string): LobbyFilter {
  return { ...filter, vendor, classify: 'ALL', gameName: '', page: 1 };
}

/** Picking a classification keeps the vendor, goes back to page 1 and clears the search. */
export function pickClassify(filter: LobbyFilter, classify: string): LobbyFilter {
  return { ...filter, classify, gameName: '', page: 1 };
}

/** A search sends the trimmed name and goes back to page 1. */
export function submitSearch(filter: LobbyFilter, gameName: string): LobbyFilter {
  return { ...filter, gameName: gameName.trim(), page: 1 };
}

/** Pages outside 1..totalPages are ignored (spec §4). */
export function pickPage(filter: LobbyFilter, page: number, totalPages: number): LobbyFilter {
  if (!Number.isInteger(page) || page < 1 || page > totalPages || page === filter.page) return filter;
  return { ...filter, page };
}

/**
 * The tabs of one category: All, Hot, New (RNG only), Favourite, Recent, then the lane's own sub-types. Once the
 * lane is known (its codes), New shows only when it has new games: a tab never opens onto nothing (decision 0047).
 */
export function lobbyClassifies(gameType: GameType, laneCodes: readonly string[] = []): string[] {
  const offersNew = gameType === 'RNG' && (laneCodes.length === 0 || laneCodes.includes('NEW'));
  const fixed = ['ALL', 'HOT', ...(offersNew ? ['NEW'] : []), 'FAV', 'RECENT'];
  return [...fixed, ...laneCodes.filter((code) => !fixed.includes(code))];
}

export function lobbyListRequest(gameType: GameType, filter: LobbyFilter): GameListRequest {
  return {
    gameType,
    gameClassify: filter.classify,
    vassalage: filter.vendor === 'ALL' ? undefined : filter.vendor,
    gameName: filter.gameName || undefined,
    pageNo: filter.page,
    pageSize: lobbyPageSize,
  };
}
