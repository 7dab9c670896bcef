import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock.js';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('serves a loaded value until it expires, then loads again', async () => {
    const clock = fixedClock(new Date('2026-01-01T00:00:00Z'));
    const cache = createTtlCache<number>({ clock, ttlMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    clock.set(new Date('2026-01-01T00:00:01.001Z'));
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('does not keep a value whose load began before a clear (it may predate the change)', async () => {
    const cache = createTtlCache<string>({ clock: fixedClock(new Date()), ttlMs: 1000 });
    let release = () => {};
    const slowLoad = cache.get('brand', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    expect(await slowLoad).toBe('old');
    expect(await cache.get('brand', async () => 'new')).toBe('new');
  });

  it('stays bounded', async () => {
    const cache = createTtlCache<string>({ clock: fixedClock(new Date()), ttlMs: 1000, maxEntries: 2 });
    let loads = 0;
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => `${key}${++loads}`);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});
