import type { Card } from '../tables/table-types.js';
import { cardSuits } from '../tables/table-types.js';
import { TableRefusal } from '../p2p/table-rules.js';
import type { DealtDeck, Dealer, HandEnd, SeatStack, SitInput, StakeLevel, TableStep } from '../p2p/table-rules.js';
import { evaluateHand, isPok, settlePair } from './pok-deng-hand.js';
import type { PokDengHand } from './pok-deng-hand.js';

/**
 * A Pok Deng table of up to eight (reference §2.4–§2.9) as a pure state machine: the banker chosen by the brand's
 * rule (fixed rotation among willing players, or bidding; the house banks when nobody can), a short opening in
 * which the hand's deck commitment is shown, two cards each from the banker's left with the banker last, poks shown
 * at once (a banker's pok settles every hand at once), the players' third-card decisions on one common clock with a
 * time bank each, the banker's decision (forced draw on 0–3, "two fight three" allowed), then pairwise settlement
 * with the commission on every winning side. Stakes stay in the stacks until settlement, so a voided hand changes
 * nothing.
 */

export type BankerRule = { kind: 'fixed'; term: number } | { kind: 'bidding'; terms: readonly number[] };

export type PokDengConfig = {
  /** Commission on every winning side's gross win, in basis points (500 = 5 %). */
  commissionBasisPoints: number;
  bankerRule: BankerRule;
  /** The banker draws without a choice on these points or fewer (§2.5 `bankerForcedDraw`). */
  bankerForcedDrawAtMost: number;
  /** Automatic decisions (timeouts, absent players): draw on these points or fewer. */
  playerAutoDrawAtMost: number;
  bankerAutoDrawAtMost: number;
  openingMs: number;
  playerClockMs: number;
  bankerClockMs: number;
  showMs: number;
  timeBankStartMs: number;
  timeBankAddMs: number;
  timeBankEveryHands: number;
  timeBankMaxMs: number;
  sitOutLimitMs: number;
};

export const defaultPokDengConfig: PokDengConfig = {
  commissionBasisPoints: 500,
  bankerRule: { kind: 'fixed', term: 5 },
  bankerForcedDrawAtMost: 3,
  playerAutoDrawAtMost: 3,
  bankerAutoDrawAtMost: 4,
  openingMs: 4_000,
  playerClockMs: 10_000,
  bankerClockMs: 10_000,
  showMs: 5_000,
  timeBankStartMs: 15_000,
  timeBankAddMs: 5_000,
  timeBankEveryHands: 10,
  timeBankMaxMs: 30_000,
  sitOutLimitMs: 10 * 60_000,
};

/** A player must hold five stakes to be dealt in: the most a hand can cost him (five deng). */
export const worstCaseStakes = 5;

export type PokDengSeat = {
  seat: number;
  playerId: string;
  stack: number;
  sittingOut: boolean;
  sittingOutSince: number | null;
  connected: boolean;
  leaving: boolean;
  timeBankMs: number;
  handsDealt: number;
  /** Willing to bank: the term bid (bidding), or the table's term (fixed rotation); null when not. */
  bankBid: number | null;
};

export type Decision = 'draw' | 'stand' | 'fight-three';
export type AutoReason = 'timeout' | 'disconnect' | 'leave' | 'forced' | 'pok' | null;

export type HandSeat = {
  seat: number;
  playerId: string;
  startStack: number;
  cards: Card[];
  positions: number[];
  decision: Decision | null;
  auto: AutoReason;
  usedTimeBankMs: number;
  result: { multiple: number; grossMinor: number; commissionMinor: number; netMinor: number; early: boolean } | null;
};

export type Phase = 'opening' | 'players' | 'banker' | 'showing';

