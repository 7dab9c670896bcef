import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { Operator } from '../modules/operator/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';
import { withOperatorPasswordAttempt } from './shared/operator-password-attempt.js';

/**
 * An operator's new password, given the current one. The attempt is taken before the password is checked; the new
 * hash, the end of the operator's other sessions and the audit row commit together.
 */
export async function changeOperatorPassword(
  dependencies: { db: Database; clock: Clock },
  input: { operator: Operator; currentPassword: string; newPassword: string },
) {
  return withOperatorPasswordAttempt(dependencies, input.operator.id, () =>
    auditedOperatorChange<{ endedSessions: number }>(
      dependencies,
      {
        operator: input.operator,
        action: 'operator.password.change',
        target: input.operator.username,
        detail: (result) => result,
      },
      (operators) => operators.changePassword(input.operator, input.currentPassword, input.newPassword),
    ),
  );
}
