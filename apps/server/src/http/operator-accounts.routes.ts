import {
  createOperatorBodySchema,
  operatorAccessBodySchema,
  operatorAccountFilterSchema,
  operatorAccountListQuerySchema,
  operatorAccountPageSchema,
  operatorAccountSchema,
  operatorIdParamsSchema,
  operatorStatusBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { changeOperatorAccount, createOperatorAccount } from '../flows/manage-operator-accounts.js';
import { resetOperatorTwoFactor } from '../flows/operator-two-factor.js';
import type { Clock } from '../lib/clock.js';
import type { OperatorAccount, OperatorAccountListing, OperatorService } from '../modules/operator/index.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import { requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const accountColumns: readonly CsvColumn<OperatorAccountListing>[] = [
  { header: 'username', value: (account) => account.username },
  { header: 'roles', value: (account) => account.roles.join(' ') },
  // An empty cell would read as "no brand": the export says every brand in words.
  { header: 'brands', value: (account) => account.brands?.join(' ') ?? '*' },
  { header: 'status', value: (account) => (account.disabled ? 'disabled' : 'enabled') },
  { header: 'two_factor_required', value: (account) => String(account.twoFactorRequired) },
  { header: 'two_factor_enabled', value: (account) => String(account.twoFactorEnabled) },
  { header: 'created', value: (account) => account.createdAt.toISOString() },
];

const viewOf = <Account extends OperatorAccount>(account: Account) => ({
  ...account,
  createdAt: account.createdAt.toISOString(),
});

/**
 * Console accounts (admins of every brand only; each change audited in its own transaction): list and export,
 * create, roles and brands, disable and enable, reset the second factor.
 */
export function operatorAccountRoutes(dependencies: {
  db: Database;
  clock: Clock;
  operators: OperatorService;
  guards: RouteGuards;
  /** Whether new accounts must enrol a second factor unless the admin says otherwise. */
  twoFactorRequired: boolean;
}): FastifyPluginAsyncZod {
  const config = { permission: 'operators.manage', brand: 'platform' } as const;
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/operators',
        {
          schema: {
            summary: 'Console accounts: search by name, filter by role, brand and status; sorted; paged',
            querystring: operatorAccountListQuerySchema,
            response: answers(operatorAccountPageSchema),
          },
          config,
        },
        async (request) => {
          const page = await dependencies.operators.listAccounts(request.query);
          return ok({ ...page, content: page.content.map(viewOf) });
        },
      );
      operator.get(
        '/bo/operators.csv',
        {
          schema: {
            summary: 'Every console account the filter matches, as CSV (streamed)',
            querystring: operatorAccountFilterSchema,
            produces: ['text/csv'],
          },
          config,
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName('operators', dependencies.clock.now()),
            accountColumns,
            dependencies.operators.exportAccounts(request.query),
          ),
      );
      operator.post(
        '/bo/operators',
        {
          schema: {
            summary: 'Create a console account with its first password, roles and brands (null: every brand)',
            body: createOperatorBodySchema,
            response: answers(operatorAccountSchema),
          },
          config,
        },
        async (request) =>
          ok(
            viewOf(
              await createOperatorAccount(dependencies, {
                actor: requireOperator(request, 'operators.manage'),
                ...request.body,
                twoFactorRequired: request.body.twoFactorRequired ?? dependencies.twoFactorRequired,
              }),
            ),
          ),
      );
      operator.put(
        '/bo/operators/:id/access',
        {
          schema: {
            summary: "Set an account's roles and brands (null or empty: every brand)",
            params: operatorIdParamsSchema,
            body: operatorAccessBodySchema,
            response: answers(operatorAccountSchema),
          },
          config,
        },
        async (request) =>
          ok(
            viewOf(
              await changeOperatorAccount(dependencies, {
                actor: requireOperator(request, 'operators.manage'),
                id: request.params.id,
                change: request.body,
              }),
            ),
          ),
      );
      operator.put(
        '/bo/operators/:id/status',
        {
          schema: {
            summary: 'Disable (its sessions end at once) or enable an account; never your own, never the last admin',
            params: operatorIdParamsSchema,
            body: operatorStatusBodySchema,
            response: answers(operatorAccountSchema),
          },
          config,
        },
        async (request) =>
          ok(
            viewOf(
              await changeOperatorAccount(dependencies, {
                actor: requireOperator(request, 'operators.manage'),
                id: request.params.id,
                change: { disabled: request.body.disabled },
              }),
            ),
          ),
      );
      operator.delete(
        '/bo/operators/:id/two-factor',
        {
          schema: {
            summary: "Remove an operator's second factor (a lost phone); their sessions end (audited)",
            params: operatorIdParamsSchema,
            response: answers(z.object({ wasEnabled: z.boolean() })),
          },
          config,
        },
        async (request) =>
          ok(
            await resetOperatorTwoFactor(dependencies, {
              actor: requireOperator(request, 'operators.manage'),
              operatorId: request.params.id,
            }),
          ),
      );
    });
  };
}
