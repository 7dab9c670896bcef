import { describe, expect, it } from 'vitest';
import { cardAt } from '../tables/card-shoe.js';
import { createSeededRandom } from '../random/random-source.js';
import type { Card } from '../tables/table-types.js';
import { cardName, evaluateHand, handCategories, parseCards } from './hand-evaluator.js';
import type { HandCategory } from './hand-evaluator.js';

const deck: Card[] = Array.from({ length: 52 }, (_, index) => cardAt(index));

function strength(names: string) {
  return evaluateHand(parseCards(names));
}

describe('hand evaluator', () => {
  it('gives every 5-card hand the standard category counts and 7,462 distinct ranks', () => {
    const counts = new Map<HandCategory, number>();
    const scores = new Set<number>();
    const hand: Card[] = [];
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1)
          for (let d = c + 1; d < 52; d += 1)
            for (let e = d + 1; e < 52; e += 1) {
              hand[0] = deck[a] as Card;
              hand[1] = deck[b] as Card;
              hand[2] = deck[c] as Card;
              hand[3] = deck[d] as Card;
              hand[4] = deck[e] as Card;
              const result = evaluateHand(hand);
              counts.set(result.category, (counts.get(result.category) ?? 0) + 1);
              scores.add(result.score);
            }
    expect(Object.fromEntries(handCategories.map((category) => [category, counts.get(category)]))).toEqual({
      straightFlush: 40,
      fourOfAKind: 624,
      fullHouse: 3_744,
      flush: 5_108,
      straight: 10_200,
      threeOfAKind: 54_912,
      twoPair: 123_552,
      pair: 1_098_240,
      highCard: 1_302_540,
    });
    expect(scores.size).toBe(7_462);
  }, 120_000);

  it('scores seven cards as the best of their 21 five-card hands (random sample)', () => {
    const random = createSeededRandom('seven-card-sample');
    for (let trial = 0; trial < 4_000; trial += 1) {
      const cards = [...deck];
      for (let index = 0; index < 7; index += 1) {
        const pick = index + random.nextInt(52 - index);
        [cards[index], cards[pick]] = [cards[pick] as Card, cards[index] as Card];
      }
      const seven = cards.slice(0, 7);
      let best = 0;
      for (let skipA = 0; skipA < 7; skipA += 1)
        for (let skipB = skipA + 1; skipB < 7; skipB += 1) {
          const five = seven.filter((_, index) => index !== skipA && index !== skipB);
          best = Math.max(best, evaluateHand(five).score);
        }
      const result = evaluateHand(seven);
      expect(result.score).toBe(best);
      expect(evaluateHand(result.bestFive).score).toBe(best);
    }
  });

  it('ranks known hands, kickers included', () => {
    const ordered = [
      'Ah Kh Qh Jh Th 2c 3d', // royal flush
      '9s 8s 7s 6s 5s Ac Ad', // straight flush beats quads on board
      '5d 4d 3d 2d Ad Ks Kc', // steel wheel: the lowest straight flush
      'Qc Qd Qh Qs Kd 2c 3c', // quads, king kicker
      'Qc Qd Qh Qs Jd Tc 9c', // quads, jack kicker
      'Kc Kd Kh Qs Qd Jc 2h', // kings full of queens
      'Kc Kd Kh 2s 2d 3c 3h', // kings full of threes: the higher of two pairs plays
      '2c 2d 2h As Ad 4c 5h', // twos full of aces is below kings full
      'Ah 9h 7h 4h 3h Kc Qd', // ace-high flush
      'Ah 9h 7h 4h 2h Kc Qd', // its last card decides
      'Ts 9h 8d 7c 6s 2h 2d', // ten-high straight
      'As 2h 3d 4c 5s Kh Kd', // wheel: five-high straight, below six-high
      '7c 7d 7h Ks 9d 4c 2h', // trips, K 9 kickers
      '7c 7d 7h Ks 8d 4c 2h',
      'Ac Ad 9h 9s Kd 4c 2h', // two pair, king kicker
      'Ac Ad 9h 9s Qd 4c 2h',
      'Ac Ad 8h 8s Kd 4c 2h',
      'Jc Jd Ah Ks 9d 4c 2h', // one pair, A K 9
      'Jc Jd Ah Ks 8d 4c 2h',
      'Ah Ks Jd 9c 7h 4c 2d', // high card
      'Ah Ks Jd 9c 6h 4c 2d',
    ];
    const scores = ordered.map((hand) => strength(hand).score);
    for (let index = 1; index < scores.length; index += 1) {
      expect(scores[index - 1], `${ordered[index - 1]} beats ${ordered[index]}`).toBeGreaterThan(
        scores[index] as number,
      );
    }
    expect(strength('As 2h 3d 4c 5s Kh Kd').bestFive.map(cardName)).toEqual(['5s', '4c', '3d', '2h', 'As']);
    expect(strength('As 2h 3d 4c 5s 6h Kd').bestFive.map(cardName)).toEqual(['6h', '5s', '4c', '3d', '2h']);
    expect(strength('Kc Kd Kh 2s 2d 3c 3h').bestFive.map(cardName)).toEqual(['Kc', 'Kd', 'Kh', '3c', '3h']);
  });

  it('ties when only the suits differ and when the board plays', () => {
    expect(strength('Ah Kd Qs Jc 9h 3d 2c').score).toBe(strength('As Kc Qh Jd 9s 3c 2d').score);
    // Board A A K K Q: a pair of jacks in the hole does not play.
    expect(strength('Ac Ad Kc Kd Qh Js Jh').score).toBe(strength('Ac Ad Kc Kd Qh 3s 2h').score);
    // Three pairs: the best two play with the best remaining card.
    expect(strength('Ac Ad Kc Kd Qh Qs 2h').bestFive.map(cardName)).toEqual(['Ac', 'Ad', 'Kc', 'Kd', 'Qh']);
  });

  it('refuses a card twice and wrong hand sizes', () => {
    expect(() => strength('Ah Ah Kd Qs Jc')).toThrow(RangeError);
    expect(() => strength('Ah Kd Qs Jc')).toThrow(RangeError);
  });
});