export type PokDengHandState = {
  handNumber: number;
  phase: Phase;
  startedAt: number;
  endedAt: number | null;
  /** When this phase's common clock ends (ms since the epoch). */
  clockEndsAt: number;
  fairness: DealtDeck;
  nextPosition: number;
  /** Null while the hand opens: dealt when the opening ends. */
  players: HandSeat[];
  /** The player banking this hand, or the house (null seat). */
  banker: HandSeat & { house: boolean };
  houseTakeMinor: number;
  /** The house banker's result this hand (positive: the house won). */
  houseBankMinor: number;
  actions: { seq: number; at: number; seat: number | null; action: Decision; auto: AutoReason }[];
  voided: boolean;
};

export type PokDengState = {
  level: StakeLevel;
  config: PokDengConfig;
  seats: PokDengSeat[];
  handNumber: number;
  hand: PokDengHandState | null;
  /** The banker's seat and what is left of his term (a player banker), or null (the house banks). */
  bankerSeat: number | null;
  bankerTermLeft: number;
  lastBankerSeat: number | null;
  houseTakeMinor: number;
  houseBankMinor: number;
};

const clone = <Value>(value: Value): Value => structuredClone(value);

export function createPokDengTable(level: StakeLevel, config: PokDengConfig = defaultPokDengConfig): PokDengState {
  return {
    level,
    config,
    seats: [],
    handNumber: 0,
    hand: null,
    bankerSeat: null,
    bankerTermLeft: 0,
    lastBankerSeat: null,
    houseTakeMinor: 0,
    houseBankMinor: 0,
  };
}

export const cardCode = (card: Card): number => cardSuits.indexOf(card.suit) * 13 + card.rank - 1;

function findSeat(state: PokDengState, seat: number): PokDengSeat {
  const found = state.seats.find((entry) => entry.seat === seat);
  if (!found) throw new TableRefusal('NOT_SEATED');
  return found;
}

/** A hand runs from its opening to its settlement; while its result shows, the table is between hands. */
export function handRunning(state: PokDengState): boolean {
  return state.hand !== null && state.hand.phase !== 'showing';
}

function inHand(state: PokDengState, seat: number): boolean {
  const hand = state.hand;
  if (!hand || hand.phase === 'showing' || hand.phase === 'opening') return false;
  return hand.banker.seat === seat || hand.players.some((entry) => entry.seat === seat);
}

export function checkSit(state: PokDengState, input: SitInput) {
  const { level } = state;
  if (!Number.isInteger(input.seat) || input.seat < 1 || input.seat > level.seatCount)
    throw new TableRefusal('SEAT_TAKEN');
  if (state.seats.some((seat) => seat.seat === input.seat)) throw new TableRefusal('SEAT_TAKEN');
  if (state.seats.some((seat) => seat.playerId === input.playerId)) throw new TableRefusal('ALREADY_SEATED');
  if (
    !Number.isSafeInteger(input.buyInMinor) ||
    input.buyInMinor < level.minBuyInMinor ||
    input.buyInMinor > level.maxBuyInMinor
  )
    throw new TableRefusal('BAD_BUY_IN', { min: level.minBuyInMinor, max: level.maxBuyInMinor });
}

export function sitDown(state: PokDengState, input: SitInput): PokDengState {
  checkSit(state, input);
  const next = clone(state);
  next.seats.push({
    seat: input.seat,
    playerId: input.playerId,
    stack: input.buyInMinor,
    sittingOut: false,
    sittingOutSince: null,
    connected: true,
    leaving: false,
    timeBankMs: state.config.timeBankStartMs,
    handsDealt: 0,
    bankBid: null,
  });
  next.seats.sort((left, right) => left.seat - right.seat);
  return next;
}

export function checkTopUp(state: PokDengState, seat: number, amountMinor: number) {
  const entry = findSeat(state, seat);
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || entry.stack + amountMinor > state.level.maxBuyInMinor)
    throw new TableRefusal('BAD_BUY_IN', { max: state.level.maxBuyInMinor - entry.stack });
}

