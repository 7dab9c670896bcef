import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import { dealBaccarat } from './baccarat-engine.js';
import { dealDragonTiger } from './dragon-tiger-engine.js';
import { drawOutcome, findSpotPayout, settleBets, spotPayouts, totalReturnMinor } from './table-engine.js';
import { tableKinds } from './table-types.js';
import type { Card } from './table-types.js';

function stackedCoup(...ranks: number[]) {
  const cards: Card[] = ranks.map((rank) => ({ rank, suit: 'hearts' }));
  return dealBaccarat(() => cards.shift() ?? { rank: 10, suit: 'spades' });
}

describe('drawOutcome', () => {
  it('draws the outcome of the table kind it is asked for', () => {
    for (const kind of tableKinds) expect(drawOutcome(kind, createSeededRandom(kind)).kind).toBe(kind);
  });
});

describe('settleBets', () => {
  it('settles a banker win: banker 0.95:1, player loses, banker pair 11:1', () => {
    // Player 2 + 10 draws a 3 (5); banker 6 + 6 (2) draws on a player's 3 and takes a 5: 7 beats 5.
    const outcome = stackedCoup(2, 6, 10, 6, 3, 5);
    expect(outcome).toMatchObject({ winner: 'banker', playerTotal: 5, bankerTotal: 7, bankerPair: true });
    const settled = settleBets('baccarat', outcome, [
      { spot: 'banker', amountMinor: 10_000 },
      { spot: 'player', amountMinor: 10_000 },
      { spot: 'banker-pair', amountMinor: 1_000 },
      { spot: 'player-pair', amountMinor: 1_000 },
      { spot: 'tie', amountMinor: 1_000 },
    ]);
    expect(settled.map((bet) => [bet.spot, bet.result, bet.returnMinor])).toEqual([
      ['banker', 'win', 19_500],
      ['player', 'lose', 0],
      ['banker-pair', 'win', 12_000],
      ['player-pair', 'lose', 0],
      ['tie', 'lose', 0],
    ]);
    expect(totalReturnMinor(settled)).toBe(31_500);
  });

  it('pushes player and banker on a baccarat tie and pays the tie 8:1', () => {
    const tie = stackedCoup(10, 10, 7, 7);
    const settled = settleBets('baccarat', tie, [
      { spot: 'player', amountMinor: 2_000 },
      { spot: 'banker', amountMinor: 3_000 },
      { spot: 'tie', amountMinor: 1_000 },
    ]);
    expect(settled.map((bet) => bet.returnMinor)).toEqual([2_000, 3_000, 9_000]);
    expect(settled.map((bet) => bet.result)).toEqual(['push', 'push', 'win']);
  });

  it('pays roulette 35:1, 2:1 and 1:1 and takes everything outside on zero', () => {
    const bets = [
      { spot: 'straight-0', amountMinor: 1_000 },
      { spot: 'red', amountMinor: 1_000 },
      { spot: 'dozen-1', amountMinor: 1_000 },
      { spot: 'column-3', amountMinor: 1_000 },
    ];
    const zero = settleBets('roulette', { kind: 'roulette', number: 0, color: 'green' }, bets);
    expect(zero.map((bet) => bet.returnMinor)).toEqual([36_000, 0, 0, 0]);
    const twelve = settleBets('roulette', { kind: 'roulette', number: 12, color: 'red' }, bets);
    expect(twelve.map((bet) => bet.returnMinor)).toEqual([0, 2_000, 3_000, 3_000]);
  });

  it('returns half of dragon and tiger stakes on a tie, rounded down', () => {
    const tie = dealDragonTiger({ rank: 12, suit: 'hearts' }, { rank: 12, suit: 'spades' });
    const settled = settleBets('dragon-tiger', tie, [
      { spot: 'dragon', amountMinor: 10_000 },
      { spot: 'tiger', amountMinor: 1_001 },
      { spot: 'tie', amountMinor: 1_000 },
    ]);
    expect(settled.map((bet) => [bet.result, bet.returnMinor])).toEqual([
      ['half-loss', 5_000],
      ['half-loss', 500],
      ['win', 9_000],
    ]);
  });

  it('refuses an outcome of another table and a spot the table does not have', () => {
    const spin = { kind: 'roulette', number: 5, color: 'red' } as const;
    expect(() => settleBets('baccarat', spin, [])).toThrow(TypeError);
    expect(() => settleBets('roulette', spin, [{ spot: 'banker', amountMinor: 100 }])).toThrow(RangeError);
  });
});

describe('spots', () => {
  it('lists each kind’s spots once, each findable by id', () => {
    for (const kind of tableKinds) {
      const ids = spotPayouts(kind).map((payout) => payout.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(findSpotPayout(kind, id)?.id).toBe(id);
    }
    expect(findSpotPayout('dragon-tiger', 'banker')).toBeUndefined();
    expect(findSpotPayout('roulette', 'toString')).toBeUndefined();
  });
});

describe('settlement properties', () => {
  it('returns nothing, half, the stake or the stake plus its payout, never more, for any round and amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tableKinds),
        fc.string(),
        fc.integer({ min: 1, max: 10_000_000 }),
        (kind, seed, amountMinor) => {
          const outcome = drawOutcome(kind, createSeededRandom(seed));
          const bets = spotPayouts(kind).map((payout) => ({ spot: payout.id, amountMinor }));
          for (const [index, bet] of settleBets(kind, outcome, bets).entries()) {
            const payout = spotPayouts(kind)[index]!;
            const allowed = {
              lose: 0,
              'half-loss': Math.floor(amountMinor / 2),
              push: amountMinor,
              win: amountMinor + Math.floor((amountMinor * payout.numerator) / payout.denominator),
            };
            expect(bet.returnMinor).toBe(allowed[bet.result]);
            expect(Number.isSafeInteger(bet.returnMinor)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('replays a baccarat coup from its stored cards alone', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const outcome = drawOutcome('baccarat', createSeededRandom(seed));
        const [player1, player2, player3] = outcome.playerCards;
        const [banker1, banker2, banker3] = outcome.bankerCards;
        const dealt = [player1, banker1, player2, banker2, player3, banker3].filter((card) => card !== undefined);
        expect(dealBaccarat(() => dealt.shift() ?? { rank: 0, suit: 'spades' })).toEqual(outcome);
      }),
      { numRuns: 300 },
    );
  });
});
