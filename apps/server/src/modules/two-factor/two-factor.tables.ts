import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { operatorAccount } from '../operator/operator.tables.js';

/**
 * A member's authenticator (TOTP) secret. Pending until the member proves it with a first code (`enabledAt`
 * null); one row per member, replaced by a new enrolment while pending. The secret is stored sealed
 * (AES-256-GCM, `two-factor.cipher.ts`), never logged nor sent again after enrolment starts.
 */
export const memberTwoFactor = pgTable(
  'member_two_factor',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => member.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    /** `v1.<nonce>.<tag>.<ciphertext>` of the base32 secret; a plain base32 one (from before) is sealed at first use. */
    secret: text('secret').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is never taken again. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('member_two_factor_step_check', sql`${table.lastUsedStep} is null or ${table.lastUsedStep} >= 0`)],
);

/** Single-use recovery codes (SHA-256 of the normalised code); a new set replaces the old one. */
export const twoFactorRecoveryCode = pgTable(
  'two_factor_recovery_code',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.codeHash] })],
);

/**
 * The second step of a login: the password (or SMS code) was right and the member must still give a code.
 * Not a session: its token (stored as SHA-256) only opens `/wps/session/login/two-factor`, once, for minutes.
 */
export const twoFactorChallenge = pgTable(
  'two_factor_challenge',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('two_factor_challenge_member_index').on(table.memberId)],
);

/**
 * The key sealing TOTP secrets when the operator sets no TWO_FACTOR_KEY (embedded demo, tests, development):
 * one row, made at first use. A production start refuses to run without TWO_FACTOR_KEY.
 */
export const twoFactorKey = pgTable(
  'two_factor_key',
  {
    id: smallint('id').primaryKey(),
    /** 32 random bytes, base64. */
    key: text('key').notNull(),
  },
  (table) => [check('two_factor_key_single_row_check', sql`${table.id} = 1`)],
);

/**
 * A known value sealed under the two-factor key by the first start that found none: a later start whose key cannot
 * open it (TWO_FACTOR_KEY changed or mistyped, or set where the database's own key sealed before) refuses to run
 * rather than answer every second-factor check with an error. One row.
 */
export const twoFactorKeyCheck = pgTable(
  'two_factor_key_check',
  {
    id: smallint('id').primaryKey(),
    /** `sealSecret` of a fixed text, in the format of a member's sealed secret. */
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('two_factor_key_check_single_row_check', sql`${table.id} = 1`)],
);

/**
 * An operator's authenticator (TOTP) secret: the same life as a member's (pending until a first code, sealed at
 * rest, the last step taken kept so a code is good once), for the console login (decision 0026).
 */
export const operatorTwoFactor = pgTable(
  'operator_two_factor',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operatorAccount.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('operator_two_factor_step_check', sql`${table.lastUsedStep} is null or ${table.lastUsedStep} >= 0`),
  ],
);

/** An operator's single-use recovery codes (SHA-256 of the normalised code). */
export const operatorRecoveryCode = pgTable(
  'operator_recovery_code',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operatorAccount.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.codeHash] })],
);
