import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { operatorAccount } from '../operator/operator.tables.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A brand's live chat switch; a brand without a row has live chat on. */
export const liveChatSetting = pgTable('live_chat_setting', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchant.id),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One chat between the brand's service and a member or a visitor (decision 0085). A visitor is known only by the
 * hash of the chat token they were given. At most one conversation of a member or a visitor is not closed, so a
 * second launch (another tab, a reload) resumes it instead of opening another.
 */
export const liveChatConversation = pgTable(
  'live_chat_conversation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id').references(() => member.id),
    visitorTokenHash: text('visitor_token_hash'),
    visitorName: text('visitor_name'),
    state: text('state').$type<'waiting' | 'open' | 'closed'>().notNull().default('waiting'),
    assignedOperatorId: uuid('assigned_operator_id').references(() => operatorAccount.id),
    lastText: text('last_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('live_chat_conversation_member_live_unique')
      .on(table.memberId)
      .where(sql`${table.state} <> 'closed' and ${table.memberId} is not null`),
    uniqueIndex('live_chat_conversation_visitor_live_unique')
      .on(table.visitorTokenHash)
      .where(sql`${table.state} <> 'closed' and ${table.visitorTokenHash} is not null`),
    index('live_chat_conversation_inbox_index').on(table.merchantId, table.state, table.lastMessageAt),
    check('live_chat_conversation_state_check', sql`${table.state} in ('waiting', 'open', 'closed')`),
    check('live_chat_conversation_who_check', sql`(${table.memberId} is null) <> (${table.visitorTokenHash} is null)`),
    check(
      'live_chat_conversation_assigned_check',
      sql`${table.state} <> 'open' or ${table.assignedOperatorId} is not null`,
    ),
    check('live_chat_conversation_closed_check', sql`(${table.state} = 'closed') = (${table.closedAt} is not null)`),
  ],
);

/** What an attachment keeps of its image: the stored (re-encoded) picture's facts. */
export type ChatAttachmentFacts = {
  id: string;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
};

export const liveChatMessage = pgTable(
  'live_chat_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => liveChatConversation.id),
    authorKind: text('author_kind').$type<'member' | 'visitor' | 'operator' | 'system'>().notNull(),
    operatorId: uuid('operator_id').references(() => operatorAccount.id),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments').$type<ChatAttachmentFacts[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_chat_message_conversation_index').on(table.conversationId, table.createdAt),
    check(
      'live_chat_message_author_check',
      sql`${table.authorKind} in ('member', 'visitor', 'operator', 'system')
        and (${table.authorKind} = 'operator') = (${table.operatorId} is not null)`,
    ),
    check('live_chat_message_text_check', sql`char_length(${table.text}) <= 2000`),
  ],
);

/** An image sent in a conversation: private to it, served only to its member or visitor and the brand's operators. */
export const liveChatAttachment = pgTable(
  'live_chat_attachment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => liveChatConversation.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_chat_attachment_conversation_index').on(table.conversationId),
    check('live_chat_attachment_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
    check('live_chat_attachment_size_check', sql`octet_length(${table.bytes}) <= 5242880`),
  ],
);

/**
 * Who answers chats now: an operator is on duty for a brand until `until`; the console renews it while open, so
 * a closed tab or a crashed instance ends the duty by itself, whatever instance the operator was on.
 */
export const liveChatDuty = pgTable(
  'live_chat_duty',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operatorAccount.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.operatorId, table.merchantId] }),
    index('live_chat_duty_brand_index').on(table.merchantId, table.until),
  ],
);

export const liveChatCannedReply = pgTable(
  'live_chat_canned_reply',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    title: text('title').notNull(),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_chat_canned_reply_brand_index').on(table.merchantId)],
);

/** A message left through the offline form while nobody was on duty. */
export const liveChatOfflineMessage = pgTable(
  'live_chat_offline_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id').references(() => member.id),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_chat_offline_message_brand_index').on(table.merchantId, table.createdAt)],
);
