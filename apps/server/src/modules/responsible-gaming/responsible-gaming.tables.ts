import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LimitKind, ProtectionKind, SelfExclusionPeriod, TimeOutPeriod } from '@croupier/contracts';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { operatorAccount } from '../operator/operator.tables.js';

const limitKindCheck = (column: unknown) =>
  sql`${column} in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'wager_day', 'wager_week', 'wager_month', 'session')`;

/**
 * A limit in force for a member (issue #15): minor units of the brand's currency, or minutes for `session`. The
 * gate reads these only for members whose `member.has_player_limits` is set, so players without limits pay nothing.
 */
export const playerLimit = pgTable(
  'player_limit',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    kind: text('kind').$type<LimitKind>().notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind] }),
    check('player_limit_kind_check', limitKindCheck(table.kind)),
    check('player_limit_value_positive', sql`${table.value} > 0`),
  ],
);

export const limitChangeStatuses = ['applied', 'pending', 'cancelled'] as const;
export type LimitChangeStatus = (typeof limitChangeStatuses)[number];

/**
 * Every change asked of a limit, kept as its history: a first limit or a lower one is `applied` at once; a raise or
 * a removal (`value` null) is `pending` until `effective_at` (24 hours on) and the player's confirmation after it,
 * then `applied`; or `cancelled`. At most one pending change per member and kind.
 */
export const playerLimitChange = pgTable(
  'player_limit_change',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    kind: text('kind').$type<LimitKind>().notNull(),
    previousValue: bigint('previous_value', { mode: 'bigint' }),
    value: bigint('value', { mode: 'bigint' }),
    status: text('status').$type<LimitChangeStatus>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Set when an operator made the change from the console (always a lowering or a new limit). */
    operatorId: uuid('operator_id').references(() => operatorAccount.id),
  },
  (table) => [
    index('player_limit_change_member_index').on(table.memberId, table.requestedAt),
    uniqueIndex('player_limit_change_one_pending')
      .on(table.memberId, table.kind)
      .where(sql`${table.status} = 'pending'`),
    check('player_limit_change_kind_check', limitKindCheck(table.kind)),
    check('player_limit_change_status_check', sql`${table.status} in ('applied', 'pending', 'cancelled')`),
  ],
);

/**
 * A time-out or a self-exclusion a member took, kept forever. While one is in force `member.protected_until` holds
 * its end (a self-exclusion: `infinity` until an operator lifts it after its end), the one column the gate reads.
 */
export const playerProtection = pgTable(
  'player_protection',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    kind: text('kind').$type<ProtectionKind>().notNull(),
    period: text('period').$type<TimeOutPeriod | SelfExclusionPeriod>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a permanent self-exclusion. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** An operator's step that lifts a self-exclusion once it has ended (never before). */
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => operatorAccount.id),
    liftNote: text('lift_note'),
  },
  (table) => [
    index('player_protection_member_index').on(table.memberId, table.startedAt),
    index('player_protection_merchant_index').on(table.merchantId, table.kind, table.startedAt),
    check('player_protection_kind_check', sql`${table.kind} in ('time_out', 'self_exclusion')`),
    check(
      'player_protection_period_check',
      sql`(${table.kind} = 'time_out' and ${table.period} in ('24h', '7d', '30d', '6w'))
        or (${table.kind} = 'self_exclusion' and ${table.period} in ('6m', '1y', '3y', '5y', 'permanent'))`,
    ),
  ],
);
