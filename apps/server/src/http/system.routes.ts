import type { RegistrationFieldRule } from '@croupier/contracts';
import {
  domainRouteListSchema,
  domainRouteQuerySchema,
  envelopeSchema,
  siteConfigSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { describeSite, listDomainRoutes } from '../flows/describe-site.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { createSocialLoginService } from '../modules/social-login/index.js';
import { systemClock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const healthSchema = z.object({ status: z.enum(['ok', 'down']) });

/** The spec's system calls: status, site configuration, whitelabel switches, server lines; the speed ping; health. */
export function systemRoutes(dependencies: {
  db: Database;
  merchants: MerchantService;
  listFieldRules: (merchantId: string) => Promise<RegistrationFieldRule[]>;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { merchants } = dependencies;
  // Reads only (which providers a brand has on): no clock of the caller's is needed.
  const socialLogin = createSocialLoginService({ db: dependencies.db, clock: systemClock });
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/system/status',
        {
          schema: { summary: "The brand's status for this caller", response: answers(systemStatusSchema) },
          config: { openDuringMaintenance: true },
        },
        async (request) => ok(brandOf(request).status),
      );
      player.get(
        '/wps/system/permission',
        {
          schema: { summary: 'Everything the site needs to boot', response: answers(siteConfigSchema) },
          config: { openDuringMaintenance: true },
        },
        async (request) =>
          ok(
            await describeSite(merchants, dependencies.listFieldRules, brandOf(request), (merchantId) =>
              socialLogin.enabledProviders(merchantId),
            ),
          ),
      );
      player.get(
        '/wps/system/whitelabel',
        { schema: { summary: "The brand's feature switches", response: answers(z.array(whitelabelNodeSchema)) } },
        async (request) => ok(brandOf(request).merchant.whitelabel),
      );
      player.get(
        '/wps/system/domainRoute',
        {
          schema: {
            summary: "The brand's server lines",
            querystring: domainRouteQuerySchema,
            response: answers(domainRouteListSchema),
          },
        },
        async (request) => ok({ domainList: await listDomainRoutes(merchants, brandOf(request)) }),
      );
    });

    // Timed by the speed panel from other server lines, so it is open to any origin and never cached.
    app.get(
      '/common/v.1.0.1/ping.json',
      { schema: { summary: 'Speed ping of a server line', response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (_request, reply) => {
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cache-Control', 'no-store');
        return { ok: true as const };
      },
    );

    app.get(
      '/healthz',
      {
        schema: {
          summary: 'Liveness and database check',
          response: { ...answers(healthSchema), 503: envelopeSchema(healthSchema) },
        },
      },
      async (_request, reply) => {
        try {
          await dependencies.db.execute(sql`select 1`);
          return ok({ status: 'ok' as const });
        } catch {
          return reply
            .status(503)
            .send({ success: false, message: 'database unavailable', value: { status: 'down' as const } });
        }
      },
    );
  };
}
