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
  dependencies: AccountDependencies & { idleMinutesOf?: (merchantId: string) => Promise<number> },
  input: { merchantId: string; token: string },
): Promise<AuthenticatedMember | null> {
  const { members, sessions } = accountServices(dependencies.db, dependencies.clock);
  const idleMinutes = dependencies.idleMinutesOf
    ? await dependencies.idleMinutesOf(input.merchantId)
    : (await members.getAccountPolicy(input.merchantId)).sessionIdleMinutes;
  const session = await sessions.authenticate(input.token, idleMinutes);
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
