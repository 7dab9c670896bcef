import type { AuditAction } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { createOperatorService } from '../modules/operator/index.js';
import type { Operator } from '../modules/operator/index.js';

export type AuditEntry<Result> = {
  operator: Operator;
  /** A stable dotted name: `geo.range.save`, `lottery.settings.save`. */
  action: AuditAction;
  /** What was changed; a function when the action makes it (a new row's id). */
  target: string | ((result: Result) => string);
  /** What the record keeps of the action; never a secret. */
  detail?: (result: Result) => Record<string, unknown>;
};

/**
 * Runs an operator's action and writes its audit row in one transaction: if the row cannot be written, the action
 * is rolled back and the operator sees an error (no audit, no action). `work` must do all its writes on the
 * transaction it is given, and may run again on a serialization retry.
 */
export async function auditOperatorAction<Result>(
  dependencies: { db: Database; clock: Clock },
  entry: AuditEntry<Result>,
  work: (transaction: Database) => Promise<Result>,
): Promise<Result> {
  return runInTransaction(dependencies.db, async (transaction) => {
    const result = await work(transaction);
    await createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
      entry.operator,
      entry.action,
      typeof entry.target === 'function' ? entry.target(result) : entry.target,
      entry.detail?.(result) ?? {},
    );
    return result;
  });
}
