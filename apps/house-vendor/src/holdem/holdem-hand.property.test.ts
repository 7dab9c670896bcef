import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../fairness/committed-deck.js';
import { applyAction, automaticAction, chipsAccountedFor, legalActions, startHand, voidHand } from './holdem-hand.js';
import type { HandState, PlayerAction, PostKind } from './holdem-hand.js';
import { rakeCap } from './pots.js';
import type { RakeRule } from './pots.js';

/**
 * Property tests of the hand engine (reference §3.14): random tables of 2 to 6 seats, random stacks (some below the
 * big blind), random legal actions with random sizes, random timeouts and voids. After every action the chips are
 * conserved; at the end the pots, rake and awards obey §3.7–§3.10; the re-opening rule is checked against an
 * independent model written from the action log.
 */

const rake: RakeRule = {
  rateBasisPoints: 500,
  caps: [
    { minPlayers: 2, cap: 20 },
    { minPlayers: 3, cap: 40 },
    { minPlayers: 5, cap: 60 },
  ],
};
const smallBlind = 5;
const bigBlind = 10;

const tableArbitrary = fc
  .record({
    seatCount: fc.constantFrom(2, 6),
    stacks: fc.array(fc.oneof(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 16, max: 600 })), {
      minLength: 6,
      maxLength: 6,
    }),
    occupied: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    buttonPick: fc.nat(),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    choices: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
    voidAt: fc.option(fc.nat({ max: 30 }), { nil: null }),
    deadSb: fc.boolean(),
  })
  .map((input) => {
    let seats = Array.from({ length: input.seatCount }, (_, seat) => seat + 1).filter(
      (seat) => input.occupied[seat - 1] === true,
    );
    if (seats.length < 2) seats = [1, 2];
    const buttonSeat = seats[input.buttonPick % seats.length] as number;
    const after = (seat: number) => seats[(seats.indexOf(seat) + 1) % seats.length] as number;
    // Heads-up the button is the small blind (§3.3).
    const sbSeat = seats.length === 2 ? buttonSeat : after(buttonSeat);
    const bbSeat = after(sbSeat);
    const posts: { seat: number; kind: PostKind }[] = [
      { seat: sbSeat, kind: 'sb' },
      { seat: bbSeat, kind: 'bb' },
    ];
    // A returning player (not in the blinds) posts a dead small blind and a live big blind.
    const returning = seats.find((seat) => seat !== sbSeat && seat !== bbSeat);
    if (input.deadSb && returning !== undefined) {
      posts.push({ seat: returning, kind: 'deadSb' }, { seat: returning, kind: 'bb' });
    }
    return { ...input, seats, buttonSeat, posts };
  });

type Table = typeof tableArbitrary extends fc.Arbitrary<infer Value> ? Value : never;

function begin(table: Table): HandState {
  return startHand({
    config: { smallBlind, bigBlind, seatCount: table.seatCount, rake },
    handNumber: 7,
    buttonSeat: table.buttonSeat,
    players: table.seats.map((seat) => ({ seat, stack: table.stacks[seat - 1] as number })),
    posts: table.posts,
    deck: shuffledDeck(table.seed, 'client', 7),
  });
}

/** The re-opening rule from the action log alone (TDA 47, §3.6), independent of the engine's own bookkeeping. */
function modelMayRaise(state: HandState, seat: number): boolean {
  const onStreet = state.actions.filter((action) => action.street === state.street);
  let high =
    state.street === 'preflop'
      ? Math.max(bigBlind, ...state.posts.filter((p) => p.kind !== 'deadSb').map((p) => p.amount))
      : 0;
  let fullIncrement = bigBlind;
  let lastFullSeq = 0;
  for (const action of onStreet) {
    if (action.toAmount > high) {
      if (action.toAmount - high >= fullIncrement) {
        fullIncrement = action.toAmount - high;
        lastFullSeq = action.seq;
      }
      high = action.toAmount;
    }
  }
  const mine = onStreet.filter((action) => action.seat === seat).at(-1);
  if (mine === undefined || mine.seq < lastFullSeq) return true;
  return high - mine.toAmount >= fullIncrement;
}

