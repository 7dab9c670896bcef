import { playerApiPaths, ticketsAnswerSchema } from '../../src/api/player-api.js';
import { pathOf, requestJson } from './request-json';

export type TicketsState = 'open' | 'settled';

export const ticketsQueryKey = (state: TicketsState) => ['tickets', state] as const;

export function getTickets(state: TicketsState, signal?: AbortSignal) {
  return requestJson(pathOf(playerApiPaths.tickets, {}, { state }), ticketsAnswerSchema, { signal });
}
