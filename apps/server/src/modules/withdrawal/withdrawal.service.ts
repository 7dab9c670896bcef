import type {
  BankAccount,
  Withdrawal,
  WithdrawalReview,
  WithdrawalSettings,
  WithdrawalStatus,
  bankAccountBodySchema,
} from '@croupier/contracts';
import { bankCodes, buildPage, formatMinor, maxBankAccounts, pageOffset } from '@croupier/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { KeysetCursor } from '../../db/keyset.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { verifyPassword } from '../../lib/password-hasher.js';
import {
  confirmOverdueWithdrawals,
  confirmPaidWithdrawal,
  decidePendingWithdrawal,
  findActiveBankAccount,
  findDailyCount,
  findPaymentPasswordGuard,
  findPolicy,
  findProof,
  findWithdrawal,
  findWithdrawalByIdempotencyKey,
  insertBankAccountIfNew,
  insertPolicyIfAbsent,
  insertProofs,
  insertWithdrawalIfNew,
  listActiveBankAccounts,
  listMemberWithdrawals,
  listProofs,
  listWithdrawalQueueRows,
  listWithdrawalsByStatus,
  markBankAccountRemoved,
  setDecisionTransfer,
  setHoldTransfer,
  takeDailySlot,
  recordPaymentPasswordFailure,
  settlePaymentPasswordAttempt,
  takePaymentPasswordAttempt,
} from './withdrawal.repository.js';
import type {
  BankAccountRow,
  NewWithdrawalRow,
  WithdrawalPolicyRow,
  WithdrawalProofRow,
  WithdrawalQueueFilter,
  WithdrawalRow,
} from './withdrawal.repository.js';

export type { WithdrawalQueueFilter, WithdrawalRow };

/** Rows per query of an export: one batch in memory however long the export. */
const exportBatchSize = 1_000;

export type WithdrawalPolicy = Omit<WithdrawalPolicyRow, 'merchantId'>;

export const defaultWithdrawalPolicy: WithdrawalPolicy = {
  minAmountMinor: 10_000n,
  maxAmountMinor: 5_000_000n,
  dailyRequestLimit: 5,
  payeeNameMustMatch: false,
  confirmTimeoutMinutes: 1440,
};

/** The demo brand pays only to accounts in the member's real name. */
export const demoWithdrawalPolicy: WithdrawalPolicy = { ...defaultWithdrawalPolicy, payeeNameMustMatch: true };

/** Five wrong payment passwords within fifteen minutes lock withdrawals for fifteen minutes. */
/** `inFlightSeconds`: how long a check holds its place if never settled (the process died mid-check). */
export const paymentPasswordLimits = {
  lockAfterFailures: 5,
  windowMinutes: 15,
  lockMinutes: 15,
  inFlightSeconds: 30,
} as const;

/** The member as the payment password check needs them. */
export type Payer = { id: string; paymentPasswordHash: string | null };

/** The player's answer to a paid withdrawal, with the amount where it was partly received. */
export type ConfirmationAnswer =
  | { status: 'received' }
  | { status: 'partly_received'; receivedAmountMinor: bigint; remark?: string | undefined }
  | { status: 'not_received'; remark?: string | undefined };

export type ReviewDecision =
  | { status: 'paid'; operator: { id: string; username: string }; confirmTimeoutMinutes: number }
  | { status: 'rejected'; operator: { id: string; username: string }; reason: string };

