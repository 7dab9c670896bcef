import type { Card } from '../tables/table-types.js';
import { evaluateHand } from './hand-evaluator.js';
import type { HandCategory } from './hand-evaluator.js';
import { buildPots, rakePots, splitPot, uncalledReturn } from './pots.js';
import type { Award, Contribution, RakeRule, UncalledReturn } from './pots.js';

/**
 * One No-Limit Hold'em hand as a pure state machine (reference house-games §3.3–§3.9): blinds, dealing in the fixed
 * order of §3.4 from a committed deck, betting with the no-limit sizing and re-opening rules of §3.6, uncalled bets,
 * side pots, rake and showdown. Every function returns a new state; nothing here knows about clocks, sockets or
 * wallets (the table around it does). Amounts are integer minor units.
 */

export const streets = ['preflop', 'flop', 'turn', 'river'] as const;
export type Street = (typeof streets)[number];

export type PostKind = 'sb' | 'bb' | 'deadSb';

export type HandConfig = {
  smallBlind: number;
  bigBlind: number;
  rake: RakeRule;
  /** Seats around the table (6 or 2): odd chips and positions go clockwise over seat numbers modulo this. */
  seatCount: number;
};

export type HandStart = {
  config: HandConfig;
  handNumber: number;
  buttonSeat: number;
  /** Seats dealt in, each with the chips it brings to the hand. */
  players: { seat: number; stack: number }[];
  /** Forced bets in the order they are posted: the blinds, and the big blind or dead small blind a returning or new
   *  player posts to be dealt in (§3.3). */
  posts: { seat: number; kind: PostKind }[];
  /** The shuffled deck (fairness/committed-deck); cards are dealt from its top in the order of §3.4. */
  deck: Card[];
};

export type ActionKind = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'allIn';
export type PlayerAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  /** Bet or raise to a street total of `to`. */
  | { type: 'raise'; to: number }
  | { type: 'allIn' };

export type AutoReason = 'timeout' | 'disconnect' | 'leave';

export type ActionRecord = {
  seq: number;
  street: Street;
  seat: number;
  action: ActionKind;
  /** Chips this action put in. */
  amount: number;
  /** The seat's street total after it. */
  toAmount: number;
  isAllIn: boolean;
  usedTimeBankMs: number;
  auto: AutoReason | null;
};

export type SeatInHand = {
  seat: number;
  startStack: number;
  stack: number;
  /** Live chips put in on this street (dead blinds excluded). */
  streetBet: number;
  /** Live chips put in over the hand. */
  totalBet: number;
  folded: boolean;
  allIn: boolean;
  /** Has acted since the last full bet or raise (a short all-in does not clear it: §3.6). */
  acted: boolean;
  hole: Card[];
  holeDeckIndexes: number[];
};

export type ShowdownEntry = {
  seat: number;
  shown: boolean;
  category: HandCategory;
  bestFive: Card[];
};

export type HandResult = {
  voided: boolean;
  uncalled: UncalledReturn | null;
  pots: { index: number; amount: number; eligibleSeats: number[]; rake: number }[];
  showdown: ShowdownEntry[];
  awards: Award[];
  totalPot: number;
  rake: number;
  endStacks: { seat: number; stack: number; net: number }[];
};

export type HandState = {
  config: HandConfig;
  handNumber: number;
  buttonSeat: number;
  smallBlindSeat: number | null;
  bigBlindSeat: number | null;
  seats: SeatInHand[];
  deck: Card[];
  /** Index of the next card to deal from the deck. */
  cursor: number;
  board: Card[];
  boardDeckIndexes: number[];
  burnDeckIndexes: number[];
  street: Street;
  /** The bet to match on this street (preflop at least the full big blind, even when the big blind is short). */
  highBet: number;
  /** The last full bet or raise increment of the street; the minimum raise increment (at least the big blind). */
  minRaiseIncrement: number;
  /** Seat of the last bet or raise on the current street (the first to show on the river). */
  lastAggressor: number | null;
  deadMoney: number;
  posts: { seat: number; kind: PostKind; amount: number }[];
  actions: ActionRecord[];
  actor: number | null;
  result: HandResult | null;
};