export function topUp(state: PokDengState, seat: number, amountMinor: number): PokDengState {
  if (handRunning(state) && inHand(state, seat)) throw new TableRefusal('HAND_RUNNING');
  const next = clone(state);
  findSeat(next, seat).stack += amountMinor;
  return next;
}

function removeSeat(state: PokDengState, seat: number): SeatStack {
  const entry = findSeat(state, seat);
  state.seats = state.seats.filter((other) => other.seat !== seat);
  if (state.bankerSeat === seat) {
    state.bankerSeat = null;
    state.bankerTermLeft = 0;
  }
  return { seat, playerId: entry.playerId, stackMinor: entry.stack };
}

/** Between hands (or while a hand only opens) a seat leaves at once; during a hand it plays on by the defaults. */
export function leave(state: PokDengState, seat: number): TableStep<PokDengState> {
  const next = clone(state);
  const entry = findSeat(next, seat);
  if (inHand(next, seat)) {
    entry.leaving = true;
    return { state: next };
  }
  return { state: next, stoodUp: [removeSeat(next, seat)] };
}

export function setSittingOut(state: PokDengState, seat: number, sittingOut: boolean, now: number): PokDengState {
  const next = clone(state);
  const entry = findSeat(next, seat);
  entry.sittingOut = sittingOut;
  entry.sittingOutSince = sittingOut ? (entry.sittingOutSince ?? now) : null;
  if (sittingOut && next.bankerSeat === seat && !inHand(next, seat)) {
    next.bankerSeat = null;
    next.bankerTermLeft = 0;
  }
  return next;
}

export function setConnected(state: PokDengState, seat: number, connected: boolean): PokDengState {
  const next = clone(state);
  findSeat(next, seat).connected = connected;
  return next;
}

const ready = (state: PokDengState, seat: PokDengSeat) =>
  !seat.sittingOut && !seat.leaving && seat.stack >= worstCaseStakes * state.level.stakeMinor;

/** What a banker must hold to cover five deng on every other seat dealt in (§2.6). */
export function bankerCoverMinor(state: PokDengState, players: number): number {
  return worstCaseStakes * state.level.stakeMinor * players;
}

/** Chooses this hand's banker: the sitting one while his term lasts and he covers the table, else by the rule. */
function chooseBanker(state: PokDengState): { bankerSeat: number | null; players: PokDengSeat[] } {
  const readySeats = state.seats.filter((seat) => ready(state, seat));
  const covers = (seat: PokDengSeat) =>
    seat.stack >= bankerCoverMinor(state, readySeats.filter((other) => other.seat !== seat.seat).length);
  const current = readySeats.find((seat) => seat.seat === state.bankerSeat);
  if (current && state.bankerTermLeft > 0 && covers(current) && current.bankBid !== null) {
    return { bankerSeat: current.seat, players: readySeats.filter((seat) => seat.seat !== current.seat) };
  }
  state.bankerSeat = null;
  state.bankerTermLeft = 0;
  const willing = readySeats.filter((seat) => seat.bankBid !== null && covers(seat));
  // A player banker needs someone to play against; alone, a player plays the house.
  if (willing.length > 0 && readySeats.length >= 2) {
    let chosen: PokDengSeat;
    if (state.config.bankerRule.kind === 'fixed') {
      const after = state.lastBankerSeat ?? 0;
      const count = state.level.seatCount;
      chosen = [...willing].sort(
        (left, right) => ((left.seat - after - 1 + count) % count) - ((right.seat - after - 1 + count) % count),
      )[0] as PokDengSeat;
      state.bankerTermLeft = state.config.bankerRule.term;
    } else {
      // Bidding: the longest term wins; a tie goes to the larger table balance, then the lower seat.
      chosen = [...willing].sort(
        (left, right) =>
          (right.bankBid as number) - (left.bankBid as number) || right.stack - left.stack || left.seat - right.seat,
      )[0] as PokDengSeat;
      state.bankerTermLeft = chosen.bankBid as number;
    }
    state.bankerSeat = chosen.seat;
    state.lastBankerSeat = chosen.seat;
    return { bankerSeat: chosen.seat, players: readySeats.filter((seat) => seat.seat !== chosen.seat) };
  }
  return { bankerSeat: null, players: readySeats };
}

