import { DomainError } from '../../lib/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import {
  findMerchantByCode,
  findMerchantByHost,
  listLineUrls,
  listMerchants,
  listMerchantsByIds,
  updateMaintenance,
} from './merchant.repository.js';
import type { MerchantRow } from './merchant.repository.js';

export type Merchant = MerchantRow;

export type MerchantLookup = { code?: string | undefined; host?: string | undefined };

/**
 * Brands are read on every request, so lookups are cached per process for a short time. A change is forgotten by
 * every instance at once through the instance bus (`invalidate` is registered as the `merchants` cache, decision
 * 0022); `cacheTtlMs` only bounds how stale a brand can be while the relay is down.
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
  const cache = createTtlCache<Merchant | null>({ clock, ttlMs: cacheTtlMs });
  const lineCache = createTtlCache<string[]>({ clock, ttlMs: cacheTtlMs });

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
      found = await cache.get(`code:${code.toLowerCase()}`, async () => (await findMerchantByCode(db, code)) ?? null);
    } else if (host) {
      found = await cache.get(`host:${host}`, async () => (await findMerchantByHost(db, host)) ?? null);
    }
    if (!found)
      throw new DomainError('UNKNOWN_MERCHANT', { merchant: code ?? null, host: code ? null : (host ?? null) });
    return found;
  }

  /** The brand's server lines in the operator's order. */
  function listServerLines(merchant: Merchant): Promise<string[]> {
    return lineCache.get(merchant.id, () => listLineUrls(db, merchant.id));
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

  /** Brands by id, for views that span brands (the operator console). */
  async function mapMerchantsByIds(ids: string[]): Promise<Map<string, Merchant>> {
    const rows = await listMerchantsByIds(db, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Every brand, by code (the console's brand picker). */
  async function listAllMerchants(): Promise<Merchant[]> {
    return listMerchants(db);
  }

  return { resolveMerchant, listServerLines, setMaintenance, invalidate, mapMerchantsByIds, listAllMerchants };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
