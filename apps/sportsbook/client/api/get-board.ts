import type { SportKey } from '../../src/domain/sportsbook-model.js';
import { boardAnswerSchema, playerApiPaths, type boardTabs } from '../../src/api/player-api.js';
import { pathOf, requestJson } from './request-json';

export type BoardTab = (typeof boardTabs)[number];

export const boardQueryKey = (sport: SportKey, tab: BoardTab) => ['board', sport, tab] as const;

export function getBoard(sport: SportKey, tab: BoardTab, signal?: AbortSignal) {
  return requestJson(pathOf(playerApiPaths.board, {}, { sport, tab }), boardAnswerSchema, { signal });
}
