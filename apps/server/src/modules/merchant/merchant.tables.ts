import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language, SiteSettings, WhitelabelNode } from '@croupier/contracts';

/** A brand (white-label site). Every brand-owned row elsewhere carries `merchant_id`. */
export const merchant = pgTable(
  'merchant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    timeZone: text('time_zone').notNull(),
    defaultLanguage: text('default_language').$type<Language>().notNull(),
    languages: text('languages').array().$type<Language[]>().notNull(),
    whitelabel: jsonb('whitelabel').$type<WhitelabelNode[]>().notNull().default([]),
    siteSettings: jsonb('site_settings').$type<SiteSettings>().notNull(),
    regionMode: text('region_mode').$type<'allow' | 'block'>().notNull().default('block'),
    regionCountries: text('region_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('merchant_code_unique').on(sql`lower(${table.code})`),
    check('merchant_region_mode_check', sql`${table.regionMode} in ('allow', 'block')`),
    check('merchant_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Host names a brand answers on; those with a `lineUrl` are the server lines of the speed panel. */
export const merchantDomain = pgTable(
  'merchant_domain',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    lineUrl: text('line_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('merchant_domain_host_unique').on(table.host),
    index('merchant_domain_merchant_index').on(table.merchantId, table.sortOrder),
    check('merchant_domain_host_lowercase', sql`${table.host} = lower(${table.host})`),
  ],
);
