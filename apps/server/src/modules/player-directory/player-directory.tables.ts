import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HarmMarker } from '@croupier/contracts';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

/** An operator's note on a player: what support and risk need the next shift to know. Append-only. */
export const playerNote = pgTable(
  'player_note',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    operatorUsername: text('operator_username').notNull(),
    body: text('body').notNull(),
    /** Set when the note is about a marker of harm (decision 0046); the risk role reads those beside the marker. */
    marker: text('marker').$type<HarmMarker>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_note_member_index').on(table.memberId, table.createdAt),
    check(
      'player_note_marker_check',
      sql`${table.marker} is null or ${table.marker} in ('deposit_velocity', 'loss_chasing', 'night_play')`,
    ),
  ],
);
