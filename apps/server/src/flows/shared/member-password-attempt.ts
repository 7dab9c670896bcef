import { DomainError } from '../../lib/domain-error.js';
import type { Member } from '../../modules/member/index.js';
import type { AttemptRule } from '../../modules/security/index.js';
import type { AccountDependencies } from './account-context.js';
import { accountServices } from './account-context.js';

/** Five wrong login passwords asked again by a logged-in member lock those checks for a quarter of an hour. */
export const memberPasswordLimits = { windowSeconds: 900, limit: 5, lockSeconds: 900 } as const satisfies AttemptRule;

/**
 * Checks the login password a logged-in member types again to confirm an action they cannot undo. The attempt is
 * taken first and committed at once on the root handle (decisions 0012, 0017), so simultaneous guesses cannot pass
 * the limit and a wrong one stays counted: OLD_PASSWORD_WRONG records a failure, the right one clears them.
 */
export async function confirmMemberPassword(
  dependencies: AccountDependencies,
  member: Member,
  password: string,
): Promise<void> {
  const { members, security } = accountServices(dependencies.db, dependencies.clock);
  const key = `member-password:${member.id}`;
  const slot = await security.takeAttempt(key, memberPasswordLimits);
  if (!slot.taken) {
    const code = slot.reason === 'in-flight' ? 'TOO_MANY_ATTEMPTS_IN_FLIGHT' : 'TOO_MANY_REQUESTS';
    throw new DomainError(code, { retryAfterSeconds: slot.retryAfterSeconds });
  }
  let right = false;
  try {
    const found = await members.verifyCredentials(member.merchantId, member.username, password);
    right = found?.id === member.id;
  } catch (error) {
    await security.releaseAttempt(key, memberPasswordLimits);
    throw error;
  }
  if (!right) {
    await security.recordFailure(key, memberPasswordLimits);
    throw new DomainError('OLD_PASSWORD_WRONG', {
      remainingAttempts: Math.max(0, memberPasswordLimits.limit - slot.failures - 1),
    });
  }
  await security.clearAttempts(key);
}
