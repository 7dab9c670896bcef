import { createHash } from 'node:crypto';
import { commitmentOf, shuffledDeck, shuffleVersion } from '../fairness/committed-deck.js';
import { auditHistory, playerHistory } from './hand-history.js';
import type { HandHistory } from './hand-history.js';
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
  standUp,
  TableRuleError,
  voidRunningHand,
} from './holdem-table.js';
import type { TableConfig, TableSeat, TableState } from './holdem-table.js';
import { tableView } from './holdem-view.js';
import type { HandFairnessView, RoomView } from './holdem-view.js';

/**
 * A running Hold'em table: the pure table driven by time. It deals when two players are ready, runs the actor's clock
 * and time bank, shows each hand's commitment before the deal and reveals its seed after, keeps hand histories, and
 * tells its host when chips must go home (cash-outs). The host (the shared P2P layer) owns sockets and the wallet:
 * it escrows a buy-in before `sit`, pays each `onCashOut`, and fans views out on `onChange`.
 */

export type Scheduler = (delayMs: number, run: () => void) => { cancel(): void };

export type HoldemRoomOptions = {
  tableId: string;
  tableName: string;
  currency: string;
  config: TableConfig;
  now: () => number;
  schedule: Scheduler;
  /** A fresh secret server seed per hand (32 random bytes, hex). */
  newServerSeed: () => string;
  onChange: () => void;
  onCashOut: (seat: TableSeat) => void;
  onHandComplete?: (audit: HandHistory) => void;
  /** Pause after a hand so players see the showdown. */
  betweenHandsMs?: number;
};

type Pending = { serverSeed: string; fairness: HandFairnessView; startedAt: string };

export type HoldemRoom = ReturnType<typeof createHoldemRoom>;

