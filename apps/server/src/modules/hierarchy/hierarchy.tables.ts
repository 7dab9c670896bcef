import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';

/**
 * The brand's tree of uplines as a closure table (decision 0073): one row per (ancestor, descendant) pair, the member
 * itself included at depth 0. A team is `ancestor_id = agent`; an upline chain is `descendant_id = member`. Kept by
 * triggers on `member` (a new member, an upline changed), in the same transaction, so it can never disagree with
 * `member.upline_id`.
 */
export const memberClosure = pgTable(
  'member_closure',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => member.id),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => member.id),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.descendantId] }),
    index('member_closure_descendant_index').on(table.descendantId, table.depth),
    check('member_closure_depth_check', sql`${table.depth} >= 0`),
  ],
);
