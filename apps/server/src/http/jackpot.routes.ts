import {
  jackpotSettingsBodySchema,
  jackpotSettingsSchema,
  jackpotWinPageSchema,
  jackpotWinQuerySchema,
  publicJackpotSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { createPublicJackpot, listJackpotWins, saveJackpotSettings, showJackpotSettings } from '../flows/jackpot.js';
import type { Clock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });

/**
 * The progressive jackpot (decision 0087): the home page's figure, and the console's pool settings (`jackpot.manage`,
 * audited) and its wins. The vendor's trigger is a signed wallet call (http/seamless.routes.ts).
 */
export function jackpotRoutes(dependencies: {
  db: Database;
  clock: Clock;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const publicJackpot = createPublicJackpot(dependencies);
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/jackpot',
        {
          schema: {
            summary: "The brand's progressive jackpot as it stands (null when the brand runs none)",
            response: answers(publicJackpotSchema),
          },
        },
        async (request) => ok(await publicJackpot(brandOf(request).merchant.id)),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const manage = { permission: 'jackpot.manage', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/jackpot/:merchant',
        {
          schema: {
            summary: "A brand's jackpot pool: share, seed, odds, switch, and its sums",
            params: merchantParamsSchema,
            response: answers(jackpotSettingsSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'jackpot.manage');
          return ok(await showJackpotSettings(dependencies, { merchant: request.params.merchant }));
        },
      );
      operator.put(
        '/bo/jackpot/:merchant',
        {
          schema: {
            summary: "Save a brand's jackpot pool (enabling an unseeded pool funds its seed from the house); audited",
            params: merchantParamsSchema,
            body: jackpotSettingsBodySchema,
            response: answers(jackpotSettingsSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveJackpotSettings(dependencies, {
              operator: requireOperator(request, 'jackpot.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/jackpot/:merchant/wins',
        {
          schema: {
            summary: "A brand's jackpot wins, newest first",
            params: merchantParamsSchema,
            querystring: jackpotWinQuerySchema,
            response: answers(jackpotWinPageSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'jackpot.manage');
          return ok(
            await listJackpotWins(dependencies, {
              merchant: request.params.merchant,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          );
        },
      );
    });
  };
}