export function createHoldemRoom(options: HoldemRoomOptions) {
  let table: TableState = openTable(options.config);
  const players = new Map<string, number>();
  const clientSeeds = new Map<number, string>();
  const disconnectedSeats = new Set<number>();
  const histories: HandHistory[] = [];
  let pending: Pending | null = null;
  let clock: { cancel(): void } | null = null;
  let nextDeal: { cancel(): void } | null = null;
  const betweenHandsMs = options.betweenHandsMs ?? 4_000;

  const seatOfPlayer = (playerId: string): number => {
    const seat = players.get(playerId);
    if (seat === undefined) throw new TableRuleError('NOT_SEATED', 'not seated at this table');
    return seat;
  };

  /** Commits to the next hand's deck as soon as it can be planned, so the commitment is public before the deal. */
  const prepareNextHand = () => {
    if (pending !== null || planHand(table) === null) return;
    const serverSeed = options.newServerSeed();
    const dealtSeats = (planHand(table)?.players ?? []).map((player) => player.seat);
    const clientSeed = createHash('sha256')
      .update(dealtSeats.map((seat) => clientSeeds.get(seat) ?? '').join(':'))
      .digest('hex');
    pending = {
      serverSeed,
      fairness: {
        handNumber: table.handNumber + 1,
        algorithm: shuffleVersion,
        commitment: commitmentOf(serverSeed),
        clientSeed,
      },
      startedAt: '',
    };
  };

  const armClock = () => {
    clock?.cancel();
    clock = null;
    const deadline = actorDeadline(table);
    if (deadline === null) return;
    clock = options.schedule(Math.max(0, deadline - options.now()), () => {
      clock = null;
      const actor = table.hand?.actor;
      const reason = actor !== undefined && actor !== null && disconnectedSeats.has(actor) ? 'disconnect' : 'timeout';
      table = actAutomatically(table, options.now(), reason);
      afterChange();
    });
  };

  const finishHand = () => {
    const hand = table.hand;
    if (hand === null || hand.result === null || pending === null) return;
    const audit = auditHistory(hand, {
      handId: `${options.tableId}-${hand.handNumber}`,
      tableId: options.tableId,
      tableName: options.tableName,
      currency: options.currency,
      startedAt: pending.startedAt,
      endedAt: new Date(options.now()).toISOString(),
      players: table.seats.map(({ seat, playerId, displayName }) => ({ seat, playerId, displayName })),
      fairness: { ...pending.fairness, nonce: pending.fairness.handNumber, serverSeed: pending.serverSeed },
    });
    histories.push(audit);
    if (histories.length > 50) histories.shift();
    options.onHandComplete?.(audit);
    pending = null;
    const closed = closeHand(table, options.now());
    table = closed.table;
    for (const seat of closed.cashOuts) {
      players.delete(seat.playerId);
      clientSeeds.delete(seat.seat);
      disconnectedSeats.delete(seat.seat);
      options.onCashOut(seat);
    }
    for (const seat of expiredSitOuts(table, options.now())) leaveSeat(seat);
  };

  const leaveSeat = (seat: number) => {
    const result = standUp(table, seat);
    table = result.table;
    if (result.cashOut !== null) {
      players.delete(result.cashOut.playerId);
      clientSeeds.delete(seat);
      options.onCashOut(result.cashOut);
    }
  };

  const scheduleDeal = (delayMs: number) => {
    if (nextDeal !== null) return;
    prepareNextHand();
    if (pending === null) return;
    nextDeal = options.schedule(delayMs, () => {
      nextDeal = null;
      deal();
    });
  };

  const deal = () => {
    if (table.hand !== null) return;
    prepareNextHand();
    if (pending === null) return;
    const { serverSeed, fairness } = pending;
    const dealt = dealHand(table, shuffledDeck(serverSeed, fairness.clientSeed, fairness.handNumber), options.now());
    if (dealt === null) {
      pending = null;
      return;
    }
    table = dealt;
    pending.startedAt = new Date(options.now()).toISOString();
    afterChange();
  };

  function afterChange() {
    if (table.hand?.result !== null && table.hand !== null) {
      clock?.cancel();
      clock = null;
      // Everyone sees the showdown for a moment; then the hand is booked and the next one committed.
      const finished = table;
      options.onChange();
      options.schedule(betweenHandsMs, () => {
        if (table !== finished) return;
        finishHand();
        options.onChange();
        scheduleDeal(500);
      });
      return;
    }
    armClock();
    if (table.hand === null) scheduleDeal(1_000);
    options.onChange();
  }

  return {
    sit(player: { playerId: string; displayName: string; seat: number; buyIn: number; clientSeed?: string }) {
      table = sitDown(table, player);
      players.set(player.playerId, player.seat);
      clientSeeds.set(player.seat, player.clientSeed ?? player.playerId);
      afterChange();
    },
    act(playerId: string, action: PlayerAction) {
      table = act(table, seatOfPlayer(playerId), action, options.now());
      afterChange();
    },
    setSittingOut(playerId: string, sittingOut: boolean) {
      table = setSittingOut(table, seatOfPlayer(playerId), sittingOut, options.now());
      afterChange();
    },
    /** Stands up now between hands, or folds in turn and stands up at the hand's end. */
    leave(playerId: string) {
      const seat = seatOfPlayer(playerId);
      leaveSeat(seat);
      if (table.hand?.result === null && table.hand.actor === seat) {
        table = actAutomatically(table, options.now(), 'leave');
      }
      afterChange();
    },
    /**
     * A player's connection dropped. In a hand its clock and time bank keep running (the reconnect grace); when they
     * run out it checks or folds and sits out (§3.11). Between hands it sits out at once. Its chips stay its own.
     */
    disconnected(playerId: string) {
      const seat = players.get(playerId);
      if (seat === undefined) return;
      disconnectedSeats.add(seat);
      const inHand = table.hand?.result === null && table.hand.seats.some((entry) => entry.seat === seat);
      if (!inHand) table = setSittingOut(table, seat, true, options.now());
      afterChange();
    },
    reconnected(playerId: string) {
      const seat = players.get(playerId);
      if (seat !== undefined) disconnectedSeats.delete(seat);
    },
    /**
     * What every seated player is owed if the table stopped now (§3.11, §3.12): its stack, with a running hand voided
     * so each bet goes back to the seat that made it. The host journals this so a crash pays exactly this back.
     */
    settlementIfVoided(): { playerId: string; seat: number; stack: number }[] {
      const voided = voidRunningHand(table);
      return voided.seats.map((seat) => {
        const inHand = voided.hand?.result?.endStacks.find((entry) => entry.seat === seat.seat);
        return { playerId: seat.playerId, seat: seat.seat, stack: inHand?.stack ?? seat.stack };
      });
    },
    viewFor(playerId: string | null): RoomView {
      const seat = playerId === null ? null : (players.get(playerId) ?? null);
      const last = histories.at(-1) ?? null;
      return {
        table: tableView(table, seat),
        fairness: pending?.fairness ?? null,
        lastHand: last === null ? null : playerHistory(last, seat),
        rules: {
          variant: options.config.variant,
          smallBlind: options.config.smallBlind,
          bigBlind: options.config.bigBlind,
          minBuyIn: options.config.minBuyIn,
          maxBuyIn: options.config.maxBuyIn,
          rakeBasisPoints: options.config.rake.rateBasisPoints,
          rakeCaps: options.config.rake.caps,
          clock: options.config.clock,
        },
      };
    },
    /** The viewer's copies of the hands it played at this table, newest first. */
    historiesFor(playerId: string): HandHistory[] {
      const seat = players.get(playerId);
      return histories
        .filter((history) => history.players.some((player) => player.playerId === playerId))
        .map((history) =>
          playerHistory(history, seat ?? history.players.find((p) => p.playerId === playerId)?.seat ?? null),
        )
        .reverse();
    },
    /**
     * Shutting down or recovering from a fault: the running hand is voided (every bet back to its owner) and every
     * seat cashed out with its stack, so no chip stays at a table that no longer runs.
     */
    closeTable(): TableSeat[] {
      clock?.cancel();
      nextDeal?.cancel();
      clock = null;
      nextDeal = null;
      const cashOuts: TableSeat[] = [];
      if (table.hand !== null) {
        table = voidRunningHand(table);
        pending = null;
        const closed = closeHand(table, options.now());
        table = closed.table;
        cashOuts.push(...closed.cashOuts);
      }
      cashOuts.push(...table.seats);
      for (const seat of cashOuts) options.onCashOut(seat);
      table = { ...table, seats: [] };
      players.clear();
      clientSeeds.clear();
      options.onChange();
      return cashOuts;
    },
    state: () => table,
    seatedPlayers: () => new Map(players),
  };
}
