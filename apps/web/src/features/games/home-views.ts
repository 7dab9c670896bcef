import { gameTypes } from '@croupier/contracts';
import type { GameType } from '@croupier/contracts';
import type { GameListRequest } from './api/list-games';

/** The home page's game type (spec §4): HOME by default, ALL from an "all" link, HOT, and SEARCH from the search icon. */
export type HomeGameType = 'HOME' | 'ALL' | 'HOT' | 'SEARCH';

/** Spec §9 page sizes: 15 for the hot, favourite and recent lists and the home search, 24 for the search-all variant. */
export const hotPageSize = 15;
export const accountGamesPageSize = 15;
export const homeSearchPageSize = 15;
export const searchAllPageSize = 24;

/** The longest name the server searches for. */
export const gameNameMaxLength = 64;

export function parseHomeGameType(raw: string | null): HomeGameType {
  const type = raw?.trim().toUpperCase();
  return type === 'ALL' || type === 'HOT' || type === 'SEARCH' ? type : 'HOME';
}

/** A page number from the address; anything that is not a whole number from 1 is the first page. */
export function parsePageNumber(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The search-all variant's category; an unknown one means every category. */
export function parseCategory(raw: string | null): GameType | null {
  const type = raw?.trim().toUpperCase();
  return gameTypes.find((candidate) => candidate === type) ?? null;
}

/** Spec §5: the searched name is trimmed (the server also matches any case). */
export function normaliseGameName(raw: string | null): string {
  return (raw ?? '').trim().slice(0, gameNameMaxLength);
}

export function hotListRequest(page: number): GameListRequest {
  return { gameType: 'HOT', gameClassify: 'HOT', pageNo: page, pageSize: hotPageSize };
}

/** The player's favourite or recently played games, of every category. */
export function accountGamesRequest(kind: 'favorites' | 'recent', page: number): GameListRequest {
  return {
    gameType: 'ALL',
    gameClassify: kind === 'favorites' ? 'FAV' : 'RECENT',
    pageNo: page,
    pageSize: accountGamesPageSize,
  };
}

export function homeSearchRequest(gameName: string, page: number): GameListRequest {
  return { gameType: 'SEARCH', gameClassify: 'ALL', gameName, pageNo: page, pageSize: homeSearchPageSize };
}

export function searchAllRequest(category: GameType | null, gameName: string, page: number): GameListRequest {
  return {
    gameType: category ?? 'ALL',
    gameClassify: 'ALL',
    gameName: gameName || undefined,
    pageNo: page,
    pageSize: searchAllPageSize,
  };
}

/** The address of a home view; empty values stay out of it, and the page is kept only past the first. */
export function homeViewPath(
  type: Exclude<HomeGameType, 'HOME'>,
  { name = '', category = null, page = 1 }: { name?: string; category?: GameType | null; page?: number } = {},
): string {
  const parameters = new URLSearchParams({ type });
  if (category) parameters.set('category', category);
  if (name) parameters.set('name', name);
  if (page > 1) parameters.set('page', String(page));
  return `/home?${parameters.toString()}`;
}
