import type { Card } from '../tables/table-types.js';
import { applyAction, automaticAction, startHand, voidHand } from './holdem-hand.js';
import type { ActionMeta, HandState, PlayerAction, PostKind, Street } from './holdem-hand.js';
import type { RakeRule } from './pots.js';

/**
 * A Hold'em cash table around the hand engine (reference §3.2, §3.3, §3.11): seats and buy-ins, the moving button,
 * who posts which blind, new and returning players, sit out, the action clock with its time bank. Pure: the caller
 * passes the time, the deck and the player's wishes in; money outside the table (the wallet escrow) is the caller's.
 */

export type TableVariant = 'six-max' | 'heads-up';

export type ClockRule = {
  preflopMs: number;
  laterStreetMs: number;
  timeBankStartMs: number;
  timeBankAddMs: number;
  timeBankEveryHands: number;
  timeBankMaxMs: number;
};

export type TableConfig = {
  variant: TableVariant;
  seatCount: number;
  smallBlind: number;
  bigBlind: number;
  minBuyIn: number;
  maxBuyIn: number;
  rake: RakeRule;
  clock: ClockRule;
  /** After this long sitting out, a seat is stood up and its chips go home (§3.11). */
  sitOutLimitMs: number;
};

export const defaultClock: ClockRule = {
  preflopMs: 15_000,
  laterStreetMs: 20_000,
  timeBankStartMs: 30_000,
  timeBankAddMs: 5_000,
  timeBankEveryHands: 20,
  timeBankMaxMs: 60_000,
};

/** The table settings of §3.2 for a big blind in minor units: 5 % rake, caps growing with players dealt. */
export function standardTable(variant: TableVariant, bigBlind: number): TableConfig {
  const headsUp = variant === 'heads-up';
  return {
    variant,
    seatCount: headsUp ? 2 : 6,
    smallBlind: bigBlind / 2,
    bigBlind,
    minBuyIn: (headsUp ? 20 : 40) * bigBlind,
    maxBuyIn: 100 * bigBlind,
    rake: {
      rateBasisPoints: 500,
      caps: [
        { minPlayers: 2, cap: bigBlind },
        { minPlayers: 3, cap: 2 * bigBlind },
        { minPlayers: 5, cap: 3 * bigBlind },
      ],
    },
    clock: defaultClock,
    sitOutLimitMs: 10 * 60_000,
  };
}

export type TableSeat = {
  seat: number;
  playerId: string;
  displayName: string;
  stack: number;
  sittingOut: boolean;
  sittingOutSince: number | null;
  /** Has never been dealt in at this table: posts a big blind to come in (§3.3). */
  isNew: boolean;
  /** Sat out while the big blind passed: posts a dead small blind and a live big blind to come back. */
  owesBlinds: boolean;
  timeBankMs: number;
  handsDealt: number;
  /** Timed out this hand: sits out when it ends. */
  timedOut: boolean;
  /** Asked to leave: folds when its turn comes and is stood up when the hand ends. */
  leaving: boolean;
};

export type TableState = {
  config: TableConfig;
  seats: TableSeat[];
  buttonSeat: number | null;
  lastBigBlindSeat: number | null;
  handNumber: number;
  hand: HandState | null;
  /** When the current actor's clock started (ms), for the time bank. */
  actorSince: number | null;
};

export class TableRuleError extends Error {
  constructor(
    readonly code: 'SEAT_TAKEN' | 'ALREADY_SEATED' | 'BAD_BUY_IN' | 'NO_SUCH_SEAT' | 'HAND_RUNNING' | 'NOT_SEATED',
    message: string,
  ) {
    super(message);
  }
}

export function openTable(config: TableConfig): TableState {
  return { config, seats: [], buttonSeat: null, lastBigBlindSeat: null, handNumber: 0, hand: null, actorSince: null };
}

