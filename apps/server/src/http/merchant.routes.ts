import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import type { CacheInvalidation } from '../lib/cache-invalidation.js';
import type { Clock } from '../lib/clock.js';
import { z } from 'zod';
import { createMerchantService, lockMerchantByCode } from '../modules/merchant/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const maintenanceBodySchema = z.object({
  maintenance: z.boolean(),
  maintenanceEnd: z.iso.datetime({ offset: true }).nullable().default(null),
});
type MaintenanceState = { maintenance: boolean; maintenanceEnd: string | null };
const codeParamsSchema = z.object({ code: z.string().min(1).max(64) });

/** Operator console calls for brands; each change is audited with it. */
export function merchantRoutes(dependencies: {
  db: Database;
  clock: Clock;
  caches: CacheInvalidation;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.put(
        '/bo/merchants/:code/maintenance',
        {
          schema: {
            summary: 'Put a brand in or out of maintenance',
            params: codeParamsSchema,
            body: maintenanceBodySchema,
            response: answers(
              z.object({ code: z.string(), maintenance: z.boolean(), maintenanceEnd: z.string().nullable() }),
            ),
          },
          config: { permission: 'merchant.maintenance', brand: brandIn('params', 'code') },
        },
        async (request) => {
          const { code } = request.params;
          const change = {
            maintenance: request.body.maintenance,
            maintenanceEnd: request.body.maintenanceEnd ? new Date(request.body.maintenanceEnd) : null,
          };
          const updated = await auditOperatorAction<{ before: MaintenanceState | undefined; after: Merchant }>(
            dependencies,
            {
              operator: requireOperator(request, 'merchant.maintenance'),
              action: 'merchant.maintenance.set',
              target: code,
              detail: ({ before }) => ({
                before,
                after: {
                  maintenance: change.maintenance,
                  maintenanceEnd: change.maintenanceEnd?.toISOString() ?? null,
                },
              }),
            },
            async (transaction) => {
              const previous = await lockMerchantByCode(transaction, code);
              const after = await createMerchantService({ db: transaction, clock: dependencies.clock }).setMaintenance(
                code,
                change,
              );
              const before = previous && {
                maintenance: previous.maintenance,
                maintenanceEnd: previous.maintenanceEnd?.toISOString() ?? null,
              };
              return { before, after };
            },
          );
          // After commit, on every instance: the brand gate reads the brand from a process cache.
          dependencies.caches.invalidate('merchants');
          return ok({
            code: updated.after.code,
            maintenance: updated.after.maintenance,
            maintenanceEnd: updated.after.maintenanceEnd?.toISOString() ?? null,
          });
        },
      );
    });
  };
}
