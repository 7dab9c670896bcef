import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchant } from '../merchant/merchant.tables.js';

/** A captcha image's answer (hashed); single use, short-lived. */
export const captchaChallenge = pgTable('captcha_challenge', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchant.id),
  answerHash: text('answer_hash').notNull(),
  /** The secret this captcha's proof-of-work challenge is signed with (one per captcha, never sent). */
  proofKey: text('proof_key'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attempts at a secret per key (an account, an address, an account from an address), counted before the
 * secret is checked and committed on their own, so neither a rolled-back transaction nor a burst of
 * simultaneous guesses escapes the count. Kept for unknown names too, so a refusal never tells whether an
 * account exists.
 */
export const attemptCounter = pgTable(
  'attempt_counter',
  {
    key: text('key').primaryKey(),
    /** Failures recorded in the current window: attempts whose secret turned out wrong. */
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** No attempt is taken before this time: a lock at the limit, or a growing delay. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /**
     * Attempts taken whose check has not finished. With the failures they may not pass the limit (so a burst of
     * guesses gets no more checks than the lock allows), but they never lock: only a recorded failure does.
     */
    inFlight: integer('in_flight').notNull().default(0),
    /** Attempts in flight are forgotten after this time: a process that died mid-check never settled them. */
    inFlightUntil: timestamp('in_flight_until', { withTimezone: true }),
  },
  (table) => [
    check('attempt_counter_attempts_check', sql`${table.attempts} >= 0`),
    check('attempt_counter_in_flight_check', sql`${table.inFlight} >= 0`),
  ],
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
