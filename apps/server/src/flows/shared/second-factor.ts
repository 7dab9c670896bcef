import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { createMemberService } from '../../modules/member/index.js';
import type { AttemptRule } from '../../modules/security/index.js';
import { createSecurityService } from '../../modules/security/index.js';
import { createTwoFactorService } from '../../modules/two-factor/index.js';

/**
 * Five wrong codes (login step, money action, settings, any mix) lock the member's (or operator's) second factor
 * for 15 minutes.
 */
export const secondFactorLimits = { windowSeconds: 900, limit: 5, lockSeconds: 900 } as const satisfies AttemptRule;

type Dependencies = { db: Database; clock: Clock };

/** Whose second factor a code is for: a member's, or an operator's (the console login). */
export type SecondFactorOwner = { kind: 'member' | 'operator'; id: string };

const attemptKey = (owner: SecondFactorOwner) => `two-factor:${owner.kind}:${owner.id}`;

/**
 * Takes one of the owner's second-factor attempts (committed at once on the root handle, so a wrong guess whose
 * action rolls back still counts, and simultaneous guesses queue on the counter's row), then runs `check` and
 * settles the attempt (decisions 0012, 0017): a null answer (a wrong code) or a wrong password records a failure,
 * a success clears the failures, any other refusal gives the place back.
 */
export async function withSecondFactorAttempt<Result>(
  dependencies: Dependencies,
  owner: SecondFactorOwner,
  check: () => Promise<Result | null>,
): Promise<Result> {
  const security = createSecurityService(dependencies);
  const key = attemptKey(owner);
  const slot = await security.takeAttempt(key, secondFactorLimits);
  if (!slot.taken) {
    const code = slot.reason === 'in-flight' ? 'TOO_MANY_ATTEMPTS_IN_FLIGHT' : 'TWO_FACTOR_LOCKED';
    throw new DomainError(code, { retryAfterSeconds: slot.retryAfterSeconds });
  }
  let result: Result | null;
  try {
    result = await check();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'OLD_PASSWORD_WRONG') {
      await security.recordFailure(key, secondFactorLimits);
    } else {
      await security.releaseAttempt(key, secondFactorLimits);
    }
    throw error;
  }
  if (result === null) {
    await security.recordFailure(key, secondFactorLimits);
    throw new DomainError('TWO_FACTOR_CODE_INVALID', {
      remainingAttempts: Math.max(0, secondFactorLimits.limit - slot.failures - 1),
    });
  }
  await security.clearAttempts(key);
  return result;
}

/**
 * The gate of a money action (withdrawal, bank account): with the member's second factor on, a current code (or
 * an unused recovery code) is needed; with it off and the brand requiring one, the action waits for enrolment.
 */
export async function requireSecondFactor(
  dependencies: Dependencies,
  input: { merchantId: string; memberId: string; code: string | undefined },
): Promise<void> {
  const twoFactor = createTwoFactorService(dependencies);
  const state = await twoFactor.getState(input.memberId);
  if (!state.enabled) {
    const policy = await createMemberService(dependencies).getAccountPolicy(input.merchantId);
    if (policy.twoFactorRequired) throw new DomainError('TWO_FACTOR_NOT_ENROLLED');
    return;
  }
  const { code } = input;
  if (!code) throw new DomainError('TWO_FACTOR_REQUIRED');
  await withSecondFactorAttempt(dependencies, { kind: 'member', id: input.memberId }, async () =>
    (await twoFactor.useCode(input.memberId, code)) ? true : null,
  );
}
