import {
  claimRaffleBodySchema,
  raffleDrawSchema,
  raffleStatusQuerySchema,
  raffleStatusSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import type { RaffleDependencies } from '../flows/draw-raffle.js';
import { claimRaffle, showRaffleStatus } from '../flows/draw-raffle.js';
import type { Clock } from '../lib/clock.js';
import type { MemberEvents } from '../lib/member-events.js';
import type { BonusFor } from '../modules/promotions/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import { originOf } from './promotions.routes.js';
import { idempotencyHeadersSchema } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * The raffle promotion under the original's relay names (decision 0080): the member's draw in the open window, and
 * the window's status. Both need a real member's session.
 */
export function raffleRoutes(dependencies: {
  db: Database;
  clock: Clock;
  bonus: BonusFor;
  events: MemberEvents;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const flows: RaffleDependencies = dependencies;
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.post(
        '/wps/relay/MCS2_claimRafflePromotion',
        {
          schema: {
            summary: "Draw the member's raffle prize in the open window (once per window; a repeat answers the draw)",
            headers: idempotencyHeadersSchema,
            body: claimRaffleBodySchema,
            response: answers(raffleDrawSchema),
          },
          config: { member: 'real' },
        },
        // One take per member and window; the Idempotency-Key is kept on the take, so a retry answers the first draw.
        async (request) =>
          ok(
            await claimRaffle(flows, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              promotionId: request.body.promotionId,
              origin: originOf(request),
              requestKey: request.headers['idempotency-key'] ?? null,
            }),
          ),
      );
      player.get(
        '/wps/relay/MCSFE_getRafflePromotionStatus',
        {
          schema: {
            summary: "A raffle's window today (seconds until it opens and until it closes) and the member's draw",
            querystring: raffleStatusQuerySchema,
            response: answers(raffleStatusSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await showRaffleStatus(flows, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              promotionId: request.query.promotionId,
            }),
          ),
      );
    });
  };
}
