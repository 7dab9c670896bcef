import type { AuditAction } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { Operator, OperatorService } from '../../modules/operator/index.js';
import { createOperatorService } from '../../modules/operator/index.js';

/**
 * Runs a change with the operator service of one transaction and writes its audit row in that transaction
 * (as flows/audit-operator-action.ts does for the routes): no change without its record.
 */
export function auditedOperatorChange<Result>(
  dependencies: { db: Database; clock: Clock },
  entry: {
    operator: Operator;
    action: AuditAction;
    target: string;
    detail: (result: Result) => Record<string, unknown>;
  },
  work: (operators: OperatorService, transaction: Database) => Promise<Result>,
): Promise<Result> {
  return runInTransaction(dependencies.db, async (transaction) => {
    const operators = createOperatorService({ db: transaction, clock: dependencies.clock });
    const result = await work(operators, transaction);
    await operators.audit(entry.operator, entry.action, entry.target, entry.detail(result));
    return result;
  });
}
