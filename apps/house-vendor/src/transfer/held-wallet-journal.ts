import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { HeldWalletRecord } from './held-wallet-store.js';

/** Where the held wallet's changes go: appended one by one, read back in order at start. */
export type HeldWalletJournal = {
  append(record: HeldWalletRecord): void;
  replay(): HeldWalletRecord[];
};

const recordTypes = new Set(['transfer', 'closed', 'move']);

function parseRecord(line: string): HeldWalletRecord | undefined {
  try {
    const parsed = JSON.parse(line) as unknown;
    const type = (parsed as { type?: unknown } | null)?.type;
    return typeof type === 'string' && recordTypes.has(type) ? (parsed as HeldWalletRecord) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An append-only JSON-lines file. Every record is written and flushed to the disk before the change it describes
 * takes effect, so an answer the platform received is never lost. A crash in the middle of a write leaves a torn
 * last line, which was never acknowledged: it is cut off at start. Any other unreadable line stops the start, as
 * the balances it holds cannot be known.
 */
export function openFileHeldWalletJournal(file: string): HeldWalletJournal & { close(): void } {
  mkdirSync(path.dirname(file), { recursive: true });
  const records: HeldWalletRecord[] = [];
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    const complete = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
    if (complete.length < text.length) truncateSync(file, Buffer.byteLength(complete));
    complete
      .split('\n')
      .filter((line) => line.trim() !== '')
      .forEach((line, index) => {
        const record = parseRecord(line);
        if (!record) throw new Error(`${file}: line ${index + 1} is not a held-wallet record`);
        records.push(record);
      });
  }
  const descriptor = openSync(file, 'a');
  let size = fstatSync(descriptor).size;
  return {
    append(record) {
      const line = Buffer.from(`${JSON.stringify(record)}\n`);
      try {
        for (let written = 0; written < line.length;) written += writeSync(descriptor, line, written);
        fsyncSync(descriptor);
      } catch (error) {
        // A half-written line would sit in the middle of the file once the next one lands: take it back.
        ftruncateSync(descriptor, size);
        throw error;
      }
      size += line.length;
    },
    replay: () => records,
    close: () => closeSync(descriptor),
  };
}

/** For tests: the journal in memory; `records` shows what a file would hold. */
export function createMemoryHeldWalletJournal(initial: readonly HeldWalletRecord[] = []) {
  const records = [...initial];
  return {
    records,
    append(record: HeldWalletRecord) {
      records.push(record);
    },
    replay: () => [...initial],
  } satisfies HeldWalletJournal & { records: HeldWalletRecord[] };
}
