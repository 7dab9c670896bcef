import type { LoginAnswer, loginBodySchema } from '@croupier/contracts';
import { isAgentType, isSwitchEnabled, isTrialType } from '@croupier/contracts';
import type { z } from 'zod';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices, tryVerificationCode } from './shared/account-context.js';
import { mobileDestination, startMemberSessionOrChallenge } from './shared/member-session.js';

export type LoginRequest = {
  merchant: Merchant;
  body: z.output<typeof loginBodySchema>;
  ip: string;
  userAgent: string | undefined;
};

/**
 * Password or SMS-code login. Every failure answers the same way whether or not the account exists. The
 * attempt is counted before the secret is checked (`startLoginAttempt`), so simultaneous guesses cannot
 * outrun the lock: five failures lock the name for fifteen minutes; one asks the name for a captcha, and an
 * address needs one only after many failures. A member with a second factor on gets a challenge, not a session.
 */
export async function logIn(dependencies: AccountDependencies, request: LoginRequest): Promise<LoginAnswer> {
  const { security } = accountServices(dependencies.db, dependencies.clock);
  const { merchant, body, ip } = request;
  const attempt = await security.startLoginAttempt(merchant.id, body.username, ip);
  if (attempt.lockedForSeconds) throw lockedError(attempt.lockedForSeconds);
  if (attempt.captchaRequired) {
    const missing = !body.captchaId || !(body.captcha || body.captchaProof);
    if (missing || !(await security.verifyCaptcha(merchant.id, ip, body))) {
      await attempt.abandon();
      throw new DomainError(missing ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_INVALID', { captcha: true });
    }
  }
  if (body.type === 'sms' && !isSwitchEnabled(merchant.whitelabel, 'MOBVERFLOGIN3')) {
    await attempt.abandon();
    throw new DomainError('OPERATION_NOT_ENABLED');
  }
  const refusal = await attempt.takeAccountAttempt();
  if (refusal?.reason === 'in-flight') {
    throw new DomainError('TOO_MANY_ATTEMPTS_IN_FLIGHT', { retryAfterSeconds: refusal.retryAfterSeconds });
  }
  if (refusal) throw lockedError(refusal.retryAfterSeconds);

  const member = await checkSecret(dependencies, request).catch(async (error: unknown) => {
    await attempt.fail();
    throw error;
  });
  await attempt.succeed();

  if (isTrialType(member.type)) throw new DomainError('NON_MEMBER_LOGIN');
  if (body.portal === 'agent' && !isAgentType(member.type)) throw new DomainError('NON_AGENT_LOGIN');
  return startMemberSessionOrChallenge(dependencies, {
    merchant,
    member,
    ip,
    userAgent: request.userAgent,
    // The forced change on the default password applies to password logins only (spec §4).
    ...(body.type === 'sms' ? {} : { presentedPassword: body.password }),
  });
}

/** The member the password or SMS code proves; a wrong one throws, alike whether or not the account exists. */
async function checkSecret(dependencies: AccountDependencies, { merchant, body, ip }: LoginRequest): Promise<Member> {
  const { members, verification } = accountServices(dependencies.db, dependencies.clock);
  let member: Member | null;
  if (body.type === 'sms') {
    const countryDialingCode = body.countryDialingCode ?? '66';
    const codeId = await tryVerificationCode(dependencies, {
      merchantId: merchant.id,
      purpose: 'login',
      destination: mobileDestination(countryDialingCode, body.username),
      code: body.password,
      ip,
    });
    const used = codeId !== null && (await verification.useCode(codeId));
    member = used ? ((await members.findByMobile(merchant.id, countryDialingCode, body.username)) ?? null) : null;
    if (!member) throw new DomainError('VERIFICATION_CODE_INVALID', { captcha: true });
  } else {
    member = await members.verifyCredentials(merchant.id, body.username, body.password);
    if (!member) throw new DomainError('INVALID_CREDENTIALS', { captcha: true });
  }
  return member;
}

function lockedError(retryAfterSeconds: number) {
  return new DomainError('ACCOUNT_LOCKED', { captcha: true, retryAfterSeconds });
}