export class HoldemRuleError extends Error {
  constructor(
    readonly code: 'NOT_YOUR_TURN' | 'ILLEGAL_ACTION' | 'BAD_AMOUNT' | 'HAND_OVER',
    message: string,
  ) {
    super(message);
  }
}

export type LegalActions = {
  seat: number;
  canCheck: boolean;
  /** Chips a call puts in (capped at the stack); 0 when checking is possible. */
  callAmount: number;
  canRaise: boolean;
  /** Street totals a bet or raise may go to; `minRaiseTo` is lowered to the all-in amount when the stack is short. */
  minRaiseTo: number;
  maxRaiseTo: number;
  /** Whether the raise is a bet (nobody has bet this street). */
  isBet: boolean;
};

function clockwiseDistance(from: number, to: number, seatCount: number): number {
  return (to - from + seatCount) % seatCount;
}

/** Seats in clockwise order starting after `from` (exclusive) and ending with `from` itself if present. */
function orderAfter(state: HandState, from: number): SeatInHand[] {
  return [...state.seats].sort(
    (left, right) =>
      (clockwiseDistance(from, left.seat, state.config.seatCount) || state.config.seatCount) -
      (clockwiseDistance(from, right.seat, state.config.seatCount) || state.config.seatCount),
  );
}

function seatOf(state: HandState, seat: number): SeatInHand {
  const found = state.seats.find((entry) => entry.seat === seat);
  if (found === undefined) throw new HoldemRuleError('ILLEGAL_ACTION', `seat ${seat} is not in the hand`);
  return found;
}

function canStillBet(entry: SeatInHand): boolean {
  return !entry.folded && !entry.allIn;
}

/** The bet this seat must reach; when nobody else can act any more, matching the others' live bets is enough. */
function callTarget(state: HandState, entry: SeatInHand): number {
  const others = state.seats.filter((other) => other.seat !== entry.seat && !other.folded);
  if (others.some(canStillBet)) return state.highBet;
  const othersTop = Math.max(0, ...others.map((other) => other.streetBet));
  return Math.min(state.highBet, othersTop);
}

function needsToAct(state: HandState, entry: SeatInHand): boolean {
  if (!canStillBet(entry)) return false;
  const target = callTarget(state, entry);
  if (entry.streetBet < target) return true;
  const othersCanAct = state.seats.some((other) => other.seat !== entry.seat && canStillBet(other));
  return !entry.acted && othersCanAct;
}

export function legalActions(state: HandState): LegalActions | null {
  if (state.result !== null || state.actor === null) return null;
  const entry = seatOf(state, state.actor);
  const target = callTarget(state, entry);
  const callAmount = Math.min(Math.max(0, target - entry.streetBet), entry.stack);
  const othersCanAct = state.seats.some((other) => other.seat !== entry.seat && canStillBet(other));
  // A seat that already acted may raise again only if what it now faces adds up to a full raise (TDA 47).
  const reopened = !entry.acted || state.highBet - entry.streetBet >= state.minRaiseIncrement;
  const maxRaiseTo = entry.streetBet + entry.stack;
  const canRaise = othersCanAct && reopened && maxRaiseTo > state.highBet;
  return {
    seat: entry.seat,
    canCheck: callAmount === 0,
    callAmount,
    canRaise,
    minRaiseTo: Math.min(state.highBet + state.minRaiseIncrement, maxRaiseTo),
    maxRaiseTo,
    isBet: state.highBet === 0,
  };
}

function dealCard(state: HandState): { card: Card; index: number } {
  const index = state.cursor;
  const card = state.deck[index];
  if (card === undefined) throw new Error('the deck ran out');
  state.cursor += 1;
  return { card, index };
}

function putIn(entry: SeatInHand, amount: number): number {
  const paid = Math.min(amount, entry.stack);
  entry.stack -= paid;
  entry.streetBet += paid;
  entry.totalBet += paid;
  if (entry.stack === 0) entry.allIn = true;
  return paid;
}

