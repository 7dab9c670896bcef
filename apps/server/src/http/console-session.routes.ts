import { operatorSessionSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService } from '../modules/merchant/index.js';
import type { OperatorPermission } from '../modules/operator/index.js';
import { hasPermission, mayActOnBrand, operatorPermissions } from '../modules/operator/index.js';
import { ok } from './envelope.js';
import { requireOperatorSession } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const allPermissions = Object.keys(operatorPermissions) as OperatorPermission[];

/** Who the console's token belongs to: the console shows only what the roles may use and the operator's brands (the server still checks). */
export function consoleSessionRoutes(dependencies: {
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/session/me',
        {
          schema: {
            summary: 'The logged-in operator, their permissions and brands',
            response: answers(operatorSessionSchema),
          },
          config: { brand: 'own', duringEnrolment: true },
        },
        async (request) => {
          const operator = requireOperatorSession(request);
          const brands = await dependencies.merchants.listAllMerchants();
          return ok({
            username: operator.username,
            // The first role (admin when held) for a one-word badge; `roles` has them all.
            role: operator.roles[0] ?? '',
            roles: operator.roles,
            permissions: allPermissions.filter((permission) => hasPermission(operator.roles, permission)),
            brands: brands
              .filter((brand) => mayActOnBrand(operator, brand.code))
              .map((brand) => ({ code: brand.code, name: brand.name, timeZone: brand.timeZone })),
            stage: operator.stage ?? 'active',
          });
        },
      );
    });
  };
}
