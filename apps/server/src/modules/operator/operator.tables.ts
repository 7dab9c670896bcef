import type { OperatorRoleName } from '@croupier/contracts';
import { operatorRoleNames } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const operatorRoles = operatorRoleNames;

/**
 * What a session opens: `second-factor` only the login's second step (minutes), `enrolment` only the enrolment of
 * a second factor the operator must have, `active` the console.
 */
export const operatorSessionStages = ['second-factor', 'enrolment', 'active'] as const;
export type OperatorSessionStage = (typeof operatorSessionStages)[number];
export type OperatorRole = OperatorRoleName;

/**
 * A person who runs the platform from the console. Their roles (one or more) decide what they may do; their
 * brands (merchant codes) which brands they may see and act on, `null` for every brand (decision 0026).
 */
export const operatorAccount = pgTable(
  'operator_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().$type<OperatorRole[]>().notNull(),
    brands: text('brands').array().$type<string[]>(),
    disabled: boolean('disabled').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The operator must enrol a second factor before their first full session (decision 0026). */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('operator_account_username_unique').on(sql`lower(${table.username})`),
    check(
      'operator_account_roles_check',
      sql`cardinality(${table.roles}) >= 1 and ${table.roles} <@ array['admin', 'finance', 'support', 'content', 'risk']`,
    ),
    check('operator_account_brands_check', sql`${table.brands} is null or cardinality(${table.brands}) >= 1`),
  ],
);

export const operatorSession = pgTable(
  'operator_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operatorAccount.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    stage: text('stage').$type<OperatorSessionStage>().notNull().default('active'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last call made with the session: it ends after a while without one (the idle expiry). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('operator_session_operator_index').on(table.operatorId),
    check('operator_session_stage_check', sql`${table.stage} in ('second-factor', 'enrolment', 'active')`),
  ],
);

/** Every operator action: who, what, on what, from where, when. Append-only (enforced by a trigger). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    operatorId: uuid('operator_id').references(() => operatorAccount.id),
    operatorUsername: text('operator_username').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_index').on(table.createdAt),
    index('audit_log_operator_index').on(table.operatorId),
  ],
);
