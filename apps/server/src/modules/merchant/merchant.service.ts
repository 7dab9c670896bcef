import { DomainError } from '../../lib/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import { findMerchantByCode, findMerchantByHost, listLineUrls, updateMaintenance } from './merchant.repository.js';
import type { MerchantRow } from './merchant.repository.js';

export type Merchant = MerchantRow;

export type MerchantLookup = { code?: string | undefined; host?: string | undefined };

type CacheEntry<Value> = { value: Value; expiresAt: number };

/**
 * Brands are read on every request, so lookups are cached per process for a short time; a change made
 * through this service is seen at once here, and by other instances within `cacheTtlMs`.
 */
export function createMerchantService({
  db,
  clock,
  cacheTtlMs = 2_000,
}: {
  db: Database;
  clock: Clock;
  cacheTtlMs?: number;
}) {
  const cache = new Map<string, CacheEntry<Merchant | null>>();
  const lineCache = new Map<string, CacheEntry<string[]>>();

  async function cached<Value>(
    store: Map<string, CacheEntry<Value>>,
    key: string,
    load: () => Promise<Value>,
  ): Promise<Value> {
    const now = clock.now().getTime();
    const hit = store.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await load();
    if (store.size > 10_000) store.clear();
    store.set(key, { value, expiresAt: now + cacheTtlMs });
    return value;
  }

  function invalidate() {
    cache.clear();
    lineCache.clear();
  }

  /** The request's brand: the `Merchant` header wins, else the host name; unknown answers UNKNOWN_MERCHANT. */
  async function resolveMerchant(lookup: MerchantLookup): Promise<Merchant> {
    const code = lookup.code?.trim();
    const host = lookup.host?.trim().toLowerCase();
    let found: Merchant | null = null;
    if (code) {
      found = await cached(
        cache,
        `code:${code.toLowerCase()}`,
        async () => (await findMerchantByCode(db, code)) ?? null,
      );
    } else if (host) {
      found = await cached(cache, `host:${host}`, async () => (await findMerchantByHost(db, host)) ?? null);
    }
    if (!found)
      throw new DomainError('UNKNOWN_MERCHANT', { merchant: code ?? null, host: code ? null : (host ?? null) });
    return found;
  }

  /** The brand's server lines in the operator's order. */
  function listServerLines(merchant: Merchant): Promise<string[]> {
    return cached(lineCache, merchant.id, () => listLineUrls(db, merchant.id));
  }

  /** Puts a brand in or out of maintenance; `maintenanceEnd` is shown to players when known. */
  async function setMaintenance(code: string, change: { maintenance: boolean; maintenanceEnd: Date | null }) {
    const found = await findMerchantByCode(db, code);
    if (!found) throw new DomainError('NOT_FOUND', { merchant: code });
    const updated = await updateMaintenance(db, found.id, change);
    invalidate();
    if (!updated) throw new DomainError('NOT_FOUND', { merchant: code });
    return updated;
  }

  return { resolveMerchant, listServerLines, setMaintenance, invalidate };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
