import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './keyed-lock.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyed lock', () => {
  it('runs work of one key one at a time in arrival order, other keys alongside, and survives a failure', async () => {
    const runExclusive = createKeyedLock();
    const events: string[] = [];
    const job = (key: string, name: string, ms: number, fail = false) =>
      runExclusive(key, async () => {
        events.push(`${name} start`);
        await pause(ms);
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a', 'a1', 20, true), job('a', 'a2', 1), job('b', 'b1', 5)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(events.indexOf('a2 start')).toBeGreaterThan(events.indexOf('a1 end'));
    expect(events.indexOf('b1 end')).toBeLessThan(events.indexOf('a1 end'));
  });
});
