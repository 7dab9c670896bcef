import { eventViewSchema, playerApiPaths } from '../../src/api/player-api.js';
import { pathOf, requestJson } from './request-json';

export const eventQueryKey = (eventId: string) => ['event', eventId] as const;

export function getEvent(eventId: string, signal?: AbortSignal) {
  return requestJson(pathOf(playerApiPaths.event, { eventId }), eventViewSchema, { signal });
}
