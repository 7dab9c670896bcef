import { describe, expect, it } from 'vitest';
import { cardName } from './hand-evaluator.js';
import { applyAction, chipsAccountedFor, legalActions, startHand, voidHand } from './holdem-hand.js';
import type { HandConfig, HandState, PlayerAction, PostKind } from './holdem-hand.js';
import { stackedDeck } from './holdem-test-decks.js';
import type { RakeRule } from './pots.js';

const noRake: RakeRule = { rateBasisPoints: 0, caps: [] };
const fivePercent: RakeRule = {
  rateBasisPoints: 500,
  caps: [
    { minPlayers: 2, cap: 20 },
    { minPlayers: 3, cap: 40 },
    { minPlayers: 5, cap: 60 },
  ],
};

function config(smallBlind: number, bigBlind: number, seatCount: number, rake: RakeRule = noRake): HandConfig {
  return { smallBlind, bigBlind, seatCount, rake };
}

function hand(
  handConfig: HandConfig,
  buttonSeat: number,
  stacks: Record<number, number>,
  posts: [number, PostKind][],
  holes: string[] = [],
  board = '',
): HandState {
  return startHand({
    config: handConfig,
    handNumber: 1,
    buttonSeat,
    players: Object.entries(stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
    posts: posts.map(([seat, kind]) => ({ seat, kind })),
    deck: stackedDeck(holes, board),
  });
}

function play(state: HandState, ...moves: [number, PlayerAction][]): HandState {
  let current = state;
  for (const [seat, action] of moves) {
    const before = chipsAccountedFor(current);
    current = applyAction(current, seat, action);
    expect(chipsAccountedFor(current)).toBe(before);
  }
  return current;
}

const fold: PlayerAction = { type: 'fold' };
const check: PlayerAction = { type: 'check' };
const call: PlayerAction = { type: 'call' };
const allIn: PlayerAction = { type: 'allIn' };
const raise = (to: number): PlayerAction => ({ type: 'raise', to });

describe('button, blinds and action order (§3.3)', () => {
  it('heads-up: the button posts the small blind, acts first preflop and last after', () => {
    let state = hand(config(5, 10, 2), 1, { 1: 1_000, 2: 1_000 }, [
      [1, 'sb'],
      [2, 'bb'],
    ]);
    expect(state.actor).toBe(1);
    expect(legalActions(state)).toMatchObject({ callAmount: 5, minRaiseTo: 20, maxRaiseTo: 1_000 });
    // The button is dealt first (it is the small blind).
    expect(state.seats.find((seat) => seat.seat === 1)?.holeDeckIndexes).toEqual([1, 3]);
    state = play(state, [1, call]);
    expect(state.actor).toBe(2);
    expect(legalActions(state)).toMatchObject({ canCheck: true, canRaise: true });
    state = play(state, [2, check]);
    expect(state.street).toBe('flop');
    expect(state.boardDeckIndexes).toEqual([6, 7, 8]);
    expect(state.burnDeckIndexes).toEqual([0, 5]);
    expect(state.actor).toBe(2);
  });

  it('6-max: under the gun opens, the small blind opens later streets, the big blind has the option', () => {
    let state = hand(config(5, 10, 6), 1, { 1: 500, 2: 500, 3: 500, 4: 500, 5: 500, 6: 500 }, [
      [2, 'sb'],
      [3, 'bb'],
    ]);
    expect(state.actor).toBe(4);
    state = play(state, [4, call], [5, call], [6, call], [1, call], [2, call]);
    expect(state.actor).toBe(3);
    expect(legalActions(state)).toMatchObject({ canCheck: true, canRaise: true, minRaiseTo: 20 });
    state = play(state, [3, check]);
    expect(state.street).toBe('flop');
    expect(state.actor).toBe(2);
  });

  it('keeps the full big blind as the bet to call when the big blind is short, and runs out heads-up', () => {
    let state = hand(config(10, 20, 6), 1, { 1: 500, 2: 500, 3: 8 }, [
      [2, 'sb'],
      [3, 'bb'],
    ]);
    expect(state.actor).toBe(1);
    expect(legalActions(state)).toMatchObject({ callAmount: 20, minRaiseTo: 40 });
    state = play(state, [1, fold]);
    // Only the small blind can still bet and it has already put in more than the all-in big blind: no action.
    expect(state.result).not.toBeNull();
    expect(state.board).toHaveLength(5);
    expect(state.result?.uncalled).toEqual({ seat: 2, amount: 2 });
    expect(state.result?.totalPot).toBe(16);
  });

  it('posts a dead small blind as pot money that is not part of the bet', () => {
    let state = hand(config(5, 10, 6), 1, { 1: 500, 2: 500, 3: 500, 4: 500 }, [
      [2, 'sb'],
      [3, 'bb'],
      [4, 'deadSb'],
      [4, 'bb'],
    ]);
    expect(state.deadMoney).toBe(5);
    // Seat 4 acts first (left of the big blind), and its live big blind lets it check.
    expect(legalActions(state)).toMatchObject({ seat: 4, canCheck: true });
    state = play(state, [4, check], [1, fold], [2, fold], [3, check]);
    expect(state.street).toBe('flop');
    state = play(state, [3, fold]);
    expect(state.result?.totalPot).toBe(30);
    expect(state.result?.endStacks.find((entry) => entry.seat === 4)?.net).toBe(15);
  });
});

describe('no-limit sizing and re-opening (§3.6)', () => {
  it('follows the worked example: full raises re-open, a short all-in does not', () => {
    // Button 4: SB 5, BB 6, UTG 1, HJ 2, CO 3 (200 in all).
    let state = hand(config(10, 20, 6), 4, { 1: 1_000, 2: 1_000, 3: 200, 4: 1_000, 5: 1_000, 6: 1_000 }, [
      [5, 'sb'],
      [6, 'bb'],
    ]);
    expect(legalActions(state)?.minRaiseTo).toBe(40);
    state = play(state, [1, raise(60)]);
    expect(legalActions(state)?.minRaiseTo).toBe(100);
    expect(() => applyAction(state, 2, raise(99))).toThrow(/100/);
    state = play(state, [2, raise(160)]);
    expect(legalActions(state)?.minRaiseTo).toBe(200);
    state = play(state, [3, allIn]);
    expect(state.actions.at(-1)).toMatchObject({ action: 'allIn', toAmount: 200, isAllIn: true });
    expect(legalActions(state)).toMatchObject({ seat: 4, canRaise: true, minRaiseTo: 300 });
    state = play(state, [4, fold], [5, fold], [6, fold]);
    expect(legalActions(state)).toMatchObject({ seat: 1, canRaise: true, minRaiseTo: 300, callAmount: 140 });
    state = play(state, [1, call]);
    expect(legalActions(state)).toMatchObject({ seat: 2, canRaise: false, callAmount: 40 });
    expect(() => applyAction(state, 2, raise(400))).toThrow(/closed/);
    expect(() => applyAction(state, 2, allIn)).toThrow(/closed/);
    state = play(state, [2, call]);
    expect(state.street).toBe('flop');
  });

  it('TDA 47: short all-ins that add up to a full raise re-open the betting', () => {
    // Button 6 folds preflop; A..E are seats 1..5; B has 125 left after the preflop call, D has 200.
    const stacks = { 1: 1_000, 2: 225, 3: 1_000, 4: 300, 5: 1_000, 6: 1_000 };
    const preflop: [number, PlayerAction][] = [
      [3, call],
      [4, call],
      [5, call],
      [6, fold],
      [1, call],
      [2, check],
    ];
    const start = play(
      hand(config(50, 100, 6), 6, stacks, [
        [1, 'sb'],
        [2, 'bb'],
      ]),
      ...preflop,
    );
    expect(start.street).toBe('flop');
    const reopened = play(start, [1, raise(100)], [2, allIn], [3, call], [4, allIn], [5, call]);
    expect(legalActions(reopened)).toMatchObject({ seat: 1, canRaise: true, callAmount: 100, minRaiseTo: 300 });

    const closed = play(start, [1, raise(100)], [2, allIn], [3, call], [4, fold], [5, call]);
    expect(legalActions(closed)).toMatchObject({ seat: 1, canRaise: false, callAmount: 25 });
    // C had not acted when B went all-in: it may raise.
    const beforeC = play(start, [1, raise(100)], [2, allIn]);
    expect(legalActions(beforeC)).toMatchObject({ seat: 3, canRaise: true, minRaiseTo: 225 });
  });

  it('refuses acting out of turn, checking a bet and raising below the minimum', () => {
    const state = hand(config(5, 10, 2), 1, { 1: 1_000, 2: 1_000 }, [
      [1, 'sb'],
      [2, 'bb'],
    ]);
    expect(() => applyAction(state, 2, check)).toThrow(expect.objectContaining({ code: 'NOT_YOUR_TURN' }));
    expect(() => applyAction(state, 1, check)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(() => applyAction(state, 1, raise(19))).toThrow(expect.objectContaining({ code: 'BAD_AMOUNT' }));
    expect(() => applyAction(state, 1, raise(1_001))).toThrow(expect.objectContaining({ code: 'BAD_AMOUNT' }));
  });
});

describe('end of hand: uncalled bets, side pots, showdown, rake', () => {
  it('returns an uncalled bet and takes no rake when nobody saw a flop', () => {
    let state = hand(config(10, 20, 6, fivePercent), 1, { 1: 1_000, 2: 1_000, 3: 1_000 }, [
      [2, 'sb'],
      [3, 'bb'],
    ]);
    state = play(state, [1, raise(50)], [2, fold], [3, fold]);
    expect(state.result).toMatchObject({ uncalled: { seat: 1, amount: 30 }, totalPot: 50, rake: 0, showdown: [] });
    expect(state.result?.endStacks).toEqual([
      { seat: 1, stack: 1_030, net: 30 },
      { seat: 2, stack: 990, net: -10 },
      { seat: 3, stack: 980, net: -20 },
    ]);
  });

  it('§3.8 example 1 through the engine: main and side pots go to different winners', () => {
    // Button 3 (C), SB A=1, BB B=2. A has the best hand, B beats C.
    let state = hand(
      config(5, 10, 6, fivePercent),
      3,
      { 1: 100, 2: 250, 3: 400 },
      [
        [1, 'sb'],
        [2, 'bb'],
      ],
      ['Ah Ad', 'Kh Kd', 'Qh Qd'],
      '2c 7s 9d Jc 3h',
    );
    state = play(state, [3, raise(250)], [1, allIn], [2, allIn]);
    expect(state.result?.pots).toEqual([
      { index: 0, amount: 300, eligibleSeats: [1, 2, 3], rake: 15 },
      { index: 1, amount: 300, eligibleSeats: [2, 3], rake: 15 },
    ]);
    // 5 % of 600 is 30, under the three-player cap of 40.
    expect(state.result?.rake).toBe(30);
    expect(state.result?.awards).toEqual([
      { potIndex: 0, seat: 1, amount: 285, oddChip: false },
      { potIndex: 1, seat: 2, amount: 285, oddChip: false },
    ]);
    expect(state.result?.endStacks.map((entry) => entry.stack)).toEqual([285, 285, 150]);
    // An all-in showdown shows every hand, in order from the first seat left of the button.
    expect(state.result?.showdown.map((entry) => [entry.seat, entry.shown, entry.category])).toEqual([
      [1, true, 'pair'],
      [2, true, 'pair'],
      [3, true, 'pair'],
    ]);
  });

  it('splits a pot with the odd chip to the first winner left of the button, the loser mucks', () => {
    let state = hand(
      config(5, 10, 6),
      3,
      { 1: 100, 2: 100, 3: 100, 4: 100 },
      [
        [4, 'sb'],
        [1, 'bb'],
      ],
      ['2c 3d', '4c 5d', '7c 8d', '2h 7h'],
      'Ah Kh Qh Jh Th',
    );
    // Dealing starts at the small blind (seat 4): its cards are the first listed.
    expect(state.seats.find((seat) => seat.seat === 4)?.hole.map(cardName)).toEqual(['2c', '3d']);
    state = play(state, [2, call], [3, call], [4, fold], [1, check]);
    state = play(state, [1, check], [2, check], [3, check]);
    state = play(state, [1, check], [2, check], [3, check]);
    state = play(state, [1, check], [2, raise(10)], [3, call], [1, fold]);
    expect(state.result?.pots).toEqual([{ index: 0, amount: 55, eligibleSeats: [2, 3], rake: 0 }]);
    expect(state.result?.awards).toEqual([
      { potIndex: 0, seat: 2, amount: 28, oddChip: true },
      { potIndex: 0, seat: 3, amount: 27, oddChip: false },
    ]);
    // The river aggressor shows first.
    expect(state.result?.showdown.map((entry) => entry.seat)).toEqual([2, 3]);
  });

  it('lets a seat that folded on the river leave its chips in the pots it reached (§3.8 example 3)', () => {
    // Seats: A=1 100, B=2 150, E=5 and F=6 deep. Button 6, SB 1, BB 2.
    let state = hand(
      config(5, 10, 6),
      6,
      { 1: 100, 2: 150, 5: 1_000, 6: 1_000 },
      [
        [1, 'sb'],
        [2, 'bb'],
      ],
      ['Ah Ad', 'Kh Kd', 'Qh Qd', '3c 4c'],
      '2c 7s 9d Jc 8h',
    );
    state = play(state, [5, raise(100)], [6, call], [1, call], [2, allIn], [5, call], [6, call]);
    expect(state.street).toBe('flop');
    state = play(state, [5, raise(150)], [6, call], [5, check], [6, check]);
    expect(state.street).toBe('river');
    // A has the best hand but only reaches the main pot; F takes the rest after E folds.
    state = play(state, [5, check], [6, raise(500)], [5, fold]);
    expect(state.result?.uncalled).toEqual({ seat: 6, amount: 500 });
    expect(state.result?.pots.map((pot) => [pot.amount, pot.eligibleSeats])).toEqual([
      [400, [1, 2, 6]],
      [150, [2, 6]],
      [300, [6]],
    ]);
    expect(state.result?.awards.map((award) => [award.seat, award.amount])).toEqual([
      [1, 400],
      [2, 150],
      [6, 300],
    ]);
  });

  it('pays the second-best hand the side pot the best hand is not in (rlcard#286)', () => {
    let state = hand(
      config(5, 10, 6),
      4,
      { 1: 100, 2: 200, 3: 300, 4: 500 },
      [
        [1, 'sb'],
        [2, 'bb'],
      ],
      ['Qh Qd', 'Ah Ad', 'Kh Kd', '7s 8c'],
      '2c 5s 9d Jc 3h',
    );
    state = play(state, [3, allIn], [4, call], [1, allIn], [2, allIn]);
    expect(state.result?.pots.map((pot) => [pot.amount, pot.eligibleSeats])).toEqual([
      [400, [1, 2, 3, 4]],
      [300, [2, 3, 4]],
      [200, [3, 4]],
    ]);
    expect(state.result?.awards.map((award) => [award.potIndex, award.seat, award.amount])).toEqual([
      [0, 2, 400],
      [1, 2, 300],
      [2, 3, 200],
    ]);
    expect(state.result?.endStacks.map((entry) => entry.stack)).toEqual([0, 700, 200, 200]);
  });

  it('a voided hand gives every seat back what it started with', () => {
    let state = hand(config(5, 10, 2), 1, { 1: 1_000, 2: 700 }, [
      [1, 'sb'],
      [2, 'bb'],
    ]);
    state = play(state, [1, raise(40)], [2, call], [2, raise(100)]);
    const voided = voidHand(state);
    expect(voided.result).toMatchObject({ voided: true, rake: 0 });
    expect(voided.result?.endStacks).toEqual([
      { seat: 1, stack: 1_000, net: 0 },
      { seat: 2, stack: 700, net: 0 },
    ]);
    expect(chipsAccountedFor(voided)).toBe(1_700);
  });
});
