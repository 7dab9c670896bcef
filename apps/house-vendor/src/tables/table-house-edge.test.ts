import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import { drawOutcome, settleBets, spotPayouts } from './table-engine.js';
import { baccaratProbabilities, samePairProbability, theoreticalHouseEdges } from './table-house-edge.js';
import type { TableKind } from './table-types.js';

describe('theoreticalHouseEdges', () => {
  it('gives every roulette bet the single-zero edge of 1/37 (2.70%)', () => {
    const edges = Object.values(theoreticalHouseEdges('roulette'));
    expect(edges).toHaveLength(49);
    for (const edge of edges) expect(edge).toBeCloseTo(1 / 37, 12);
  });

  it('gives dragon and tiger 3.73% and the tie 32.77% from eight decks', () => {
    const edges = theoreticalHouseEdges('dragon-tiger');
    expect(edges.dragon).toBeCloseTo(15.5 / 415, 12);
    expect(edges.tiger).toBeCloseTo(0.0373, 4);
    expect(edges.tie).toBeCloseTo(136 / 415, 12);
  });

  it('gives eight-deck punto banco its published edges: banker 1.06%, player 1.24%, tie 14.36%', () => {
    const coup = baccaratProbabilities(8);
    expect(coup.player + coup.banker + coup.tie).toBeCloseTo(1, 14);
    // Published exact figures for eight decks (e.g. the Wizard of Odds' combinatorial analysis).
    expect(coup.banker).toBeCloseTo(0.458597, 6);
    expect(coup.player).toBeCloseTo(0.446247, 6);
    expect(coup.tie).toBeCloseTo(0.095156, 6);
    const edges = theoreticalHouseEdges('baccarat');
    expect(edges.banker).toBeCloseTo(0.010579, 6);
    expect(edges.player).toBeCloseTo(0.012351, 6);
    expect(edges.tie).toBeCloseTo(0.143596, 6);
    expect(edges['player-pair']).toBeCloseTo(1 - (12 * 31) / 415, 12);
    expect(edges['banker-pair']).toBe(edges['player-pair']);
  });

  it('matches the six-deck figures too, so the enumeration follows the shoe size', () => {
    const coup = baccaratProbabilities(6);
    expect(coup.banker).toBeCloseTo(0.458653, 6);
    expect(coup.player).toBeCloseTo(0.446279, 6);
    expect(coup.tie).toBeCloseTo(0.095069, 6);
    expect(samePairProbability(6)).toBeCloseTo(23 / 311, 12);
  });
});

/** Every spot's mean loss per unit staked over seeded rounds, played through the engine's draw and settlement. */
function measureEdges(kind: TableKind, rounds: number): Record<string, { edge: number; deviation: number }> {
  const random = createSeededRandom(`edges of ${kind}`);
  const spots = spotPayouts(kind).map((payout) => payout.id);
  const stake = 10_000;
  const bets = spots.map((spot) => ({ spot, amountMinor: stake }));
  const sums = spots.map(() => ({ net: 0, squares: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    settleBets(kind, drawOutcome(kind, random), bets).forEach((bet, index) => {
      const net = (bet.returnMinor - stake) / stake;
      const sum = sums[index]!;
      sum.net += net;
      sum.squares += net * net;
    });
  }
  return Object.fromEntries(
    spots.map((spot, index) => {
      const { net, squares } = sums[index]!;
      const mean = net / rounds;
      return [spot, { edge: -mean, deviation: Math.sqrt((squares / rounds - mean * mean) / rounds) }];
    }),
  );
}

describe('settlement against the exact edges', () => {
  for (const kind of ['baccarat', 'dragon-tiger'] as const) {
    it(`keeps what the exact ${kind} edges say over seeded rounds`, () => {
      const measured = measureEdges(kind, 60_000);
      const exact = theoreticalHouseEdges(kind);
      for (const [spot, { edge, deviation }] of Object.entries(measured)) {
        expect(Math.abs(edge - (exact[spot] ?? Number.NaN)), spot).toBeLessThan(4.5 * deviation);
      }
    });
  }
});
