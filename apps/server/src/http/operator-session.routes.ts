import {
  changeOperatorPasswordBodySchema,
  operatorLoginAnswerSchema,
  operatorTwoFactorStateSchema,
  recoveryCodesSchema,
  twoFactorConfirmBodySchema,
  twoFactorEnrolmentBodySchema,
  twoFactorEnrolmentSchema,
  twoFactorLoginBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { changeOperatorPassword } from '../flows/change-operator-password.js';
import { signOutEverywhere } from '../flows/manage-operator-accounts.js';
import {
  confirmOperatorEnrolment,
  getOperatorTwoFactorState,
  logInOperatorWithSecondFactor,
  startOperatorEnrolment,
} from '../flows/operator-two-factor.js';
import type { Clock } from '../lib/clock.js';
import { ok } from './envelope.js';
import { requireOperatorSession } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * The operator's own sessions, password and second factor: the login's second step, sign out everywhere, change
 * the password, the factor's state, enrol an authenticator (decision 0026).
 */
export function operatorSessionRoutes(dependencies: {
  db: Database;
  clock: Clock;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bo/session/login/two-factor',
      {
        schema: {
          summary: "The console login's second step: the challenge token and an authenticator or recovery code",
          body: twoFactorLoginBodySchema,
          response: answers(operatorLoginAnswerSchema),
        },
      },
      async (request) => ok(await logInOperatorWithSecondFactor(dependencies, { ...request.body, ip: request.ip })),
    );

    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/session/two-factor',
        {
          schema: {
            summary: 'Whether your second factor is on, and how many recovery codes are left',
            response: answers(operatorTwoFactorStateSchema),
          },
          config: { brand: 'own', duringEnrolment: true },
        },
        async (request) => ok(await getOperatorTwoFactorState(dependencies, requireOperatorSession(request))),
      );
      operator.post(
        '/bo/session/two-factor/enrolment',
        {
          schema: {
            summary: 'Start enrolling an authenticator (asks the password again); answers its QR code once',
            body: twoFactorEnrolmentBodySchema,
            response: answers(twoFactorEnrolmentSchema),
          },
          config: { brand: 'own', duringEnrolment: true },
        },
        async (request) =>
          ok(
            await startOperatorEnrolment(dependencies, {
              operator: requireOperatorSession(request),
              password: request.body.password,
            }),
          ),
      );
      operator.post(
        '/bo/session/two-factor/enrolment/confirm',
        {
          schema: {
            summary: 'Turn the authenticator on with a first code; answers the ten recovery codes once (audited)',
            body: twoFactorConfirmBodySchema,
            response: answers(recoveryCodesSchema),
          },
          config: { brand: 'own', duringEnrolment: true },
        },
        async (request) =>
          ok(
            await confirmOperatorEnrolment(dependencies, {
              operator: requireOperatorSession(request),
              code: request.body.code,
            }),
          ),
      );
      operator.delete(
        '/bo/session/all',
        {
          schema: {
            summary: 'End every one of your console sessions, this one too (audited)',
            response: answers(z.object({ endedSessions: z.number().int() })),
          },
          config: { brand: 'own', duringEnrolment: true },
        },
        async (request) => ok(await signOutEverywhere(dependencies, requireOperatorSession(request))),
      );
      operator.put(
        '/bo/session/password',
        {
          schema: {
            summary: 'Change your password with the current one; your other sessions end (audited)',
            body: changeOperatorPasswordBodySchema,
            response: answers(z.object({ endedSessions: z.number().int() })),
          },
          config: { brand: 'own' },
        },
        async (request) =>
          ok(
            await changeOperatorPassword(dependencies, {
              operator: requireOperatorSession(request),
              currentPassword: request.body.currentPassword,
              newPassword: request.body.newPassword,
            }),
          ),
      );
    });
  };
}
