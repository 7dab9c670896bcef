import { playerApiPaths, sessionAnswerSchema } from '../../src/api/player-api.js';
import { requestJson } from './request-json';

export const sessionQueryKey = ['session'] as const;

export function getSession(signal?: AbortSignal) {
  return requestJson(playerApiPaths.session, sessionAnswerSchema, { signal });
}