export function sitDown(
  table: TableState,
  player: { seat: number; playerId: string; displayName: string; buyIn: number },
): TableState {
  const { config } = table;
  if (!Number.isInteger(player.seat) || player.seat < 1 || player.seat > config.seatCount) {
    throw new TableRuleError('NO_SUCH_SEAT', `seats are 1..${config.seatCount}`);
  }
  if (table.seats.some((seat) => seat.seat === player.seat)) throw new TableRuleError('SEAT_TAKEN', 'seat taken');
  // One seat per player per table: nobody plays against himself (§3.11).
  if (table.seats.some((seat) => seat.playerId === player.playerId)) {
    throw new TableRuleError('ALREADY_SEATED', 'already seated at this table');
  }
  if (!Number.isSafeInteger(player.buyIn) || player.buyIn < config.minBuyIn || player.buyIn > config.maxBuyIn) {
    throw new TableRuleError('BAD_BUY_IN', `buy-in is ${config.minBuyIn}..${config.maxBuyIn}`);
  }
  const seat: TableSeat = {
    seat: player.seat,
    playerId: player.playerId,
    displayName: player.displayName,
    stack: player.buyIn,
    sittingOut: false,
    sittingOutSince: null,
    isNew: table.handNumber > 0,
    owesBlinds: false,
    timeBankMs: config.clock.timeBankStartMs,
    handsDealt: 0,
    timedOut: false,
    leaving: false,
  };
  return { ...table, seats: [...table.seats, seat].sort((left, right) => left.seat - right.seat) };
}

function findSeat(table: TableState, seat: number): TableSeat {
  const found = table.seats.find((entry) => entry.seat === seat);
  if (found === undefined) throw new TableRuleError('NOT_SEATED', `nobody sits in seat ${seat}`);
  return found;
}

function inHand(table: TableState, seat: number): boolean {
  return table.hand !== null && table.hand.result === null && table.hand.seats.some((entry) => entry.seat === seat);
}

export function setSittingOut(table: TableState, seat: number, sittingOut: boolean, now: number): TableState {
  const next = structuredClone(table);
  const entry = findSeat(next, seat);
  entry.sittingOut = sittingOut;
  entry.sittingOutSince = sittingOut ? (entry.sittingOutSince ?? now) : null;
  if (!sittingOut) entry.timedOut = false;
  return next;
}

/** Standing up between hands gives back the stack; during a hand the seat folds in turn and leaves at its end. */
export function standUp(table: TableState, seat: number): { table: TableState; cashOut: TableSeat | null } {
  const next = structuredClone(table);
  const entry = findSeat(next, seat);
  if (inHand(next, seat)) {
    entry.leaving = true;
    return { table: next, cashOut: null };
  }
  next.seats = next.seats.filter((other) => other.seat !== seat);
  return { table: next, cashOut: entry };
}

/** Seats sitting out longer than the limit (§3.11), to stand up and cash out. */
export function expiredSitOuts(table: TableState, now: number): number[] {
  return table.seats
    .filter(
      (seat) =>
        seat.sittingOut &&
        seat.sittingOutSince !== null &&
        now - seat.sittingOutSince >= table.config.sitOutLimitMs &&
        !inHand(table, seat.seat),
    )
    .map((seat) => seat.seat);
}

export type HandPlan = {
  buttonSeat: number;
  players: { seat: number; stack: number }[];
  posts: { seat: number; kind: PostKind }[];
  bigBlindSeat: number;
};

function nextClockwise(seats: number[], after: number, seatCount: number): number | undefined {
  return [...seats].sort(
    (left, right) => ((left - after - 1 + seatCount) % seatCount) - ((right - after - 1 + seatCount) % seatCount),
  )[0];
}

function strictlyBetween(seat: number, from: number, to: number, seatCount: number): boolean {
  const distance = (seat - from + seatCount) % seatCount;
  return distance > 0 && distance < (to - from + seatCount) % seatCount;
}

/**
 * Who plays the next hand and who posts what (§3.3). The button moves to the next seat that is dealt in; the small
 * blind is the next such seat, the big blind the next after it (heads-up the button posts the small blind). A new
 * player posts a big blind to be dealt in, a player back from sitting out with blinds owed posts the small blind
 * dead and the big blind live; either one sitting between the button and the small blind waits a hand.
 */
