import { z } from 'zod';
import { cashOutInputSchema, placeTicketInputSchema, playerApiPaths, ticketsQuerySchema } from '../api/player-api.js';
import type { PlayerErrorCode } from '../api/player-api.js';
import { placeTicket } from '../betting/place-ticket.js';
import { readRiskSettings } from '../betting/risk-settings.js';
import { acceptCashOut } from '../settlement/cash-out.js';
import type { SettlementServices } from '../settlement/settle-tickets.js';
import { notFound, PlayerApiError } from './player-api-error.js';
import { languageOf } from './session.js';
import type { SportsbookRoutePlugin } from './sportsbook-server.js';
import { ticketsOf } from './ticket-views.js';

const ticketParametersSchema = z.object({ ticketId: z.uuid() });

/** The HTTP status of a refusal: bad input 400, unknown 404, a wallet that did not answer 503, anything else 409. */
function statusOf(code: PlayerErrorCode): number {
  if (code === 'VALIDATION_FAILED') return 400;
  if (code === 'NOT_FOUND') return 404;
  if (code === 'NOT_LOGGED_IN') return 401;
  if (code === 'WALLET_UNAVAILABLE') return 503;
  return 409;
}

/**
 * The tickets part of the player API (decision 0061): place a ticket (idempotent by its requestId), list open and
 * settled tickets (keyset pages, cash-out offers on open ones), and take a cash-out.
 */
export function ticketRoutes(services: SettlementServices): SportsbookRoutePlugin {
  return (app, context) => {
    const viewOf = async (playerId: string, ticketId: string, language: string | undefined) => {
      const settings = await readRiskSettings(services.database.db);
      const page = await ticketsOf(
        { database: services.database, maths: services.maths, settings, language: languageOf(language) },
        { playerId, state: 'open', ticketIds: [ticketId] },
      );
      const [view] = page.tickets;
      if (!view) throw notFound('no such ticket');
      return view;
    };

    app.post(playerApiPaths.placeTicket, { schema: { body: placeTicketInputSchema } }, async (request) => {
      const session = await context.sessions.requireSession(request, { real: true });
      const playerId = session.playerId ?? '';
      const answer = await placeTicket(
        services,
        { sessionId: session.sessionId, playerId, launchToken: session.launchToken, currency: session.currency },
        request.body,
      );
      if (!answer.ok) throw new PlayerApiError(answer.code, statusOf(answer.code), answer.detail ?? answer.code);
      const view = await viewOf(playerId, answer.ticketId, session.language);
      // A first placement the platform refused answers the refusal; a repeat answers the ticket as it stands.
      if (!answer.repeated && view.status === 'REJECTED' && view.rejectionCode) {
        const code = view.rejectionCode as PlayerErrorCode;
        throw new PlayerApiError(code, statusOf(code), code);
      }
      return view;
    });

    app.get(playerApiPaths.tickets, { schema: { querystring: ticketsQuerySchema } }, async (request) => {
      const session = await context.sessions.requireSession(request, { real: true });
      const settings = await readRiskSettings(services.database.db);
      return ticketsOf(
        { database: services.database, maths: services.maths, settings, language: languageOf(session.language) },
        { playerId: session.playerId ?? '', state: request.query.state, cursor: request.query.cursor },
      );
    });

    app.post(
      playerApiPaths.cashOut,
      { schema: { params: ticketParametersSchema, body: cashOutInputSchema } },
      async (request, reply) => {
        const session = await context.sessions.requireSession(request, { real: true });
        const playerId = session.playerId ?? '';
        const answer = await acceptCashOut(services, {
          playerId,
          ticketId: request.params.ticketId,
          offerId: request.body.offerId,
          amountMinor: BigInt(request.body.amount),
        });
        if (!answer.ok) {
          if (answer.offer)
            return reply.status(409).send({
              code: answer.code,
              message: 'the cash-out value changed',
              cashOut: { offerId: answer.offer.offerId, amount: answer.offer.amountMinor.toString() },
            });
          throw new PlayerApiError(answer.code, statusOf(answer.code), answer.code);
        }
        const settings = await readRiskSettings(services.database.db);
        const page = await ticketsOf(
          { database: services.database, maths: services.maths, settings, language: languageOf(session.language) },
          { playerId, state: 'settled', ticketIds: [request.params.ticketId] },
        );
        return page.tickets[0];
      },
    );
  };
}
