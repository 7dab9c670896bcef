import type { BaccaratOutcome, Card, DragonTigerOutcome, TableOutcome } from '../../src/tables/table-types.js';
import { element } from '../shared/dom.js';
import { createPlayingCard, turnCard } from './playing-card.js';
import { baccaratRevealPlan, dragonTigerRevealPlan, fitPlan } from './reveal-timeline.js';
import type { CardSeat, RevealPlan } from './reveal-timeline.js';
import type { TableStage } from './table-stage.js';
import { createTimers } from './table-stage.js';
import type { Translate } from './table-messages.js';

type Seat = { seat: CardSeat; root: HTMLElement; cards: HTMLElement; total: HTMLElement | null; turned: Card[] };

function baccaratPoints(cards: readonly Card[]): number {
  return cards.reduce((total, card) => total + (card.rank >= 10 ? 0 : card.rank), 0) % 10;
}

/**
 * The card games' felt: baccarat's player and banker hands, or dragon and tiger. Cards arrive face down from the
 * shoe and are turned on the plan's beat; baccarat hands keep a running total of their turned cards.
 */
export function createCardStage(
  kind: 'baccarat' | 'dragon-tiger',
  translate: Translate,
  drawingMs: number,
): TableStage {
  const timers = createTimers();
  const seatNames: [CardSeat, CardSeat] = kind === 'baccarat' ? ['player', 'banker'] : ['dragon', 'tiger'];
  const seats = seatNames.map((seat): Seat => {
    const total = kind === 'baccarat' ? element('span', { class: 'seat-total', 'aria-live': 'polite' }) : null;
    const cards = element('div', { class: 'seat-cards' });
    const root = element('section', { class: `seat seat-${seat}` }, [
      element('header', { class: 'seat-header' }, [
        element('span', { class: 'seat-name' }, [translate(`hand.${seat}`)]),
        total,
      ]),
      cards,
    ]);
    return { seat, root, cards, total, turned: [] };
  });
  const [left, right] = seats as [Seat, Seat];
  const root = element('div', { class: `card-stage card-stage-${kind}` }, [
    left.root,
    element('span', { class: 'stage-versus', 'aria-hidden': 'true' }, [kind === 'baccarat' ? '' : 'VS']),
    right.root,
  ]);

  function seatOf(name: CardSeat): Seat {
    return name === left.seat ? left : right;
  }

  function showTotal(seat: Seat) {
    if (seat.total) seat.total.textContent = seat.turned.length ? String(baccaratPoints(seat.turned)) : '';
  }

  function reset() {
    timers.clear();
    for (const seat of seats) {
      seat.cards.replaceChildren();
      seat.turned = [];
      seat.root.classList.remove('is-winner', 'is-tie');
      showTotal(seat);
    }
  }

  function planFor(outcome: BaccaratOutcome | DragonTigerOutcome): RevealPlan {
    return fitPlan(
      outcome.kind === 'baccarat' ? baccaratRevealPlan(outcome) : dragonTigerRevealPlan(outcome),
      drawingMs,
    );
  }

  function reveal(outcome: TableOutcome, elapsedMs: number, onResult: () => void) {
    if (outcome.kind === 'roulette') return;
    reset();
    const plan = planFor(outcome);
    for (const step of plan.cards) {
      const seat = seatOf(step.seat);
      timers.at(step.dealAtMs - elapsedMs, () => {
        // The slot appears only as its card is dealt: an early empty slot would give a third card away.
        const slot = element('div', { class: 'card-slot' });
        seat.cards.append(slot);
        const dealtLate = step.dealAtMs < elapsedMs;
        const card = createPlayingCard(step.card, {
          sideways: outcome.kind === 'baccarat' && step.index === 2,
          animate: !dealtLate,
        });
        slot.append(card);
        const turn = () => {
          turnCard(card);
          seat.turned.push(step.card);
          showTotal(seat);
        };
        // A card already turned before the page saw the round shows face up without the flip.
        if (step.turnAtMs <= elapsedMs) card.classList.add('is-instant');
        timers.at(step.turnAtMs - Math.max(elapsedMs, step.dealAtMs), turn);
      });
    }
    timers.at(plan.resultAtMs - elapsedMs, () => {
      const winner = outcome.winner;
      if (winner === 'tie') for (const seat of seats) seat.root.classList.add('is-tie');
      else seatOf(winner).root.classList.add('is-winner');
      onResult();
    });
  }

  return { root, reset, reveal };
}