export function planHand(table: TableState): HandPlan | null {
  const { seatCount } = table.config;
  const ready = table.seats.filter((seat) => !seat.sittingOut && !seat.leaving && seat.stack > 0);
  if (ready.length < 2) return null;
  let regular = ready.filter((seat) => !seat.isNew && !seat.owesBlinds).map((seat) => seat.seat);
  // At a table that has not dealt yet, or where fewer than two seats owe nothing, nobody owes anything.
  if (regular.length < 2) regular = ready.map((seat) => seat.seat);
  const previousButton = table.buttonSeat ?? (regular.at(-1) as number);
  const buttonSeat = nextClockwise(regular, previousButton, seatCount) as number;

  if (ready.length === 2) {
    const other = ready.find((seat) => seat.seat !== buttonSeat) ?? ready[0];
    const bigBlindSeat = (other as TableSeat).seat;
    return {
      buttonSeat,
      players: ready.map((seat) => ({ seat: seat.seat, stack: seat.stack })),
      posts: [
        { seat: buttonSeat, kind: 'sb' },
        { seat: bigBlindSeat, kind: 'bb' },
      ],
      bigBlindSeat,
    };
  }

  const smallBlindSeat = nextClockwise(
    regular.filter((seat) => seat !== buttonSeat),
    buttonSeat,
    seatCount,
  ) as number;
  const bigBlindSeat = nextClockwise(
    ready.map((seat) => seat.seat).filter((seat) => seat !== buttonSeat && seat !== smallBlindSeat),
    smallBlindSeat,
    seatCount,
  ) as number;
  const posts: { seat: number; kind: PostKind }[] = [
    { seat: smallBlindSeat, kind: 'sb' },
    { seat: bigBlindSeat, kind: 'bb' },
  ];
  const players: { seat: number; stack: number }[] = [];
  for (const seat of ready) {
    const owing = (seat.isNew || seat.owesBlinds) && !regular.includes(seat.seat);
    if (owing && seat.seat !== bigBlindSeat) {
      if (strictlyBetween(seat.seat, buttonSeat, smallBlindSeat, seatCount)) continue;
      if (seat.owesBlinds) posts.push({ seat: seat.seat, kind: 'deadSb' });
      posts.push({ seat: seat.seat, kind: 'bb' });
    }
    players.push({ seat: seat.seat, stack: seat.stack });
  }
  return { buttonSeat, players, posts, bigBlindSeat };
}

/** Deals the next hand with the given deck (from the committed deck of §4.3), or answers null if it cannot start. */
export function dealHand(table: TableState, deck: Card[], now: number): TableState | null {
  if (table.hand !== null && table.hand.result === null) throw new TableRuleError('HAND_RUNNING', 'a hand is running');
  const plan = planHand(table);
  if (plan === null) return null;
  const next = structuredClone(table);
  const { config } = next;
  const handNumber = next.handNumber + 1;
  // A seat sitting out while the big blind passed it owes the blinds when it comes back.
  if (next.lastBigBlindSeat !== null) {
    for (const seat of next.seats) {
      if (
        seat.sittingOut &&
        (seat.seat === plan.bigBlindSeat ||
          strictlyBetween(seat.seat, next.lastBigBlindSeat, plan.bigBlindSeat, config.seatCount))
      ) {
        seat.owesBlinds = true;
      }
    }
  }
  next.hand = startHand({
    config: {
      smallBlind: config.smallBlind,
      bigBlind: config.bigBlind,
      rake: config.rake,
      seatCount: config.seatCount,
    },
    handNumber,
    buttonSeat: plan.buttonSeat,
    players: plan.players,
    posts: plan.posts,
    deck,
  });
  next.handNumber = handNumber;
  next.buttonSeat = plan.buttonSeat;
  next.lastBigBlindSeat = plan.bigBlindSeat;
  for (const player of plan.players) {
    const seat = findSeat(next, player.seat);
    seat.isNew = false;
    seat.owesBlinds = false;
  }
  next.actorSince = next.hand.actor === null ? null : now;
  return next;
}

/** The actor's clock for the street: the action time, then its time bank. */
export function actionClockMs(config: TableConfig, street: Street): number {
  return street === 'preflop' ? config.clock.preflopMs : config.clock.laterStreetMs;
}

/** When the actor runs out of time (ms since the epoch), or null if nobody is to act. */
export function actorDeadline(table: TableState): number | null {
  const hand = table.hand;
  if (hand === null || hand.actor === null || table.actorSince === null) return null;
  const seat = findSeat(table, hand.actor);
  return table.actorSince + actionClockMs(table.config, hand.street) + seat.timeBankMs;
}

