import type { DebtWriteOffResult } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createDebtService, describeDebt, outstandingOf } from '../modules/debt/index.js';
import type { DebtRow } from '../modules/debt/index.js';
import { createMoneyReviewService } from '../modules/money-review/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createWalletService } from '../modules/wallet/index.js';

/**
 * Writes what is left of a player's debt off (decision 0056): the house absorbs it, from the brand's adjustment
 * account into the player's receivable, the debt closes and the wallet's withdrawals are free again, audited in the
 * same transaction. Above the brand's adjustment threshold the first operator's call records the request and a
 * different operator's call writes it off (decision 0030's rule, kept on the debt row).
 */
export async function writeOffDebt(
  dependencies: { db: Database; clock: Clock },
  input: { debtId: string; reason: string; operator: Operator },
): Promise<DebtWriteOffResult> {
  const { operator } = input;
  return runInTransaction(dependencies.db, async (transaction) => {
    const debts = createDebtService({ db: transaction, clock: dependencies.clock });
    const audit = createOperatorService({ db: transaction, clock: dependencies.clock });
    const debt = await debts.lockOpen(input.debtId);
    const outstanding = outstandingOf(debt);
    const summary = {
      debtId: debt.id,
      amount: formatMinor(outstanding),
      vendor: debt.vendor_code,
      reason: input.reason,
      roundId: debt.round_id,
    };
    const threshold = (
      await createMoneyReviewService({ db: transaction, clock: dependencies.clock }).getThresholds(debt.merchant_id)
    ).values.adjustment;
    const needsTwo = threshold !== null && outstanding > threshold;
    if (needsTwo && debt.write_off_requested_by_id === null) {
      await debts.requestWriteOff(debt, { operatorId: operator.id, operator: operator.username, reason: input.reason });
      await audit.audit(operator, 'debt.write_off.request', debt.username, summary);
      return { outcome: 'pending', debt: describeDebt(await debts.get(debt.id)) };
    }
    if (needsTwo && debt.write_off_requested_by_id === operator.id) {
      throw new DomainError('TWO_PERSON_SAME_OPERATOR', { debtId: debt.id });
    }
    await postWriteOff(transaction, debt, outstanding);
    // A confirmed request keeps the first operator's reason; the second operator's words go to the audit.
    const reason = needsTwo ? (debt.write_off_reason ?? input.reason) : input.reason;
    await debts.markWrittenOff(debt, { amountMinor: outstanding, operator: operator.username, reason });
    await audit.audit(operator, 'debt.write_off', debt.username, {
      ...summary,
      ...(needsTwo ? { requestedBy: debt.write_off_requested_by, requestReason: debt.write_off_reason } : {}),
    });
    return { outcome: 'written_off', debt: describeDebt(await debts.get(debt.id)) };
  });
}

/** The ledger side: the brand's adjustment account pays the player's receivable what is left. */
async function postWriteOff(transaction: Database, debt: DebtRow, amountMinor: bigint) {
  const wallet = createWalletService({ db: transaction });
  const adjustmentAccount = await wallet.systemAccount(debt.merchant_id, debt.currency, 'adjustment');
  const receivable = await wallet.account({
    merchantId: debt.merchant_id,
    currency: debt.currency,
    kind: 'player_debt',
    memberId: debt.member_id,
    vendorCode: '',
  });
  await wallet.transfer({
    merchantId: debt.merchant_id,
    currency: debt.currency,
    idempotencyKey: `debt:${debt.id}:write-off`,
    type: 'debt_write_off',
    reference: debt.id,
    debitAccountId: adjustmentAccount.id,
    creditAccountId: receivable.id,
    amountMinor,
    metadata: { debtId: debt.id, vendor: debt.vendor_code, roundId: debt.round_id },
  });
}
