import { isSwitchEnabled } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccountDependencies } from '../flows/shared/account-context.js';
import { accountServices } from '../flows/shared/account-context.js';
import { changeMemberPassword } from '../flows/change-member-password.js';
import { logIn } from '../flows/log-in.js';
import { registerMember, registrationSwitches } from '../flows/register-member.js';
import { requestPasswordResetEmail, resetPasswordByPhone, resetPasswordWithLink } from '../flows/reset-password.js';
import { sendSmsCode } from '../flows/send-sms-code.js';
import { startFreePlay } from '../flows/start-free-play.js';
import { DomainError } from '../lib/domain-error.js';
import type { MemberRouteDependencies } from '../modules/member/index.js';
import { brandOf } from './brand-context.js';
import { bearerTokenOf, requireMember } from './member-auth.js';

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'];

/** Binds the account flows to HTTP requests: the brand, the caller's address and the logged-in member. */
export function accountHandlers(dependencies: AccountDependencies): MemberRouteDependencies {
  const services = () => accountServices(dependencies.db, dependencies.clock);
  return {
    registrationSettings: async (request) => {
      const { merchant } = brandOf(request);
      return services().members.getRegistrationSettings(merchant.id, registrationSwitches(merchant));
    },
    register: (request, mode, body) =>
      registerMember(dependencies, {
        merchant: brandOf(request).merchant,
        mode,
        body,
        ip: request.ip,
        userAgent: userAgentOf(request),
      }),
    checkAffiliate: async (request, code) => {
      const agent = await services().members.findAgentByCode(brandOf(request).merchant.id, code);
      if (!agent) throw new DomainError('INVALID_INVITATION_CODE');
      // Only whether the code is good: an agent's name is not for anyone holding a code.
      return { valid: true };
    },
    logIn: (request, body) =>
      logIn(dependencies, {
        merchant: brandOf(request).merchant,
        body,
        ip: request.ip,
        userAgent: userAgentOf(request),
      }),
    startFreePlay: (request) =>
      startFreePlay(dependencies, {
        merchant: brandOf(request).merchant,
        ip: request.ip,
        userAgent: userAgentOf(request),
      }),
    logOut: async (request) => {
      const token = bearerTokenOf(request);
      if (token) await services().sessions.endSession(token);
    },
    issueCaptcha: async (request) => {
      const { merchant } = brandOf(request);
      const rate = await services().security.consumeRate(`captcha:${merchant.id}:${request.ip}`, 60, 30);
      if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });
      return services().security.issueCaptcha(merchant.id);
    },
    sendSmsCode: (request, purpose, body) =>
      sendSmsCode(dependencies, {
        merchant: brandOf(request).merchant,
        purpose,
        mobileNum: body.mobileNum,
        countryDialingCode: body.countryDialingCode,
        ip: request.ip,
        language: request.language,
      }),
    requestResetEmail: (request, body) =>
      requestPasswordResetEmail(dependencies, {
        merchant: brandOf(request).merchant,
        username: body.username,
        email: body.email,
        ip: request.ip,
        language: request.language,
      }),
    resetWithLink: (request, body) =>
      resetPasswordWithLink(dependencies, { merchant: brandOf(request).merchant, ...body }),
    resetByPhone: (request, body) =>
      resetPasswordByPhone(dependencies, {
        merchant: brandOf(request).merchant,
        ...body,
        ip: request.ip,
        userAgent: userAgentOf(request),
      }),
    changePassword: async (request, body) => {
      const { member, sessionId } = requireMember(request);
      await changeMemberPassword(dependencies, {
        merchantId: member.merchantId,
        memberId: member.id,
        sessionId,
        oldPassword: body.oldPassword,
        newPassword: body.newPassword,
      });
    },
    memberInfo: async (request) => {
      const { member } = requireMember(request);
      const { merchant } = brandOf(request);
      const { members } = services();
      const state = members.passwordState(
        member,
        await members.getAccountPolicy(merchant.id),
        isSwitchEnabled(merchant.whitelabel, 'PASSEXPIRY3'),
      );
      return members.describeMember(member, merchant.currency, state);
    },
    acknowledgeFirstLogin: async (request) => {
      const { member } = requireMember(request);
      return { firstLogin: await services().members.acknowledgeFirstLoginOf(member.merchantId, member.id) };
    },
    setLanguage: async (request, body) => {
      const { member } = requireMember(request);
      await services().members.setLanguage(member.merchantId, member.id, body.language);
    },
  };
}
