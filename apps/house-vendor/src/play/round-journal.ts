import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every round the vendor plays, as one JSON line: the game, the random draws (reel stops, cards, the number)
 * and the money. A disputed round is replayed from its draws with the engine's replay function.
 */
export type JournalEntry = {
  at: string;
  roundId: string;
  vendorGameId: string;
  mode: 'real' | 'demo';
  playerId: string | null;
  currency: string;
  stakeMinor: number;
  winMinor: number;
  draws: unknown;
};

export type RoundJournal = { record(entry: JournalEntry): Promise<void>; entries(): readonly JournalEntry[] };

/** Appends to `<folder>/rounds-<date>.jsonl`; the last rounds stay in memory for the pages' history. */
export function createFileJournal(folder: string, keep = 2_000): RoundJournal {
  const recent: JournalEntry[] = [];
  let ready: Promise<unknown> | undefined;
  return {
    async record(entry) {
      recent.push(entry);
      if (recent.length > keep) recent.splice(0, recent.length - keep);
      ready ??= mkdir(folder, { recursive: true });
      await ready;
      await appendFile(path.join(folder, `rounds-${entry.at.slice(0, 10)}.jsonl`), `${JSON.stringify(entry)}\n`);
    },
    entries: () => recent,
  };
}

/** For tests: the journal in memory only. */
export function createMemoryJournal(): RoundJournal {
  const all: JournalEntry[] = [];
  return {
    async record(entry) {
      all.push(entry);
    },
    entries: () => all,
  };
}
