import { sql } from 'drizzle-orm';
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
