import { operatorLoginAnswerSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { logInOperator } from '../flows/log-in-operator.js';
import type { Clock } from '../lib/clock.js';
import type { OperatorService } from '../modules/operator/index.js';
import { ok } from './envelope.js';
import { operatorTokenOf, requireOperatorSession } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done } from './route-schemas.js';

const loginBodySchema = z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) });

/** Console login (its limits live in `flows/log-in-operator.ts`) and logout. */
export function operatorRoutes(dependencies: {
  db: Database;
  clock: Clock;
  operators: OperatorService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { db, clock, operators } = dependencies;
  return async (app) => {
    app.post(
      '/bo/session/login',
      {
        schema: {
          summary: 'Log in to the console',
          body: loginBodySchema,
          response: answers(operatorLoginAnswerSchema),
        },
      },
      async (request) => ok(await logInOperator({ db, clock }, { ...request.body, ip: request.ip })),
    );

    await dependencies.guards.operator(app, (operator) => {
      operator.delete(
        '/bo/session/logout',
        { schema: { summary: 'Log out', response: done }, config: { brand: 'own', duringEnrolment: true } },
        async (request) => {
          await operators.logOut(operatorTokenOf(request), requireOperatorSession(request));
          return ok(true as const);
        },
      );
    });
  };
}
