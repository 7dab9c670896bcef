import { describe, expect, it } from 'vitest';
import { cardAt } from '../tables/card-shoe.js';
import type { Card } from '../tables/table-types.js';
import { commissionOf, compareHands, evaluateHand, handClasses, settlePair } from './pok-deng-hand.js';
import type { PokDengHand } from './pok-deng-hand.js';

const deck = Array.from({ length: 52 }, (_, index) => cardAt(index));
const suitOf = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' } as const;
/** `"5s 4s"` → cards; ranks A 2-9 T J Q K. */
const cards = (text: string): Card[] =>
  text.split(' ').map((name) => ({
    rank: 'A23456789TJQK'.indexOf(name[0] as string) + 1,
    suit: suitOf[name[1] as keyof typeof suitOf],
  }));
const hand = (text: string) => evaluateHand(cards(text));

describe('Pok Deng hands (PD1), exhaustively', () => {
  it('classifies all 1,326 two-card hands as the reference counts them', () => {
    const counts = new Map<string, number>();
    const points = new Map<number, number>();
    for (let first = 0; first < 52; first += 1)
      for (let second = first + 1; second < 52; second += 1) {
        const evaluated = evaluateHand([deck[first]!, deck[second]!]);
        const key = `${evaluated.handClass}:${evaluated.deng}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        points.set(evaluated.points, (points.get(evaluated.points) ?? 0) + 1);
      }
    expect(Object.fromEntries(counts)).toEqual({
      'pok9:2': 32,
      'pok9:1': 96,
      'pok8:2': 40,
      'pok8:1': 84,
      'normal:2': 318,
      'normal:1': 756,
    });
    expect(Object.fromEntries(points)).toEqual({
      0: 190,
      1: 128,
      2: 124,
      3: 128,
      4: 124,
      5: 128,
      6: 124,
      7: 128,
      8: 124,
      9: 128,
    });
  });

  it('classifies all 22,100 three-card hands as the reference counts them', () => {
    const counts = new Map<string, number>();
    for (let first = 0; first < 52; first += 1)
      for (let second = first + 1; second < 52; second += 1)
        for (let third = second + 1; third < 52; third += 1) {
          const evaluated = evaluateHand([deck[first]!, deck[second]!, deck[third]!]);
          const key = `${evaluated.handClass}:${evaluated.deng}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
    // Normal 3-card hands: 1,100 flushes (3 deng) and 20,100 others (1 deng).
    expect(Object.fromEntries(counts)).toEqual({
      'tong:5': 52,
      'straight-flush:5': 44,
      'straight:3': 660,
      'sam-lueang:3': 144,
      'normal:3': 1_100,
      'normal:1': 20_100,
    });
  });

  it('settles the reference worked examples (§2.3, stake 100)', () => {
    const examples: [string, string, number][] = [
      ['5s 4s', 'Kh 3d 8c', 200],
      ['9h Qc', '4c 5c', -100],
      ['7s 7h 7d', 'Jc Qc Kc', 500],
      ['3h 4h 5h', '3c 4d 5s', 500],
      ['Js Jd Qh', '2c 3c 9c', 300],
      ['3s 4s', '2d 2c 3h', 100],
      ['Ac 8d', '3c 3d 3h', 100],
      ['6d 2c As', '4h 4s', -200],
      ['9s Kd Qc', 'Ks Qh Jd', -300],
    ];
    for (const [player, banker, net] of examples)
      expect(compareHands(hand(player), hand(banker)) * 100, `${player} vs ${banker}`).toBe(net);
  });

  it('encodes the edge cases of §2.9', () => {
    expect(hand('Js Jh Jd')).toMatchObject({ handClass: 'tong', deng: 5 });
    expect(hand('Jc Qc Kc')).toMatchObject({ handClass: 'straight-flush', deng: 5 });
    expect(hand('Jc Qd Kc')).toMatchObject({ handClass: 'straight', deng: 3 });
    expect(hand('Qc Kd Ah')).toMatchObject({ handClass: 'straight' });
    expect(hand('Ac 2d 3h')).toMatchObject({ handClass: 'normal', deng: 1 });
    expect(hand('Kc Ad 2h')).toMatchObject({ handClass: 'normal' });
    expect(hand('Ts Th')).toMatchObject({ handClass: 'normal', points: 0, deng: 2 });
    expect(hand('Js Jh')).toMatchObject({ handClass: 'normal', points: 0, deng: 2 });
    expect(hand('2s 2h 3d')).toMatchObject({ handClass: 'normal', points: 7, deng: 1 });
    expect(hand('Js Qh Qd')).toMatchObject({ handClass: 'sam-lueang', deng: 3 });
    // A 3-card 9 is no pok and loses to any pok.
    expect(compareHands(hand('4s 4h As'), hand('Tc 8d'))).toBeLessThan(0);
    expect(compareHands(hand('9s Qd'), hand('9c Qh'))).toBe(0);
  });

  it('compares as a total preorder, zero-sum, with nets in {0, ±1, ±2, ±3, ±5}', () => {
    const all: PokDengHand[] = [];
    for (const handClass of handClasses)
      for (let points = 0; points < 10; points += 1)
        for (const deng of [1, 2, 3, 5] as const) all.push({ cards: 3, handClass, points, deng });
    const nets = new Set<number>();
    for (const left of all)
      for (const right of all) {
        const net = compareHands(left, right);
        nets.add(Math.abs(net));
        expect(compareHands(right, left) + net).toBe(0);
      }
    // Over abstract (class, points, deng) triples a deng difference of 4 exists; real hands never reach it (oracle).
    expect([...nets].every((net) => [0, 1, 2, 3, 4, 5].includes(net))).toBe(true);
    // Transitivity of "beats or ties" over a sample of the space.
    const order = (left: PokDengHand, right: PokDengHand) => Math.sign(compareHands(left, right));
    for (let index = 0; index + 2 < all.length; index += 7) {
      const [a, b, c] = [all[index]!, all[index + 1]!, all[index + 2]!];
      if (order(a, b) >= 0 && order(b, c) >= 0) expect(order(a, c)).toBeGreaterThanOrEqual(0);
    }
  });

  it('takes the commission exactly, rounded down, from every winning side (banker included)', () => {
    expect(commissionOf(10_000, 500)).toBe(500);
    expect(commissionOf(333, 500)).toBe(16);
    const win = settlePair(hand('5s 4s'), hand('Kh 3d 8c'), 10_000, 500, false);
    expect(win).toMatchObject({
      multiple: 2,
      grossMinor: 20_000,
      commissionMinor: 1_000,
      playerNetMinor: 19_000,
      bankerNetMinor: -20_000,
    });
    const loss = settlePair(hand('9s Kd Qc'), hand('Ks Qh Jd'), 10_000, 500, false);
    expect(loss).toMatchObject({
      multiple: -3,
      commissionMinor: 1_500,
      playerNetMinor: -30_000,
      bankerNetMinor: 28_500,
    });
    // A house banker's wins carry no commission: the house is paid by them already.
    expect(settlePair(hand('9s Kd Qc'), hand('Ks Qh Jd'), 10_000, 500, true).commissionMinor).toBe(0);
    expect(settlePair(hand('9s Qd'), hand('9c Qh'), 10_000, 500, false)).toMatchObject({
      commissionMinor: 0,
      playerNetMinor: 0,
    });
  });
});
