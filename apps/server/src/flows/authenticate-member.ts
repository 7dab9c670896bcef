import { isAgentType, isTrialType } from '@croupier/contracts';
import { createPlayerLimitsService, createPlayerProtectionService } from '../modules/responsible-gaming/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices } from './shared/account-context.js';
import type { AuthenticatedMember } from './shared/authenticated-member.js';

export type { AuthenticatedMember } from './shared/authenticated-member.js';

/** The member behind a bearer token, for this brand only: another brand's token is no token here. */
export async function authenticateMember(
  dependencies: AccountDependencies & { idleMinutesOf?: (merchantId: string) => Promise<number> },
  input: { merchantId: string; timeZone: string; token: string },
): Promise<AuthenticatedMember | null> {
  const { members, sessions } = accountServices(dependencies.db, dependencies.clock);
  const idleMinutes = dependencies.idleMinutesOf
    ? await dependencies.idleMinutesOf(input.merchantId)
    : (await members.getAccountPolicy(input.merchantId)).sessionIdleMinutes;
  const session = await sessions.authenticate(input.token, idleMinutes);
  if (!session || session.merchantId !== input.merchantId) return null;
  const member = await members.getMember(input.merchantId, session.memberId);
  // Blocking ends the sessions in its transaction; this also refuses one opened in a race with the block.
  if (member.blockedAt) return null;
  // A time-out or self-exclusion ends the sessions in its transaction; a session that slipped past it (a login
  // racing with it) is still refused, by the member guard, with the protection's own refusal.
  const protectionRefusal = await createPlayerProtectionService(dependencies).loginRefusal(member, input.timeZone);
  // A session limit ends the login session when its time is up, on whichever instance the next call reaches.
  const sessionRefusal =
    !protectionRefusal && member.hasPlayerLimits
      ? await createPlayerLimitsService(dependencies).sessionLimitRefusal(member.id, session.sessionId, input.timeZone)
      : null;
  if (sessionRefusal) await sessions.endSession(input.token);
  return {
    member,
    sessionId: session.sessionId,
    token: input.token,
    isAgent: isAgentType(member.type),
    isTrial: isTrialType(member.type),
    protectionRefusal,
    sessionRefusal,
  };
}
