import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BankCode, ConfirmationStatus, WithdrawalStatus } from '@croupier/contracts';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { operatorAccount } from '../operator/operator.tables.js';
import { ledgerAccount, ledgerTransfer } from '../wallet/wallet.tables.js';

/** A brand's withdrawal rules; a brand without a row uses the defaults of the withdrawal service. */
export const withdrawalPolicy = pgTable(
  'withdrawal_policy',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000`),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`5000000`),
    dailyRequestLimit: integer('daily_request_limit').notNull().default(5),
    /** The bank account's name must be the member's real name (`member.payee_name`). */
    payeeNameMustMatch: boolean('payee_name_must_match').notNull().default(false),
    /** A paid withdrawal the player has not answered within this time is treated as received. */
    confirmTimeoutMinutes: integer('confirm_timeout_minutes').notNull().default(1440),
  },
  (table) => [
    check(
      'withdrawal_policy_amounts_check',
      sql`${table.minAmountMinor} > 0 and ${table.maxAmountMinor} >= ${table.minAmountMinor}`,
    ),
    check('withdrawal_policy_daily_limit_check', sql`${table.dailyRequestLimit} >= 1`),
    check('withdrawal_policy_timeout_check', sql`${table.confirmTimeoutMinutes} >= 1`),
  ],
);

/** A bank account a member withdraws to. Removing one keeps the row (`removed_at`) for the history. */
export const bankAccount = pgTable(
  'bank_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    bankCode: text('bank_code').$type<BankCode>().notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_account_active_unique')
      .on(table.memberId, table.bankCode, table.accountNumber)
      .where(sql`${table.removedAt} is null`),
    index('bank_account_member_index').on(table.memberId),
    // The console's search by bank account number (decision 0029).
    index('bank_account_number_index').on(table.merchantId, table.accountNumber),
    check('bank_account_number_check', sql`${table.accountNumber} ~ '^[0-9]{10,15}$'`),
  ],
);

/**
 * A member's request to be paid out. The amount is held in `withdrawals_held` from the request on; the
 * operator's decision settles it to `cash_out` (paid) or returns it (rejected). The bank details are
 * copied, so the record stays true when the member later removes the account.
 */
export const withdrawal = pgTable(
  'withdrawal',
  {
    id: uuid('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    memberUsername: text('member_username').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccount.id),
    bankCode: text('bank_code').$type<BankCode>().notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    /** The client's `Idempotency-Key`, unique per member. */
    idempotencyKey: text('idempotency_key'),
    /** The member wallet the hold came from; a rejection returns the amount there. */
    walletAccountId: uuid('wallet_account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    holdTransferId: uuid('hold_transfer_id').references(() => ledgerTransfer.id),
    decisionTransferId: uuid('decision_transfer_id').references(() => ledgerTransfer.id),
    reviewedByOperatorId: uuid('reviewed_by_operator_id').references(() => operatorAccount.id),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    confirmationStatus: text('confirmation_status').$type<ConfirmationStatus>(),
    receivedAmountMinor: bigint('received_amount_minor', { mode: 'bigint' }),
    confirmationRemark: text('confirmation_remark'),
    confirmedAutomatically: boolean('confirmed_automatically').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('withdrawal_idempotency_unique').on(table.memberId, table.idempotencyKey),
    index('withdrawal_member_index').on(table.memberId, table.createdAt),
    index('withdrawal_status_index').on(table.status, table.createdAt),
    index('withdrawal_confirm_deadline_index')
      .on(table.confirmDeadline)
      .where(sql`${table.status} = 'paid' and ${table.confirmationStatus} is null`),
    check('withdrawal_amount_positive', sql`${table.amountMinor} > 0`),
    check('withdrawal_status_check', sql`${table.status} in ('pending', 'paid', 'rejected')`),
    check('withdrawal_reviewed_check', sql`(${table.status} = 'pending') = (${table.reviewedAt} is null)`),
    check('withdrawal_reject_reason_check', sql`(${table.status} = 'rejected') = (${table.rejectReason} is not null)`),
    check(
      'withdrawal_confirmation_status_check',
      sql`${table.confirmationStatus} is null or (${table.status} = 'paid' and ${table.confirmationStatus} in ('received', 'partly_received', 'not_received'))`,
    ),
    check(
      'withdrawal_received_amount_check',
      sql`(${table.confirmationStatus} is null) = (${table.receivedAmountMinor} is null) and (${table.receivedAmountMinor} is null or ${table.receivedAmountMinor} between 0 and ${table.amountMinor})`,
    ),
  ],
);

/** An image the player uploaded with a confirmation; the bytes live in the upload folder. */
export const withdrawalProof = pgTable(
  'withdrawal_proof',
  {
    id: uuid('id').primaryKey(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawal.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawal_proof_withdrawal_index').on(table.withdrawalId),
    check('withdrawal_proof_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
  ],
);

/**
 * Withdrawal requests per member and brand-local day. Taking a slot is one guarded upsert, which also
 * queues a member's simultaneous requests behind each other, so the daily limit holds under races.
 */
export const withdrawalDailyCount = pgTable(
  'withdrawal_daily_count',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    check('withdrawal_daily_count_check', sql`${table.count} >= 0`),
  ],
);

/** Wrong payment passwords per member: five within the window lock withdrawals for a while. */
export const paymentPasswordGuard = pgTable(
  'payment_password_guard',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => member.id),
    failures: integer('failures').notNull().default(0),
    /** When the window opened (its first attempt); failures older than the window no longer count. */
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Checks taken and not finished: they hold places under the limit but never lock. */
    inFlight: integer('in_flight').notNull().default(0),
    /** Checks in flight are forgotten after this time (a process that died mid-check never settled them). */
    inFlightUntil: timestamp('in_flight_until', { withTimezone: true }),
  },
  (table) => [
    check('payment_password_guard_failures_check', sql`${table.failures} >= 0`),
    check('payment_password_guard_in_flight_check', sql`${table.inFlight} >= 0`),
  ],
);
