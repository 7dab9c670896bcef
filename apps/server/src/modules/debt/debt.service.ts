import type { Debt, DebtQuery, DebtStatus, DebtSummary, Page } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { DebtRow } from './debt.repository.js';
import {
  findDebt,
  listDebts,
  listMismatchedDebts,
  lockDebt,
  markWrittenOff,
  recordWriteOffRequest,
  summarizeMemberDebt,
} from './debt.repository.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function outstandingOf(row: DebtRow): bigint {
  return BigInt(row.amount_minor) - BigInt(row.repaid_minor) - BigInt(row.written_off_minor);
}

export function describeDebt(row: DebtRow): Debt {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    username: row.username,
    currency: row.currency,
    vendorCode: row.vendor_code,
    transactionId: row.transaction_id,
    referenceTransactionId: row.reference_transaction_id,
    roundId: row.round_id,
    reason: row.reason,
    amount: formatMinor(BigInt(row.amount_minor)),
    repaid: formatMinor(BigInt(row.repaid_minor)),
    writtenOff: formatMinor(BigInt(row.written_off_minor)),
    outstanding: formatMinor(outstandingOf(row)),
    status: row.status,
    createdAt: iso(row.created_at) ?? '',
    closedAt: iso(row.closed_at),
    writeOffRequestedBy: row.write_off_requested_by,
    writeOffRequestedAt: iso(row.write_off_requested_at),
    writeOffReason: row.write_off_reason,
    writtenOffBy: row.written_off_by,
  };
}

const statusesOf: Record<DebtQuery['status'], DebtStatus[]> = {
  open: ['open'],
  closed: ['repaid', 'written_off'],
  repaid: ['repaid'],
  written_off: ['written_off'],
};

/**
 * Players' debts (decision 0056): the list and the player's summary the console and the site show, the write-off's
 * steps (each run in the caller's transaction), and the check that debts reconcile with the ledger. The money moves
 * themselves are in the database functions (seamless_adjust, ledger_repay_debts) and the write-off flow.
 */
export function createDebtService(dependencies: { db: Database; clock: Clock }) {
  const { db, clock } = dependencies;

  async function list(query: DebtQuery, merchantIds: string[] | null): Promise<Page<Debt>> {
    const { rows, total } = await listDebts(db, {
      merchantIds,
      statuses: statusesOf[query.status],
      username: query.username,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return {
      content: rows.map(describeDebt),
      pageNum: query.pageNo,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      total,
    };
  }

  async function get(id: string): Promise<DebtRow> {
    const row = await findDebt(db, id);
    if (!row) throw new DomainError('NOT_FOUND', { debtId: id });
    return row;
  }

  /** Locks the debt (its wallet first); refused unless it is open. */
  async function lockOpen(id: string): Promise<DebtRow> {
    const row = await lockDebt(db, id);
    if (!row) throw new DomainError('NOT_FOUND', { debtId: id });
    if (row.status !== 'open') throw new DomainError('INVALID_STATE', { debtId: id, status: row.status });
    return row;
  }

  async function summarize(memberId: string): Promise<DebtSummary> {
    const { outstandingMinor, openDebts } = await summarizeMemberDebt(db, memberId);
    return { outstanding: formatMinor(outstandingMinor), openDebts };
  }

  async function reconcile(merchantId?: string) {
    return (await listMismatchedDebts(db, merchantId)).map((row) => ({
      accountId: row.account_id,
      debtMinor: BigInt(row.debt_minor),
      debtsLeftMinor: BigInt(row.debts_left_minor),
      receivableMinor: BigInt(row.receivable_minor),
    }));
  }

  return {
    list,
    get,
    lockOpen,
    summarize,
    reconcile,
    requestWriteOff: (row: DebtRow, request: { operatorId: string; operator: string; reason: string }) =>
      recordWriteOffRequest(db, row.id, { ...request, at: clock.now() }),
    markWrittenOff: (row: DebtRow, change: { amountMinor: bigint; operator: string; reason: string }) =>
      markWrittenOff(db, row, { ...change, at: clock.now() }),
  };
}

export type DebtService = ReturnType<typeof createDebtService>;
