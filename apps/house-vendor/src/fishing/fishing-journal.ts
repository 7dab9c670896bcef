import { createFileEventLog, createMemoryEventLog } from '../play/event-log.js';
import type { EventLog } from '../play/event-log.js';

/** What a magazine round needs to be settled by a process that did not open it. */
export type OpenedRound = {
  roundId: string;
  at: string;
  gameId: string;
  roomId: string;
  walletModel: 'seamless' | 'transfer';
  token: string;
  playerId: string;
  currency: string;
  bulletValueMinor: number;
  magazineSize: number;
  /** The round's server seed (revealed to the player when the round closes) and its SHA-256 shown at purchase. */
  serverSeed: string;
  commitment: string;
  /** The player's own seed, mixed into every bullet's stream. */
  clientSeed: string;
};

/** One resolved bullet: what it hit, the exact chance it was drawn with, the draw, and the money. */
export type ShotRecord = {
  index: number;
  fishId: string | null;
  speciesId: string | null;
  outcome: 'refund' | 'miss' | 'capture';
  /** E[W] in stakes as an exact fraction `n/d` (W itself for a bomb, chain or drill). */
  expectedAward: string | null;
  chance: { numerator: number; denominator: number } | null;
  draw: number | null;
  multiplier: number;
  takenAlong: string[];
  winMinor: number;
};

/**
 * The fishing round journal, one JSON line per event, written before the money call it announces: `open` before the
 * magazine's bet, every shot as it resolves, `closing` (with the amount) before the closing win. After a crash the
 * lines say what every unfinished round still owes: see recoverFishingRounds.
 */
export type FishingJournalEvent =
  | ({ type: 'open' } & OpenedRound)
  | { type: 'bought'; roundId: string; balance: string }
  | { type: 'refused'; roundId: string; code: string }
  | { type: 'shot'; roundId: string; shot: ShotRecord }
  | { type: 'closing'; roundId: string; winMinor: number; refundMinor: number; amountMinor: number }
  | { type: 'settled'; roundId: string; balance: string }
  | { type: 'rolled-back'; roundId: string };

export type FishingJournal = EventLog<FishingJournalEvent>;

/** One file per vendor data folder (play/event-log.ts). */
export const createFileFishingJournal = (file: string): FishingJournal => createFileEventLog(file);

/** For tests: the same journal in memory, which a test can hand to a "restarted" process. */
export const createMemoryFishingJournal = (events: FishingJournalEvent[] = []): FishingJournal =>
  createMemoryEventLog(events);

/** A round's state as its journal lines tell it. */
export type JournalledRound = {
  opened: OpenedRound;
  bought: boolean;
  shots: ShotRecord[];
  closing: { winMinor: number; refundMinor: number; amountMinor: number } | null;
  finished: boolean;
};

export function foldFishingJournal(events: readonly FishingJournalEvent[]): Map<string, JournalledRound> {
  const rounds = new Map<string, JournalledRound>();
  for (const event of events) {
    if (event.type === 'open') {
      const { type, ...opened } = event;
      void type;
      rounds.set(event.roundId, {
        opened,
        bought: false,
        shots: [],
        closing: null,
        finished: false,
      });
      continue;
    }
    const round = rounds.get(event.roundId);
    if (!round) continue;
    if (event.type === 'bought') round.bought = true;
    else if (event.type === 'shot') round.shots.push(event.shot);
    else if (event.type === 'closing') round.closing = event;
    else round.finished = true;
  }
  return rounds;
}

/**
 * The closing win of a round: every capture, plus the bullets that were never wagered (unfired, missed, or shot at
 * a fish someone else had already caught) refunded at their value. A bullet fired but not resolved when the process
 * died counts as unfired.
 */
export function closingOf(round: { bulletValueMinor: number; magazineSize: number }, shots: readonly ShotRecord[]) {
  const wagered = shots.filter((shot) => shot.outcome !== 'refund').length;
  const winMinor = shots.reduce((total, shot) => total + shot.winMinor, 0);
  const refundMinor = (round.magazineSize - wagered) * round.bulletValueMinor;
  return { winMinor, refundMinor, amountMinor: winMinor + refundMinor };
}