/** The calendar day (YYYY-MM-DD) an instant falls on in the brand's time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

export function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}

export function describeBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    maskedAccountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function describeWithdrawal(row: WithdrawalRow, proofCount: number): Withdrawal {
  const confirmation =
    row.confirmationStatus && row.receivedAmountMinor !== null && row.confirmedAt
      ? {
          status: row.confirmationStatus,
          receivedAmount: formatMinor(row.receivedAmountMinor),
          remainingAmount: formatMinor(row.amountMinor - row.receivedAmountMinor),
          remark: row.confirmationRemark,
          automatic: row.confirmedAutomatically,
          proofCount,
          confirmedAt: row.confirmedAt.toISOString(),
        }
      : null;
  return {
    id: row.id,
    amount: formatMinor(row.amountMinor),
    currency: row.currency,
    status: row.status,
    bankCode: row.bankCode,
    maskedAccountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    confirmDeadline: row.confirmDeadline?.toISOString() ?? null,
    confirmation,
  };
}

export function describeForReview(
  row: WithdrawalRow,
  proofs: WithdrawalProofRow[],
  merchantCode: string,
): Omit<WithdrawalReview, 'approval'> {
  return {
    ...describeWithdrawal(row, proofs.length),
    merchantId: row.merchantId,
    merchantCode,
    memberId: row.memberId,
    username: row.memberUsername,
    accountNumber: row.accountNumber,
    reviewedBy: row.reviewedBy,
    proofs: proofs.map((proof) => ({ id: proof.id, contentType: proof.contentType, sizeBytes: proof.sizeBytes })),
  };
}

function groupProofs(proofs: WithdrawalProofRow[]) {
  const byWithdrawal = new Map<string, WithdrawalProofRow[]>();
  for (const proof of proofs)
    byWithdrawal.set(proof.withdrawalId, [...(byWithdrawal.get(proof.withdrawalId) ?? []), proof]);
  return (withdrawalId: string) => byWithdrawal.get(withdrawalId) ?? [];
}

/**
 * Withdrawals of one brand's members: the brand's rules, bank accounts, the payment password guard, the
 * requests and their review and confirmation states. Money moves are the caller's (a flow) with the ledger.
 */
