import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchant } from '../merchant/merchant.tables.js';

/** A captcha image's answer (hashed); single use, short-lived. */
export const captchaChallenge = pgTable('captcha_challenge', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchant.id),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed logins per subject (`user:<name>` or `ip:<address>`), kept for unknown usernames too so a
 * lockout or a captcha never tells whether an account exists.
 */
export const loginGuard = pgTable(
  'login_guard',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    captchaRequired: boolean('captcha_required').notNull().default(false),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.subject] })],
);

/** Fixed-window counters for throttles (SMS sends per number and per day, requests per address). */
export const rateCounter = pgTable(
  'rate_counter',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    check('rate_counter_count_check', sql`${table.count} >= 0`),
  ],
);
