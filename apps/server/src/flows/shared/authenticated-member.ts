import { DomainError } from '../../lib/domain-error.js';
import type { Member } from '../../modules/member/index.js';

export type AuthenticatedMember = {
  member: Member;
  sessionId: string;
  token: string;
  isAgent: boolean;
  isTrial: boolean;
  /**
   * Set while a time-out or self-exclusion is in force (issue #15): its refusal (PLAYER_TIMED_OUT or
   * PLAYER_SELF_EXCLUDED with the end), which the member guard answers on every member route.
   */
  protectionRefusal?: DomainError | null;
  /**
   * Set on the call that found the login session past the member's session limit (SESSION_LIMIT_REACHED): the
   * session is already revoked, so this call is refused on member routes and anonymous on open ones, and the next
   * one is simply not logged in.
   */
  sessionRefusal?: DomainError | null;
};

/**
 * The trial rule, in one place: a trial account (type 4) plays with play money only, so anything that touches
 * real money or a real account refuses it with TRIAL_ACCOUNT_NOT_ALLOWED (spec §6 'in_need_true_account').
 */
export function refuseTrialAccount(member: AuthenticatedMember): void {
  if (member.isTrial) throw new DomainError('TRIAL_ACCOUNT_NOT_ALLOWED', { reason: 'in_need_true_account' });
}
