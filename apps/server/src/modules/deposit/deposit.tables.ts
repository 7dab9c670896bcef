import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

export type PaymentChannelKind = 'promptpay' | 'sandbox';
export type DepositStatus = 'awaiting_payment' | 'pending_review' | 'confirmed' | 'rejected' | 'failed';

/** A way a brand takes deposits, with its limits and the adapter's settings (PromptPay id, webhook secret). */
export const paymentChannel = pgTable(
  'payment_channel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    code: text('code').notNull(),
    kind: text('kind').$type<PaymentChannelKind>().notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('payment_channel_code_unique').on(table.merchantId, table.code),
    check('payment_channel_kind_check', sql`${table.kind} in ('promptpay', 'sandbox')`),
    check('payment_channel_limits_check', sql`${table.minMinor} > 0 and ${table.minMinor} <= ${table.maxMinor}`),
  ],
);

export const deposit = pgTable(
  'deposit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => paymentChannel.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<DepositStatus>().notNull(),
    providerReference: text('provider_reference').notNull(),
    slipPath: text('slip_path'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('deposit_provider_reference_unique').on(table.channelId, table.providerReference),
    index('deposit_member_index').on(table.memberId, table.createdAt),
    index('deposit_status_index').on(table.merchantId, table.status, table.createdAt),
    check('deposit_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'deposit_status_check',
      sql`${table.status} in ('awaiting_payment', 'pending_review', 'confirmed', 'rejected', 'failed')`,
    ),
  ],
);

/** Every provider callback as received (raw body kept for disputes); an event id is processed once. */
export const paymentWebhookEvent = pgTable(
  'payment_webhook_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => paymentChannel.id),
    eventId: text('event_id').notNull(),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('payment_webhook_event_unique').on(table.channelId, table.eventId)],
);
