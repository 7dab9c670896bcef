import {
  affiliateQuerySchema,
  captchaChallengeSchema,
  changePasswordBodySchema,
  emailResetBodySchema,
  isSwitchEnabled,
  languageUpdateBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  loginResultSchema,
  memberInfoSchema,
  phoneResetBodySchema,
  registerBodySchema,
  registrationSettingsSchema,
  resetWithTokenBodySchema,
  smsCodeRequestSchema,
  smsCodeSentSchema,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountDependencies } from '../flows/shared/account-context.js';
import { isInvitationCodeGood } from '../flows/agent-team-registration.js';
import { accountServices } from '../flows/shared/account-context.js';
import { changeMemberPassword } from '../flows/change-member-password.js';
import { logIn } from '../flows/log-in.js';
import { countUnreadMessages } from '../flows/member-inbox.js';
import { countAvailablePromotions } from '../flows/promotion-rewards.js';
import { registerMember, registrationSwitches } from '../flows/register-member.js';
import { requestPasswordResetEmail, resetPasswordByPhone, resetPasswordWithLink } from '../flows/reset-password.js';
import { sendSmsCode } from '../flows/send-sms-code.js';
import { startFreePlay } from '../flows/start-free-play.js';
import { vipBadgeOf } from '../flows/vip-member.js';
import { DomainError } from '../lib/domain-error.js';
import type { BonusFor } from '../modules/promotions/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { originOf } from './promotions.routes.js';
import { bearerTokenOf, requireMember } from './member-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done, jsonOrForm } from './route-schemas.js';

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'];

