import type { CacheName, InstanceBus } from './instance-messages.js';

/**
 * Forgets a process cache of operator-changed data on every instance (decision 0022): here at once, on the others as
 * soon as the relay brings the message. Each cache registers how it is forgotten; a change calls `invalidate` after
 * its transaction committed, so no instance can read the old row back into its cache afterwards.
 */
export function createCacheInvalidation(bus: InstanceBus) {
  const forgetters = new Map<CacheName, (() => void)[]>();
  const forgetHere = (cache: CacheName) => {
    for (const forget of forgetters.get(cache) ?? []) forget();
  };
  bus.subscribe('cache-invalidation', (message) => forgetHere(message.cache));
  return {
    register(cache: CacheName, forget: () => void) {
      forgetters.set(cache, [...(forgetters.get(cache) ?? []), forget]);
    },
    invalidate(cache: CacheName) {
      forgetHere(cache);
      bus.publish({ kind: 'cache-invalidation', cache });
    },
  };
}

export type CacheInvalidation = ReturnType<typeof createCacheInvalidation>;
