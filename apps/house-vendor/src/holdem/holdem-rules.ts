import { TableRefusal } from '../p2p/table-rules.js';
import type { Dealer, HandEnd, SeatStack, SitInput, StakeLevel, TableRules, TableStep } from '../p2p/table-rules.js';
import { minorOfText, textOfMinor } from '../play/money-text.js';
import { auditHistory, playerHistory } from './hand-history.js';
import type { HandHistory } from './hand-history.js';
import { HoldemRuleError } from './holdem-hand.js';
import type { PlayerAction } from './holdem-hand.js';
import {
  act,
  actAutomatically,
  actorDeadline,
  closeHand,
  dealHand,
  expiredSitOuts,
  openTable,
  planHand,
  setSittingOut,
  sitDown,
  standardTable,
  standUp,
  TableRuleError,
  tableChips,
  voidRunningHand,
} from './holdem-table.js';
import type { TableSeat, TableState, TableVariant } from './holdem-table.js';
import { tableView } from './holdem-view.js';
import type { RoomView } from './holdem-view.js';

/**
 * Texas Hold'em on the shared P2P table layer (src/p2p): the layer seats players, moves the buy-ins and cash-outs
 * through the wallet, journals every hand's stacks and drives the time; these rules run the pure Hold'em table
 * (holdem-table.ts) inside it. Two games: 6-max and heads-up, each with a ladder of blinds.
 */

export const holdemSixMaxId = 'holdem-6max';
export const holdemHeadsUpId = 'holdem-heads-up';

/** Big blinds of the ladder (§3.2), in baht; the small blind is half. */
const bigBlindLadder = [10, 20, 50, 100, 200];

export function holdemLevels(variant: TableVariant): StakeLevel[] {
  return bigBlindLadder.map((bigBlind) => {
    const config = standardTable(variant, bigBlind * 100);
    return {
      id: `bb-${bigBlind}`,
      stakeMinor: config.bigBlind,
      minBuyInMinor: config.minBuyIn,
      maxBuyInMinor: config.maxBuyIn,
      seatCount: config.seatCount,
    };
  });
}

/** After a hand ends, everyone sees the showdown this long before the next hand is dealt. */
const showdownPauseMs = 3_500;
/** A short breath between hands (or when the second player sits) so a seat can be taken or left. */
const dealPauseMs = 1_500;

type Fairness = {
  handNumber: number;
  algorithm: string;
  commitment: string;
  clientSeed: string;
  serverSeed: string;
  startedAt: number;
};

export type HoldemState = {
  gameId: string;
  level: StakeLevel;
  table: TableState;
  disconnected: number[];
  fairness: Fairness | null;
  /** When the finished hand is booked (the showdown pause ends). */
  bookAt: number | null;
  nextDealAt: number | null;
  lastHand: HandHistory | null;
};

function refuse(error: unknown): never {
  if (error instanceof HoldemRuleError || error instanceof TableRuleError) throw new TableRefusal(error.code);
  throw error;
}

function seatStack(seat: TableSeat): SeatStack {
  return { seat: seat.seat, playerId: seat.playerId, stackMinor: seat.stack };
}

/**
 * A player's copy of a hand he may not have played: a seat number is only "his" in that hand if he held it then, so a
 * player who took the seat later never sees the previous occupant's cards.
 */
export function historyForViewer(
  audit: HandHistory,
  viewerSeat: number | null,
  viewerPlayerId: string | null,
): HandHistory {
  const heldIt =
    viewerSeat !== null &&
    audit.players.some((player) => player.seat === viewerSeat && player.playerId === viewerPlayerId);
  return playerHistory(audit, heldIt ? viewerSeat : null);
}

function handRunning(state: HoldemState): boolean {
  return state.table.hand !== null;
}

/** Hands that finished are booked after the showdown pause: stacks into the seats, the record, the cash-outs. */
function book(state: HoldemState, now: number): TableStep<HoldemState> {
  const hand = state.table.hand;
  if (hand === null || hand.result === null || state.fairness === null) return { state };
  const fairness = state.fairness;
  const audit = auditHistory(hand, {
    handId: `${state.gameId}-${state.level.id}-${hand.handNumber}`,
    tableId: `${state.gameId}:${state.level.id}`,
    // Players read the table by its stakes; its key stays in tableId for audits.
    tableName: `${textOfMinor(state.table.config.smallBlind)}/${textOfMinor(state.table.config.bigBlind)}`,
    currency: 'THB',
    startedAt: new Date(fairness.startedAt).toISOString(),
    endedAt: new Date(now).toISOString(),
    players: state.table.seats.map(({ seat, playerId, displayName }) => ({ seat, playerId, displayName })),
    fairness: {
      algorithm: fairness.algorithm,
      commitment: fairness.commitment,
      clientSeed: fairness.clientSeed,
      nonce: fairness.handNumber,
      serverSeed: fairness.serverSeed,
    },
  });
  const closed = closeHand(state.table, now);
  const ended: HandEnd = {
    handNumber: hand.handNumber,
    endStacks: [...closed.table.seats, ...closed.cashOuts]
      .filter((seat) => hand.seats.some((entry) => entry.seat === seat.seat))
      .map(seatStack),
    houseTakeMinor: hand.result.rake,
    voided: hand.result.voided,
    audit,
  };
  return {
    state: {
      ...state,
      table: closed.table,
      fairness: null,
      bookAt: null,
      nextDealAt: now + dealPauseMs,
      lastHand: audit,
    },
    handsEnded: [ended],
    stoodUp: closed.cashOuts.map(seatStack),
  };
}

