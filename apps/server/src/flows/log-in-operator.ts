import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createOperatorService } from '../modules/operator/index.js';
import type { AttemptRule } from '../modules/security/index.js';
import { createSecurityService } from '../modules/security/index.js';
import { createOperatorTwoFactorService } from '../modules/two-factor/index.js';

/**
 * Console login limits. A name is never locked by strangers: the hard limits are per name from one address
 * and per address; across addresses, failures on a name only slow it down (a delay that doubles, at most
 * half a minute), and not at all from an address the operator has logged in from before.
 */
export const operatorLoginLimits = {
  nameFromAddress: { windowSeconds: 900, limit: 5, lockSeconds: 900 },
  address: { windowSeconds: 900, limit: 30, lockSeconds: 900 },
  name: { windowSeconds: 900, delayAfter: 10, maxDelaySeconds: 30 },
} as const satisfies Record<string, AttemptRule>;

/**
 * Operator login, its first step. Each attempt is taken under every key before the password is checked (so
 * simultaneous guesses cannot outrun a limit), then recorded as a failure or given back, so only failures count.
 * The right password opens a session whose stage says what comes next: `second-factor` (a challenge for minutes: the code, at `/bo/session/login/two-factor`),
 * `enrolment` (the operator must enrol a second factor first) or `active`. The audit log has every login and every
 * wrong password; not the refusals of the throttle, which anyone may send without end and which the throttle counts.
 */
export async function logInOperator(
  dependencies: { db: Database; clock: Clock },
  input: { username: string; password: string; ip: string },
) {
  const security = createSecurityService(dependencies);
  const operators = createOperatorService(dependencies);
  const name = input.username.trim().toLowerCase();
  const keys: [string, AttemptRule][] = [
    [`operator-login:address:${input.ip}`, operatorLoginLimits.address],
    [`operator-login:name-address:${name}:${input.ip}`, operatorLoginLimits.nameFromAddress],
  ];
  if (!(await operators.isKnownAddress(name, input.ip))) {
    keys.push([`operator-login:name:${name}`, operatorLoginLimits.name]);
  }
  const taken: [string, AttemptRule][] = [];
  const settle = (outcome: 'failure' | 'release') =>
    Promise.all(
      taken.map(([key, rule]) =>
        outcome === 'failure' ? security.recordFailure(key, rule) : security.releaseAttempt(key, rule),
      ),
    );
  for (const [key, rule] of keys) {
    const slot = await security.takeAttempt(key, rule);
    if (!slot.taken) {
      await settle('release');
      const code = slot.reason === 'in-flight' ? 'TOO_MANY_ATTEMPTS_IN_FLIGHT' : 'TOO_MANY_REQUESTS';
      throw new DomainError(code, { retryAfterSeconds: slot.retryAfterSeconds });
    }
    taken.push([key, rule]);
  }
  const account = await operators.checkCredentials(input.username, input.password).catch(async (error: unknown) => {
    await settle('failure');
    if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') {
      await operators.auditLogin({
        action: 'operator.login.refused',
        username: input.username,
        ip: input.ip,
        detail: { step: 'password' },
      });
    }
    throw error;
  });
  await settle('release');
  const { enabled } = await createOperatorTwoFactorService(dependencies).getState(account.id);
  const stage = enabled ? 'second-factor' : account.twoFactorRequired ? 'enrolment' : 'active';
  return runInTransaction(dependencies.db, async (transaction) => {
    const sessions = createOperatorService({ db: transaction, clock: dependencies.clock });
    const session = await sessions.startSession(account, stage, input.ip);
    await sessions.auditLogin({
      action: 'operator.login',
      username: account.username,
      ip: input.ip,
      detail: { step: 'password', next: stage },
    });
    return session;
  });
}
