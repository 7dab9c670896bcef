import { describe, expect, it } from 'vitest';
import { fillerSymbols, paidSpinMinimumMs, reelStopTimes } from './reel-timing.js';

describe('reel timing', () => {
  it('never settles a paid spin sooner than 2.5 s after the click, reels stopping left to right', () => {
    const times = reelStopTimes({ startedAt: 1000, answeredAt: 1080, reels: 5, minimumMs: paidSpinMinimumMs });
    expect(times).toEqual([2500, 2750, 3000, 3250, 3500]);
    expect(times[4]! - 1000).toBeGreaterThanOrEqual(2500);
  });

  it('waits for a slow answer before the first reel stops', () => {
    const times = reelStopTimes({ startedAt: 0, answeredAt: 4000, reels: 5, minimumMs: paidSpinMinimumMs });
    expect(times[0]).toBe(4300);
    expect(times[4]).toBe(5300);
  });

  it('fills a spinning reel with the machine symbols, never the same twice in a row', () => {
    const symbols = fillerSymbols(['a', 'b', 'c', 'd'], 200, 7);
    expect(symbols).toHaveLength(200);
    expect(symbols.every((symbol, index) => symbol !== symbols[index - 1])).toBe(true);
    expect(new Set(symbols)).toEqual(new Set(['a', 'b', 'c', 'd']));
    expect(fillerSymbols(['a', 'b', 'c', 'd'], 20, 7)).toEqual(symbols.slice(0, 20));
  });
});
