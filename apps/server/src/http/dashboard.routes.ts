import { dashboardQuerySchema, dashboardSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { showDashboard } from '../flows/show-dashboard.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { ok } from './envelope.js';
import { brandIn } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * The console's dashboard. A report: it reads the summary tables (decision 0031), so the figures are as of the
 * summary job's last pass. Without `merchant` it spans every brand, which only operators of every brand may ask.
 */
export function dashboardRoutes(dependencies: {
  db: Database;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/dashboard',
        {
          schema: {
            summary:
              'Deposits, withdrawals, play by category and vendor, players and pending reviews of a brand over days',
            querystring: dashboardQuerySchema,
            response: answers(dashboardSchema),
          },
          config: { permission: 'dashboard.read', brand: brandIn('query', 'merchant') },
        },
        async (request) => ok(await showDashboard(dependencies, request.query)),
      );
    });
  };
}
