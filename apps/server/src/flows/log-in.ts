import type { LoginResult, loginBodySchema } from '@croupier/contracts';
import { isAgentType, isSwitchEnabled, isTrialType } from '@croupier/contracts';
import type { z } from 'zod';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices } from './shared/account-context.js';
import { mobileDestination, startMemberSession } from './shared/member-session.js';

export type LoginRequest = {
  merchant: Merchant;
  body: z.output<typeof loginBodySchema>;
  ip: string;
  userAgent: string | undefined;
};

/**
 * Password or SMS-code login. Every failure answers the same way whether or not the account exists,
 * counts against the name and the address, and from then on both need a captcha; five failures lock the
 * name for fifteen minutes; an address that fails across many names is refused.
 */
export async function logIn(dependencies: AccountDependencies, request: LoginRequest): Promise<LoginResult> {
  const { members, security, verification } = accountServices(dependencies.db, dependencies.clock);
  const { merchant, body, ip } = request;
  const gate = await security.checkLogin(merchant.id, body.username, ip);
  if (gate.addressBlocked) throw new DomainError('TOO_MANY_REQUESTS', { captcha: true });
  if (gate.lockedUntil) {
    const retryAfterSeconds = Math.ceil((gate.lockedUntil.getTime() - dependencies.clock.now().getTime()) / 1000);
    throw new DomainError('ACCOUNT_LOCKED', { captcha: true, retryAfterSeconds });
  }
  if (gate.captchaRequired) {
    if (!body.captchaId || !body.captcha) throw new DomainError('CAPTCHA_REQUIRED', { captcha: true });
    if (!(await security.verifyCaptcha(merchant.id, body.captchaId, body.captcha))) {
      throw new DomainError('CAPTCHA_INVALID', { captcha: true });
    }
  }

  let member: Member | null;
  if (body.type === 'sms') {
    if (!isSwitchEnabled(merchant.whitelabel, 'MOBVERFLOGIN3')) throw new DomainError('OPERATION_NOT_ENABLED');
    const countryDialingCode = body.countryDialingCode ?? '66';
    const check = await verification.consumeCode({
      merchantId: merchant.id,
      purpose: 'login',
      destination: mobileDestination(countryDialingCode, body.username),
      code: body.password,
    });
    member =
      check === 'VALID' ? ((await members.findByMobile(merchant.id, countryDialingCode, body.username)) ?? null) : null;
    if (!member) {
      await security.recordFailedLogin(merchant.id, body.username, ip);
      throw new DomainError(check === 'EXPIRED' ? 'VERIFICATION_CODE_EXPIRED' : 'VERIFICATION_CODE_INVALID', {
        captcha: true,
      });
    }
  } else {
    member = await members.verifyCredentials(merchant.id, body.username, body.password);
    if (!member) {
      await security.recordFailedLogin(merchant.id, body.username, ip);
      throw new DomainError('INVALID_CREDENTIALS', { captcha: true });
    }
  }

  if (isTrialType(member.type)) throw new DomainError('NON_MEMBER_LOGIN');
  if (body.portal === 'agent' && !isAgentType(member.type)) throw new DomainError('NON_AGENT_LOGIN');
  await security.recordSuccessfulLogin(merchant.id, body.username);
  return startMemberSession(dependencies, {
    merchant,
    member,
    ip,
    userAgent: request.userAgent,
    // The forced change on the default password applies to password logins only (spec §4).
    ...(body.type === 'sms' ? {} : { presentedPassword: body.password }),
  });
}
