import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { operatorAccount } from '../operator/operator.tables.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** What a feedback keeps of each image: the stored (re-encoded) picture's facts, in the order they were sent. */
export type FeedbackImageFacts = {
  id: string;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
};

/**
 * A feedback of a visitor or a member to a brand (decision 0087): at most 140 characters of plain text, read and
 * answered by the brand's service. The answer is kept here; for a member it is also a personal inbox message.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id').references(() => member.id),
    category: text('category'),
    content: text('content').notNull(),
    contact: text('contact'),
    images: jsonb('images').$type<FeedbackImageFacts[]>().notNull().default([]),
    status: text('status').$type<'new' | 'read' | 'answered'>().notNull().default('new'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => operatorAccount.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    imageCount: integer('image_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_brand_status_index').on(table.merchantId, table.status, table.createdAt),
    check('feedback_status_check', sql`${table.status} in ('new', 'read', 'answered')`),
    check('feedback_content_check', sql`char_length(${table.content}) between 1 and 140`),
    check('feedback_image_count_check', sql`${table.imageCount} between 0 and 3`),
    check(
      'feedback_answered_check',
      sql`(${table.status} = 'answered') = (${table.answeredAt} is not null and ${table.answer} is not null)`,
    ),
  ],
);

/** An image sent with a feedback: private, served only to the brand's operators. */
export const feedbackImage = pgTable(
  'feedback_image',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_image_feedback_index').on(table.feedbackId),
    check('feedback_image_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
    check('feedback_image_size_check', sql`octet_length(${table.bytes}) <= 5242880`),
  ],
);
