import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegFractions } from '../domain/sportsbook-model.js';
import { resultsOf } from './market-results.js';
import { MarketsError } from './markets-error.js';
import { legFractionsOf, parlayDecidedEarly, payoutOf, potentialReturnOf, ticketResultOf } from './payout.js';
import { formatSpecifiers } from './specifiers.js';

const won: LegFractions = { win: 1, push: 0, lose: 0 };
const lost: LegFractions = { win: 0, push: 0, lose: 1 };
const pushed: LegFractions = { win: 0, push: 1, lose: 0 };
const halfWon: LegFractions = { win: 0.5, push: 0.5, lose: 0 };
const halfLost: LegFractions = { win: 0, push: 0.5, lose: 0.5 };
const thb = (baht: number): bigint => BigInt(Math.round(baht * 100));

describe('leg fractions (reference §5.2)', () => {
  it('maps UOF results, void factors and dead heats', () => {
    expect(legFractionsOf({ outcomeId: 'home', result: 1 })).toEqual(won);
    expect(legFractionsOf({ outcomeId: 'home', result: 0 })).toEqual(lost);
    expect(legFractionsOf({ outcomeId: 'home', result: 0, voidFactor: 1 })).toEqual(pushed);
    expect(legFractionsOf({ outcomeId: 'home', result: 1, voidFactor: 1 })).toEqual(pushed);
    expect(legFractionsOf({ outcomeId: 'home', result: 1, voidFactor: 0.5 })).toEqual(halfWon);
    expect(legFractionsOf({ outcomeId: 'home', result: 0, voidFactor: 0.5 })).toEqual(halfLost);
    expect(legFractionsOf({ outcomeId: 'c1', result: 1, deadHeatFactor: 0.5 })).toEqual({
      win: 0.5,
      push: 0,
      lose: 0.5,
    });
  });

  it('refuses void and dead-heat factors it cannot mean', () => {
    expect(() => legFractionsOf({ outcomeId: 'x', result: 1, voidFactor: 0.3 as 0.5 })).toThrow(MarketsError);
    expect(() => legFractionsOf({ outcomeId: 'x', result: 1, deadHeatFactor: 0 })).toThrow(MarketsError);
    expect(() => legFractionsOf({ outcomeId: 'x', result: 1, deadHeatFactor: 1.5 })).toThrow(MarketsError);
  });

  const anyResult = fc.record({
    outcomeId: fc.constant('x'),
    result: fc.constantFrom<0 | 1>(0, 1),
    voidFactor: fc.constantFrom<0 | 0.5 | 1 | undefined>(undefined, 0, 0.5, 1),
    deadHeatFactor: fc.option(
      fc.integer({ min: 1, max: 12 }).map((tied) => 1 / tied),
      { nil: undefined },
    ),
  });

  it('w + p + l = 1 for every result, void factor and dead heat', () => {
    fc.assert(
      fc.property(anyResult, (result) => {
        const { win, push, lose } = legFractionsOf(result);
        expect(win + push + lose).toBeCloseTo(1, 12);
        expect(Math.min(win, push, lose)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('payout: the reference §3.5 worked examples (stake 1,000 THB)', () => {
  const legFrom = (type: 'ft_ah' | 'ft_ou', line: number, score: [number, number], outcomeId: string) => {
    const specifiers = formatSpecifiers(type === 'ft_ah' ? { hcp: line } : { total: line });
    const results = resultsOf(type, specifiers, { sport: 'football', fullTime: { home: score[0], away: score[1] } });
    const result = results?.find((candidate) => candidate.outcomeId === outcomeId);
    if (!result) throw new Error('no result');
    return legFractionsOf(result);
  };

  it('1. home −0.25 at 1.95, 1-1: returns 500 (half lose)', () => {
    const fractions = legFrom('ft_ah', -0.25, [1, 1], 'home');
    const payout = payoutOf(thb(1000), [{ oddsMilli: 1950, fractions }]);
    expect(payout).toBe(thb(500));
    expect(ticketResultOf('single', thb(1000), payout, [fractions])).toBe('HALF_LOST');
  });

  it('2. home −0.75 at 2.02: 2-1 returns 1,510 (half win), 3-1 returns 2,020', () => {
    const halfWin = legFrom('ft_ah', -0.75, [2, 1], 'home');
    expect(payoutOf(thb(1000), [{ oddsMilli: 2020, fractions: halfWin }])).toBe(thb(1510));
    expect(ticketResultOf('single', thb(1000), thb(1510), [halfWin])).toBe('HALF_WON');
    expect(payoutOf(thb(1000), [{ oddsMilli: 2020, fractions: legFrom('ft_ah', -0.75, [3, 1], 'home') }])).toBe(
      thb(2020),
    );
  });

  it('3. over 2.75 at 1.90, 3 goals: returns 1,450', () => {
    expect(payoutOf(thb(1000), [{ oddsMilli: 1900, fractions: legFrom('ft_ou', 2.75, [2, 1], 'over') }])).toBe(
      thb(1450),
    );
  });

  it('4. away +0.25 at Malay −0.88 (risk 880 at decimal 2.136), 0-0: half win, never above the exact 1,380', () => {
    const fractions = legFrom('ft_ah', -0.25, [0, 0], 'away');
    const payout = payoutOf(thb(880), [{ oddsMilli: 2136, fractions }]);
    // 880 × (2.136 + 1) / 2 = 1,379.84: the stored decimal is rounded down from 2.13636…, so the return is too.
    expect(payout).toBe(thb(1379.84));
    expect(payout).toBeLessThanOrEqual(thb(1380));
  });

  it('5. home −1 at 1.90 won 2-1: push, returns 1,000', () => {
    const fractions = legFrom('ft_ah', -1, [2, 1], 'home');
    expect(payoutOf(thb(1000), [{ oddsMilli: 1900, fractions }])).toBe(thb(1000));
    expect(ticketResultOf('single', thb(1000), thb(1000), [fractions])).toBe('PUSH');
  });
});

describe('payout: the reference §3.8 worked tickets (stake 100 THB)', () => {
  it('1. parlay with a void leg: factor 3.325, returns 332.50, PARTIAL_WON', () => {
    const legs = [
      { oddsMilli: 1900, fractions: won },
      { oddsMilli: 2100, fractions: pushed },
      { oddsMilli: 1750, fractions: won },
    ];
    const payout = payoutOf(thb(100), legs);
    expect(payout).toBe(thb(332.5));
    expect(ticketResultOf('parlay', thb(100), payout, [won, { ...pushed, voided: true }, won])).toBe('PARTIAL_WON');
  });

  it('2. parlay with a half-lost quarter leg: factor 1.6625, returns 166.25, PARTIAL_WON', () => {
    const payout = payoutOf(thb(100), [
      { oddsMilli: 1900, fractions: won },
      { oddsMilli: 1950, fractions: halfLost },
      { oddsMilli: 1750, fractions: won },
    ]);
    expect(payout).toBe(thb(166.25));
    expect(ticketResultOf('parlay', thb(100), payout, [won, halfLost, won])).toBe('PARTIAL_WON');
  });

  it('3. parlay with a half-won quarter leg: factor 5.02075, returns 502.07 (rounded down once)', () => {
    const payout = payoutOf(thb(100), [
      { oddsMilli: 1900, fractions: won },
      { oddsMilli: 2020, fractions: halfWon },
      { oddsMilli: 1750, fractions: won },
    ]);
    expect(payout).toBe(thb(502.07));
  });

  it('4. Trixie 10 a line: every line a parlay through the one formula, 221 when all win and 36 when leg 3 loses', () => {
    const lines = [
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ];
    const odds = [2000, 1800, 2500];
    const total = (fractions: LegFractions[]) =>
      lines.reduce(
        (sum, line) =>
          sum +
          payoutOf(
            thb(10),
            line.map((index) => ({ oddsMilli: odds[index] ?? 0, fractions: fractions[index] ?? won })),
          ),
        0n,
      );
    expect(total([won, won, won])).toBe(thb(221));
    expect(total([won, won, lost])).toBe(thb(36));
  });

  it('a lost leg loses the parlay; all legs voided is VOID; all pushed is PUSH; all won is WON', () => {
    expect(
      payoutOf(thb(100), [
        { oddsMilli: 1900, fractions: won },
        { oddsMilli: 1900, fractions: lost },
      ]),
    ).toBe(0n);
    expect(ticketResultOf('parlay', thb(100), 0n, [won, lost])).toBe('LOST');
    const voided = { ...pushed, voided: true };
    expect(ticketResultOf('parlay', thb(100), thb(100), [voided, voided])).toBe('VOID');
    expect(ticketResultOf('parlay', thb(100), thb(100), [pushed, voided])).toBe('PUSH');
    expect(ticketResultOf('parlay', thb(100), thb(361), [won, won])).toBe('WON');
    expect(ticketResultOf('parlay', thb(100), thb(95), [halfLost, halfWon])).toBe('PARTIAL_LOST');
    expect(ticketResultOf('single', thb(100), thb(100), [voided])).toBe('VOID');
    expect(ticketResultOf('single', thb(100), thb(190), [won])).toBe('WON');
    expect(ticketResultOf('single', thb(100), 0n, [lost])).toBe('LOST');
    expect(() => ticketResultOf('single', thb(100), 0n, [lost, lost])).toThrow(MarketsError);
  });

  it('a dead heat pays the tied share exactly: 1/3 of 300 at 3.00 is 300, not 299', () => {
    const third = legFractionsOf({ outcomeId: 'c1', result: 1, deadHeatFactor: 1 / 3 });
    const payout = payoutOf(300n, [{ oddsMilli: 3000, fractions: third }]);
    expect(payout).toBe(300n);
    expect(ticketResultOf('single', 300n, payout, [third])).toBe('PARTIAL_LOST');
    const half = legFractionsOf({ outcomeId: 'c1', result: 1, deadHeatFactor: 0.5 });
    expect(payoutOf(1000n, [{ oddsMilli: 5000, fractions: half }])).toBe(2500n);
    expect(ticketResultOf('single', 1000n, 2500n, [half])).toBe('PARTIAL_WON');
  });

  it('a parlay is decided LOST early by one lost leg, whatever is still undecided', () => {
    expect(parlayDecidedEarly([won, undefined, lost])).toBe(true);
    expect(parlayDecidedEarly([won, undefined, halfLost])).toBe(false);
    expect(parlayDecidedEarly([undefined, undefined])).toBe(false);
    expect(parlayDecidedEarly([won, won])).toBe(false);
  });

  it('refuses bad stakes, odds and fractions with a code', () => {
    expect(() => payoutOf(-1n, [{ oddsMilli: 1900, fractions: won }])).toThrow(MarketsError);
    expect(() => payoutOf(1n, [{ oddsMilli: 999, fractions: won }])).toThrow(MarketsError);
    expect(() => payoutOf(1n, [{ oddsMilli: 1900.5, fractions: won }])).toThrow(MarketsError);
    expect(() => payoutOf(1n, [{ oddsMilli: 1900, fractions: { win: 0.5, push: 0.5, lose: 0.5 } }])).toThrow(
      MarketsError,
    );
    expect(() => payoutOf(1n, [])).toThrow(MarketsError);
  });
});

/** Settled leg kinds with their factor as an exact ratio written out by hand: the §5.2 "scale by 2^k" form. */
const legKinds = [
  { fractions: won, factor: (odds: bigint): [bigint, bigint] => [odds, 1000n] },
  { fractions: halfWon, factor: (odds: bigint): [bigint, bigint] => [odds + 1000n, 2000n] },
  { fractions: halfLost, factor: (): [bigint, bigint] => [1n, 2n] },
  { fractions: pushed, factor: (): [bigint, bigint] => [1n, 1n] },
  { fractions: lost, factor: (): [bigint, bigint] => [0n, 1n] },
];
const oddsArbitrary = fc.integer({ min: 1001, max: 50_000 });
const legArbitrary = fc.record({ kind: fc.integer({ min: 0, max: 4 }), oddsMilli: oddsArbitrary });
const stakeArbitrary = fc.bigInt({ min: 0n, max: 2n ** 62n });

describe('payout properties', () => {
  it('is exact in BigInt: floor(stake × Π numerators / Π denominators), for stakes up to 2^62 and 10 legs', () => {
    fc.assert(
      fc.property(stakeArbitrary, fc.array(legArbitrary, { minLength: 1, maxLength: 10 }), (stake, legs) => {
        let numerator = stake;
        let denominator = 1n;
        for (const leg of legs) {
          const [top, bottom] = legKinds[leg.kind]?.factor(BigInt(leg.oddsMilli)) ?? [0n, 1n];
          numerator *= top;
          denominator *= bottom;
        }
        const ticketLegs = legs.map((leg) => ({
          oddsMilli: leg.oddsMilli,
          fractions: legKinds[leg.kind]?.fractions ?? won,
        }));
        expect(payoutOf(stake, ticketLegs)).toBe(numerator / denominator);
      }),
    );
  });

  it('never exceeds the potential return', () => {
    fc.assert(
      fc.property(stakeArbitrary, fc.array(legArbitrary, { minLength: 1, maxLength: 10 }), (stake, legs) => {
        const ticketLegs = legs.map((leg) => ({
          oddsMilli: leg.oddsMilli,
          fractions: legKinds[leg.kind]?.fractions ?? won,
        }));
        expect(payoutOf(stake, ticketLegs)).toBeLessThanOrEqual(
          potentialReturnOf(
            stake,
            legs.map((leg) => leg.oddsMilli),
          ),
        );
      }),
    );
  });

  it('a parlay with a void leg pays exactly what the parlay without it pays', () => {
    fc.assert(
      fc.property(
        stakeArbitrary,
        fc.array(legArbitrary, { minLength: 1, maxLength: 9 }),
        oddsArbitrary,
        fc.nat(),
        (stake, legs, voidOdds, position) => {
          const ticketLegs = legs.map((leg) => ({
            oddsMilli: leg.oddsMilli,
            fractions: legKinds[leg.kind]?.fractions ?? won,
          }));
          const withVoid = [...ticketLegs];
          withVoid.splice(position % (legs.length + 1), 0, { oddsMilli: voidOdds, fractions: pushed });
          expect(payoutOf(stake, withVoid)).toBe(payoutOf(stake, ticketLegs));
        },
      ),
    );
  });

  it('a half-won leg is worth (d + 1) / 2 and a half-lost leg 1/2', () => {
    fc.assert(
      fc.property(stakeArbitrary, oddsArbitrary, (stake, odds) => {
        expect(payoutOf(stake, [{ oddsMilli: odds, fractions: halfWon }])).toBe((stake * BigInt(odds + 1000)) / 2000n);
        expect(payoutOf(stake, [{ oddsMilli: odds, fractions: halfLost }])).toBe(stake / 2n);
      }),
    );
  });

  it('a quarter line returns what two half stakes on its neighbouring lines return, within one minor unit (§9.2.1)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -16, max: 15 }).map((half) => half / 2 + 0.25),
        fc.integer({ min: -8, max: 8 }),
        oddsArbitrary,
        fc.bigInt({ min: 1n, max: 10n ** 12n }).map((half) => 2n * half),
        fc.constantFrom('home', 'away'),
        (hcp, margin, odds, stake, side) => {
          const fullTime = margin >= 0 ? { home: margin, away: 0 } : { home: 0, away: -margin };
          const returnOn = (line: number, amount: bigint) => {
            const results = resultsOf('ft_ah', formatSpecifiers({ hcp: line }), { sport: 'football', fullTime });
            const result = results?.find((candidate) => candidate.outcomeId === side);
            if (!result) throw new Error('no result');
            return payoutOf(amount, [{ oddsMilli: odds, fractions: legFractionsOf(result) }]);
          };
          const whole = returnOn(hcp, stake);
          const halves = returnOn(hcp - 0.25, stake / 2n) + returnOn(hcp + 0.25, stake / 2n);
          expect(whole - halves).toBeGreaterThanOrEqual(-1n);
          expect(whole - halves).toBeLessThanOrEqual(1n);
        },
      ),
    );
  });

  it('the potential return is floor(stake × Π d) and the payout of an all-won ticket equals it', () => {
    fc.assert(
      fc.property(stakeArbitrary, fc.array(oddsArbitrary, { minLength: 1, maxLength: 10 }), (stake, odds) => {
        const product = odds.reduce((accumulator, value) => accumulator * BigInt(value), stake);
        const expected = product / 1000n ** BigInt(odds.length);
        expect(potentialReturnOf(stake, odds)).toBe(expected);
        expect(
          payoutOf(
            stake,
            odds.map((oddsMilli) => ({ oddsMilli, fractions: won })),
          ),
        ).toBe(expected);
      }),
    );
  });
});
