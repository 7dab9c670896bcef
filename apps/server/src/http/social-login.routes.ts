import {
  brandCodeProviderParamsSchema,
  loginAnswerSchema,
  socialLinkBodySchema,
  socialLinkedIdentitiesSchema,
  socialLoginCallbackBodySchema,
  socialLoginOutcomeSchema,
  socialLoginStartSchema,
  socialProviderConfigBodySchema,
  socialProviderConfigListSchema,
  socialProviderConfigSchema,
  socialProviderParamsSchema,
  socialProviderSchema,
  socialRegisterBodySchema,
  socialUnlinkBodySchema,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import { registerMember } from '../flows/register-member.js';
import type { AccountDependencies } from '../flows/shared/account-context.js';
import {
  finishSocialLogin,
  getSocialLoginSettings,
  linkSocialIdentity,
  listSocialIdentities,
  prepareSocialRegistration,
  saveSocialLoginProvider,
  startSocialLogin,
  unlinkSocialIdentity,
} from '../flows/social-login.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done } from './route-schemas.js';

/** The site's page the providers send the browser back to; it hands the query to the callback call. */
export const socialLoginCallbackPath = '/social-login/callback';

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'];
const linkedAnswerSchema = z.object({ provider: socialProviderSchema, login: loginAnswerSchema });

/**
 * Social login (spec §2): a player's provider login (start, callback, link, register), the linked providers of the
 * security centre, and the console's provider settings per brand (audited, secrets write-only).
 */
export function socialLoginRoutes(dependencies: AccountDependencies & { guards: RouteGuards }): FastifyPluginAsyncZod {
  const { db, clock } = dependencies;
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.post(
        '/wps/social-login/:provider/start',
        {
          schema: {
            summary: 'Start a login with a provider: the page to send the browser to',
            params: socialProviderParamsSchema,
            response: answers(socialLoginStartSchema),
          },
        },
        async (request) => {
          // Built from the request the site made, never from a value the caller names: no open redirect.
          const redirectUri = `${request.protocol}://${request.host}${socialLoginCallbackPath}`;
          return ok(
            await startSocialLogin(dependencies, {
              merchant: brandOf(request).merchant,
              provider: request.params.provider,
              redirectUri,
              ip: request.ip,
            }),
          );
        },
      );
      player.post(
        '/wps/social-login/callback',
        {
          schema: {
            summary: "Finish a provider login with the callback's query: logged in, or a ticket to link or register",
            body: socialLoginCallbackBodySchema,
            response: answers(socialLoginOutcomeSchema),
          },
        },
        async (request) =>
          ok(
            await finishSocialLogin(dependencies, {
              merchant: brandOf(request).merchant,
              callbackQuery: request.body.callbackQuery,
              browserBinding: request.body.browserBinding,
              ip: request.ip,
              userAgent: userAgentOf(request),
            }),
          ),
      );
      player.post(
        '/wps/social-login/link',
        {
          schema: {
            summary: "Link a ticket's identity to an account proved by its password or an SMS code, and log in",
            body: socialLinkBodySchema,
            response: answers(linkedAnswerSchema),
          },
        },
        async (request) =>
          ok(
            await linkSocialIdentity(dependencies, {
              merchant: brandOf(request).merchant,
              body: request.body,
              ip: request.ip,
              userAgent: userAgentOf(request),
            }),
          ),
      );
      player.put(
        '/wps/social-login/register',
        {
          schema: {
            summary: "Register a new account with a ticket's identity (the brand's registration rules apply)",
            body: socialRegisterBodySchema,
            response: answers(linkedAnswerSchema),
          },
        },
        async (request) => {
          const { merchant } = brandOf(request);
          const registration = await prepareSocialRegistration(dependencies, {
            merchant,
            ticket: request.body.ticket,
            ip: request.ip,
          });
          const login = await registerMember(dependencies, {
            merchant,
            mode: 'username',
            body: request.body.registration,
            ip: request.ip,
            userAgent: userAgentOf(request),
            withNewMember: registration.withNewMember,
          });
          return ok({ provider: registration.provider(), login });
        },
      );
      player.get(
        '/wps/social-login/identities',
        {
          schema: {
            summary: "The member's linked providers and the brand's providers",
            response: answers(socialLinkedIdentitiesSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listSocialIdentities(dependencies, {
              merchant: brandOf(request).merchant,
              memberId: requireMember(request).member.id,
            }),
          ),
      );
      player.post(
        '/wps/social-login/identities/:provider/unlink',
        {
          schema: {
            summary: 'Unlink a provider from the account (the password is asked)',
            params: socialProviderParamsSchema,
            body: socialUnlinkBodySchema,
            response: done,
          },
          config: { member: 'real' },
        },
        async (request) => {
          await unlinkSocialIdentity(dependencies, {
            member: requireMember(request).member,
            provider: request.params.provider,
            password: request.body.password,
            ip: request.ip,
          });
          return ok(true as const);
        },
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/social-login/:code/providers',
        {
          schema: {
            summary: "A brand's social-login providers (client secrets are never answered)",
            params: z.object({ code: z.string().trim().min(1).max(64) }),
            response: answers(socialProviderConfigListSchema),
          },
          config: { permission: 'brand.settings', brand: brandIn('params', 'code') },
        },
        async (request) => ok(await getSocialLoginSettings(dependencies, request.params.code)),
      );
      operator.put(
        '/bo/social-login/:code/providers/:provider',
        {
          schema: {
            summary: "Save a brand's social-login provider; a left-out client secret keeps the stored one",
            params: brandCodeProviderParamsSchema,
            body: socialProviderConfigBodySchema,
            response: answers(socialProviderConfigSchema),
          },
          config: { permission: 'brand.settings', brand: brandIn('params', 'code') },
        },
        async (request) => {
          const { code, provider } = request.params;
          const saved = await auditOperatorAction<Awaited<ReturnType<typeof saveSocialLoginProvider>>>(
            { db, clock },
            {
              operator: requireOperator(request, 'brand.settings'),
              action: 'social-login.provider.save',
              target: `${code}:${provider}`,
              // The secret itself never: only that it changed.
              detail: (result) => ({ before: result.before, after: result.after, secretChanged: result.secretChanged }),
            },
            (transaction) => saveSocialLoginProvider(transaction, clock, { code, provider, body: request.body }),
          );
          return ok(saved.after);
        },
      );
    });
  };
}