/** A player's action, charged to its clock: time past the action clock comes out of the time bank. */
export function act(table: TableState, seat: number, action: PlayerAction, now: number): TableState {
  const hand = table.hand;
  if (hand === null) throw new TableRuleError('NOT_SEATED', 'no hand is running');
  const next = structuredClone(table);
  const entry = findSeat(next, seat);
  const elapsed = Math.max(0, now - (table.actorSince ?? now));
  const usedTimeBankMs = Math.min(entry.timeBankMs, Math.max(0, elapsed - actionClockMs(table.config, hand.street)));
  next.hand = applyAction(hand, seat, action, { usedTimeBankMs });
  entry.timeBankMs -= usedTimeBankMs;
  return afterAction(next, now);
}

/**
 * The clock ran out (or the player left): check if possible, else fold (§3.11). A timed-out seat sits out when
 * the hand ends; a leaving one is stood up then.
 */
export function actAutomatically(table: TableState, now: number, reason: ActionMeta['auto'] = 'timeout'): TableState {
  const hand = table.hand;
  if (hand === null || hand.actor === null) return table;
  const next = structuredClone(table);
  const entry = findSeat(next, hand.actor);
  const usedTimeBankMs = reason === 'timeout' ? entry.timeBankMs : 0;
  next.hand = applyAction(hand, hand.actor, automaticAction(hand), { auto: reason, usedTimeBankMs });
  entry.timeBankMs -= usedTimeBankMs;
  if (reason === 'timeout' || reason === 'disconnect') entry.timedOut = true;
  return afterAction(next, now);
}

function afterAction(table: TableState, now: number): TableState {
  const hand = table.hand as HandState;
  table.actorSince = hand.actor === null ? null : now;
  // A seat that asked to leave folds as soon as its turn comes.
  if (hand.actor !== null && findSeat(table, hand.actor).leaving) return actAutomatically(table, now, 'leave');
  return table;
}

/**
 * Books the finished (or voided) hand into the seats: end stacks, hands dealt and time bank top-ups, sit-outs after
 * a timeout, stand-ups of leaving seats and of empty stacks. Returns the seats that stand up, to cash out.
 */
export function closeHand(table: TableState, now: number): { table: TableState; cashOuts: TableSeat[] } {
  const hand = table.hand;
  if (hand === null || hand.result === null) throw new TableRuleError('HAND_RUNNING', 'the hand is not over');
  const next = structuredClone(table);
  const { clock } = next.config;
  for (const end of hand.result.endStacks) {
    const seat = findSeat(next, end.seat);
    seat.stack = end.stack;
    seat.handsDealt += 1;
    if (seat.handsDealt % clock.timeBankEveryHands === 0) {
      seat.timeBankMs = Math.min(clock.timeBankMaxMs, seat.timeBankMs + clock.timeBankAddMs);
    }
    if (seat.timedOut && !seat.sittingOut) {
      seat.sittingOut = true;
      seat.sittingOutSince = now;
    }
    seat.timedOut = false;
  }
  const cashOuts = next.seats.filter((seat) => seat.leaving || seat.stack === 0);
  next.seats = next.seats.filter((seat) => !cashOuts.includes(seat));
  next.hand = null;
  next.actorSince = null;
  return { table: next, cashOuts };
}

/** A server fault mid-hand: the hand is cancelled and every bet returned (§3.11), then booked as usual. */
export function voidRunningHand(table: TableState): TableState {
  if (table.hand === null || table.hand.result !== null) return table;
  return { ...table, hand: voidHand(table.hand), actorSince: null };
}

/** Chips at the table: every seat's stack, plus what the running hand holds (or its rake once it is over). */
export function tableChips(table: TableState): number {
  const hand = table.hand;
  const outside = table.seats
    .filter((seat) => hand === null || !hand.seats.some((entry) => entry.seat === seat.seat))
    .reduce((sum, seat) => sum + seat.stack, 0);
  if (hand === null) return outside;
  const inside = hand.seats.reduce((sum, entry) => sum + entry.stack + entry.totalBet, 0) + hand.deadMoney;
  return (
    outside +
    (hand.result === null ? inside : hand.seats.reduce((sum, entry) => sum + entry.stack, 0) + hand.result.rake)
  );
}

export type { PlayerAction };