function emptyHandSeat(seat: number, playerId: string, startStack: number): HandSeat {
  return {
    seat,
    playerId,
    startStack,
    cards: [],
    positions: [],
    decision: null,
    auto: null,
    usedTimeBankMs: 0,
    result: null,
  };
}

/** Seat order clockwise from the banker's left (from seat 1 when the house banks), the banker last (§2.4). */
function dealingOrder(state: PokDengState, bankerSeat: number | null, players: readonly PokDengSeat[]): number[] {
  const count = state.level.seatCount;
  const after = bankerSeat ?? 0;
  return players
    .map((seat) => seat.seat)
    .sort((left, right) => ((left - after - 1 + count) % count) - ((right - after - 1 + count) % count));
}

function drawCard(hand: PokDengHandState, seat: HandSeat) {
  const position = hand.nextPosition;
  const card = hand.fairness.deck[position];
  if (!card) throw new Error('the deck ran out');
  hand.nextPosition += 1;
  seat.cards.push(card);
  seat.positions.push(position);
}

/** Opens a hand: the banker is fixed and the deck committed (its hash shown) before anyone is dealt a card. */
function openHand(state: PokDengState, now: number, dealer: Dealer): PokDengState | null {
  const next = clone(state);
  const { bankerSeat, players } = chooseBanker(next);
  if (players.length === 0) return null;
  const handNumber = next.handNumber + 1;
  const order = dealingOrder(next, bankerSeat, players);
  const fairness = dealer.deal(handNumber, bankerSeat === null ? order : [...order, bankerSeat]);
  const bankerEntry = bankerSeat === null ? null : findSeat(next, bankerSeat);
  next.handNumber = handNumber;
  next.hand = {
    handNumber,
    phase: 'opening',
    startedAt: now,
    endedAt: null,
    clockEndsAt: now + next.config.openingMs,
    fairness,
    nextPosition: 0,
    players: [],
    banker: {
      ...emptyHandSeat(bankerSeat ?? 0, bankerEntry?.playerId ?? '', bankerEntry?.stack ?? 0),
      house: bankerSeat === null,
    },
    houseTakeMinor: 0,
    houseBankMinor: 0,
    actions: [],
    voided: false,
  };
  return next;
}

/** The opening ends: who is still ready is dealt in, two cards each, the banker last; poks show at once. */
function deal(state: PokDengState, now: number): TableStep<PokDengState> {
  const hand = state.hand as PokDengHandState;
  const bankerSeat = hand.banker.house ? null : hand.banker.seat;
  const banker = bankerSeat === null ? null : state.seats.find((seat) => seat.seat === bankerSeat);
  let players = state.seats.filter((seat) => seat.seat !== bankerSeat && ready(state, seat));
  // The banker's cover counts only the players actually dealt in; one who cannot cover them all, or who left or sat
  // out while the hand opened, steps down and the hand is cancelled before a card is dealt.
  if (
    bankerSeat !== null &&
    (!banker || !ready(state, banker) || banker.stack < bankerCoverMinor(state, players.length))
  )
    players = [];
  if (players.length === 0) {
    // Nobody to play: the hand is cancelled before a card is dealt (its seed is still revealed in the record).
    hand.voided = true;
    state.bankerSeat = null;
    state.bankerTermLeft = 0;
    return finish(state, now);
  }
  const order = dealingOrder(state, bankerSeat, players);
  hand.players = order.map((seat) => {
    const entry = findSeat(state, seat);
    return emptyHandSeat(seat, entry.playerId, entry.stack);
  });
  if (banker) hand.banker.startStack = banker.stack;
  for (let pass = 0; pass < 2; pass += 1) {
    for (const player of hand.players) drawCard(hand, player);
    drawCard(hand, hand.banker);
  }
  for (const player of hand.players) {
    findSeat(state, player.seat).handsDealt += 1;
    if (isPok(evaluateHand(player.cards))) decide(hand, player, 'stand', 'pok', now);
  }
  if (banker) banker.handsDealt += 1;
  if (isPok(evaluateHand(hand.banker.cards))) {
    decide(hand, hand.banker, 'stand', 'pok', now);
    return settle(state, now);
  }
  hand.phase = 'players';
  hand.clockEndsAt = now + state.config.playerClockMs;
  return afterPlayerDecision(state, now);
}

