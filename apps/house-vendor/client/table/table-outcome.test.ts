import { describe, expect, it } from 'vitest';
import type { BaccaratOutcome, DragonTigerOutcome } from '../../src/tables/table-types.js';
import { roadBeads, summarizeOutcome } from './table-outcome.js';

const coup = (changes: Partial<BaccaratOutcome>): BaccaratOutcome => ({
  kind: 'baccarat',
  playerCards: [],
  bankerCards: [],
  playerTotal: 4,
  bankerTotal: 7,
  winner: 'banker',
  natural: false,
  playerPair: false,
  bankerPair: false,
  ...changes,
});
const duel = (winner: DragonTigerOutcome['winner']): DragonTigerOutcome => ({
  kind: 'dragon-tiger',
  dragonCard: { rank: 5, suit: 'hearts' },
  tigerCard: { rank: 5, suit: 'clubs' },
  winner,
});

describe('summarizeOutcome', () => {
  it('lights the baccarat winner and pairs, and returns player and banker on a tie', () => {
    const banker = summarizeOutcome(coup({ playerPair: true }));
    expect(banker).toMatchObject({ headline: 'result.banker', detail: '4 – 7', tone: 'banker' });
    expect([...banker.winningSpots]).toEqual(['banker', 'player-pair']);
    const tie = summarizeOutcome(coup({ winner: 'tie', playerTotal: 6, bankerTotal: 6 }));
    expect([...tie.winningSpots]).toEqual(['tie']);
    expect([...tie.returnedSpots]).toEqual(['player', 'banker']);
  });

  it('lights every roulette spot covering the number, and only the straight-up on zero', () => {
    const seventeen = summarizeOutcome({ kind: 'roulette', number: 17, color: 'black' });
    expect(seventeen).toMatchObject({ headline: 'color.black', detail: '17', tone: 'black' });
    expect([...seventeen.winningSpots].toSorted()).toEqual(
      ['black', 'column-2', 'dozen-2', 'low', 'odd', 'straight-17'].toSorted(),
    );
    expect([...summarizeOutcome({ kind: 'roulette', number: 0, color: 'green' }).winningSpots]).toEqual(['straight-0']);
  });

  it('returns half of dragon and tiger on a tie', () => {
    expect([...summarizeOutcome(duel('tie')).returnedSpots]).toEqual(['dragon', 'tiger']);
    expect(summarizeOutcome(duel('tiger'))).toMatchObject({ headline: 'result.tiger', tone: 'tiger' });
  });
});

describe('roadBeads', () => {
  it('turns history, newest first, into beads oldest first', () => {
    const beads = roadBeads([
      { roundId: 'b', outcome: coup({ winner: 'player', playerPair: true, bankerPair: true }) },
      { roundId: 'a', outcome: coup({}) },
    ]);
    expect(beads).toEqual([
      { roundId: 'a', label: 'road.banker', text: null, tone: 'banker', marks: [] },
      { roundId: 'b', label: 'road.player', text: null, tone: 'player', marks: ['player-pair', 'banker-pair'] },
    ]);
    expect(roadBeads([{ roundId: 'r', outcome: { kind: 'roulette', number: 0, color: 'green' } }])).toEqual([
      { roundId: 'r', label: null, text: '0', tone: 'green', marks: [] },
    ]);
    expect(roadBeads([{ roundId: 'd', outcome: duel('tie') }])[0]?.label).toBe('road.dragonTigerTie');
  });
});
