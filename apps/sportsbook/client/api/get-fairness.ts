import { fairnessAnswerSchema, playerApiPaths } from '../../src/api/player-api.js';
import { requestJson } from './request-json';

export const fairnessQueryKey = ['fairness'] as const;

export function getFairness(signal?: AbortSignal) {
  return requestJson(playerApiPaths.fairness, fairnessAnswerSchema, { signal });
}