function decide(hand: PokDengHandState, seat: HandSeat, decision: Decision, auto: AutoReason, at: number) {
  seat.decision = decision;
  seat.auto = auto;
  hand.actions.push({
    seq: hand.actions.length + 1,
    at,
    seat: seat === hand.banker && hand.banker.house ? null : seat.seat,
    action: decision,
    auto,
  });
}

/** Once every player decided, their third cards are dealt in seat order and the banker's turn starts. */
function afterPlayerDecision(state: PokDengState, now: number): TableStep<PokDengState> {
  const hand = state.hand as PokDengHandState;
  if (hand.players.some((player) => player.decision === null)) return { state };
  for (const player of hand.players) if (player.decision === 'draw') drawCard(hand, player);
  hand.phase = 'banker';
  hand.clockEndsAt = now + state.config.bankerClockMs;
  const points = evaluateHand(hand.banker.cards).points;
  if (hand.banker.house) {
    decide(hand, hand.banker, points <= state.config.bankerAutoDrawAtMost ? 'draw' : 'stand', 'forced', now);
    return bankerActs(state, now);
  }
  if (points <= state.config.bankerForcedDrawAtMost) {
    decide(hand, hand.banker, 'draw', 'forced', now);
    return bankerActs(state, now);
  }
  return { state };
}

function settleSeat(state: PokDengState, player: HandSeat, bankerHand: PokDengHand, early: boolean) {
  const hand = state.hand as PokDengHandState;
  const outcome = settlePair(
    evaluateHand(player.cards),
    bankerHand,
    state.level.stakeMinor,
    state.config.commissionBasisPoints,
    hand.banker.house,
  );
  player.result = {
    multiple: outcome.multiple,
    grossMinor: outcome.grossMinor,
    commissionMinor: outcome.multiple > 0 ? outcome.commissionMinor : 0,
    netMinor: outcome.playerNetMinor,
    early,
  };
  hand.houseTakeMinor += outcome.commissionMinor;
  findSeat(state, player.seat).stack += outcome.playerNetMinor;
  const bankerResult = hand.banker.result ?? { multiple: 0, grossMinor: 0, commissionMinor: 0, netMinor: 0, early };
  bankerResult.multiple -= outcome.multiple;
  bankerResult.grossMinor += outcome.multiple < 0 ? outcome.grossMinor : 0;
  bankerResult.commissionMinor += outcome.multiple < 0 ? outcome.commissionMinor : 0;
  bankerResult.netMinor += outcome.bankerNetMinor;
  hand.banker.result = bankerResult;
  if (hand.banker.house) hand.houseBankMinor += outcome.bankerNetMinor;
  else findSeat(state, hand.banker.seat).stack += outcome.bankerNetMinor;
}

/** The banker's decision is taken: "two fight three" settles the 3-card players first, then the banker draws. */
function bankerActs(state: PokDengState, now: number): TableStep<PokDengState> {
  const hand = state.hand as PokDengHandState;
  if (hand.banker.decision === 'fight-three') {
    const twoCardBanker = evaluateHand(hand.banker.cards);
    for (const player of hand.players) if (player.cards.length === 3) settleSeat(state, player, twoCardBanker, true);
  }
  if (hand.banker.decision === 'draw' || hand.banker.decision === 'fight-three') drawCard(hand, hand.banker);
  return settle(state, now);
}

