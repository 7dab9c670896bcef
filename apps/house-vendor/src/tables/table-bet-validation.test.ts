import { describe, expect, it } from 'vitest';
import { maxBetsPerRequest, parseTableBets, validateBets } from './table-bet-validation.js';
import { defaultTableConfig } from './table-config.js';

const baccarat = defaultTableConfig('baccarat');
const roulette = defaultTableConfig('roulette');

describe('validateBets', () => {
  it('accepts bets within limits and answers the round’s totals per spot', () => {
    expect(
      validateBets(
        baccarat,
        [
          { spot: 'banker', amountMinor: 5_000 },
          { spot: 'tie', amountMinor: 1_000 },
          { spot: 'banker', amountMinor: 1_000 },
        ],
        [{ spot: 'player-pair', amountMinor: 2_000 }],
      ),
    ).toEqual({
      ok: true,
      bets: [
        { spot: 'player-pair', amountMinor: 2_000 },
        { spot: 'banker', amountMinor: 6_000 },
        { spot: 'tie', amountMinor: 1_000 },
      ],
    });
  });

  it('refuses an empty or oversized request', () => {
    expect(validateBets(baccarat, [])).toEqual({ ok: false, code: 'NO_BETS' });
    const many = Array.from({ length: maxBetsPerRequest + 1 }, () => ({ spot: 'red', amountMinor: 1_000 }));
    expect(validateBets(roulette, many)).toEqual({ ok: false, code: 'TOO_MANY_BETS' });
  });

  it('refuses a spot the table does not have', () => {
    for (const spot of ['dragon', 'straight-1', '__proto__', 'constructor', '']) {
      expect(validateBets(baccarat, [{ spot, amountMinor: 1_000 }])).toEqual({ ok: false, code: 'UNKNOWN_SPOT', spot });
    }
    expect(validateBets(roulette, [{ spot: 'straight-37', amountMinor: 1_000 }])).toMatchObject({
      code: 'UNKNOWN_SPOT',
    });
  });

  it('refuses amounts that are not positive whole multiples of the bet step', () => {
    for (const amountMinor of [0, -1_000, 1_050, 10.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(validateBets(baccarat, [{ spot: 'player', amountMinor }]), String(amountMinor)).toEqual({
        ok: false,
        code: 'INVALID_AMOUNT',
        spot: 'player',
      });
    }
  });

  it('holds each spot’s minimum and maximum on the round’s total on that spot', () => {
    expect(validateBets(baccarat, [{ spot: 'player', amountMinor: 900 }])).toEqual({
      ok: false,
      code: 'BELOW_SPOT_MINIMUM',
      spot: 'player',
    });
    expect(
      validateBets(baccarat, [{ spot: 'player', amountMinor: 500 }], [{ spot: 'player', amountMinor: 1_000 }]).ok,
    ).toBe(true);
    expect(validateBets(baccarat, [{ spot: 'tie', amountMinor: 500_000 }]).ok).toBe(true);
    expect(
      validateBets(baccarat, [{ spot: 'tie', amountMinor: 100 }], [{ spot: 'tie', amountMinor: 500_000 }]),
    ).toEqual({ ok: false, code: 'ABOVE_SPOT_MAXIMUM', spot: 'tie' });
    expect(validateBets(roulette, [{ spot: 'straight-7', amountMinor: 200_100 }])).toMatchObject({
      code: 'ABOVE_SPOT_MAXIMUM',
    });
  });

  it('holds the round maximum over every spot together', () => {
    const placed = [
      { spot: 'player', amountMinor: 5_000_000 },
      { spot: 'banker', amountMinor: 4_500_000 },
    ];
    expect(validateBets(baccarat, [{ spot: 'tie', amountMinor: 500_000 }], placed).ok).toBe(true);
    expect(validateBets(baccarat, [{ spot: 'tie', amountMinor: 500_100 }], placed)).toMatchObject({
      code: 'ABOVE_SPOT_MAXIMUM',
    });
    expect(
      validateBets(
        baccarat,
        [{ spot: 'player-pair', amountMinor: 1_000 }],
        [...placed, { spot: 'tie', amountMinor: 500_000 }],
      ),
    ).toEqual({ ok: false, code: 'ABOVE_ROUND_MAXIMUM' });
  });
});

describe('parseTableBets', () => {
  it('reads decimal amounts and refuses the whole list on a bad one', () => {
    expect(
      parseTableBets([
        { spot: 'red', amount: '50.00' },
        { spot: 'odd', amount: '10' },
      ]),
    ).toEqual({
      ok: true,
      bets: [
        { spot: 'red', amountMinor: 5_000 },
        { spot: 'odd', amountMinor: 1_000 },
      ],
    });
    expect(
      parseTableBets([
        { spot: 'red', amount: '50.00' },
        { spot: 'odd', amount: '10.001' },
      ]),
    ).toEqual({
      ok: false,
      code: 'INVALID_AMOUNT',
      spot: 'odd',
    });
  });
});
