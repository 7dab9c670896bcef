import { describe, expect, it } from 'vitest';
import { createServerClock, nextPollDelayMs, phaseRemainingMs, revealElapsedMs } from './table-clock.js';

const timetable = { bettingMs: 15_000, drawingMs: 8_000, settledMs: 4_000 };

describe('createServerClock', () => {
  it('corrects the local clock by the offset seen on the fastest recent answer', () => {
    const clock = createServerClock();
    expect(clock.now(1_000)).toBe(1_000);
    clock.observe(new Date(10_500).toISOString(), 1_000, 2_000);
    expect(clock.now(3_000)).toBe(3_000 + 10_500 - 1_500);
    clock.observe(new Date(20_100).toISOString(), 10_000, 10_200);
    expect(clock.now(3_000)).toBe(3_000 + 20_100 - 10_100);
    clock.observe(new Date(40_000).toISOString(), 20_000, 22_000);
    expect(clock.now(3_000)).toBe(3_000 + 10_000);
    clock.observe('not a time', 0, 1);
    expect(clock.now(3_000)).toBe(13_000);
  });

  it('forgets samples older than the ones it keeps', () => {
    const clock = createServerClock(2);
    clock.observe(new Date(5_000).toISOString(), 0, 0);
    clock.observe(new Date(10_000).toISOString(), 1_000, 1_400);
    clock.observe(new Date(20_000).toISOString(), 2_000, 2_200);
    expect(clock.now(0)).toBe(20_000 - 2_100);
  });
});

describe('phase timing', () => {
  const endsAt = new Date(100_000).toISOString();

  it('counts the phase down to zero', () => {
    expect(phaseRemainingMs({ phaseEndsAt: endsAt }, 97_500)).toBe(2_500);
    expect(phaseRemainingMs({ phaseEndsAt: endsAt }, 101_000)).toBe(0);
  });

  it('places the reveal where the table is', () => {
    expect(revealElapsedMs({ phase: 'betting', phaseEndsAt: endsAt }, timetable, 90_000)).toBe(0);
    expect(revealElapsedMs({ phase: 'drawing', phaseEndsAt: endsAt }, timetable, 92_000)).toBe(0);
    expect(revealElapsedMs({ phase: 'drawing', phaseEndsAt: endsAt }, timetable, 95_000)).toBe(3_000);
    expect(revealElapsedMs({ phase: 'drawing', phaseEndsAt: endsAt }, timetable, 80_000)).toBe(0);
    expect(revealElapsedMs({ phase: 'settled', phaseEndsAt: endsAt }, timetable, 99_000)).toBe(8_000);
  });

  it('polls once a second and right after a phase ends', () => {
    expect(nextPollDelayMs({ phaseEndsAt: endsAt }, 90_000)).toBe(1_000);
    expect(nextPollDelayMs({ phaseEndsAt: endsAt }, 99_600)).toBe(550);
    expect(nextPollDelayMs({ phaseEndsAt: endsAt }, 100_500)).toBe(250);
  });
});