function afterAction(state: HoldemState, now: number): HoldemState {
  if (state.table.hand?.result !== null && state.table.hand !== null && state.bookAt === null) {
    return { ...state, bookAt: now + showdownPauseMs };
  }
  return state;
}

function merge(first: TableStep<HoldemState>, second: TableStep<HoldemState>): TableStep<HoldemState> {
  return {
    state: second.state,
    handsEnded: [...(first.handsEnded ?? []), ...(second.handsEnded ?? [])],
    stoodUp: [...(first.stoodUp ?? []), ...(second.stoodUp ?? [])],
  };
}

const actionTypes = ['fold', 'check', 'call', 'raise', 'allIn'] as const;

/** A page's `{type: 'act', action, to?}`: `to` is the street total of a bet or raise as decimal text. */
export function parseAction(message: Record<string, unknown>): PlayerAction {
  const action = message.action;
  if (typeof action !== 'string' || !(actionTypes as readonly string[]).includes(action)) {
    throw new TableRefusal('INVALID_MESSAGE');
  }
  if (action === 'raise') {
    const to = typeof message.to === 'string' ? minorOfText(message.to) : null;
    if (to === null) throw new TableRefusal('BAD_AMOUNT');
    return { type: 'raise', to };
  }
  return { type: action as Exclude<(typeof actionTypes)[number], 'raise'> };
}

