import { describe, expect, it } from 'vitest';
import { reelKnock, winChime } from './slot-sound.js';

describe('slot sound', () => {
  it('chimes nothing for no win, and more notes for bigger wins, up to the whole scale', () => {
    expect(winChime(0, 100)).toEqual([]);
    const small = winChime(50, 100);
    const medium = winChime(500, 100);
    const big = winChime(5_000, 100);
    expect(small.length).toBe(3);
    expect(medium.length).toBeGreaterThan(small.length);
    expect(big.length).toBe(9);
    expect(winChime(1_000_000, 100).length).toBe(9);
    for (const tones of [small, medium, big])
      tones.forEach((tone, index) => index > 0 && expect(tone.frequency).toBeGreaterThan(tones[index - 1]!.frequency));
  });

  it('knocks each reel a little lower, left to right', () => {
    expect(reelKnock(0).frequency).toBeGreaterThan(reelKnock(4).frequency);
  });
});
