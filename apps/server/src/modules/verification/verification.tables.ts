import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

/** A 6-digit code sent by SMS; stored hashed, single use, a few attempts at most. */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    /** `phone`: a logged-in member proving their own number (the referral programme's check, decision 0084). */
    purpose: text('purpose').$type<'login' | 'register' | 'reset' | 'phone'>().notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_code_lookup_index').on(table.merchantId, table.purpose, table.destination, table.createdAt),
    check('verification_code_purpose_check', sql`${table.purpose} in ('login', 'register', 'reset', 'phone')`),
  ],
);

/** Every SMS and e-mail the platform sends, written in the same transaction as its cause, then delivered. */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'kept'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_message_status_index').on(table.status, table.createdAt),
    index('outbox_message_destination_index').on(table.merchantId, table.destination, table.createdAt),
    check('outbox_message_channel_check', sql`${table.channel} in ('sms', 'email')`),
  ],
);

/** A password-reset link's token (hashed); single use, valid 30 minutes. */
export const passwordResetToken = pgTable('password_reset_token', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchant.id),
  memberId: uuid('member_id')
    .notNull()
    .references(() => member.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