export function createWithdrawalService({ db, clock }: { db: Database; clock: Clock }) {
  async function getPolicy(merchantId: string): Promise<WithdrawalPolicy> {
    const row = await findPolicy(db, merchantId);
    if (!row) return defaultWithdrawalPolicy;
    const { merchantId: _merchantId, ...policy } = row;
    return policy;
  }

  /** The brand's rules and the member's standing, as the withdrawal form shows them. */
  async function describeSettings(
    merchant: { id: string; currency: string; timeZone: string },
    member: Payer & { payeeName: string | null },
  ): Promise<Omit<WithdrawalSettings, 'debtOutstanding'>> {
    const policy = await getPolicy(merchant.id);
    const lockedUntil = await findLock(member.id);
    return {
      currency: merchant.currency,
      minAmount: formatMinor(policy.minAmountMinor),
      maxAmount: formatMinor(policy.maxAmountMinor),
      dailyRequestLimit: policy.dailyRequestLimit,
      requestsToday: await countRequestsToday(member.id, merchant.timeZone),
      confirmTimeoutMinutes: policy.confirmTimeoutMinutes,
      payeeNameMustMatch: policy.payeeNameMustMatch,
      payeeName: member.payeeName?.trim() || null,
      paymentPasswordSet: Boolean(member.paymentPasswordHash),
      lockedUntil: lockedUntil?.toISOString() ?? null,
      bankCodes: [...bankCodes],
      maxBankAccounts,
    };
  }

  async function listBankAccounts(memberId: string): Promise<BankAccount[]> {
    return (await listActiveBankAccounts(db, memberId)).map(describeBankAccount);
  }

  /**
   * Binds a bank account: at most `maxBankAccounts` at once, each once. Run it in a serializable
   * transaction so two binds at once cannot both take the last place.
   */
  async function addBankAccount(
    member: { id: string; merchantId: string },
    body: z.output<typeof bankAccountBodySchema>,
  ): Promise<BankAccount> {
    const bound = await listActiveBankAccounts(db, member.id);
    if (bound.some((row) => row.bankCode === body.bankCode && row.accountNumber === body.accountNumber)) {
      throw new DomainError('CONFLICT', { bankAccount: 'ALREADY_BOUND' });
    }
    if (bound.length >= maxBankAccounts) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: [{ path: 'bankAccount', message: 'BANK_ACCOUNT_LIMIT' }],
        maxBankAccounts,
      });
    }
    const created = await insertBankAccountIfNew(db, {
      merchantId: member.merchantId,
      memberId: member.id,
      bankCode: body.bankCode,
      accountNumber: body.accountNumber,
      accountName: body.accountName,
      createdAt: clock.now(),
    });
    if (!created) throw new DomainError('CONFLICT', { bankAccount: 'ALREADY_BOUND' });
    return describeBankAccount(created);
  }

  /** One of the member's bound accounts; another member's, a removed one or none at all answers NOT_FOUND. */
  async function getBankAccount(memberId: string, id: string): Promise<BankAccountRow> {
    const found = await findActiveBankAccount(db, memberId, id);
    if (found) return found;
    if ((await listActiveBankAccounts(db, memberId)).length === 0) throw new DomainError('BANK_ACCOUNT_REQUIRED');
    throw new DomainError('NOT_FOUND', { bankAccountId: id });
  }

  async function removeBankAccount(memberId: string, id: string) {
    if (!(await markBankAccountRemoved(db, memberId, id, clock.now()))) {
      throw new DomainError('NOT_FOUND', { bankAccountId: id });
    }
  }

  /** When wrong payment passwords have locked the member's withdrawals, until when; otherwise null. */
  async function findLock(memberId: string): Promise<Date | null> {
    const guard = await findPaymentPasswordGuard(db, memberId);
    return guard?.lockedUntil && guard.lockedUntil > clock.now() ? guard.lockedUntil : null;
  }

  /**
   * Checks the payment password: none set answers PAYMENT_PASSWORD_REQUIRED, a lock ACCOUNT_LOCKED, a wrong
   * one PAYMENT_PASSWORD_WRONG with the attempts left (the fifth within the window sets the lock). The
   * attempt is taken before the check and written at once, outside any transaction of the caller, so a
   * refused request still counts and simultaneous guesses cannot outrun the lock. While as many checks as the
   * lock allows are in flight, another is refused with the retryable TOO_MANY_ATTEMPTS_IN_FLIGHT: a burst of
   * right passwords is slowed down, never locked.
   */
  async function verifyPaymentPassword(payer: Payer, candidate: string): Promise<void> {
    if (!payer.paymentPasswordHash) throw new DomainError('PAYMENT_PASSWORD_REQUIRED');
    const now = clock.now();
    const attempt = await takePaymentPasswordAttempt(db, {
      memberId: payer.id,
      now,
      windowStart: new Date(now.getTime() - paymentPasswordLimits.windowMinutes * 60_000),
      lockAfter: paymentPasswordLimits.lockAfterFailures,
      inFlightUntil: new Date(now.getTime() + paymentPasswordLimits.inFlightSeconds * 1000),
    });
    if (!attempt) {
      const lockedUntil = await findLock(payer.id);
      if (lockedUntil) throw lockedError(lockedUntil);
      throw new DomainError('TOO_MANY_ATTEMPTS_IN_FLIGHT', { retryAfterSeconds: 1 });
    }
    const right = await verifyPassword(payer.paymentPasswordHash, candidate).catch(async (error: unknown) => {
      await settlePaymentPasswordAttempt(db, payer.id);
      throw error;
    });
    if (right) {
      await settlePaymentPasswordAttempt(db, payer.id, clock.now());
      return;
    }
    const failed = await recordPaymentPasswordFailure(db, {
      memberId: payer.id,
      lockAfter: paymentPasswordLimits.lockAfterFailures,
      lockUntil: new Date(clock.now().getTime() + paymentPasswordLimits.lockMinutes * 60_000),
    });
    const failures = failed?.failures ?? paymentPasswordLimits.lockAfterFailures;
    throw new DomainError('PAYMENT_PASSWORD_WRONG', {
      remainingAttempts: Math.max(0, paymentPasswordLimits.lockAfterFailures - failures),
      lockedUntil: failed?.lockedUntil && failed.lockedUntil > clock.now() ? failed.lockedUntil.toISOString() : null,
    });
  }

  function lockedError(lockedUntil: Date) {
    return new DomainError('ACCOUNT_LOCKED', {
      scope: 'withdrawal',
      lockedUntil: lockedUntil.toISOString(),
      retryAfterSeconds: Math.ceil((lockedUntil.getTime() - clock.now().getTime()) / 1000),
    });
  }

  function checkAmount(policy: WithdrawalPolicy, amountMinor: bigint) {
    if (amountMinor < policy.minAmountMinor || amountMinor > policy.maxAmountMinor) {
      throw new DomainError('AMOUNT_OUT_OF_RANGE', {
        minAmount: formatMinor(policy.minAmountMinor),
        maxAmount: formatMinor(policy.maxAmountMinor),
      });
    }
  }

  async function countRequestsToday(memberId: string, timeZone: string): Promise<number> {
    return findDailyCount(db, memberId, localDay(clock.now(), timeZone));
  }

  /** Takes one of today's request slots (brand-local day) or answers WITHDRAWAL_LIMIT_REACHED. */
  async function takeRequestSlot(memberId: string, timeZone: string, dailyRequestLimit: number) {
    const taken = await takeDailySlot(db, memberId, localDay(clock.now(), timeZone), dailyRequestLimit);
    if (taken === undefined) throw new DomainError('WITHDRAWAL_LIMIT_REACHED', { dailyRequestLimit });
  }

  /** Inserts a pending withdrawal; answers null when the member's idempotency key was taken meanwhile. */
  async function createPending(row: Omit<NewWithdrawalRow, 'status' | 'createdAt'>): Promise<WithdrawalRow | null> {
    return (await insertWithdrawalIfNew(db, { ...row, status: 'pending', createdAt: clock.now() })) ?? null;
  }

  async function attachHoldTransfer(id: string, transferId: string): Promise<WithdrawalRow> {
    const row = await setHoldTransfer(db, id, transferId);
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    return row;
  }

  async function findByIdempotencyKey(memberId: string, idempotencyKey: string) {
    return (await findWithdrawalByIdempotencyKey(db, memberId, idempotencyKey)) ?? null;
  }

  /** The earlier withdrawal of a retried request; the same key with another amount or account is a CONFLICT. */
  function matchRetry(earlier: WithdrawalRow, request: { amountMinor: bigint; bankAccountId: string }) {
    if (earlier.amountMinor !== request.amountMinor || earlier.bankAccountId !== request.bankAccountId) {
      throw new DomainError('CONFLICT', { idempotencyKey: earlier.idempotencyKey });
    }
    return earlier;
  }

  async function describe(row: WithdrawalRow): Promise<Withdrawal> {
    return describeWithdrawal(row, (await listProofs(db, [row.id])).length);
  }

  /** One of the member's withdrawals; anyone else's answers NOT_FOUND. */
  async function getOwnWithdrawal(memberId: string, id: string): Promise<WithdrawalRow> {
    const found = await findWithdrawal(db, id, memberId);
    if (!found) throw new DomainError('NOT_FOUND', { withdrawalId: id });
    return found;
  }

  async function listOwnWithdrawals(
    memberId: string,
    query: { status?: WithdrawalStatus | undefined; pageNo: number; pageSize: number },
  ) {
    const { rows, total } = await listMemberWithdrawals(db, {
      memberId,
      status: query.status,
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    const proofsOf = groupProofs(
      await listProofs(
        db,
        rows.map((row) => row.id),
      ),
    );
    return buildPage(
      rows.map((row) => describeWithdrawal(row, proofsOf(row.id).length)),
      query,
      total,
    );
  }

  /** A page of withdrawals for the console, each with its proofs; brand codes are the caller's to add. */
  /**
   * Every withdrawal the queue's filter matches, in its order, a batch at a time after the last row's (key, id), so
   * a deep batch costs what the first does. A row decided during the export may leave the status-filtered set, which
   * an export of a moving queue accepts; it no longer shifts the rows after it.
   */
  async function* exportForReview(filter: WithdrawalQueueFilter): AsyncGenerator<WithdrawalRow> {
    let after: KeysetCursor | null = null;
    for (;;) {
      const batch = await listWithdrawalQueueRows(db, { ...filter, limit: exportBatchSize, after });
      for (const { row } of batch) yield row;
      const last = batch.at(-1);
      if (!last || batch.length < exportBatchSize) return;
      after = { key: last.cursorKey, id: last.row.id };
    }
  }

  async function listForReview(query: WithdrawalQueueFilter & { pageNo: number; pageSize: number }) {
    const { rows, total } = await listWithdrawalsByStatus(db, {
      ...query,
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    const proofsOf = groupProofs(
      await listProofs(
        db,
        rows.map((row) => row.id),
      ),
    );
    return buildPage(
      rows.map((row) => ({ row, proofs: proofsOf(row.id) })),
      query,
      total,
    );
  }

  async function getForReview(id: string) {
    const row = await findWithdrawal(db, id);
    if (!row) throw new DomainError('NOT_FOUND', { withdrawalId: id });
    return { row, proofs: await listProofs(db, [id]) };
  }

  /**
   * Decides a pending withdrawal (paid or rejected). Exactly one of two simultaneous decisions wins; the
   * other answers INVALID_STATE, as does a decision on a withdrawal already decided.
   */
  async function decide(id: string, decision: ReviewDecision): Promise<WithdrawalRow> {
    const now = clock.now();
    const decided = await decidePendingWithdrawal(db, id, {
      status: decision.status,
      reviewedAt: now,
      reviewedBy: decision.operator.username,
      reviewedByOperatorId: decision.operator.id,
      rejectReason: decision.status === 'rejected' ? decision.reason : null,
      confirmDeadline:
        decision.status === 'paid' ? new Date(now.getTime() + decision.confirmTimeoutMinutes * 60_000) : null,
    });
    if (decided) return decided;
    const found = await findWithdrawal(db, id);
    if (!found) throw new DomainError('NOT_FOUND', { withdrawalId: id });
    throw new DomainError('INVALID_STATE', { status: found.status });
  }

  async function attachDecisionTransfer(id: string, transferId: string): Promise<WithdrawalRow> {
    const row = await setDecisionTransfer(db, id, transferId);
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    return row;
  }

  /** Why the member cannot answer this withdrawal now, as a DomainError; nothing when they can. */
  async function assertConfirmable(memberId: string, id: string): Promise<WithdrawalRow> {
    const found = await getOwnWithdrawal(memberId, id);
    if (found.status !== 'paid') throw new DomainError('INVALID_STATE', { status: found.status });
    if (found.confirmationStatus) {
      throw new DomainError('INVALID_STATE', { status: found.status, confirmation: found.confirmationStatus });
    }
    if (found.confirmDeadline && found.confirmDeadline <= clock.now()) {
      throw new DomainError('INVALID_STATE', {
        status: found.status,
        confirmDeadline: found.confirmDeadline.toISOString(),
      });
    }
    return found;
  }

  /**
   * Records the member's answer to a paid withdrawal: received (all of it), partly received (less than the
   * amount) or not received (nothing). Only once, and only before the deadline.
   */
  async function confirm(memberId: string, id: string, answer: ConfirmationAnswer): Promise<WithdrawalRow> {
    const found = await assertConfirmable(memberId, id);
    let receivedAmountMinor: bigint;
    switch (answer.status) {
      case 'received':
        receivedAmountMinor = found.amountMinor;
        break;
      case 'not_received':
        receivedAmountMinor = 0n;
        break;
      case 'partly_received':
        if (answer.receivedAmountMinor <= 0n || answer.receivedAmountMinor >= found.amountMinor) {
          throw new DomainError('AMOUNT_OUT_OF_RANGE', {
            minAmount: formatMinor(1n),
            maxAmount: formatMinor(found.amountMinor - 1n),
          });
        }
        receivedAmountMinor = answer.receivedAmountMinor;
        break;
    }
    const confirmed = await confirmPaidWithdrawal(db, {
      id,
      memberId,
      now: clock.now(),
      status: answer.status,
      receivedAmountMinor,
      remark: (answer.status === 'received' ? undefined : answer.remark) || null,
    });
    if (confirmed) return confirmed;
    // Answered meanwhile (another tab, or the time-out): say why, as the first check would have.
    await assertConfirmable(memberId, id);
    throw new DomainError('INVALID_STATE', { status: found.status });
  }

  async function addProofs(rows: Parameters<typeof insertProofs>[1]) {
    await insertProofs(db, rows);
  }

  async function getProof(withdrawalId: string, proofId: string) {
    const found = await findProof(db, withdrawalId, proofId);
    if (!found) throw new DomainError('NOT_FOUND', { proofId });
    return found;
  }

  /** Treats every paid withdrawal unanswered past its deadline as received; answers how many. */
  async function confirmOverdue(): Promise<number> {
    return confirmOverdueWithdrawals(db, clock.now());
  }

  return {
    getPolicy,
    describeSettings,
    listBankAccounts,
    addBankAccount,
    getBankAccount,
    removeBankAccount,
    findLock,
    verifyPaymentPassword,
    checkAmount,
    countRequestsToday,
    takeRequestSlot,
    createPending,
    attachHoldTransfer,
    findByIdempotencyKey,
    matchRetry,
    describe,
    getOwnWithdrawal,
    listOwnWithdrawals,
    listForReview,
    exportForReview,
    getForReview,
    decide,
    attachDecisionTransfer,
    assertConfirmable,
    confirm,
    addProofs,
    getProof,
    confirmOverdue,
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/** Writes the demo brand's rules unless the brand has its own; safe on every start. */
export async function seedWithdrawalPolicy(db: Database, merchantId: string | undefined) {
  if (merchantId) await insertPolicyIfAbsent(db, { merchantId, ...demoWithdrawalPolicy });
}
