import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export type FishingJournal = {
  append(event: FishingJournalEvent): Promise<void>;
  read(): Promise<FishingJournalEvent[]>;
  /** Replaces the whole journal (at start, before any round opens): what recovery still needs, nothing more. */
  rewrite(events: readonly FishingJournalEvent[]): Promise<void>;
};

/** Appends to one file per vendor data folder; each line is written before the process acts on it. */
export function createFileFishingJournal(file: string): FishingJournal {
  let ready: Promise<unknown> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    append(event) {
      ready ??= mkdir(path.dirname(file), { recursive: true });
      // One writer at a time keeps lines whole and in the order the rounds produced them.
      const write = queue.then(() => ready).then(() => appendFile(file, `${JSON.stringify(event)}\n`));
      queue = write.catch(() => undefined);
      return write;
    },
    async read() {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const events: FishingJournalEvent[] = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        // A line cut short by a crash mid-write is the last one; what it announced never reached the wallet.
        try {
          events.push(JSON.parse(line) as FishingJournalEvent);
        } catch {
          continue;
        }
      }
      return events;
    },
    async rewrite(events) {
      ready ??= mkdir(path.dirname(file), { recursive: true });
      await ready;
      await queue;
      // A new file renamed over the old one: a crash mid-way leaves one whole journal or the other.
      const next = `${file}.next`;
      await writeFile(next, events.map((event) => `${JSON.stringify(event)}\n`).join(''));
      await rename(next, file);
    },
  };
}

/** For tests: the same journal in memory, which a test can hand to a "restarted" process. */
export function createMemoryFishingJournal(events: FishingJournalEvent[] = []): FishingJournal {
  return {
    async append(event) {
      events.push(structuredClone(event));
    },
    async read() {
      return structuredClone(events);
    },
    async rewrite(kept) {
      events.splice(0, events.length, ...structuredClone(kept));
    },
  };
}

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