function settle(state: PokDengState, now: number): TableStep<PokDengState> {
  const hand = state.hand as PokDengHandState;
  const bankerHand = evaluateHand(hand.banker.cards);
  for (const player of hand.players) if (player.result === null) settleSeat(state, player, bankerHand, false);
  return finish(state, now);
}

/** The hand is over (settled or voided): its record goes out, the result shows until the next opening. */
function finish(state: PokDengState, now: number): TableStep<PokDengState> {
  const hand = state.hand as PokDengHandState;
  hand.phase = 'showing';
  hand.endedAt = now;
  hand.clockEndsAt = now + (hand.players.length > 0 ? state.config.showMs : 0);
  state.houseTakeMinor += hand.houseTakeMinor;
  state.houseBankMinor += hand.houseBankMinor;
  const clock = state.config;
  for (const seat of state.seats) {
    const dealt = hand.players.some((entry) => entry.seat === seat.seat) || hand.banker.seat === seat.seat;
    if (dealt && seat.handsDealt % clock.timeBankEveryHands === 0 && !hand.voided)
      seat.timeBankMs = Math.min(clock.timeBankMaxMs, seat.timeBankMs + clock.timeBankAddMs);
  }
  if (!hand.banker.house && !hand.voided) state.bankerTermLeft = Math.max(0, state.bankerTermLeft - 1);
  const endStacks: SeatStack[] = state.seats.map((seat) => ({
    seat: seat.seat,
    playerId: seat.playerId,
    stackMinor: seat.stack,
  }));
  const ended: HandEnd = {
    handNumber: hand.handNumber,
    endStacks,
    houseTakeMinor: hand.houseTakeMinor,
    voided: hand.voided,
    audit: auditOf(state, hand),
  };
  return { state, handsEnded: [ended] };
}

/** After the result has shown: leavers, broke seats and long sit-outs stand up; absent players sit out. */
function clearHand(state: PokDengState, now: number): SeatStack[] {
  state.hand = null;
  const stoodUp: SeatStack[] = [];
  for (const seat of [...state.seats]) {
    if (!seat.connected && !seat.sittingOut) {
      seat.sittingOut = true;
      seat.sittingOutSince = now;
    }
    const sitOutExpired =
      seat.sittingOut && seat.sittingOutSince !== null && now - seat.sittingOutSince >= state.config.sitOutLimitMs;
    if (seat.leaving || seat.stack === 0 || sitOutExpired) stoodUp.push(removeSeat(state, seat.seat));
  }
  return stoodUp;
}

