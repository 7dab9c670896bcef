import {
  loginResultSchema,
  recoveryCodesSchema,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorEnrolmentBodySchema,
  twoFactorEnrolmentSchema,
  twoFactorLoginBodySchema,
  twoFactorPolicyBodySchema,
  twoFactorStatusSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepareBrandTwoFactorRequirement, prepareMemberTwoFactorReset } from '../flows/administer-two-factor.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import { logInWithSecondFactor } from '../flows/log-in-with-second-factor.js';
import {
  confirmTwoFactorEnrolment,
  describeTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
} from '../flows/manage-two-factor.js';
import type { AccountDependencies } from '../flows/shared/account-context.js';
import type { CacheInvalidation } from '../lib/cache-invalidation.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done, jsonOrForm } from './route-schemas.js';

const merchantCodeSchema = z.string().min(1).max(64);
const regenerateBodySchema = z.object({ code: twoFactorConfirmBodySchema.shape.code });

/**
 * Two-factor login (docs/decisions/0013): the login's second step, the security centre's enrolment, recovery
 * codes and switch-off, and the console's brand rule and support reset (each audited with its change).
 */
export function twoFactorRoutes(
  dependencies: AccountDependencies & { caches: CacheInvalidation; guards: RouteGuards },
): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.post(
        '/wps/session/login/two-factor',
        {
          schema: {
            summary: "The login's second step: the challenge and an authenticator or recovery code",
            consumes: jsonOrForm,
            body: twoFactorLoginBodySchema,
            response: answers(loginResultSchema),
          },
        },
        async (request) =>
          ok(
            await logInWithSecondFactor(dependencies, {
              merchant: brandOf(request).merchant,
              challengeToken: request.body.challengeToken,
              code: request.body.code,
              ip: request.ip,
              userAgent: request.headers['user-agent'],
            }),
          ),
      );

      player.get(
        '/wps/member/two-factor',
        {
          schema: {
            summary: "The member's second factor: on or off, required by the brand",
            response: answers(twoFactorStatusSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await describeTwoFactor(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
            }),
          ),
      );
      player.post(
        '/wps/member/two-factor/enrolment',
        {
          schema: {
            summary: 'Start an enrolment (login password again): a new secret as an otpauth URI and QR code',
            body: twoFactorEnrolmentBodySchema,
            response: answers(twoFactorEnrolmentSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await startTwoFactorEnrolment(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              password: request.body.password,
            }),
          ),
      );
      player.post(
        '/wps/member/two-factor/enrolment/confirm',
        {
          schema: {
            summary: "Turn the second factor on with the app's first code; answers the recovery codes once",
            body: twoFactorConfirmBodySchema,
            response: answers(recoveryCodesSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await confirmTwoFactorEnrolment(dependencies, {
              member: requireRealMember(request).member,
              code: request.body.code,
            }),
          ),
      );
      player.post(
        '/wps/member/two-factor/recovery-codes',
        {
          schema: {
            summary: 'Replace the recovery codes (after a current code); answers the new ones once',
            body: regenerateBodySchema,
            response: answers(recoveryCodesSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await regenerateRecoveryCodes(dependencies, {
              member: requireRealMember(request).member,
              code: request.body.code,
            }),
          ),
      );
      player.post(
        '/wps/member/two-factor/disable',
        {
          schema: {
            summary: 'Turn the second factor off (login password and a current or recovery code)',
            body: twoFactorDisableBodySchema,
            response: done,
          },
          config: { member: 'real' },
        },
        async (request) => {
          await disableTwoFactor(dependencies, {
            merchant: brandOf(request).merchant,
            member: requireRealMember(request).member,
            code: request.body.code,
            password: request.body.password,
          });
          return ok(true as const);
        },
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      operator.put(
        '/bo/merchants/:code/two-factor',
        {
          schema: {
            summary: "Require (or stop requiring) every member's second factor before money moves",
            params: z.object({ code: merchantCodeSchema }),
            body: twoFactorPolicyBodySchema,
            response: answers(z.object({ code: z.string(), required: z.boolean() })),
          },
          config: { permission: 'merchant.security', brand: brandIn('params', 'code') },
        },
        async (request) => {
          const { required } = request.body;
          const change = await prepareBrandTwoFactorRequirement(dependencies, {
            merchantCode: request.params.code,
            required,
          });
          await auditOperatorAction(
            dependencies,
            {
              operator: requireOperator(request, 'merchant.security'),
              action: 'merchant.two-factor.require',
              target: change.target,
              detail: () => ({ required }),
            },
            change.work,
          );
          dependencies.caches.invalidate('account-policy');
          return ok({ code: change.target, required });
        },
      );
      operator.delete(
        '/bo/members/:merchant/:username/two-factor',
        {
          schema: {
            summary: "Remove a member's second factor (support: a lost phone); audited",
            params: z.object({ merchant: merchantCodeSchema, username: z.string().min(1).max(64) }),
            response: answers(z.object({ wasEnabled: z.boolean() })),
          },
          config: { permission: 'members.security', brand: brandIn('params', 'merchant') },
        },
        async (request) => {
          const reset = await prepareMemberTwoFactorReset(dependencies, {
            merchantCode: request.params.merchant,
            username: request.params.username,
          });
          const wasEnabled = await auditOperatorAction(
            dependencies,
            {
              operator: requireOperator(request, 'members.security'),
              action: 'member.two-factor.reset',
              target: reset.target,
              detail: (result: boolean) => ({ memberNumber: reset.memberNumber, wasEnabled: result }),
            },
            reset.work,
          );
          return ok({ wasEnabled });
        },
      );
    });
  };
}
