import type { LoginResult } from '@croupier/contracts';
import { isAgentType, isSwitchEnabled } from '@croupier/contracts';
import type { Member } from '../../modules/member/index.js';
import type { Merchant } from '../../modules/merchant/index.js';
import type { AccountDependencies } from './account-context.js';
import { accountServices } from './account-context.js';

export const mobileDestination = (countryDialingCode: string, mobileNum: string) =>
  `+${countryDialingCode}${mobileNum}`;

/** Starts a session for a member that has just proved who they are; shared by login, registration and resets. */
export async function startMemberSession(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; member: Member; ip: string; userAgent: string | undefined; presentedPassword?: string },
): Promise<LoginResult> {
  const { members, sessions } = accountServices(dependencies.db, dependencies.clock);
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
  };
}
