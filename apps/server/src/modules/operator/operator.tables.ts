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

export const operatorRoles = ['admin', 'finance', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** A person who runs the platform from the console. Platform-wide; roles decide what they may do. */
export const operatorAccount = pgTable(
  'operator_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('operator_account_username_unique').on(sql`lower(${table.username})`),
    check('operator_account_role_check', sql`${table.role} in ('admin', 'finance', 'support')`),
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
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_session_operator_index').on(table.operatorId)],
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
