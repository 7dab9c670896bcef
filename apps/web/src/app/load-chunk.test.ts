import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMs, loadChunk } from './load-chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'screen' }))).resolves.toEqual({ default: 'screen' });
  });

  it('turns a failed import into a chunk load error naming the failed request', async () => {
    const failure = loadChunk(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://site.test/assets/promo-1a2b.js'),
      ),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ type: 'error', request: 'http://site.test/assets/promo-1a2b.js' });
  });

  it('gives up after 120 seconds with a timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const outcome = expect(pending).rejects.toMatchObject({ type: 'timeout' });
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