export function createHoldemRules(variant: TableVariant): TableRules<HoldemState> {
  const gameId = variant === 'heads-up' ? holdemHeadsUpId : holdemSixMaxId;
  const levels = holdemLevels(variant);
  const configOf = (level: StakeLevel) => standardTable(variant, level.stakeMinor);
  return {
    gameId,
    levels,
    createTable(level) {
      return {
        gameId,
        level,
        table: openTable(configOf(level)),
        disconnected: [],
        fairness: null,
        bookAt: null,
        nextDealAt: null,
        lastHand: null,
      };
    },
    seats: (state) => state.table.seats.map(seatStack),
    handRunning,
    checkSit(state, input: SitInput) {
      try {
        sitDown(state.table, { ...input, buyIn: input.buyInMinor });
      } catch (error) {
        refuse(error);
      }
    },
    sitDown(state, input, now) {
      try {
        const table = sitDown(state.table, { ...input, buyIn: input.buyInMinor });
        return { state: { ...state, table, nextDealAt: state.nextDealAt ?? now + dealPauseMs } };
      } catch (error) {
        return refuse(error);
      }
    },
    checkTopUp(state, seat, amountMinor) {
      const entry = state.table.seats.find((candidate) => candidate.seat === seat);
      if (entry === undefined) throw new TableRefusal('NOT_SEATED');
      if (
        !Number.isSafeInteger(amountMinor) ||
        amountMinor <= 0 ||
        entry.stack + amountMinor > state.level.maxBuyInMinor
      ) {
        throw new TableRefusal('BAD_BUY_IN');
      }
    },
    topUp(state, seat, amountMinor) {
      const table = structuredClone(state.table);
      const entry = table.seats.find((candidate) => candidate.seat === seat);
      if (entry !== undefined) entry.stack += amountMinor;
      return { state: { ...state, table } };
    },
    leave(state, seat, now) {
      const result = standUp(state.table, seat);
      let table = result.table;
      if (table.hand?.result === null && table.hand.actor === seat) table = actAutomatically(table, now, 'leave');
      return {
        state: afterAction({ ...state, table }, now),
        stoodUp: result.cashOut === null ? [] : [seatStack(result.cashOut)],
      };
    },
    setSittingOut(state, seat, sittingOut, now) {
      try {
        return { state: { ...state, table: setSittingOut(state.table, seat, sittingOut, now) } };
      } catch (error) {
        return refuse(error);
      }
    },
    setConnected(state, seat, connected, now) {
      const disconnected = connected
        ? state.disconnected.filter((entry) => entry !== seat)
        : [...new Set([...state.disconnected, seat])];
      const inHand = state.table.hand?.result === null && state.table.hand.seats.some((entry) => entry.seat === seat);
      // Between hands a page that went away sits out at once; in a hand its clock and time bank are its grace.
      const table =
        !connected && !inHand && state.table.seats.some((entry) => entry.seat === seat)
          ? setSittingOut(state.table, seat, true, now)
          : state.table;
      return { state: { ...state, disconnected, table } };
    },
    act(state, seat, message, now) {
      const action = parseAction(message);
      try {
        return { state: afterAction({ ...state, table: act(state.table, seat, action, now) }, now) };
      } catch (error) {
        return refuse(error);
      }
    },
    advance(state, now, dealer: Dealer) {
      let step: TableStep<HoldemState> = { state };
      // The actor's clock and time bank ran out: check if possible, else fold (a disconnected seat says so).
      for (let guard = 0; guard < 12; guard += 1) {
        const current = step.state;
        const deadline = actorDeadline(current.table);
        const actor = current.table.hand?.actor;
        if (deadline === null || actor === null || actor === undefined || now < deadline) break;
        const reason = current.disconnected.includes(actor) ? 'disconnect' : 'timeout';
        step = {
          ...step,
          state: afterAction({ ...current, table: actAutomatically(current.table, now, reason) }, now),
        };
      }
      if (step.state.bookAt !== null && now >= step.state.bookAt) step = merge(step, book(step.state, now));
      if (step.state.table.hand === null) {
        // Seats sitting out too long are stood up between hands (§3.11).
        let table = step.state.table;
        const stood: SeatStack[] = [];
        for (const seat of expiredSitOuts(table, now)) {
          const result = standUp(table, seat);
          table = result.table;
          if (result.cashOut !== null) stood.push(seatStack(result.cashOut));
        }
        step = merge(step, { state: { ...step.state, table }, stoodUp: stood });
        const plan = planHand(table);
        const dueAt = step.state.nextDealAt ?? now;
        if (plan !== null && now >= dueAt) {
          const handNumber = table.handNumber + 1;
          const deck = dealer.deal(
            handNumber,
            plan.players.map((player) => player.seat),
          );
          const dealt = dealHand(table, deck.deck, now);
          if (dealt !== null) {
            step = {
              ...step,
              state: {
                ...step.state,
                table: dealt,
                nextDealAt: null,
                fairness: {
                  handNumber,
                  algorithm: deck.version,
                  commitment: deck.commitment,
                  clientSeed: deck.clientSeed,
                  serverSeed: deck.serverSeed,
                  startedAt: now,
                },
              },
            };
            step = { ...step, state: afterAction(step.state, now) };
          }
        } else if (plan === null && step.state.nextDealAt !== null) {
          step = { ...step, state: { ...step.state, nextDealAt: null } };
        }
      }
      return step;
    },
    voidHand(state, now) {
      if (state.table.hand === null) return { state };
      const voided = { ...state, table: voidRunningHand(state.table), bookAt: now };
      return book(voided, now);
    },
    view(state, viewerSeat, now): RoomView & { game: string; level: string } {
      void now;
      const config = state.table.config;
      return {
        game: gameId,
        level: state.level.id,
        table: tableView(state.table, viewerSeat),
        // The seed stays on the server until the hand is booked: only the commitment is in a view.
        fairness:
          state.fairness === null
            ? null
            : {
                handNumber: state.fairness.handNumber,
                algorithm: state.fairness.algorithm,
                commitment: state.fairness.commitment,
                clientSeed: state.fairness.clientSeed,
              },
        lastHand:
          state.lastHand === null
            ? null
            : historyForViewer(
                state.lastHand,
                viewerSeat,
                state.table.seats.find((seat) => seat.seat === viewerSeat)?.playerId ?? null,
              ),
        rules: {
          variant: config.variant,
          smallBlind: config.smallBlind,
          bigBlind: config.bigBlind,
          minBuyIn: config.minBuyIn,
          maxBuyIn: config.maxBuyIn,
          rakeBasisPoints: config.rake.rateBasisPoints,
          rakeCaps: config.rake.caps,
          clock: config.clock,
        },
      };
    },
    // Without the viewer's player id a seat's old hands show no hole cards but the ones shown at showdown.
    playerHistory: (audit, viewerSeat, viewerPlayerId) =>
      historyForViewer(audit as HandHistory, viewerSeat, viewerPlayerId ?? null),
    chips: (state) => tableChips(state.table) - (state.table.hand?.result?.rake ?? 0),
  };
}
