import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AdjustmentStatus, MoneyApprovalKind, MoneyApprovalStatus } from '@croupier/contracts';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { operatorAccount } from '../operator/operator.tables.js';

/**
 * A brand's two-person thresholds in minor units: an action on a larger amount needs a second operator's
 * confirmation. Null (or no row): every such action is one step.
 */
export const twoPersonThreshold = pgTable(
  'two_person_threshold',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    withdrawalMinor: bigint('withdrawal_minor', { mode: 'bigint' }),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }),
    adjustmentMinor: bigint('adjustment_minor', { mode: 'bigint' }),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'two_person_threshold_not_negative',
      sql`coalesce(${table.withdrawalMinor}, 0) >= 0 and coalesce(${table.depositMinor}, 0) >= 0 and coalesce(${table.adjustmentMinor}, 0) >= 0`,
    ),
  ],
);

/**
 * The first operator's approval of a money action above the brand's threshold, waiting for a second operator.
 * At most one is pending per action (the partial unique index); confirming or rejecting it ends it.
 */
export const moneyApproval = pgTable(
  'money_approval',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MoneyApprovalKind>().notNull(),
    /** The withdrawal, deposit or balance adjustment the approval is for. */
    subjectId: uuid('subject_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    memberUsername: text('member_username').notNull(),
    status: text('status').$type<MoneyApprovalStatus>().notNull().default('pending'),
    requestedById: uuid('requested_by_id')
      .notNull()
      .references(() => operatorAccount.id),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    note: text('note'),
    decidedById: uuid('decided_by_id').references(() => operatorAccount.id),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    uniqueIndex('money_approval_pending_unique')
      .on(table.kind, table.subjectId)
      .where(sql`${table.status} = 'pending'`),
    index('money_approval_status_index').on(table.status, table.requestedAt),
    index('money_approval_subject_index').on(table.subjectId),
    check('money_approval_kind_check', sql`${table.kind} in ('withdrawal', 'deposit', 'adjustment')`),
    check('money_approval_status_check', sql`${table.status} in ('pending', 'confirmed', 'rejected')`),
    check('money_approval_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** An operator's manual credit or debit of a member's main wallet: posted at once, or pending a second operator. */
export const balanceAdjustment = pgTable(
  'balance_adjustment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    memberUsername: text('member_username').notNull(),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** The caller's Idempotency-Key: the same key is the same adjustment. */
    requestKey: text('request_key').notNull(),
    status: text('status').$type<AdjustmentStatus>().notNull(),
    requestedById: uuid('requested_by_id')
      .notNull()
      .references(() => operatorAccount.id),
    requestedBy: text('requested_by').notNull(),
    transferId: uuid('transfer_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('balance_adjustment_request_key_unique').on(table.merchantId, table.requestKey),
    index('balance_adjustment_merchant_index').on(table.merchantId, table.createdAt),
    index('balance_adjustment_status_index').on(table.status, table.createdAt),
    check('balance_adjustment_direction_check', sql`${table.direction} in ('credit', 'debit')`),
    check('balance_adjustment_status_check', sql`${table.status} in ('pending', 'posted', 'rejected')`),
    check('balance_adjustment_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);
