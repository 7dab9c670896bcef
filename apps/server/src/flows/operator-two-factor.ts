import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { Operator } from '../modules/operator/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { createOperatorTwoFactorService } from '../modules/two-factor/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';
import { withOperatorPasswordAttempt } from './shared/operator-password-attempt.js';
import { withSecondFactorAttempt } from './shared/second-factor.js';

type Dependencies = { db: Database; clock: Clock };

/** The name authenticator apps show beside the operator's name. */
const consoleIssuer = 'Croupier console';

/**
 * The console login's second step: the challenge of the first, and a current authenticator code or an unused
 * recovery code. The attempt is taken (committed) before the code is checked: five wrong codes lock the operator's
 * second factor for fifteen minutes; a wrong, replayed or used code all answer TWO_FACTOR_CODE_INVALID. The
 * challenge opens one session, under a new token. The login and each refused code are in the audit log.
 */
export async function logInOperatorWithSecondFactor(
  dependencies: Dependencies,
  input: { challengeToken: string; code: string; ip: string },
) {
  const operators = createOperatorService(dependencies);
  const account = await operators.findChallengeOperator(input.challengeToken);
  if (!account) throw new DomainError('TWO_FACTOR_CHALLENGE_INVALID');
  const twoFactor = createOperatorTwoFactorService(dependencies);
  const ip = input.ip;
  await withSecondFactorAttempt(dependencies, { kind: 'operator', id: account.id }, async () =>
    (await twoFactor.useCode(account.id, input.code)) ? true : null,
  ).catch(async (error: unknown) => {
    if (error instanceof DomainError && ['TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_LOCKED'].includes(error.code)) {
      await operators.auditLogin({
        action: 'operator.login.refused',
        username: account.username,
        ip,
        detail: { step: 'second-factor', ...(error.code === 'TWO_FACTOR_LOCKED' ? { locked: true } : {}) },
      });
    }
    throw error;
  });
  return runInTransaction(dependencies.db, async (transaction) => {
    const sessions = createOperatorService({ db: transaction, clock: dependencies.clock });
    const session = await sessions.completeChallenge(input.challengeToken, account);
    if (!session) throw new DomainError('TWO_FACTOR_CHALLENGE_INVALID');
    await sessions.auditLogin({
      action: 'operator.login',
      username: account.username,
      ip,
      detail: { step: 'second-factor' },
    });
    return session;
  });
}

/** Whether the operator's own second factor is on, since when, and how many recovery codes are left. */
export async function getOperatorTwoFactorState(dependencies: Dependencies, operator: Operator) {
  const state = await createOperatorTwoFactorService(dependencies).getState(operator.id);
  return {
    enabled: state.enabled,
    enabledAt: state.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: state.recoveryCodesLeft,
  };
}

/**
 * Starts the operator's enrolment, asking their password again (a session left open must not bind a stranger's
 * phone), counted as a password attempt. Answers the otpauth URI, its QR code and the secret, this once.
 */
export async function startOperatorEnrolment(
  dependencies: Dependencies,
  input: { operator: Operator; password: string },
) {
  return withOperatorPasswordAttempt(dependencies, input.operator.id, async () => {
    await createOperatorService(dependencies).checkPassword(input.operator.id, input.password);
    return createOperatorTwoFactorService(dependencies).startEnrolment(
      { id: input.operator.id, username: input.operator.username },
      consoleIssuer,
    );
  });
}

/**
 * Turns the pending factor on with a first code (an attempt, as at login), audited; answers the ten recovery
 * codes, shown this once. A session that was only for enrolment opens the console.
 */
export async function confirmOperatorEnrolment(
  dependencies: Dependencies,
  input: { operator: Operator; code: string },
) {
  const { operator } = input;
  const recoveryCodes = await withSecondFactorAttempt(dependencies, { kind: 'operator', id: operator.id }, async () => {
    try {
      return await auditedOperatorChange<string[]>(
        dependencies,
        { operator, action: 'operator.two-factor.enable', target: operator.username, detail: () => ({}) },
        async (operators, transaction) => {
          const codes = await createOperatorTwoFactorService({
            db: transaction,
            clock: dependencies.clock,
          }).confirmEnrolment(operator.id, input.code);
          // A wrong code rolls back the audit row; the attempt records the failure.
          if (!codes) throw new WrongCode();
          if (operator.stage === 'enrolment' && operator.sessionId)
            await operators.completeEnrolment(operator.sessionId);
          return codes;
        },
      );
    } catch (error) {
      if (error instanceof WrongCode) return null;
      throw error;
    }
  });
  return { recoveryCodes };
}

class WrongCode extends Error {}

/**
 * An admin removes an operator's second factor (a lost phone): the factor, its recovery codes and the operator's
 * sessions go, audited; their next login leads to enrolment when their account requires a factor.
 */
export async function resetOperatorTwoFactor(
  dependencies: Dependencies,
  input: { actor: Operator; operatorId: string },
) {
  const target = await createOperatorService(dependencies).getAccount(input.operatorId);
  const wasEnabled = await auditedOperatorChange<boolean>(
    dependencies,
    {
      operator: input.actor,
      action: 'operator.two-factor.reset',
      target: target.id,
      detail: (removed) => ({ username: target.username, wasEnabled: removed }),
    },
    async (operators, transaction) => {
      await operators.endAllSessions(target.id);
      return createOperatorTwoFactorService({ db: transaction, clock: dependencies.clock }).disable(target.id);
    },
  );
  return { wasEnabled };
}
