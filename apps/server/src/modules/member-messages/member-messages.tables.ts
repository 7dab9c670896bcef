import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

/** Who a broadcast reaches in its brand: players (not agents), agents, or every member. */
export type MessageAudience = 'players' | 'agents' | 'everyone';
/** `personal`: an operator wrote to one member; `system`: the platform did, from a template, for one member. */
export type MessageKind = 'personal' | 'broadcast' | 'system';

/**
 * The member inbox (`messageV2`, engagement reference §10): one row per message. A personal or system message names
 * its member; a broadcast names its audience and stays one row however many members read it (fan-out on read).
 * System messages keep a template key and its values instead of texts, so they read in the member's language of the
 * day they are opened.
 */
export const memberMessage = pgTable(
  'member_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    kind: text('kind').$type<MessageKind>().notNull(),
    memberId: uuid('member_id').references(() => member.id),
    audience: text('audience').$type<MessageAudience>(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    template: text('template'),
    templateValues: jsonb('template_values').$type<Record<string, string>>(),
    /** `msg:{event}:{id}` of a system message: the same event never writes two messages. */
    eventKey: text('event_key'),
    /** The operator who sent it; null for the platform's own messages. */
    sentBy: text('sent_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('member_message_event_key_unique').on(table.eventKey),
    index('member_message_member_index').on(table.memberId, table.createdAt),
    index('member_message_broadcast_index').on(table.merchantId, table.createdAt),
    check('member_message_kind_check', sql`${table.kind} in ('personal', 'broadcast', 'system')`),
    check(
      'member_message_audience_check',
      sql`(${table.kind} = 'broadcast' and ${table.memberId} is null and ${table.audience} in ('players', 'agents', 'everyone'))
        or (${table.kind} <> 'broadcast' and ${table.memberId} is not null and ${table.audience} is null)`,
    ),
    check('member_message_template_check', sql`(${table.kind} = 'system') = (${table.template} is not null)`),
  ],
);

/**
 * One member's state of one message, written on its first read or delete: a broadcast's read and delete are per
 * member without copying the broadcast. No row: unread and not deleted.
 */
export const memberMessageReceipt = pgTable(
  'member_message_receipt',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => memberMessage.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.memberId] })],
);
