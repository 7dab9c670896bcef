import { gameTypes } from '@croupier/contracts';
import type { GameType } from '@croupier/contracts';
import type { DateRange } from './date-range';

/** What the player chose on the betting record page; an empty category or vendor means all of them. */
export type RecordFilters = {
  range: DateRange;
  gameType: GameType | '';
  vendor: string;
  page: number;
};

/** The query of the records call (a subset of the contract's `gameRecordQuerySchema`, always with both dates). */
export type RecordQuery = {
  pageNo: number;
  pageSize: number;
  startDate: string;
  endDate: string;
  gameType?: GameType;
  vassalage?: string;
};

export const recordPageSize = 20;

export function isGameType(value: string): value is GameType {
  return (gameTypes as readonly string[]).includes(value);
}

/** The query of the records call; a filter left at "all" is left out rather than sent empty. */
export function buildGameRecordQuery(filters: RecordFilters, pageSize = recordPageSize): RecordQuery {
  const query: RecordQuery = {
    pageNo: Math.max(1, Math.trunc(filters.page)),
    pageSize,
    startDate: filters.range.startDate,
    endDate: filters.range.endDate,
  };
  if (filters.gameType) query.gameType = filters.gameType;
  const vendor = filters.vendor.trim();
  if (vendor) query.vassalage = vendor;
  return query;
}