/** Time passes: clocks run out (automatic decisions), hands open, deal and end. */
export function advance(state: PokDengState, now: number, dealer: Dealer): TableStep<PokDengState> {
  const hand = state.hand;
  if (hand === null) {
    const stoodUp: SeatStack[] = [];
    const next = clone(state);
    // Sit-outs past the limit go home even when no hand runs.
    for (const seat of [...next.seats])
      if (seat.sittingOut && seat.sittingOutSince !== null && now - seat.sittingOutSince >= next.config.sitOutLimitMs)
        stoodUp.push(removeSeat(next, seat.seat));
    const opened = openHand(next, now, dealer);
    if (opened) return { state: opened, stoodUp };
    return stoodUp.length > 0 ? { state: next, stoodUp } : { state };
  }
  if (hand.phase === 'showing') {
    if (now < hand.clockEndsAt) return { state };
    const next = clone(state);
    const stoodUp = clearHand(next, now);
    return { state: next, stoodUp };
  }
  if (hand.phase === 'opening') return now >= hand.clockEndsAt ? deal(clone(state), now) : { state };
  if (hand.phase === 'players') {
    const due = hand.players.filter((player) => player.decision === null && now >= deadlineOf(state, player.seat));
    if (due.length === 0) return { state };
    const next = clone(state);
    const nextHand = next.hand as PokDengHandState;
    for (const player of nextHand.players) {
      if (player.decision !== null || now < deadlineOf(state, player.seat)) continue;
      const seat = findSeat(next, player.seat);
      player.usedTimeBankMs = seat.connected && !seat.leaving ? seat.timeBankMs : 0;
      seat.timeBankMs -= player.usedTimeBankMs;
      const points = evaluateHand(player.cards).points;
      decide(nextHand, player, points <= next.config.playerAutoDrawAtMost ? 'draw' : 'stand', autoReason(seat), now);
    }
    return afterPlayerDecision(next, now);
  }
  // The banker's turn.
  if (now < deadlineOf(state, hand.banker.seat)) return { state };
  const next = clone(state);
  const nextHand = next.hand as PokDengHandState;
  const seat = findSeat(next, nextHand.banker.seat);
  nextHand.banker.usedTimeBankMs = seat.connected && !seat.leaving ? seat.timeBankMs : 0;
  seat.timeBankMs -= nextHand.banker.usedTimeBankMs;
  const points = evaluateHand(nextHand.banker.cards).points;
  decide(
    nextHand,
    nextHand.banker,
    points <= next.config.bankerAutoDrawAtMost ? 'draw' : 'stand',
    autoReason(seat),
    now,
  );
  return bankerActs(next, now);
}

const autoReason = (seat: PokDengSeat): AutoReason =>
  seat.leaving ? 'leave' : seat.connected ? 'timeout' : 'disconnect';

/** When a seat's decision is due: the common clock, then its time bank (none for a player away or leaving). */
export function deadlineOf(state: PokDengState, seat: number): number {
  const hand = state.hand as PokDengHandState;
  const entry = state.seats.find((candidate) => candidate.seat === seat);
  if (!entry || !entry.connected || entry.leaving) return hand.clockEndsAt;
  return hand.clockEndsAt + entry.timeBankMs;
}

/** A player's wish: draw or stand (players, then the banker), or to bank / not bank in coming hands. */
export function act(
  state: PokDengState,
  seat: number,
  message: Record<string, unknown>,
  now: number,
): TableStep<PokDengState> {
  const action = message.action;
  if (action === 'bank' || action === 'no-bank') {
    const next = clone(state);
    const entry = findSeat(next, seat);
    if (action === 'no-bank') {
      entry.bankBid = null;
      // Stepping down takes effect when the current hand ends.
      if (next.bankerSeat === seat) next.bankerTermLeft = 0;
      return { state: next };
    }
    const rule = next.config.bankerRule;
    const term = rule.kind === 'fixed' ? rule.term : message.term;
    if (typeof term !== 'number' || (rule.kind === 'bidding' && !rule.terms.includes(term)))
      throw new TableRefusal('INVALID_ACTION');
    entry.bankBid = term;
    return { state: next };
  }
  if (action !== 'draw' && action !== 'stand' && action !== 'fight-three') throw new TableRefusal('INVALID_ACTION');
  const hand = state.hand;
  if (!hand || (hand.phase !== 'players' && hand.phase !== 'banker')) throw new TableRefusal('NOT_YOUR_TURN');
  const next = clone(state);
  const nextHand = next.hand as PokDengHandState;
  const entry = findSeat(next, seat);
  const usedTimeBankMs = Math.min(entry.timeBankMs, Math.max(0, now - nextHand.clockEndsAt));
  if (hand.phase === 'players') {
    const player = nextHand.players.find((candidate) => candidate.seat === seat);
    if (!player || player.decision !== null || action === 'fight-three') throw new TableRefusal('NOT_YOUR_TURN');
    player.usedTimeBankMs = usedTimeBankMs;
    entry.timeBankMs -= usedTimeBankMs;
    decide(nextHand, player, action, null, now);
    return afterPlayerDecision(next, now);
  }
  if (nextHand.banker.house || nextHand.banker.seat !== seat || nextHand.banker.decision !== null)
    throw new TableRefusal('NOT_YOUR_TURN');
  // Fighting three only means something when some player holds three cards.
  if (action === 'fight-three' && !nextHand.players.some((player) => player.cards.length === 3))
    throw new TableRefusal('INVALID_ACTION');
  nextHand.banker.usedTimeBankMs = usedTimeBankMs;
  entry.timeBankMs -= usedTimeBankMs;
  decide(nextHand, nextHand.banker, action, null, now);
  return bankerActs(next, now);
}

