import { createFileEventLog, createMemoryEventLog } from '../play/event-log.js';
import type { EventLog } from '../play/event-log.js';

/** What a seat session (one wallet round: buy-in, top-ups, one cash-out) needs to be settled by another process. */
export type OpenedSeat = {
  roundId: string;
  at: string;
  tableKey: string;
  seat: number;
  walletModel: 'seamless' | 'transfer';
  token: string;
  playerId: string;
  currency: string;
};

/**
 * The P2P tables' journal, one JSON line per event, each written before the money call it announces: `open` and
 * `buy` before a buy-in or top-up bet, `bought` once the wallet took it, `hand` with every seat's stack after each
 * hand, `closing` with the cash-out before its win. A crash mid-hand leaves the stacks of the last `hand` line plus
 * the top-ups bought since: exactly the stacks before the running hand, which is the voided hand's refund.
 */
export type SeatJournalEvent =
  | ({ type: 'open' } & OpenedSeat)
  | { type: 'buy'; roundId: string; transactionId: string; amountMinor: number }
  | { type: 'bought'; roundId: string; transactionId: string; amountMinor: number; balance: string }
  | { type: 'refused'; roundId: string; transactionId: string; code: string }
  | { type: 'rolled-back'; roundId: string; transactionId: string }
  | {
      type: 'hand';
      tableKey: string;
      handNumber: number;
      voided: boolean;
      houseTakeMinor: number;
      stacks: { roundId: string; stackMinor: number }[];
      audit: unknown;
    }
  | { type: 'closing'; roundId: string; amountMinor: number }
  | { type: 'settled'; roundId: string; balance: string };

export type SeatJournal = Pick<EventLog<SeatJournalEvent>, 'append' | 'read'>;

/** One file per vendor data folder (play/event-log.ts). */
export const createFileSeatJournal = (file: string): SeatJournal => createFileEventLog(file);

/** For tests: the journal in memory, which a test hands to a "restarted" process. */
export const createMemorySeatJournal = (events: SeatJournalEvent[] = []): SeatJournal => createMemoryEventLog(events);

/** A seat session as its journal lines tell it. */
export type JournalledSeat = {
  opened: OpenedSeat;
  /** Buy-in and top-up bets by transaction id: sent (answer unknown), bought, refused or rolled back. */
  buys: Map<string, { amountMinor: number; state: 'sent' | 'bought' | 'refused' | 'rolled-back' }>;
  stackMinor: number;
  boughtMinor: number;
  closing: number | null;
  settled: boolean;
};

export function foldSeatJournal(events: readonly SeatJournalEvent[]): Map<string, JournalledSeat> {
  const seats = new Map<string, JournalledSeat>();
  for (const event of events) {
    if (event.type === 'open') {
      const { type, ...opened } = event;
      void type;
      seats.set(event.roundId, {
        opened,
        buys: new Map(),
        stackMinor: 0,
        boughtMinor: 0,
        closing: null,
        settled: false,
      });
      continue;
    }
    if (event.type === 'hand') {
      for (const entry of event.stacks) {
        const seat = seats.get(entry.roundId);
        if (seat) seat.stackMinor = entry.stackMinor;
      }
      continue;
    }
    const seat = seats.get(event.roundId);
    if (!seat) continue;
    switch (event.type) {
      case 'buy':
        seat.buys.set(event.transactionId, { amountMinor: event.amountMinor, state: 'sent' });
        break;
      case 'bought':
        seat.buys.set(event.transactionId, { amountMinor: event.amountMinor, state: 'bought' });
        seat.stackMinor += event.amountMinor;
        seat.boughtMinor += event.amountMinor;
        break;
      case 'refused':
      case 'rolled-back': {
        const buy = seat.buys.get(event.transactionId);
        if (buy) buy.state = event.type;
        break;
      }
      case 'closing':
        seat.closing = event.amountMinor;
        break;
      case 'settled':
        seat.settled = true;
        break;
    }
  }
  return seats;
}
