import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutValueOf } from './cash-out.js';
import { MarketsError } from './markets-error.js';
import { potentialReturnOf } from './payout.js';

const won = { win: 1, push: 0, lose: 0 };
const lost = { win: 0, push: 0, lose: 1 };
const halfWon = { win: 0.5, push: 0.5, lose: 0 };

describe('cash-out value (reference §5.7)', () => {
  it('the worked example: 1,000 THB at 2.07, P(home) 0.782, 5 % margin offers 1,542 THB within rounding', () => {
    const running = { state: 'running' as const, oddsMilli: 2070, probability: 0.782, pushProbability: 0 };
    const fair = cashOutValueOf({ stakeMinor: 100_000n, legs: [running], marginBasisPoints: 0 });
    expect(fair).toBe(161_874n); // 1,618.74 THB, "1,619"
    const offer = cashOutValueOf({ stakeMinor: 100_000n, legs: [running], marginBasisPoints: 500 });
    expect(offer).toBe(154_165n); // 161,874 / 1.05 rounded down
    expect(Math.abs(Number(offer) / 100 - 1542)).toBeLessThan(1);
    // The naive stake × placed odds / current book odds (1.217) would offer 1,700: more than fair.
    expect(offer).toBeLessThan(170_000n);
  });

  it('values decided legs by their factor and running legs by d × P(win) + P(push)', () => {
    const value = cashOutValueOf({
      stakeMinor: 10_000n,
      legs: [
        { state: 'decided', oddsMilli: 2020, fractions: halfWon },
        { state: 'running', oddsMilli: 1900, probability: 0.25, pushProbability: 0.5 },
      ],
      marginBasisPoints: 0,
    });
    // 100.00 × 1.51 × (1.9 × 0.25 + 0.5) = 147.225
    expect(value).toBe(14_722n);
  });

  it('offers nothing on a lost leg or when no leg is still running', () => {
    const running = { state: 'running' as const, oddsMilli: 1900, probability: 0.5, pushProbability: 0 };
    expect(
      cashOutValueOf({
        stakeMinor: 100n,
        legs: [{ state: 'decided', oddsMilli: 1900, fractions: lost }, running],
        marginBasisPoints: 500,
      }),
    ).toBeUndefined();
    expect(
      cashOutValueOf({
        stakeMinor: 100n,
        legs: [{ state: 'decided', oddsMilli: 1900, fractions: won }],
        marginBasisPoints: 500,
      }),
    ).toBeUndefined();
    expect(
      cashOutValueOf({
        stakeMinor: 100n,
        legs: [{ ...running, probability: 0 }],
        marginBasisPoints: 500,
      }),
    ).toBe(0n);
  });

  it('refuses probabilities and margins it cannot mean', () => {
    const leg = (probability: number, pushProbability: number) => ({
      state: 'running' as const,
      oddsMilli: 1900,
      probability,
      pushProbability,
    });
    expect(() => cashOutValueOf({ stakeMinor: 1n, legs: [leg(1.2, 0)], marginBasisPoints: 0 })).toThrow(MarketsError);
    expect(() => cashOutValueOf({ stakeMinor: 1n, legs: [leg(0.7, 0.4)], marginBasisPoints: 0 })).toThrow(MarketsError);
    expect(() => cashOutValueOf({ stakeMinor: 1n, legs: [leg(0.5, 0)], marginBasisPoints: -1 })).toThrow(MarketsError);
    expect(() => cashOutValueOf({ stakeMinor: -1n, legs: [leg(0.5, 0)], marginBasisPoints: 0 })).toThrow(MarketsError);
  });

  const runningLeg = fc
    .tuple(fc.integer({ min: 1001, max: 20_000 }), fc.integer({ min: 0, max: 1_000_000_000 }), fc.nat(1_000_000_000))
    .map(([oddsMilli, win, push]) => ({
      state: 'running' as const,
      oddsMilli,
      probability: win / 1e9,
      pushProbability: Math.min(push, 1_000_000_000 - win) / 1e9,
    }));

  it('at the start (margin 0, one leg) equals floor(stake × d × p), and a margin only lowers it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        runningLeg,
        fc.integer({ min: 1, max: 2000 }),
        (stake, leg, margin) => {
          const fair = cashOutValueOf({
            stakeMinor: stake,
            legs: [{ ...leg, pushProbability: 0 }],
            marginBasisPoints: 0,
          });
          const billionths = BigInt(Math.floor(leg.probability * 1e9));
          expect(fair).toBe((stake * BigInt(leg.oddsMilli) * billionths) / 10n ** 12n);
          const offer = cashOutValueOf({ stakeMinor: stake, legs: [leg], marginBasisPoints: margin });
          const fairWithPush = cashOutValueOf({ stakeMinor: stake, legs: [leg], marginBasisPoints: 0 });
          expect(offer).toBeLessThanOrEqual(fairWithPush ?? 0n);
        },
      ),
    );
  });

  it('never offers more than the ticket could ever return', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(runningLeg, { minLength: 1, maxLength: 10 }),
        (stake, legs) => {
          const value = cashOutValueOf({ stakeMinor: stake, legs, marginBasisPoints: 0 });
          expect(value).toBeLessThanOrEqual(
            potentialReturnOf(
              stake,
              legs.map((leg) => leg.oddsMilli),
            ),
          );
        },
      ),
    );
  });
});