/** The spec's account calls (§7): registration, login, SMS codes, captcha, passwords, member info, logout. */
export function accountRoutes(
  dependencies: AccountDependencies & { bonus: BonusFor; guards: RouteGuards },
): FastifyPluginAsyncZod {
  const services = () => accountServices(dependencies.db, dependencies.clock);
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/system/setting/register',
        { schema: { summary: "The brand's registration form rules", response: answers(registrationSettingsSchema) } },
        async (request) => {
          const { merchant } = brandOf(request);
          return ok(await services().members.getRegistrationSettings(merchant.id, registrationSwitches(merchant)));
        },
      );

      for (const [url, mode] of [
        ['/wps/member/register', 'username'],
        ['/wps/member/register/mobile', 'mobile'],
      ] as const) {
        player.put(
          url,
          {
            schema: {
              summary: `Register an account (${mode})`,
              consumes: jsonOrForm,
              body: registerBodySchema,
              response: answers(loginResultSchema),
            },
          },
          async (request) =>
            ok(
              await registerMember(dependencies, {
                merchant: brandOf(request).merchant,
                mode,
                body: request.body,
                ip: request.ip,
                userAgent: userAgentOf(request),
                deviceId: originOf(request).deviceId,
              }),
            ),
        );
      }
      player.get(
        '/wps/agent/affiliate',
        {
          schema: {
            summary: 'Whether an invitation code is good',
            querystring: affiliateQuerySchema,
            response: answers(z.object({ valid: z.literal(true) })),
          },
        },
        async (request) => {
          const good = await isInvitationCodeGood(dependencies, brandOf(request).merchant.id, request.query.code);
          if (!good) throw new DomainError('INVALID_INVITATION_CODE');
          // Only whether the code is good: an agent's name is not for anyone holding a code.
          return ok({ valid: true as const });
        },
      );

      player.post(
        '/wps/session/login',
        {
          schema: {
            summary: 'Log in; with a second factor on, answers the challenge of the second step instead of a session',
            consumes: jsonOrForm,
            body: loginBodySchema,
            response: answers(loginAnswerSchema),
          },
        },
        async (request) =>
          ok(
            await logIn(dependencies, {
              merchant: brandOf(request).merchant,
              body: request.body,
              ip: request.ip,
              userAgent: userAgentOf(request),
            }),
          ),
      );
      player.post(
        '/wps/session/login/freeplay',
        { schema: { summary: 'Start a trial (free play) session', response: answers(loginResultSchema) } },
        async (request) =>
          ok(
            await startFreePlay(dependencies, {
              merchant: brandOf(request).merchant,
              ip: request.ip,
              userAgent: userAgentOf(request),
            }),
          ),
      );
      player.delete(
        '/wps/session/logout',
        {
          schema: { summary: 'Log out', response: done },
          config: { member: 'any', allowedDuringPasswordChange: true },
        },
        async (request) => {
          const token = bearerTokenOf(request);
          if (token) await services().sessions.endSession(token);
          return ok(true as const);
        },
      );
      player.get(
        '/wps/captcha',
        { schema: { summary: 'A captcha image', response: answers(captchaChallengeSchema) } },
        async (request) => {
          const { merchant } = brandOf(request);
          const { security } = services();
          const rate = await security.consumeRate(`captcha:${merchant.id}:${request.ip}`, 60, 30);
          if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });
          return ok(await security.issueCaptcha(merchant.id));
        },
      );

      for (const [url, purpose] of [
        ['/wps/verification/sms/noLogin', 'reset'],
        ['/wps/verification/sms/login', 'login'],
        ['/wps/verification/sms/register', 'register'],
      ] as const) {
        player.post(
          url,
          {
            schema: {
              summary: `Send an SMS code (${purpose})`,
              consumes: jsonOrForm,
              body: smsCodeRequestSchema,
              response: answers(smsCodeSentSchema),
            },
          },
          async (request) =>
            ok(
              await sendSmsCode(dependencies, {
                merchant: brandOf(request).merchant,
                purpose,
                mobileNum: request.body.mobileNum,
                countryDialingCode: request.body.countryDialingCode,
                ip: request.ip,
                language: request.language,
              }),
            ),
        );
      }

      player.post(
        '/wps/member/password/email',
        {
          schema: {
            summary: 'E-mail a password reset link',
            consumes: jsonOrForm,
            body: emailResetBodySchema,
            response: done,
          },
        },
        async (request) => {
          await requestPasswordResetEmail(dependencies, {
            merchant: brandOf(request).merchant,
            username: request.body.username,
            email: request.body.email,
            ip: request.ip,
            language: request.language,
          });
          return ok(true as const);
        },
      );
      player.post(
        '/wps/member/password/email/reset',
        {
          schema: {
            summary: 'Reset the password with the e-mailed link',
            consumes: jsonOrForm,
            body: resetWithTokenBodySchema,
            response: done,
          },
        },
        async (request) => {
          await resetPasswordWithLink(dependencies, { merchant: brandOf(request).merchant, ...request.body });
          return ok(true as const);
        },
      );
      player.post(
        '/wps/member/password/verification',
        {
          schema: {
            summary: 'Reset the password with an SMS code',
            consumes: jsonOrForm,
            body: phoneResetBodySchema,
            response: answers(loginAnswerSchema),
          },
        },
        async (request) =>
          ok(
            await resetPasswordByPhone(dependencies, {
              merchant: brandOf(request).merchant,
              ...request.body,
              ip: request.ip,
              userAgent: userAgentOf(request),
            }),
          ),
      );
      player.post(
        '/wps/member/password',
        {
          schema: {
            summary: 'Change the password',
            consumes: jsonOrForm,
            body: changePasswordBodySchema,
            response: done,
          },
          config: { member: 'any', allowedDuringPasswordChange: true },
        },
        async (request) => {
          const { member, sessionId } = requireMember(request);
          await changeMemberPassword(dependencies, {
            merchantId: member.merchantId,
            memberId: member.id,
            sessionId,
            oldPassword: request.body.oldPassword,
            newPassword: request.body.newPassword,
          });
          return ok(true as const);
        },
      );

      player.get(
        '/wps/member/info',
        {
          schema: { summary: "The member's account", response: answers(memberInfoSchema) },
          config: { member: 'any', allowedDuringPasswordChange: true },
        },
        async (request) => {
          const { member } = requireMember(request);
          const { merchant } = brandOf(request);
          const { members } = services();
          const state = members.passwordState(
            member,
            await members.getAccountPolicy(merchant.id),
            isSwitchEnabled(merchant.whitelabel, 'PASSEXPIRY3'),
          );
          // The member centre's badges come with the account so the header needs no second call.
          const [unreadMessage, availablePromoCount, vip] = await Promise.all([
            countUnreadMessages(dependencies, member),
            countAvailablePromotions(dependencies, { merchant, member }),
            vipBadgeOf(dependencies, { merchant, member, language: request.language }),
          ]);
          return ok({
            ...members.describeMember(member, merchant.currency, state),
            unreadMessage,
            availablePromoCount,
            ...vip,
          });
        },
      );
      player.post(
        '/wps/member/firstLogin',
        {
          schema: {
            summary: 'Acknowledge the first-login notice',
            response: answers(z.object({ firstLogin: z.boolean() })),
          },
          config: { member: 'any' },
        },
        async (request) => {
          const { member } = requireMember(request);
          return ok({ firstLogin: await services().members.acknowledgeFirstLoginOf(member.merchantId, member.id) });
        },
      );
      player.put(
        '/wps/member/info/language',
        {
          schema: {
            summary: "Set the member's language",
            consumes: jsonOrForm,
            body: languageUpdateBodySchema,
            response: done,
          },
          config: { member: 'any', allowedDuringPasswordChange: true },
        },
        async (request) => {
          const { member } = requireMember(request);
          await services().members.setLanguage(member.merchantId, member.id, request.body.language);
          return ok(true as const);
        },
      );
    });
  };
}
