import type { BaccaratOutcome, Card, DragonTigerOutcome } from '../../src/tables/table-types.js';

export type CardSeat = 'player' | 'banker' | 'dragon' | 'tiger';

/** One card of the show: dealt face down, then turned. Times are from the start of the drawing phase. */
export type CardStep = { seat: CardSeat; index: number; card: Card; dealAtMs: number; turnAtMs: number };

export type RevealPlan = { cards: CardStep[]; resultAtMs: number };

/**
 * Punto banco as a dealer plays it: four cards face down in turn, the player's pair turned, then the banker's,
 * then any third cards one at a time, each turned as it lands.
 */
export function baccaratRevealPlan(outcome: BaccaratOutcome): RevealPlan {
  const [player1, player2, player3] = outcome.playerCards;
  const [banker1, banker2, banker3] = outcome.bankerCards;
  const cards: CardStep[] = [];
  const push = (seat: CardSeat, index: number, card: Card | undefined, dealAtMs: number, turnAtMs: number) => {
    if (card) cards.push({ seat, index, card, dealAtMs, turnAtMs });
  };
  push('player', 0, player1, 200, 1_700);
  push('banker', 0, banker1, 500, 2_600);
  push('player', 1, player2, 800, 1_700);
  push('banker', 1, banker2, 1_100, 2_600);
  let next = 3_500;
  if (player3) {
    push('player', 2, player3, next, next + 500);
    next += 1_200;
  }
  if (banker3) {
    push('banker', 2, banker3, next, next + 500);
    next += 1_200;
  }
  return { cards, resultAtMs: next - 300 };
}

/** Dragon-tiger: both cards face down, dragon turned, then tiger. */
export function dragonTigerRevealPlan(outcome: DragonTigerOutcome): RevealPlan {
  return {
    cards: [
      { seat: 'dragon', index: 0, card: outcome.dragonCard, dealAtMs: 200, turnAtMs: 1_200 },
      { seat: 'tiger', index: 0, card: outcome.tigerCard, dealAtMs: 500, turnAtMs: 2_200 },
    ],
    resultAtMs: 2_900,
  };
}

/** The ball drops into its pocket after this long; the number is announced a moment later. */
export const rouletteSpinMs = 6_000;
export const rouletteResultAtMs = 6_400;

/**
 * Squeezes a plan into a shorter drawing phase, so a table configured with a quick reveal still shows every card
 * and announces the result with a little time to spare.
 */
export function fitPlan(plan: RevealPlan, drawingMs: number): RevealPlan {
  const room = drawingMs * 0.85;
  if (plan.resultAtMs <= room) return plan;
  const factor = room / plan.resultAtMs;
  return {
    cards: plan.cards.map((step) => ({
      ...step,
      dealAtMs: Math.round(step.dealAtMs * factor),
      turnAtMs: Math.round(step.turnAtMs * factor),
    })),
    resultAtMs: Math.round(room),
  };
}
