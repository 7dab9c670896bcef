import { playerApiPaths, ticketViewSchema } from '../../src/api/player-api.js';
import { pathOf, requestJson } from './request-json';

/** Takes the exact offer the player confirmed; a moved value answers CASH_OUT_CHANGED. */
export function cashOut(ticketId: string, offerId: string, amount: string) {
  return requestJson(pathOf(playerApiPaths.cashOut, { ticketId }), ticketViewSchema, {
    method: 'POST',
    body: { offerId, amount },
  });
}