export function startHand(input: HandStart): HandState {
  const { config } = input;
  if (input.players.length < 2) throw new HoldemRuleError('ILLEGAL_ACTION', 'a hand needs two players');
  if (input.deck.length !== 52) throw new RangeError('a Hold’em deck has 52 cards');
  for (const player of input.players) {
    if (!Number.isSafeInteger(player.stack) || player.stack <= 0) throw new RangeError('every dealt-in seat has chips');
  }
  const state: HandState = {
    config,
    handNumber: input.handNumber,
    buttonSeat: input.buttonSeat,
    smallBlindSeat: input.posts.find((post) => post.kind === 'sb')?.seat ?? null,
    bigBlindSeat: input.posts.find((post) => post.kind === 'bb')?.seat ?? null,
    seats: input.players.map((player) => ({
      seat: player.seat,
      startStack: player.stack,
      stack: player.stack,
      streetBet: 0,
      totalBet: 0,
      folded: false,
      allIn: false,
      acted: false,
      hole: [],
      holeDeckIndexes: [],
    })),
    deck: input.deck,
    cursor: 0,
    board: [],
    boardDeckIndexes: [],
    burnDeckIndexes: [],
    street: 'preflop',
    highBet: 0,
    minRaiseIncrement: config.bigBlind,
    lastAggressor: null,
    deadMoney: 0,
    posts: [],
    actions: [],
    actor: null,
    result: null,
  };
  state.seats.sort((left, right) => left.seat - right.seat);

  for (const post of input.posts) {
    const entry = seatOf(state, post.seat);
    if (post.kind === 'deadSb') {
      // Dead money: in the pot, but not part of the seat's bet (§3.3).
      const paid = Math.min(config.smallBlind, entry.stack);
      entry.stack -= paid;
      state.deadMoney += paid;
      if (entry.stack === 0) entry.allIn = true;
      state.posts.push({ seat: post.seat, kind: post.kind, amount: paid });
    } else {
      const paid = putIn(entry, post.kind === 'sb' ? config.smallBlind : config.bigBlind);
      state.posts.push({ seat: post.seat, kind: post.kind, amount: paid });
    }
  }
  // A short big blind still sets the full big blind as the bet to call and the base of raises (§3.3).
  state.highBet = Math.max(config.bigBlind, ...state.seats.map((entry) => entry.streetBet));

  // Burn, then one card at a time from the small blind (or left of the button) clockwise, twice (§3.4).
  state.burnDeckIndexes.push(dealCard(state).index);
  const dealStart = state.smallBlindSeat ?? orderAfter(state, state.buttonSeat)[0]?.seat ?? state.buttonSeat;
  const dealOrder = [
    seatOf(state, dealStart),
    ...orderAfter(state, dealStart).filter((entry) => entry.seat !== dealStart),
  ];
  for (let round = 0; round < 2; round += 1) {
    for (const entry of dealOrder) {
      const { card, index } = dealCard(state);
      entry.hole.push(card);
      entry.holeDeckIndexes.push(index);
    }
  }

  const lastForced = state.bigBlindSeat ?? state.posts.at(-1)?.seat ?? state.buttonSeat;
  state.actor = orderAfter(state, lastForced).find((entry) => needsToAct(state, entry))?.seat ?? null;
  if (state.actor === null) return closeStreet(state);
  return state;
}

export type ActionMeta = { auto?: AutoReason; usedTimeBankMs?: number };

