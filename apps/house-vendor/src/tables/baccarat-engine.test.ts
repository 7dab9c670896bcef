import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import { baccaratResult, dealBaccarat, drawBaccarat } from './baccarat-engine.js';
import { baccaratProbabilities } from './table-house-edge.js';
import type { BaccaratOutcome, Card } from './table-types.js';

function cardOf(rank: number, suit: Card['suit'] = 'spades'): Card {
  return { rank, suit };
}

/** Plays a coup from a stacked shoe: cards in dealing order (player, banker, player, banker, thirds). */
function dealStacked(...ranks: number[]): BaccaratOutcome {
  const cards = ranks.map((rank, index) => cardOf(rank, index % 2 === 0 ? 'hearts' : 'clubs'));
  return dealBaccarat(() => {
    const card = cards.shift();
    if (!card) throw new Error('the stacked shoe ran out');
    return card;
  });
}

/** A two-card rank pair making a baccarat total, without making a pair. */
function twoCardsFor(total: number): [number, number] {
  return total === 0 ? [10, 12] : total === 1 ? [11, 1] : [total - 1, 1];
}

describe('naturals', () => {
  it('stops the coup when either hand totals 8 or 9 on two cards', () => {
    const playerNatural = dealStacked(5, 10, 3, 6);
    expect(playerNatural).toMatchObject({ natural: true, playerTotal: 8, bankerTotal: 6, winner: 'player' });
    expect(playerNatural.playerCards).toHaveLength(2);
    expect(playerNatural.bankerCards).toHaveLength(2);

    const bankerNatural = dealStacked(10, 4, 11, 5, 7);
    expect(bankerNatural).toMatchObject({ natural: true, playerTotal: 0, bankerTotal: 9, winner: 'banker' });
    expect(bankerNatural.playerCards).toHaveLength(2);
  });

  it('compares two naturals like any hands', () => {
    expect(dealStacked(4, 13, 4, 9)).toMatchObject({ natural: true, playerTotal: 8, bankerTotal: 9, winner: 'banker' });
    expect(dealStacked(9, 6, 10, 3)).toMatchObject({ playerTotal: 9, bankerTotal: 9, winner: 'tie' });
  });
});

describe('third cards', () => {
  it('has the player draw on 0 to 5 and stand on 6 and 7', () => {
    for (let total = 0; total <= 7; total += 1) {
      const [first, second] = twoCardsFor(total);
      const outcome = dealStacked(first, 10, second, 7, 2);
      expect(outcome.playerCards.length, `player on ${total}`).toBe(total <= 5 ? 3 : 2);
    }
  });

  it('has the banker play the player rule when the player stood', () => {
    for (let total = 0; total <= 7; total += 1) {
      const [first, second] = twoCardsFor(total);
      const outcome = dealStacked(7, first, 10, second, 2);
      expect(outcome.playerCards).toHaveLength(2);
      expect(outcome.bankerCards.length, `banker on ${total}`).toBe(total <= 5 ? 3 : 2);
    }
  });

  // The printed tableau: rows are the banker's two-card total, columns the player's third card value 0 to 9.
  const tableau: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  for (const [bankerTotal, row] of Object.entries(tableau)) {
    it(`has the banker on ${bankerTotal} follow the tableau after the player's third card`, () => {
      const [bankerFirst, bankerSecond] = twoCardsFor(Number(bankerTotal));
      for (let thirdValue = 0; thirdValue <= 9; thirdValue += 1) {
        const outcome = dealStacked(1, bankerFirst, 12, bankerSecond, thirdValue === 0 ? 13 : thirdValue, 4);
        expect(outcome.playerCards).toHaveLength(3);
        expect(outcome.bankerCards.length, `banker ${bankerTotal}, third ${thirdValue}`).toBe(
          row[thirdValue] === 'D' ? 3 : 2,
        );
      }
    });
  }

  it('totals hands modulo ten', () => {
    const outcome = dealStacked(7, 9, 8, 6, 13, 6);
    expect(outcome.playerCards.map((card) => card.rank)).toEqual([7, 8, 13]);
    expect(outcome).toMatchObject({ playerTotal: 5, bankerTotal: 5, winner: 'tie' });
    expect(outcome.bankerCards).toHaveLength(2);
  });
});

describe('pairs', () => {
  it('marks a pair by rank on each hand’s first two cards, not by point value', () => {
    expect(dealStacked(3, 10, 3, 11, 5)).toMatchObject({ playerPair: true, bankerPair: false });
    expect(dealStacked(3, 12, 5, 12, 1, 1)).toMatchObject({ playerPair: false, bankerPair: true });
    const thirdCardMatch = dealStacked(2, 10, 3, 11, 2, 5);
    expect(thirdCardMatch).toMatchObject({ playerPair: false, bankerPair: false });
  });
});

describe('baccaratResult', () => {
  const playerWins = dealStacked(9, 10, 10, 7);
  const bankerWins = dealStacked(10, 9, 10, 10);
  const tie = dealStacked(7, 10, 10, 7);
  it('pays the side that won and pushes player and banker on a tie', () => {
    expect(['player', 'banker', 'tie'].map((spot) => baccaratResult(playerWins, spot as 'player'))).toEqual([
      'win',
      'lose',
      'lose',
    ]);
    expect(baccaratResult(bankerWins, 'banker')).toBe('win');
    expect(baccaratResult(bankerWins, 'player')).toBe('lose');
    expect(baccaratResult(tie, 'player')).toBe('push');
    expect(baccaratResult(tie, 'banker')).toBe('push');
    expect(baccaratResult(tie, 'tie')).toBe('win');
  });

  it('settles pairs regardless of who won', () => {
    const pairs = dealStacked(4, 9, 4, 9);
    expect(pairs.winner).toBe('tie');
    expect(baccaratResult(pairs, 'player-pair')).toBe('win');
    expect(baccaratResult(pairs, 'banker-pair')).toBe('win');
    expect(baccaratResult(playerWins, 'player-pair')).toBe('lose');
  });
});

describe('drawBaccarat', () => {
  it('replays a coup exactly from its seed', () => {
    expect(drawBaccarat(createSeededRandom('round 42'))).toEqual(drawBaccarat(createSeededRandom('round 42')));
  });

  it('wins and ties as often as the exact enumeration says', () => {
    const random = createSeededRandom('baccarat frequencies');
    const coups = 100_000;
    const wins = { player: 0, banker: 0, tie: 0 };
    for (let coup = 0; coup < coups; coup += 1) wins[drawBaccarat(random).winner] += 1;
    const exact = baccaratProbabilities();
    for (const winner of ['player', 'banker', 'tie'] as const) {
      const deviation = Math.sqrt((exact[winner] * (1 - exact[winner])) / coups);
      expect(Math.abs(wins[winner] / coups - exact[winner]), winner).toBeLessThan(4.5 * deviation);
    }
  });
});
