import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashbackMinor,
  cashbackPeriodAt,
  endedCashbackPeriods,
  gameTypesOf,
  lowestTierMinor,
  previousCashbackPeriod,
} from './cashback.js';
import { periodKeyOf } from './promotions.service.js';

type Reward = Parameters<typeof cashbackMinor>[0];

/** E2.2: 5 % from 1,000, 8 % from 10,000, cap 5,000 (in minor units: hundredths). */
const e22 = (mode: Reward['mode']): Reward => ({
  kind: 'percent_of_net_loss',
  mode,
  tiers: [
    { fromMinor: '1000000', basisPoints: 800 },
    { fromMinor: '100000', basisPoints: 500 },
  ],
  capMinor: '500000',
});

describe('cashbackMinor (engagement reference E2.2)', () => {
  it('pays a net loss of 15,000 1,200 by heap and 850 by tier, to the cent', () => {
    expect(cashbackMinor(e22('heap'), 1_500_000n)).toBe(120_000n);
    expect(cashbackMinor(e22('tier'), 1_500_000n)).toBe(85_000n);
  });

  it('pays nothing below the lowest tier, nothing for a win, and the lowest tier from its threshold', () => {
    for (const mode of ['heap', 'tier'] as const) {
      expect(cashbackMinor(e22(mode), 99_999n)).toBe(0n);
      expect(cashbackMinor(e22(mode), 0n)).toBe(0n);
      expect(cashbackMinor(e22(mode), -50_000n)).toBe(0n);
    }
    // 5,000 lost: heap 5 % of all of it; tier 5 % of the 4,000 above the threshold.
    expect(cashbackMinor(e22('heap'), 500_000n)).toBe(25_000n);
    expect(cashbackMinor(e22('tier'), 500_000n)).toBe(20_000n);
    expect(lowestTierMinor(e22('tier'))).toBe(100_000n);
  });

  it('rounds down to the minor unit and stops at the cap', () => {
    // 1,000.07 at 5 % by heap is 50.0035: 50.00.
    expect(cashbackMinor(e22('heap'), 100_007n)).toBe(5_000n);
    // 1,000.19 by tier: 0.19 × 5 % = 0.0095, nothing yet.
    expect(cashbackMinor(e22('tier'), 100_019n)).toBe(0n);
    expect(cashbackMinor(e22('heap'), 100_000_000n)).toBe(500_000n);
    expect(cashbackMinor(e22('tier'), 100_000_000n)).toBe(500_000n);
  });

  const tiers = fc
    .array(
      fc.record({ from: fc.bigInt({ min: 0n, max: 10_000_000n }), basisPoints: fc.integer({ min: 0, max: 5000 }) }),
      {
        minLength: 1,
        maxLength: 10,
      },
    )
    .map((drawn) => {
      // Rates that do not fall as the threshold rises, as an operator sets them (heap is monotone only then).
      const thresholds = drawn.map((tier) => tier.from).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const rates = drawn.map((tier) => tier.basisPoints).sort((a, b) => a - b);
      return thresholds.map((from, index) => ({ fromMinor: from.toString(), basisPoints: rates[index] ?? 0 }));
    });
  const rewards = fc.record({
    kind: fc.constant('percent_of_net_loss' as const),
    mode: fc.constantFrom('heap' as const, 'tier' as const),
    tiers,
    capMinor: fc.bigInt({ min: 0n, max: 1_000_000n }).map(String),
  });
  const losses = fc.bigInt({ min: -1_000_000n, max: 50_000_000n });

  it('never pays above the cap nor below zero, nor more than the loss', () => {
    fc.assert(
      fc.property(rewards, losses, (reward, loss) => {
        const paid = cashbackMinor(reward, loss);
        expect(paid >= 0n).toBe(true);
        expect(paid <= BigInt(reward.capMinor)).toBe(true);
        expect(paid <= (loss > 0n ? loss : 0n)).toBe(true);
      }),
    );
  });

  it('never pays less for a larger loss', () => {
    fc.assert(
      fc.property(rewards, losses, fc.bigInt({ min: 0n, max: 5_000_000n }), (reward, loss, more) => {
        expect(cashbackMinor(reward, loss + more) >= cashbackMinor(reward, loss)).toBe(true);
      }),
    );
  });

  it('pays by tier never more than by heap for the same tiers', () => {
    fc.assert(
      fc.property(rewards, losses, (reward, loss) => {
        expect(
          cashbackMinor({ ...reward, mode: 'tier' }, loss) <= cashbackMinor({ ...reward, mode: 'heap' }, loss),
        ).toBe(true);
      }),
    );
  });
});

describe('cashback periods in the brand zone', () => {
  it("bounds E2.2's week 2026-W11 in Bangkok: Monday 00:00 to the next Monday 00:00 (UTC+7)", () => {
    const period = cashbackPeriodAt('weekly', new Date('2026-03-12T10:00:00Z'), 'Asia/Bangkok');
    expect(period.start.toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-03-15T17:00:00.000Z');
    expect(periodKeyOf('weekly', period.start, 'Asia/Bangkok')).toBe('2026-W11');
    // Monday 04:00 in Bangkok, when the job runs: the week that ended is W11.
    const closed = previousCashbackPeriod('weekly', new Date('2026-03-15T21:00:00Z'), 'Asia/Bangkok');
    expect(closed).toEqual(period);
  });

  it('bounds days and months, across a daylight-saving change', () => {
    const day = cashbackPeriodAt('daily', new Date('2026-11-27T20:00:00Z'), 'Asia/Bangkok');
    expect([day.start.toISOString(), day.end.toISOString()]).toEqual([
      '2026-11-27T17:00:00.000Z',
      '2026-11-28T17:00:00.000Z',
    ]);
    // March 2026 in São Paulo has no change; in New York it has (8 March): the month is 31 days less an hour.
    const march = cashbackPeriodAt('monthly', new Date('2026-03-20T12:00:00Z'), 'America/New_York');
    expect([march.start.toISOString(), march.end.toISOString()]).toEqual([
      '2026-03-01T05:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
    ]);
    const december = previousCashbackPeriod('monthly', new Date('2027-01-01T06:00:00Z'), 'Asia/Bangkok');
    expect(december.start.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(periodKeyOf('monthly', december.start, 'Asia/Bangkok')).toBe('2026-12');
  });

  it('lists the last ended periods oldest first, each ending where the next begins', () => {
    const periods = endedCashbackPeriods('weekly', new Date('2026-03-15T21:00:00Z'), 'Asia/Bangkok', 3);
    expect(periods.map((period) => periodKeyOf('weekly', period.start, 'Asia/Bangkok'))).toEqual([
      '2026-W09',
      '2026-W10',
      '2026-W11',
    ]);
    expect(periods[0]?.end).toEqual(periods[1]?.start);
    expect(periods[1]?.end).toEqual(periods[2]?.start);
    expect(periods[2]?.end.toISOString()).toBe('2026-03-15T17:00:00.000Z');
  });

  it('counts every catalogue category in exactly one product family', () => {
    const all = [...gameTypesOf('casino'), ...gameTypesOf('sports'), ...gameTypesOf('lottery')];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(['COCKFIGHT', 'ELOTT', 'ESPORTS', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
  });
});