export function applyAction(state: HandState, seat: number, action: PlayerAction, meta: ActionMeta = {}): HandState {
  if (state.result !== null) throw new HoldemRuleError('HAND_OVER', 'the hand is over');
  if (state.actor !== seat) throw new HoldemRuleError('NOT_YOUR_TURN', `seat ${seat} is not to act`);
  const legal = legalActions(state);
  if (legal === null) throw new HoldemRuleError('HAND_OVER', 'the hand is over');
  const next = structuredClone(state);
  const entry = seatOf(next, seat);
  let kind: ActionKind;
  let paid = 0;

  let resolved = action;
  if (resolved.type === 'allIn') {
    if (legal.canRaise) resolved = { type: 'raise', to: legal.maxRaiseTo };
    else if (legal.callAmount === entry.stack && entry.stack > 0) resolved = { type: 'call' };
    else throw new HoldemRuleError('ILLEGAL_ACTION', 'all-in would be a raise, and raising is closed');
  }

  switch (resolved.type) {
    case 'fold':
      entry.folded = true;
      kind = 'fold';
      break;
    case 'check':
      if (!legal.canCheck) throw new HoldemRuleError('ILLEGAL_ACTION', 'there is a bet to call');
      kind = 'check';
      break;
    case 'call':
      if (legal.canCheck) throw new HoldemRuleError('ILLEGAL_ACTION', 'nothing to call');
      paid = putIn(entry, legal.callAmount);
      kind = 'call';
      break;
    case 'raise': {
      const to = resolved.to;
      if (!legal.canRaise) throw new HoldemRuleError('ILLEGAL_ACTION', 'raising is closed for this seat');
      if (!Number.isSafeInteger(to) || to > legal.maxRaiseTo || to < legal.minRaiseTo) {
        throw new HoldemRuleError('BAD_AMOUNT', `a raise goes to ${legal.minRaiseTo}..${legal.maxRaiseTo}`);
      }
      const increment = to - next.highBet;
      if (increment >= next.minRaiseIncrement) {
        // A full bet or raise: it sets the next minimum increment and re-opens the betting for everyone.
        next.minRaiseIncrement = increment;
        for (const other of next.seats) if (other.seat !== seat) other.acted = false;
      }
      paid = putIn(entry, to - entry.streetBet);
      kind = legal.isBet ? 'bet' : 'raise';
      next.highBet = to;
      next.lastAggressor = seat;
      break;
    }
  }
  entry.acted = true;
  next.actions.push({
    seq: next.actions.length + 1,
    street: next.street,
    seat,
    action: entry.allIn && kind !== 'fold' && kind !== 'check' ? 'allIn' : kind,
    amount: paid,
    toAmount: entry.streetBet,
    isAllIn: entry.allIn && paid > 0,
    usedTimeBankMs: meta.usedTimeBankMs ?? 0,
    auto: meta.auto ?? null,
  });

  if (next.seats.filter((other) => !other.folded).length === 1) return finish(next);
  next.actor = orderAfter(next, seat).find((other) => needsToAct(next, other))?.seat ?? null;
  if (next.actor === null) return closeStreet(next);
  return next;
}

/** The action a seat gets when its clock and time bank run out (or it left): check if it can, else fold (§3.11). */
export function automaticAction(state: HandState): PlayerAction {
  const legal = legalActions(state);
  return legal?.canCheck === true ? { type: 'check' } : { type: 'fold' };
}

function dealStreet(state: HandState, count: number): void {
  state.burnDeckIndexes.push(dealCard(state).index);
  for (let card = 0; card < count; card += 1) {
    const dealt = dealCard(state);
    state.board.push(dealt.card);
    state.boardDeckIndexes.push(dealt.index);
  }
}

/** The betting of a street is over: next street, a run-out when at most one seat can still bet, or the showdown. */
function closeStreet(state: HandState): HandState {
  for (;;) {
    const live = state.seats.filter((entry) => !entry.folded);
    if (live.length <= 1) return finish(state);
    if (state.street === 'river') return finish(state);
    const bettors = live.filter(canStillBet);
    state.street = streets[streets.indexOf(state.street) + 1] as Street;
    dealStreet(state, state.street === 'flop' ? 3 : 1);
    for (const entry of state.seats) {
      entry.streetBet = 0;
      entry.acted = false;
    }
    state.highBet = 0;
    state.minRaiseIncrement = state.config.bigBlind;
    state.lastAggressor = null;
    if (bettors.length >= 2) {
      state.actor = orderAfter(state, state.buttonSeat).find((entry) => needsToAct(state, entry))?.seat ?? null;
      if (state.actor !== null) return state;
    }
    // Run-out: nobody (or one seat alone) can bet; the rest of the board comes without betting.
  }
}

