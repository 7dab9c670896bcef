import { describe, expect, it } from 'vitest';
import type { BaccaratOutcome, Card } from '../../src/tables/table-types.js';
import { baccaratRevealPlan, dragonTigerRevealPlan, fitPlan } from './reveal-timeline.js';

const card = (rank: number): Card => ({ rank, suit: 'spades' });
const coup = (player: number[], banker: number[]): BaccaratOutcome => ({
  kind: 'baccarat',
  playerCards: player.map(card),
  bankerCards: banker.map(card),
  playerTotal: 0,
  bankerTotal: 0,
  winner: 'tie',
  natural: false,
  playerPair: false,
  bankerPair: false,
});

describe('baccaratRevealPlan', () => {
  it('deals four cards in turn, turns each hand, then the third cards one by one', () => {
    const plan = baccaratRevealPlan(coup([1, 2, 3], [4, 5, 6]));
    expect(plan.cards.map((step) => `${step.seat}${step.index}`)).toEqual([
      'player0',
      'banker0',
      'player1',
      'banker1',
      'player2',
      'banker2',
    ]);
    const [player3, banker3] = plan.cards.slice(4);
    expect(player3!.dealAtMs).toBeGreaterThan(2_600);
    expect(banker3!.dealAtMs).toBeGreaterThan(player3!.turnAtMs);
    expect(plan.resultAtMs).toBeGreaterThan(banker3!.turnAtMs);
    expect(plan.resultAtMs).toBeLessThan(8_000);
    for (const step of plan.cards) expect(step.turnAtMs).toBeGreaterThan(step.dealAtMs);
  });

  it('announces a natural sooner', () => {
    const natural = baccaratRevealPlan(coup([4, 4], [10, 9]));
    expect(natural.cards).toHaveLength(4);
    expect(natural.resultAtMs).toBeLessThan(baccaratRevealPlan(coup([1, 2, 3], [4, 5])).resultAtMs);
  });
});

describe('fitPlan', () => {
  it('leaves a plan that fits and squeezes one that does not', () => {
    const plan = dragonTigerRevealPlan({
      kind: 'dragon-tiger',
      dragonCard: card(3),
      tigerCard: card(9),
      winner: 'tiger',
    });
    expect(fitPlan(plan, 5_000)).toBe(plan);
    const squeezed = fitPlan(plan, 2_000);
    expect(squeezed.resultAtMs).toBe(1_700);
    expect(squeezed.cards.every((step) => step.turnAtMs < squeezed.resultAtMs)).toBe(true);
  });
});
