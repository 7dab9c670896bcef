import { describe, expect, it } from 'vitest';
import { describeRaffleWindow, pickWeighted, rafflePhase, raffleWindowAt } from './raffle.js';

describe('weighted pick', () => {
  it('gives each prize exactly as many rolls as its weight', () => {
    const weights = [3, 1, 0, 6];
    const hits = [0, 0, 0, 0];
    for (let roll = 0; roll < 10; roll += 1) hits[pickWeighted(weights, roll)]! += 1;
    expect(hits).toEqual([3, 1, 0, 6]);
    expect(pickWeighted(weights, 0)).toBe(0);
    expect(pickWeighted(weights, 3)).toBe(1);
    expect(pickWeighted(weights, 4)).toBe(3);
    expect(pickWeighted(weights, 9)).toBe(3);
  });

  it('refuses a roll outside [0, total)', () => {
    expect(() => pickWeighted([1, 2], 3)).toThrow(RangeError);
    expect(() => pickWeighted([1, 2], -1)).toThrow(RangeError);
    expect(() => pickWeighted([1, 2], 0.5)).toThrow(RangeError);
  });
});

describe("a raffle's daily window in the brand's zone", () => {
  const window = { opensAt: '20:00', durationMinutes: 60 };

  it("is today's from the time of day, Bangkok being UTC+7", () => {
    const morning = new Date('2026-11-27T02:00:00Z'); // 09:00 in Bangkok
    const times = raffleWindowAt(window, morning, 'Asia/Bangkok');
    expect(times).toEqual({
      day: '2026-11-27',
      opensAt: new Date('2026-11-27T13:00:00Z'),
      closesAt: new Date('2026-11-27T14:00:00Z'),
    });
    expect(rafflePhase(times, morning)).toBe('before');
    expect(rafflePhase(times, new Date('2026-11-27T13:00:00Z'))).toBe('open');
    expect(rafflePhase(times, new Date('2026-11-27T14:00:00Z'))).toBe('closed');
  });

  it("stays yesterday's while a window running past midnight is open", () => {
    const late = { opensAt: '23:30', durationMinutes: 90 };
    // 00:30 on the 28th in Bangkok: the window of the 27th runs to 01:00.
    const times = raffleWindowAt(late, new Date('2026-11-27T17:30:00Z'), 'Asia/Bangkok');
    expect(times.day).toBe('2026-11-27');
    expect(rafflePhase(times, new Date('2026-11-27T17:30:00Z'))).toBe('open');
    // 01:00 on the 28th: that window is over; the 28th's opens at 23:30.
    expect(raffleWindowAt(late, new Date('2026-11-27T18:00:00Z'), 'Asia/Bangkok').day).toBe('2026-11-28');
  });

  it('shows the commitment before the window closes and the seed only after', () => {
    const times = raffleWindowAt(window, new Date('2026-11-27T02:00:00Z'), 'Asia/Bangkok');
    const stored = { seed: 'a'.repeat(64), commitment: 'b'.repeat(64) };
    expect(describeRaffleWindow(times, stored, new Date('2026-11-27T13:30:00Z'))).toMatchObject({
      commitment: stored.commitment,
      revealedSeed: null,
    });
    expect(describeRaffleWindow(times, stored, new Date('2026-11-27T14:00:00Z')).revealedSeed).toBe(stored.seed);
  });
});
