import type { LoginAnswer, LoginResult } from '@croupier/contracts';
import { isAgentType, isSwitchEnabled, isTrialType } from '@croupier/contracts';
import { DomainError } from '../../lib/domain-error.js';
import type { Member } from '../../modules/member/index.js';
import type { Merchant } from '../../modules/merchant/index.js';
import { createPlayerProtectionService } from '../../modules/responsible-gaming/index.js';
import { createTwoFactorService } from '../../modules/two-factor/index.js';
import type { AccountDependencies } from './account-context.js';
import { accountServices } from './account-context.js';

export const mobileDestination = (countryDialingCode: string, mobileNum: string) =>
  `+${countryDialingCode}${mobileNum}`;

/**
 * A member an operator blocked, or under a time-out or self-exclusion (issue #15), proves who they are and is still
 * refused a session: checked after the secret, so the refusal never tells a wrong password's author anything.
 */
async function refuseBarred(dependencies: AccountDependencies, merchant: Merchant, member: Member) {
  if (member.blockedAt) throw new DomainError('PLAYER_BLOCKED');
  const refusal = await createPlayerProtectionService(dependencies).loginRefusal(member, merchant.timeZone);
  if (refusal) throw refusal;
}

/** Starts a session for a member that has just proved who they are; shared by login, registration and resets. */
export async function startMemberSession(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; member: Member; ip: string; userAgent: string | undefined; presentedPassword?: string },
): Promise<LoginResult> {
  const { members, sessions } = accountServices(dependencies.db, dependencies.clock);
  await refuseBarred(dependencies, input.merchant, input.member);
  const policy = await members.getAccountPolicy(input.merchant.id);
  const state = await settlePasswordState(dependencies, input);
  const firstTimeLogin = await members.recordLogin(input.merchant.id, input.member.id);
  const { token } = await sessions.startSession({
    merchantId: input.merchant.id,
    memberId: input.member.id,
    ip: input.ip,
    userAgent: input.userAgent,
    lifetimes: { idleMinutes: policy.sessionIdleMinutes, lifetimeHours: policy.sessionLifetimeHours },
  });
  return {
    token,
    firstTimeLogin,
    passwordExpired: state.passwordExpired,
    mustChangePassword: state.mustChangePassword,
    type: input.member.type,
    isAgent: isAgentType(input.member.type),
    twoFactorRequired: false,
    twoFactorSetupRequired:
      policy.twoFactorRequired &&
      !isTrialType(input.member.type) &&
      !(await createTwoFactorService(dependencies).getState(input.member.id)).enabled,
  };
}

/**
 * Where a login proves the first factor: a member with a second factor on gets a short-lived challenge instead of
 * a session (`/wps/session/login/two-factor` turns it into one); everyone else gets the session now.
 */
export async function startMemberSessionOrChallenge(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; member: Member; ip: string; userAgent: string | undefined; presentedPassword?: string },
): Promise<LoginAnswer> {
  await refuseBarred(dependencies, input.merchant, input.member);
  const twoFactor = createTwoFactorService(dependencies);
  if (!(await twoFactor.getState(input.member.id)).enabled) return startMemberSession(dependencies, input);
  // The password is not presented again at the second step: a forced change it calls for is recorded now.
  await settlePasswordState(dependencies, input);
  return { twoFactorRequired: true, ...(await twoFactor.openChallenge(input.merchant.id, input.member.id)) };
}

/** Whether the password must change (default password, expiry), recorded on the member when it newly must. */
async function settlePasswordState(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; member: Member; presentedPassword?: string },
) {
  const { members } = accountServices(dependencies.db, dependencies.clock);
  const policy = await members.getAccountPolicy(input.merchant.id);
  const state = members.passwordState(
    input.member,
    policy,
    isSwitchEnabled(input.merchant.whitelabel, 'PASSEXPIRY3'),
    input.presentedPassword,
  );
  if (state.mustChangePassword && !input.member.mustChangePassword) {
    await members.markPasswordChangeRequired(input.merchant.id, input.member.id);
  }
  return state;
}
