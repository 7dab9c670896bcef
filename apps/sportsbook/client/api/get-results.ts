import type { SportKey } from '../../src/domain/sportsbook-model.js';
import { playerApiPaths, resultsAnswerSchema } from '../../src/api/player-api.js';
import { pathOf, requestJson } from './request-json';

export const resultsQueryKey = (sport: SportKey, day: string | undefined) => ['results', sport, day] as const;

export function getResults(sport: SportKey, day: string | undefined, signal?: AbortSignal) {
  return requestJson(pathOf(playerApiPaths.results, {}, { sport, day }), resultsAnswerSchema, { signal });
}
