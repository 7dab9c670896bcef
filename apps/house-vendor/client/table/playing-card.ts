import type { Card } from '../../src/tables/table-types.js';
import { element } from '../shared/dom.js';

const suitSymbols: Record<Card['suit'], string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const rankNames: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export function rankName(rank: number): string {
  return rankNames[rank] ?? String(rank);
}

/** The card as a screen reader says it: "Q♥". */
export function cardName(card: Card): string {
  return `${rankName(card.rank)}${suitSymbols[card.suit]}`;
}

/**
 * A card on the felt: dealt face down (it slides in from the shoe), then turned. Both faces are in the DOM so
 * the turn is a 3D flip.
 */
export function createPlayingCard(card: Card, options: { sideways?: boolean; animate: boolean }): HTMLElement {
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const corner = () =>
    element('span', { class: 'card-corner' }, [
      element('span', { class: 'card-rank' }, [rankName(card.rank)]),
      element('span', { class: 'card-suit' }, [suitSymbols[card.suit]]),
    ]);
  return element(
    'div',
    {
      class: [
        'card',
        red ? 'is-red' : 'is-black',
        options.sideways ? 'is-sideways' : '',
        options.animate ? 'is-dealing' : '',
      ]
        .filter(Boolean)
        .join(' '),
      role: 'img',
      'aria-label': cardName(card),
    },
    [
      element('div', { class: 'card-inner' }, [
        element('div', { class: 'card-face card-back', 'aria-hidden': 'true' }),
        element('div', { class: 'card-face card-front', 'aria-hidden': 'true' }, [
          corner(),
          element('span', { class: 'card-pip' }, [suitSymbols[card.suit]]),
          element('span', { class: 'card-corner is-bottom' }, [
            element('span', { class: 'card-rank' }, [rankName(card.rank)]),
            element('span', { class: 'card-suit' }, [suitSymbols[card.suit]]),
          ]),
        ]),
      ]),
    ],
  );
}

export function turnCard(cardElement: HTMLElement) {
  cardElement.classList.add('is-face-up');
}
