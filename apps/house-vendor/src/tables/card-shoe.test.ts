import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import { baccaratValue, cardAt, openShoe } from './card-shoe.js';

describe('openShoe', () => {
  it('deals every card of the shoe exactly once, then refuses', () => {
    const shoe = openShoe(createSeededRandom('whole shoe'), 8);
    const seen = new Map<string, number>();
    for (let index = 0; index < 416; index += 1) {
      const card = shoe.deal();
      const name = `${card.rank}-${card.suit}`;
      seen.set(name, (seen.get(name) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((count) => count === 8)).toBe(true);
    expect(() => shoe.deal()).toThrow(RangeError);
  });

  it('replays the same cards from the same seed', () => {
    const deal = (seed: string) => {
      const shoe = openShoe(createSeededRandom(seed), 8);
      return Array.from({ length: 6 }, () => shoe.deal());
    };
    expect(deal('coup 7')).toEqual(deal('coup 7'));
    expect(deal('coup 7')).not.toEqual(deal('coup 8'));
  });

  it('gives each rank the same chance at every deal position', () => {
    const random = createSeededRandom('ranks by position');
    const rounds = 26_000;
    const secondCardRanks = new Array<number>(14).fill(0);
    for (let round = 0; round < rounds; round += 1) {
      const shoe = openShoe(random, 8);
      shoe.deal();
      secondCardRanks[shoe.deal().rank]! += 1;
    }
    for (let rank = 1; rank <= 13; rank += 1) expect(secondCardRanks[rank]! / rounds).toBeCloseTo(1 / 13, 2);
  });
});

describe('cards', () => {
  it('lays an unshuffled deck out rank by rank, suit by suit', () => {
    expect(cardAt(0)).toEqual({ rank: 1, suit: 'spades' });
    expect(cardAt(12)).toEqual({ rank: 13, suit: 'spades' });
    expect(cardAt(13)).toEqual({ rank: 1, suit: 'hearts' });
    expect(cardAt(51)).toEqual({ rank: 13, suit: 'clubs' });
    expect(cardAt(52)).toEqual({ rank: 1, suit: 'spades' });
  });

  it('counts aces as one and tens and pictures as nothing in baccarat', () => {
    expect([1, 5, 9, 10, 11, 12, 13].map((rank) => baccaratValue({ rank, suit: 'hearts' }))).toEqual([
      1, 5, 9, 0, 0, 0, 0,
    ]);
  });
});