function pickAction(state: HandState, choice: number, nextChoice: () => number): PlayerAction {
  const legal = legalActions(state);
  if (legal === null) throw new Error('no actor');
  const options: PlayerAction[] = [{ type: 'fold' }];
  if (legal.canCheck) options.push({ type: 'check' }, { type: 'check' });
  else options.push({ type: 'call' }, { type: 'call' });
  if (legal.canRaise) {
    const span = legal.maxRaiseTo - legal.minRaiseTo;
    options.push({ type: 'raise', to: legal.minRaiseTo + (span === 0 ? 0 : nextChoice() % (span + 1)) });
    options.push({ type: 'allIn' });
  }
  options.push(automaticAction(state));
  return options[choice % options.length] as PlayerAction;
}

describe('hand engine properties', () => {
  it('conserves chips, sizes raises, re-opens only by TDA 47, and settles pots, rake and awards by the rules', () => {
    fc.assert(
      fc.property(tableArbitrary, (table) => {
        const startTotal = table.seats.reduce((sum, seat) => sum + (table.stacks[seat - 1] as number), 0);
        let state = begin(table);
        let cursor = 0;
        const nextChoice = () => table.choices[cursor++ % table.choices.length] as number;
        const replay: [number, PlayerAction][] = [];
        let steps = 0;
        while (state.result === null) {
          expect(chipsAccountedFor(state)).toBe(startTotal);
          const actor = state.actor as number;
          const legal = legalActions(state);
          expect(legal?.canRaise).toBe(
            modelMayRaise(state, actor) &&
              (legal?.maxRaiseTo ?? 0) > state.highBet &&
              state.seats.some((seat) => seat.seat !== actor && !seat.folded && !seat.allIn),
          );
          // Only the actor acts.
          const bystander = state.seats.find((seat) => seat.seat !== actor);
          if (bystander !== undefined) {
            expect(() => applyAction(state, bystander.seat, { type: 'fold' })).toThrow(/not to act/);
          }
          if (table.voidAt === steps) {
            const voided = voidHand(state);
            expect(voided.result?.endStacks.map((entry) => entry.stack)).toEqual(
              table.seats.map((seat) => table.stacks[seat - 1]),
            );
            expect(chipsAccountedFor(voided)).toBe(startTotal);
          }
          const action = pickAction(state, nextChoice(), nextChoice);
          const highBefore = state.highBet;
          const incrementBefore = state.minRaiseIncrement;
          state = applyAction(state, actor, action);
          replay.push([actor, action]);
          const record = state.actions.at(-1);
          if (record !== undefined && record.toAmount > highBefore) {
            // A raise is at least a full increment unless it is all-in.
            expect(record.isAllIn || record.toAmount - highBefore >= incrementBefore).toBe(true);
          }
          steps += 1;
          expect(steps).toBeLessThan(200);
        }
        expect(chipsAccountedFor(state)).toBe(startTotal);

        const result = state.result;
        const contributed =
          state.seats.reduce((sum, seat) => sum + seat.totalBet, 0) +
          state.posts.filter((p) => p.kind === 'deadSb').reduce((sum, p) => sum + p.amount, 0);
        expect(result.pots.reduce((sum, pot) => sum + pot.amount, 0)).toBe(contributed);
        expect(result.totalPot).toBe(contributed);
        // Pots: eligible = live seats that reached the level; folded seats never win.
        const folded = new Set(state.seats.filter((seat) => seat.folded).map((seat) => seat.seat));
        for (const pot of result.pots) {
          for (const seat of pot.eligibleSeats) expect(folded.has(seat)).toBe(false);
          const awarded = result.awards.filter((award) => award.potIndex === pot.index);
          expect(awarded.reduce((sum, award) => sum + award.amount, 0)).toBe(pot.amount - pot.rake);
          for (const award of awarded) {
            expect(pot.eligibleSeats).toContain(award.seat);
            expect(award.amount).toBeLessThanOrEqual(pot.amount);
          }
        }
        // Rake: nothing without a flop, never above the cap, exactly the floor rule otherwise.
        const cap = rakeCap(rake, state.seats.length);
        if (state.board.length < 3) expect(result.rake).toBe(0);
        else expect(result.rake).toBe(Math.min(Math.floor((contributed * 500) / 10_000), cap));
        expect(result.rake).toBeLessThanOrEqual(cap);
        expect(result.pots.reduce((sum, pot) => sum + pot.rake, 0)).toBe(result.rake);
        // Determinism: the same deck and actions give the same hand, byte for byte.
        let again = begin(table);
        for (const [seat, action] of replay) again = applyAction(again, seat, action);
        expect(JSON.stringify(again)).toBe(JSON.stringify(state));
      }),
      { numRuns: 1_500 },
    );
  }, 60_000);
});
