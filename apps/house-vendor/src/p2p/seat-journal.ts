import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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

export type SeatJournal = { append(event: SeatJournalEvent): Promise<void>; read(): Promise<SeatJournalEvent[]> };

export function createFileSeatJournal(file: string): SeatJournal {
  let ready: Promise<unknown> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    append(event) {
      ready ??= mkdir(path.dirname(file), { recursive: true });
      // One writer at a time keeps lines whole and in the order the tables produced them.
      const write = queue.then(() => ready).then(() => appendFile(file, `${JSON.stringify(event)}\n`));
      queue = write.catch(() => undefined);
      return write;
    },
    async read() {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const events: SeatJournalEvent[] = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        // A line cut short by a crash mid-write is the last one; what it announced never reached the wallet.
        try {
          events.push(JSON.parse(line) as SeatJournalEvent);
        } catch {
          continue;
        }
      }
      return events;
    },
  };
}

/** For tests: the journal in memory, which a test hands to a "restarted" process. */
export function createMemorySeatJournal(events: SeatJournalEvent[] = []): SeatJournal {
  return {
    async append(event) {
      events.push(structuredClone(event));
    },
    async read() {
      return structuredClone(events);
    },
  };
}

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
