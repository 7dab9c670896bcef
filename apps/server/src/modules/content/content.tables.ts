import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnnouncementExecution, AnnouncementType, HelpCategory, Language } from '@croupier/contracts';
import { merchant } from '../merchant/merchant.tables.js';

/** Texts per language code; operator HTML is stored sanitized. */
export type ContentTexts = Record<string, string>;

/**
 * Banners, player notices, popups, promotions and home notices (the marquee) of a brand (spec §3, §4), texts per
 * language. `enabled` is "published": only published rows inside their schedule reach the player site.
 */
export const announcement = pgTable(
  'announcement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    /** A stable key per brand so seeds and imports stay idempotent. */
    code: text('code').notNull(),
    type: text('type').$type<AnnouncementType>().notNull(),
    platform: text('platform').notNull().default('W'),
    /** Popups: A logged in, B visitors, F first login; null shows to everyone. */
    execution: text('execution').$type<AnnouncementExecution>(),
    /** Banners of a named place (`w_forget`: the forgot-password popup); null: the home carousel. */
    bannerGroup: text('banner_group'),
    /** The languages it shows in; null: every language. */
    languages: jsonb('languages').$type<Language[]>(),
    title: jsonb('title').$type<ContentTexts>().notNull(),
    content: jsonb('content').$type<ContentTexts>().notNull(),
    imageUrl: text('image_url'),
    linkageType: text('linkage_type'),
    link: text('link'),
    promotionType: text('promotion_type'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    unique('announcement_code_unique').on(table.merchantId, table.code),
    index('announcement_merchant_index').on(table.merchantId, table.type, table.sortOrder),
    check('announcement_type_check', sql`${table.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
    check('announcement_execution_check', sql`${table.execution} is null or ${table.execution} in ('A', 'B', 'F')`),
  ],
);

/**
 * The help centre's articles and the terms pages (category `terms`) of a brand, texts per language. `version` counts
 * the edits, so a player (and a dispute) can tell which terms were shown when.
 */
export const helpArticle = pgTable(
  'help_article',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    code: text('code').notNull(),
    category: text('category').$type<HelpCategory>().notNull(),
    title: jsonb('title').$type<ContentTexts>().notNull(),
    content: jsonb('content').$type<ContentTexts>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('help_article_code_unique').on(table.merchantId, table.code),
    index('help_article_merchant_index').on(table.merchantId, table.category, table.sortOrder),
    check('help_article_category_check', sql`${table.category} in ('account', 'payments', 'games', 'terms')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Images uploaded for the site's content (banners), as the server re-encoded them. They live in the database so every
 * instance serves every image; the key is the SHA-256 of the stored bytes, so an address never changes its picture
 * and may be cached for good, and the same picture uploaded twice is stored once.
 */
export const contentImage = pgTable(
  'content_image',
  {
    sha256: text('sha256').primaryKey(),
    /** The brand whose operator first uploaded it (audit trail; the address itself is public). */
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('content_image_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check('content_image_size_check', sql`octet_length(${table.bytes}) <= 2097152`),
  ],
);
