import { isAgentType, isTrialType } from '@croupier/contracts';
import type { Member } from '../modules/member/index.js';
import type { AccountDependencies } from './account-context.js';
import { accountServices } from './account-context.js';

export type AuthenticatedMember = {
  member: Member;
  sessionId: string;
  token: string;
  isAgent: boolean;
  isTrial: boolean;
};

/** The member behind a bearer token, for this brand only: another brand's token is no token here. */
export async function authenticateMember(
  dependencies: AccountDependencies,
  input: { merchantId: string; token: string },
): Promise<AuthenticatedMember | null> {
  const { members, sessions } = accountServices(dependencies.db, dependencies.clock);
  const policy = await members.getAccountPolicy(input.merchantId);
  const session = await sessions.authenticate(input.token, policy.sessionIdleMinutes);
  if (!session || session.merchantId !== input.merchantId) return null;
  const member = await members.getMember(input.merchantId, session.memberId);
  return {
    member,
    sessionId: session.sessionId,
    token: input.token,
    isAgent: isAgentType(member.type),
    isTrial: isTrialType(member.type),
  };
}
