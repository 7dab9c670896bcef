import type { Clock } from './clock.js';

/**
 * A small per-process cache for values read on most requests (brands, server lines, registration rules).
 * Entries live `ttlMs`. A change an operator makes is forgotten by every instance at once through
 * `lib/cache-invalidation.ts`; the time-to-live bounds staleness when that message is lost (relay down) or for
 * data changed outside the app. Bounded by clearing when full.
 */
export function createTtlCache<Value>({
  clock,
  ttlMs,
  maxEntries = 10_000,
}: {
  clock: Clock;
  ttlMs: number;
  maxEntries?: number;
}) {
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  // Bumped by `clear`: a load that began before a clear may have read the row as it was before the change that
  // caused the clear, so its value answers its own caller but is not kept.
  let generation = 0;
  return {
    async get(key: string, load: () => Promise<Value>): Promise<Value> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const loadedIn = generation;
      const value = await load();
      if (loadedIn !== generation) return value;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, expiresAt: now + ttlMs });
      return value;
    },
    clear: () => {
      generation += 1;
      entries.clear();
    },
  };
}
