import { playerApiPaths, ticketViewSchema, type PlaceTicketInput } from '../../src/api/player-api.js';
import { requestJson } from './request-json';

/** Places a ticket; the input's requestId makes a repeat (a double tap, a retry) answer the first ticket. */
export function placeTicket(input: PlaceTicketInput) {
  return requestJson(playerApiPaths.placeTicket, ticketViewSchema, { method: 'POST', body: input });
}
