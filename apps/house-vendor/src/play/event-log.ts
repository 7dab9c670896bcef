import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * An append-only log of a live game's events (a fishing round's shots, a card table's seats), one JSON line each,
 * written before the process acts on it, so a restarted process can settle what the last one left open.
 */
export type EventLog<Event> = {
  append(event: Event): Promise<void>;
  read(): Promise<Event[]>;
  /** Replaces the whole log (at start, before anything opens): what recovery still needs, nothing more. */
  rewrite(events: readonly Event[]): Promise<void>;
};

export function createFileEventLog<Event>(file: string): EventLog<Event> {
  let ready: Promise<unknown> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    append(event) {
      ready ??= mkdir(path.dirname(file), { recursive: true });
      // One writer at a time keeps lines whole and in the order the games produced them.
      const write = queue.then(() => ready).then(() => appendFile(file, `${JSON.stringify(event)}\n`));
      queue = write.catch(() => undefined);
      return write;
    },
    async read() {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const events: Event[] = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        // A line cut short by a crash mid-write is the last one; what it announced never reached the wallet.
        try {
          events.push(JSON.parse(line) as Event);
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
      // A new file renamed over the old one: a crash mid-way leaves one whole log or the other.
      const next = `${file}.next`;
      await writeFile(next, events.map((event) => `${JSON.stringify(event)}\n`).join(''));
      await rename(next, file);
    },
  };
}

/** For tests: the same log in memory, which a test can hand to a "restarted" process. */
export function createMemoryEventLog<Event>(events: Event[] = []): EventLog<Event> {
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
