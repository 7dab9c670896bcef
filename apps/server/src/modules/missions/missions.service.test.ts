import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName } from '@croupier/contracts';
import { betDelta, isPeriodOfKind, periodBounds, periodOf, prizeOfRank, rankEntries } from './missions.service.js';
import type { CountedMission, MissionBetEvent } from './missions.service.js';

const mission: CountedMission = {
  id: 'm',
  merchantId: 'b',
  kind: 'daily',
  metric: 'valid_bet',
  categories: ['RNG', 'FISH'],
  minStakeMinor: 0n,
  startsAt: new Date('2026-03-09T00:00:00+07:00'),
  endsAt: new Date('2026-03-16T00:00:00+07:00'),
};
const bet = (overrides: Partial<MissionBetEvent> = {}): MissionBetEvent => ({
  source: 'round',
  betKey: 'k',
  eventNo: 1,
  eventType: 'SETTLED',
  merchantId: 'b',
  memberId: 'x',
  gameType: 'RNG',
  stakeMinor: 1_000n,
  validBetMinor: 1_000n,
  stakeTotalMinor: 1_000n,
  settledAt: new Date('2026-03-10T12:00:00+07:00'),
  ...overrides,
});

describe('what a bet adds (M2)', () => {
  it('counts the valid bet of an eligible category inside the window only', () => {
    expect(betDelta(mission, bet())).toBe(1_000n);
    expect(betDelta(mission, bet({ gameType: 'LIVE' }))).toBe(0n);
    expect(betDelta(mission, bet({ settledAt: new Date('2026-03-16T00:00:00+07:00') }))).toBe(0n);
    expect(betDelta(mission, bet({ settledAt: new Date('2026-03-08T23:59:59+07:00') }))).toBe(0n);
    expect(betDelta(mission, bet({ merchantId: 'other' }))).toBe(0n);
    expect(betDelta(mission, bet({ eventType: 'VOIDED', validBetMinor: -1_000n }))).toBe(-1_000n);
  });

  it('counts a bet by number from the minimum stake, and a void or lowering takes it back', () => {
    const counting = { ...mission, metric: 'bet_count' as const, minStakeMinor: 500n };
    expect(betDelta(counting, bet())).toBe(1n);
    expect(betDelta(counting, bet({ stakeMinor: 400n, stakeTotalMinor: 400n }))).toBe(0n);
    expect(betDelta(counting, bet({ eventType: 'VOIDED', stakeMinor: -1_000n, stakeTotalMinor: 0n }))).toBe(-1n);
    expect(betDelta(counting, bet({ eventType: 'RESETTLED', stakeMinor: 200n, stakeTotalMinor: 1_200n }))).toBe(0n);
  });
});

describe('periods in the brand zone', () => {
  it('keys a day, a week by its Monday and an event', () => {
    const late = new Date('2026-03-15T20:00:00Z'); // Monday 16 March, 03:00 in Bangkok
    expect(periodOf('daily', late, 'Asia/Bangkok')).toBe('2026-03-16');
    expect(periodOf('weekly', late, 'Asia/Bangkok')).toBe('2026-03-16');
    expect(periodOf('weekly', late, 'UTC')).toBe('2026-03-09');
    expect(periodOf('event', late, 'UTC')).toBe('event');
    expect(isPeriodOfKind('weekly', '2026-03-16')).toBe(true);
    expect(isPeriodOfKind('weekly', '2026-03-17')).toBe(false);
    expect(isPeriodOfKind('daily', 'event')).toBe(false);
    expect(periodBounds(mission, '2026-03-10', 'Asia/Bangkok')).toEqual({
      start: new Date('2026-03-10T00:00:00+07:00'),
      end: new Date('2026-03-11T00:00:00+07:00'),
    });
  });
});

describe('the leaderboard order (M4)', () => {
  it('breaks a tie by who reached the value first, the reference example §7.5', () => {
    const x = { memberId: 'x', value: 21_240_000n, reachedAt: new Date('2026-03-15T18:02:00+07:00') };
    const y = { memberId: 'y', value: 21_240_000n, reachedAt: new Date('2026-03-15T21:40:00+07:00') };
    const top = { memberId: 'z', value: 30_000_000n, reachedAt: new Date('2026-03-15T23:00:00+07:00') };
    const low = { memberId: 'w', value: 9_000_000n, reachedAt: new Date('2026-03-09T01:00:00+07:00') };
    expect(rankEntries([y, low, x, top], 10_000_000n).map((entry) => entry.memberId)).toEqual(['z', 'x', 'y']);
  });

  it('gives the same ranks in any input order', () => {
    const entry = fc.record({
      memberId: fc.uuid(),
      value: fc.bigInt({ min: 0n, max: 50n }),
      reachedAt: fc.integer({ min: 0, max: 20 }).map((minute) => new Date(minute * 60_000)),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (item) => item.memberId, maxLength: 30 }), (entries) => {
        const once = rankEntries(entries, 1n).map((item) => item.memberId);
        const reversed = rankEntries([...entries].reverse(), 1n).map((item) => item.memberId);
        expect(reversed).toEqual(once);
        const ranked = rankEntries(entries, 1n);
        for (let index = 1; index < ranked.length; index += 1) {
          const before = ranked[index - 1];
          const after = ranked[index];
          if (!before || !after) continue;
          expect(
            before.value > after.value || (before.value === after.value && before.reachedAt <= after.reachedAt),
          ).toBe(true);
        }
      }),
    );
  });

  it('finds the prize of a rank range', () => {
    const prizes = [
      { fromRank: 1, toRank: 1, prizeMinor: '500000' },
      { fromRank: 4, toRank: 10, prizeMinor: '50000' },
    ];
    expect(prizeOfRank(prizes, 1)).toBe(500_000n);
    expect(prizeOfRank(prizes, 2)).toBeNull();
    expect(prizeOfRank(prizes, 10)).toBe(50_000n);
    expect(prizeOfRank(prizes, 11)).toBeNull();
  });
});

describe('masked names', () => {
  it('shows the first two and the last character', () => {
    expect(maskName('demo01')).toBe('de***1');
    expect(maskName('derpo')).toBe('de***o');
    expect(maskName('abc')).toBe('a***c');
    expect(maskName('ab')).toBe('a***');
  });
});