function finish(state: HandState): HandState {
  state.actor = null;
  const contributions: Contribution[] = state.seats.map((entry) => ({
    seat: entry.seat,
    amount: entry.totalBet,
    folded: entry.folded,
  }));
  const uncalled = uncalledReturn(contributions) ?? null;
  if (uncalled !== null) {
    const owner = seatOf(state, uncalled.seat);
    owner.stack += uncalled.amount;
    owner.totalBet -= uncalled.amount;
    owner.streetBet -= uncalled.amount;
    const contribution = contributions.find((entry) => entry.seat === uncalled.seat);
    if (contribution !== undefined) contribution.amount -= uncalled.amount;
  }
  const pots = buildPots(contributions, state.deadMoney);
  const rakes = rakePots(pots, state.config.rake, state.seats.length, state.board.length >= 3);

  const live = state.seats.filter((entry) => !entry.folded);
  const contested = live.length >= 2;
  const strengths = new Map(
    contested ? live.map((entry) => [entry.seat, evaluateHand([...entry.hole, ...state.board])]) : [],
  );
  const awards: Award[] = [];
  pots.forEach((pot, index) => {
    const net = pot.amount - (rakes[index] ?? 0);
    let winners = pot.eligibleSeats;
    if (contested && winners.length > 1) {
      const best = Math.max(...winners.map((seat) => strengths.get(seat)?.score ?? -1));
      winners = winners.filter((seat) => strengths.get(seat)?.score === best);
    }
    awards.push(...splitPot(index, net, winners, state.buttonSeat, state.config.seatCount));
  });
  for (const award of awards) seatOf(state, award.seat).stack += award.amount;

  // Winners always show; at an all-in showdown every live hand is shown; other losing hands are mucked (§3.9).
  const allInShowdown = live.some((entry) => entry.allIn);
  const winningSeats = new Set(awards.filter((award) => award.amount > 0).map((award) => award.seat));
  const firstToShow =
    state.street === 'river' && state.lastAggressor !== null && !seatOf(state, state.lastAggressor).folded
      ? state.lastAggressor
      : state.buttonSeat;
  const showOrder =
    firstToShow === state.buttonSeat
      ? orderAfter(state, state.buttonSeat)
      : [seatOf(state, firstToShow), ...orderAfter(state, firstToShow).filter((entry) => entry.seat !== firstToShow)];
  const showdown: ShowdownEntry[] = contested
    ? showOrder
        .filter((entry) => !entry.folded)
        .map((entry) => {
          const strength = strengths.get(entry.seat);
          if (strength === undefined) throw new Error('a live seat without a hand');
          return {
            seat: entry.seat,
            shown: allInShowdown || winningSeats.has(entry.seat),
            category: strength.category,
            bestFive: strength.bestFive,
          };
        })
    : [];

  const totalPot = pots.reduce((sum, pot) => sum + pot.amount, 0);
  state.result = {
    voided: false,
    uncalled,
    pots: pots.map((pot, index) => ({ index, ...pot, rake: rakes[index] ?? 0 })),
    showdown,
    awards,
    totalPot,
    rake: rakes.reduce((sum, rake) => sum + rake, 0),
    endStacks: state.seats.map((entry) => ({
      seat: entry.seat,
      stack: entry.stack,
      net: entry.stack - entry.startStack,
    })),
  };
  return state;
}

/**
 * A hand that cannot complete (a server fault) is cancelled and every chip returns to the seat that put it in
 * (§3.11): stacks go back to where the hand started, nothing is raked.
 */
export function voidHand(state: HandState): HandState {
  if (state.result !== null) return state;
  const next = structuredClone(state);
  next.actor = null;
  for (const entry of next.seats) {
    entry.stack = entry.startStack;
    entry.streetBet = 0;
    entry.totalBet = 0;
  }
  next.deadMoney = 0;
  next.result = {
    voided: true,
    uncalled: null,
    pots: [],
    showdown: [],
    awards: [],
    totalPot: 0,
    rake: 0,
    endStacks: next.seats.map((entry) => ({ seat: entry.seat, stack: entry.stack, net: 0 })),
  };
  return next;
}

/** Chips the hand accounts for: stacks plus what is in the middle, or plus the rake once it is over. */
export function chipsAccountedFor(state: HandState): number {
  const stacks = state.seats.reduce((sum, entry) => sum + entry.stack, 0);
  if (state.result !== null) return stacks + state.result.rake;
  return stacks + state.seats.reduce((sum, entry) => sum + entry.totalBet, 0) + state.deadMoney;
}