/** A fault mid-hand: nothing was settled (stakes stay in the stacks until settlement), so the hand just ends void. */
export function voidRunningHand(state: PokDengState, now: number): TableStep<PokDengState> {
  const hand = state.hand;
  if (!hand || hand.phase === 'showing') return { state };
  const next = clone(state);
  const nextHand = next.hand as PokDengHandState;
  if (nextHand.players.some((player) => player.result !== null)) {
    // "Two fight three" already settled some seats: those settlements are undone, seat by seat.
    for (const player of nextHand.players) {
      const stack = findSeat(next, player.seat);
      stack.stack = player.startStack;
      player.result = null;
    }
    if (!nextHand.banker.house) findSeat(next, nextHand.banker.seat).stack = nextHand.banker.startStack;
    nextHand.banker.result = null;
    nextHand.houseTakeMinor = 0;
    nextHand.houseBankMinor = 0;
  }
  nextHand.voided = true;
  return finish(next, now);
}

export function chips(state: PokDengState): number {
  return state.seats.reduce((sum, seat) => sum + seat.stack, 0);
}

const suitLetters: Record<Card['suit'], string> = { spades: 's', hearts: 'h', diamonds: 'd', clubs: 'c' };
const rankNames = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
/** Short card names (`Ts` ten of spades, `Ah` ace of hearts) for views and histories. */
export const cardName = (card: Card): string => `${rankNames[card.rank - 1]}${suitLetters[card.suit]}`;

function handSeatRecord(seat: HandSeat) {
  const evaluated = seat.cards.length >= 2 ? evaluateHand(seat.cards) : null;
  return {
    seat: seat.seat,
    playerId: seat.playerId,
    startStack: seat.startStack,
    cards: seat.cards.map(cardName),
    positions: seat.positions,
    handClass: evaluated?.handClass ?? null,
    points: evaluated?.points ?? null,
    deng: evaluated?.deng ?? null,
    decision: seat.decision,
    auto: seat.auto,
    usedTimeBankMs: seat.usedTimeBankMs,
    result: seat.result,
  };
}

export type PokDengAudit = ReturnType<typeof auditOf>;

/** The hand's full record (§3.13 adapted): every card with its deck position, every decision, money and the seed. */
function auditOf(state: PokDengState, hand: PokDengHandState) {
  return {
    game: 'pok-deng',
    ruleSet: 'PD1',
    level: state.level.id,
    stakeMinor: state.level.stakeMinor,
    commissionBasisPoints: state.config.commissionBasisPoints,
    handNumber: hand.handNumber,
    startedAt: new Date(hand.startedAt).toISOString(),
    endedAt: new Date(hand.endedAt ?? hand.startedAt).toISOString(),
    voided: hand.voided,
    fairness: {
      version: hand.fairness.version,
      commitment: hand.fairness.commitment,
      serverSeed: hand.fairness.serverSeed,
      clientSeed: hand.fairness.clientSeed,
      clientSeeds: hand.fairness.clientSeeds,
      handNumber: hand.fairness.handNumber,
    },
    banker: { house: hand.banker.house, ...handSeatRecord(hand.banker) },
    players: hand.players.map(handSeatRecord),
    actions: hand.actions,
    houseTakeMinor: hand.houseTakeMinor,
    houseBankMinor: hand.houseBankMinor,
  };
}
