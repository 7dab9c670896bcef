import { isIP } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ipCountryRange } from './geo.tables.js';

/** The country of the most specific range containing the address. */
export async function findCountryOfAddress(db: Database, address: string): Promise<string | undefined> {
  const [row] = await db
    .select({ countryCode: ipCountryRange.countryCode })
    .from(ipCountryRange)
    .where(sql`${ipCountryRange.network} >>= ${address}::inet`)
    .orderBy(sql`masklen(${ipCountryRange.network}) desc`)
    .limit(1);
  return row?.countryCode;
}

export async function upsertCountryRange(
  db: Database,
  range: { network: string; countryCode: string; source: string },
): Promise<void> {
  // network() clears host bits, so "203.0.113.7/24" is stored as 203.0.113.0/24 instead of being refused.
  await db
    .insert(ipCountryRange)
    .values({ ...range, network: sql`network(${range.network}::inet)` })
    .onConflictDoUpdate({
      target: ipCountryRange.network,
      set: { countryCode: range.countryCode, source: range.source },
    });
}

export type CountryRangeFilter = { search?: string | undefined; countryCode?: string | undefined };

function whereOfRanges(filter: CountryRangeFilter) {
  const { search } = filter;
  return and(
    filter.countryCode ? eq(ipCountryRange.countryCode, filter.countryCode) : undefined,
    // An address finds the ranges that hold it; other text matches the start of a network.
    search === undefined
      ? undefined
      : isIP(search) !== 0
        ? sql`${ipCountryRange.network} >>= ${search}::inet`
        : sql`${ipCountryRange.network}::text like ${`${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`}`,
  );
}

/** A page of the table by network order, and the number of ranges the filter matches. */
export async function listCountryRanges(
  db: Database,
  filter: CountryRangeFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOfRanges(filter);
  const rows = await db
    .select({
      network: sql<string>`${ipCountryRange.network}::text`,
      countryCode: ipCountryRange.countryCode,
      source: ipCountryRange.source,
    })
    .from(ipCountryRange)
    .where(where)
    .orderBy(asc(ipCountryRange.network))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ipCountryRange)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** Removes a range (host bits cleared as on save); answers the removed row, if there was one. */
export async function deleteCountryRange(db: Database, network: string) {
  const [row] = await db
    .delete(ipCountryRange)
    .where(sql`${ipCountryRange.network} = network(${network}::inet)`)
    .returning({
      network: sql<string>`${ipCountryRange.network}::text`,
      countryCode: ipCountryRange.countryCode,
      source: ipCountryRange.source,
    });
  return row;
}
