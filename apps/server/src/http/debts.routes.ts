import {
  debtIdParamsSchema,
  debtPageSchema,
  debtQuerySchema,
  debtWriteOffBodySchema,
  debtWriteOffResultSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { writeOffDebt } from '../flows/write-off-debt.js';
import type { Clock } from '../lib/clock.js';
import { createDebtService } from '../modules/debt/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { ok } from './envelope.js';
import type { BrandScope } from './operator-auth.js';
import { listedBrandIds, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * Players' debts in the console (decision 0056): what vendor adjustments took beyond balances, open and repaid, and
 * an operator's write-off (two operators above the brand's adjustment threshold), audited.
 */
export function debtsRoutes(dependencies: {
  db: Database;
  clock: Clock;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const debts = createDebtService(dependencies);
  const debtBrand: BrandScope = {
    brandOf: async (request) => (await debts.get((request.params as { id: string }).id)).merchant_code,
  };
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/debts',
        {
          schema: {
            summary: "Players' debts from vendor adjustments, newest first: open (the default) or closed; paged",
            querystring: debtQuerySchema,
            response: answers(debtPageSchema),
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request) => {
          return ok(
            await debts.list(
              request.query,
              await listedBrandIds(request, dependencies.merchants, request.query.merchant),
            ),
          );
        },
      );
      operator.post(
        '/bo/debts/:id/write-off',
        {
          schema: {
            summary:
              "Write what is left of a debt off, with a reason (audited); above the brand's adjustment threshold a " +
              'second operator confirms by the same call',
            params: debtIdParamsSchema,
            body: debtWriteOffBodySchema,
            response: answers(debtWriteOffResultSchema),
          },
          config: { permission: 'wallet.adjust', brand: debtBrand },
        },
        async (request) =>
          ok(
            await writeOffDebt(dependencies, {
              debtId: request.params.id,
              reason: request.body.reason,
              operator: requireOperator(request, 'wallet.adjust'),
            }),
          ),
      );
    });
  };
}
