import { describe, expect, it } from 'vitest';
import { cardsPerDeck } from '../tables/card-shoe.js';
import { commitmentOf, shuffledDeck } from './committed-deck.js';

describe('committed deck', () => {
  it('is a permutation of one deck, fixed by the seeds and the hand number', () => {
    const deck = shuffledDeck('server-seed', 'client-seed', 1);
    expect(new Set(deck.map((card) => `${card.rank}${card.suit}`)).size).toBe(cardsPerDeck);
    expect(shuffledDeck('server-seed', 'client-seed', 1)).toEqual(deck);
    expect(shuffledDeck('server-seed', 'client-seed', 2)).not.toEqual(deck);
    expect(shuffledDeck('server-seed', 'other-client-seed', 1)).not.toEqual(deck);
  });

  it('commits to the server seed with SHA-256', () => {
    expect(commitmentOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('puts every card in every position about equally often', () => {
    const counts = new Map<string, number>();
    const hands = 5_200;
    for (let hand = 0; hand < hands; hand += 1) {
      const top = shuffledDeck('uniformity', 'seed', hand)[0];
      const key = `${top?.rank}${top?.suit}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(cardsPerDeck);
    // 100 expected per card; a fair shuffle stays far inside these bounds (about 6 standard deviations).
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(40);
      expect(count).toBeLessThan(160);
    }
  });
});
