import { isIP } from 'node:net';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { buildPage, pageOffset } from '@croupier/contracts';
import type { CountryRangeFilter } from './geo.repository.js';
import { deleteCountryRange, findCountryOfAddress, listCountryRanges, upsertCountryRange } from './geo.repository.js';
import { isPublicAddress, normalizeAddress } from './ip-address.js';

/** Where an address is: the adapter the access rules depend on, so another source (a GeoIP file) can replace it. */
export type CountryLookup = {
  countryOf: (address: string) => Promise<string | null>;
};

export const countryRangeSchema = z.object({
  network: z.string().refine((text) => {
    const [address, prefix] = text.split('/');
    const family = isIP(address ?? '');
    const bits = Number(prefix ?? (family === 6 ? 128 : 32));
    return family !== 0 && Number.isInteger(bits) && bits >= 0 && bits <= (family === 6 ? 128 : 32);
  }, 'expected an IPv4 or IPv6 CIDR range'),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 alpha-2 code'),
});
export type CountryRange = z.infer<typeof countryRangeSchema>;

/** The default lookup: CIDR ranges in the database, longest prefix first, cached briefly per process. */
export function createGeoService({
  db,
  clock,
  cacheTtlMs = 60_000,
}: {
  db: Database;
  clock: Clock;
  cacheTtlMs?: number;
}) {
  const cache = createTtlCache<string | null>({ clock, ttlMs: cacheTtlMs, maxEntries: 50_000 });

  async function countryOf(address: string): Promise<string | null> {
    const normalized = normalizeAddress(address);
    if (!isPublicAddress(normalized)) return null;
    return cache.get(normalized, async () => (await findCountryOfAddress(db, normalized)) ?? null);
  }

  /** Adds or replaces a range; a malformed range is refused with VALIDATION_FAILED. */
  async function saveCountryRange(input: CountryRange, source = 'manual'): Promise<void> {
    const parsed = countryRangeSchema.safeParse(input);
    if (!parsed.success) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    await upsertCountryRange(db, { ...parsed.data, source });
    cache.clear();
  }

  /** A page of the table (console), filtered by an address or network prefix and a country. */
  async function listRanges(filter: CountryRangeFilter, page: { pageNo: number; pageSize: number }) {
    const { rows, total } = await listCountryRanges(db, filter, {
      limit: page.pageSize,
      offset: pageOffset(page),
    });
    return buildPage(rows, page, total);
  }

  /** Removes a range; NOT_FOUND when the table has no such network. */
  async function removeCountryRange(network: string) {
    if (!countryRangeSchema.shape.network.safeParse(network).success) {
      throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'network', message: 'expected a CIDR range' }] });
    }
    const removed = await deleteCountryRange(db, network);
    if (!removed) throw new DomainError('NOT_FOUND', { network });
    cache.clear();
    return removed;
  }

  /** Forgets looked-up countries, after ranges changed through another instance of this service. */
  const forgetCountries = () => cache.clear();

  return { countryOf, saveCountryRange, listRanges, removeCountryRange, forgetCountries } satisfies CountryLookup &
    Record<string, unknown>;
}

export type GeoService = ReturnType<typeof createGeoService>;
