import { describe, expect, it } from 'vitest';
import { cardAt } from '../tables/card-shoe.js';
import type { Card } from '../tables/table-types.js';
import { compareHands, evaluateHand, isPok } from './pok-deng-hand.js';
import type { PokDengHand } from './pok-deng-hand.js';

/**
 * The reference's enumeration oracle (§2.10): every heads-up initial deal (1,326 × 1,225), every third card of a
 * drawing player (48) and banker (47), with fixed strategies "draw on k or fewer"; a banker's pok settles at once.
 * Player hands are taken one per suit pattern (weighted by its size): the rules do not see suit names, only
 * whether suits match, so each pattern's deals count alike. The double draw is counted through histograms of the
 * two 3-card hands, minus the pairs where both would take the same card.
 */
function enumerate(playerDrawsAtMost: number, bankerDrawsAtMost: number) {
  const deck = Array.from({ length: 52 }, (_, index) => cardAt(index));
  const code = (hand: PokDengHand) =>
    ((hand.cards * 10 +
      ['normal', 'sam-lueang', 'straight', 'straight-flush', 'tong', 'pok8', 'pok9'].indexOf(hand.handClass)) *
      10 +
      hand.points) *
      10 +
    hand.deng;
  const decode = new Map<number, PokDengHand>();
  const keyOf = (hand: PokDengHand) => {
    const key = code(hand);
    decode.set(key, hand);
    return key;
  };
  // Weighted counts of the player's net in stakes; the common denominator is 48 × 47 per deal.
  const counts = new Map<number, number>();
  const add = (net: number, weight: number) => counts.set(net, (counts.get(net) ?? 0) + weight);
  const patterns: { cards: [number, number]; weight: number }[] = [];
  for (let first = 0; first < 13; first += 1)
    for (let second = first; second < 13; second += 1) {
      if (first === second) patterns.push({ cards: [first, 13 + second], weight: 6 });
      else {
        patterns.push({ cards: [first, second], weight: 4 });
        patterns.push({ cards: [first, 13 + second], weight: 12 });
      }
    }
  for (const pattern of patterns) {
    const playerCards = pattern.cards.map((index) => deck[index] as Card);
    const player = evaluateHand(playerCards);
    const rest = deck.filter((_, index) => !pattern.cards.includes(index));
    for (let first = 0; first < rest.length; first += 1)
      for (let second = first + 1; second < rest.length; second += 1) {
        const bankerCards = [rest[first] as Card, rest[second] as Card];
        const banker = evaluateHand(bankerCards);
        const weight = pattern.weight;
        const left = rest.filter((_, index) => index !== first && index !== second);
        const playerDraws = !isPok(banker) && !isPok(player) && player.points <= playerDrawsAtMost;
        const bankerDraws = !isPok(banker) && banker.points <= bankerDrawsAtMost;
        if (!playerDraws && !bankerDraws) {
          add(compareHands(player, banker), weight * 48 * 47);
          continue;
        }
        if (playerDraws !== bankerDraws) {
          for (const card of left) {
            const net = playerDraws
              ? compareHands(evaluateHand([...playerCards, card]), banker)
              : compareHands(player, evaluateHand([...bankerCards, card]));
            add(net, weight * 47);
          }
          continue;
        }
        const playerHistogram = new Map<number, number>();
        const bankerHistogram = new Map<number, number>();
        const playerThree = left.map((card) => evaluateHand([...playerCards, card]));
        const bankerThree = left.map((card) => evaluateHand([...bankerCards, card]));
        for (const hand of playerThree) playerHistogram.set(keyOf(hand), (playerHistogram.get(keyOf(hand)) ?? 0) + 1);
        for (const hand of bankerThree) bankerHistogram.set(keyOf(hand), (bankerHistogram.get(keyOf(hand)) ?? 0) + 1);
        for (const [playerKey, playerCount] of playerHistogram)
          for (const [bankerKey, bankerCount] of bankerHistogram)
            add(compareHands(decode.get(playerKey)!, decode.get(bankerKey)!), weight * playerCount * bankerCount);
        // Both cannot take the same card.
        for (let index = 0; index < left.length; index += 1)
          add(compareHands(playerThree[index]!, bankerThree[index]!), -weight);
      }
  }
  const total = 1_326 * 1_225 * 48 * 47;
  const probability = new Map([...counts].map(([net, count]) => [net, count / total]));
  const mean = [...counts].reduce((sum, [net, count]) => sum + net * count, 0) / total;
  const meanSquare = [...counts].reduce((sum, [net, count]) => sum + net * net * count, 0) / total;
  return { counts, total, probability, mean, deviation: Math.sqrt(meanSquare - mean * mean) };
}

describe('Pok Deng heads-up enumeration oracle (§2.10)', { timeout: 120_000 }, () => {
  it('reproduces the reference distribution for draw ≤ 4 / ≤ 4: P(push) = 6.50 %', () => {
    const result = enumerate(4, 4);
    const sum = [...result.counts.values()].reduce((total, count) => total + count, 0);
    expect(sum).toBe(result.total);
    expect([...result.counts.keys()].sort((left, right) => left - right)).toEqual([-5, -3, -2, -1, 0, 1, 2, 3, 5]);
    const p = (net: number) => result.probability.get(net) ?? 0;
    expect(p(0)).toBeCloseTo(0.065038, 6);
    expect(p(-5)).toBeCloseTo(0.002138, 6);
    expect(p(-3)).toBeCloseTo(0.024761, 6);
    expect(p(-2)).toBeCloseTo(0.082618, 6);
    expect(p(-1)).toBeCloseTo(0.357964, 6);
    // Symmetric strategies: the player's distribution mirrors the banker's, the game is fair before commission.
    for (const net of [1, 2, 3, 5]) expect(result.counts.get(net)).toBe(result.counts.get(-net));
    expect(result.mean).toBe(0);
    expect(result.deviation).toBeCloseTo(1.389, 3);
    // E[|net|] = 1.216344 stakes: the commission base of §2.7 (5 % of it = 0.0608 stake per seat-round).
    const meanAbsolute =
      [...result.counts].reduce((total, [net, count]) => total + Math.abs(net) * count, 0) / result.total;
    expect(meanAbsolute).toBeCloseTo(1.216344, 6);
  });

  it('reproduces the draw ≤ 3 / ≤ 3 row and the player edge of 3 / 4', () => {
    const three = enumerate(3, 3);
    expect(three.probability.get(0)).toBeCloseTo(0.063131, 6);
    expect(three.probability.get(-1)).toBeCloseTo(0.352897, 6);
    expect(three.deviation).toBeCloseTo(1.3902, 4);
    expect(enumerate(3, 4).mean).toBeCloseTo(-0.014436, 6);
  });
});
