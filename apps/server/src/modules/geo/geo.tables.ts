import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

const cidr = customType<{ data: string }>({ dataType: () => 'cidr' });

/** IP-to-country reference data (platform-wide, not brand-owned); the longest matching prefix wins. */
export const ipCountryRange = pgTable(
  'ip_country_range',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    network: cidr('network').notNull().unique(),
    countryCode: text('country_code').notNull(),
    source: text('source').notNull().default('manual'),
  },
  (table) => [
    index('ip_country_range_network_index').using('gist', sql`${table.network} inet_ops`),
    check('ip_country_range_country_code_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);
