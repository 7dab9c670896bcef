import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { AttemptRule } from '../../modules/security/index.js';
import { createSecurityService } from '../../modules/security/index.js';

/** Five wrong current passwords in a quarter of an hour lock the operator's password checks for as long. */
export const operatorPasswordLimits = { windowSeconds: 900, limit: 5, lockSeconds: 900 } as const satisfies AttemptRule;

/**
 * Takes one of the operator's password attempts (committed at once, so simultaneous guesses cannot pass the limit;
 * decisions 0012, 0017), runs `check` (a password change, an enrolment that asks the password again) and settles
 * it: OLD_PASSWORD_WRONG records a failure, a success clears the failures, any other refusal gives the place back.
 */
export async function withOperatorPasswordAttempt<Result>(
  dependencies: { db: Database; clock: Clock },
  operatorId: string,
  check: () => Promise<Result>,
): Promise<Result> {
  const security = createSecurityService(dependencies);
  const key = `operator-password:${operatorId}`;
  const slot = await security.takeAttempt(key, operatorPasswordLimits);
  if (!slot.taken) {
    const code = slot.reason === 'in-flight' ? 'TOO_MANY_ATTEMPTS_IN_FLIGHT' : 'TOO_MANY_REQUESTS';
    throw new DomainError(code, { retryAfterSeconds: slot.retryAfterSeconds });
  }
  try {
    const result = await check();
    await security.clearAttempts(key);
    return result;
  } catch (error) {
    await (error instanceof DomainError && error.code === 'OLD_PASSWORD_WRONG'
      ? security.recordFailure(key, operatorPasswordLimits)
      : security.releaseAttempt(key, operatorPasswordLimits));
    throw error;
  }
}
